import Foundation
import TestSupport
import Testing

@testable import TextMeasurement

/// The opportunities of `text` as `breaker` finds them, from ICU or by the space rule.
private func opportunities(_ text: String, _ breaker: LineBreaker, icu: Bool) -> [String] {
  var found: [String] = []
  Array(text.utf16).withUnsafeBufferPointer { units in
    let record = { (offset: Int, kind: BreakKind) in
      found.append("\(offset)" + (kind == .mandatory ? "!" : ""))
    }
    if icu {
      breaker.forEachICUOpportunity(utf16: units, record)
    } else {
      breaker.forEachOpportunity(utf16: units, record)
    }
  }
  return found
}

/// The locales the space rule is used for, and some it is not.
private let locales = [
  "en", "en_US", "de", "fr_FR", "es", "it", "pt_BR", "nl", "da", "sv", "nb", "fi", "pl", "cs",
  "ar", "tr", "ru", "uk", "el", "hy", "ka", "ja", "zh", "ko", "th",
]

@Suite("Space-separated text")
struct SpaceSeparatedTextTests {
  @Test("random strings of letters, digits, spaces, separators and quotes: ICU's opportunities")
  func randomStrings() {
    let pieces = [
      "a", "Z", "é", "Ö", "ÿ", "ß", "0", "7", " ", "  ", ",", ".", ":", ";", "'", "\"", "&",
      "word", "12", "1.5", "a,b", "x.", " ,", ". ", "''", "\" ", " \"", "&&", "3,50", " .5",
      " ,0", " :9", "'1", "1'", "\"2\"", "9 ;", " . 5", "..", " ;;7",
      // Letters of the other ranges, the first and last of each among them.
      "ب", "مطعم", "ة", "\u{0620}", "\u{064A}", "ـ", "ال 5", "س,ق", "Łódź", "ş", "\u{0100}",
      "\u{024F}", "Кафе", "ж", "\u{0400}", "\u{0482}", "\u{048A}", "\u{052F}", "Phở", "\u{1E00}",
      "\u{1EFF}", "Αθήνα", "\u{0370}", "\u{03A3}", "\u{0482}", "Երևան", "\u{0531}", "\u{058E}",
      "თბილისი", "\u{10A0}", "\u{10FF}",
      // Hyphens, solidi, parentheses and dashes, in words, numbers and after spaces.
      "-", "/", "(", ")", "–", "a-b", "-a", " -", "--", "-5", "1/2", "a/b", "(a)", "( ", " (",
      ") ", "x–y", " – ", "\"(", "'-", ".(", "-(", ")(", "–5", "/a", "(1)", "-.5", "( -a", "1/a",
      // Emoji: of class ID, a base and a skin tone, sequences joined by U+200D, a variation
      // selector, flags; Hangul words.
      "🍕", "☕", "❤️", "👍🏽", "👍", "🏽", "👨‍👩‍👧", "🏳️‍🌈", "🧑🏾‍🍳", "🇯🇵", "🇸", "🇦", "서울", "카페 2",
      "가", "한국어", "(가)", "가-나", "\"나\"",
      // Thai and Lao, which ICU breaks into words by dictionary.
      "ร้านกาแฟ", "ซูเปอร์มาร์เก็ต", "ไทย", "ริมทาง", "ๆ", "ເຂົ້າໜຽວ", "ນ້ຳ", "ไทย 5", "(ไทย)",
    ]
    var generator = SplitMix64(seed: 0x5_9ACE)
    var covered = 0
    for locale in locales {
      let breaker = LineBreaker(options: LineBreakOptions(locale: locale))
      for _ in 0..<1500 {
        let text = generator.joinedPieces(pieces, countIn: 1...12)
        #expect(
          opportunities(text, breaker, icu: false) == opportunities(text, breaker, icu: true),
          "\(locale) \(text.debugDescription)")
        var units = Array(text.utf16)
        let taken = units.withUnsafeMutableBufferPointer { buffer in
          SpaceSeparatedText.forEachOpportunity(
            UnsafeBufferPointer(buffer), by: LineBreaker()
          ) { _, _ in }
        }
        if taken { covered += 1 }
      }
    }
    // The pieces are all covered characters.
    #expect(covered == locales.count * 1500)
  }

  @Test("every string of up to five of its characters' classes: ICU's opportunities")
  func everyShortString() {
    // A character of each class (a Hebrew letter, a Devanagari letter and vowel sign, an
    // ideograph, a small kana), a second letter so that runs show, and a letter of two
    // bytes.
    let alphabet: [Character] = [
      "a", "é", "5", " ", ".", "\"", "-", "/", "(", ")", "–", "א", "क", "\u{093F}", "店", "ッ",
    ]
    let (count, covered, differing) = compareEveryString(
      of: alphabet.map(String.init), upTo: 5, LineBreaker())
    #expect(count == 1_048_576)
    // All but those with a mark at the start or after a space.
    #expect(covered > 950_000)
    #expect(differing.isEmpty, "\(differing.prefix(20).map(\.debugDescription))")
  }

  @Test(
    "every string of up to five emoji, Hangul and their neighbours, Hangul words whole or not: ICU's opportunities"
  )
  func everyShortEmojiOrHangulString() {
    // An emoji of class ID, a base (EB), a skin tone (EM), the joiner (ZWJ), a variation
    // selector (CM), a regional indicator (RI), a Hangul syllable of each class (H2, H3), and
    // the classes next to which they break or not: a letter, a digit, a space, a hyphen, a
    // quotation mark, an open parenthesis, an ideograph, a nonstarter and a non-spacing mark.
    // The joiner and the marks count as characters on their own, every string of them.
    let alphabet: [Character] = [
      "a", "5", " ", "-", "\"", "(", "店", "ッ", "🍕", "👨", "🏽", "\u{1F1EF}", "가", "각",
    ]
    let joiner = "\u{200D}"
    let selector = "\u{FE0F}"
    let mark = "\u{0301}"
    let pieces = alphabet.map(String.init) + [joiner, selector, mark]
    let keepingWhole = LineBreaker()
    let greedy = LineBreaker(options: LineBreakOptions(strategy: .none))
    #expect(keepingWhole.joinsHangul && !greedy.joinsHangul)
    for breaker in [keepingWhole, greedy] {
      let (count, covered, differing) = compareEveryString(of: pieces, upTo: 5, breaker)
      #expect(count == 1_419_857)
      #expect(covered > 700_000)
      #expect(differing.isEmpty, "\(differing.prefix(20).map(\.debugDescription))")
    }
  }

  @Test(
    "every string of up to five Thai and Lao words, letters and marks and their neighbours: ICU's opportunities"
  )
  func everyShortDictionaryString() {
    // A Thai letter, a Thai word, a Thai mark (Mn), the repetition mark (Lm), a Lao word, and
    // the classes next to which they break or not.
    let pieces = [
      "ก", "ไทย", "\u{0E31}", "ๆ", "ລາວ", "a", " ", "5", "(", "-", "\"", "店", "\u{0301}",
    ]
    let (count, covered, differing) = compareEveryString(of: pieces, upTo: 5, LineBreaker())
    #expect(count == 371_293)
    // All but those with a mark at the start, after a space, or a Thai mark after another
    // script.
    #expect(covered > 240_000)
    #expect(differing.isEmpty, "\(differing.prefix(20).map(\.debugDescription))")
  }

  @Test(
    "the runs of dictionary text a thread keeps give ICU's breaks, kept, once forgotten, or too long to keep"
  )
  func dictionaryRunsKept() {
    // More distinct runs than a thread keeps, each broken twice: the second time from what
    // the thread kept, or after it forgot it.
    let syllables = ["กา", "แฟ", "ร้าน", "ไทย", "ริม", "ทาง", "ตั๋ว", "รถ", "ไฟ", "น้ำ"]
    var generator = SplitMix64(seed: 0xD1C7)
    var runs = (0..<(BreakIteratorsPerThread.dictionaryRunLimit + 500)).map { _ in
      generator.joinedPieces(syllables, countIn: 2...6)
    }
    // And runs too long to keep.
    runs += (0..<50).map { _ in generator.joinedPieces(syllables, countIn: 30...40) }
    #expect((runs.last?.utf16.count ?? 0) > BreakIteratorsPerThread.dictionaryRunKeptLength)
    let breaker = LineBreaker()
    var differing: [String] = []
    for run in runs + runs.prefix(600) + runs.suffix(50) {
      let text = "a " + run + " 1"
      if opportunities(text, breaker, icu: false) != opportunities(text, breaker, icu: true) {
        differing.append(text)
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20).map(\.debugDescription))")
  }

  /// Compares the rule's opportunities, over UTF-16 and UTF-8, with ICU's for every string of
  /// up to `length` of `pieces`: how many strings of `length`, how many of them the rule
  /// covered, and those that differ.
  private func compareEveryString(
    of pieces: [String], upTo length: Int, _ breaker: LineBreaker
  ) -> (count: Int, covered: Int, differing: [String]) {
    var texts = [""]
    var differing: [String] = []
    var coveredCount = 0
    for _ in 1...length {
      texts = texts.flatMap { text in pieces.map { text + $0 } }
      coveredCount = 0
      for text in texts {
        let icu = opportunities(text, breaker, icu: true)
        var fromUTF8: [String] = []
        let covered = Array(text.utf8).withUnsafeBufferPointer { bytes in
          SpaceSeparatedText.forEachOpportunity(
            utf8: bytes, by: breaker
          ) { offset, _ in
            // As a UTF-16 offset, as ICU's are.
            let index = text.utf8.index(text.startIndex, offsetBy: offset)
            fromUTF8.append("\(text.utf16.distance(from: text.startIndex, to: index))")
          }
        }
        if covered { coveredCount += 1 }
        if opportunities(text, breaker, icu: false) != icu || (covered && fromUTF8 != icu) {
          differing.append(text)
        }
      }
    }
    return (texts.count, coveredCount, differing)
  }

  @Test("the corpus's titles: the same opportunities either way, a quarter of them by the rule")
  func corpusTitles() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Benchmarks/Corpus/titles.jsonl").standardized
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let breaker = LineBreaker()
    var covered = 0
    for line in lines {
      guard
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let title = object["title"] as? String
      else { continue }
      #expect(
        opportunities(title, breaker, icu: false) == opportunities(title, breaker, icu: true),
        "\(title.debugDescription)")
      let units = Array(title.utf16)
      if units.withUnsafeBufferPointer({
        SpaceSeparatedText.forEachOpportunity($0, by: LineBreaker()) { _, _ in }
      }) {
        covered += 1
      }
    }
    #expect(lines.count >= 10_000)
    #expect(covered > lines.count / 5)
  }

  @Test("over UTF-8, the rule covers the same texts and finds the same opportunities")
  func utf8AgreesWithUTF16() {
    let pieces = [
      "a", "é", "ÿ", "À", "ß", " ", "  ", ",", ".", "5", "'", "&", "word", " .5", " ,x",
      "ب", "\u{0620}", "\u{064A}", "Ā", "\u{024F}", "ж", "\u{0482}", "\u{048A}", "\u{052F}",
      "ệ", "\u{1E00}", "\u{1EFF}", "-", "/", "(", ")", "–", " -a", "1/2", "a1-b2 (c3)/d4", "ɐ",
      "a\u{301}", "ب\u{064B}", "क\u{093F}", "א", "\u{1200}", "\u{0483}", "東京", "\u{3400}",
      "\u{9FFF}", "\u{4DBF}", "\u{4E00}", "スターバックス", "ぁ", "ー", "🍕", "👍🏽", "👨‍👩‍👧", "🇯🇵",
      "ไทย", "ร้าน", "\u{0E31}", "ລາວ",
      "❤️", "서울", "\u{AC00}", "\u{D7A3}", "\u{1F000}", "\u{1FAFF}",
      // Not covered: the multiplication and division signs, the rest of Latin-1, Arabic
      // digits and punctuation, unassigned code points, a mark after a space, the
      // characters next to the dash, a joiner alone, emoji past U+1FAFF, others.
      "×", "÷", "\u{80}", "\u{A0}", "¿", "€", "\u{2012}", "\u{2014}", "ー", " \u{301}", "\n",
      "\u{200D}", "\u{1FB00}", "\u{E0061}", "\u{061F}", "\u{037E}", "\u{0378}", "\u{0589}",
      "\u{058A}", "\u{058F}", "\u{10C6}",
      "\u{1100}", "\u{0660}", "\u{060C}", "\u{0530}", "\u{1F00}", "ไ", "\u{33FF}", "\u{4DC0}",
      "\u{A000}", "\u{3002}", "\u{3131}",
    ]
    var generator = SplitMix64(seed: 0x5_9AC8)
    var covered = 0
    for _ in 0..<5000 {
      let text = generator.joinedPieces(pieces, countIn: 1...8)
      var fromUTF16: [Int] = []
      let takenUTF16 = Array(text.utf16).withUnsafeBufferPointer { units in
        SpaceSeparatedText.forEachOpportunity(units, by: LineBreaker()) { offset, _ in
          // The same opportunity as a UTF-8 offset.
          let index = String.Index(utf16Offset: offset, in: text)
          fromUTF16.append(text.utf8.distance(from: text.startIndex, to: index))
        }
      }
      var fromUTF8: [Int] = []
      let takenUTF8 = Array(text.utf8).withUnsafeBufferPointer { bytes in
        SpaceSeparatedText.forEachOpportunity(utf8: bytes, by: LineBreaker()) { offset, _ in
          fromUTF8.append(offset)
        }
      }
      #expect(takenUTF8 == takenUTF16, "\(text.debugDescription)")
      #expect(fromUTF8 == fromUTF16, "\(text.debugDescription)")
      if takenUTF8 { covered += 1 }
    }
    // Both kinds of text came up.
    #expect(covered > 100)
    #expect(covered < 4900)
  }

  @Test("other characters, and strictness or CJK locales, are left to ICU")
  func notCovered() {
    for text in [
      "a!b", "a?b", "[a]", "a\u{2010}b", "a\u{2014}b", "a\u{A0}b", "東京。", "a\nb", "a①", "€5",
      "\u{301}a", "a \u{301}", "١٢", "ب؟", "ж\u{200D}", "a→b", "50%", "a+b", "\u{1100}",
      "\u{05BE}",
      // A joiner at the start, at the end, after or before a letter, a space or a flag; a
      // mark after a joiner or a Hangul syllable; a variation selector at the start; an
      // unassigned emoji; Hangul jamo and a compatibility jamo.
      "\u{200D}🍕", "🍕\u{200D}", "a\u{200D}🍕", "🍕\u{200D}a", "🍕 \u{200D}🍕", "🇯\u{200D}🍕",
      "🍕\u{200D}\u{301}", "가\u{301}", "\u{FE0F}", "\u{1FAFE}", "\u{1100}\u{1161}", "ㄱ",
      // A Thai mark at the start, after a space or after another script's letter.
      "\u{0E31}", " \u{0E31}", "a\u{0E31}", "店\u{0E48}",
      // Nothing: ICU's pass gives no opportunity, not even the end.
      "",
    ] {
      let units = Array(text.utf16)
      #expect(
        !units.withUnsafeBufferPointer {
          SpaceSeparatedText.forEachOpportunity($0, by: LineBreaker()) { _, _ in }
        }, "\(text)")
      let bytes = Array(text.utf8)
      #expect(
        !bytes.withUnsafeBufferPointer {
          SpaceSeparatedText.forEachOpportunity(utf8: $0, by: LineBreaker()) { _, _ in }
        }, "\(text)")
    }
    #expect(SpaceSeparatedText.covers(LineBreakOptions()))
    for locale in [
      "en_US", "de_CH", "de", "fr_FR", "es", "it", "pt_BR", "nl", "da", "sv", "nb", "fi", "pl",
      "cs", "ar", "tr", "ru_RU", "uk", "el", "hy", "ka_GE", "en-GB",
    ] {
      #expect(SpaceSeparatedText.covers(LineBreakOptions(locale: locale)), "\(locale)")
    }
    for locale in [
      "ja", "zh", "ko", "th", "eng", "de@lb=loose", "de-u-lb-loose", "", "e", "EN", "-en", "en@",
      "de-CH-u-lb-loose", "de_CH@lb=strict", "fr.UTF-8",
    ] {
      #expect(!SpaceSeparatedText.covers(LineBreakOptions(locale: locale)), "\(locale)")
    }
    #expect(!SpaceSeparatedText.covers(LineBreakOptions(locale: "en", strictness: .strict)))
  }

  @Test(
    "options whose locale or strictness changes after they are made use the rule as new ones would")
  func changedOptionsUseTheRuleAsNewOnes() {
    var options = LineBreakOptions()
    #expect(LineBreaker(options: options).usesSpaceRule)
    options.locale = "ja"
    #expect(!LineBreaker(options: options).usesSpaceRule)
    options.locale = "de_CH"
    #expect(LineBreaker(options: options).usesSpaceRule)
    options.strictness = .loose
    #expect(!LineBreaker(options: options).usesSpaceRule)
    options.strictness = nil
    #expect(LineBreaker(options: options).usesSpaceRule)
    options.locale = "de-u-lb-loose"
    #expect(!LineBreaker(options: options).usesSpaceRule)
  }
}
