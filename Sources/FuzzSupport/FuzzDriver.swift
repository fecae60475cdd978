import Foundation

/// What a fuzz executable's `main` runs: libFuzzer's driver when built with
/// `-DADAPTIVE_ROWS_LIBFUZZER` (and `-sanitize=fuzzer`), otherwise a replay of files.
public enum FuzzDriver {
  /// A libFuzzer callback: checks one input, traps when an invariant is broken.
  public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// One input checked: `bytes` decoded into a case by `decode`, and the case's broken
  /// invariants listed by `violations`; a broken one traps, with the case and every
  /// violation, so that libFuzzer saves the input as a crash. Returns 0, as libFuzzer asks.
  public static func check<Case>(
    _ data: UnsafePointer<UInt8>?, _ size: Int, decode: ([UInt8]) -> Case,
    violations: (Case) -> [String]
  ) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let fuzzCase = decode(bytes)
    let broken = violations(fuzzCase)
    if !broken.isEmpty {
      fatalError("invariants broken for \(fuzzCase):\n" + broken.joined(separator: "\n"))
    }
    return 0
  }

  /// Hands the process's arguments to libFuzzer with `callback`, or, without libFuzzer,
  /// checks each argument (a file, or a directory of files) with it; `name` names the tool in
  /// messages.
  public static func main(name: String, _ callback: Callback) -> Never {
    #if ADAPTIVE_ROWS_LIBFUZZER
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, callback))
    #else
      var paths: [String] = []
      for argument in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
          FileHandle.standardError.write(Data("\(name): no such file \(argument)\n".utf8))
          exit(66)
        }
        if isDirectory.boolValue {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
          paths += names.sorted().map { argument + "/" + $0 }
        } else {
          paths.append(argument)
        }
      }
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        _ = data.withUnsafeBytes { buffer in
          callback(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
      }
      print("replayed \(paths.count) inputs: every invariant holds")
      exit(0)
    #endif
  }
}

#if ADAPTIVE_ROWS_LIBFUZZER
  /// libFuzzer's driver (in the toolchain's `libclang_rt.fuzzer`).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzDriver.Callback
  ) -> CInt
#endif
