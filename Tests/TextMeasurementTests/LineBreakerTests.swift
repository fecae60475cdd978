import TestSupport
import Testing

@testable import TextMeasurement

/// The offsets of `text`'s opportunities, with "!" after a mandatory one.
private func breaks(_ text: String, _ options: LineBreakOptions = LineBreakOptions()) -> [String] {
  LineBreaker(options: options).opportunities(in: text).map {
    "\($0.utf16Offset)" + ($0.kind == .mandatory ? "!" : "")
  }
}

@Suite("Line breaker")
struct LineBreakerTests {
  @Test("ICU's opportunities handed over a few at a time are those of one batch")
  func opportunitiesInBatches() {
    let pieces = [
      "word", " ", "  ", "\n", "東京", "は", "。", "ภาษาไทย", "한국어 ", "-", "12.50", "(a)", "👍🏽",
      "\r\n", "e\u{301}",
    ]
    var generator = SplitMix64(seed: 0xBA7C4)
    for locale in ["en", "ja", "ko", "th"] {
      for keepAll in [false, true] {
        let breaker = LineBreaker(options: LineBreakOptions(locale: locale, keepAll: keepAll))
        for _ in 0..<60 {
          let text = generator.joinedPieces(pieces, countIn: 1...60)
          let units = Array(text.utf16)
          let found = { (batch: Int) -> [String] in
            var result: [String] = []
            units.withUnsafeBufferPointer { units in
              breaker.forEachICUOpportunity(utf16: units, batch: batch) { offset, kind in
                result.append("\(offset)" + (kind == .mandatory ? "!" : ""))
              }
            }
            return result
          }
          let whole = found(units.count)
          #expect(!whole.isEmpty)
          for batch in [1, 2, 7] {
            #expect(found(batch) == whole, "\(locale) \(batch) \(text.debugDescription)")
          }
          #expect(found(LineBreaker.opportunityBatch) == whole)
        }
      }
    }
  }

  @Test("English breaks after spaces and newlines, and reports the end of the text")
  func englishSpacesAndNewlines() {
    #expect(breaks("Hello world\nBye") == ["6", "12!", "15"])
    #expect(breaks("a\r\nb\u{85}c\u{2028}d\u{2029}e\n") == ["3!", "5!", "7!", "9!", "11!"])
  }

  @Test("an empty text has no opportunity")
  func emptyText() {
    #expect(LineBreaker().opportunities(in: "").isEmpty)
  }

