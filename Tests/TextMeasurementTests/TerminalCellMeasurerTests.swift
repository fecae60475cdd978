import LayoutEngine
import Testing

@testable import TextMeasurement

private let cells = TerminalCellMeasurer()

/// The cells of `text` taken as one cluster.
private func width(_ text: String, _ measurer: TerminalCellMeasurer = cells) -> Double {
  measurer.advance(ofCluster: text[...])
}

@Suite("Terminal cell widths")
struct TerminalCellMeasurerTests {
  @Test("rule 1: a flag (two regional indicators) is 2 cells")
  func flags() {
    #expect(width("🇯🇵") == 2)
    #expect(width("🇺🇦") == 2)
    #expect(MeasuredText("🇯🇵🇺🇦", measurer: cells).clusterCount == 2)
  }

  @Test("rule 2: VS16 after an Emoji base makes 2 cells, keycaps included")
  func variationSelector16() {
    #expect(width("\u{2764}") == 1)  // ❤ text presentation, EAW neutral
    #expect(width("\u{2764}\u{FE0F}") == 2)  // ❤️
    #expect(width("\u{00A9}\u{FE0F}") == 2)  // ©️
    #expect(width("1\u{FE0F}\u{20E3}") == 2)  // 1️⃣
    #expect(width("#\u{FE0F}\u{20E3}") == 2)  // #️⃣
    // VS16 after a non-emoji changes nothing.
    #expect(width("a\u{FE0F}") == 1)
  }

  @Test("rule 3: Emoji_Presentation first makes the whole cluster 2 cells")
  func emojiPresentation() {
    #expect(width("😀") == 2)
    #expect(width("👍🏽") == 2)  // skin tone
    #expect(width("👩‍👩‍👧‍👦") == 2)  // ZWJ family
    #expect(width("🏳️‍🌈") == 2)  // rainbow flag: VS16 and ZWJ
    #expect(MeasuredText("👩‍👩‍👧‍👦👍🏽", measurer: cells).clusterCount == 2)
  }

  @Test("rule 4: East_Asian_Width Wide or Fullwidth is 2 cells")
  func wideAndFullwidth() {
    #expect(width("猫") == 2)
    #expect(width("あ") == 2)
    #expect(width("한") == 2)
    #expect(width("Ａ") == 2)  // U+FF21 fullwidth
    #expect(width("！") == 2)  // U+FF01 fullwidth
    #expect(width("ｱ") == 1)  // U+FF71 halfwidth katakana
    #expect(width("\u{302A}") == 2)  // a Wide mark: rule 4 comes before rule 5
  }

  @Test("rule 5: marks, format characters, medial and final jamo, ZWSP are 0 cells")
  func zeroWidth() {
    #expect(width("\u{0301}") == 0)  // combining acute, Mn
    #expect(width("\u{20DD}") == 0)  // enclosing circle, Me
    #expect(width("\u{200D}") == 0)  // ZWJ, Cf
    #expect(width("\u{00AD}") == 0)  // soft hyphen, Cf
    #expect(width("\u{1160}") == 0)
    #expect(width("\u{11A8}") == 0)
    #expect(width("\u{200B}") == 0)
  }

  @Test("rule 6: ambiguous is 1 cell, or 2 with ambiguousIsWide")
  func ambiguous() {
    let wide = TerminalCellMeasurer(ambiguousIsWide: true)
    for text in ["±", "→", "α", "Ж", "①"] {
      #expect(width(text) == 1)
      #expect(width(text, wide) == 2)
    }
    #expect(width("a", wide) == 1)
    #expect(width("猫", wide) == 2)
  }

  @Test("rule 7: everything else is 1 cell, a combining sequence included")
  func everythingElse() {
    #expect(width("a") == 1)
    #expect(width("e\u{0301}") == 1)
    #expect(width("\u{FFFD}") == 1)
    #expect(width("a" + String(repeating: "\u{0301}", count: 200)) == 1)
  }

  @Test("Hangul jamo L+V+T are one cluster of 2 cells")
  func hangulJamo() {
    let measured = MeasuredText("\u{1100}\u{1161}\u{11A8}", measurer: cells)
    #expect(measured.clusterCount == 1)
    #expect(measured.width(0..<1) == 2)
  }

