import FuzzSupport
import ReaderFuzzing

/// libFuzzer's entry point: each input is decoded into a ``ReaderFuzzCase`` and every
/// invariant of ``ReaderInvariants`` is checked; a broken one traps, so libFuzzer saves the
/// input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzDriver.check(
    data, size, decode: ReaderFuzzCase.init, violations: ReaderInvariants.violationsWaiting(of:))
}

/// Runs libFuzzer over ``fuzzOneInput(_:_:)``, or replays files without it
/// (``FuzzDriver/main(name:_:)``).
@main
enum Fuzz {
  static func main() {
    FuzzDriver.main(name: "ReaderFuzz") { data, size in fuzzOneInput(data, size) }
  }
}
