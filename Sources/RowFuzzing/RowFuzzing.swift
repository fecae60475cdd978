import AdaptiveAmountRow
import LayoutEngine
import TextMeasurement
import TruncationDetection

/// One fuzz case decoded from arbitrary bytes: a title, an amount, a width, a height, a line
/// limit, a measurer and line-breaking options. Every byte string decodes to a case.
///
/// Layout of the bytes: `[flags, width, height, limit, amount length, amount..., title...]`,
/// each missing byte read as 0. Flag bits 0-1 pick the measurer, bits 2-4 the locale and
/// strictness, bit 5 reads the title as indices into a table of hostile pieces (CJK, Thai,
/// emoji, controls, marks, bidi) instead of as UTF-8, bit 6 takes the `none` line-break
/// strategy instead of the standard one.
public struct FuzzCase: Sendable, CustomStringConvertible {
  /// The title, possibly with controls, invalid UTF-8 (as U+FFFD) and anything else.
  public var title: String
  /// The amount, drawn from the characters amounts hold (digits, signs, separators, currency
  /// symbols and codes, no-break spaces).
  public var amount: String
  /// The row width, in cells: 1 to 120, or a hostile value (0, -1, NaN, ±infinity, Int.max).
  public var width: Double
  /// The height proposed to the title's text layout; nil for unspecified.
  public var height: Double?
  /// The line limit of the title's text layout: nil, 0, 1, 2, 3 or Int.max.
  public var lineLimit: Int?
  /// The measurer: terminal cells, with ambiguous characters wide or not, or per code point as
  /// tmux counts them, or a fixed advance.
  public var measurer: any TextMeasurer
  /// Locale, strictness, keep-all and strategy.
  public var options: LineBreakOptions

  static let hostileWidths: [Double] = [0, -1, .nan, .infinity, Double(Int.max), -.infinity]
  static let limits: [Int?] = [nil, 0, 1, 2, 3, Int.max]
  static let measurers: [any TextMeasurer] = [
    TerminalCellMeasurer(), TerminalCellMeasurer(ambiguousIsWide: true), FixedAdvanceMeasurer(),
    TerminalCellMeasurer(profile: .codePointsJoiningAfterZWJ),
  ]
  static let localeOptions: [LineBreakOptions] = [
    LineBreakOptions(), LineBreakOptions(locale: "ja"),
    LineBreakOptions(locale: "ja", strictness: .strict),
    LineBreakOptions(locale: "ja", strictness: .loose),
    LineBreakOptions(locale: "ko", keepAll: true),
    LineBreakOptions(locale: "th"), LineBreakOptions(locale: "zh", strictness: .normal),
    LineBreakOptions(locale: "de"),
  ]
  static let amountCharacters = Array(
    "0123456789-+.,' €$¥₩£₹KUDOS:EUR\u{00A0}\u{202F}\u{2212}()")
  static let pieces = [
    "a", "word", "longerword", " ", "  ", "\n", "\r\n", "\t", "吾輩", "は", "。", "、", "ภาษา",
    "ไทย", "한국어", "텍스트", "مرحبا", "Ü", "e\u{301}", "\u{301}", "👍🏽", "👨‍👩‍👧", "🇯🇵", "🇯", "☕️",
    "❤", "\u{FE0F}", "-", "12.50", "€", "\u{2028}", "\u{2029}", "\u{85}", "x\u{200B}y",
    "\u{00AD}", "\u{1B}[31m", "\u{1B}]8;;http://x\u{1B}\\", "\u{7}", "\u{0}", "\u{9B}",
    "\u{202E}", "\u{2066}", "\u{2069}", "\u{00A0}", "\u{3000}", "±", "→", "Ω", "ｱ", "ﾞ",
    "\u{1160}", "\u{110B}\u{1161}\u{11A8}", "…", "\u{FFFD}", "\u{E000}", "\u{10FFFF}",
    "\u{2E3A}", "ab\u{0308}\u{0323}\u{0301}", "\u{0E33}", "ก\u{0E49}", "0", ".", ",",
  ]

  /// The case `bytes` decode to.
  public init(_ bytes: [UInt8]) {
    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    let flags = byte(0)
    measurer = Self.measurers[Int(flags & 0b11)]
    options = Self.localeOptions[Int((flags >> 2) & 0b111)]
    if flags & 0b100_0000 != 0 { options.strategy = .none }
    let widthByte = byte(1)
    width =
      widthByte >= 250
      ? Self.hostileWidths[Int(widthByte - 250)] : Double(1 + Int(widthByte) % 120)
    let heightByte = byte(2)
    height = heightByte < 128 ? nil : Double(heightByte % 8)
    lineLimit = Self.limits[Int(byte(3)) % Self.limits.count]
    let amountLength = Int(byte(4) % 16)
    let rest = bytes.count > 5 ? Array(bytes[5...]) : []
    let amountBytes = rest.prefix(amountLength)
    amount = String(
      amountBytes.map { Self.amountCharacters[Int($0) % Self.amountCharacters.count] })
    let titleBytes = rest.dropFirst(amountLength)
    if flags & 0b10_0000 != 0 {
      title = titleBytes.map { Self.pieces[Int($0) % Self.pieces.count] }.joined()
    } else {
      title = String(decoding: titleBytes, as: UTF8.self)
    }
  }

