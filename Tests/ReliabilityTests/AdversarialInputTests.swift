import AdaptiveAmountRow
import CellRendering
import Foundation
import LayoutEngine
import Testing
import TextMeasurement
import WalletEntries
import WalletList

private let amount = "-12.50 €"
private let amountLine20 = String(repeating: " ", count: 12) + amount

/// Every C0 control, DEL and every C1 control.
private let allControls = String(
  String.UnicodeScalarView(
    (Array(0x00...0x1F) + Array(0x7F...0x9F)).compactMap { Unicode.Scalar(UInt32($0)) }))

/// Escape sequences a hostile title might carry: colours, an OSC 8 hyperlink, OSC 52
/// clipboard writes ended by BEL and by ST, and the C1 forms of CSI and OSC.
private let escapeSequences = [
  "\u{1B}[31mRED\u{1B}[0m",
  "\u{1B}]8;;https://evil.example/\u{1B}\\click me\u{1B}]8;;\u{1B}\\",
  "\u{1B}]52;c;cm0gLXJmIH4K\u{07}",
  "\u{1B}]52;c;cm0gLXJmIH4K\u{1B}\\",
  "\u{9B}2J\u{9D}0;title\u{9C}",
]

/// Trojan Source: bidi overrides and isolates that make code read differently from how it is
/// stored.
private let trojanSource =
  "access_level != \"user\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}\" x\u{202A}y\u{202B}z\u{202C}\u{202D}w\u{2067}v\u{2068}"

/// Ill-formed UTF-8: the first byte is the one reported.
struct InvalidSequence: Sendable, CustomTestStringConvertible {
  var bytes: [UInt8]
  var name: String
  var testDescription: String { name }
}

private let invalidSequences = [
  InvalidSequence(bytes: [0xED, 0xA0, 0x80], name: "CESU-8 high surrogate U+D800"),
  InvalidSequence(bytes: [0xED, 0xB0, 0x80], name: "CESU-8 low surrogate U+DC00"),
  InvalidSequence(bytes: [0xC0, 0xAF], name: "overlong solidus"),
  InvalidSequence(bytes: [0xFF], name: "byte FF"),
  InvalidSequence(bytes: [0xF4, 0x90, 0x80, 0x80], name: "above U+10FFFF"),
  InvalidSequence(bytes: [0x80], name: "stray continuation byte"),
]

@Suite("Adversarial input")
struct AdversarialInputTests {
  @Test("an empty title is a compact row of the amount alone; an empty amount a row of the title")
  func emptyStrings() throws {
    let row = rowLayout("", width: 20)
    #expect(row.mode == .compact)
    #expect(try row.terminalLines() == [amountLine20])
    #expect(try rowLayout("Tea", "", width: 20).terminalLines() == ["Tea"])
    let empty = rowLayout("", "", width: 20)
    #expect(try empty.mode == .compact && empty.terminalLines().isEmpty)
    let text = textLayout("", width: 10)
    #expect(text.lines.isEmpty && text.size == .zero && !text.isTruncated)
    let formatted = listFormatter(width: 20).row(for: entry(""))
    #expect(formatted.lines == [amountLine20])
    #expect(jsonObject(formatted.jsonText)?["title"] as? String == "")
  }

  @Test("a title of spaces hangs: one empty line, the row is compact")
  func onlySpaces() throws {
    let spaces = String(repeating: " ", count: 50)
    let text = textLayout(spaces, width: 10)
    #expect(text.lines.map(\.text) == [""])
    #expect(text.size.width == 0 && !text.isTruncated)
    let row = rowLayout(spaces, width: 20)
    #expect(row.mode == .compact)
    #expect(try row.terminalLines() == [amountLine20])
  }

  @Test("a title of newlines needs one line per newline plus one, so it is extended")
  func onlyNewlines() throws {
    let text = textLayout("\n\n\n", width: 10)
    #expect(text.neededLineCount == 4 && text.lines.map(\.text) == ["", "", "", ""])
    let row = rowLayout("\n\n\n", width: 20)
    #expect(row.mode == .extended)
    #expect(row.candidates.map(\.titleLinesNeeded) == [4, 4, 4])
    #expect(try row.terminalLines() == ["", "", "", "", amountLine20])
  }