  @Test("the metrics are whole cells, spacing 1 across and 0 down")
  func metrics() {
    #expect(cells.lineHeight == 1)
    #expect(cells.baselineOffset == 1)
    #expect(cells.defaultSpacing(along: .horizontal) == 1)
    #expect(cells.defaultSpacing(along: .vertical) == 0)
    #expect(cells.defaultSpacerLength == 1)
    #expect(cells.pixelGrid == 1)
  }

  @Test("the advance of a run is the sum of its clusters")
  func runAdvance() {
    #expect(cells.advance(ofRun: "猫 cat 🇯🇵e\u{0301}") == 2 + 1 + 3 + 1 + 2 + 1)
    #expect(cells.advance(ofRun: "") == 0)
  }

  @Test("an environment keeps a terminal measurer as its layout metrics, with nothing to report")
  func keptAsMetrics() {
    var environment = EnvironmentValues()
    environment.textMeasurer = TerminalCellMeasurer(ambiguousIsWide: true)
    #expect(
      environment.layoutMetrics as? TerminalCellMeasurer
        == TerminalCellMeasurer(ambiguousIsWide: true))
    #expect(environment.metricsDiagnostics.isEmpty)
    #expect(environment.metricsAreTextMeasurer)
  }
}

@Suite("Fixed advance")
struct FixedAdvanceMeasurerTests {
  @Test("every cluster has the same advance except zero-width ones")
  func sameAdvance() {
    let fixed = FixedAdvanceMeasurer(advance: 10)
    for text in ["a", "猫", "👩‍👩‍👧‍👦", "🇯🇵", "e\u{0301}"] {
      #expect(fixed.advance(ofCluster: text[...]) == 10)
    }
    #expect(fixed.advance(ofCluster: "\u{200B}") == 0)
    #expect(fixed.advance(ofCluster: "\u{0301}") == 0)
    #expect(fixed.advance(ofRun: "ab 猫") == 40)
  }

  @Test("the metrics are the init's parameters, terminal-like by default")
  func metrics() {
    let defaults = FixedAdvanceMeasurer()
    #expect(defaults.advance == 1)
    #expect(defaults.lineHeight == 1)
    #expect(defaults.baselineOffset == 1)
    #expect(defaults.defaultSpacing(along: .horizontal) == 1)
    #expect(defaults.defaultSpacing(along: .vertical) == 0)
    #expect(defaults.defaultSpacerLength == 1)
    #expect(defaults.pixelGrid == 1)
    let custom = FixedAdvanceMeasurer(
      advance: 10, lineHeight: 12, baselineOffset: 9, horizontalSpacing: 8, verticalSpacing: 4,
      spacerLength: 6, pixelGrid: 0.5)
    #expect(custom.lineHeight == 12)
    #expect(custom.baselineOffset == 9)
    #expect(custom.defaultSpacing(along: .horizontal) == 8)
    #expect(custom.defaultSpacing(along: .vertical) == 4)
    #expect(custom.defaultSpacerLength == 6)
    #expect(custom.pixelGrid == 0.5)
  }

  @Test("a one-scalar cluster's width from the table is the rules' width, for every scalar")
  func scalarTableAgreesWithRules() {
    let wide = TerminalCellMeasurer(ambiguousIsWide: true)
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let cluster = Substring(String(scalar))
      if cells.advance(ofScalar: scalar) != cells.advance(ofCluster: cluster)
        || wide.advance(ofScalar: scalar) != wide.advance(ofCluster: cluster)
      {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty, "first: \(disagreements.prefix(5))")
  }

  @Test("the White_Space list is ICU's White_Space, for every scalar")
  func whiteSpaceListAgreesWithICU() {
    let differing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      UnicodeProperties.isWhiteSpace($0) != UnicodeProperties.icuIsWhiteSpace($0)
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test("the Emoji_Modifier list is ICU's Emoji_Modifier, for every scalar")
  func emojiModifierListAgreesWithICU() {
    let differing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      UnicodeProperties.isEmojiModifier($0) != UnicodeProperties.icuIsEmojiModifier($0)
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }
}
