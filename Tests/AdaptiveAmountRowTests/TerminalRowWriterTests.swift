import CellRendering
import LayoutEngine
import TestSupport
import Testing
import TextMeasurement

/// Lines of `texts` at the given cells, each as wide as its clusters' cells.
private func placed(_ texts: [(String, row: Int, column: Int)]) -> [PlacedLine] {
  let measurer = TerminalCellMeasurer()
  return texts.map { text, row, column in
    let width = text.reduce(0) { $0 + measurer.advance(ofCluster: String($1)[...]) }
    return PlacedLine(
      text: text[...], origin: Point(x: Double(column), y: Double(row)), width: width)
  }
}

@Suite("The terminal renderer's row writer")
struct TerminalRowWriterTests {
  /// Texts of one, two and zero-width clusters, in several scripts, none starting with a mark.
  private static let texts = [
    "", "a", "Rent", "1,200.00", "東京", "e\u{301}te\u{301}", "🇫🇷 Paris", "👩‍👩‍👧", "א ב",
    "   spaced   ", String(repeating: "x", count: 300), String(repeating: "界", count: 700),
  ]

  @Test("whole lines written at once draw what drawing a cluster at a time draws")
  func wholeLinesMatchClusterDrawing() {
    var generator = SplitMix64(seed: 33)
    let renderer = TerminalRenderer()
    for _ in 0..<400 {
      var lines: [(String, row: Int, column: Int)] = []
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        lines.append(
          (
            Self.texts.randomElement(using: &generator)!, Int.random(in: 0...6, using: &generator),
            Int.random(in: 0...2000, using: &generator)
          ))
      }
      // Some in drawing order (rows, then columns), some not; overlapping lines fall back.
      if Bool.random(using: &generator) {
        lines.sort { ($0.row, $0.column) < ($1.row, $1.column) }
      }
      let input = placed(lines)
      let height = Double(Int.random(in: 0...8, using: &generator))
      // Both keep the frame's rows, and a row for every line, an empty one included.
      #expect(
        renderer.render(input, height: height, inCells: true)
          == renderer.render(input, height: height, inCells: false), "\(lines)")
    }
  }

  @Test("a tree drawn with a border, a cell at a time, keeps the empty rows the writer keeps")
  func bothPathsKeepEmptyRows() {
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    // The same picture twice: a `─` drawn by a border (the cell-at-a-time path) or as text
    // (the row writer), over a text whose empty second line is moved a row past the frame.
    func picture(_ rule: some View) -> [String] {
      let tree = HStack(alignment: .top, spacing: 0) {
        rule
        Text("a\n").offset(y: 1)
      }
      return TerminalRenderer().render(tree.layout(in: .unspecified, environment: environment))
    }
    let expected = ["─", " a", ""]
    #expect(picture(Text("─")) == expected)
    #expect(picture(Rectangle().frame(width: 1, height: 1).border()) == expected)
    // A frame taller than what is drawn: a row for each of its cells on both paths.
    func framed(_ rule: some View) -> [String] {
      let tree = rule.frame(height: 4, alignment: .top)
      return TerminalRenderer().render(tree.layout(in: .unspecified, environment: environment))
    }
    #expect(framed(Text("─")) == ["─", "", "", ""])
    #expect(framed(Rectangle().frame(width: 1, height: 1).border()) == ["─", "", "", ""])
  }

  @Test("a row holding many wide texts, longer than a stack buffer, is written in full")
  func longRowIsWrittenInFull() {
    let text = String(repeating: "界", count: 5000)
    let lines = placed([(text, 0, 0), (text, 0, 10_000), ("end", 0, 20_000)])
    let rows = TerminalRenderer().render(lines, height: 1, inCells: true)
    #expect(rows == [text + text + "end"])
  }
}
