import Foundation
import Testing
import WalletEntries

@Suite("JSON Lines reader")
struct JSONLinesReaderTests {
  @Test("good lines become entries with their line numbers")
  func goodLines() throws {
    let input = """
      {"title": "Coffee", "amount": "-3.50 €", "date": "2024-05-01"}
      {"title": "Salary", "amount": {"value": "2500", "currency": "EUR", "direction": "incoming"}}
      {"title": "Tip", "amount": "KUDOS:0.5", "subtitle": "from Alice"}
      {"title": "Card", "amount": {"value": -12.25, "currency": "USD", "status": "pending"}}

      """
    let result = records(input, format: .jsonLines)
    #expect(result.map(\.line) == [1, 2, 3, 4])
    #expect(
      result[0].entry
        == WalletEntry(title: "Coffee", amount: .preformatted("-3.50 €"), subtitle: "2024-05-01"))
    #expect(result[1].entry?.amount == (try structured("2500", "EUR", .incoming)))
    #expect(result[2].entry?.amount == (try structured("0.5", "KUDOS")))
    #expect(result[2].entry?.subtitle == "from Alice")
    #expect(result[3].entry?.amount == (try structured("-12.25", "USD", nil, .pending)))
  }

  @Test("a malformed line in the middle is named and the other lines are still read")
  func malformedLine() {
    let input = """
      {"title": "A", "amount": "1"}
      {"title": "B", "amount" "2"}
      {"title": "C", "amount": "3"}
      """
    let result = records(input, format: .jsonLines)
    #expect(result.count == 3)
    #expect(result[0].entry?.title == "A")
    #expect(result[1].line == 2)
    #expect(
      result[1].error
        == .malformedJSON(
          column: 25, problem: "expected ':' after the key \"amount\", found character '\"'"))
    #expect(result[1].diagnostic?.hasPrefix("line 2: malformed JSON at column 25") == true)
    #expect(result[2].entry?.title == "C")
  }

  @Test("JSON that is not an object is an error naming what it is")
  func notAnObject() {
    let result = records("[1, 2]\n\"text\"\n42\nnull\n", format: .jsonLines)
    #expect(
      result.map(\.error) == [
        .notAnObject(found: "an array"), .notAnObject(found: "a string"),
        .notAnObject(found: "a number"), .notAnObject(found: "null"),
      ])
  }

  @Test("missing, mistyped, duplicate and conflicting fields are errors")
  func fieldErrors() {
    let input = """
      {"amount": "1"}
      {"title": "A"}
      {"title": 5, "amount": "1"}
      {"title": "A", "amount": 5}
      {"title": "A", "amount": "1", "title": "B"}
      {"title": "A", "amount": "1", "date": "d", "subtitle": "s"}
      {"title": "A", "amount": {"value": "1"}}
      {"title": "A", "amount": {"currency": "EUR"}}
      {"title": "A", "amount": {"value": "1", "currency": "EUR", "directon": "outgoing"}}
      {"title": "A", "amount": {"value": "1", "currency": "EUR", "direction": "sideways"}}
      {"title": "A", "amount": {"value": "1", "currency": "EUR", "status": "lost"}}
      {"title": "A", "amount": {"value": "1e3", "currency": "EUR"}}
      {"title": "A", "amount": {"value": "1", "currency": "EURO1"}}
      {"title": "A", "amount": {"value": "-1", "currency": "EUR", "direction": "incoming"}}
      {"title": "A", "amount": ""}
      """
    let errors = records(input, format: .jsonLines).map(\.error)
    #expect(
      errors == [
        .missingField("title"), .missingField("amount"),
        .wrongType(field: "title", expected: "a string", found: "a number"),
        .wrongType(field: "amount", expected: "a string or an object", found: "a number"),
        .duplicateField("title"), .conflictingFields("date", "subtitle"),
        .missingField("amount.currency"), .missingField("amount.value"),
        .unknownAmountField("directon"), .unknownDirection("sideways"), .unknownStatus("lost"),
        .invalidDecimal("1e3", reason: "exponents are not accepted"), .invalidCurrency("EURO1"),
        .signContradictsDirection(value: "-1", direction: .incoming), .missingField("amount"),
      ])
  }

  @Test("objects of many members: duplicates found, fields looked up, unknown keys sorted")
  func manyMembers() {
    let extra = (1...30).map { #""x\#($0)": \#($0)"# }.joined(separator: ", ")
    let input = """
      {\(extra), "title": "A", "amount": "1", "date": "d"}
      {\(extra), "title": "A", "amount": "1", "x17": 0}
      {"title": "A", "x30": 1, \(extra), "amount": "1"}
      {"title": "A", "amount": {"zeta": 1, "value": "1", "alpha": 2, "currency": "EUR"}}
      {"title": "A", "amount": {"value": "1", "currency": "EUR", "value": "2"}}
      """
    let result = records(input, format: .jsonLines)
    #expect(
      result.first?.entry == WalletEntry(title: "A", amount: .preformatted("1"), subtitle: "d"))
    #expect(
      result.dropFirst().map(\.error) == [
        .duplicateField("x17"), .duplicateField("x30"), .unknownAmountField("alpha"),
        .duplicateField("amount.value"),
      ])
  }

  @Test("a control character is found wherever it is, after any other text")
  func controlCharacterPositions() {
    let texts = ["é\u{85}", "\u{9F}", "abc\u{7F}", "日本\u{1}", "\u{C2}\u{A0}\u{80}"]
    for text in texts {
      let expected = text.unicodeScalars.enumerated().first {
        $0.element.value < 0x20 || (0x7F...0x9F).contains($0.element.value)
      }!
      #expect(
        throws: EntryError.controlCharacter(
          field: "amount", scalar: expected.element.value, position: expected.offset + 1)
      ) {
        try WalletEntry.validated(title: "A", amount: .preformatted(text))
      }
    }
    // No control: U+00A0 and U+00C2 are not C1, whose bytes C2 80 to C2 9F they resemble.
    #expect(throws: Never.self) {
      try WalletEntry.validated(title: "A", amount: .preformatted("\u{A0}\u{C2}\u{A0}Â¢"))
    }
  }

  @Test("unknown top-level fields are ignored and null counts as absent")
  func lenientTopLevel() {
    let result = records(
      #"{"id": 7, "title": "A", "amount": "1", "date": null}"#, format: .jsonLines)
    #expect(result.first?.entry == WalletEntry(title: "A", amount: .preformatted("1")))
  }

  @Test(
    "titles keep every control, with a warning for all but tabs and line breaks; controls in amounts are errors"
  )
  func controlCharacters() {
    let input = """
      {"title": "Two\\nlines\\tand tab", "amount": "1"}
      {"title": "Bell\\u0007", "amount": "1", "subtitle": "\\u202eevil"}
      {"title": "A", "amount": "\\u001b[31m12"}
      {"title": "A", "amount": {"value": "1", "currency": "EUR\\u0085"}}
      """
    let result = records(input, format: .jsonLines)
    #expect(result[0].entry?.title == "Two\nlines\tand tab")
    #expect(result[0].entry?.textWarnings == [])
    #expect(result[1].entry?.title == "Bell\u{7}")
    #expect(
      result[1].entry?.textWarnings == [
        EntryWarning(field: "title", scalar: 7, position: 5),
        EntryWarning(field: "subtitle", scalar: 0x202E, position: 1),
      ])
    #expect(
      result[1].entry?.textWarnings.map(\.description) == [
        "title: control character U+0007 at position 5 is shown as U+FFFD",
        "subtitle: bidi control U+202E at position 1 is removed",
      ])
    let strict = Array(
      EntryReader(
        chunks: [Array(input.utf8)], format: .jsonLines,
        options: EntryReaderOptions(rejectsControlsInText: true)))
    #expect(strict[0].error == nil)
    #expect(strict[1].error == .controlCharacter(field: "title", scalar: 7, position: 5))
    #expect(result[2].error == .controlCharacter(field: "amount", scalar: 0x1B, position: 1))
    #expect(
      result[3].error == .controlCharacter(field: "amount.currency", scalar: 0x85, position: 4))
  }

  @Test("invalid UTF-8 names the line, the byte offset from the start and the column")
  func invalidUTF8() {
    var bytes = Array(#"{"title": "A", "amount": "1"}"#.utf8) + [0x0A]  // 30 bytes
    bytes += Array(#"{"title": "B"#.utf8) + [0xFF] + Array(#"", "amount": "1"}"#.utf8) + [0x0A]
    bytes += Array(#"{"title": "C", "amount": "1"}"#.utf8)
    let result = records(bytes, format: .jsonLines, chunkSize: 5)
    #expect(result.count == 3)
    #expect(result[1].error == .invalidUTF8(byte: 0xFF, byteOffset: 42, line: 2, column: 13))
    #expect(
      result[1].diagnostic
        == "line 2: invalid UTF-8: byte 0xFF at byte offset 42 (line 2, column 13)")
    #expect(result[2].entry?.title == "C")
  }

  @Test("CESU-8 surrogates, overlong forms and truncated sequences are invalid UTF-8")
  func cesu8() {
    let cases: [([UInt8], UInt8, Int)] = [
      ([0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], 0xED, 12),  // U+1F600 as CESU-8
      ([0xC0, 0xAF], 0xC0, 12),  // overlong "/"
      ([0xE0, 0x80, 0xAF], 0xE0, 12),  // overlong
      ([0xF4, 0x90, 0x80, 0x80], 0xF4, 12),  // above U+10FFFF
      ([0x41, 0xE2, 0x82], 0xE2, 13),  // cut short by the closing quote
      ([0x80], 0x80, 12),  // stray continuation byte
    ]
    for (bad, byte, column) in cases {
      let bytes = Array(#"{"title": ""#.utf8) + bad + Array(#"", "amount": "1"}"#.utf8)
      let result = records(bytes, format: .jsonLines)
      #expect(
        result.first?.error
          == .invalidUTF8(byte: byte, byteOffset: column - 1, line: 1, column: column), "\(bad)")
    }
    let good = Array(#"{"title": "😀 é", "amount": "1"}"#.utf8)
    #expect(records(good, format: .jsonLines).first?.entry?.title == "😀 é")
  }

  @Test("a byte-order mark at the start is skipped but counted in byte offsets")
  func byteOrderMark() {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array(#"{"title": "A", "amount": "1"}"#.utf8) + [0x0A]
      + Array(#"{"title": "ÿ", "amount": "1"}"#.utf8)
    for chunkSize in [1, 2, 4, 100] {
      let result = records(bytes, format: .jsonLines, chunkSize: chunkSize)
      #expect(result.first?.entry?.title == "A")
      #expect(result.count == 2)
    }
    let badFirst: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"title": ""#.utf8) + [0xFE]
    #expect(
      records(badFirst, format: .jsonLines, chunkSize: 2).first?.error
        == .invalidUTF8(byte: 0xFE, byteOffset: 14, line: 1, column: 12))
    // A partial mark is not one.
    let partial = records([0xEF, 0xBB], format: .jsonLines).first?.error
    #expect(partial != nil)
    if case .readFailed? = partial { Issue.record("a partial mark is data, not a read failure") }
  }

  @Test("CRLF line endings are accepted")
  func crlf() {
    let input = "{\"title\": \"A\", \"amount\": \"1\"}\r\n{\"title\": \"B\", \"amount\": \"2\"}\r\n"
    let result = records(input, format: .jsonLines)
    #expect(result.map(\.entry?.title) == ["A", "B"])
    #expect(result.map(\.line) == [1, 2])
  }

  @Test("blank lines are skipped without a record but counted")
  func blankLines() {
    let input =
      "\n  \n{\"title\": \"A\", \"amount\": \"1\"}\n\t\r\n\n{\"title\": \"B\", \"amount\": \"2\"}"
    let result = records(input, format: .jsonLines)
    #expect(result.map(\.line) == [3, 6])
  }

  @Test("a 2 MiB line over a 1 MiB limit is an error and the next line is read")
  func lineTooLong() {
    var bytes = Array(#"{"title": "A", "amount": "1"}"#.utf8) + [0x0A]
    bytes += Array(#"{"title": ""#.utf8) + [UInt8](repeating: 0x78, count: 2 << 20)
    bytes += Array(#"", "amount": "1"}"#.utf8) + [0x0A]
    bytes += Array(#"{"title": "C", "amount": "1"}"#.utf8)
    let result = records(bytes, format: .jsonLines, chunkSize: 64 * 1024)
    #expect(result.count == 3)
    #expect(result[1].line == 2)
    #expect(result[1].error == .lineTooLong(limit: 1 << 20))
    #expect(result[2].entry?.title == "C")
  }

  @Test("the line limit is configurable and a trailing carriage return does not count")
  func configurableLimit() {
    let line = #"{"title": "A", "amount": "1"}"#  // 29 bytes
    let options = EntryReaderOptions(maximumLineLength: 29)
    #expect(records(line + "\r\n", format: .jsonLines, options: options).first?.entry != nil)
    #expect(
      records(line + " \n", format: .jsonLines, options: options).first?.error
        == .lineTooLong(limit: 29))
  }

  @Test(
    "a line holding only a value's opening says the value goes on past the line",
    arguments: [
      ("{", true), ("[", true), ("  [ {\t", true), ("[[", true), ("{{", false), ("[}", false),
      (#"{"title": "Tea","#, false), (#"{"title": "Tea", "amount": tru"#, false), ("tru", false),
    ])
  func goesOnPastLine(line: String, goesOn: Bool) throws {
    let error = try #require(records(line + "\n", format: .jsonLines).first?.error)
    guard case .malformedJSON(let column, _, let goesOnPastLine) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(goesOnPastLine == goesOn, "\(line): \(error)")
    // Only a line whose parse ran to its end can go on past it.
    if goesOnPastLine { #expect(column == line.utf8.count + 1) }
  }

  @Test("deep nesting is an error, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000)
    let result = records(deep, format: .jsonLines, chunkSize: 4096)
    #expect(
      result.first?.error == .malformedJSON(column: 65, problem: "nesting deeper than 64 levels"))
  }

  @Test("escapes are decoded and lone surrogate escapes are errors")
  func escapes() {
    let input = #"""
      {"title": "\u00e9\ud83d\ude00\"\\\/", "amount": "1"}
      {"title": "\ud800", "amount": "1"}
      {"title": "\q", "amount": "1"}
      """#
    let result = records(input, format: .jsonLines)
    #expect(result[0].entry?.title == "é😀\"\\/")
    #expect(result[1].error == .malformedJSON(column: 12, problem: "lone UTF-16 surrogate escape"))
    #expect(
      result[2].error == .malformedJSON(column: 12, problem: "invalid escape '\\q' in a string"))
  }

  @Test("a last line without a line feed is read, and an empty input has no records")
  func lastLine() {
    #expect(records(#"{"title": "A", "amount": "1"}"#, format: .jsonLines).count == 1)
    #expect(records("", format: .jsonLines).isEmpty)
  }
}
