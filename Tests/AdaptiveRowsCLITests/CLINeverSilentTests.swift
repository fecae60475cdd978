import AdaptiveRowsCLI
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Two rows at width 8: "Tea" and "3" fit; the amount "12,345.67 €" is 11 cells (seven digits,
/// a comma, a point, a space and the euro sign, each one cell), and the extended row puts the
/// spacer's minimum of one cell before it (Docs/Semantics.md section 7): 12 cells, 4 more
/// than 8.
private let oneTooWide = """
  {"title": "Tea", "amount": "3"}
  {"title": "Salary", "amount": "12,345.67 €"}

  """

private let overflowWords =
  "the row is 4 cells wider than the width of 8: the amount alone is 11 cells wide"

@Suite("adaptive-rows never leaves a row or a stop unsaid")
struct CLINeverSilentTests {
  @Test(
    "format names a row wider than its width, by how much and why, and counts it",
    arguments: [1, 2])
  func overflowWarning(threads: Int) {
    let result = run(
      ["format", "--width", "8", "--threads", String(threads)], input: oneTooWide)
    #expect(result.status == 0)
    #expect(
      result.errors
        == "adaptive-rows: warning: line 2: \(overflowWords)\n"
        + "adaptive-rows: warning: 2 rows written, 1 row wider than the width of 8\n")
    // The row is written whole: the amount is never cut.
    #expect(result.output.contains("12,345.67 €"))
  }

  @Test("preview names a row wider than a width in format's words, in every output format")
  func previewNamesOverflow() {
    for format in ["text", "json", "svg"] {
      let result = run(
        ["preview", "--widths", "8,20", "--format", format], input: oneTooWide)
      #expect(result.status == 0)
      // At 20 both rows fit; at 8 only the second is too wide.
      #expect(result.errors == "adaptive-rows: warning: line 2: \(overflowWords)\n", "\(format)")
    }
    let given = run(["preview", "--title", "Salary", "--amount", "12,345.67 €", "--widths", "8"])
    #expect(given.errors == "adaptive-rows: warning: \(overflowWords)\n")
  }

  @Test("under --strict a row wider than its width is a data error (65), worded the same")
  func overflowStrict() {
    let result = run(["format", "--width", "8", "--strict"], input: oneTooWide)
    #expect(result.status == 65)
    #expect(
      result.errors
        == "adaptive-rows: error: line 2: \(overflowWords)\n"
        + "adaptive-rows: error: 2 rows written, 1 row wider than the width of 8\n")
  }

  @Test(
    "each cause of an overflow is named",
    arguments: [
      // "12345678" is 8 cells; the extended row puts the spacer's minimum of one cell before
      // it (Docs/Semantics.md section 7): 9 cells at width 8.
      (
        "Tea", "12345678", 8,
        "the row is 1 cell wider than the width of 8:"
          + " the amount is 8 cells wide, and the spacer before it at least 1 cell"
      ),
      // A wide character is two cells (UAX #11), more than a width of 1.
      (
        "世", "1", 1,
        "the row is 1 cell wider than the width of 1: the title's character \"世\" alone is"
          + " 2 cells wide"
      ),
    ])
  func overflowCauses(title: String, amount: String, width: Int, words: String) {
    let result = run(
      ["format", "--width", String(width)],
      input: "{\"title\": \"\(title)\", \"amount\": \"\(amount)\"}\n")
    #expect(result.status == 0)
    #expect(
      result.errors.hasPrefix("adaptive-rows: warning: line 1: \(words)\n"), "\(result.errors)")
  }

  @Test(
    "with --errors json the overflow is a warning object among the rows, an error under --strict")
  func overflowJSON() throws {
    for strict in [false, true] {
      let result = run(
        ["format", "--width", "8", "--format", "jsonl", "--errors", "json"]
          + (strict ? ["--strict"] : []), input: oneTooWide)
      #expect(result.status == (strict ? 65 : 0))
      let lines = result.output.split(separator: "\n")
      #expect(lines.count == 3)
      let kind = strict ? "error" : "warning"
      #expect(
        lines[1]
          == #"{"line":2,"\#(kind)":{"code":"rowOverflow","message":"\#(overflowWords)","excess":4}}"#
      )
      let row = try jsonObject(lines[2])
      #expect(row["overflow"] as? Bool == true)
      #expect(try jsonObject(lines[0])["overflow"] as? Bool == false)
    }
  }

  @Test("--errors json ends a stopped list with its stop object, and says so on standard error")
  func stopRecordJSON() throws {
    let result = run(
      ["format", "--width", "20", "--format", "jsonl", "--errors", "json"],
      input: sevenLinesInvalidThird)
    #expect(result.status == 65)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 4)
    for line in lines { _ = try jsonObject(line) }
    #expect(
      lines[2]
        == #"{"line":3,"error":{"code":"missingField","message":"missing field \"amount\""}}"#)
    #expect(
      lines[3]
        == #"{"line":3,"stopped":{"code":"invalidLine","message":"an invalid line ends the list without --skip-invalid"}}"#
    )
    #expect(
      result.errors
        == "adaptive-rows: error: stopped at line 3 after 2 rows:"
        + " an invalid line ends the list without --skip-invalid\n")
  }

  @Test("a read failure stops the list with its own stop, in words and in JSON (74)")
  func stopOnReadFailure() throws {
    // A directory as standard input: it opens, and its first read fails (EISDIR).
    let directory = try #require(FileHandle(forReadingAtPath: packageDirectory.path))
    for json in [false, true] {
      let output = MemorySink()
      let errors = MemorySink()
      let io = CommandIO(
        input: .fileHandle(directory), output: output, errors: errors,
        currentDirectory: packageDirectory)
      let status = AdaptiveRowsTool.run(
        ["format", "--width", "20"] + (json ? ["--format", "jsonl", "--errors", "json"] : []),
        io: io)
      #expect(status == 74)
      let stopped =
        "adaptive-rows: error: stopped at line 1 after 0 rows: reading the input failed\n"
      if json {
        #expect(errors.text == stopped)
        #expect(
          output.text.split(separator: "\n").last
            == #"{"line":1,"stopped":{"code":"readFailed","message":"reading the input failed"}}"#)
      } else {
        #expect(errors.text.hasSuffix(stopped), "\(errors.text)")
        #expect(errors.text.hasPrefix("adaptive-rows: error: line 1: reading the input failed: "))
      }
    }
  }

  @Test("under --skip-invalid a read failure is not called skipped: it still stops the list")
  func readFailureIsNotSkipped() throws {
    let directory = try #require(FileHandle(forReadingAtPath: packageDirectory.path))
    let output = MemorySink()
    let errors = MemorySink()
    let io = CommandIO(
      input: .fileHandle(directory), output: output, errors: errors,
      currentDirectory: packageDirectory)
    let status = AdaptiveRowsTool.run(["format", "--width", "20", "--skip-invalid"], io: io)
    #expect(status == 74)
    #expect(errors.text.hasPrefix("adaptive-rows: error: line 1: reading the input failed: "))
    #expect(
      errors.text.hasSuffix(
        "adaptive-rows: error: stopped at line 1 after 0 rows: reading the input failed\n"),
      "\(errors.text)")
  }

  @Test("text errors give the same one-line stop message")
  func stopRecordText() {
    let result = run(["format", "--width", "20"], input: sevenLinesInvalidThird)
    #expect(result.status == 65)
    #expect(
      result.errors
        == "adaptive-rows: error: line 3: missing field \"amount\"\n"
        + "adaptive-rows: error: stopped at line 3 after 2 rows:"
        + " an invalid line ends the list without --skip-invalid\n")
  }

  @Test("with --skip-invalid every line is answered and there is no stop")
  func noStopWhenSkipping() throws {
    let result = run(
      ["format", "--width", "20", "--format", "jsonl", "--errors", "json", "--skip-invalid"],
      input: sevenLinesInvalidThird)
    #expect(result.status == 65)
    let objects = try result.output.split(separator: "\n").map { try jsonObject($0) }
    #expect(objects.count == 7)
    #expect(objects.allSatisfy { $0["stopped"] == nil })
    #expect(result.errors == "adaptive-rows: error: 6 rows written, 1 invalid line skipped\n")
  }

  @Test("preview draws every valid row, names each invalid line, and exits 65")
  func previewText() {
    let input = """
      {"title": "Tea", "amount": "3"}
      {"title": "Cake"}
      {"title": "Bun", "amount": "4"}
      {"title": "Pie" "amount": "5"}

      """
    let result = run(["preview", "--widths", "12"], input: input)
    #expect(result.status == 65)
    #expect(result.output.contains("Tea"))
    #expect(result.output.contains("Bun"))
    #expect(
      result.errors
        == "adaptive-rows: error: skipped line 2: missing field \"amount\"\n"
        + "adaptive-rows: error: skipped line 4: malformed JSON at column 17: expected ',' or '}',"
        + " found character '\"'\n"
        + "adaptive-rows: error: 2 rows drawn, 2 invalid lines skipped\n")
  }

  @Test(
    "preview writes well-formed output in every format, even when no line is valid",
    arguments: [
      "{\"title\": \"Tea\", \"amount\": \"3\"}\n{\"title\": \"Cake\"}\n", "{\"title\": \"Cake\"}\n",
    ])
  func previewWellFormed(input: String) throws {
    let svg = run(["preview", "--widths", "12", "--format", "svg"], input: input)
    #expect(svg.status == 65)
    let parser = XMLParser(data: Data(svg.output.utf8))
    #expect(parser.parse(), "not XML: \(svg.output)")
    #expect(svg.output.contains("<svg"))
    // JSON Lines: one object per valid row, none when there is none.
    let json = run(["preview", "--widths", "12", "--format", "json"], input: input)
    #expect(json.status == 65)
    let objects = try json.output.split(separator: "\n").map { try jsonObject($0) }
    #expect(objects.count == (input.contains("Tea") ? 1 : 0))
    #expect(json.errors.contains("adaptive-rows: error: skipped line"))
  }
}
