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

@Suite("Rows' lines written from their geometry")
struct RowGeometryLinesTests {
  @Test(
    "the geometry gives the full layout's mode and lines, and measures most titles as one line"
  )
  func agreesWithLayout() throws {
    var generator = SplitMix64(seed: 0xD1_2A3)
    var modes: [AmountRowMode: Int] = [:]
    var oneLine = 0
    var measured = 0
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
      // Now and then a limit above any title's line count.
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
        mode: layout.mode, modeIndex: layout.modeIndex, lines: try layout.terminalLines(),
        rowWidth: layout.size.width, diagnostics: layout.diagnostics)
      let input =
        "#\(iteration) title \(title.debugDescription) amount \(amount.debugDescription) "
        + "width \(width) spacer \(spacer) limit \(limit)"
      let measuredEnvironment = AdaptiveAmountRow.measured(environment)
      #expect(row.path(width: width, environment: measuredEnvironment) == .geometry, "\(input)")
      #expect(try row.terminalLines(width: width, environment: environment) == expected, "\(input)")
      let geometry = RowGeometry(
        row, environment: measuredEnvironment, width: width, judgingAll: false)
      if geometry.titleLine != nil { oneLine += 1 } else { measured += 1 }
      modes[expected.mode, default: 0] += 1
    }
    // Every mode was written many times, and both ways of measuring the title were taken.
    #expect(modes[.compact, default: 0] > 200)
    #expect(modes[.standard, default: 0] > 80)
    #expect(modes[.extended, default: 0] > 200)
    #expect(oneLine > 300)
    #expect(measured > 300)
  }

  @Test("rows the former cell drawing declined are laid out by the geometry, as the engine does")
  func coversWhatTheDrawingDeclined() throws {
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    let fixed = EnvironmentValues(measurer: FixedAdvanceMeasurer())
    func check(
      _ title: String, _ amount: String, width: Double, _ environment: EnvironmentValues,
      candidates: [AmountRowCandidate] = AmountRowCandidate.defaults
    ) throws {
      let row = AdaptiveAmountRow(
        title: title, amount: amount,
        configuration: AdaptiveAmountRow.Configuration(candidates: candidates))
      let engine = AdaptiveAmountRow(
        title: title, amount: amount,
        configuration: AdaptiveAmountRow.Configuration(
          titleStyle: { _ in }, candidates: candidates))
      let input = "\(title.debugDescription) \(amount.debugDescription) width \(width)"
      #expect(
        row.path(width: width, environment: AdaptiveAmountRow.measured(environment)) == .geometry,
        "\(input)")
      let layout = engine.layout(width: width, environment: environment)
      #expect(
        try row.terminalLines(width: width, environment: environment)
          == AmountRowLines(
            mode: layout.mode, modeIndex: layout.modeIndex, lines: try layout.terminalLines(),
            rowWidth: layout.size.width, diagnostics: layout.diagnostics),
        "\(input)")
    }
    // A fractional width, a width past the renderer's last column, too little room beside the
    // amount.
    for width in [40.5, 1e6, 9] { try check("Coffee", "-3.20 €", width: width, environment) }
    // Another measurer, other candidates, a title of two paragraphs, an amount of two lines.
    try check("Coffee", "-3.20 €", width: 40, fixed)
    try check("Coffee", "-3.20 €", width: 40, environment, candidates: [.standard])
    try check("Coffee\nbeans", "-3.20 €", width: 40, environment)
    try check("Coffee", "-3.20\n€", width: 40, environment)
  }

  @Test(
    "two paths: the geometry, and the engine for styles, line limits and widths that are not positive"
  )
  func paths() {
    let environment = AdaptiveAmountRow.measured(
      EnvironmentValues(measurer: TerminalCellMeasurer()))
    let row = AdaptiveAmountRow(title: "Coffee", amount: "-3.20 €")
    #expect(row.path(width: 40, environment: environment) == .geometry)
    #expect(row.path(width: nil, environment: environment) == .geometry)
    for width in [0, -3, .infinity, .nan] {
      #expect(row.path(width: width, environment: environment) == .engine)
    }
    let styled = AdaptiveAmountRow(
      title: "Coffee", amount: "-3.20 €",
      configuration: AdaptiveAmountRow.Configuration(titleStyle: { _ in }))
    #expect(styled.path(width: 40, environment: environment) == .engine)
    #expect(styled.path(width: nil, environment: environment) == .engine)
    var limited = environment
    limited.lineLimit = 2
    #expect(row.path(width: 40, environment: limited) == .engine)
  }
}
