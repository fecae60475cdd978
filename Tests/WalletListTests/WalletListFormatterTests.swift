import AdaptiveAmountRow
import Foundation
import TestSupport
import Testing
import TextMeasurement
import WalletEntries
import WalletList

private let medium = "some text which can obviously be wrapped in two lines"

private func entry(_ title: String, _ amount: String = "-12.50 €", subtitle: String? = nil)
  -> WalletEntry
{
  WalletEntry(title: title, amount: .preformatted(amount), subtitle: subtitle)
}

private func formatter(_ width: Double, policy: AmountRowListPolicy = .perRow, skip: Bool = false)
  -> WalletListFormatter
{
  WalletListFormatter(
    valid: ListFormatterOptions(width: width, policy: policy, skipInvalid: skip))
}

private func rows(_ records: some Sequence<FormattedRecord>) -> [RenderedRow] {
  records.compactMap { try? $0.result.get() }
}

@Suite("Wallet list formatter")
struct WalletListFormatterTests {
  @Test("cellWidths picks the terminal's profile: a skin-toned emoji is 4 cells per code point")
  func cellWidthsProfile() throws {
    var options = ListFormatterOptions(width: 16)
    // Greedy filling: the standard strategy would move "and" down in both profiles.
    options.lineBreakStrategy = .none
    #expect((options.textMeasurer as? TerminalCellMeasurer)?.profile == .clusters)
    // "Tip " 4 cells, "👍🏽" 2 as a cluster or 2 + 2 per code point, "-1 €" 4: the spacer takes
    // the rest of the 16.
    let tip = [entry("Tip 👍🏽", "-1 €"), entry("Tip 👍🏽 and more", "-1 €")]
    let clusters = WalletListFormatter(valid: options)
    #expect(clusters.row(for: tip[0]).lines == ["Tip 👍🏽      -1 €"])
    // Standard: the title's lines at 11 cells (16 less the amount and one of spacer), where
    // "Tip 👍🏽 and" takes 10 cells as clusters and 12 per code point.
    #expect(clusters.row(for: tip[1]).lines == ["Tip 👍🏽 and", "more        -1 €"])
    options.cellWidths = .codePoints
    #expect((options.textMeasurer as? TerminalCellMeasurer)?.profile == .codePoints)
    let formatter = WalletListFormatter(valid: options)
    #expect(formatter.row(for: tip[0]).lines == ["Tip 👍🏽    -1 €"])
    #expect(formatter.row(for: tip[1]).lines == ["Tip 👍🏽", "and more    -1 €"])
  }

  @Test("output alone in text is each row's text, for any title, subtitle, width and measurer")
  func outputAloneIsRowsText() throws {
    let pieces = [
      "Coffee", "Café", "Straße", " ", "  ", "\n", "\r\n", "\t", "Supermarket", "咖啡", "東京駅", "、",
      "ありがとう", "สวัสดี", "مرحبا", "👍🏽", "👨‍👩‍👧", "☕️", "e\u{301}", "\u{200B}", "-", "(refund)",
      "A-very-long-merchant-name-without-spaces", "\u{00A0}", "한국어", "\u{7}", "\u{202E}",
    ]
    var generator = SplitMix64(seed: 0x0017_7E47)
    let entries = (0..<240).map { index in
      WalletEntry(
        title: generator.joinedPieces(pieces, countIn: 0...14),
        amount: .preformatted(["-12.50 €", "1 234,56 ¥", "+0.01 KUDOS", ""][index % 4]),
        subtitle: index % 3 == 0 ? generator.joinedPieces(pieces, countIn: 0...4) : nil)
    }
    for measurer in MeasurerKind.allCases {
      for ambiguousIsWide in [false, true] {
        for width: Double in [1, 8, 21, 40, 77] {
          var options = ListFormatterOptions(width: width)
          options.measurer = measurer
          options.ambiguousIsWide = ambiguousIsWide
          let formatter = WalletListFormatter(valid: options)
          let rows = formatter.format(entries.numbered()).map { record in
            (try? record.result.get()).map(formatter.text(of:))
          }
          let texts = formatter.formatOutput(entries.numbered()).map { try? $0.result.get() }
          #expect(texts == rows, "\(measurer), wide \(ambiguousIsWide), width \(width)")
        }
      }
    }
  }

