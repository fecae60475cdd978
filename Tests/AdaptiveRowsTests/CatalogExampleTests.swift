import AdaptiveRows
import Testing

// The examples of the module catalogs (Sources/<Module>/<Module>.docc/<Module>.md), one test
// per catalog, with the values the catalog shows, so that the catalogs cannot drift from
// the API. The umbrella's articles have theirs in ArticleExampleTests.

@Suite("DocC catalog examples")
struct CatalogExampleTests {
  @Test("LayoutEngine: a stack of two rectangles takes the proposed size")
  func layoutEngine() {
    let result = HStack(spacing: 0) {
      Rectangle(); Rectangle()
    }
    .layout(in: ProposedSize(width: 300, height: 10))
    #expect(result.size == Size(width: 300, height: 10))
  }

  @Test("TextMeasurement: a measured text's width in cells, and a text's lines at a width")
  func textMeasurement() {
    let measured = MeasuredText("Hello 世界", measurer: TerminalCellMeasurer())
    #expect(measured.width(0..<measured.clusterCount) == 10)
    let layout = Text("Hello world").layout(
      in: ProposedSize(width: 8, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    #expect(layout.placedTextLines().map(\.text) == ["Hello", "world"])
  }

  @Test("TruncationDetection: a one-line limit truncates a title that needs two lines")
  func truncationDetection() {
    var environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    environment.lineLimit = 1
    let verdict = TruncationDetector.detect(
      Text("some text which can obviously be wrapped in two lines"),
      proposal: ProposedSize(width: 38, height: nil),
      context: LayoutContext(environment: environment))
    #expect(verdict == TruncationVerdict(reason: .lines(needed: 2, allowed: 1)))
  }

  @Test("PrioritySelection: the first candidate that passes, else the last")
  func prioritySelection() {
    #expect(PrioritySelector.choose(from: [3, 8, 12]) { $0 > 5 } == 1)
    #expect(PrioritySelector.choose(from: [3, 4]) { $0 > 5 } == 1)
  }

  @Test("AdaptiveAmountRow: the worked example's mode, lines and breakpoints")
  func adaptiveAmountRow() throws {
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    let row = AdaptiveAmountRow(
      title: "some text which can obviously be wrapped in two lines", amount: "-12.50 €")
    #expect(row.layout(width: 48, environment: terminal).mode == .standard)
    #expect(
      try row.terminalLines(width: 48, environment: terminal).lines == [
        "some text which can obviously be", "wrapped in two lines                    -12.50 €",
      ])
    #expect(row.breakpoints(environment: terminal).map(\.from) == [1, 39, 63])
  }
}
