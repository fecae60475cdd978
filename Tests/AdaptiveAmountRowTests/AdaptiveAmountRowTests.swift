import AdaptiveAmountRow
import CellRendering
import Foundation
import LayoutEngine
import Testing
import TextMeasurement
import TruncationDetection

private let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
private let amount = "-12.50 €"
private let short = "short Text"
private let medium = "some text which can obviously be wrapped in two lines"
private let long = "A lot of text which can obviously be wrapped in many lines!"

private func row(_ title: String, _ width: Double) -> AmountRowLayout {
  AdaptiveAmountRow(title: title, amount: amount).layout(width: width, environment: terminal)
}

@Suite("AdaptiveAmountRow")
struct AdaptiveAmountRowTests {
  @Test(
    "Semantics.md section 7, worked example: W=48 two-line title is standard, amount on the last line"
  )
  func workedStandard() throws {
    let layout = row(medium, 48)
    #expect(layout.mode == .standard)
    #expect(
      try layout.terminalLines() == [
        "some text which can obviously be",
        "wrapped in two lines                    -12.50 €",
      ])
  }

  @Test("Semantics.md section 7, worked example: W=32 the same title is extended")
  func workedExtended() throws {
    let layout = row(medium, 32)
    #expect(layout.mode == .extended)
    #expect(
      try layout.terminalLines() == [
        "some text which can obviously be",
        "wrapped in two lines",
        "                        -12.50 €",
      ])
  }

  @Test("Semantics.md section 7, worked example: W=20 short title is compact")
  func workedCompact() throws {
    let layout = row(short, 20)
    #expect(layout.mode == .compact)
    #expect(try layout.terminalLines() == ["short Text  -12.50 €"])
  }

  @Test("lines alone: the mode and lines of the worked examples, without the layout")
  func linesAlone() {
    let compact = AdaptiveAmountRow(title: short, amount: "-12.50 €").terminalLines(width: 20)
    #expect(
      compact
        == AmountRowLines(
          mode: .compact, modeIndex: 0, lines: ["short Text  -12.50 €"], rowWidth: 20))
    let extended = AdaptiveAmountRow(title: "吾輩は猫である。名前はまだ無い。", amount: "-12.50 €")
      .terminalLines(width: 20)
    #expect(extended.mode == .extended)
    #expect(extended.lines == ["吾輩は猫である。名前", "はまだ無い。", "            -12.50 €"])
    // A width the direct layout does not take (infinity: the row's ideal width) goes through
    // the full layout and still answers.
    let ideal = AdaptiveAmountRow(title: short, amount: "-12.50 €").terminalLines(width: .infinity)
    #expect(ideal.lines == ["short Text  -12.50 €"])
  }

  @Test("Semantics.md section 7, worked example: W=20 Japanese title is extended")
  func workedJapanese() throws {
    let layout = row("吾輩は猫である。名前はまだ無い。", 20)
    #expect(layout.mode == .extended)
    #expect(try layout.terminalLines() == ["吾輩は猫である。名前", "はまだ無い。", "            -12.50 €"])
  }

  @Test("the seed's three titles at 20, 32, 48 and 72 cells")
  func seedTitles() throws {
    let expected: [String: [Double: AmountRowMode]] = [
      short: [20: .compact, 32: .compact, 48: .compact, 72: .compact],
      medium: [20: .extended, 32: .extended, 48: .standard, 72: .compact],
      long: [20: .extended, 32: .extended, 48: .standard, 72: .compact],
    ]
    for (title, byWidth) in expected {
      for (width, mode) in byWidth {
        let layout = row(title, width)
        #expect(layout.mode == mode, "\(title) at \(width)")
        #expect(!layout.overflows)
        for line in try layout.terminalLines() {
          #expect(line.count <= Int(width))
          #expect(line.last != " ")
        }
        #expect(try layout.terminalLines().last?.hasSuffix(amount) == true)
        #expect(try layout.terminalLines().last?.count == Int(width) || layout.mode == .compact)
      }
    }
    #expect(
      try row(long, 48).terminalLines() == [
        "A lot of text which can obviously be",
        "wrapped in many lines!                  -12.50 €",
      ])
    // The seed's greedy filling leaves "lines!" alone on the title's last line; the standard
    // strategy moves "many" down to it (Docs/Semantics.md, "The line-break strategy").
    var greedy = terminal
    greedy.lineBreakStrategy = .none
    #expect(
      try AdaptiveAmountRow(title: long, amount: amount).layout(width: 32, environment: greedy)
        .terminalLines() == [
          "A lot of text which can",
          "obviously be wrapped in many",
          "lines!",
          "                        -12.50 €",
        ])
    #expect(
      try row(long, 32).terminalLines() == [
        "A lot of text which can",
        "obviously be wrapped in",
        "many lines!",
        "                        -12.50 €",
      ])
  }

  @Test("each candidate's report says whether its title is truncated and why")
  func reports() {
    let layout = row(medium, 48)
    #expect(layout.candidates.map(\.mode) == [.compact, .standard, .extended])
    #expect(
      layout.candidates[0].verdict == TruncationVerdict(reason: .lines(needed: 2, allowed: 1)))
    #expect(!layout.candidates[1].verdict.isTruncated)
    #expect(layout.candidates[1].titleWidthGiven == 38)
    #expect(layout.candidates[1].titleWidthNeeded == 53)
    #expect(layout.candidates[1].titleLinesNeeded == 2)
    #expect(layout.candidates[1].titleLinesAllowed == 2)
    // Extended allows the title any number of lines: nil, as a list's summary says it.
    #expect(layout.candidates[2].titleLinesAllowed == nil)
    // The same through the layout engine (a title style takes the row there).
    let engine = AdaptiveAmountRow(
      title: medium, amount: amount,
      configuration: AdaptiveAmountRow.Configuration(titleStyle: { _ in }))
    #expect(
      engine.layout(width: 48, environment: terminal).candidates.map(\.titleLinesAllowed)
        == [1, 2, nil])
  }

  @Test("an emoji title counts two cells per emoji")
  func emojiTitle() throws {
    let layout = row("Coffee ☕️ & 🥐", 24)
    #expect(layout.mode == .compact)
    #expect(try layout.terminalLines() == ["Coffee ☕️ & 🥐  -12.50 €"])
  }

  @Test("an empty title is compact: just the amount at the end of the row")
  func emptyTitle() throws {
    let layout = row("", 20)
    #expect(layout.mode == .compact)
    #expect(try layout.terminalLines() == ["            -12.50 €"])
  }

  @Test("a title with a newline never fits compact")
  func newlineTitle() throws {
    let layout = row("Groceries\nMarket street", 40)
    #expect(layout.mode == .standard)
    #expect(
      try layout.terminalLines() == ["Groceries", "Market street                   -12.50 €"])
  }

  @Test("a title of only newlines is extended at every width, even where compact gets no cells")
  func newlinesOnlyTitle() throws {
    // Compact's title gets 20 - 2 - 8 cells at most; at widths up to 10 it gets none, which
    // shows nothing of "\n\n\n" (four lines) as at any other width.
    let title = "\n\n\n"
    for width in 1...20 {
      #expect(row(title, Double(width)).mode == .extended, "at \(width)")
    }
    #expect(try row(title, 10).terminalLines() == ["", "", "", "", "  -12.50 €"])
    #expect(
      AdaptiveAmountRow(title: title, amount: amount).breakpoints(environment: terminal)
        == [AmountRowModeRange(mode: .extended, from: 1, to: nil)])
  }

  @Test("a title of spaces with no amount is compact from the width that gives it a cell")
  func spacesWithoutAmount() {
    // At 2 cells the spacer's minimum takes the row and the title gets none; at 3 it gets
    // half a cell, which shows its one empty line.
    let row = AdaptiveAmountRow(title: "   ", amount: "")
    #expect(row.layout(width: 2, environment: terminal).mode == .extended)
    #expect(row.layout(width: 3, environment: terminal).mode == .compact)
    #expect(
      row.breakpoints(environment: terminal) == [
        AmountRowModeRange(mode: .extended, from: 1, to: 2),
        AmountRowModeRange(mode: .compact, from: 3, to: nil),
      ])
  }

  @Test("an amount wider than the row overflows: nothing is cut, and the result says so")
  func amountWiderThanRow() throws {
    let layout = row("Rent", 6)
    #expect(layout.overflows)
    #expect(layout.mode == .extended)
    #expect(try layout.terminalLines().contains { $0.contains(amount) })
  }

  @Test("a width of 1 lays the title out a cluster a line; the amount overflows, uncut")
  func widthOne() throws {
    let layout = row("ab", 1)
    #expect(layout.mode == .extended)
    #expect(layout.overflows)
    // The amount's line keeps the Spacer's minimum length (1 cell) before the amount.
    #expect(try layout.terminalLines() == ["a", "b", " -12.50 €"])
  }

  @Test("breakpoints of the worked example: extended to 38, standard 39 to 62, compact from 63")
  func workedBreakpoints() {
    let ranges = AdaptiveAmountRow(title: medium, amount: amount).breakpoints(environment: terminal)
    #expect(
      ranges == [
        AmountRowModeRange(mode: .extended, from: 1, to: 38),
        AmountRowModeRange(mode: .standard, from: 39, to: 62),
        AmountRowModeRange(mode: .compact, from: 63, to: nil),
      ])
  }

  @Test("breakpoints agree with a sweep over widths 1 to 200 for many titles")
  func breakpointsAgreeWithSweep() {
    let titles = [
      short, medium, long, "", "x", "吾輩は猫である。名前はまだ無い。", "Supercalifragilisticexpialidocious",
      "Coffee ☕️ & 🥐", "a\nb", "Überweisung an Müller GmbH – Rechnung 2024-118",
      "ร้านกาแฟริมทาง", "Пополнение счёта через банкомат", "한국어 텍스트를 줄바꿈합니다",
      "\n\n\n", "   ", " \n", String(repeating: " ", count: 30) + ", b",
    ]
    for title in titles {
      let row = AdaptiveAmountRow(title: title, amount: amount)
      let ranges = row.breakpoints(environment: terminal)
      for width in 1...200 {
        let mode = row.layout(width: Double(width), environment: terminal).mode
        let range = ranges.first {
          Double(width) >= $0.from && Double(width) <= ($0.to ?? .infinity)
        }
        #expect(range?.mode == mode, "\(title.debugDescription) at \(width)")
      }
    }
  }

  @Test("a consumer adds a fourth mode: title on top, amount with a date line below")
  func customCandidate() throws {
    let dated = AmountRowCandidate(mode: "dated") { parts in
      VStack(alignment: .leading) {
        parts.title
        HStack {
          if let subtitle = parts.subtitle { subtitle }
          Spacer()
          parts.amount.fixedSize()
        }
      }
    }
    let configuration = AdaptiveAmountRow.Configuration(
      candidates: [.compact, dated])
    let layout = AdaptiveAmountRow(
      title: medium, amount: amount, subtitle: "2024-05-01", configuration: configuration
    ).layout(width: 32, environment: terminal)
    #expect(layout.mode == "dated")
    #expect(
      try layout.terminalLines() == [
        "some text which can obviously be", "wrapped in two lines",
        "2024-05-01              -12.50 €",
      ])
  }

  @Test("configuration: a wider spacer and a three-line standard mode")
  func configuration() throws {
    let configuration = AdaptiveAmountRow.Configuration(spacerMinLength: 4, standardLineLimit: 3)
    let layout = AdaptiveAmountRow(title: long, amount: amount, configuration: configuration)
      .layout(width: 40, environment: terminal)
    #expect(layout.mode == .standard)
    #expect(try layout.terminalLines().last?.hasSuffix("    -12.50 €") == true)
  }

  @Test("a configuration changed after a copy leaves the copy as it was, and each lays rows out")
  func configurationCopiesAreIndependent() throws {
    let original = AdaptiveAmountRow.Configuration()
    var changed = original
    changed.spacerMinLength = 4
    changed.standardLineLimit = 3
    changed.candidates.removeLast()
    #expect(original.spacerMinLength == 2)
    #expect(original.standardLineLimit == 2)
    #expect(original.candidates.count == AmountRowCandidate.defaults.count)
    #expect(changed.candidates.map(\.mode) == AmountRowCandidate.defaults.dropLast().map(\.mode))
    // Each lays a row out as a configuration made with its values from the start.
    let fresh = AdaptiveAmountRow.Configuration(
      spacerMinLength: 4, standardLineLimit: 3,
      candidates: Array(AmountRowCandidate.defaults.dropLast()))
    for (configuration, reference) in [
      (original, AdaptiveAmountRow.Configuration()), (changed, fresh),
    ] {
      let lines = AdaptiveAmountRow(title: long, amount: amount, configuration: configuration)
        .terminalLines(width: 40)
      let expected = AdaptiveAmountRow(title: long, amount: amount, configuration: reference)
        .terminalLines(width: 40)
      #expect(lines == expected)
    }
  }

  @Test("the title's style applies to the title: keep-all keeps Korean words whole")
  func titleStyle() throws {
    let title = "한국어 텍스트를 줄바꿈합니다"
    // Greedy filling alone (the none strategy), with and without keep-all.
    var greedy = terminal
    greedy.lineBreakStrategy = .none
    let plain = AdaptiveAmountRow(title: title, amount: amount).layout(
      width: 24, environment: greedy)
    let keepAll = AdaptiveAmountRow(
      title: title, amount: amount,
      configuration: AdaptiveAmountRow.Configuration(titleStyle: {
        $0.lineBreakOptions = LineBreakOptions(locale: "ko", keepAll: true, strategy: .none)
      })
    ).layout(width: 24, environment: terminal)
    // Without keep-all the title breaks between syllables and fills its first line.
    #expect(try plain.terminalLines().first == "한국어 텍스트를 줄바꿈합")
    // With it, only at spaces.
    #expect(try keepAll.terminalLines().first == "한국어 텍스트를")
    #expect(try keepAll.terminalLines().last?.hasSuffix(amount) == true)
  }

  @Test("uniform policy: every row takes the most compact mode all rows fit in")
  func uniformPolicy() throws {
    let rows = [short, medium].map { AdaptiveAmountRow(title: $0, amount: amount) }
    let perRow = AdaptiveAmountRow.layoutList(rows, width: 48, environment: terminal)
    #expect(perRow.map(\.mode) == [.compact, .standard])
    let uniform = AdaptiveAmountRow.layoutList(
      rows, width: 48, policy: .uniform, environment: terminal)
    #expect(uniform.map(\.mode) == [.standard, .standard])
    #expect(try uniform[0].terminalLines() == ["short Text                              -12.50 €"])
  }

  @Test("a row nested in a stack chooses for the width the stack gives it")
  func nestedRow() {
    let list = VStack(alignment: .leading, spacing: 0) {
      AdaptiveAmountRow(title: short, amount: amount)
      AdaptiveAmountRow(title: medium, amount: amount)
    }
    let result = list.layout(in: ProposedSize(width: 48, height: nil), environment: terminal)
    #expect(
      TerminalRenderer().render(result) == [
        "short Text                              -12.50 €",
        "some text which can obviously be",
        "wrapped in two lines                    -12.50 €",
      ])
  }

  @Test("the README's row example prints what the README shows")
  func readmeExample() throws {
    let row = AdaptiveAmountRow(title: medium, amount: amount)
    let printed = try [72.0, 48, 32].map { width in
      let layout = row.layout(width: width, environment: terminal)
      return try "\(layout.mode) \(layout.terminalLines())"
    }
    #expect(
      printed == [
        "compact [\"some text which can obviously be wrapped in two lines           -12.50 €\"]",
        "standard [\"some text which can obviously be\", \"wrapped in two lines                    -12.50 €\"]",
        "extended [\"some text which can obviously be\", \"wrapped in two lines\", \"                        -12.50 €\"]",
      ])
    // README: `row.breakpoints(environment: terminal)  // extended 1-38, standard 39-62, compact 63+`
    let breakpoints = row.breakpoints(environment: terminal)
    #expect("\(breakpoints)" == "extended 1-38, standard 39-62, compact 63+")
    #expect(breakpoints.mode(at: 40) == .standard && breakpoints.mode(at: 0) == nil)
    let readme = try? String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme?.contains("row.breakpoints(environment: terminal)  // \(breakpoints)") == true)
  }
}