  /// The case in one line, to name it in a failure.
  public var description: String {
    "title \(title.debugDescription) amount \(amount.debugDescription) width \(width)"
      + " height \(height.map { "\($0)" } ?? "nil") limit \(lineLimit.map { "\($0)" } ?? "nil")"
      + " measurer \(measurer) options \(options)"
  }
}

/// The checks run on every fuzz case: each returns what it found wrong, nothing when all holds.
public enum RowInvariants {
  /// Everything wrong with `fuzzCase`: its text layout and its row.
  public static func violations(of fuzzCase: FuzzCase) -> [String] {
    textViolations(fuzzCase) + rowViolations(fuzzCase)
  }

  /// The cells of `text`: the sum of its clusters' advances with `measurer`.
  static func cells(_ text: String, _ measurer: any TextMeasurer) -> Double {
    let measured = MeasuredText(text, measurer: measurer)
    return measured.width(0..<measured.clusterCount)
  }

  /// The widest grapheme cluster of `text`.
  static func widestCluster(_ text: String, _ measurer: any TextMeasurer) -> Double {
    let measured = MeasuredText(text, measurer: measurer)
    return (0..<measured.clusterCount).map(measured.advance).max() ?? 0
  }

  /// The scalars of the clusters of `lines` that are neither whitespace nor newlines, in order.
  static func inkScalars(_ lines: [String], _ measurer: any TextMeasurer) -> [Unicode.Scalar] {
    lines.flatMap { line -> [Unicode.Scalar] in
      let measured = MeasuredText(line, measurer: measurer)
      return (0..<measured.clusterCount).filter {
        !measured.isWhitespace($0) && !measured.isNewline($0)
      }.flatMap { Array(measured.cluster($0).unicodeScalars) }
    }
  }

  /// Whether `lines` draw every grapheme of `title` (after the control-character rules) that
  /// is neither whitespace nor a newline, in order, exactly once. Whitespace hangs at line
  /// ends and newlines end lines, so neither is compared.
  public static func drawsEveryGrapheme(
    _ lines: [String], of title: String, measurer: any TextMeasurer
  ) -> Bool {
    inkScalars(lines, measurer) == inkScalars([ControlCharacterPolicy.sanitize(title)], measurer)
  }

  /// Whether `line` ends with a whitespace cluster (which should have hung).
  static func endsWithWhitespace(_ line: String, _ measurer: any TextMeasurer) -> Bool {
    let measured = MeasuredText(line, measurer: measurer)
    return measured.clusterCount > 0 && measured.isWhitespace(measured.clusterCount - 1)
  }

  /// The title's own layout: widths, line counts, and, when it is not truncated, every
  /// grapheme in order exactly once.
  static func textViolations(_ fuzzCase: FuzzCase) -> [String] {
    var found: [String] = []
    let measurer = fuzzCase.measurer
    let prepared = PreparedText(fuzzCase.title, measurer: measurer, options: fuzzCase.options)
    let layout = prepared.layout(
      for: ProposedSize(width: fuzzCase.width, height: fuzzCase.height),
      style: TextStyle(lineLimit: fuzzCase.lineLimit))
    let lines = layout.lines.map(\.text)
    if layout.lines.count > layout.allowedLineCount {
      found.append("text shows \(layout.lines.count) lines, allows \(layout.allowedLineCount)")
    }
    guard fuzzCase.width.isFinite, fuzzCase.width > 0 else {
      if fuzzCase.width <= 0, !lines.isEmpty {
        found.append("text at width \(fuzzCase.width) draws \(lines)")
      }
      return found
    }
    let widest = max(widestCluster(fuzzCase.title, measurer), prepared.ellipsisWidth)
    for line in layout.lines where line.width > fuzzCase.width + 1e-9 {
      if line.width > widest + 1e-9 || widestCluster(line.text, measurer) <= fuzzCase.width {
        found.append("text line \(line.text.debugDescription) is \(line.width) wide")
      }
    }
    for line in lines where endsWithWhitespace(line, measurer) {
      found.append("text line \(line.debugDescription) ends with whitespace")
    }
    if !layout.isTruncated, !drawsEveryGrapheme(lines, of: fuzzCase.title, measurer: measurer) {
      found.append("untruncated text lines \(lines) lose or repeat graphemes")
    }
    return found
  }