  @Test("the separator line: a rule as wide as the list, a blank line, or none")
  func separatorLine() throws {
    #expect(
      WalletListFormatter(valid: ListFormatterOptions(width: 12)).separatorLine
        == String(repeating: "─", count: 12))
    #expect(
      WalletListFormatter(valid: ListFormatterOptions(width: 12, separator: .blank))
        .separatorLine == "")
    #expect(
      WalletListFormatter(valid: ListFormatterOptions(width: 12, separator: .none))
        .separatorLine == nil)
    // U+2500 is East Asian ambiguous (EastAsianWidth.txt): two cells where those are wide.
    var wide = ListFormatterOptions(width: 12)
    wide.ambiguousIsWide = true
    #expect(WalletListFormatter(valid: wide).separatorLine == String(repeating: "-", count: 12))
  }

  @Test("a row gives the mode and lines of Semantics.md section 7")
  func semanticsRows() throws {
    let standard = formatter(48).row(for: entry(medium))
    #expect(standard.mode == .standard)
    #expect(
      standard.lines == [
        "some text which can obviously be", "wrapped in two lines                    -12.50 €",
      ])
    #expect(standard.width == 48 && standard.height == 2 && !standard.overflow)
    let extended = formatter(32).row(for: entry(medium))
    #expect(extended.mode == .extended)
    #expect(extended.lines.last == "                        -12.50 €")
    #expect(extended.candidates.map(\.truncated) == [true, true, false])
    #expect(extended.candidates[0].reason == "lines")
    #expect(extended.candidates[2].titleLinesAllowed == nil)
  }

  @Test("a row narrower than its amount overflows and nothing is cut")
  func overflow() throws {
    let row = formatter(5).row(for: entry("Tea"))
    #expect(row.overflow)
    #expect(row.lines.contains { $0.hasSuffix("-12.50 €") })
    #expect(row.width > 5)
  }

  @Test("structured amounts are formatted exactly for the locale; preformatted ones are kept")
  func amounts() throws {
    var options = ListFormatterOptions(width: 40)
    options.locale = "de_DE"
    let amount = try MonetaryAmount(
      value: "1234.5", currency: "EUR", direction: .outgoing, status: .pending)
    let row = WalletListFormatter(valid: options).row(
      for: WalletEntry(title: "Rent", amount: .structured(amount)))
    // de_DE puts a no-break space before the euro sign.
    #expect(row.amount == "-1.234,50\u{A0}€ (pending)")
    #expect(row.lines == ["Rent" + String(repeating: " ", count: 15) + row.amount])
    let kept = formatter(30).row(for: entry("Odd", "  12 ,- EUR"))
    #expect(kept.amount == "  12 ,- EUR")
  }

  @Test("the subtitle is a line of its own below the row, in every mode")
  func subtitle() throws {
    let compact = formatter(30).row(for: entry("Coffee", "-3.50 €", subtitle: "2024-05-01"))
    #expect(compact.mode == .compact)
    #expect(compact.lines == ["Coffee                 -3.50 €", "2024-05-01"])
    let extended = formatter(20).row(for: entry(medium, subtitle: "2024-05-01"))
    #expect(extended.mode == .extended)
    #expect(extended.lines.last == "2024-05-01")
  }

  @Test("control characters and bidi overrides in titles never reach the text output")
  func terminalSafety() throws {
    let hostile = "a\u{1B}[31mred\u{7}\u{9B}x\u{202E}evil\u{2066}\u{85}z\u{7F}"
    let row = formatter(60).row(for: entry(hostile, subtitle: "\u{1B}]0;title\u{7}"))
    for line in row.lines {
      #expect(
        !line.unicodeScalars.contains(where: TerminalSafety.isUnsafe), "\(line.debugDescription)")
    }
    #expect(row.title == hostile)
    let json = row.jsonText
    #expect(!json.unicodeScalars.contains(where: TerminalSafety.isUnsafe))
    #expect(json.contains(#"a\u001b[31mred\u0007\u009bx\u202eevil\u2066\u0085z\u007f"#))
  }

  @Test("an unsafe scalar in the amount, the subtitle or the title never reaches a row's lines")
  func terminalSafetyOfEveryText() throws {
    let entries = [
      entry("Coffee", "-3.50\u{1B}[2J €"),
      entry("Bakery", "\u{202E}-2.10 €"),
      entry("Coffee", "-3.50 €", subtitle: "May\u{9B}1"),
      entry("Supermarket weekly shop\u{7}", "-1 €"),
    ]
    let warnings = [
      [], [], [EntryWarning(field: "subtitle", scalar: 0x9B, position: 4)],
      [EntryWarning(field: "title", scalar: 7, position: 24)],
    ]
    for output in [ListOutputFormat.text, .jsonLines] {
      var options = ListFormatterOptions(width: 12)
      options.output = output
      options.threads = 1
      let formatter = try WalletListFormatter(options: options)
      let records = Array(formatter.formatOutput(entries.numbered()))
      #expect(records.map(\.warnings) == warnings)
      for record in records {
        // Each line of a text row, or the JSON line.
        for line in try record.result.get().split(separator: "\n") {
          #expect(!line.unicodeScalars.contains(where: TerminalSafety.isUnsafe), "\(line)")
        }
      }
      for (index, record) in formatter.format(entries.numbered()).enumerated() {
        #expect(record.warnings == warnings[index])
        let lines = try record.result.get().lines
        #expect(!lines.joined().unicodeScalars.contains(where: TerminalSafety.isUnsafe))
      }
    }
  }

  @Test("JSON output parses and has the fields of the layout command")
  func jsonFields() throws {
    let row = formatter(32).row(for: entry(medium), line: 7)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(row.jsonText.utf8)) as? [String: Any])
    #expect(object["line"] as? Int == 7)
    #expect(object["mode"] as? String == "extended")
    #expect((object["lines"] as? [String])?.count == 3)
    #expect(object["width"] as? Int == 32)
    #expect(object["height"] as? Int == 3)
    #expect(object["overflow"] as? Bool == false)
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    #expect(candidates.map { $0["mode"] as? String } == ["compact", "standard", "extended"])
    #expect(candidates.map { $0["truncated"] as? Bool } == [true, true, false])
    #expect(candidates[1]["reason"] as? String == "lines")
    #expect(
      candidates[1]["explanation"] as? String == "truncated: needs 3 lines, 2 allowed at width 22")
  }

  @Test("the JSON writer escapes every control, quote and backslash, and keeps other text")
  func jsonWriter() throws {
    var text = ""
    for value in Array(0...0x20) + Array(0x7F...0xA0) + [0x202A, 0x202E, 0x2066, 0x2069, 0x2028] {
      text.unicodeScalars.append(Unicode.Scalar(value)!)
    }
    text += "\"\\€猫🎟️"
    let json = JSONWriter.string(text)
    #expect(!json.unicodeScalars.contains(where: TerminalSafety.isUnsafe))
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[\(json)]".utf8)) as? [String]
    #expect(decoded == [text])
  }

  @Test("every scalar: the JSON writer and the line guard treat exactly Unicode's unsafe ones")
  func everyScalar() throws {
    var unsafe = 0
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // Between two safe letters, so that no scalar is at the text's edge.
      let text = "a" + String(Character(scalar)) + "b"
      let json = JSONWriter.string(text)
      let escaped = json.utf8.count - 2 != text.utf8.count
      let expected = TerminalSafety.isUnsafe(scalar) || value == 0x22 || value == 0x5C
      if escaped != expected || expected != escapedByReference(scalar)
        || JSONString.literal(text) != json
      {
        Issue.record("U+\(String(value, radix: 16)): escaped \(escaped)")
      }
      let line = TerminalSafety.safeLine(text)
      if (line != text) != TerminalSafety.isUnsafe(scalar) {
        Issue.record("U+\(String(value, radix: 16)): line \(line.debugDescription)")
      }
      if TerminalSafety.isUnsafe(scalar) { unsafe += 1 }
    }
    // C0 (32), DEL and C1 (33), U+2028 to U+202E (7), U+2066 to U+2069 (4).
    #expect(unsafe == 76)
    // U+2028, U+2029 and U+0085, which some JSON readers take as line breaks, are escaped.
    for value: UInt32 in [0x2028, 0x2029, 0x85] {
      let json = JSONWriter.string(String(Unicode.Scalar(value)!))
      #expect(json == "\"\\u\(String(format: "%04x", value))\"")
    }
  }

  @Test("every record is accounted for, in input order, when invalid ones are skipped")
  func skipInvalid() throws {
    let input = """
      {"title": "One", "amount": "1 €"}
      {"title": "Two", "amount": 
      {"title": "Three", "amount": "3 €"}
      {"title": "Four"}
      {"title": "Five", "amount": "5 €"}
      """
    let records = Array(
      formatter(30, skip: true).format(
        EntryReader(chunks: [Array(input.utf8)], format: .jsonLines)))
    #expect(records.map(\.line) == [1, 2, 3, 4, 5])
    #expect(rows(records).map(\.title) == ["One", "Three", "Five"])
    #expect(records[1].diagnostic?.hasPrefix("line 2: malformed JSON") == true)
    #expect(records[3].diagnostic == #"line 4: missing field "amount""#)
  }

  @Test("without skipping, the list ends at the first invalid record, which is reported")
  func stopAtFirstError() throws {
    let input =
      "{\"title\": \"One\", \"amount\": \"1\"}\n[]\n{\"title\": \"Three\", \"amount\": \"3\"}\n"
    for policy in AmountRowListPolicy.allCases {
      let records = Array(
        formatter(30, policy: policy).format(
          EntryReader(chunks: [Array(input.utf8)], format: .jsonLines)))
      #expect(records.map(\.line) == [1, 2])
      #expect(records[1].diagnostic == "line 2: expected a JSON object, found an array")
    }
  }

  @Test("the uniform policy gives every row of a window the same mode")
  func uniform() throws {
    let entries = [entry("short Text"), entry(medium), entry("Tea")]
    let perRow = rows(formatter(48).format(entries.numbered()))
    #expect(perRow.map(\.mode) == [.compact, .standard, .compact])
    let uniform = rows(formatter(48, policy: .uniform).format(entries.numbered()))
    #expect(uniform.map(\.mode) == [.standard, .standard, .standard])
    #expect(uniform[0].lines == ["short Text                              -12.50 €"])
    var options = ListFormatterOptions(width: 48, policy: .uniform)
    options.uniformWindow = 1
    let windowed = rows(WalletListFormatter(valid: options).format(entries.numbered()))
    #expect(windowed.map(\.mode) == [.compact, .standard, .compact])
  }

  @Test("outputs of records in pieces: what the streaming sequence yields for them")
  func outputsInPieces() throws {
    let input = """
      {"title": "short Text", "amount": "-12.50 €"}
      {"title": "\(medium)", "amount": "-12.50 €"}
      {"title": "Tea", "amount": 
      {"title": "Tea", "amount": "-12.50 €"}
      {"title": "\(medium)", "amount": "5 €", "subtitle": "Sub"}
      {"title": "short Text", "amount": "6 €"}
      {"title": "Seven"}
      """
    let records = Array(EntryReader(chunks: [Array(input.utf8)], format: .jsonLines))
    for policy in AmountRowListPolicy.allCases {
      for output in [ListOutputFormat.text, .jsonLines] {
        var options = ListFormatterOptions(
          width: 48, policy: policy, skipInvalid: true, output: output)
        options.uniformWindow = 2
        let formatter = WalletListFormatter(valid: options)
        let streamed = Array(formatter.formatOutput(records))
        // Per row, pieces of any size; uniform, one window at a time.
        let sizes = policy == .uniform ? [2] : [1, 3, 7]
        for size in sizes {
          let pieces = stride(from: 0, to: records.count, by: size).map {
            Array(records[$0..<min($0 + size, records.count)])
          }
          #expect(pieces.flatMap(formatter.outputs(of:)) == streamed)
        }
        #expect(streamed.map(\.line) == Array(1...7))
      }
    }
    // The windows decide apart: a window of two short rows is compact, as its rows are alone;
    // one with the medium title is standard (the JSON names the mode).
    var options = ListFormatterOptions(
      width: 48, policy: .uniform, skipInvalid: true, output: .jsonLines)
    options.uniformWindow = 2
    let formatter = WalletListFormatter(valid: options)
    let perRow = WalletListFormatter(
      valid: ListFormatterOptions(width: 48, skipInvalid: true, output: .jsonLines))
    let shortRows = [records[0], records[3]]
    #expect(formatter.outputs(of: shortRows) == perRow.outputs(of: shortRows))
    #expect(
      formatter.outputs(of: Array(records[0...1])) != perRow.outputs(of: Array(records[0...1])))
  }

  @Test("streaming a long list keeps the order and lays out each row once")
  func longStream() throws {
    let count = 300
    let lines = (1...count).lazy.map { #"{"title": "Row \#($0)", "amount": "\#($0) €"}"# + "\n" }
    let chunks = lines.map { Array($0.utf8) }
    var expected = 1
    for record in formatter(24, policy: .uniform).format(
      EntryReader(chunks: chunks, format: .jsonLines))
    {
      #expect(record.line == expected)
      expected += 1
    }
    #expect(expected == count + 1)
  }

  @Test("a server endpoint: a JSON Lines body in pieces, rendered rows out as JSON Lines")
  func serverEndpoint() async throws {
    let body = """
      {"title": "Coffee", "amount": "-3.50 €"}
      {"title": "\(medium)", "amount": {"value": "12.5", "currency": "EUR", "direction": "outgoing"}}

      """
    // The body arrives in small pieces, as from a socket.
    let bytes = Array(body.utf8)
    let pieces = stride(from: 0, to: bytes.count, by: 7).map {
      Array(bytes[$0..<min($0 + 7, bytes.count)])
    }
    let stream = AsyncStream<[UInt8]> { continuation in
      for piece in pieces { continuation.yield(piece) }
      continuation.finish()
    }
    let formatter = WalletListFormatter(valid: ListFormatterOptions(width: 32))
    var response = ""
    for await record in formatter.format(
      AsyncEntryReader(chunks: stream, format: .jsonLines))
    {
      switch record.result {
      case .success(let row): response += row.jsonText + "\n"
      case .failure:
        response +=
          JSONWriter.text(of: .object([("error", .string(record.diagnostic ?? ""))])) + "\n"
      }
    }
    let objects = try response.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.map { $0["mode"] as? String } == ["compact", "extended"])
    #expect(objects.map { $0["amount"] as? String } == ["-3.50 €", "-€12.50"])
    #expect((objects[0]["lines"] as? [String]) == ["Coffee                   -3.50 €"])
  }

  @Test("an async sequence of entries that throws ends with a read failure")
  func asyncEntriesThrowing() async throws {
    struct Broken: Error {}
    let stream = AsyncThrowingStream<WalletEntry, any Error> { continuation in
      continuation.yield(entry("One"))
      continuation.finish(throwing: Broken())
    }
    var lines: [Int] = []
    var failures = 0
    for await record in formatter(30, skip: true).format(stream.numbered()) {
      lines.append(record.line)
      if case .failure(.readFailed) = record.result { failures += 1 }
    }
    #expect(lines == [1, 2])
    #expect(failures == 1)
  }

  @Test("records are pulled as rows are asked for: one at a time, or one window when uniform")
  func lazyPulling() throws {
    final class Counter: @unchecked Sendable { var pulled = 0 }
    for (policy, window, expected) in [(AmountRowListPolicy.perRow, 1024, 1), (.uniform, 3, 3)] {
      let counter = Counter()
      let records = (1...1_000_000).lazy.map { line -> EntryRecord in
        counter.pulled += 1
        return EntryRecord(line: line, result: .success(entry("Row \(line)")))
      }
      var options = ListFormatterOptions(width: 30, policy: policy)
      options.uniformWindow = window
      var iterator = WalletListFormatter(valid: options).format(records).makeIterator()
      #expect(iterator.next()?.line == 1)
      #expect(counter.pulled == expected)
    }
  }

  @Test("widths must be positive and not absurd")
  func widths() {
    #expect(throws: InvalidOption.self) { try ListFormatterOptions(width: 0).validate() }
    #expect(throws: InvalidOption.self) { try ListFormatterOptions(width: -1).validate() }
    #expect(throws: InvalidOption.self) { try ListFormatterOptions(width: 100_000).validate() }
    #expect(throws: Never.self) { try ListFormatterOptions(width: 1).validate() }
  }
}

private typealias InvalidOption = ListFormatterOptions.InvalidOption
