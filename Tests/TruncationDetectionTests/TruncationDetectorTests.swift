import LayoutEngine
import TestSupport
import Testing
import TextMeasurement
import TruncationDetection

private let pieces = [
  "a", "word", "longerword", " ", " ", "  ", "\n", "\r\n", "吾輩", "は", "。", "、", "ภาษา", "ไทย",
  "한국어", "텍스트", "مرحبا", "Ü", "é", "👍🏽", "👨‍👩‍👧", "🇯🇵", "☕️", "e\u{301}", "\t", "-", "12.50",
  "€", "\u{2028}", "x\u{200B}y",
]

private func context(lineLimit: Int?, reservesSpace: Bool, mode: TruncationMode)
  -> LayoutContext
{
  var environment = EnvironmentValues(measurer: TerminalCellMeasurer())
  environment.lineLimit = lineLimit
  environment.lineLimitReservesSpace = reservesSpace && lineLimit != nil
  environment.truncationMode = mode
  return LayoutContext(environment: environment)
}

@Suite("Truncation detector")
struct TruncationDetectorTests {
  @Test("a one-line title that needs two lines is truncated: lines needed vs allowed")
  func oneLineTitle() {
    let title = Text("some text which can obviously be wrapped in two lines")
    let limited = context(lineLimit: 1, reservesSpace: false, mode: .tail)
    let proposal = ProposedSize(width: 38, height: nil)
    let verdict = TruncationDetector.detect(title, proposal: proposal, context: limited)
    #expect(verdict == TruncationVerdict(reason: .lines(needed: 2, allowed: 1)))
    #expect(TruncationDetector.reference(title, proposal: proposal, context: limited).isTruncated)
  }

  @Test("a wrapped title within its line limit is not truncated, by either method")
  func wrappedWithinLimit() {
    let title = Text("some text which can obviously be wrapped in two lines")
    let limited = context(lineLimit: 2, reservesSpace: false, mode: .tail)
    let proposal = ProposedSize(width: 38, height: nil)
    #expect(!TruncationDetector.detect(title, proposal: proposal, context: limited).isTruncated)
    #expect(!TruncationDetector.reference(title, proposal: proposal, context: limited).isTruncated)
  }

