import CICU
import LayoutEngine
import TestSupport
import Testing

@testable import TextMeasurement

private let cells = TerminalCellMeasurer()
private let none = LineBreakOptions(strategy: .none)
/// Greedy filling with the Hangul rule alone: the standard strategy's line counts.
private let hangulOnly = LineBreakOptions(keepAll: true, strategy: .none)

/// The visible text of each line of `text` at `width`.
private func shown(
  _ text: String, _ width: Double, _ options: LineBreakOptions = LineBreakOptions()
)
  -> [String]
{
  let measured = MeasuredText(text, measurer: cells, options: options)
  return measured.lines(width: width).map {
    String(measured.text($0.clusters.lowerBound..<$0.visibleEnd))
  }
}

/// Hand-worked cases of Docs/Semantics.md's line-break strategy, in terminal cells (a Latin
/// letter or space one cell, a Hangul syllable two).
@Suite("Line-break strategy")
struct LineBreakStrategyTests {
  @Test(
    "the contract's example: Salary May 2024 at 10 is Salary / May 2024, with none Salary May / 2024"
  )
  func contractExample() {
    #expect(shown("Salary May 2024", 10) == ["Salary", "May 2024"])
    #expect(shown("Salary May 2024", 10, none) == ["Salary May", "2024"])
    // The default of the options, of the environment and of a text is the standard strategy.
    #expect(LineBreakOptions().strategy == .standard)
    #expect(EnvironmentValues().lineBreakStrategy == .standard)
  }

  @Test("a Korean title keeps its words whole: 한국어 텍스트를 줄바꿈합니다 at 20 and 24 cells")
  func koreanWordsWhole() {
    let title = "한국어 텍스트를 줄바꿈합니다"  // 6 + 1 + 8 + 1 + 12 cells
    // At 20: greedy breaks inside 줄바꿈합니다; the Hangul rule moves it whole, and
    // 텍스트를 줄바꿈합니다 (21 cells) would not fit, so nothing is pushed out.
    #expect(shown(title, 20, none) == ["한국어 텍스트를 줄바", "꿈합니다"])
    #expect(shown(title, 20) == ["한국어 텍스트를", "줄바꿈합니다"])
    // At 24: 텍스트를 줄바꿈합니다 fits, so the last word is not left alone.
    #expect(shown(title, 24, none) == ["한국어 텍스트를 줄바꿈합", "니다"])
    #expect(shown(title, 24, hangulOnly) == ["한국어 텍스트를", "줄바꿈합니다"])
    #expect(shown(title, 24) == ["한국어", "텍스트를 줄바꿈합니다"])
  }

  @Test(
    "a Hangul word wider than the line is broken between clusters, and nothing is pushed out after it"
  )
  func koreanEmergencyBreak() {
    #expect(shown("줄바꿈합니다", 8) == ["줄바꿈합", "니다"])
    // 가 then the word on lines of its own; the line before the last was broken inside the
    // word, so the last line keeps only its piece.
    #expect(shown("가 줄바꿈합니다", 8) == ["가", "줄바꿈합", "니다"])
    #expect(shown("가 줄바꿈합니다", 8, none) == ["가 줄바", "꿈합니다"])
  }

  @Test("Chinese and Japanese break where they broke before")
  func chineseAndJapaneseUnchanged() {
    for (text, locale) in [
      ("吾輩は猫である。名前はまだ無い。", "ja"), ("東京駅、売店。", "ja"), ("我们的产品很好用。", "zh"),
    ] {
      let standard = MeasuredText(text, measurer: cells, options: LineBreakOptions(locale: locale))
      let greedy = MeasuredText(
        text, measurer: cells, options: LineBreakOptions(locale: locale, strategy: .none))
      let indices = 0..<standard.clusterCount
      #expect(indices.map(standard.breakAfter) == indices.map(greedy.breakAfter), "\(text)")
    }
    // ある。 is two segments (ICU breaks between kana), so the push-out leaves it as it is.
    #expect(shown("吾輩は猫である。", 10, LineBreakOptions(locale: "ja")) == ["吾輩は猫で", "ある。"])
  }

  @Test(
    "no push-out when the last line would not fit, holds two segments, or the line before holds one"
  )
  func noPushOut() {
    // bbbb cccccc is 11 cells.
    #expect(shown("aaaa bbbb cccccc", 10) == ["aaaa bbbb", "cccccc"])
    // The last line holds two segments.
    #expect(shown("aaa bbb cc dd", 7) == ["aaa bbb", "cc dd"])
    // The line before holds one segment: moving it would leave that line empty.
    #expect(shown("Supermarket 24", 12) == ["Supermarket", "24"])
    // A line broken inside a segment: Coffeeshop at 6 is Coffee / shop.
    #expect(shown("Coffeeshop", 6) == ["Coffee", "shop"])
    #expect(shown("Coffeeshop to", 6) == ["Coffee", "shop", "to"])
    // One line.
    #expect(shown("Salary May 2024", 15) == ["Salary May 2024"])
  }