  /// The row: widths, the title whole in extended mode, the amount unaltered, the mode the one
  /// the whole-words rule takes (truncation by the reference detector too, broken words by
  /// the lines themselves) and the breakpoints' mode.
  static func rowViolations(_ fuzzCase: FuzzCase) -> [String] {
    var found: [String] = []
    let measurer = fuzzCase.measurer
    var environment = EnvironmentValues(measurer: measurer)
    environment.lineBreakOptions = fuzzCase.options
    let row = AdaptiveAmountRow(title: fuzzCase.title, amount: fuzzCase.amount)
    let layout = row.layout(width: fuzzCase.width, environment: environment)
    let lines: [String]
    do {
      lines = try layout.terminalLines()
    } catch {
      // Every measurer of these cases measures cells.
      return found + ["the row's lines refuse a measurer of cells: \(error)"]
    }
    let amount = ControlCharacterPolicy.sanitize(fuzzCase.amount)
    let shownAmount = String(amount.reversed().drop { $0 == " " }.reversed())

    // The mode is the first candidate whose title shows whole with every word whole, else the
    // first whose title shows whole, else the last (Docs/Semantics.md section 7).
    let shown = layout.candidates.indices.filter { !layout.candidates[$0].verdict.isTruncated }
    let whole = shown.first { layout.candidates[$0].titleBrokenWord == nil }
    if layout.modeIndex != (whole ?? shown.first ?? layout.candidates.count - 1) {
      found.append("mode \(layout.mode) is not the one the whole-words rule takes")
    }
    // The amount is drawn unaltered, at the end of its line.
    if !shownAmount.isEmpty, !lines.contains(where: { $0.hasSuffix(shownAmount) }) {
      found.append("amount \(amount.debugDescription) not drawn whole in \(lines)")
    }
    guard fuzzCase.width.isFinite, fuzzCase.width >= 1 else { return found }

    // The reference detector agrees with each candidate's verdict.
    let limits: [AmountRowMode: Int?] = [.compact: 1, .standard: 2, .extended: nil]
    for report in layout.candidates {
      var titleEnvironment = environment
      titleEnvironment.lineLimit = limits[report.mode] ?? nil
      let reference = TruncationDetector.reference(
        Text(fuzzCase.title), proposal: ProposedSize(width: report.titleWidthGiven, height: nil),
        context: LayoutContext(environment: titleEnvironment))
      if reference.isTruncated != report.verdict.isTruncated {
        found.append("\(report.mode): reference says \(reference), the row \(report.verdict)")
      }
      // A word is broken where a line of the title ends with no break opportunity after it
      // and more of the word's ink before the next one.
      if !report.verdict.isTruncated, let given = report.titleWidthGiven {
        let title = PreparedText(fuzzCase.title, measurer: measurer, options: fuzzCase.options)
        let text = title.measured
        let breaks = text.lines(width: given).contains { line in
          guard !line.endsParagraph, !line.clusters.isEmpty else { return false }
          var index = line.clusters.upperBound
          while index < text.clusterCount, text.breakAfter(index - 1) == .none {
            if !text.isWhitespace(index) && !text.isNewline(index) { return true }
            index += 1
          }
          return false
        }
        if breaks != (report.titleBrokenWord != nil) {
          found.append(
            "\(report.mode): the lines at \(given) break a word: \(breaks), the row says "
              + (report.titleBrokenWord.map { "it breaks \($0.debugDescription)" } ?? "none"))
        }
      }
    }
    // The breakpoints give the same mode at this width.
    let ranges = row.breakpoints(environment: environment)
    let range = ranges.first {
      $0.from <= fuzzCase.width && fuzzCase.width <= ($0.to ?? .infinity)
    }
    if range?.mode != layout.mode {
      found.append(
        "breakpoints say \(range.map { "\($0.mode)" } ?? "nothing"), the row \(layout.mode)")
    }
    // No line is wider than the width unless the amount alone is, or a single cluster of the
    // title is wider than the width the chosen candidate gives the title (it overflows its
    // line there, as Docs/Semantics.md section 3 says, and is not truncated).
    let amountCells = cells(amount, measurer)
    let widest = widestCluster(fuzzCase.title, measurer)
    let titleWidth = min(
      layout.candidates[layout.modeIndex].titleWidthGiven ?? fuzzCase.width, fuzzCase.width)
    let overflowAllowed = amountCells + 2 > fuzzCase.width || widest > titleWidth + 1e-9
    if !overflowAllowed {
      for line in lines where cells(line, measurer) > fuzzCase.width {
        found.append("row line \(line.debugDescription) is wider than \(fuzzCase.width)")
      }
      if layout.overflows { found.append("the row overflows though its amount fits") }
    }
    // In extended mode every grapheme of the title is drawn, in order, exactly once.
    if layout.mode == .extended, !layout.candidates[layout.modeIndex].verdict.isTruncated {
      let titleLines = amount.isEmpty ? lines : Array(lines.dropLast())
      if !drawsEveryGrapheme(titleLines, of: fuzzCase.title, measurer: measurer) {
        found.append("extended title lines \(titleLines) lose or repeat graphemes")
      }
    }
    return found
  }
}
