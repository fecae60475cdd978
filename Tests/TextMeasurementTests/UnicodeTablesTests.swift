import Foundation
import Testing

@testable import TextMeasurement

/// The generated runs of the Unicode tables (`UnicodeTables+Generated.swift`) against the
/// tables their rules give over the ICU the tests link, and the generator that writes them.
@Suite struct UnicodeTablesTests {
  @Test func generatedRunsAreOfTheUnicodeVersionOfTheLinkedICU() {
    #expect(UnicodeTables.generatedUnicodeVersion == UnicodeData.unicodeVersion)
    #expect(UnicodeTables.generatedRunsApply)
  }

  @Test func generatedWidthRunsExpandToTheWidthRulesOverICU() {
    let computed = TerminalWidthTable.computed()
    #expect(
      firstDifference(UnicodeTables.expand(UnicodeTables.widthRuns, count: 0x1_0000), computed)
        == nil)
    #expect(firstDifference(Array(TerminalWidthTable.basicPlane), computed) == nil)
  }

  @Test func generatedGraphemeRunsExpandToICUsGraphemeBreakProperties() {
    let computed = GraphemeBreakTable.computed()
    let limit = Int(GraphemeBreakTable.limit)
    #expect(
      firstDifference(UnicodeTables.expand(UnicodeTables.graphemeRuns, count: limit), computed)
        == nil)
    #expect(firstDifference(GraphemeBreakTable.values, computed) == nil)
    // The ranges ICU reports agree with its value for each code point.
    for value in stride(from: UInt32(0), to: GraphemeBreakTable.limit, by: 97) {
      #expect(computed[Int(value)] == GraphemeBreakProperty(codePoint: value).rawValue)
    }
  }

  @Test func generatedScalarRunsExpandToTheScalarTableOfTheRules() {
    let computed = TerminalScalarTable.computed()
    #expect(
      firstDifference(UnicodeTables.expand(UnicodeTables.scalarRuns, count: 0x1_0000), computed)
        == nil)
    #expect(firstDifference(TerminalScalarTable.values, computed) == nil)
  }

  /// The one-line pass takes eight bytes of printable ASCII at once, as scalars that stand
  /// alone and take the cells of U+0021, the space hanging and the others visible: the tables
  /// must say so of each of them, in every model and with ambiguous characters narrow or wide.
  @Test func printableASCIIStandsAloneAndIsNarrowTheSpaceHanging() throws {
    let table = TerminalScalarTable.values
    let flags =
      TerminalScalarTable.standsAlone | TerminalScalarTable.hangs
      | TerminalScalarTable.joinsPrevious | TerminalScalarTable.conjunct
    let measurers =
      [false, true].map { TerminalCellMeasurer(ambiguousIsWide: $0) }
      + [CellWidthModel.codePoints, .clusters].map { TerminalCellMeasurer(cellWidths: $0) }
    for value in UInt32(0x20)...0x7E {
      let expected =
        TerminalScalarTable.standsAlone | (value == 0x20 ? TerminalScalarTable.hangs : 0)
      #expect(table[Int(value)] & flags == expected, "U+\(value)")
      for measurer in measurers {
        // What the pass counts with, by the table or by the model: one cell, as narrow.
        let counted = [
          TableCells(measurer)?.first(value, entry: table[Int(value)]),
          ModelCells(measurer)?.first(value, entry: table[Int(value)]),
        ].compactMap { $0 }
        #expect(!counted.isEmpty && counted.allSatisfy { $0 == 1 }, "U+\(value)")
        let scalar = try #require(Unicode.Scalar(value))
        #expect(measurer.advance(ofScalar: scalar) == 1, "U+\(value)")
      }
    }
  }

  /// The word test takes exactly eight bytes of U+0020 to U+007E, and finds the last that is
  /// not a space.
  @Test func wordsOfPrintableASCIIAndTheirLastVisibleByte() {
    for byte in UInt64(0)...0xFF {
      for position in 0..<8 {
        let shift = UInt64(8 * position)
        // The byte among spaces, and among letters.
        let spaces = 0x2020_2020_2020_2020 & ~(0xFF << shift) | byte << shift
        let letters = 0x4141_4141_4141_4141 & ~(0xFF << shift) | byte << shift
        guard (0x20...0x7E).contains(byte) else {
          #expect(Segmentation.visibleBytes(ofPrintableASCII: spaces) == nil)
          #expect(Segmentation.visibleBytes(ofPrintableASCII: letters) == nil)
          continue
        }
        #expect(
          Segmentation.visibleBytes(ofPrintableASCII: spaces)
            == .some(byte == 0x20 ? nil : position))
        #expect(
          Segmentation.visibleBytes(ofPrintableASCII: letters)
            == .some(position == 7 && byte == 0x20 ? 6 : 7))
      }
    }
  }

  @Test func theWidthTablesEmojiBitIsICUsEmojiPresentation() {
    var emoji = 0
    for value in UInt32(0x80)..<0x1_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let fromICU = UnicodeProperties.isEmojiPresentation(scalar)
      if fromICU { emoji += 1 }
      #expect(
        TerminalWidthTable.isEmojiPresentation(
          scalar, table: TerminalWidthTable.basicPlane.baseAddress!)
          == fromICU, "U+\(String(value, radix: 16))")
    }
    // Dozens of them are below U+10000 ("⌚", "☕", "⭐").
    #expect(emoji > 50)
  }

  @Test func generatedCodePointWidthRunsExpandToTheCodePointRulesOverICU() {
    let computed = CodePointWidth.computed()
    #expect(
      firstDifference(
        UnicodeTables.expand(UnicodeTables.codePointWidthRuns, count: 0x1_0000), computed) == nil)
    #expect(firstDifference(Array(CodePointWidth.basicPlane), computed) == nil)
  }

  @Test func runsRoundTripAndMalformedRunsAreRefused() {
    let table: [UInt8] = [3, 3, 0, 0, 0, 7, 1, 1]
    let runs = UnicodeTables.runs(of: table)
    #expect(runs == [3, 2 << 8, 5 << 8 | 7, 6 << 8 | 1])
    #expect(UnicodeTables.expand(runs, count: table.count) == table)
    #expect(UnicodeTables.expand([], count: 4) == nil)
    #expect(UnicodeTables.expand([1 << 8], count: 4) == nil)
    #expect(UnicodeTables.expand([0, 2 << 8, 2 << 8 | 1], count: 4) == nil)
    #expect(UnicodeTables.expand([0, 4 << 8], count: 4) == nil)
  }

  /// Writes `UnicodeTables+Generated.swift` to the path in
  /// `ADAPTIVE_ROWS_GENERATE_UNICODE_TABLES` (`Scripts/generate-unicode-tables.sh`); does
  /// nothing without it.
  @Test func generatorWritesTheRunsWhenAsked() throws {
    guard let path = ProcessInfo.processInfo.environment["ADAPTIVE_ROWS_GENERATE_UNICODE_TABLES"]
    else { return }
    let source = UnicodeTablesSource.text(
      unicodeVersion: UnicodeData.unicodeVersion, icuVersion: UnicodeData.icuVersion,
      tables: [
        ("widthRuns", "``TerminalWidthTable/basicPlane``", TerminalWidthTable.computed()),
        ("graphemeRuns", "``GraphemeBreakTable/values``", GraphemeBreakTable.computed()),
        ("scalarRuns", "``TerminalScalarTable/values``", TerminalScalarTable.computed()),
        ("codePointWidthRuns", "``CodePointWidth/basicPlane``", CodePointWidth.computed()),
      ])
    try source.write(toFile: path, atomically: true, encoding: .utf8)
  }
}