  @Test("a row laid out without a measurer in its environment is spaced in terminal cells")
  func defaultEnvironment() throws {
    let title = "some text which can obviously be wrapped in two lines"
    let plain = AdaptiveAmountRow(title: title, amount: amount).layout(width: 32)
    #expect(plain.mode == .extended)
    #expect(
      try plain.terminalLines() == [
        "some text which can obviously be", "wrapped in two lines",
        "                        -12.50 €",
      ])
    #expect(
      AdaptiveAmountRow(title: title, amount: amount).breakpoints()
        == AdaptiveAmountRow(title: title, amount: amount).breakpoints(environment: terminal))
  }

  @Test("a 1 MB word is broken between clusters into lines of the width, none lost")
  func megabyteWord() throws {
    let clock = ContinuousClock()
    let started = clock.now
    let word = String(repeating: "a", count: 1 << 20)
    let row = rowLayout(word, width: 80)
    #expect(row.mode == .extended)
    let lines = try row.terminalLines()
    let title = lines.dropLast()
    #expect(title.count == (1 << 20) / 80 + 1)
    #expect(title.allSatisfy { $0.count <= 80 })
    #expect(title.joined() == word)
    #expect(lines.last == String(repeating: " ", count: 72) + amount)
    #expect(clock.now - started < .seconds(20), "a 1 MB word took \(clock.now - started)")
  }

  @Test("a 1 MB word of wide characters goes through the general path, two cells each")
  func megabyteWideWord() {
    let clock = ContinuousClock()
    let started = clock.now
    let word = String(repeating: "猫", count: (1 << 20) / 3)
    let text = textLayout(word, width: 80)
    #expect(text.lines.count == word.count / 40 + 1)
    #expect(text.lines.allSatisfy { $0.width <= 80 })
    #expect(text.lines.map(\.text).joined() == word)
    #expect(clock.now - started < .seconds(20), "a 1 MB wide word took \(clock.now - started)")
  }

  @Test("100,000 newlines are 100,001 lines; the row draws all of them and its amount")
  func hundredThousandNewlines() throws {
    let clock = ContinuousClock()
    let started = clock.now
    let title = String(repeating: "\n", count: 100_000)
    #expect(textLayout(title, width: 20).neededLineCount == 100_001)
    let formatted = listFormatter(width: 20).row(for: entry(title))
    #expect(formatted.mode == .extended)
    let lines = formatted.lines
    let titleLinesEmpty = lines.dropLast().allSatisfy { $0.isEmpty }
    #expect(lines.count == 100_002)
    #expect(titleLinesEmpty)
    #expect(lines.last == amountLine20)
    #expect(clock.now - started < .seconds(60), "100,000 newlines took \(clock.now - started)")
  }

  @Test("every C0 and C1 control: TAB is a space, LF CR NEL break, the others are U+FFFD")
  func everyControl() throws {
    let title = "start" + allControls + "end"
    let row = rowLayout(title, width: 80)
    let lines = try row.terminalLines()
    #expect(terminalActors(in: lines).isEmpty)
    #expect(row.mode == .extended)
    // LF (0x0A), CR (0x0D) and NEL (0x85) end paragraphs: four title lines and the amount.
    #expect(lines.count == 5)
    let replaced = lines.joined().unicodeScalars.filter { $0 == "\u{FFFD}" }.count
    #expect(replaced == 65 - 4)  // all but TAB, LF, CR and NEL
    #expect(lines[0].hasPrefix("start") && lines[3].hasSuffix("end"))

    let formatted = listFormatter(width: 80).row(for: entry(title))
    #expect(terminalActors(in: formatted.lines).isEmpty)
    let json = formatted.jsonText
    #expect(!json.unicodeScalars.contains(where: actsOnTerminal))
    #expect(try #require(jsonObject(json))["title"] as? String == title)
  }

  @Test("escape sequences never reach terminal lines or JSON unescaped", arguments: escapeSequences)
  func escapeSequence(sequence: String) throws {
    let title = "Shop " + sequence + " end"
    for width in [12.0, 40, 200] {
      let lines = try rowLayout(title, width: width).terminalLines()
      #expect(terminalActors(in: lines).isEmpty, "width \(width): \(lines)")
      #expect(lines.joined().contains("end"))
    }
    let formatted = listFormatter(width: 30).row(for: entry(title))
    #expect(terminalActors(in: formatted.lines).isEmpty)
    #expect(!formatted.jsonText.unicodeScalars.contains(where: actsOnTerminal))
    #expect(try #require(jsonObject(formatted.jsonText))["title"] as? String == title)
    #expect(formatted.jsonText.contains(sequence.hasPrefix("\u{1B}") ? "\\u001b" : "\\u009b"))
  }

  @Test("bidi overrides and isolates are removed from what is drawn, escaped in JSON")
  func trojanSourceTitle() throws {
    let visible = String(
      String.UnicodeScalarView(trojanSource.unicodeScalars.filter { !actsOnTerminal($0) }))
    let row = rowLayout(trojanSource, width: 200)
    #expect(row.mode == .compact)
    let lines = try row.terminalLines()
    #expect(terminalActors(in: lines).isEmpty)
    #expect(lines[0].hasPrefix(visible))
    // What is drawn is the stored text in its stored order, nothing reordered.
    let narrow = try rowLayout(trojanSource, width: 20).terminalLines().dropLast()
    #expect(narrow.joined(separator: " ").filter { $0 != " " } == visible.filter { $0 != " " })
    let formatted = listFormatter(width: 40).row(for: entry(trojanSource))
    #expect(!formatted.jsonText.unicodeScalars.contains(where: actsOnTerminal))
    #expect(formatted.jsonText.contains("\\u202e") && formatted.jsonText.contains("\\u2066"))
    #expect(try #require(jsonObject(formatted.jsonText))["title"] as? String == trojanSource)
  }

  @Test(
    "NUL is U+FFFD on a terminal and \\u0000 in JSON; readers keep it in a title, with a warning")
  func nul() throws {
    #expect(try rowLayout("a\u{0}b", width: 20).terminalLines() == ["a\u{FFFD}b         -12.50 €"])
    let formatted = listFormatter(width: 20).row(for: entry("a\u{0}b"))
    #expect(formatted.jsonText.contains("a\\u0000b"))
    let escaped = Array(#"{"title": "a\u0000b", "amount": "1"}"#.utf8) + [0x0A]
    let csv = Array("title,amount\na".utf8) + [0] + Array("b,1\n".utf8)
    for (input, format) in [(escaped, EntryFormat.jsonLines), (csv, .csv)] {
      let records = Array(EntryReader(chunks: [input], format: format))
      let entries = records.compactMap { try? $0.result.get() }
      #expect(entries.map(\.title) == ["a\u{0}b"], "\(format)")
      #expect(entries.first?.textWarnings == [EntryWarning(field: "title", scalar: 0, position: 2)])
      let strict = Array(
        EntryReader(
          chunks: [input], format: format,
          options: EntryReaderOptions(rejectsControlsInText: true)))
      #expect(
        strict.map(\.result) == [
          .failure(.controlCharacter(field: "title", scalar: 0, position: 2))
        ], "\(format)")
    }
  }

  @Test(
    "invalid UTF-8 and CESU-8 surrogates in input are errors with their positions",
    arguments: invalidSequences)
  func invalidUTF8(sequence: InvalidSequence) {
    let (bad, byte) = (sequence.bytes, sequence.bytes[0])
    let first = Array("{\"title\": \"ok\", \"amount\": \"1\"}\n".utf8)
    let second = Array("{\"title\": \"ab".utf8) + bad + Array("\", \"amount\": \"1\"}\n".utf8)
    let expected = EntryError.invalidUTF8(
      byte: byte, byteOffset: first.count + 13, line: 2, column: 14)
    // Whole, and split one byte at a time, the error is the same.
    for chunks in [[first + second], (first + second).map { [$0] }] {
      let records = Array(EntryReader(chunks: chunks, format: .jsonLines))
      #expect(records.count == 2)
      #expect(records.last?.line == 2)
      #expect(records.last?.result == .failure(expected))
    }
    let csv = Array("title,amount\n".utf8) + Array("ab".utf8) + bad + Array(",1\n".utf8)
    let csvRecords = Array(EntryReader(chunks: [csv], format: .csv))
    #expect(
      csvRecords.map(\.result) == [
        .failure(.invalidUTF8(byte: byte, byteOffset: 15, line: 2, column: 3))
      ])
  }

  @Test("hundreds of combining marks stay on their base: one cluster, one cell, all kept")
  func combiningMarks() throws {
    let cluster = "e" + String(repeating: "\u{0301}\u{0323}", count: 200)
    let measured = MeasuredText(cluster + " x", measurer: TerminalCellMeasurer())
    #expect(measured.clusterCount == 3)
    #expect(measured.width(0..<1) == 1)
    #expect(textLayout(cluster + " x", width: 1).lines.map(\.text) == [cluster, "x"])
    let row = rowLayout(cluster, width: 20)
    #expect(row.mode == .compact)
    #expect(try row.terminalLines() == [cluster + String(repeating: " ", count: 11) + amount])
  }

  @Test("row widths 0 and -1: the last mode, nothing drawn of the title, the amount whole")
  func zeroAndNegativeWidths() throws {
    for width in [0.0, -1] {
      let row = rowLayout("Coffee", width: width)
      #expect(row.mode == .extended)
      #expect(row.candidates.allSatisfy { $0.verdict.isTruncated })
      #expect(row.overflows)
      #expect(try row.terminalLines() == [" " + amount])
    }
    #expect(
      rowLayout("Coffee", width: -1).result.diagnostics.map(\.description) == [
        "proposed width -1 is negative; read as 0"
      ])
  }

  @Test("a NaN row width is read as unspecified: the ideal, compact row, with a diagnostic")
  func nanWidth() throws {
    let row = rowLayout("Coffee", width: .nan)
    #expect(row.mode == .compact)
    #expect(row.candidates.map(\.verdict.isTruncated) == [false, false, false])
    #expect(try row.terminalLines() == ["Coffee  " + amount])
    #expect(
      row.result.diagnostics.map(\.description) == [
        "proposed width is NaN; read as unspecified"
      ])
  }

  @Test("an infinite row width is read as unspecified: the ideal, compact row")
  func infiniteWidth() throws {
    let row = rowLayout("Coffee", width: .infinity)
    #expect(row.mode == .compact)
    #expect(row.size == Size(width: 16, height: 1))
    #expect(try row.terminalLines() == ["Coffee  " + amount])
  }

  @Test(
    "an Int.max or larger row width is compact; the amount is drawn whole at the last column",
    arguments: [Double(Int.max), 1e300])
  func hugeWidths(width: Double) throws {
    let row = rowLayout("Coffee", width: width)
    #expect(row.mode == .compact)
    let lines = try row.terminalLines()
    #expect(lines.count == 1)
    #expect(lines[0].hasPrefix("Coffee  ") && lines[0].hasSuffix(" " + amount))
    #expect(lines[0].count == TerminalRenderer.maximumColumn + amount.count)
  }

  @Test("a text proposed 0, -1, NaN, infinity or Int.max: zero, zero, ideal, ideal, ideal")
  func textWidths() {
    let text = "aa bb"
    #expect(textLayout(text, width: 0).size == .zero)
    #expect(textLayout(text, width: -1).size == .zero)
    #expect(textLayout(text, width: -1).isTruncated)
    for width in [Double.nan, .infinity, Double(Int.max)] {
      let layout = textLayout(text, width: width)
      #expect(layout.lines.map(\.text) == ["aa bb"] && !layout.isTruncated)
    }
    for width in [0.0, -1, .nan, .infinity, Double(Int.max)] {
      let view = Text(text).layout(
        in: ProposedSize(width: width, height: width), environment: terminal)
      let expected = width.isNaN || width > 0 ? Size(width: 5, height: 1) : Size.zero
      #expect(view.size == expected, "width \(width)")
    }
  }

  @Test("line limit 0 counts as 1; Int.max is no limit, even with reserved space")
  func lineLimits() throws {
    let text = "aa bb cc dd"
    let zero = textLayout(text, width: 2, style: TextStyle(lineLimit: 0))
    #expect(zero.lines.map(\.text) == ["a…"] && zero.isTruncated && zero.allowedLineCount == 1)
    let most = textLayout(text, width: 2, style: TextStyle(lineLimit: Int.max))
    #expect(most.lines.map(\.text) == ["aa", "bb", "cc", "dd"] && !most.isTruncated)
    let reserved = textLayout(
      text, width: 2, style: TextStyle(lineLimit: Int.max, reservesSpace: true))
    #expect(reserved.lines.count == 4 && reserved.size.height == Double(Int.max))

    let title = "some text which can obviously be wrapped in two lines"
    for (limit, mode) in [(0, AmountRowMode.extended), (Int.max, .standard)] {
      var configuration = AdaptiveAmountRow.Configuration()
      configuration.standardLineLimit = limit
      let row = AdaptiveAmountRow(title: title, amount: amount, configuration: configuration)
        .layout(width: 30, environment: terminal)
      #expect(row.mode == mode, "limit \(limit)")
      #expect(try row.terminalLines().joined(separator: " ").hasPrefix(title))
    }
  }
}
