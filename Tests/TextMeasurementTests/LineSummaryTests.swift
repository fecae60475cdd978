import LayoutEngine
import TestSupport
import Testing

@testable import TextMeasurement

private let pieces = [
  "word", "longerword", " ", "  ", "\n", "吾輩", "は", "。", "ภาษาไทย", "👍🏽", "e\u{301}", "\u{200B}",
  "-", "12.50 €",
]

@Suite("What a text counts without rendering its lines")
struct LineSummaryTests {
  @Test("the summary, the ideal width and whether it has width agree with the full layout")
  func summaryAgreesWithLayout() {
    var generator = SplitMix64(seed: 0x5EED_0106)
    let measurers: [any TextMeasurer] = [
      TerminalCellMeasurer(),
      FixedAdvanceMeasurer(advance: 7, lineHeight: 17, baselineOffset: 13, pixelGrid: 0.5),
    ]
    for _ in 0..<2000 {
      let string = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let measurer = measurers.randomElement(using: &generator) ?? TerminalCellMeasurer()
      let text = PreparedText(string, measurer: measurer)
      let width: Double? =
        [nil, 0, 1, 3.5, 7, 14, 40, .infinity].randomElement(using: &generator) ?? nil
      let height: Double? = [nil, 0, 1, 17, 34, 100].randomElement(using: &generator) ?? nil
      let limit: Int? = [nil, 1, 2, 3].randomElement(using: &generator) ?? nil
      let style = TextStyle(lineLimit: limit, reservesSpace: Bool.random(using: &generator))
      let proposal = ProposedSize(width: width, height: height)
      let layout = text.layout(for: proposal, style: style)
      let summary = text.lineSummary(for: proposal, style: style)
      let input = "\(string.debugDescription) \(proposal) \(style)"
      #expect(summary.neededLineCount == layout.neededLineCount, "\(input)")
      #expect(summary.allowedLineCount == layout.allowedLineCount, "\(input)")
      #expect(summary.visibleLineCount == layout.lines.count, "\(input)")
      #expect(summary.isTruncated == layout.isTruncated, "\(input)")
      #expect(summary.height == layout.size.height, "\(input)")
      if !layout.lines.isEmpty { #expect(summary.lastBaseline == layout.lastBaseline, "\(input)") }
      #expect(text.idealWidth == text.layout(for: .unspecified).size.width, "\(input)")
      let atInfinity = text.layout(
        for: ProposedSize(width: .infinity, height: nil), style: TextStyle(lineLimit: limit))
      #expect(text.maximumWidth(lineLimit: limit) == atInfinity.size.width, "\(input)")
      let other: Int? = [nil, 1, 2, 3].randomElement(using: &generator) ?? nil
      let together = text.idealWidth(maximumWidthsWithLineLimits: limit, other)
      #expect(together.idealWidth == text.idealWidth, "\(input)")
      #expect(together.maximumWidths.first == text.maximumWidth(lineLimit: limit), "\(input)")
      #expect(together.maximumWidths.second == text.maximumWidth(lineLimit: other), "\(input)")
    }
  }
}
