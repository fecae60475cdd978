import TestSupport
import Testing

@testable import TextMeasurement

/// Our grapheme cluster rules against ICU's character break iterator, which they replace:
/// both read ICU's character properties, so they must agree on every text.
@Suite("Grapheme clusters agree with ICU's character break iterator")
struct GraphemeClustersAgreementTests {
  @Test("every sequence of emoji-test.txt, alone and next to the following one (4,733 each)")
  func emojiTestSequences() throws {
    let file = try #require(UnicodeTestFile("emoji/emoji-test.txt"))
    var sequences: [(line: Int, units: [UInt16])] = []
    for line in file.lines {
      let parts = fields(line.data)
      var units: [UInt16] = []
      for token in parts[0].split(separator: " ") {
        let scalar = try #require(
          UInt32(token, radix: 16).flatMap(Unicode.Scalar.init), "line \(line.number)")
        units.append(contentsOf: scalar.utf16)
      }
      sequences.append((line.number, units))
    }
    #expect(sequences.count == 4733)
    var agreement = Agreement()
    for (index, sequence) in sequences.enumerated() {
      let following = sequences[(index + 1) % sequences.count].units
      agreement.check(sequence.units, "line \(sequence.line)")
      agreement.check(sequence.units + following, "line \(sequence.line) and the next")
    }
    #expect(agreement.mismatches == 0)
  }

  @Test("20,000 seeded random texts mixing every Grapheme_Cluster_Break value")
  func randomTexts() {
    var generator = SplitMix64(seed: 0x6772_6170_6865_6D65)
    var agreement = Agreement()
    for iteration in 0..<20_000 {
      agreement.check(Self.randomText(using: &generator), "iteration \(iteration)")
    }
    #expect(agreement.mismatches == 0)
  }

  @Test("every code point below U+20000 in conjunct, emoji and mark contexts")
  func everyCodePointInContext() {
    var agreement = Agreement()
    for value in UInt32(0)..<0x2_0000 {
      let unit = Array(Unicode.Scalar(value).map { Array($0.utf16) } ?? [UInt16(value)])
      let contexts: [[UInt16]] = [
        [0x0915, 0x094D] + unit + [0x094D, 0x0915],
        [0x0995] + unit + [0x09CD, 0x0995],
        [0xD83D, 0xDE00, 0x200D] + unit + [0x200D, 0xD83D, 0xDE00],
        [0x61] + unit + [0x0301, 0xD83C, 0xDDE6] + unit + [0xD83C, 0xDDE6],
      ]
      for units in contexts {
        agreement.check(units, "U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    #expect(agreement.mismatches == 0)
  }

  @Test("code points above the table, and texts of lone surrogates")
  func edgeTexts() {
    let texts: [[UInt16]] = [
      [], [0xD800], [0xDC00], [0xDC00, 0xD800], [0xD83D, 0x0301], [0x0301, 0xDE00],
      [0xD83D, 0x200D, 0xD83D, 0xDE00], Array("\u{20000}\u{E0100}\u{E0001}\u{E0020}".utf16),
      Array("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}".utf16),
      Array("\u{F0000}\u{0301}\u{10FFFD}\u{200D}\u{1F600}".utf16),
    ]
    var agreement = Agreement()
    for units in texts { agreement.check(units, "edge text") }
    #expect(agreement.mismatches == 0)
  }

  /// Code points of every Grapheme_Cluster_Break value (and Extended_Pictographic), with
  /// Thai, Devanagari, Arabic and Hangul among them, the consonants and viramas of Indic
  /// conjuncts, and unpaired surrogates as raw units.
  private static let pools: [[UInt32]] = [
    // Other: Latin, CJK, Thai, Devanagari, Arabic, Hebrew, planes 2, 3, 15 and 16.
    [
      0x41, 0x61, 0x20, 0xE9, 0x4E2D, 0x3000, 0x0E01, 0x0E40, 0x0E2D, 0x0915, 0x0930, 0x0628,
      0x0644, 0x05D0, 0x20000, 0x3134A, 0xF0000, 0x10FFFD,
    ],
    // Control (with Cf, Zl, Zp, default ignorables and unassigned tags).
    [0x00, 0x1F, 0x7F, 0x85, 0xAD, 0x200B, 0x2028, 0x2029, 0xFEFF, 0xE0001, 0xE0080, 0x1D173],
    [0x0D],
    [0x0A],
    // Extend: combining marks, Thai and Devanagari and Arabic marks, ZWNJ, variation
    // selectors, emoji modifiers, tags.
    [
      0x0300, 0x0301, 0x0483, 0x093C, 0x094D, 0x0E31, 0x0E34, 0x0E48, 0x064B, 0x0670, 0x200C,
      0xFE0F, 0xFE0E, 0x1F3FB, 0x1F3FF, 0xE0020, 0xE007F, 0xE0100, 0x3099, 0xFF9E, 0x1D165,
    ],
    [0x200D],
    // Regional indicators.
    [0x1F1E6, 0x1F1E8, 0x1F1EB, 0x1F1F7, 0x1F1FA, 0x1F1FF],
    // Prepend.
    [0x0600, 0x0605, 0x06DD, 0x070F, 0x0890, 0x08E2, 0x0D4E, 0x110BD, 0x111C2],
    // SpacingMark (Devanagari, Thai and Lao sara am).
    [0x0903, 0x093E, 0x0940, 0x0E33, 0x0EB3, 0x1B04, 0x11720],
    // Hangul L, V, T, LV, LVT.
    [0x1100, 0x115F, 0xA960],
    [0x1160, 0x11A2, 0xD7B0],
    [0x11A8, 0x11FF, 0xD7CB],
    [0xAC00, 0xAC1C, 0xD788],
    [0xAC01, 0xD7A3],
    // Extended_Pictographic, one of them unassigned.
    [
      0x00A9, 0x00AE, 0x203C, 0x2701, 0x2764, 0x1F600, 0x1F468, 0x1F469, 0x1F466, 0x1F3F4,
      0x1F44D, 0x1FAF8, 0x1FFFD,
    ],
    // Consonants of the scripts ICU's conjunct rule links, and of two it does not (Tamil,
    // Gurmukhi).
    [0x0915, 0x0937, 0x0930, 0x0995, 0x0A95, 0x0B15, 0x0C15, 0x0D15, 0x0B95, 0x0A15],
    // Viramas (the same scripts), nuktas, other combining marks.
    [0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D, 0x0BCD, 0x0A4D, 0x0D3B, 0x093C, 0x0951],
    // Unpaired surrogates.
    [0xD800, 0xDBFF, 0xDC00, 0xDFFF],
  ]

  /// 1 to 12 code points; a third of them repeat the pool of the one before, so that runs
  /// (regional indicators, jamo, marks) are common.
  private static func randomText(using generator: inout SplitMix64) -> [UInt16] {
    var units: [UInt16] = []
    var pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
    for _ in 0..<Int.random(in: 1...12, using: &generator) {
      if Int.random(in: 0..<3, using: &generator) != 0 {
        pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
      }
      let value = pool[Int.random(in: 0..<pool.count, using: &generator)]
      if let scalar = Unicode.Scalar(value) {
        units.append(contentsOf: scalar.utf16)
      } else {
        units.append(UInt16(value))
      }
    }
    return units
  }
}

/// Compares both segmentations of texts, counting the disagreements and recording the first
/// few.
private struct Agreement {
  var mismatches = 0

  mutating func check(_ units: [UInt16], _ label: String) {
    let ours = GraphemeClusters.boundaries(utf16: units)
    let icu = GraphemeClusters.icuBoundaries(utf16: units)
    let copied = units.withUnsafeBufferPointer { GraphemeClusters.boundaries(utf16: $0) }
    guard ours != icu || copied != ours else { return }
    mismatches += 1
    if mismatches <= 10 {
      Issue.record("\(label): \(hex(units)): ours \(ours), from a buffer \(copied), ICU \(icu)")
    }
  }
}

private func hex(_ units: [UInt16]) -> String {
  units.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
}
