import AdaptiveAmountRow
import LayoutEngine
import TestSupport
import Testing
import TextMeasurement

private let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())

/// The same environment with the `none` strategy.
private var greedy: EnvironmentValues {
  var environment = terminal
  environment.lineBreakStrategy = .none
  return environment
}

/// A row of `title` and `amount`, through the direct path (no style) or the engine (a title
/// style that changes nothing), with the configuration's strategy.
private func row(
  _ title: String, _ amount: String, engine: Bool = false, strategy: LineBreakStrategy? = nil
) -> AdaptiveAmountRow {
  var configuration = AdaptiveAmountRow.Configuration(lineBreakStrategy: strategy)
  // A title style, even one that changes nothing, sends the row through the engine.
  if engine { configuration.titleStyle = { _ in } }
  return AdaptiveAmountRow(title: title, amount: amount, configuration: configuration)
}

/// Hand-worked rows in terminal cells (Hangul syllables two cells, the rest one).
@Suite("The row's line-break strategy")
struct LineBreakStrategyRowTests {
  @Test("a standard row moves an orphan word: Salary / May 2024 beside the amount at 21")
  func orphanInStandardMode() throws {
    // €2,500.00 is 9 cells; the title is offered 21 - 9 - 2 = 10 cells in standard mode.
    for engine in [false, true] {
      let standard = row("Salary May 2024", "€2,500.00", engine: engine)
        .layout(width: 21, environment: terminal)
      #expect(standard.mode == .standard)
      #expect(try standard.terminalLines() == ["Salary", "May 2024    €2,500.00"])
      let none = row("Salary May 2024", "€2,500.00", engine: engine)
        .layout(width: 21, environment: greedy)
      #expect(none.mode == .standard)
      #expect(try none.terminalLines() == ["Salary May", "2024        €2,500.00"])
    }
  }

  @Test("a Korean title is not split inside a word: 한국어 텍스트를 / 줄바꿈합니다")
  func koreanTitle() throws {
    let title = "한국어 텍스트를 줄바꿈합니다"
    for engine in [false, true] {
      // At 20 the extended title has 20 cells: 줄바꿈합니다 moves whole to the second line,
      // and 텍스트를 줄바꿈합니다 (21 cells) would not fit there.
      let standard = row(title, "₩15,000", engine: engine).layout(width: 20, environment: terminal)
      #expect(standard.mode == .extended)
      #expect(try standard.terminalLines() == ["한국어 텍스트를", "줄바꿈합니다", "             ₩15,000"])
      let none = row(title, "₩15,000", engine: engine).layout(width: 20, environment: greedy)
      #expect(try none.terminalLines() == ["한국어 텍스트를 줄바", "꿈합니다", "             ₩15,000"])
    }
  }

  @Test("the configuration's strategy wins over the environment's, on every path")
  func configurationOverridesEnvironment() throws {
    for engine in [false, true] {
      let configuredNone = row(
        "Salary May 2024", "€2,500.00", engine: engine, strategy: LineBreakStrategy.none)
      #expect(
        try configuredNone.layout(width: 21, environment: terminal).terminalLines()
          == ["Salary May", "2024        €2,500.00"])
      #expect(
        try configuredNone.terminalLines(width: 21, environment: terminal).lines
          == ["Salary May", "2024        €2,500.00"])
      let configuredStandard = row(
        "Salary May 2024", "€2,500.00", engine: engine, strategy: .standard)
      #expect(
        try configuredStandard.layout(width: 21, environment: greedy).terminalLines()
          == ["Salary", "May 2024    €2,500.00"])
    }
  }

  @Test("a uniform list takes the modes of the Hangul rule alone, and each row shows its push-out")
  func uniformList() throws {
    var keepAllGreedy = greedy
    keepAllGreedy.lineBreakOptions.keepAll = true
    let rows = [
      row("Salary May 2024", "€2,500.00"), row("한국어 텍스트를 줄바꿈합니다", "₩15,000"),
      row("Tea", "-3.50 €"),
    ]
    for width in [14.0, 21, 24, 32, 40] {
      let standard = AdaptiveAmountRow.layoutList(
        rows, width: width, policy: .uniform, environment: terminal)
      let hangulOnly = AdaptiveAmountRow.layoutList(
        rows, width: width, policy: .uniform, environment: keepAllGreedy)
      #expect(standard.map(\.mode) == hangulOnly.map(\.mode), "at \(width)")
    }
    // At 21 every row is extended (the Korean title needs it); Salary's title is filled at 21,
    // where "Salary May 2024" is one line.
    let at21 = AdaptiveAmountRow.layoutList(
      rows, width: 21, policy: .uniform, environment: terminal)
    #expect(at21.map(\.mode) == [.extended, .extended, .extended])
    #expect(try at21[1].terminalLines() == ["한국어", "텍스트를 줄바꿈합니다", "              ₩15,000"])
  }

  @Test("the push-out changes no mode and no breakpoint; the Hangul rule's are keep-all's")
  func breakpointsFollowTheHangulRule() {
    var keepAllGreedy = greedy
    keepAllGreedy.lineBreakOptions.keepAll = true
    var generator = SplitMix64(seed: 0x0_B5EA_C4)
    let pieces = [
      "Salary", "May", "2024", "Coffee", "Supermarket", " ", " ", " ", "한국어", "텍스트를",
      "줄바꿈합니다", "東京駅", "、", "(refund)",
    ]
    for _ in 0..<60 {
      let title = generator.joinedPieces(pieces, countIn: 1...9)
      for engine in [false, true] {
        let row = row(title, "-12.50 €", engine: engine)
        #expect(
          row.breakpoints(environment: terminal) == row.breakpoints(environment: keepAllGreedy),
          "\(title.debugDescription)")
        for width in stride(from: 4.0, through: 60, by: 7) {
          #expect(
            row.layout(width: width, environment: terminal).mode
              == row.layout(width: width, environment: keepAllGreedy).mode,
            "\(title.debugDescription) at \(width)")
        }
      }
    }
  }
}