  @Test("once per paragraph, the last two lines of each")
  func oncePerParagraph() {
    #expect(
      shown("Salary May 2024\nRent June 2024", 10) == ["Salary", "May 2024", "Rent", "June 2024"])
    #expect(shown("aa bb cc dd ee", 5) == ["aa bb", "cc", "dd ee"])
    #expect(shown("aa bb cc dd ee", 5, none) == ["aa bb", "cc dd", "ee"])
    // A newline at the end leaves its empty last line, after the push-out.
    #expect(shown("Salary May 2024\n", 10) == ["Salary", "May 2024", ""])
  }

  @Test("a moved segment takes its hanging whitespace along, and the line before hangs none")
  func movedLineExtents() {
    // Greedy: "Rent  May " / "2024".
    let measured = MeasuredText("Rent  May 2024", measurer: cells)
    let lines = measured.lines(width: 11)
    #expect(lines.map(\.clusters) == [0..<6, 6..<14])
    #expect(lines.map(\.visibleEnd) == [4, 14])
    #expect(lines.map(\.width) == [4, 8])
    #expect(lines.map(\.endsParagraph) == [false, true])
  }

  @Test(
    "standard never changes a paragraph's line count against greedy filling with the Hangul rule")
  func lineCountsAreTheHangulRules() {
    let pieces = [
      "Salary", "May", "2024", "Coffee", "supercalifragilistic", "é", "👍🏽", "한국어", "텍스트를",
      "줄바꿈합니다", "가", "東京", "は", "。", "、", " ", " ", " ", "  ", "\n", "-", "12.50",
      "\u{3000}", "ภาษาไทย",
    ]
    var generator = SplitMix64(seed: 0x5_7A7E_617)
    var pushed = 0
    for _ in 0..<400 {
      let text = generator.joinedPieces(pieces, countIn: 1...14)
      for locale in ["en", "ko", "ja"] {
        let standard = MeasuredText(
          text, measurer: cells, options: LineBreakOptions(locale: locale))
        let hangul = MeasuredText(
          text, measurer: cells,
          options: LineBreakOptions(locale: locale, keepAll: true, strategy: .none))
        for width in [1.0, 2, 3, 4, 5, 6, 7, 9, 10, 12, 15, 20, 24, 31, 2.5] {
          let ours = standard.lines(width: width)
          let greedy = hangul.lines(width: width)
          let context = "\(text.debugDescription) \(locale) at \(width)"
          #expect(standard.lineCount(width: width) == hangul.lineCount(width: width), "\(context)")
          #expect(ours.count == greedy.count, "\(context)")
          guard ours.count == greedy.count else { continue }
          var index = 0
          while index < ours.count {
            if ours[index] == greedy[index] {
              index += 1
              continue
            }
            // Only a paragraph's last two lines differ: together the same clusters, the last
            // one starting earlier and fitting.
            let (before, last) = (ours[index], ours[index + 1])
            #expect(last.endsParagraph && !before.endsParagraph, "\(context)")
            #expect(before.clusters.lowerBound == greedy[index].clusters.lowerBound, "\(context)")
            #expect(last.clusters.upperBound == greedy[index + 1].clusters.upperBound, "\(context)")
            #expect(last.clusters.lowerBound < greedy[index + 1].clusters.lowerBound, "\(context)")
            #expect(last.width <= width + 1e-9, "\(context)")
            pushed += 1
            index += 2
          }
          // Filled two widths at a time, in chunks, the lines are the same.
          var chunked: [TextLine] = []
          standard.forEachLine(
            width: width, { chunked.append($0) }, andWidth: 3, { _ in }, chunk: 1)
          #expect(chunked == ours, "\(context)")
        }
      }
    }
    // The property was put to the test.
    #expect(pushed > 100)
  }
}

@Suite("The Hangul characters of the rule that keeps Hangul words whole")
struct HangulCharacterTests {
  @Test(
    "the five ranges hold every conjoining jamo and syllable ICU knows, and only Hangul letters")
  func rangesAgainstICU() {
    for value in UInt32(0)...0x2FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let syllableType = cicu_hangul_syllable_type(Int32(bitPattern: value))
      let hangulScript = cicu_is_hangul_script(Int32(bitPattern: value)) != 0
      if syllableType != CICU_HST_NOT_APPLICABLE {
        #expect(UnicodeProperties.isHangul(scalar), "U+\(String(value, radix: 16))")
      }
      if UnicodeProperties.isHangul(scalar), UnicodeProperties.generalCategory(scalar) != CICU_GC_CN
      {
        #expect(hangulScript, "U+\(String(value, radix: 16))")
      }
    }
    // Compatibility jamo are Hangul characters; halfwidth and enclosed Hangul are not.
    #expect(UnicodeProperties.isHangul("\u{3131}"))
    #expect(!UnicodeProperties.isHangul("\u{FFA1}"))
    #expect(!UnicodeProperties.isHangul("\u{3260}"))
  }
}
