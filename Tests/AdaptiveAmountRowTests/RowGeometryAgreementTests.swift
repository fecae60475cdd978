import CellRendering
import LayoutEngine
import TestSupport
import Testing
import TextMeasurement

@testable import AdaptiveAmountRow

private let pieces = [
  "Coffee", "Café", "naïve", "Straße", " ", "  ", "\n", "\r\n", "a", "Supermarket", "咖啡", "東京駅",
  "、", "。", "ありがとう", "สวัสดี", "ครับ", "مرحبا", "متجر", "👍🏽", "👨‍👩‍👧", "🇯🇵", "☕️", "e\u{301}",
  "\u{200B}", "-", "/", "(refund)", "A-very-long-merchant-name-without-spaces", "€", "1234",
  "\u{00A0}", "\t", "ﾊﾝｶｸ", "한국어", "Ελληνικά",
]

private let measurers: [any TextMeasurer] = [
  TerminalCellMeasurer(),
  TerminalCellMeasurer(ambiguousIsWide: true),
  FixedAdvanceMeasurer(),
  FixedAdvanceMeasurer(
    advance: 7, lineHeight: 17, baselineOffset: 13, horizontalSpacing: 8, verticalSpacing: 8,
    spacerLength: 8, pixelGrid: 0.5),
  FixedAdvanceMeasurer(advance: 1, lineHeight: 2, baselineOffset: 1.5, pixelGrid: 0),
  FixedAdvanceMeasurer(
    advance: 7, lineHeight: 17, baselineOffset: 13, horizontalSpacing: 8, verticalSpacing: 8,
    spacerLength: 8, pixelGrid: 0.5,
    textSpacing: TextSpacing(aboveText: 4.5, belowText: 8.5, betweenTexts: 2)),
]

/// A row of `title` and `candidates` that the row's geometry lays out, and the same row with
/// a title style, which sends it through the layout engine.
private func rowPair(title: String, candidates: [AmountRowCandidate]) -> (
  direct: AdaptiveAmountRow, engine: AdaptiveAmountRow
) {
  (
    AdaptiveAmountRow(
      title: title, amount: "-12.50 €",
      configuration: AdaptiveAmountRow.Configuration(candidates: candidates)),
    AdaptiveAmountRow(
      title: title, amount: "-12.50 €",
      configuration: AdaptiveAmountRow.Configuration(titleStyle: { _ in }, candidates: candidates))
  )
}

private let candidateSets: [[AmountRowCandidate]] = [
  AmountRowCandidate.defaults,
  [.standard],
  [.extended, .compact],
  [.compact, .extended],
  [.standard, .compact, .extended],
]

