import Testing

@testable import TextMeasurement

@Suite("Row measuring")
struct RowMeasuringTests {
  /// The answer of `RowMeasuring.title` as a line's text and width, or nil when it is measured.
  private func titleLine(_ text: String, limit: Double, measurer: TerminalCellMeasurer)
    -> (text: Substring, width: Double)?
  {
    let cells = RowMeasuring.cells(measurer)!
    switch RowMeasuring.title(text, cells: cells, options: LineBreakOptions(), widthLimit: limit) {
    case .line(let line, let width): return (line, width)
    case .measured: return nil
    }
  }

  @Test("a title of many bytes a cell that fits where it is offered is one line")
  func manyBytesACell() {
    let measurer = TerminalCellMeasurer()
    // Each cluster a letter and five combining marks (general category Mn, no cells of their
    // own): eleven bytes a cell, more than the four a cell past which the title is measured
    // in full first.
    let marked = String(repeating: "e\u{301}\u{302}\u{303}\u{304}\u{305}", count: 6)
    #expect(marked.utf8.count == 66)
    let line = titleLine(marked + "  ", limit: 10, measurer: measurer)
    #expect(line?.text == marked[...])
    #expect(line?.width == 6)
    #expect(titleLine(marked, limit: 5, measurer: measurer) == nil)
    // Thai, a consonant with a tone mark (U+0E49, Mn: no cells) and SARA AM (U+0E33, Lo:
    // one cell) counted by code point: nine bytes for two cells, fitting and not.
    let codePoints = TerminalCellMeasurer(cellWidths: .codePoints)
    let thai = String(repeating: "น้ำ", count: 8)
    #expect(titleLine(thai, limit: 16, measurer: codePoints)?.width == 16)
    #expect(titleLine(thai, limit: 15, measurer: codePoints) == nil)
  }

  @Test("a title is one line exactly when its full measurement says so, at every limit")
  func agreesWithFullMeasurement() {
    // Texts of one to many bytes a cell, around the limits where the order of the
    // measurements changes: the answer is the one the full measurement gives.
    let texts = [
      "Coffee on Rua Augusta", "振込 高橋 健一 京都市営地下鉄", "รับโอนจาก ปิติ ชูใจ น้ำ",
      "ヤマト運輸 着払い / هيئة كهرباء ومياه دبي", "👨‍👩‍👧 💸 Five-a-side football",
      "क्षत्रिय नमस्ते", "e\u{301}\u{302}\u{303}\u{304} x", "a\u{FE0F} b", "Tab\there",
    ]
    for cellWidths in [CellWidthModel.codePoints, .clusters] {
      let measurer = TerminalCellMeasurer(cellWidths: cellWidths)
      for text in texts {
        let full = PreparedText(text, measurer: measurer, options: LineBreakOptions()).measured
        for limit in stride(from: 0.0, through: 60, by: 1) {
          var expected: (text: Substring, width: Double)?
          if let end = full.singleParagraphVisibleEnd, full.width(0..<end) > 0,
            full.width(0..<end) <= limit
          {
            let utf8End = full.utf8Range(0..<end).upperBound
            expected = (
              full.text[..<full.text.utf8.index(full.text.startIndex, offsetBy: utf8End)],
              full.width(0..<end)
            )
          }
          let line = titleLine(text, limit: limit, measurer: measurer)
          #expect(
            line?.text == expected?.text && line?.width == expected?.width,
            "\(text) at \(limit), \(cellWidths)")
        }
      }
    }
  }
}
