import LayoutEngine
import Testing
import TextMeasurement

@Suite("placed text lines")
struct PlacedTextLineTests {
  private let cells = EnvironmentValues(measurer: TerminalCellMeasurer())

  @Test("texts in a stack give their lines at their frames' origins (the doc comment's example)")
  func stackOrigins() {
    let result = HStack {
      Text("Total")
      Spacer()
      Text("12 €")
    }
    .layout(in: ProposedSize(width: 20, height: nil), environment: cells)
    let lines = result.placedTextLines()
    #expect(lines.map(\.text) == ["Total", "12 €"])
    #expect(lines.map(\.x) == [0, 16])
    #expect(lines.map(\.width) == [5, 4])
    #expect(lines.map(\.baseline) == [1, 1])
  }

  @Test("a wrapped text gives one line per line, a line height apart, baselines below tops")
  func wrappedLines() {
    let font = FixedAdvanceMeasurer(advance: 10, lineHeight: 12, baselineOffset: 9)
    let result = VStack(alignment: .leading, spacing: 0) {
      Text("Top")
      Text("Hello world")
    }
    .layout(
      in: ProposedSize(width: 60, height: nil), environment: EnvironmentValues(measurer: font))
    let lines = result.placedTextLines()
    #expect(lines.map(\.text) == ["Top", "Hello", "world"])
    #expect(lines.map(\.top) == [0, 12, 24])
    #expect(lines.map(\.baseline) == [9, 21, 33])
    #expect(lines.map(\.height) == [12, 12, 12])
  }

  @Test("hidden texts are not drawn, and identifiers come through")
  func hiddenAndIdentified() {
    let result = VStack {
      Text("secret").hidden()
      Text("shown").identified("visible")
    }
    .layout(in: ProposedSize(width: 20, height: nil), environment: cells)
    let lines = result.placedTextLines()
    #expect(lines.map(\.text) == ["shown"])
    #expect(lines.first?.identifier == "visible")
    #expect(lines.first?.top == 1)
  }
}
