import Testing

@testable import TextMeasurement

@Suite("Robustness")
struct RobustnessTests {
  @Test("unpaired surrogates in UTF-16 input arrive as U+FFFD and measure one cell")
  func unpairedSurrogates() {
    let units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xD83D]
    let text = String(decoding: units, as: UTF16.self)
    #expect(text == "a\u{FFFD}b\u{FFFD}\u{FFFD}")
    let measured = MeasuredText(text, measurer: TerminalCellMeasurer())
    #expect(measured.clusterCount == 5)
    #expect(measured.width(0..<5) == 5)
  }

  @Test("ICU takes raw UTF-16 with unpaired surrogates without trouble")
  func rawSurrogatesThroughICU() {
    let units: [UInt16] = [0xD800, 0x20, 0xDC00, 0xD800]
    #expect(GraphemeClusters.boundaries(utf16: units) == [0, 1, 2, 3, 4])
    #expect(LineBreaker().opportunities(utf16: units).last?.utf16Offset == 4)
    let joins = units.withUnsafeBufferPointer { KoreanKeepAll.joins($0, at: 1) }
    #expect(joins == false)
    #expect(
      LineBreaker(options: LineBreakOptions(keepAll: true)).opportunities(utf16: units).count > 0)
  }

  @Test("texts of controls only, or of marks only, measure without trouble")
  func degenerateTexts() {
    let controls = MeasuredText("\u{0}\u{1}\u{202E}\u{7F}\u{9B}", measurer: TerminalCellMeasurer())
    #expect(controls.text == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(controls.width(0..<controls.clusterCount) == 4)
    let onlyBidi = MeasuredText("\u{202A}\u{2069}", measurer: TerminalCellMeasurer())
    #expect(onlyBidi.clusterCount == 0)
    let marks = MeasuredText(
      String(repeating: "\u{0301}", count: 10_000), measurer: TerminalCellMeasurer())
    #expect(marks.clusterCount == 1)
    #expect(marks.width(0..<1) == 0)
  }

  @Test("an unknown locale falls back to the default rules")
  func unknownLocale() {
    let odd = LineBreaker(options: LineBreakOptions(locale: "zz-not-a-locale@@;;lb="))
    #expect(odd.opportunities(in: "a b").map(\.utf16Offset) == [2, 3])
    let empty = LineBreaker(options: LineBreakOptions(locale: ""))
    #expect(empty.opportunities(in: "a b").map(\.utf16Offset) == [2, 3])
  }

  @Test("a text of a million UTF-16 units is segmented and broken")
  func hugeText() {
    let unit = "Lorem ipsum 猫 😀 e\u{0301} ภาษาไทย\n"
    let text = String(repeating: unit, count: 1_000_000 / unit.utf16.count + 1)
    let measured = MeasuredText(text, measurer: TerminalCellMeasurer())
    #expect(measured.text.utf16.count > 1_000_000)
    let newlines = (0..<measured.clusterCount).filter(measured.isNewline)
    #expect(newlines.count == 1_000_000 / unit.utf16.count + 1)
    #expect(measured.breakAfter(measured.clusterCount - 1) == .mandatory)
  }
}