/// The package's root directory.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("A row's lines carry what its layout found")
struct AmountRowLinesDiagnosticsTests {
  private let row = AdaptiveAmountRow(title: "short Text", amount: "-12.50 €")

  @Test("an invalid width is named in the words a view's root proposal uses")
  func invalidWidths() {
    // A view's own layout gives the words for NaN and a negative width.
    let view = Text("x")
    let nan = view.layout(in: ProposedSize(width: .nan, height: nil)).diagnostics
    let negative = view.layout(in: ProposedSize(width: -.infinity, height: nil)).diagnostics
    #expect(nan.map(\.message) == ["proposed width is NaN; read as unspecified"])
    #expect(negative.map(\.message) == ["proposed width -inf is negative; read as 0"])
    #expect(Array(row.terminalLines(width: .nan).diagnostics.prefix(1)) == nan)
    #expect(row.layout(width: .nan).diagnostics == row.terminalLines(width: .nan).diagnostics)
    #expect(Array(row.terminalLines(width: -.infinity).diagnostics.prefix(1)) == negative)
    #expect(
      row.terminalLines(width: .infinity).diagnostics.map(\.message) == [
        "proposed width inf is infinite; read as unspecified"
      ])
  }

  @Test("a whole width given as an Int lays the row out as that width as a Double does")
  func intWidths() throws {
    let cells = 12
    let layout = row.layout(width: cells)
    #expect(layout.mode == row.layout(width: 12.0).mode)
    #expect(try layout.terminalLines() == row.terminalLines(width: 12.0).lines)
    #expect(row.terminalLines(width: cells) == row.terminalLines(width: 12.0))
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    #expect(
      try row.terminalLines(width: cells, environment: terminal) == row.terminalLines(width: 12.0))
  }

  @Test("a row read at width 0 overflows, and its lines say so with its width")
  func overflow() {
    let lines = row.terminalLines(width: -3)
    // The amount alone is 8 cells, after the spacer's 1: the row is 9 wide.
    #expect(lines.rowWidth == 9)
    #expect(
      lines.diagnostics.map(\.message) == [
        "proposed width -3 is negative; read as 0",
        "the row is 9 wide, wider than its width 0; nothing is cut",
      ])
    let fits = row.terminalLines(width: 20)
    #expect(fits.diagnostics.isEmpty)
    #expect(fits.rowWidth == 20)
  }
}
