import AdaptiveAmountRow
import TestSupport
import Testing
import WalletEntries

@testable import WalletList

/// The JSON line of a row written straight into bytes (`RenderedRow.jsonText`) against the
/// same row's value tree written by `JSONWriter.text(of:)`: the two must agree byte for byte.
@Suite("JSON line writer")
struct JSONLineWriterTests {
  static let titles = [
    "Coffee", "some text which can obviously be wrapped in two lines",
    "吾輩は猫である。名前はまだ無い。", "Refund 🇸🇦 Flight to Lisbon", "👨‍👩‍👧 💸 Five-a-side football",
    "quote \" and backslash \\ and tab \t", "escape \u{1B}[31m red", "bidi \u{202E}txet",
    "line\nbreak", "รับโอนจาก ปิติ ชูใจ", "Supercalifragilisticexpialidocious",
  ]

  static func amounts() throws -> [Amount] {
    [
      .preformatted("-3.50 €"), .preformatted("\"quoted\" \u{7F}"),
      .structured(try MonetaryAmount(value: "12.5", currency: "EUR")),
      .structured(try MonetaryAmount(value: "1200", currency: "JPY", direction: .outgoing)),
      .structured(
        try MonetaryAmount(
          value: "24571.82", currency: "KUDOS", direction: .incoming, status: .pending)),
      .structured(try MonetaryAmount(value: "0.05", currency: "USD", status: .failed)),
    ]
  }

  @Test("a row's JSON line is the text of its value tree, for every field and width")
  func directLineMatchesTree() throws {
    var checked = 0
    for width: Double in [1, 12, 40, 200] {
      let formatter = WalletListFormatter(valid: ListFormatterOptions(width: width))
      for (index, title) in Self.titles.enumerated() {
        for amount in try Self.amounts() {
          let entry = WalletEntry(
            title: title, amount: amount, subtitle: index % 3 == 0 ? "2024-05-01 \u{1B}" : nil)
          let row = formatter.row(for: entry, line: index % 2 == 0 ? index + 1 : nil)
          #expect(row.jsonText == JSONWriter.text(of: row.json), "\(title) at \(width)")
          checked += 1
        }
      }
    }
    #expect(checked == 4 * Self.titles.count * 6)
  }

  @Test("an entry's text that is the row's text in other bytes is written in its own bytes")
  func entryTextsKeepTheirBytes() throws {
    // "é" as one scalar in the row and as "e" with a combining acute in the entry: equal as
    // Swift strings (canonically equivalent), different bytes, so different JSON literals.
    let formatter = WalletListFormatter(valid: ListFormatterOptions(width: 40))
    var row = formatter.row(
      for: WalletEntry(
        title: "Caf\u{E9} \"Q\"", amount: .preformatted("\u{E9}1"), subtitle: "\u{E9}t\u{E9}"),
      line: 1)
    row.entry = WalletEntry(
      title: "Cafe\u{301} \"Q\"", amount: .preformatted("e\u{301}1"), subtitle: "e\u{301}te\u{301}")
    #expect(row.title == row.entry.title)
    let text = row.jsonText
    #expect(text == JSONWriter.text(of: row.json))
    #expect(
      text.hasSuffix(
        #""entry":{"title":"Cafe\#u{301} \"Q\"","amount":"e\#u{301}1","subtitle":"e\#u{301}te\#u{301}"}}"#
      ))
    #expect(text.hasPrefix(#"{"line":1,"title":"Caf\#u{E9} \"Q\"","amount":"\#u{E9}1","#))
    // The same texts in the same bytes: the entry's literals are the row's.
    row.entry = WalletEntry(
      title: "Caf\u{E9} \"Q\"", amount: .preformatted("\u{E9}1"), subtitle: "\u{E9}t\u{E9}")
    #expect(
      row.jsonText.hasSuffix(
        #""entry":{"title":"Caf\#u{E9} \"Q\"","amount":"\#u{E9}1","subtitle":"\#u{E9}t\#u{E9}"}}"#))
  }

  @Test("numbers are written as the tree writes them: integers whole, others shortest")
  func numbersMatchTree() {
    for value in [0, -0.0, 3, 40.5, 0.1, -7.25, 1e15, 9e15, 1e20, .infinity, -.infinity, .nan] {
      var output = JSONWriter.Output(capacity: 16)
      output.number(value)
      #expect(output.text == JSONWriter.text(of: JSONWriter.number(value)), "\(value)")
    }
    var output = JSONWriter.Output(capacity: 16)
    output.number(40.5)
    #expect(output.text == "40.5")
  }

