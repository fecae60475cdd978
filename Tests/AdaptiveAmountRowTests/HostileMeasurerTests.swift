import AdaptiveAmountRow
import CellRendering
import LayoutEngine
import TestSupport
import Testing
import TextMeasurement

/// A font's measurer in points (`measuresCells` false, as by default): `terminalLines()` and
/// `terminalLines(width:environment:)` refuse it before drawing anything, naming it, as
/// `TerminalRenderer(measurer:)` does; without an environment, a row draws in cells.
@Test func aDrawingInCellsRefusesAMeasurerInPoints() throws {
  let points = EnvironmentValues(measurer: FixedAdvanceMeasurer(advance: 8.5, lineHeight: 17))
  let row = AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €")
  let layout = row.layout(width: 320, environment: points)
  #expect(layout.mode == .compact)
  #expect(throws: NotTerminalCellsError(measurer: "FixedAdvanceMeasurer")) {
    try layout.terminalLines()
  }
  #expect(throws: NotTerminalCellsError(measurer: "FixedAdvanceMeasurer")) {
    try row.terminalLines(width: 320, environment: points)
  }
  #expect(
    "\(NotTerminalCellsError(measurer: "FixedAdvanceMeasurer"))"
      == "FixedAdvanceMeasurer does not measure terminal cells: a drawing in cells needs a "
      + "measurer whose measuresCells is true (TerminalCellMeasurer, for one)")
  // The same row in cells draws, with or without an environment.
  let cells = try row.terminalLines(width: 20, environment: EnvironmentValues())
  #expect(cells.lines == ["Coffee       -3.50 €"])
  #expect(row.terminalLines(width: 20) == cells)
}

private let coffee = AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €")

private func messages(_ diagnostics: [LayoutDiagnostic]) -> [String] {
  diagnostics.map(\.message)
}

@Test func negativeAdvanceIsReadAsZeroWithADiagnosticAndTheRowDraws() throws {
  let environment = EnvironmentValues(measurer: AnsweringMeasurer(advance: -1))
  let result = Text("Coffee").layout(in: .unspecified, environment: environment)
  // Six clusters of advance -1 made a text of width -6; each advance is read as 0.
  #expect(result.size.width == 0)
  #expect(
    messages(result.diagnostics).contains(
      "AnsweringMeasurer.advance(ofCluster: \"C\") -1 is negative; read as 0"))
  // terminalLines() stopped with "Index out of range" here; the measurer does not measure
  // cells, so the lines are refused, and a measurer of cells with the same answer draws.
  let layout = coffee.layout(width: 20, environment: environment)
  #expect(throws: NotTerminalCellsError(measurer: "AnsweringMeasurer")) {
    try layout.terminalLines()
  }
  let cells = coffee.layout(
    width: 20, environment: EnvironmentValues(measurer: CellsAnswering(advance: -1)))
  #expect(try cells.terminalLines().count == Int(cells.size.height))
}

@Test func nanAdvanceIsReadAsZeroAndBreakpointsAreFound() {
  let environment = EnvironmentValues(measurer: AnsweringMeasurer(advance: .nan))
  // `breakpoints` stopped with "Double value cannot be converted to Int" here. Now they are
  // ordered ranges from one cell on, and agree with the row laid out at a width.
  let ranges = coffee.breakpoints(environment: environment).ranges
  #expect(ranges.first?.from == 1)
  #expect(ranges.last?.to == nil)
  for (range, next) in zip(ranges, ranges.dropFirst()) {
    #expect(range.to.map { $0 + 1 == next.from } == true)
  }
  let atTwenty = ranges.first { $0.from <= 20 && 20 <= ($0.to ?? .infinity) }
  #expect(atTwenty?.mode == coffee.layout(width: 20, environment: environment).mode)
  let result = Text("Tea").layout(in: .unspecified, environment: environment)
  #expect(
    messages(result.diagnostics) == [
      "AnsweringMeasurer.advance(ofCluster: \"T\") nan is NaN; read as 0"
    ])
}

@Test(arguments: [Double.infinity, 1e300])
func hugeAdvanceIsReadAsTheLargestLengthAndRenders(advance: Double) throws {
  let measurer = AnsweringMeasurer(advance: advance)
  let environment = EnvironmentValues(measurer: measurer)
  let result = Text("ab").layout(in: .unspecified, environment: environment)
  // Each cluster is read as ten thousand units: far past any screen, but a number every
  // renderer and `Int` hold.
  #expect(result.size.width == 20_000)
  #expect(result.diagnostics.count == 1)
  // TerminalRenderer.render stopped converting an infinite width to an `Int` here; a
  // drawing in cells now refuses the measurer, which does not measure cells, and draws a
  // measurer of cells with the same answer.
  let layout = coffee.layout(width: 30, environment: environment)
  #expect(throws: NotTerminalCellsError(measurer: "AnsweringMeasurer")) {
    try TerminalRenderer(measurer: measurer)
  }
  #expect(throws: NotTerminalCellsError(measurer: "AnsweringMeasurer")) {
    try layout.terminalLines()
  }
  let cells = coffee.layout(
    width: 30, environment: EnvironmentValues(measurer: CellsAnswering(advance: advance)))
  #expect(try cells.terminalLines().joined().contains("C"))
}

