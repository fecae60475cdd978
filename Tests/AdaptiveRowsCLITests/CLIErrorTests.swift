import Foundation
import Testing

@Suite("adaptive-rows errors")
struct CLIErrorTests {
  @Test(
    "a width that is not a positive integer, or absurdly large, is a usage error (64)",
    arguments: ["0", "-1", "abc", "100000", "1.5", ""])
  func badWidth(width: String) {
    for command in [
      ["layout", "--title", "Tea", "--amount", "3 €", "--width", width],
      ["format", "--width", width, "Samples/wallet.jsonl"],
      ["preview", "--widths", width],
    ] {
      let result = run(command)
      #expect(result.status == 64, "\(command): \(result.errors)")
      #expect(result.output.isEmpty)
      #expect(result.errors.contains("Usage:") || result.errors.contains("Error:"))
    }
  }

  @Test(
    "bad width lists name the problem", arguments: ["20,,30", "80...20", "1...1000", "5...9/0"])
  func badWidthList(list: String) {
    let result = run(["preview", "--widths", list])
    #expect(result.status == 64)
    #expect(result.errors.contains("--widths:"))
  }

  @Test("unknown options, subcommands and option values are usage errors (64)")
  func usage() {
    #expect(run(["frobnicate"]).status == 64)
    #expect(
      run(["layout", "--title", "a", "--amount", "b", "--width", "9", "--bogus"]).status == 64)
    #expect(run(["format", "--measurer", "laser"]).status == 64)
    #expect(run(["layout", "--title", "a", "--width", "9"]).status == 64)
    #expect(run(["breakpoints"]).status == 64)
    #expect(run(["layout", "--title", "a", "--amount", "\u{1B}[31m", "--width", "9"]).status == 64)
  }

  @Test("help exits 0 on standard output")
  func help() {
    let result = run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("preview"))
    #expect(result.output.contains("breakpoints"))
  }

  @Test("a malformed JSON line stops the list with an error naming the line (65)")
  func malformedJSON() {
    let input =
      "{\"title\": \"One\", \"amount\": \"1\"}\n{\"title\": \"Two\", \"amount\" \"2\"}\n{\"title\": \"Three\", \"amount\": \"3\"}\n"
    let result = run(["format", "--width", "20"], input: input)
    #expect(result.status == 65)
    #expect(result.output == "One                1\n")
    #expect(
      result.errors.contains(
        "adaptive-rows: error: line 2: malformed JSON at column 27: expected ':' after the key \"amount\""
      )
    )
    #expect(result.errors.contains("stopped at line 2 after 1 row"))
  }

  @Test("a CSV record with the wrong number of fields names its line (65)")
  func csvColumns() {
    let input = "title,amount\nTea,3 €\nCake,4 €,extra\n"
    let result = run(["format", "--width", "20", "--input-format", "csv"], input: input)
    #expect(result.status == 65)
    #expect(
      result.errors.contains("line 3: expected 2 fields as in the header, found 3"),
      "\(result.errors)")
  }

  @Test("invalid UTF-8 gives the line and the byte offset (65)")
  func invalidUTF8() {
    var input = Array("{\"title\": \"ok\", \"amount\": \"1\"}\n".utf8)
    input += Array("{\"title\": \"".utf8) + [0xC3, 0x28] + Array("\", \"amount\": \"1\"}\n".utf8)
    let result = run(["format", "--width", "20"], input: input)
    #expect(result.status == 65)
    #expect(
      result.errors.contains(
        "line 2: invalid UTF-8: byte 0xC3 at byte offset 42 (line 2, column 12)"),
      "\(result.errors)")
  }

  @Test("--skip-invalid reports each skipped line and formats the others")
  func skipInvalid() throws {
    let input = """
      {"title": "One", "amount": "1"}
      not json
      {"title": "Three", "amount": "3"}
      {"title": "Four"}
      {"title": "Five", "amount": "5"}
      """
    let result = run(
      ["format", "--width", "20", "--format", "jsonl", "--skip-invalid"], input: input)
    #expect(result.status == 65)
    let lines = try result.output.split(separator: "\n").map { try jsonObject($0)["line"] as? Int }
    #expect(lines == [1, 3, 5])
    #expect(result.errors.contains("adaptive-rows: error: skipped line 2: malformed JSON"))
    #expect(
      result.errors.contains("adaptive-rows: error: skipped line 4: missing field \"amount\""))
    #expect(result.errors.contains("adaptive-rows: error: 3 rows written, 2 invalid lines skipped"))
  }

  @Test("a file that cannot be opened exits 66")
  func missingFile() {
    let result = run(["format", "--width", "20", "no/such/file.jsonl"])
    #expect(result.status == 66)
    #expect(result.errors.contains("cannot open"))
    #expect(run(["preview", "no/such/file.jsonl"]).status == 66)
  }

  @Test("preview of a file with a bad line reports it (65)")
  func previewBadLine() {
    let result = run(["preview", "-"], input: "{\"title\": 1, \"amount\": \"2\"}\n")
    #expect(result.status == 65)
    #expect(result.errors.contains("line 1: field \"title\" must be a string, found a number"))
  }

  /// Standard error follows the title rule whatever a message quotes: a control as U+FFFD, a
  /// bidi control removed, a line or paragraph separator as U+FFFD; a file name is quoted
  /// with its scalars escaped, a data value with the reader's `\u{…}`.
  @Test("standard error holds no raw control, bidi control or separator")
  func safeStandardError() {
    let usage = run(["format", "--format", "x\u{202E}y\u{2028}z\u{1B}"])
    #expect(usage.status == 64)
    #expect(usage.errors.contains("xy\u{FFFD}z\u{FFFD}"), "\(usage.errors)")
    let missing = run(["format", "no/such/\u{2067}file\u{2029}.jsonl"])
    #expect(missing.status == 66)
    #expect(missing.errors.contains(#""no/such/\u2067file\u2029.jsonl""#), "\(missing.errors)")
    let data = run(
      ["format", "--skip-invalid", "-"],
      input: #"{"title": "Shop", "amount": {"value": "1", "currency": "EU\u202eR"}}"# + "\n")
    #expect(data.errors.contains(#"invalid currency "EU\u{202E}R""#), "\(data.errors)")
    for result in [usage, missing, data] {
      #expect(
        !result.errors.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            || (0x2028...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        })
    }
  }
}
