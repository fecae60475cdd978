import LayoutEngine
import TestSupport
import Testing

@testable import TextMeasurement

/// A measurer a user of the package could write: the advance of a cluster is its number of
/// UTF-8 bytes.
private struct UTF8ByteMeasurer: TextMeasurer {
  func advance(ofCluster cluster: Substring) -> Double { Double(cluster.utf8.count) }
  var lineHeight: Double { 2 }
  var baselineOffset: Double { 1.5 }
  func defaultSpacing(along axis: Axis) -> Double { 3 }
  var defaultSpacerLength: Double { 4 }
  var pixelGrid: Double { 1 }
}

@Suite("Measured text")
struct MeasuredTextTests {
  @Test("clusters, widths, whitespace and breaks of a mixed text")
  func mixedText() {
    let measured = MeasuredText("Hello 世界\n", measurer: TerminalCellMeasurer())
    #expect(measured.clusterCount == 9)
    #expect(measured.width(0..<9) == 10)
    #expect(measured.width(0..<6) == 6)
    #expect(measured.width(6..<8) == 4)
    #expect(measured.advance(6) == 2)
    #expect(measured.advance(8) == 0)
    #expect(
      (0..<9).map(measured.isWhitespace) == [
        false, false, false, false, false, true, false, false, false,
      ])
    #expect(
      (0..<9).map(measured.isNewline) == [
        false, false, false, false, false, false, false, false, true,
      ])
    #expect(
      (0..<9).map(measured.breakAfter)
        == [.none, .none, .none, .none, .none, .soft, .soft, .none, .mandatory])
    #expect(measured.cluster(6) == "世")
    #expect(measured.text(0..<5) == "Hello")
  }

  @Test("the end of the text is no break unless the text ends with a newline")
  func endOfText() {
    let plain = MeasuredText("ab cd", measurer: TerminalCellMeasurer())
    #expect(plain.breakAfter(plain.clusterCount - 1) == .none)
    #expect(plain.breakAfter(2) == .soft)
    let crlf = MeasuredText("ab\r\n", measurer: TerminalCellMeasurer())
    #expect(crlf.clusterCount == 3)
    #expect(crlf.cluster(2) == "\r\n")
    #expect(crlf.isNewline(2))
    #expect(crlf.breakAfter(2) == .mandatory)
  }

  @Test("every newline is a zero-width cluster with a mandatory break after it")
  func newlines() {
    let measured = MeasuredText(
      "a\nb\rc\r\nd\u{85}e\u{2028}f\u{2029}g", measurer: TerminalCellMeasurer())
    let newlines = (0..<measured.clusterCount).filter(measured.isNewline)
    #expect(newlines == [1, 3, 5, 7, 9, 11])
    for index in newlines {
      #expect(measured.advance(index) == 0)
      #expect(measured.breakAfter(index) == .mandatory)
      #expect(!measured.isWhitespace(index))
    }
    #expect(measured.width(0..<measured.clusterCount) == 7)
  }

  @Test("no-break spaces are not whitespace; other spaces are")
  func whitespaceFlags() {
    let measured = MeasuredText(
      "a\u{A0}b\u{2007}c\u{202F}d\u{3000}e\u{2003}f", measurer: TerminalCellMeasurer())
    #expect(
      (0..<measured.clusterCount).map(measured.isWhitespace)
        == [false, false, false, false, false, false, false, true, false, true, false])
  }

  @Test("an empty text has no clusters and answers zero everywhere")
  func emptyText() {
    let measured = MeasuredText("", measurer: TerminalCellMeasurer())
    #expect(measured.clusterCount == 0)
    #expect(measured.width(0..<0) == 0)
    #expect(measured.width(0..<5) == 0)
    #expect(measured.breakAfter(0) == .none)
    #expect(measured.cluster(0) == "")
  }

  @Test("out-of-range indices answer empty or zero instead of trapping")
  func outOfRange() {
    let measured = MeasuredText("ab", measurer: TerminalCellMeasurer())
    #expect(measured.advance(-1) == 0)
    #expect(measured.advance(2) == 0)
    #expect(measured.width(-3..<10) == 2)
    #expect(!measured.isWhitespace(7))
    #expect(measured.cluster(9) == "")
  }

  @Test("UTF-16 offsets map to the right clusters across surrogate pairs and long marks")
  func offsetMapping() {
    let marks = "e" + String(repeating: "\u{0301}", count: 50)
    let text = "😀a\(marks)𠀀 👩‍👩‍👧‍👦"
    let measured = MeasuredText(text, measurer: TerminalCellMeasurer())
    #expect(measured.clusterCount == 6)
    #expect(measured.cluster(0) == "😀")
    #expect(measured.cluster(2) == marks[...])
    #expect(measured.cluster(3) == "𠀀")
    #expect(measured.cluster(5) == "👩‍👩‍👧‍👦")
    #expect(measured.utf16Range(0..<1) == 0..<2)
    #expect(measured.utf16Range(2..<3) == 3..<54)
    #expect(measured.utf16Range(3..<4) == 54..<56)
    #expect(measured.width(0..<6) == 2 + 1 + 1 + 2 + 1 + 2)
    #expect(measured.breakAfter(3) == .none)  // 𠀀 × SP
    #expect(measured.breakAfter(4) == .soft)
  }

  @Test("prefix sums give the width of any range")
  func prefixSums() {
    let measured = MeasuredText("a猫b😀c", measurer: TerminalCellMeasurer())
    let advances = (0..<measured.clusterCount).map(measured.advance)
    #expect(advances == [1, 2, 1, 2, 1])
    for start in 0...advances.count {
      for end in start...advances.count {
        #expect(measured.width(start..<end) == advances[start..<end].reduce(0, +))
      }
    }
  }

  @Test("a measurer written by a user plugs into measured text")
  func userMeasurer() {
    let measured = MeasuredText("día 猫😀", measurer: UTF8ByteMeasurer())
    #expect((0..<measured.clusterCount).map(measured.advance) == [1, 2, 1, 1, 3, 4])
    #expect(measured.width(0..<measured.clusterCount) == 12)
    let metrics: any LayoutMetrics = UTF8ByteMeasurer()
    #expect(metrics.defaultSpacing(along: .horizontal) == 3)
  }

  @Test("break opportunities follow the line-break options")
  func options() {
    let text = "한국어 텍스트"
    let normal = MeasuredText(
      text, measurer: TerminalCellMeasurer(),
      options: LineBreakOptions(locale: "ko", strategy: .none))
    let keepAll = MeasuredText(
      text, measurer: TerminalCellMeasurer(), options: LineBreakOptions(locale: "ko", keepAll: true)
    )
    #expect((0..<7).map(normal.breakAfter) == [.soft, .soft, .none, .soft, .soft, .soft, .none])
    #expect((0..<7).map(keepAll.breakAfter) == [.none, .none, .none, .soft, .none, .none, .none])
  }

  @Test("a text of one paragraph that fits is the one line that filling gives")
  func oneLineShortcut() {
    var generator = SplitMix64(seed: 0x0DE_11E5)
    let alphabet = Array("ab c\u{3000}世界-,.  \u{00A0}é\u{301}👍🏽\n")
    var shortcuts = 0
    for _ in 0..<600 {
      let length = Int(generator.next() % 24)
      let sample = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      let measured =
        switch generator.next() % 3 {
        case 0: MeasuredText(sample, measurer: TerminalCellMeasurer())
        case 1: MeasuredText(sample, measurer: FixedAdvanceMeasurer(advance: 0.7))
        default: MeasuredText(sample, measurer: FixedAdvanceMeasurer(advance: 0))
        }
      for width in [nil, 0, 0.5, 1, 3, 7.5, 12, 40] as [Double?] {
        var filled: [TextLine] = []
        measured.fillLines(width: width) { filled.append($0) }
        #expect(
          measured.lines(width: width) == filled, "\(sample.debugDescription) at \(width ?? -1)")
        if measured.singleParagraphVisibleEnd != nil, filled.count == 1 { shortcuts += 1 }
      }
    }
    // The shortcut was taken often enough to be tested.
    #expect(shortcuts > 1_000)
  }

  @Test("lines filled at two widths together, a chunk at a time, are the lines at each width")
  func twoWidthsTogether() {
    var generator = SplitMix64(seed: 0x2_F111)
    let alphabet = Array("ab c\u{3000}世界-,.  \u{00A0}é\u{301}👍🏽\n\t")
    let words = [
      "Supermarket", "a", "东京", "très", "   ", "\n", "x-y", String(repeating: "w", count: 40),
    ]
    var samples: [String] = ["", " ", "\n", "a\n", "one line that fits"]
    for index in 0..<400 {
      if index % 4 == 0 {
        let count = Int(generator.next() % 60)
        samples.append(
          (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(
            separator: generator.next() % 3 == 0 ? "" : " "))
      } else {
        let length = Int(generator.next() % 48)
        samples.append(
          String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        )
      }
    }
    let widths: [Double?] = [nil, 0, 0.5, 1, 3, 7.5, 12, 40, .infinity]
    var filledTogether = 0
    for sample in samples {
      let measured =
        generator.next() % 2 == 0
        ? MeasuredText(sample, measurer: TerminalCellMeasurer())
        : MeasuredText(sample, measurer: FixedAdvanceMeasurer(advance: 0.7))
      let first = widths[Int(generator.next() % UInt64(widths.count))]
      let other = widths[Int(generator.next() % UInt64(widths.count))]
      for chunk in [1, 2, 7, 2048] {
        var lines: [TextLine] = []
        var otherLines: [TextLine] = []
        measured.forEachLine(
          width: first, { lines.append($0) }, andWidth: other, { otherLines.append($0) },
          chunk: chunk)
        #expect(lines == measured.lines(width: first), "\(sample.debugDescription) \(chunk)")
        #expect(otherLines == measured.lines(width: other), "\(sample.debugDescription) \(chunk)")
      }
      let together = measured.lines(width: first, countingLinesAt: other)
      #expect(together.lines == measured.lines(width: first))
      #expect(together.count == measured.lineCount(width: other))
      if measured.lines(width: first).count > 2 { filledTogether += 1 }
    }
    // Many texts took several lines, where filling goes chunk by chunk.
    #expect(filledTogether > 100)
  }

  @Test("the ASCII fast path gives the same answers as the general path")
  func asciiFastPath() {
    var generator = SplitMix64(seed: 42)
    let alphabet = Array(" \t\r\n\r\nab-,.;:!?()[]{}\"'0123456789/%$#&*+=_~`|\\<>@^\u{1B}\u{7F}")
    var samples = ["", "a", "\r\n", "\r", "hello, world", "1,234.56 (x)", "a\r\r\n\nb"]
    for _ in 0..<300 {
      let length = Int(generator.next() % 40)
      samples.append(
        String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    for measurer in [FixedAdvanceMeasurer(advance: 3)] as [FixedAdvanceMeasurer] {
      for sample in samples {
        let fast = MeasuredText(
          sample, measurer: measurer, options: LineBreakOptions(), allowsASCIIFastPath: true)
        let general = MeasuredText(
          sample, measurer: measurer, options: LineBreakOptions(), allowsASCIIFastPath: false)
        #expect(fast.text == general.text)
        #expect(fast.clusterCount == general.clusterCount)
        for index in 0..<general.clusterCount {
          #expect(fast.cluster(index) == general.cluster(index))
          #expect(fast.advance(index) == general.advance(index))
          #expect(fast.isWhitespace(index) == general.isWhitespace(index))
          #expect(fast.isNewline(index) == general.isNewline(index))
          #expect(fast.breakAfter(index) == general.breakAfter(index))
          #expect(fast.utf16Range(index..<index + 1) == general.utf16Range(index..<index + 1))
        }
        #expect(fast.width(0..<fast.clusterCount) == general.width(0..<general.clusterCount))
      }
    }
  }

  /// Expects `fast` and `general` to hold the same clusters, advances, flags and offsets.
  private func expectSame(_ fast: MeasuredText, _ general: MeasuredText, _ sample: String) {
    #expect(fast.text == general.text, "\(sample.debugDescription)")
    #expect(fast.clusterCount == general.clusterCount, "\(sample.debugDescription)")
    guard fast.clusterCount == general.clusterCount else { return }
    for index in 0..<general.clusterCount {
      #expect(fast.cluster(index) == general.cluster(index), "\(sample.debugDescription)")
      #expect(fast.advance(index) == general.advance(index), "\(sample.debugDescription)")
      #expect(fast.isWhitespace(index) == general.isWhitespace(index))
      #expect(fast.isNewline(index) == general.isNewline(index))
      #expect(fast.breakAfter(index) == general.breakAfter(index), "\(sample.debugDescription)")
      #expect(fast.utf16Range(index..<index + 1) == general.utf16Range(index..<index + 1))
      #expect(fast.utf8Range(index..<index + 1) == general.utf8Range(index..<index + 1))
    }
    #expect(fast.singleParagraphVisibleEnd == general.singleParagraphVisibleEnd)
  }

  /// Random strings of letters that are each a cluster of their own (precomposed Latin, CJK,
  /// Hangul syllables, Arabic, a lone emoji, spaces of several kinds), and, in one string in
  /// four, a piece that is not (a combining mark, a joiner sequence, a flag, jamo, a tab, a
  /// newline of any kind, a mark after a newline, VS16 after an emoji, a letter, a mark or
  /// nothing, a control the rules replace).
  private func mixedSamples(count: Int) -> [String] {
    var generator = SplitMix64(seed: 0x51_4E61)
    let simple = [
      "a", "Z", "é", "ß", "ø", "Ł", "猫", "東京", "한국", "مرحبا", "ไทย", "💸", "☕", " ", "\u{3000}",
      "\u{A0}", "\u{2003}", "-", "/", "、", "。", "1", "€", "ｶ", "Ω", "→", "𠀋",
    ]
    let special = [
      "e\u{301}", "👨‍👩‍👧", "🇯🇵", "☕️", "👍🏽", "\u{1100}\u{1161}", "\t", "\n", "\r\n", "\u{200D}",
      "\u{0E33}", "\u{0600}1", "สวัสดี", "ก\u{0E33}", "नमस्ते", "क्\u{200D}ष", "e\u{301}\u{302}",
      "\u{301}a", " \u{301}", "✌\u{FE0E}", "#\u{FE0F}\u{20E3}", "💸\u{301}", "ཀྵ", "ক্ষ",
      "\r", "\u{85}", "\u{2028}", "\u{2029}", "\n\u{301}", "\r\n\u{E33}", "\u{2028}\u{301}a",
      "\r\r\n\n", " \n ", "a\n\u{1F4B8}\n", "\u{0B}", "\u{7F}", "✌\u{FE0F}", "a\u{FE0F}",
      "\u{FE0F}", "1\u{FE0F}", "✌\u{301}\u{FE0F}", "🍕\u{FE0F}", " \u{FE0F}", "\n\u{FE0F}",
      "✌\u{FE0F}\u{FE0F}", "🅰\u{FE0F}", "🅰\u{FE0F}\n", "✌\u{FE0F}\u{93E}", "कि", "لا",
      "क\u{93C}\u{94D}ष", "क्\u{94D}ष", "\n\u{94D}क", "\u{94D}क", "स्त्री", "क्ष\u{301}",
      "क्ष\u{FE0F}", "ক্ষমা", "क्\n",
    ]
    var samples: [String] = []
    for index in 0..<count {
      let length = Int(generator.next() % 12)
      var pieces = (0..<length).map { _ in simple[Int(generator.next() % UInt64(simple.count))] }
      if index % 4 == 0 {
        let position = pieces.isEmpty ? 0 : Int(generator.next() % UInt64(pieces.count))
        pieces.insert(special[Int(generator.next() % UInt64(special.count))], at: position)
      }
      samples.append(pieces.joined())
    }
    return samples
  }

  /// Terminal measurers of models other than clusters, whose marks add cells, whose emoji
  /// past a version take one cell, whose widths are glibc's, or whose lam-alef is one cell
  /// (which the one-pass paths leave to the general one).
  private static let otherModels: [TerminalCellMeasurer] = {
    var glibc = CellWidthModel.codePoints
    glibc.knownEmoji = .upTo14
    var kitty = CellWidthModel.clusters
    kitty.zwjSequences = .sumOfParts
    kitty.viramaConjuncts = .eachConsonant
    kitty.thaiLaoAM = .addsItsWidth
    kitty.hangulJamo = .addsItsWidth
    var oneCellLamAlef = CellWidthModel.codePoints
    oneCellLamAlef.lamAlef = .oneCell
    oneCellLamAlef.spacingMarks = .addsNothing
    return [
      TerminalCellMeasurer(profile: .codePoints),
      TerminalCellMeasurer(ambiguousIsWide: true, profile: .codePointsJoiningAfterZWJ),
      TerminalCellMeasurer(cellWidths: glibc), TerminalCellMeasurer(cellWidths: kitty),
      TerminalCellMeasurer(cellWidths: oneCellLamAlef),
    ]
  }()

  @Test(
    "texts of one-scalar clusters and marks are measured in one pass with the general path's answers"
  )
  func singleScalarClusters() {
    let measurers: [any TextMeasurer] =
      [
        TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true), UTF8ByteMeasurer(),
      ] + Self.otherModels
    for measurer in measurers {
      for sample in mixedSamples(count: 1200) {
        let fast = MeasuredText(
          sample, measurer: measurer, options: LineBreakOptions(), allowsASCIIFastPath: true)
        let general = MeasuredText(
          sample, measurer: measurer, options: LineBreakOptions(), allowsASCIIFastPath: false)
        expectSame(fast, general, sample)
      }
    }
  }

  @Test(
    "the general path's terminal cluster widths are the measurer's advance of each cluster as a substring"
  )
  func generalPathClusterWidths() {
    let measurers =
      [TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true)]
      + Self.otherModels.filter { !$0.measuresClustersInContext }
    var multiScalar = 0
    for measurer in measurers {
      for sample in mixedSamples(count: 1200) {
        let general = MeasuredText(
          sample, measurer: measurer, options: LineBreakOptions(), allowsASCIIFastPath: false)
        for index in 0..<general.clusterCount where general.breakAfter(index) != .mandatory {
          let cluster = general.cluster(index)
          multiScalar += cluster.unicodeScalars.count > 1 ? 1 : 0
          #expect(
            general.width(index..<(index + 1)) == measurer.advance(ofCluster: cluster),
            "\(sample.debugDescription) cluster \(index)")
        }
      }
    }
    #expect(multiScalar > 500)
  }

  @Test(
    "the fast paths take newlines of every kind, VS16, conjuncts and emoji sequences, and leave controls"
  )
  func fastPathsTakeNewlinesAndVS16() {
    let taken = [
      "Coffee\nshop", "a\r\nb", "a\rb", "a\u{85}b", "a\u{2028}b", "a\u{2029}b", "Café\n",
      "東京\n駅", "ไทย\r\nก\u{E33}", "☕️ to go", "✌\u{FE0F}\n", "12,50 €\n\n", "नमस्ते",
      "ক্ষমা\nস্ত", "👨‍👩‍👧 at home", "🇯🇵 Tokyo", "👍🏽", "\u{1100}\u{1161}\u{11A8}",
    ]
    for text in taken {
      #expect(MeasuredText.fastPathTakes(text, measurer: TerminalCellMeasurer()), "\(text)")
    }
    // Without marks or VS16, the other measurers' one-scalar path takes newlines too.
    for text in ["Café\nshop", "東京\r\n駅", "a\u{2028}b\u{85}c", "€\r"] {
      #expect(MeasuredText.fastPathTakes(text, measurer: FixedAdvanceMeasurer()), "\(text)")
      #expect(MeasuredText.fastPathTakes(text, measurer: UTF8ByteMeasurer()), "\(text)")
    }
    // A control the rules change, a bidi override.
    for text in ["a\u{7}b", "a\u{202E}b", "🇯🇵\u{7}"] {
      #expect(!MeasuredText.fastPathTakes(text, measurer: TerminalCellMeasurer()), "\(text)")
      #expect(!MeasuredText.fastPathTakes(text, measurer: FixedAdvanceMeasurer()), "\(text)")
    }
    // The other measurers' one-scalar path leaves sequences of several scalars.
    for text in ["👨‍👩‍👧", "🇯🇵", "👍🏽"] {
      #expect(!MeasuredText.fastPathTakes(text, measurer: FixedAdvanceMeasurer()), "\(text)")
    }
  }

  @Test(
    "emoji sequences, flags, prepends and jamo are segmented in one pass with the general path's answers"
  )
  func sequencesInOnePass() {
    var generator = SplitMix64(seed: 0x1F_9D1)
    let simple = ["a", "é", "猫", " ", "🍕", "☕", "क", "\u{94D}", "ष", "\u{301}", "-", "\n", "\r\n"]
    let sequences = [
      "👨‍👩‍👧", "🧑🏾‍🍳", "🏳️‍🌈", "❤️‍🔥", "👩🏽‍❤️‍👨🏿", "🧑‍⚕️", "🇯🇵", "🇯🇵🇸🇦🇫", "\u{1F1E6}\u{301}\u{1F1E7}",
      "👍🏽", "👍🏽🏽", "\u{1F3FB}", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
      "\u{200D}", "\u{200D}🍕", "🍕\u{200D}", "a\u{200D}🍕", "🍕\u{301}\u{200D}🍳", "1\u{FE0F}\u{20E3}",
      "#\u{20E3}", "\u{1100}\u{1100}\u{1161}\u{11A8}", "\u{11A8}", "\u{1160}", "\u{0600}",
      "\u{0600}\u{0600}1", "\u{0600}🍕", "\u{0600}\u{1F1E6}", "क्\u{200D}ष", "\u{0600}\n",
      "\u{110BD}\u{11083}", "\u{1F1E6}\u{200D}\u{1F1E7}", "✌\u{FE0F}\u{200D}",
    ]
    var samples = sequences
    for _ in 0..<1500 {
      let length = Int(generator.next() % 8)
      samples.append(
        (0..<length).map { index in
          index % 2 == 0
            ? sequences[Int(generator.next() % UInt64(sequences.count))]
            : simple[Int(generator.next() % UInt64(simple.count))]
        }.joined())
    }
    let measurers =
      [TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true)]
      + Self.otherModels.filter { !$0.measuresClustersInContext }
    for measurer in measurers {
      for sample in samples {
        #expect(
          MeasuredText.fastPathTakes(sample, measurer: measurer), "\(sample.debugDescription)")
        for options in [LineBreakOptions(), LineBreakOptions(locale: "ja")] {
          let fast = MeasuredText(
            sample, measurer: measurer, options: options, allowsASCIIFastPath: true)
          let general = MeasuredText(
            sample, measurer: measurer, options: options, allowsASCIIFastPath: false)
          expectSame(fast, general, sample)
        }
      }
    }
  }

  @Test(
    "paragraphs of one-scalar clusters, marks and emoji with VS16, split by newlines of every kind, too"
  )
  func singleScalarParagraphs() {
    var generator = SplitMix64(seed: 0x0A_0D85)
    let pieces = [
      "a", "é", "猫", "東京", "ไทย", "\u{E33}", "\u{301}", "💸", " ", "\u{3000}", "-", "。", "12,50",
      "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\n\n", "☕️", "✌\u{FE0F}", "\u{FE0F}",
    ]
    var samples = ["\n", "\r\n", "a\n", "\na", "\n\u{301}", "a \n b", "ไทย\r\nก\u{E33}\n"]
    for _ in 0..<600 {
      let length = Int(generator.next() % 24)
      samples.append(
        (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
    }
    let measurers: [any TextMeasurer] =
      [TerminalCellMeasurer(), UTF8ByteMeasurer()] + Self.otherModels
    for measurer in measurers {
      for locale in ["en", "ja", "th"] {
        let options = LineBreakOptions(locale: locale)
        for sample in samples {
          let fast = MeasuredText(
            sample, measurer: measurer, options: options, allowsASCIIFastPath: true)
          let general = MeasuredText(
            sample, measurer: measurer, options: options, allowsASCIIFastPath: false)
          expectSame(fast, general, sample)
          for width in [nil, 1, 4, 9] as [Double?] {
            #expect(fast.lines(width: width) == general.lines(width: width))
          }
        }
      }
    }
  }

  @Test("a text of one line needing no segmenting has the visible end and width it measures to")
  func oneLine() {
    var taken = 0
    let measurers = [TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true)]
    for measurer in measurers + Self.otherModels {
      for sample in mixedSamples(count: 400) {
        guard let line = MeasuredText.oneLine(sample, measurer: measurer) else { continue }
        #expect(!measurer.measuresClustersInContext)
        taken += measurers.contains(measurer) ? 1 : 0
        let measured = MeasuredText(sample, measurer: measurer)
        let end = measured.singleParagraphVisibleEnd ?? -1
        #expect(measured.text == sample, "\(sample.debugDescription)")
        #expect(line.visibleUTF8End == measured.utf8Range(0..<end).upperBound)
        #expect(line.width == measured.width(0..<end), "\(sample.debugDescription)")
        // With a limit, the same answer when the visible part fits in it, else none.
        for limit in [0.0, 1, 3, 7.5, 20] {
          let limited = MeasuredText.oneLine(sample, measurer: measurer, widthLimit: limit)
          #expect(
            limited.map { [$0.visibleUTF8End, Int($0.width)] }
              == (line.width <= limit ? [line.visibleUTF8End, Int(line.width)] : nil),
            "\(sample.debugDescription) \(limit)")
        }
      }
    }
    // Three strings in four are of one-scalar clusters only.
    #expect(taken > 500)
    let cells = TerminalCellMeasurer()
    // A mark after hanging spaces makes them visible: past the limit, nothing is returned.
    let marked = "ab" + String(repeating: " ", count: 20) + "\u{301}"
    #expect(MeasuredText.oneLine(marked, measurer: cells)! == (marked.utf8.count, 22))
    #expect(MeasuredText.oneLine(marked, measurer: cells, widthLimit: 15) == nil)
    #expect(MeasuredText.oneLine(" \u{301}", measurer: cells, widthLimit: 0.5) == nil)
    // VS16 after a first scalar may widen the cluster: left to the paths that segment.
    #expect(MeasuredText.oneLine("☕️", measurer: cells) == nil)
    #expect(MeasuredText.oneLine("a\u{FE0F}", measurer: cells) == nil)
    #expect(MeasuredText.oneLine("-12.50 €", measurer: cells)! == (8 + 2, 8))
    #expect(MeasuredText.oneLine("x  ", measurer: cells)! == (1, 1))
    #expect(MeasuredText.oneLine(" ", measurer: cells)! == (0, 0))
    #expect(MeasuredText.oneLine("東京", measurer: cells)! == (6, 4))
    // In terminal cells a mark joins the scalar before it.
    #expect(MeasuredText.oneLine("e\u{301}", measurer: cells)! == (3, 1))
    // So does a consonant ICU's conjunct rule links to the one before ("क्ष" is one cluster).
    #expect(MeasuredText.oneLine("क्षमा", measurer: cells)! == (15, 2))
    // Empty, a control, DEL, a newline, a flag, a bidi control: not taken.
    for turnedDown in ["", "a\tb", "12\u{7F}", "a\nb", "🇯🇵", "\u{202E}x"] {
      #expect(MeasuredText.oneLine(turnedDown, measurer: cells) == nil)
    }
  }

  @Test("a text measured without break opportunities and given them later is the same text")
  func softBreaksFoundLater() {
    let options = [
      LineBreakOptions(), LineBreakOptions(locale: "ja", strictness: .strict),
      LineBreakOptions(locale: "ko", keepAll: true),
    ]
    var onOneLine = 0
    for option in options {
      for sample in mixedSamples(count: 300) + ["Coffee at the corner", "東京駅、売店。", "a  b\n"] {
        let measurer = TerminalCellMeasurer()
        var later = MeasuredText(unbroken: sample, measurer: measurer)
        let whole = MeasuredText(sample, measurer: measurer, options: option)
        // Without opportunities, a text of one paragraph is the same one line wherever its
        // visible part fits, and the same number of lines with no width at all.
        #expect(later.lineCount(width: nil) == whole.lineCount(width: nil))
        if let end = later.singleParagraphVisibleEnd {
          let fits = later.width(0..<end)
          #expect(
            later.lines(width: fits) == whole.lines(width: fits), "\(sample.debugDescription)")
          onOneLine += 1
        }
        later.findSoftBreaks(options: option)
        expectSame(later, whole, sample)
        for width in [1.0, 3, 8, 20] {
          #expect(later.lines(width: width) == whole.lines(width: width))
        }
      }
    }
    #expect(onOneLine > 500)
  }

  @Test("a long text is segmented without trouble")
  func longText() {
    let text = String(repeating: "The quick brown fox 猫 jumps. ", count: 2000)
    let measured = MeasuredText(text, measurer: TerminalCellMeasurer())
    #expect(measured.clusterCount == 29 * 2000)
    #expect(measured.width(0..<measured.clusterCount) == 30 * 2000)
  }
}