@Test func nanLineHeightIsReadAsOneAndLinesAreCounted() throws {
  let measurer = AnsweringMeasurer(lineHeight: .nan)
  // PreparedText.allowedLineCount stopped converting NaN lines to an `Int` here.
  let text = PreparedText("a b c d e f", measurer: measurer)
  let layout = text.layout(for: ProposedSize(width: 1, height: 3))
  #expect(layout.allowedLineCount == 3)
  #expect(layout.size.height == 3)
  #expect(
    messages(text.diagnostics) == ["AnsweringMeasurer.lineHeight nan is NaN; read as 1"])
  #expect(throws: NotTerminalCellsError(measurer: "AnsweringMeasurer")) {
    try coffee.terminalLines(width: 20, environment: EnvironmentValues(measurer: measurer))
  }
}

@Test func hostileMetricsAreReadAsTheNearestSaneValue() {
  let measurer = AnsweringMeasurer(
    baselineOffset: -.infinity, spacing: .nan, defaultSpacerLength: .infinity, pixelGrid: 0)
  let environment = EnvironmentValues(measurer: measurer)
  let result = HStack {
    Rectangle().frame(width: 3, height: 1)
    Rectangle().frame(width: 4, height: 1)
    Spacer()
  }
  .layout(in: .unspecified, environment: environment)
  // Spacing NaN is read as 0 and the Spacer's infinite minimum as ten thousand.
  #expect(result.size.width == 3 + 4 + 10_000)
  #expect(
    Set(messages(result.diagnostics)) == [
      "AnsweringMeasurer.defaultSpacing(along: .horizontal) nan is NaN; read as 0",
      "AnsweringMeasurer.defaultSpacing(along: .vertical) nan is NaN; read as 0",
      "AnsweringMeasurer.defaultSpacerLength inf is infinite; read as 10000",
      // `padding()` is twice the default spacing unless a measurer says otherwise.
      "AnsweringMeasurer.defaultPadding(along: .horizontal) nan is NaN; read as 0",
      "AnsweringMeasurer.defaultPadding(along: .vertical) nan is NaN; read as 0",
      "AnsweringMeasurer.pixelGrid 0 is zero; read as 1",
      "AnsweringMeasurer.baselineOffset -inf is infinite; read as 0",
    ])
}

@Test func aMeasurerOfCellsWithFractionalAdvancesIsReadInWholeCells() {
  let text = PreparedText("abc", measurer: CellsAnswering(advance: 1.4))
  #expect(text.measured.width(0..<3) == 3)
  #expect(
    messages(text.diagnostics) == [
      "CellsAnswering.advance(ofCluster: \"a\") 1.4 is not a whole number of cells; read as 1"
    ])
}

@Test func theTerminalMeasurerIsKeptAsItIs() {
  let environment = EnvironmentValues(measurer: TerminalCellMeasurer(ambiguousIsWide: true))
  #expect(
    environment.textMeasurer as? TerminalCellMeasurer == TerminalCellMeasurer(ambiguousIsWide: true)
  )
  let fixed = EnvironmentValues(measurer: FixedAdvanceMeasurer(advance: 2))
  #expect(fixed.textMeasurer as? FixedAdvanceMeasurer == FixedAdvanceMeasurer(advance: 2))
}

/// Minus infinity is a negative width: a row reads it as 0 with the diagnostic a view's root
/// proposal gives it, where it was read as unspecified with none.
@Test func aRowAtMinusInfinityIsReadAsZeroWithTheViewsDiagnostic() {
  let view = Text("Coffee").layout(in: ProposedSize(width: -.infinity, height: nil))
  #expect(view.size.width == 0)
  let diagnostics = messages(view.diagnostics)
  #expect(!diagnostics.isEmpty)
  let layout = coffee.layout(width: -.infinity)
  #expect(layout.width == 0)
  #expect(layout.mode == coffee.layout(width: 0).mode)
  #expect(diagnostics.allSatisfy { messages(layout.result.diagnostics).contains($0) })
  // +infinity stays unspecified: the row at its ideal width.
  #expect(coffee.layout(width: .infinity).width == .infinity)
}
