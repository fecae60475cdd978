import Foundation
import RowFuzzing

/// libFuzzer's entry point: each input is decoded into a ``FuzzCase`` and every invariant of
/// ``RowInvariants`` is checked; a broken one traps, so libFuzzer saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let fuzzCase = FuzzCase(bytes)
  let violations = RowInvariants.violations(of: fuzzCase)
  if !violations.isEmpty {
    fatalError("invariants broken for \(fuzzCase):\n" + violations.joined(separator: "\n"))
  }
  return 0
}

#if ADAPTIVE_ROWS_LIBFUZZER
  /// libFuzzer's driver (in the toolchain's `libclang_rt.fuzzer`): SwiftPM links an
  /// executable's `main` to the module's entry point, so the entry point hands over to it.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  @main
  enum Fuzz {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
  }
#else
  /// Without libFuzzer (a plain `swift build`), the executable replays inputs instead: each
  /// argument is a file, or a directory of files, checked like a fuzz input.
  @main
  enum Replay {
    static func main() {
      var paths: [String] = []
      for argument in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
          FileHandle.standardError.write(Data("AdaptiveRowsFuzz: no such file \(argument)\n".utf8))
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
          fuzzOneInput(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
      }
      print("replayed \(paths.count) inputs: every invariant holds")
    }
  }
#endif