@Suite("Rows of built-in candidates: the geometry agrees with the engine")
struct RowGeometryAgreementTests {
  @Test("mode, reports, size, lines and breakpoints agree for 1,500 random rows")
  func agreesWithEngine() throws {
    var generator = SplitMix64(seed: 0x5EED_0006)
    var modes: [AmountRowMode: Int] = [:]
    for iteration in 0..<1500 {
      let title = generator.joinedPieces(pieces, countIn: 0...9)
      let amountText =
        Bool.random(using: &generator)
        ? "-12.50 €" : generator.joinedPieces(pieces, countIn: 0...2)
      let subtitle =
        Int.random(in: 0..<4, using: &generator) == 0
        ? generator.joinedPieces(pieces, countIn: 0...4) : nil
      let measurer = measurers.randomElement(using: &generator) ?? TerminalCellMeasurer()
      var environment = EnvironmentValues(measurer: measurer)
      environment.truncationMode = TruncationMode.allCases.randomElement(using: &generator) ?? .tail
      environment.multilineTextAlignment =
        [TextAlignment.leading, .center, .trailing].randomElement(using: &generator) ?? .leading
      environment.lineBreakStrategy =
        LineBreakStrategy.allCases.randomElement(using: &generator) ?? .standard
      var candidates = candidateSets.randomElement(using: &generator) ?? AmountRowCandidate.defaults
      if subtitle != nil || Bool.random(using: &generator) {
        candidates = candidates.map { $0.withSubtitleLine() }
      }
      let spacer: Double = [0, 1, 2, 3.5].randomElement(using: &generator) ?? 2
      let limit = Int.random(in: 1...3, using: &generator)
      let scale = (measurer as? FixedAdvanceMeasurer)?.advance ?? 1
      let width =
        (Double(Int.random(in: 1...90, using: &generator))
          + (Bool.random(using: &generator) ? 0 : 0.5)) * scale

      let direct = AdaptiveAmountRow(
        title: title, amount: amountText, subtitle: subtitle,
        configuration: AdaptiveAmountRow.Configuration(
          spacerMinLength: spacer, standardLineLimit: limit, candidates: candidates))
      // A title style, even one that changes nothing, sends the row through the engine.
      let engine = AdaptiveAmountRow(
        title: title, amount: amountText, subtitle: subtitle,
        configuration: AdaptiveAmountRow.Configuration(
          spacerMinLength: spacer, standardLineLimit: limit, titleStyle: { _ in },
          candidates: candidates))
      let fast = direct.layout(width: width, environment: environment)
      let slow = engine.layout(width: width, environment: environment)
      let input =
        "#\(iteration) title \(title.debugDescription) amount \(amountText.debugDescription) "
        + "subtitle \(String(describing: subtitle)) width \(width) measurer \(measurer)"
      #expect(fast.mode == slow.mode, "\(input)")
      #expect(fast.candidates == slow.candidates, "\(input)")
      #expect(fast.size == slow.size, "\(input)")
      #expect(fast.overflows == slow.overflows, "\(input)")
      #expect(fast.drawnLines() == slow.drawnLines(), "\(input)")
      // Lines alone: the geometry stops judging at its first shown candidate and places it;
      // the engine's row is laid out in full. Both draw what the layout draws.
      #expect(fast.diagnostics == slow.diagnostics, "\(input)")
      let expected = AmountRowLines(
        mode: slow.mode, modeIndex: slow.modeIndex, lines: slow.drawnLines(),
        rowWidth: slow.size.width, diagnostics: slow.diagnostics)
      #expect(
        direct.terminalLines(width: width, inCells: environment, preparingTitle: nil)
          == expected,
        "\(input)")
      #expect(
        engine.terminalLines(width: width, inCells: environment, preparingTitle: nil)
          == expected,
        "\(input)")
      if iteration % 25 == 0 {
        #expect(
          direct.breakpoints(environment: environment)
            == engine.breakpoints(environment: environment), "\(input)")
      }
      if iteration % 50 == 0 {
        // The tree built on demand is the engine's, and draws the same lines.
        #expect(fast.result.size == slow.result.size, "\(input)")
        #expect(fast.result.dump() == slow.result.dump(), "\(input)")
      }
      modes[fast.mode, default: 0] += 1
    }
    // Every mode was exercised, each many times.
    #expect(modes[.compact, default: 0] > 150)
    #expect(modes[.standard, default: 0] > 150)
    #expect(modes[.extended, default: 0] > 150)
  }

  @Test(
    "every built-in description, and two that no built-in mode uses, alone and with a subtitle line, agree for random rows"
  )
  func everyDescriptionAgrees() throws {
    var generator = SplitMix64(seed: 0x5EED_0026)
    // Three lines of title beside the amount on their centers, and the amount below a title
    // of the standard limit after a spacer of the configured length.
    let others = [
      RowDescription(
        mode: "roomy", titleLines: .upTo(3), amount: .beside(.center), spacer: .configured),
      RowDescription(
        mode: "stacked", titleLines: .standardLimit, amount: .below, spacer: .configured),
    ]
    for description in RowDescription.builtIn + others {
      var shown = 0
      for iteration in 0..<200 {
        let title = generator.joinedPieces(pieces, countIn: 0...9)
        let subtitle = iteration % 3 == 0 ? generator.joinedPieces(pieces, countIn: 0...4) : nil
        let measurer = measurers[iteration % measurers.count]
        var environment = EnvironmentValues(measurer: measurer)
        environment.multilineTextAlignment =
          [TextAlignment.leading, .center, .trailing].randomElement(using: &generator) ?? .leading
        let candidate = AmountRowCandidate(description)
        let candidates = iteration % 2 == 0 ? [candidate] : [candidate.withSubtitleLine()]
        let spacer: Double = [0, 1, 2, 3.5].randomElement(using: &generator) ?? 2
        let limit = Int.random(in: 1...3, using: &generator)
        let scale = (measurer as? FixedAdvanceMeasurer)?.advance ?? 1
        let width = Double(Int.random(in: 1...60, using: &generator)) * scale
        func row(_ style: (@Sendable (inout EnvironmentValues) -> Void)?) -> AdaptiveAmountRow {
          AdaptiveAmountRow(
            title: title, amount: "-12.50 €", subtitle: subtitle,
            configuration: AdaptiveAmountRow.Configuration(
              spacerMinLength: spacer, standardLineLimit: limit, titleStyle: style,
              candidates: candidates))
        }
        let geometry = row(nil)
        let engine = row { _ in }
        #expect(geometry.path(width: width, environment: environment) == .geometry)
        let fast = geometry.layout(width: width, environment: environment)
        let slow = engine.layout(width: width, environment: environment)
        let input =
          "\(description.mode) #\(iteration) title \(title.debugDescription) width \(width) "
          + "measurer \(measurer)"
        #expect(fast.candidates == slow.candidates, "\(input)")
        #expect(fast.size == slow.size, "\(input)")
        #expect(fast.drawnLines() == slow.drawnLines(), "\(input)")
        #expect(
          geometry.terminalLines(width: width, inCells: environment, preparingTitle: nil).lines
            == slow.drawnLines(), "\(input)")
        if iteration % 20 == 0 {
          #expect(
            geometry.breakpoints(environment: environment)
              == engine.breakpoints(environment: environment), "\(input)")
        }
        if !fast.candidates[0].verdict.isTruncated { shown += 1 }
      }
      // Each description shows its title in many rows and truncates it in others (extended
      // never truncates).
      #expect(shown > 40, "\(description.mode)")
      #expect(shown < 200 || description.titleLines == .unlimited, "\(description.mode)")
    }
  }

  @Test(
    "rows of one to nine placed lines, across the four a row keeps in place, draw as the engine draws them"
  )
  func placedLinesPastTheKeptFourAgree() {
    // Extended puts each word of the title on its own line at width 6, then the amount, then
    // the subtitle: from one title line (three placed lines) to seven (nine).
    for words in 1...7 {
      let title = (1...words).map { "word\($0)" }.joined(separator: " ")
      for subtitle in [nil, "May 2024"] {
        let configuration = AdaptiveAmountRow.Configuration(
          candidates: [AmountRowCandidate.extended.withSubtitleLine()])
        var styled = configuration
        styled.titleStyle = { _ in }
        let direct = AdaptiveAmountRow(
          title: title, amount: "-12.50 €", subtitle: subtitle, configuration: configuration)
        let engine = AdaptiveAmountRow(
          title: title, amount: "-12.50 €", subtitle: subtitle, configuration: styled)
        let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
        #expect(direct.path(width: 6, environment: environment) == .geometry)
        let slow = engine.layout(width: 6, environment: environment).drawnLines()
        let input = "\(words) words, subtitle \(subtitle ?? "none")"
        #expect(slow.count == words + 1 + (subtitle == nil ? 0 : 1), "\(input)")
        #expect(direct.layout(width: 6, environment: environment).drawnLines() == slow, "\(input)")
        #expect(
          direct.terminalLines(width: 6, inCells: environment, preparingTitle: nil).lines == slow,
          "\(input)")
      }
    }
  }

  @Test("a title large enough to have its lines filled at two widths together agrees too")
  func largeTitlesAgree() throws {
    var generator = SplitMix64(seed: 0x5EED_0016)
    for iteration in 0..<6 {
      // About 20,000 clusters or more: past the size at which the geometry fills the
      // first stack's count and extended's lines in one pass.
      var title = ""
      while title.count < 20_000 { title += generator.joinedPieces(pieces, countIn: 1...9) }
      let measurer = measurers[iteration % measurers.count]
      let environment = EnvironmentValues(measurer: measurer)
      let candidates = candidateSets[iteration % candidateSets.count]
      let scale = (measurer as? FixedAdvanceMeasurer)?.advance ?? 1
      for width in [8.0, 40, 41.5, 200].map({ $0 * scale }) {
        let (direct, engine) = rowPair(title: title, candidates: candidates)
        let fast = direct.layout(width: width, environment: environment)
        let slow = engine.layout(width: width, environment: environment)
        let input = "#\(iteration) width \(width) measurer \(measurer) candidates \(candidates)"
        #expect(fast.mode == slow.mode, "\(input)")
        #expect(fast.candidates == slow.candidates, "\(input)")
        #expect(fast.size == slow.size, "\(input)")
        #expect(fast.drawnLines() == slow.drawnLines(), "\(input)")
        #expect(
          direct.terminalLines(width: width, inCells: environment, preparingTitle: nil)
            == AmountRowLines(
              mode: slow.mode, modeIndex: slow.modeIndex, lines: slow.drawnLines(),
              rowWidth: slow.size.width, diagnostics: slow.diagnostics), "\(input)")
      }
    }
  }
}

