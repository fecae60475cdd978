import FuzzSupport
import RowFuzzing

/// libFuzzer's entry point: each input is decoded into a ``FuzzCase`` and every invariant of
/// ``RowInvariants`` is checked; a broken one traps, so libFuzzer saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzDriver.check(data, size, decode: FuzzCase.init, violations: RowInvariants.violations(of:))
}

/// Runs libFuzzer over ``fuzzOneInput(_:_:)``, or replays files without it
/// (``FuzzDriver/main(name:_:)``).
@main
enum Fuzz {
  static func main() {
    FuzzDriver.main(name: "AdaptiveRowsFuzz") { data, size in fuzzOneInput(data, size) }
  }
}
