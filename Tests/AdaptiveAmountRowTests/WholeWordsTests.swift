import AdaptiveAmountRow
import LayoutEngine
import Testing
import TextMeasurement

private let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())

/// The configuration with a title style that changes nothing: rows of it go through the layout
/// engine rather than the row's direct layout, so the two can be held to one another.
private func throughEngine(_ configuration: AdaptiveAmountRow.Configuration = .init())
  -> AdaptiveAmountRow.Configuration
{
  var configuration = configuration
  configuration.titleStyle = { _ in }
  return configuration
}

/// The three ways of laying a row out: its lines alone (the terminal drawing), its layout (the
/// direct layout) and the engine's; each gives the mode and the lines.
private func threeWays(
  _ title: String, _ amount: String, width: Double, keepsWordsWhole: Bool = true
) throws
  -> [(mode: AmountRowMode, lines: [String])]
{
  let configuration = AdaptiveAmountRow.Configuration(keepsWordsWhole: keepsWordsWhole)
  let row = AdaptiveAmountRow(title: title, amount: amount, configuration: configuration)
  let engine = AdaptiveAmountRow(
    title: title, amount: amount, configuration: throughEngine(configuration))
  let lines = try row.terminalLines(width: width, environment: terminal)
  let direct = row.layout(width: width, environment: terminal)
  let engineLayout = engine.layout(width: width, environment: terminal)
  return [
    (lines.mode, lines.lines), (direct.mode, try direct.terminalLines()),
    (engineLayout.mode, try engineLayout.terminalLines()),
  ]
}

@Suite("Words stay whole when they can")
struct WholeWordsTests {
  @Test(
    "Semantics.md section 7, worked example: \"Coffee\" with -3.50 € at 12 cells is extended, not Cof / fee"
  )
  func coffee() throws {
    for (mode, lines) in try threeWays("Coffee", "-3.50 €", width: 12) {
      #expect(mode == .extended)
      #expect(lines == ["Coffee", "     -3.50 €"])
    }
  }

  @Test("without the refinement the seed's rule takes standard and breaks the word")
  func seedRule() throws {
    for (mode, lines) in try threeWays("Coffee", "-3.50 €", width: 12, keepsWordsWhole: false) {
      #expect(mode == .standard)
      #expect(lines == ["Cof", "fee  -3.50 €"])
    }
  }

  @Test("the standard candidate's report names the word it breaks, and the chosen one none")
  func reports() {
    for configuration in [AdaptiveAmountRow.Configuration(), throughEngine()] {
      let layout = AdaptiveAmountRow(
        title: "Coffee", amount: "-3.50 €", configuration: configuration
      )
      .layout(width: 12, environment: terminal)
      #expect(layout.candidates.map(\.titleBrokenWord) == [nil, "Coffee", nil])
      #expect(layout.candidates.map(\.verdict.isTruncated) == [true, false, false])
    }
  }

  @Test("when every candidate breaks a word, the first untruncated one is taken")
  func everyCandidateBreaks() throws {
    // "Supercalifragilistic" (20 letters) with amount "1" at 12 cells: compact offers it 9
    // cells, standard needs 3 lines of 9, and extended, which breaks it too, is the first
    // that shows it whole.
    for (mode, lines) in try threeWays("Supercalifragilistic", "1", width: 12) {
      #expect(mode == .extended)
      #expect(lines == ["Supercalifra", "gilistic", "           1"])
    }
    // "Thunderstorming" (15 letters) at 14 cells: standard shows it on 2 lines of 11, and
    // extended breaks it too (14 cells): standard, the first that shows it. At 15 extended
    // keeps it whole.
    for (mode, _) in try threeWays("Thunderstorming", "1", width: 14) {
      #expect(mode == .standard)
    }
    for (mode, _) in try threeWays("Thunderstorming", "1", width: 15) {
      #expect(mode == .extended)
    }
  }