  @Test("a height that allows fewer lines than needed truncates")
  func heightLimited() {
    let title = Text("aa bb cc")
    let plain = context(lineLimit: nil, reservesSpace: false, mode: .tail)
    let proposal = ProposedSize(width: 2, height: 2)
    #expect(
      TruncationDetector.detect(title, proposal: proposal, context: plain)
        == TruncationVerdict(reason: .lines(needed: 3, allowed: 2)))
    #expect(TruncationDetector.reference(title, proposal: proposal, context: plain).isTruncated)
  }

  @Test("a zero width truncates a text with something to show, by width")
  func zeroWidth() {
    let plain = context(lineLimit: nil, reservesSpace: false, mode: .tail)
    let proposal = ProposedSize(width: 0, height: nil)
    let verdict = TruncationDetector.detect(Text("abc"), proposal: proposal, context: plain)
    #expect(verdict.isTruncated)
    if case .width = verdict.reason {} else { Issue.record("expected a width reason: \(verdict)") }
    #expect(
      TruncationDetector.reference(Text("abc"), proposal: proposal, context: plain).isTruncated)
    #expect(!TruncationDetector.detect(Text(""), proposal: proposal, context: plain).isTruncated)
    #expect(
      !TruncationDetector.reference(Text(""), proposal: proposal, context: plain).isTruncated)
  }

  @Test("a zero width truncates a text of only whitespace or newlines, which no width changes")
  func zeroWidthWithoutInk() {
    let plain = context(lineLimit: nil, reservesSpace: false, mode: .tail)
    let oneLine = context(lineLimit: 1, reservesSpace: false, mode: .tail)
    for title in ["   ", "\n\n\n", " \n "] {
      for (width, environment) in [(0.0, plain), (0, oneLine)] {
        let proposal = ProposedSize(width: width, height: nil)
        let text = Text(title)
        #expect(
          TruncationDetector.detect(text, proposal: proposal, context: environment).isTruncated)
        #expect(
          TruncationDetector.reference(text, proposal: proposal, context: environment).isTruncated)
      }
      // At every positive width it takes the same lines: shown in full without a line limit.
      for width in [0.5, 1, 7] {
        let proposal = ProposedSize(width: width, height: nil)
        #expect(
          !TruncationDetector.detect(Text(title), proposal: proposal, context: plain).isTruncated)
        #expect(
          !TruncationDetector.reference(Text(title), proposal: proposal, context: plain)
            .isTruncated)
      }
    }
  }

  @Test("spaces broken between clusters: the reference agrees at every width (fuzz finding 10)")
  func spacesBrokenInEmergency() {
    // 66 spaces, a comma (no break before it), 37 spaces, a halfwidth katakana.
    let title = Text(
      String(repeating: " ", count: 66) + "," + String(repeating: " ", count: 37) + "ｱ")
    var environment = EnvironmentValues(measurer: TerminalCellMeasurer(ambiguousIsWide: true))
    environment.lineBreakOptions = LineBreakOptions(locale: "zh", strictness: .normal)
    let unlimited = LayoutContext(environment: environment)
    environment.lineLimit = 2
    let twoLines = LayoutContext(environment: environment)
    for width in 1...110 {
      let proposal = ProposedSize(width: Double(width), height: nil)
      for context in [unlimited, twoLines] {
        let fast = TruncationDetector.detect(title, proposal: proposal, context: context)
        let reference = TruncationDetector.reference(title, proposal: proposal, context: context)
        #expect(fast.isTruncated == reference.isTruncated, "at \(width): \(fast), \(reference)")
      }
    }
    // The spaces before the comma hang on a line of their own, at any width below 67.
    let lines = title.textLayout(for: ProposedSize(width: 21, height: nil), context: unlimited)
    #expect(lines.lines.map(\.text) == ["", ",", "ｱ"])
  }

  @Test("a cluster wider than the width overflows but is not truncated")
  func overflowIsNotTruncation() {
    let plain = context(lineLimit: nil, reservesSpace: false, mode: .tail)
    let proposal = ProposedSize(width: 1, height: nil)
    #expect(!TruncationDetector.detect(Text("漢"), proposal: proposal, context: plain).isTruncated)
    #expect(
      !TruncationDetector.reference(Text("漢"), proposal: proposal, context: plain).isTruncated)
  }

  @Test(
    "the one-measurement answer agrees with the three-measurement reference on 5,000 random cases")
  func fastAgreesWithReference() {
    var generator = SplitMix64(seed: 0x5EED_0004)
    var truncatedCount = 0
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let string = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      let width: Double? =
        Int.random(in: 0..<10, using: &generator) == 0
        ? nil
        : Double(Int.random(in: 0...30, using: &generator))
          + (Bool.random(using: &generator) ? 0 : 0.5)
      let height: Double? =
        Bool.random(using: &generator) ? nil : Double(Int.random(in: 0...4, using: &generator))
      let lineLimit: Int? =
        Bool.random(using: &generator) ? nil : Int.random(in: 1...3, using: &generator)
      let mode = TruncationMode.allCases.randomElement(using: &generator) ?? .tail
      let layoutContext = context(
        lineLimit: lineLimit, reservesSpace: Bool.random(using: &generator), mode: mode)
      let proposal = ProposedSize(width: width, height: height)
      let text = Text(string)
      let fast = TruncationDetector.detect(text, proposal: proposal, context: layoutContext)
      let reference = TruncationDetector.reference(
        text, proposal: proposal, context: layoutContext)
      #expect(
        fast.isTruncated == reference.isTruncated,
        "\(string.debugDescription) at \(proposal), limit \(String(describing: lineLimit)): fast \(fast), reference \(reference)"
      )
      if fast.isTruncated { truncatedCount += 1 }
    }
    // The generator must exercise both answers, or agreement would say little.
    #expect(truncatedCount > 500)
    #expect(truncatedCount < 4_500)
  }
}

@Suite("The detector's documented example")
struct TruncationDetectorExampleTests {
  @Test("the doc comment's example: a one-line limit from the environment truncates at 38 cells")
  func docExample() {
    var environment = EnvironmentValues(measurer: TerminalCellMeasurer())
    environment.lineLimit = 1
    let context = LayoutContext(environment: environment)
    let title = Text("some text which can obviously be wrapped in two lines")
    let verdict = TruncationDetector.detect(
      title, proposal: ProposedSize(width: 38, height: nil), context: context)
    #expect(verdict.isTruncated)
    #expect(verdict.reason == .lines(needed: 2, allowed: 1))
    // The seed's three measurements agree.
    #expect(
      TruncationDetector.reference(
        title, proposal: ProposedSize(width: 38, height: nil), context: context
      ).isTruncated)
  }
}
