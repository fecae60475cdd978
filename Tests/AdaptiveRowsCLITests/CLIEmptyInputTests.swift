import Testing

@Suite("adaptive-rows: empty input")
struct CLIEmptyInputTests {
  @Test("an empty CSV input has no header: format says so and exits 65")
  func emptyCSV() {
    for input in ["", "\n\n"] {
      let result = run(["format", "--input-format", "csv", "-"], input: input)
      #expect(result.status == 65)
      #expect(result.output.isEmpty)
      #expect(
        result.errors.hasPrefix(
          "adaptive-rows: line 1: invalid CSV header: no header row: the input is empty\n"))
    }
  }

  @Test("an empty JSON Lines input is an empty list: nothing written, exit 0")
  func emptyJSONLines() {
    let result = run(["format", "-"], input: "")
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(result.errors.isEmpty)
  }
}
