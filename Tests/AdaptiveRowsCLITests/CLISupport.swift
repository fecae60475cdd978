import AdaptiveRowsCLI
import Foundation
import Testing

/// What a run of the tool printed and returned.
struct RunResult {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs `adaptive-rows` in-process with `arguments`, `input` as standard input, and an
/// environment of a 120-column, non-terminal output unless told otherwise.
func run(
  _ arguments: [String], input: [UInt8] = [], environment: [String: String] = ["COLUMNS": "120"],
  terminal: Bool = false
) -> RunResult {
  let output = MemorySink()
  let errors = MemorySink()
  let io = CommandIO(
    input: .bytes(input), output: output, errors: errors, environment: environment,
    outputIsTerminal: terminal, currentDirectory: packageDirectory)
  let status = AdaptiveRowsTool.run(arguments, io: io)
  return RunResult(status: status, output: output.text, errors: errors.text)
}

func run(_ arguments: [String], input: String) -> RunResult {
  run(arguments, input: Array(input.utf8))
}

/// What a run of the built tool as a process did.
struct ProcessResult {
  var status: Int32
  /// Whether the process ended by a signal (then `status` is the signal's number).
  var signalled: Bool
  var output: String
  var errors: String
}

/// The built `adaptive-rows` executable, beside the test runner in the build directory.
let toolURL: URL = {
  let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  var directory = runner.deletingLastPathComponent()
  // On macOS the runner is inside an .xctest bundle: the products are above it.
  while directory.pathComponents.count > 1,
    !FileManager.default.isExecutableFile(
      atPath: directory.appendingPathComponent("adaptive-rows").path)
  {
    directory = directory.deletingLastPathComponent()
  }
  return directory.appendingPathComponent("adaptive-rows")
}()

/// Runs `/bin/sh -c script` with the tool's path as `$0`, the package directory as the
/// current directory, and `COLUMNS=80`; standard output and error go to temporary files
/// (read back into the result) unless the script redirects them.
func runShell(_ script: String, arguments: [String] = []) throws -> ProcessResult {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let outputURL = directory.appendingPathComponent("output")
  let errorsURL = directory.appendingPathComponent("errors")
  try Data().write(to: outputURL)
  try Data().write(to: errorsURL)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script, toolURL.path] + arguments
  process.currentDirectoryURL = packageDirectory
  process.environment = ["COLUMNS": "80", "PATH": "/usr/bin:/bin"]
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = try FileHandle(forWritingTo: outputURL)
  process.standardError = try FileHandle(forWritingTo: errorsURL)
  try process.run()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
    output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
    errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
}

/// A new, empty temporary directory.
func temporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("adaptive-rows-output-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// The package's root directory.
let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `text` with the golden file `name` in Goldens/; with `UPDATE_GOLDENS=1` in the
/// environment, writes the file instead.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation)
{
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
    try? Data(text.utf8).write(to: url)
    return
  }
  guard let data = try? Data(contentsOf: url), let golden = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "missing golden file \(name); run with UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
    return
  }
  #expect(text == golden, "differs from Goldens/\(name)", sourceLocation: sourceLocation)
}

/// The JSON object of `text`.
func jsonObject(_ text: some StringProtocol) throws -> [String: Any] {
  try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}