  @Test(
    "Semantics.md section 7, worked example: a 16-letter word with amount 1 is extended on two ranges"
  )
  func twoRanges() {
    let title = "Incomprehensible"  // 16 letters
    #expect(title.count == 16)
    for configuration in [AdaptiveAmountRow.Configuration(), throughEngine()] {
      let ranges = AdaptiveAmountRow(title: title, amount: "1", configuration: configuration)
        .breakpoints(environment: terminal)
      #expect(
        ranges == [
          AmountRowModeRange(mode: .extended, from: 1, to: 10),
          AmountRowModeRange(mode: .standard, from: 11, to: 15),
          AmountRowModeRange(mode: .extended, from: 16, to: 18),
          AmountRowModeRange(mode: .compact, from: 19, to: nil),
        ])
    }
    let seed = AdaptiveAmountRow(
      title: title, amount: "1", configuration: .init(keepsWordsWhole: false)
    ).breakpoints(environment: terminal)
    #expect(
      seed == [
        AmountRowModeRange(mode: .extended, from: 1, to: 10),
        AmountRowModeRange(mode: .standard, from: 11, to: 18),
        AmountRowModeRange(mode: .compact, from: 19, to: nil),
      ])
  }

  @Test(
    "breakpoints and the three ways of laying out agree at every width, short and long words in many scripts",
    arguments: [true, false])
  func sweep(keepsWordsWhole: Bool) throws {
    let titles = [
      "Coffee", "Rent", "Tip", "Tea with Anna", "Refund: Incomprehensible Ltd",
      "Überweisung Versicherungsgesellschaft", "Пополнение счёта", "ร้านกาแฟริมทาง",
      "吾輩は猫である。", "한국어 텍스트를 줄바꿈합니다", "تحويل إلى حساب التوفير",
      "किराया और बिजली", "Coffee ☕️ & 🥐", "a\nbcdefgh", "x",
    ]
    for title in titles {
      for amount in ["1", "-3.50 €"] {
        let configuration = AdaptiveAmountRow.Configuration(keepsWordsWhole: keepsWordsWhole)
        let row = AdaptiveAmountRow(title: title, amount: amount, configuration: configuration)
        let ranges = row.breakpoints(environment: terminal)
        for width in 1...48 {
          let ways = try threeWays(
            title, amount, width: Double(width), keepsWordsWhole: keepsWordsWhole)
          let range = ranges.first {
            Double(width) >= $0.from && Double(width) <= ($0.to ?? .infinity)
          }
          let context = "\(title.debugDescription) \(amount) at \(width)"
          #expect(range?.mode == ways[0].mode, "\(context): breakpoints")
          #expect(ways[1].mode == ways[0].mode && ways[2].mode == ways[0].mode, "\(context)")
          #expect(ways[1].lines == ways[0].lines && ways[2].lines == ways[0].lines, "\(context)")
        }
      }
    }
  }

  @Test("a consumer's own candidate that keeps the word whole is taken over standard")
  func customCandidate() {
    let stacked = AmountRowCandidate(mode: "stacked") { parts in
      VStack(alignment: .trailing, spacing: 0) {
        parts.title.lineLimit(2)
        parts.amount.fixedSize()
      }
    }
    let configuration = AdaptiveAmountRow.Configuration(candidates: [.standard, stacked])
    let layout = AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €", configuration: configuration)
      .layout(width: 12, environment: terminal)
    #expect(layout.mode == "stacked")
    #expect(layout.candidates.map(\.titleBrokenWord) == ["Coffee", nil])
    let seed = AdaptiveAmountRow(
      title: "Coffee", amount: "-3.50 €",
      configuration: .init(candidates: [.standard, stacked], keepsWordsWhole: false)
    ).layout(width: 12, environment: terminal)
    #expect(seed.mode == .standard)
  }

  @Test("uniform policy: the list takes the first mode that keeps every row's words whole")
  func uniform() {
    let rows = ["Coffee", "Tea"].map { AdaptiveAmountRow(title: $0, amount: "-3.50 €") }
    // At 12 cells "Tea" is compact and "Coffee" standard by the seed's rule; standard breaks
    // "Coffee", extended keeps both whole.
    let uniform = AdaptiveAmountRow.layoutList(
      rows, width: 12, policy: .uniform, environment: terminal)
    #expect(uniform.map(\.mode) == [.extended, .extended])
    let seedRows = ["Coffee", "Tea"].map {
      AdaptiveAmountRow(
        title: $0, amount: "-3.50 €", configuration: .init(keepsWordsWhole: false))
    }
    let seed = AdaptiveAmountRow.layoutList(
      seedRows, width: 12, policy: .uniform, environment: terminal)
    #expect(seed.map(\.mode) == [.standard, .standard])
  }

  @Test(
    "a word is broken exactly where filling breaks it: wider than the line, two clusters or more")
  func firstBrokenWord() {
    let measurer = TerminalCellMeasurer()
    let coffee = MeasuredText("Coffee", measurer: measurer)
    #expect(coffee.firstBrokenWord(width: 3) == 0..<6)
    #expect(coffee.firstBrokenWord(width: 6) == nil)
    #expect(coffee.firstBrokenWord(width: nil) == nil)
    #expect(coffee.firstBrokenWord(width: .infinity) == nil)
    // Only the word wider than the line, without the space that hangs after "Tip".
    let two = MeasuredText("Tip Gratuity", measurer: measurer)
    #expect(two.firstBrokenWord(width: 5) == 4..<12)
    #expect(two.firstBrokenWord(width: 8) == nil)
    // A single cluster wider than the line overflows it whole: no word is broken.
    #expect(MeasuredText("猫猫", measurer: measurer).firstBrokenWord(width: 1) == nil)
    #expect(MeasuredText("a", measurer: measurer).firstBrokenWord(width: 0.5) == nil)
  }
}

@Suite("A row's report explains each candidate")
struct CandidateExplanationTests {
  @Test("\"Coffee\" at 12 cells: compact is cut to a line, standard breaks the word, extended fits")
  func coffee() {
    // Docs/Semantics.md's worked example: beside the 7-cell amount and the 2-cell spacer, the
    // title is given 3 cells, where "Coffee" takes 2 lines; extended gives it all 12.
    for configuration in [AdaptiveAmountRow.Configuration(), throughEngine()] {
      let layout = AdaptiveAmountRow(
        title: "Coffee", amount: "-3.50 €", configuration: configuration
      )
      .layout(width: 12, environment: terminal)
      #expect(
        layout.candidates.map(\.explanation) == [
          "truncated: needs 2 lines, 1 allowed at width 3",
          "fits: needs 2 lines at width 3, breaks the word \u{201C}Coffee\u{201D}",
          "fits: needs 1 line at width 12",
        ])
    }
  }

  @Test("an amount as wide as the row leaves the title no room, and the sentence names the width")
  func noRoom() {
    for configuration in [AdaptiveAmountRow.Configuration(), throughEngine()] {
      let layout = AdaptiveAmountRow(
        title: "Coffee at the corner", amount: "-12,345,678,901.50 €",
        configuration: configuration
      )
      .layout(width: 20, environment: terminal)
      #expect(
        Array(layout.candidates.map(\.explanation).prefix(2)) == [
          "truncated: the amount leaves no room for the title at width 20",
          "truncated: the amount leaves no room for the title at width 20",
        ])
    }
  }
}
