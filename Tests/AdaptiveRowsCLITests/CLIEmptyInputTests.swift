import Foundation
import Testing

@Suite("adaptive-rows: empty input")
struct CLIEmptyInputTests {
  @Test(
    "an empty input, or blank lines only, is an empty list with a warning, the same in JSON Lines and CSV",
    arguments: ["jsonl", "csv"])
  func emptyInput(format: String) throws {
    for input in ["", "\n\n", "\r\n"] {
      let result = run(["format", "--width", "20", "--input-format", format, "-"], input: input)
      #expect(result.status == 0)
      #expect(result.output.isEmpty)
      #expect(result.errors == "adaptive-rows: warning: no rows in standard input\n")
    }
    // A short path, which the message quotes whole.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-\(UUID().uuidString.prefix(8)).\(format)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for command in [["format", "--width", "20"], ["preview"], ["preview", "--format", "json"]] {
      let result = run(command + [file.path])
      #expect(result.status == 0, "\(command)")
      if command[0] == "format" { #expect(result.output.isEmpty) }
      #expect(
        result.errors == "adaptive-rows: warning: no rows in \"\(file.path)\"\n", "\(command)")
    }
  }
}