@Suite("Large titles at the size where two fills become one pass")
struct FusedFillThresholdTests {
  @Test(
    "a title one cluster either side of the size fills ahead only from it, and agrees with the engine at any width"
  )
  func eitherSide() throws {
    let size = RowGeometry.fillsTogetherFrom
    let text = String(repeating: "Bäckerei Müller, Filiale ", count: size / 25 + 2)
    for clusters in [size - 1, size] {
      let title = String(text.prefix(clusters))
      for measurer in [measurers[0], measurers[3]] {
        let environment = EnvironmentValues(measurer: measurer)
        #expect(PreparedText(title, measurer: measurer).measured.clusterCount == clusters)
        let scale = (measurer as? FixedAdvanceMeasurer)?.advance ?? 1
        for candidates in [AmountRowCandidate.defaults, [.compact, .extended], [.standard]] {
          let (direct, engine) = rowPair(title: title, candidates: candidates)
          for width in [0, -3, 8 * scale, 40 * scale, .infinity, .nan] {
            let input = "\(clusters) clusters, width \(width), \(measurer), \(candidates)"
            // Extended's lines are filled with the first stack's count from the size on, when
            // the row has both and the stack leaves the title room (at 8 cells the amount
            // takes it all); not below the size, nor at a width that shows nothing.
            let geometry = RowGeometry(direct, environment: environment)
            let ahead = geometry.linesFilledAhead(width: width).lines(atWidth: width)
            let expected = clusters >= size && candidates.count > 1 && width == 40 * scale
            #expect((ahead != nil) == expected, "\(input)")
            let fast = direct.layout(width: width, environment: environment)
            let slow = engine.layout(width: width, environment: environment)
            #expect(fast.mode == slow.mode, "\(input)")
            #expect(fast.candidates == slow.candidates, "\(input)")
            #expect(fast.size == slow.size, "\(input)")
            #expect(fast.drawnLines() == slow.drawnLines(), "\(input)")
          }
        }
      }
    }
  }
}