  @Test("a text of a literal set is written as its escaped literal, and one outside it escaped")
  func literalsAreEscapedText() {
    // The expected literals are RFC 8259's: the quote and backslash escaped with a backslash,
    // ESC as \u001b, non-ASCII letters as they are.
    let literals = JSONWriter.Literals(["compact", "say \"hi\" \\", "Café"])
    var output = JSONWriter.Output(capacity: 16)
    for text in ["say \"hi\" \\", "compact", "Café", "Cafe", "compact\u{1B}", ""] {
      literals.write(text, to: &output)
      output.raw(",")
    }
    #expect(output.text == #""say \"hi\" \\","compact","Café","Cafe","compact\u001b","","#)
    // Two combining marks of different classes in either order: canonically equivalent
    // (Unicode's canonical ordering), as many bytes, other bytes. Each is written as itself.
    let marks = JSONWriter.Literals(["q\u{301}\u{323}"])
    var equivalent = JSONWriter.Output(capacity: 16)
    marks.write("q\u{323}\u{301}", to: &equivalent)
    #expect("q\u{323}\u{301}" == "q\u{301}\u{323}")
    #expect(Array(equivalent.text.utf8) == Array("\"q\u{323}\u{301}\"".utf8))
    let modes = AmountRowCandidate.defaults.map(\.mode.rawValue)
    #expect(modes == ["compact", "standard", "extended"])
    for mode in modes + ["stacked"] {
      var written = JSONWriter.Output(capacity: 16)
      RenderedRow.CandidateSummary.modeLiterals.write(mode, to: &written)
      #expect(written.text == "\"\(mode)\"")
    }
  }

  static let pieces = [
    "Coffee", "Café", " ", "  ", "\n", "a", "Supermarket", "咖啡", "東京駅", "。", "ありがとう",
    "สวัสดี", "مرحبا", "👨‍👩‍👧", "🇯🇵", "☕️", "e\u{301}", "\u{200B}", "-", "(refund)",
    "A-very-long-merchant-name-without-spaces", "1234", "\u{00A0}", "\t", "한국어", "\"", "\u{1B}",
  ]

  @Test("a row's JSON line from the direct decision is the one the layout engine gives")
  func directLineMatchesEngine() throws {
    var generator = SplitMix64(seed: 0x5EED_0025)
    let amounts = try Self.amounts()
    var compact = 0
    for _ in 0..<600 {
      let title = generator.joinedPieces(Self.pieces, countIn: 1...6)
      let amount = amounts.randomElement(using: &generator) ?? .preformatted("1")
      let subtitle =
        Int.random(in: 0..<3, using: &generator) == 0
        ? generator.joinedPieces(Self.pieces, countIn: 0...3) : nil
      var options = ListFormatterOptions(width: Double(Int.random(in: 1...60, using: &generator)))
      options.ambiguousIsWide = Bool.random(using: &generator)
      options.titleCacheCapacity = Bool.random(using: &generator) ? 64 : 0
      let spacer: Double = [0, 2, 3].randomElement(using: &generator) ?? 2
      let limit = Int.random(in: 1...3, using: &generator)
      let direct = WalletListFormatter(
        valid: options,
        configuration: AdaptiveAmountRow.Configuration(
          spacerMinLength: spacer, standardLineLimit: limit))
      // A title style, even one that changes nothing, sends every row through the engine.
      let engine = WalletListFormatter(
        valid: options,
        configuration: AdaptiveAmountRow.Configuration(
          spacerMinLength: spacer, standardLineLimit: limit, titleStyle: { _ in }))
      let entry = WalletEntry(title: title, amount: amount, subtitle: subtitle)
      let row = direct.row(for: entry, line: 3)
      #expect(
        row.jsonText == engine.row(for: entry, line: 3).jsonText,
        "\(title.debugDescription) at \(options.width)")
      // Twice, the second time from the cache when the title went to it.
      #expect(direct.row(for: entry, line: 3).jsonText == row.jsonText)
      if row.mode == .compact { compact += 1 }
    }
    // Both kinds of title: measured in one pass beside the amount, and broken into lines.
    #expect(compact > 100 && compact < 500)
  }

  @Test("a list's JSON line, written from the row's reports, is the line of the row itself")
  func listLineMatchesRow() throws {
    var generator = SplitMix64(seed: 0x5EED_0037)
    let amounts = try Self.amounts()
    var records: [EntryRecord] = []
    for line in 1...400 {
      let title = generator.joinedPieces(Self.pieces, countIn: 0...8)
      let amount = amounts.randomElement(using: &generator) ?? .preformatted("1")
      let subtitle =
        Int.random(in: 0..<3, using: &generator) == 0
        ? generator.joinedPieces(Self.pieces, countIn: 0...3) : nil
      records.append(
        EntryRecord(
          line: line,
          result: .success(WalletEntry(title: title, amount: amount, subtitle: subtitle))))
    }
    for width: Double in [3, 14, 40] {
      var options = ListFormatterOptions(width: width)
      options.output = .jsonLines
      let formatter = WalletListFormatter(valid: options)
      var overflowing = 0
      var warned = 0
      for output in formatter.formatOutput(records) {
        guard case .success(let entry) = records[output.line - 1].result else { continue }
        // The row laid out on its own, made safe, and its line.
        #expect(
          try output.result.get() == formatter.row(for: entry, line: output.line).jsonText,
          "\(entry.title.debugDescription) at \(width)")
        if output.overflow != nil { overflowing += 1 }
        if !output.warnings.isEmpty { warned += 1 }
      }
      // Rows written straight and rows with unsafe texts, which are made safe first; rows
      // that fit and rows wider than the width.
      #expect(warned > 10 && warned < 390)
      if width == 3 { #expect(overflowing > 10) }
    }
  }
}
