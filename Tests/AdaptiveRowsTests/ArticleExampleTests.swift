import AdaptiveRows
import Foundation
import Testing

// The examples of the DocC articles in Sources/AdaptiveRows/AdaptiveRows.docc, one test per
// example, so that the articles cannot drift from the API.

private let medium = "some text which can obviously be wrapped in two lines"

@Suite("DocC article examples")
struct ArticleExampleTests {
  @Test("Getting started: a row picks its mode and draws it in cells")
  func gettingStarted() throws {
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    let row = AdaptiveAmountRow(title: medium, amount: "-12.50 €")
    let layout = row.layout(width: 48, environment: terminal)
    #expect(layout.mode == .standard)
    #expect(
      try layout.terminalLines() == [
        "some text which can obviously be", "wrapped in two lines                    -12.50 €",
      ])
    #expect(layout.size == Size(width: 48, height: 2))
    let ranges = row.breakpoints(environment: terminal)
    #expect(ranges.map(\.mode) == [.extended, .standard, .compact])
    #expect(ranges.map(\.from) == [1, 39, 63])
  }

  @Test("Getting started: the list formatter lays entries out at one width")
  func gettingStartedList() throws {
    let formatter = try WalletListFormatter(options: ListFormatterOptions(width: 20))
    let row = formatter.row(
      for: WalletEntry(title: "Coffee", amount: .preformatted("-3.50 €")))
    #expect(row.mode == .compact)
    #expect(row.lines == ["Coffee       -3.50 €"])
  }

  @Test("Composing rows: a tree of stacks, frames and texts, laid out and dumped")
  func composingTree() {
    let tree = HStack(alignment: .lastTextBaseline) {
      Text("Total due this month").lineLimit(2)
      Spacer(minLength: 2)
      Text("120.00 €").fixedSize()
    }
    let result = tree.layout(
      in: ProposedSize(width: 20, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    #expect(result.size == Size(width: 20, height: 2))
    #expect(result.placedTextLines().map(\.text) == ["Total due", "this month", "120.00 €"])
    #expect(result.placedTextLines().map(\.x) == [0, 0, 12])
  }

  @Test("Composing rows: a custom candidate adds a mode")
  func composingCandidate() throws {
    let stacked = AmountRowCandidate(mode: "stacked") { parts in
      VStack(alignment: .leading, spacing: 0) {
        parts.title.lineLimit(1)
        HStack {
          Spacer(); parts.amount.fixedSize()
        }
      }
    }
    let configuration = AdaptiveAmountRow.Configuration(
      candidates: [.compact, stacked, .extended])
    let row = AdaptiveAmountRow(
      title: "Bakery on the corner", amount: "-4.80 €", configuration: configuration)
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    #expect(row.layout(width: 32, environment: terminal).mode == .compact)
    let narrow = row.layout(width: 22, environment: terminal)
    #expect(narrow.mode == "stacked")
    #expect(try narrow.terminalLines() == ["Bakery on the corner", "               -4.80 €"])
    #expect(row.layout(width: 12, environment: terminal).mode == .extended)
  }

  @Test("Writing a measurer: every cluster two units wide, lines three units high")
  func writingMeasurer() {
    let wide = EnvironmentValues(measurer: DoubleWidthMeasurer())
    let text = Text("Hello world").layout(
      in: ProposedSize(width: 12, height: nil), environment: wide)
    #expect(text.placedTextLines().map(\.text) == ["Hello", "world"])
    #expect(text.size == Size(width: 10, height: 6))
    let row = AdaptiveAmountRow(title: "Tea", amount: "3 €")
    #expect(row.layout(width: 20, environment: wide).size == Size(width: 20, height: 3))
    #expect(MeasuredText("día", measurer: DoubleWidthMeasurer()).width(0..<3) == 6)
  }

  @Test("Semantics: ViewThatFits rejects a text that could wrap; the row does not")
  func semanticsViewThatFits() {
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    let fits = ViewThatFits(in: .horizontal) {
      Text(medium).lineLimit(2)
      Text("short")
    }
    let chosen = fits.layout(in: ProposedSize(width: 48, height: nil), environment: terminal)
    #expect(chosen.placedTextLines().map(\.text) == ["short"])
    let row = AdaptiveAmountRow(title: medium, amount: "-12.50 €")
    #expect(row.layout(width: 48, environment: terminal).mode == .standard)
  }

  @Test("Semantics: a fixed-size text overflows its proposal rather than truncating")
  func semanticsFixedSize() {
    let result = Text("-12.50 €").fixedSize().layout(
      in: ProposedSize(width: 4, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    #expect(result.size.width == 8)
    #expect(result.overflows)
    #expect(result.placedTextLines().map(\.text) == ["-12.50 €"])
  }
}

/// The article's measurer: every cluster two units wide, a line three units high.
struct DoubleWidthMeasurer: TextMeasurer {
  func advance(ofCluster cluster: Substring) -> Double { cluster.isEmpty ? 0 : 2 }
  var lineHeight: Double { 3 }
  var baselineOffset: Double { 2 }
  func defaultSpacing(along axis: Axis) -> Double { axis == .horizontal ? 2 : 0 }
  var defaultSpacerLength: Double { 2 }
  var pixelGrid: Double { 1 }
}

@Suite("README's terminal renderer example")
struct ReadmeRendererExampleTests {
  @Test("README's TerminalRenderer example prints the block README shows after it")
  func terminalRenderer() throws {
    let card = VStack(alignment: .leading, spacing: 0) {
      Text("Total due this month")
      HStack {
        Text("Rent")
        Spacer()
        Text("1,200.00 €").fixedSize()
      }
    }
    let result = card.layout(
      in: ProposedSize(width: 24, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    let printed = TerminalRenderer().render(result).joined(separator: "\n")
    #expect(printed == "Total due this month\nRent          1,200.00 €")
    // The README holds this same code and, in the block after it, this same output.
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "README.md"), encoding: .utf8)
    #expect(
      readme.contains(
        "print(TerminalRenderer().render(result).joined(separator: \"\\n\"))\n```\n\n```\n\(printed)\n```"
      ))
    #expect(
      readme.contains(
        "    Text(\"1,200.00 €\").fixedSize()\n  }\n}\nlet result = card.layout(\n  in: ProposedSize(width: 24, height: nil),"
      ))
  }
}
