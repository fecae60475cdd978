import FuzzSupport
import MeasurerFuzzing

/// libFuzzer's entry point: each input is decoded into a ``MeasurerFuzzCase`` and every
/// invariant of ``MeasurerInvariants`` is checked; a broken one traps, so libFuzzer saves the
/// input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzDriver.check(
    data, size, decode: MeasurerFuzzCase.init, violations: MeasurerInvariants.violations(of:))
}

/// Runs libFuzzer over ``fuzzOneInput(_:_:)``, or replays files without it
/// (``FuzzDriver/main(name:_:)``).
@main
enum Fuzz {
  static func main() {
    FuzzDriver.main(name: "MeasurerFuzz") { data, size in fuzzOneInput(data, size) }
  }
}
