import Foundation
import Testing

/// Whether `scalar` could act on a terminal: C0 and C1 controls but LF, DEL, bidi controls.
private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A: false
  case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
  default: false
  }
}

@Suite("adaptive-rows with hostile input")
struct CLIAdversarialTests {
  @Test(
    "widths that are NaN, infinite, Int.max or beyond are usage errors (64)",
    arguments: [
      "nan", "NaN", "inf", "-inf", "infinity", "9223372036854775807", "-9223372036854775808",
      "99999999999999999999", "1e3", "0x10",
    ])
  func hostileWidths(width: String) {
    for command in [
      ["layout", "--title", "Tea", "--amount", "3 €", "--width", width],
      ["breakpoints", "--title", "Tea", "--amount", "3 €", "--width", width],
      ["format", "--width", width, "Samples/wallet.jsonl"],
      ["preview", "--widths", width],
      ["preview", "--widths", "10...\(width)"],
    ] {
      let result = run(command)
      #expect(result.status == 64, "\(command): \(result.errors)")
      #expect(result.output.isEmpty)
    }
  }

  @Test(
    "a COLUMNS that is not a positive number is ignored: format takes 80",
    arguments: ["nan", "-1", "0", "99999999999999999999", "inf", ""])
  func hostileColumns(columns: String) {
    let result = run(
      ["format", "--separator", "none"],
      input: Array("{\"title\": \"Tea\", \"amount\": \"1\"}\n".utf8),
      environment: ["COLUMNS": columns])
    #expect(result.status == 0)
    #expect(result.output == "Tea" + String(repeating: " ", count: 76) + "1\n")
  }

  @Test(
    "escape sequences in a title are shown safely with a warning, never echoed; --strict rejects them",
    arguments: [
      #"\u001b[31mRED"#, #"\u001b]8;;https://evil.example/\u001b\\x"#,
      #"\u001b]52;c;cm0gLXJmIH4K\u0007"#, #"\u009b2J"#, #"a\u0000b"#,
    ])
  func escapeSequencesInFiles(title: String) {
    for format in ["text", "jsonl"] {
      let input = "{\"title\": \"\(title)\", \"amount\": \"1\"}\n"
      let result = run(["format", "--width", "30", "--format", format], input: input)
      #expect(result.status == 0)
      // The row is kept, its controls drawn as U+FFFD (text) or escaped (JSON).
      #expect(result.output.contains(format == "text" ? "\u{FFFD}" : "\\u00"), "\(result.output)")
      #expect(
        result.errors.contains("adaptive-rows: warning: line 1: title: control character U+"),
        "\(result.errors)")
      #expect(!(result.output + result.errors).unicodeScalars.contains(where: actsOnTerminal))
      let strict = run(["format", "--width", "30", "--format", format, "--strict"], input: input)
      #expect(strict.status == 65)
      #expect(strict.output.isEmpty)
      #expect(
        strict.errors.contains("adaptive-rows: error: line 1: title: control character U+"),
        "\(strict.errors)")
      #expect(!(strict.output + strict.errors).unicodeScalars.contains(where: actsOnTerminal))
    }
  }

  @Test("bidi controls in a title are removed from text output and escaped in JSON")
  func bidiInFiles() throws {
    let input = #"{"title": "user\u202e \u2066// admin\u2069 \u2066", "amount": "1"}"# + "\n"
    let text = run(["format", "--width", "40"], input: input)
    #expect(text.status == 0)
    #expect(text.output == "user // admin" + String(repeating: " ", count: 26) + "1\n")
    let json = run(["format", "--width", "40", "--format", "jsonl"], input: input)
    #expect(json.status == 0)
    #expect(!json.output.unicodeScalars.contains(where: actsOnTerminal))
    #expect(json.output.contains(#"user\u202e \u2066// admin\u2069 \u2066"#))
    let title = try jsonObject(json.output)["title"] as? String
    #expect(title == "user\u{202E} \u{2066}// admin\u{2069} \u{2066}")
  }

  @Test("CESU-8 surrogates in a CSV file: an error with the byte, line and column (65)")
  func cesu8() {
    let input =
      Array("title,amount\nok,1\nab".utf8) + [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]
      + Array(",2\n".utf8)
    let result = run(["format", "--width", "20", "--input-format", "csv"], input: input)
    #expect(result.status == 65)
    #expect(result.output == "ok                 1\n")
    #expect(
      result.errors.contains(
        "line 3: invalid UTF-8: byte 0xED at byte offset 20 (line 3, column 3)"),
      "\(result.errors)")
  }

  @Test("a 1 MB title and 100,000 newlines go through layout and format whole")
  func hugeTitles() throws {
    let word = String(repeating: "x", count: 1 << 20)
    let layout = run([
      "layout", "--title", word, "--amount", "1", "--width", "100", "--format", "json",
    ])
    #expect(layout.status == 0)
    let lines = try #require(try jsonObject(layout.output)["lines"] as? [String])
    #expect(lines.dropLast().joined() == word)
    let newlines =
      "{\"title\": \"" + String(repeating: "\\n", count: 100_000) + "\", \"amount\": \"1\"}\n"
    let format = run(["format", "--width", "10"], input: newlines)
    #expect(format.status == 0)
    #expect(format.output == String(repeating: "\n", count: 100_001) + "         1\n")
  }
}
