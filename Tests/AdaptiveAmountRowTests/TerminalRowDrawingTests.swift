import LayoutEngine
import TestSupport
import Testing
import TextMeasurement

@testable import AdaptiveAmountRow

private let titlePieces = [
  "Coffee", "Café", "naïve", " ", "  ", "a", "Supermarket", "咖啡", "東京駅", "、", "。", "ありがとう",
  "สวัสดี", "مرحبا", "👍🏽", "👨‍👩‍👧", "🇯🇵", "☕️", "💸", "e\u{301}", "\u{200B}", "-", "/", "(refund)",
  "A-very-long-merchant-name-without-spaces", "1234", "\u{00A0}", "한국어", "Ελληνικά", "\n",
]

private let amounts = [
  "-12.50 €", "+¥1,200", "SEK 75.40", "", " ", "1\n2", "€", "-1 234,56 zł", "💸 9",
]

@Suite("Rows drawn straight from their measured title")
struct TerminalRowDrawingTests {
  @Test("the drawing gives the full layout's mode and lines, and covers the common rows")
  func agreesWithLayout() {
    var generator = SplitMix64(seed: 0xD1_2A3)
    var drawnModes: [AmountRowMode: Int] = [:]
    var declined = 0
    for iteration in 0..<3000 {
      let title = generator.joinedPieces(titlePieces, countIn: 1...10)
      let amount = amounts.randomElement(using: &generator) ?? ""
      let measurer = TerminalCellMeasurer(ambiguousIsWide: iteration % 5 == 0)
      var environment = EnvironmentValues(measurer: measurer)
      if iteration % 10 == 0 { environment.multilineTextAlignment = .center }
      if iteration % 12 == 0 {
        environment.lineBreakOptions = LineBreakOptions(locale: "ja", strictness: .strict)
      }
      let spacer: Double = [0, 1, 2, 2, 2, 3.5].randomElement(using: &generator) ?? 2
      let drawnLimit = Int.random(in: 1...3, using: &generator)
      // Now and then a limit above any title's line count (the lines are then kept in a
      // buffer as long as the title has clusters).
      let limit = iteration % 13 == 0 ? (iteration % 2 == 0 ? 50 : Int.max) : drawnLimit
      let width =
        Double(Int.random(in: 1...90, using: &generator))
        + (iteration % 9 == 0 ? 0.5 : 0)
      let configuration = AdaptiveAmountRow.Configuration(
        spacerMinLength: spacer, standardLineLimit: limit)
      let row =
        iteration % 7 == 0
        ? AdaptiveAmountRow(
          title: PreparedText(title, measurer: measurer, options: environment.lineBreakOptions),
          amount: amount, configuration: configuration)
        : AdaptiveAmountRow(title: title, amount: amount, configuration: configuration)
      // The engine's row: a title style, even one that changes nothing, sends it there.
      let engine = AdaptiveAmountRow(
        title: title, amount: amount,
        configuration: AdaptiveAmountRow.Configuration(
          spacerMinLength: spacer, standardLineLimit: limit, titleStyle: { _ in }))
      let layout = engine.layout(width: width, environment: environment)
      let expected = AmountRowLines(
        mode: layout.mode, modeIndex: layout.modeIndex, lines: layout.terminalLines())
      let input =
        "#\(iteration) title \(title.debugDescription) amount \(amount.debugDescription) "
        + "width \(width) spacer \(spacer) limit \(limit)"
      #expect(row.terminalLines(width: width, environment: environment) == expected, "\(input)")
      guard let drawn = drawnLines(row, width: width, environment: environment) else {
        declined += 1
        continue
      }
      #expect(drawn == expected, "\(input)")
      drawnModes[drawn.mode, default: 0] += 1
    }
    // Every mode was drawn directly many times, and the rows it must not draw were declined.
    #expect(drawnModes[.compact, default: 0] > 200)
    #expect(drawnModes[.standard, default: 0] > 80)
    #expect(drawnModes[.extended, default: 0] > 200)
    #expect(declined > 300)
  }

  /// The row's lines as the drawing gives them, when its path is the drawing's.
  func drawnLines(_ row: AdaptiveAmountRow, width: Double, environment: EnvironmentValues)
    -> AmountRowLines?
  {
    let environment = AdaptiveAmountRow.measured(environment)
    guard
      case .drawn(let cells) = row.path(width: width, environment: environment, forLines: true)
    else { return nil }
    return TerminalRowDrawing.lines(
      of: row, width: width, cells: cells, environment: environment)
  }

  @Test("rows the drawing does not cover are declined")
  func declines() {
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    let row = AdaptiveAmountRow(title: "Coffee", amount: "-3.20 €")
    #expect(drawnLines(row, width: 40, environment: environment) != nil)
    // A fractional width, a width past the renderer's last column, too little room beside the
    // amount.
    for width in [40.5, 1e6, 9, .infinity, .nan, 0, -3] {
      #expect(drawnLines(row, width: width, environment: environment) == nil)
    }
    // Another measurer, other candidates, a title of two paragraphs, an amount of two lines.
    let fixed = EnvironmentValues(measurer: FixedAdvanceMeasurer())
    #expect(drawnLines(row, width: 40, environment: fixed) == nil)
    let standardOnly = AdaptiveAmountRow(
      title: "Coffee", amount: "-3.20 €",
      configuration: AdaptiveAmountRow.Configuration(candidates: [.standard]))
    #expect(drawnLines(standardOnly, width: 40, environment: environment) == nil)
    let twoParagraphs = AdaptiveAmountRow(title: "Coffee\nbeans", amount: "-3.20 €")
    #expect(drawnLines(twoParagraphs, width: 40, environment: environment) == nil)
    let twoLines = AdaptiveAmountRow(title: "Coffee", amount: "-3.20\n€")
    #expect(drawnLines(twoLines, width: 40, environment: environment) == nil)
  }

  @Test("one path per row: the engine for styles, line limits and widths that are not positive")
  func paths() {
    let environment = AdaptiveAmountRow.measured(
      EnvironmentValues(measurer: TerminalCellMeasurer()))
    let row = AdaptiveAmountRow(title: "Coffee", amount: "-3.20 €")
    func path(
      _ row: AdaptiveAmountRow, _ width: Double?, _ environment: EnvironmentValues,
      lines: Bool = false
    ) -> String {
      switch row.path(width: width, environment: environment, forLines: lines) {
      case .drawn: "drawn"
      case .direct: "direct"
      case .engine: "engine"
      }
    }
    #expect(path(row, 40, environment, lines: true) == "drawn")
    #expect(path(row, 40, environment) == "direct")
    #expect(path(row, nil, environment) == "direct")
    for width in [0, -3, .infinity, .nan] { #expect(path(row, width, environment) == "engine") }
    let styled = AdaptiveAmountRow(
      title: "Coffee", amount: "-3.20 €",
      configuration: AdaptiveAmountRow.Configuration(titleStyle: { _ in }))
    #expect(path(styled, 40, environment, lines: true) == "engine")
    #expect(path(styled, nil, environment) == "engine")
    var limited = environment
    limited.lineLimit = 2
    #expect(path(row, 40, limited, lines: true) == "engine")
  }
}