/// The first code point where `table` differs from `expected` (its count where only the
/// lengths differ), as hexadecimal text; nil when they are equal. A table that is missing
/// differs at "none".
private func firstDifference(_ table: [UInt8]?, _ expected: [UInt8]) -> String? {
  guard let table else { return "none" }
  if let index = (0..<min(table.count, expected.count)).first(where: { table[$0] != expected[$0] })
  {
    return "U+" + String(index, radix: 16, uppercase: true)
  }
  return table.count == expected.count ? nil : "count \(table.count)"
}

/// The Swift source of the generated runs.
enum UnicodeTablesSource {
  static func text(
    unicodeVersion: String, icuVersion: String, tables: [(String, String, [UInt8])]
  ) -> String {
    var text = """
      // Generated by Scripts/generate-unicode-tables.sh from ICU \(icuVersion)'s data (Unicode
      // \(unicodeVersion)) and the rules of the tables: do not edit. UnicodeTablesTests checks
      // these runs against the rules over the ICU the tests link.

      extension UnicodeTables {
        /// The Unicode version of the ICU data the runs were generated from.
        static let generatedUnicodeVersion = "\(unicodeVersion)"

      """
    for (name, table, values) in tables {
      let runs = UnicodeTables.runs(of: values)
      text += "\n  /// \(table) as runs (``expand(_:count:)``): \(runs.count) runs.\n"
      text += "  static let \(name): [UInt32] = [\n"
      let perLine = 8
      for start in stride(from: 0, to: runs.count, by: perLine) {
        let line = runs[start..<min(start + perLine, runs.count)]
          .map { "0x" + String($0, radix: 16, uppercase: true) + "," }
          .joined(separator: " ")
        text += "    \(line)\n"
      }
      text += "  ]\n"
    }
    text += "}\n"
    return text
  }
}
