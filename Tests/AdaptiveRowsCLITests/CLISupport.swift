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