  @Test("Japanese never breaks before the ideographic full stop")
  func japaneseFullStop() {
    let text = "吾輩は猫である。名前はまだ無い。"
    let offsets = LineBreaker(options: LineBreakOptions(locale: "ja")).opportunities(in: text)
      .map(\.utf16Offset)
    let fullStops = text.utf16.indices.filter { text[$0] == "。" }
      .map { text.utf16.distance(from: text.startIndex, to: $0) }
    #expect(fullStops == [7, 15])
    for stop in fullStops { #expect(!offsets.contains(stop)) }
    #expect(offsets == [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 16])
  }

  @Test("strict Japanese forbids breaks before small kana and the prolonged sound mark")
  func japaneseStrictness() {
    let text = "あぁいーう々え。"
    // Normal (also the default for "ja") allows a break before ぁ (1) and ー (3).
    #expect(breaks(text, LineBreakOptions(locale: "ja")) == ["1", "2", "3", "4", "6", "8"])
    #expect(
      breaks(text, LineBreakOptions(locale: "ja", strictness: .normal))
        == ["1", "2", "3", "4", "6", "8"])
    #expect(
      breaks(text, LineBreakOptions(locale: "ja", strictness: .strict)) == ["2", "4", "6", "8"])
    // Loose also allows a break before the iteration mark 々 (5).
    #expect(
      breaks(text, LineBreakOptions(locale: "ja", strictness: .loose))
        == ["1", "2", "3", "4", "5", "6", "8"])
  }

  @Test("the strictness becomes ICU's lb keyword")
  func icuLocaleID() {
    #expect(LineBreakOptions(locale: "ja").icuLocaleID == "ja")
    #expect(LineBreakOptions(locale: "ja", strictness: .strict).icuLocaleID == "ja@lb=strict")
    #expect(
      LineBreakOptions(locale: "ja@calendar=japanese", strictness: .loose).icuLocaleID
        == "ja@calendar=japanese;lb=loose")
  }

  @Test("Thai breaks between dictionary words, not between every character")
  func thaiDictionary() {
    // ภาษา | ไทย | ง่าย | นิด | เดียว
    #expect(
      breaks("ภาษาไทยง่ายนิดเดียว", LineBreakOptions(locale: "th")) == ["4", "7", "11", "14", "19"])
  }

  @Test(
    "Korean breaks between syllables with the none strategy, only at spaces with keep-all or the standard strategy"
  )
  func koreanKeepAll() {
    let text = "한국어 텍스트를 줄바꿈합니다"
    #expect(
      breaks(text, LineBreakOptions(locale: "ko", strategy: .none))
        == ["1", "2", "4", "5", "6", "7", "9", "10", "11", "12", "13", "14", "15"])
    #expect(
      breaks(text, LineBreakOptions(locale: "ko", keepAll: true, strategy: .none))
        == ["4", "9", "15"])
    #expect(breaks(text, LineBreakOptions(locale: "ko")) == ["4", "9", "15"])
  }

  @Test("keep-all joins conjoining jamo and marks after Hangul, but not Hangul and Latin")
  func keepAllJamoAndMarks() {
    let jamo = "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}"  // 각가 as conjoining jamo
    #expect(breaks(jamo, LineBreakOptions(keepAll: true)) == ["5"])
    #expect(breaks(jamo, LineBreakOptions(strategy: .none)) == ["3", "5"])
    #expect(breaks("한\u{0301}국", LineBreakOptions(keepAll: true)) == ["3"])
    #expect(breaks("한국 ABC", LineBreakOptions(keepAll: true)) == ["3", "6"])
  }

  @Test("offsets count UTF-16 code units, two for a scalar outside the BMP")
  func surrogatePairOffsets() {
    // 𠀀 (U+20000) is ideographic: breaks around it; it is two UTF-16 units.
    #expect(breaks("𠀀𠀁a") == ["2", "4", "5"])
    #expect(breaks("😀 😀") == ["3", "5"])
  }

  @Test("several tasks breaking lines at once get the same answers as one")
  func concurrentUse() async {
    let samples: [(String, LineBreakOptions)] = [
      ("吾輩は猫である。名前はまだ無い。", LineBreakOptions(locale: "ja")),
      ("あぁいーう々え。", LineBreakOptions(locale: "ja", strictness: .strict)),
      ("ภาษาไทยง่ายนิดเดียว", LineBreakOptions(locale: "th")),
      ("한국어 텍스트를 줄바꿈합니다", LineBreakOptions(locale: "ko", keepAll: true)),
      ("The quick brown fox jumps over the lazy dog.", LineBreakOptions()),
    ]
    let expected = samples.map { LineBreaker(options: $0.1).opportunities(in: $0.0) }
    let results = await withTaskGroup(of: [[LineBreakOpportunity]].self) { group in
      for _ in 0..<16 {
        group.addTask {
          var answers: [[LineBreakOpportunity]] = []
          for _ in 0..<50 {
            answers = samples.map { LineBreaker(options: $0.1).opportunities(in: $0.0) }
          }
          return answers
        }
      }
      var all: [[[LineBreakOpportunity]]] = []
      for await answers in group { all.append(answers) }
      return all
    }
    #expect(results.count == 16)
    for answers in results { #expect(answers == expected) }
  }

  @Test("ICU's data is Unicode 15.0, as the conformance files")
  func unicodeVersion() {
    #expect(UnicodeData.unicodeVersion.hasPrefix("15.0"))
    #expect(!UnicodeData.icuVersion.isEmpty)
  }
}