@Suite("Rows made from a title measured in advance")
struct PreparedTitleTests {
  @Test("a prepared title lays out exactly as the same title given as a string")
  func sameAsString() throws {
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    for title in ["Coffee", "some text which can obviously be wrapped in two lines", "東京駅 売店", ""] {
      let prepared = PreparedText(title, measurer: TerminalCellMeasurer())
      #expect(prepared.isMeasured(as: environment))
      for width in [12.0, 20, 32, 48, 72] {
        let fromString = AdaptiveAmountRow(title: title, amount: "-12.50 €")
          .layout(width: width, environment: environment)
        let fromPrepared = AdaptiveAmountRow(title: prepared, amount: "-12.50 €")
          .layout(width: width, environment: environment)
        #expect(fromPrepared.mode == fromString.mode)
        #expect(fromPrepared.candidates == fromString.candidates)
        #expect(try fromPrepared.terminalLines() == fromString.terminalLines())
      }
    }
  }

  @Test("a text is measured as an environment would measure it only with an equal measurer")
  func measuredAsComparesMeasurers() {
    struct Plain: TextMeasurer {
      func advance(ofCluster cluster: Substring) -> Double { 1 }
      var lineHeight: Double { 1 }
      var baselineOffset: Double { 1 }
      func defaultSpacing(along axis: Axis) -> Double { 1 }
      var defaultSpacerLength: Double { 1 }
      var pixelGrid: Double { 1 }
    }
    let measurers: [any TextMeasurer] = [
      TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true), FixedAdvanceMeasurer(),
      FixedAdvanceMeasurer(advance: 2), AnsweringMeasurer(advance: 1),
      AnsweringMeasurer(advance: 2), Plain(),
    ]
    for (index, measurer) in measurers.enumerated() {
      let prepared = PreparedText("Coffee", measurer: measurer)
      for (other, environmentMeasurer) in measurers.enumerated() {
        let environment = EnvironmentValues(measurer: environmentMeasurer)
        // Equal only to itself; a measurer that is not Hashable is never known to be equal.
        #expect(
          prepared.isMeasured(as: environment) == (index == other && !(measurer is Plain)),
          "\(index) \(other)")
      }
      var otherOptions = EnvironmentValues(measurer: measurer)
      otherOptions.lineBreakOptions = LineBreakOptions(locale: "ja")
      #expect(!prepared.isMeasured(as: otherOptions))
    }
  }

  @Test("a title measured another way is measured again in the row's environment")
  func remeasuredWhenTheMeasurerDiffers() {
    let title = "吾輩は猫である。名前はまだ無い。"
    // Measured one unit a character: 16 units, where terminal cells count 32.
    let prepared = PreparedText(title, measurer: FixedAdvanceMeasurer())
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    #expect(!prepared.isMeasured(as: environment))
    let layout = AdaptiveAmountRow(title: prepared, amount: "-12.50 €")
      .layout(width: 20, environment: environment)
    // In cells the title needs 4 lines beside the amount (standard would be 2 in units).
    #expect(layout.mode == .extended)
    #expect(layout.candidates[0].titleWidthNeeded == 32)
  }
}

@Suite("Terminal renderer")
struct TerminalRendererTests {
  @Test("zero-width clusters are never lost: after a wide cluster, and at the start of a line")
  func zeroWidthKept() throws {
    // Two cells a cluster but the zero-width ones: a measurer of cells other than the
    // terminal's, drawn a cluster at a time.
    let wide = CellsAnswering(advance: 2, zeroWidthAsTerminal: true)
    let environment = EnvironmentValues(measurer: wide)
    for string in ["猫\u{200B}x", "\u{200B}ab", "a\u{200B}\u{2060}b"] {
      let result = Text(string).layout(in: .unspecified, environment: environment)
      let lines = try TerminalRenderer(measurer: wide).render(result)
      #expect(lines.joined() == string, "\(string.debugDescription)")
    }
  }

  @Test("terminal cells draw each line as a run: wide clusters and marks kept in order")
  func runsKeepText() throws {
    let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    let title = "東京\u{200B}駅 e\u{301} 👨‍👩‍👧 ok"
    let layout = AdaptiveAmountRow(title: title, amount: "-1 €").layout(
      width: 40, environment: environment)
    #expect(
      try layout.terminalLines() == [
        "東京\u{200B}駅 e\u{301} 👨‍👩‍👧 ok" + String(repeating: " ", count: 22) + "-1 €"
      ])
    #expect(try layout.terminalLines() == TerminalRenderer().render(layout.result))
  }
}
