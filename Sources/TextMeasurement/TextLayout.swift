import LayoutEngine

/// What a text looks like for one proposal: its visible lines as rendered (truncation
/// applied), how many lines it needed and was allowed, its size and its baselines.
public struct TextLayout: Sendable, Hashable {
  /// A rendered line: its text (hanging whitespace dropped, "…" where truncated), width and
  /// horizontal offset inside the text's frame.
  public struct Line: Sendable, Hashable {
    /// The text of the line as drawn.
    public var text: String
    /// The line's width.
    public var width: Double
    /// The line's offset from the text's leading edge.
    public var x: Double
  }

  /// The visible lines, top to bottom.
  public var lines: [Line]
  /// How many lines the whole text needs at the proposed width.
  public var neededLineCount: Int
  /// How many lines may be shown (line limit and height together); `Int.max` for no cap.
  public var allowedLineCount: Int
  /// Whether the text shows less than all of itself.
  public var isTruncated: Bool
  /// The size the text reports: the widest visible line, visible (or reserved) lines times the
  /// line height, both rounded up to the measurer's grid.
  public var size: Size
  /// The baseline of the first visible line, nil when no line is visible.
  public var firstBaseline: Double?
  /// The baseline of the last visible line, nil when no line is visible.
  public var lastBaseline: Double?
  /// For a text shown whole, the first word its lines break between two clusters where no
  /// break is allowed (an emergency break: "Cof" / "fee"), without hanging whitespace; nil
  /// when every word stays whole, and for a truncated text. ``MeasuredText/firstBrokenWord(width:)``.
  public var brokenWord: String? = nil
}

/// What a text layout counts, without its lines: see ``PreparedText/lineSummary(for:style:)``.
package struct TextLineSummary: Sendable, Hashable {
  /// As ``TextLayout/neededLineCount``.
  package var neededLineCount: Int
  /// As ``TextLayout/allowedLineCount``.
  package var allowedLineCount: Int
  /// The number of ``TextLayout/lines``.
  package var visibleLineCount: Int
  /// As ``TextLayout/isTruncated``.
  package var isTruncated: Bool
  /// The height of ``TextLayout/size``.
  package var height: Double
  /// As ``TextLayout/lastBaseline``.
  package var lastBaseline: Double?
}

/// The style a text is laid out with, read from the environment.
public struct TextStyle: Sendable, Hashable {
  /// The most lines shown; nil for no limit. A limit below 1 shows one line.
  public var lineLimit: Int?
  /// Whether the text is at least `lineLimit` lines tall.
  public var reservesSpace: Bool
  /// The fewest lines the text is tall (a `lineLimit` range's lower bound); nil for none,
  /// as is a value below 1.
  public var minimumLineCount: Int?
  /// The space between two lines: finite and not negative (an invalid value is read as 0).
  public var lineSpacing: Double
  /// How a truncated text is shortened.
  public var truncationMode: TruncationMode
  /// How the lines line up.
  public var alignment: TextAlignment

  /// A style; every value defaults to SwiftUI's.
  public init(
    lineLimit: Int? = nil, reservesSpace: Bool = false, minimumLineCount: Int? = nil,
    lineSpacing: Double = 0, truncationMode: TruncationMode = .tail,
    alignment: TextAlignment = .leading
  ) {
    self.lineLimit = lineLimit
    self.reservesSpace = reservesSpace
    self.minimumLineCount = minimumLineCount
    self.lineSpacing = Self.isValidLineSpacing(lineSpacing) ? lineSpacing : 0
    self.truncationMode = truncationMode
    self.alignment = alignment
  }

  /// The style set in `environment`.
  public init(_ environment: EnvironmentValues) {
    self.init(
      lineLimit: environment.lineLimit, reservesSpace: environment.lineLimitReservesSpace,
      minimumLineCount: environment.lineLimitMinimum, lineSpacing: environment.lineSpacing,
      truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment)
  }

  /// What a text placed in `environment` reports of the style it reads there: an invalid line
  /// spacing is read as 0 (``isValidLineSpacing(_:)``), a line limit below 1 as 1 (a text
  /// shows at least one line), and a minimum below 1 as none (a text is never fewer than 0
  /// lines tall, so such a minimum asks for nothing).
  static func diagnostics(_ environment: EnvironmentValues) -> [LayoutDiagnostic] {
    var diagnostics: [LayoutDiagnostic] = []
    let spacing = environment.lineSpacing
    if !isValidLineSpacing(spacing) {
      diagnostics.append(
        LayoutDiagnostic("line spacing \(formatLength(spacing)) is not a length; read as 0"))
    }
    if let limit = environment.lineLimit, limit < 1 {
      diagnostics.append(LayoutDiagnostic("lineLimit \(limit) is below 1; read as 1"))
    }
    if let minimum = environment.lineLimitMinimum, minimum < 1 {
      diagnostics.append(
        LayoutDiagnostic("lineLimit lower bound \(minimum) is below 1; read as no minimum"))
    }
    return diagnostics
  }

  /// Whether `spacing` is a line spacing a text uses as it is: finite and not negative.
  static func isValidLineSpacing(_ spacing: Double) -> Bool { spacing.isFinite && spacing >= 0 }

  /// The height of `lines` lines of `lineHeight` with the line spacing between them.
  func height(ofLines lines: Double, lineHeight: Double) -> Double {
    lines * lineHeight + max(lines - 1, 0) * lineSpacing
  }

  /// The last baseline of `visible` lines whose first baseline is `baseline`.
  func lastBaseline(ofLines visible: Int, lineHeight: Double, baseline: Double) -> Double {
    Double(visible - 1) * (lineHeight + lineSpacing) + baseline
  }

  /// The lines the text is tall at least, whatever it needs or is offered: the limit with
  /// ``reservesSpace`` (at least 1), and ``minimumLineCount``; 0 for none.
  var reservedLineCount: Int {
    let byLimit = reservesSpace ? lineLimit.map { max($0, 1) } ?? 0 : 0
    return max(byLimit, minimumLineCount ?? 0)
  }
}

/// A text measured once with its measurer, ready to be laid out at any proposal without
/// segmenting or measuring again. Rows that try several layouts of one title share one.
///
/// ```swift
/// let title = PreparedText("Coffee", measurer: TerminalCellMeasurer())
/// title.layout(for: ProposedSize(width: 4, height: nil)).lines.map(\.text)  // ["Coff", "ee"]
/// ```
public struct PreparedText: Sendable {
  /// The string as given (``MeasuredText/text`` is it after the control-character rules).
  public let string: String
  /// The segmented and measured text.
  public let measured: MeasuredText
  /// The measurer it was measured with.
  public let measurer: any TextMeasurer
  /// The width of "…" with that measurer.
  public let ellipsisWidth: Double
  /// The line-breaking options it was broken with.
  public let options: LineBreakOptions
  /// The measurer's line height, baseline offset and pixel grid, read once: every layout and
  /// summary needs them, and a measurer's metrics do not change (a checked one reads them
  /// once too).
  private let metrics: (lineHeight: Double, baselineOffset: Double, pixelGrid: Double)

  /// What the measurer answered that was read otherwise: its metrics' problems, then its
  /// advances' (``MeasuredText/diagnostics``); empty for a sane measurer.
  public var diagnostics: [LayoutDiagnostic] {
    ((measurer as? any CheckedMetrics)?.answerDiagnostics ?? []) + measured.diagnostics
  }

  /// The text `string` measured with `measurer`, broken with `options`.
  public init(
    _ string: String, measurer: some TextMeasurer,
    options: LineBreakOptions = LineBreakOptions()
  ) {
    self.init(string, measurer: measurer, options: options, findsSoftBreaks: true)
  }

  /// A text that is only ever laid out at its ideal width (a `fixedSize()` amount) needs no
  /// soft break opportunities: its lines are its paragraphs. `findsSoftBreaks: false` skips
  /// the line-break pass; a layout at a width then breaks between clusters only.
  init(
    _ string: String, measurer: some TextMeasurer, options: LineBreakOptions,
    findsSoftBreaks: Bool
  ) {
    self.string = string
    self.measured = MeasuredText(
      string, measurer: measurer, options: options, allowsASCIIFastPath: true,
      findsSoftBreaks: findsSoftBreaks)
    // The measurer as received (its answers checked), so that every later answer it gives
    // (line height, baselines, grid, the ellipsis, a renderer's advances) is sane.
    let received =
      TerminalCellMeasurer.measurer(measurer) != nil
      ? measurer : MeasurerAnswers.checked(measurer)
    self.measurer = received
    self.metrics = (received.lineHeight, received.baselineOffset, received.pixelGrid)
    self.options = options
    self.ellipsisWidth = received.advance(ofScalar: "\u{2026}")
  }

  /// `string` in terminal cells, already measured as ``init(_:measurer:options:)`` measures
  /// it (``RowMeasuring/title(_:cells:options:widthLimit:)``).
  init(
    _ string: String, measured: MeasuredText, cells: TerminalCellMeasurer,
    options: LineBreakOptions
  ) {
    self.string = string
    self.measured = measured
    self.measurer = cells
    self.metrics = (cells.lineHeight, cells.baselineOffset, cells.pixelGrid)
    self.options = options
    self.ellipsisWidth = cells.advance(ofScalar: "\u{2026}")
  }

  static let ellipsis = "\u{2026}"

  /// Whether this text was measured as `environment` would measure it: with an equal
  /// measurer (measurers that are not `Hashable` cannot be compared, so never) and the same
  /// line-breaking options.
  public func isMeasured(as environment: EnvironmentValues) -> Bool {
    options == environment.lineBreakOptions
      && MeasurerKey.equal(measurer, environment.textMeasurer)
  }

  /// The layout for `proposal` in `style` (Docs/Semantics.md section 3).
  public func layout(for proposal: ProposedSize, style: TextStyle = TextStyle()) -> TextLayout {
    layout(for: proposal, style: style, lines: nil)
  }

  /// As ``layout(for:style:)``, from `lines`, the text's lines at the proposal's width when
  /// the caller has them (``MeasuredText/lines(width:countingLinesAt:)``).
  package func layout(for proposal: ProposedSize, style: TextStyle, lines: [TextLine]?)
    -> TextLayout
  {
    // The lines filled here rather than in the layout, so that room for them is made once.
    let all = showsNothing(proposal) ? lines : lines ?? measured.lines(width: proposal.width)
    var rendered: [TextLayout.Line] = []
    rendered.reserveCapacity(all?.count ?? 0)
    var layout = layout(for: proposal, style: style, lines: all) { text, width, x in
      rendered.append(TextLayout.Line(text: String(text), width: width, x: x))
    }
    layout.lines = rendered
    return layout
  }

  /// As ``layout(for:style:lines:)``, each visible line handed to `line` in order rather than
  /// kept (the layout returned has none): the text it shows (a slice of the measured text,
  /// or of a truncated line's own string), its width and its offset. For a caller that places
  /// the lines itself and has no use for their strings; without `findingBrokenWord`, the
  /// layout's ``TextLayout/brokenWord`` is left nil (a caller that has judged the text).
  package func layout(
    for proposal: ProposedSize, style: TextStyle, lines: [TextLine]?,
    findingBrokenWord: Bool = true,
    eachLine line: (_ text: Substring, _ width: Double, _ x: Double) -> Void
  ) -> TextLayout {
    let lineHeight = metrics.lineHeight
    let grid = metrics.pixelGrid
    if showsNothing(proposal) {
      // A zero width shows nothing: every text but the empty one is truncated, even one of
      // only whitespace and newlines, whose lines are lost too. A negative width is read as
      // zero.
      let needed = measured.clusterCount == 0 ? 0 : measured.lineCount(width: nil)
      return TextLayout(
        lines: [], neededLineCount: needed, allowedLineCount: 0, isTruncated: needed > 0,
        size: .zero, firstBaseline: nil, lastBaseline: nil)
    }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let all = lines ?? measured.lines(width: width)
    let allowed = allowedLineCount(for: proposal, style: style)
    let visible = min(all.count, allowed)
    let truncated = all.count > visible
    // The last visible line of a truncated text holds the rest of the text shortened with
    // "…" in the truncation mode, as SwiftUI truncates within its last line.
    var shortened: TextLayout.Line?
    if truncated, let last = all.prefix(visible).last {
      let limit = width ?? .infinity
      let start = last.clusters.lowerBound
      switch style.truncationMode {
      case .head: shortened = headTruncated(from: start, limit: limit)
      case .middle: shortened = middleTruncated(from: start, limit: limit)
      case .tail: shortened = tailTruncated(from: start, limit: limit)
      }
    }
    func lineWidth(_ index: Int) -> Double {
      if index == visible - 1, let shortened { return shortened.width }
      return all[index].width
    }
    let usedWidth = roundUp((0..<visible).lazy.map(lineWidth).max() ?? 0, grid)
    for index in 0..<visible {
      let lineWidth = lineWidth(index)
      let text =
        index == visible - 1 && shortened != nil
        ? shortened?.text[...] ?? ""
        : measured.text(all[index].clusters.lowerBound..<all[index].visibleEnd)
      switch style.alignment {
      case .leading: line(text, lineWidth, 0)
      case .center: line(text, lineWidth, (usedWidth - lineWidth) / 2)
      case .trailing: line(text, lineWidth, usedWidth - lineWidth)
      }
    }
    let shownLines = max(Double(visible), Double(style.reservedLineCount))
    // A text shown whole breaks a word where one of its lines ends inside it.
    let broken =
      truncated || !findingBrokenWord
      ? nil : all.first(where: measured.endsInsideWord).map(measured.word(brokenBy:))
    return TextLayout(
      lines: [], neededLineCount: all.count, allowedLineCount: allowed,
      isTruncated: truncated,
      size: Size(
        width: usedWidth,
        height: roundUp(style.height(ofLines: shownLines, lineHeight: lineHeight), grid)),
      firstBaseline: metrics.baselineOffset,
      lastBaseline: style.lastBaseline(
        ofLines: visible, lineHeight: lineHeight, baseline: metrics.baselineOffset),
      brokenWord: broken.map { String(measured.text($0)) })
  }

  /// Whether `proposal` shows nothing of the text: a zero (or negative) width shows nothing of
  /// any text, and an empty text has nothing to show.
  private func showsNothing(_ proposal: ProposedSize) -> Bool {
    proposal.width.map({ $0 <= 0 }) == true || measured.clusterCount == 0
  }

  /// How many lines may be shown for `proposal` in `style`: the line limit, and a finite
  /// height, but never below the lines a text reserves (it is that tall whatever it is
  /// offered, so it shows what fits in it).
  private func allowedLineCount(for proposal: ProposedSize, style: TextStyle) -> Int {
    var allowed = style.lineLimit.map { max($0, 1) } ?? Int.max
    if let height = proposal.height, height.isFinite {
      // n lines take n line heights and n - 1 spacings.
      let pitch = metrics.lineHeight + style.lineSpacing
      let fitting = (max(height, 0) + style.lineSpacing + 1e-9) / pitch
      let byHeight = fitting >= Double(Int.max) ? Int.max : max(1, Int(fitting.rounded(.down)))
      allowed = min(allowed, max(byHeight, style.reservedLineCount))
    }
    return allowed
  }

  /// The counts and extent of `layout(for: proposal, style: style)`, without rendering a line:
  /// for judging layouts that may not be shown.
  package func lineSummary(for proposal: ProposedSize, style: TextStyle) -> TextLineSummary {
    lineSummary(for: proposal, style: style, neededLineCount: nil)
  }

  /// As ``lineSummary(for:style:)``, given `neededLineCount`, the number of lines the text
  /// needs at the proposed width when the caller has it (from a summary at the same width:
  /// the count depends on the width alone), so that callers trying several heights or limits
  /// at one width count once.
  package func lineSummary(
    for proposal: ProposedSize, style: TextStyle, neededLineCount earlier: Int?
  ) -> TextLineSummary {
    if showsNothing(proposal) {
      // As `layout(for:style:)`.
      let needed =
        earlier ?? (measured.clusterCount == 0 ? 0 : measured.lineCount(width: nil))
      return TextLineSummary(
        neededLineCount: needed, allowedLineCount: 0, visibleLineCount: 0,
        isTruncated: needed > 0, height: 0, lastBaseline: nil)
    }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let needed = earlier ?? measured.lineCount(width: width)
    let allowed = allowedLineCount(for: proposal, style: style)
    let visible = min(needed, allowed)
    let shownLines = max(Double(visible), Double(style.reservedLineCount))
    return TextLineSummary(
      neededLineCount: needed, allowedLineCount: allowed, visibleLineCount: visible,
      isTruncated: needed > visible,
      height: roundUp(
        style.height(ofLines: shownLines, lineHeight: metrics.lineHeight), metrics.pixelGrid),
      lastBaseline: style.lastBaseline(
        ofLines: visible, lineHeight: metrics.lineHeight, baseline: metrics.baselineOffset))
  }

  /// The width of `layout(for: ProposedSize(width: .infinity, height: nil), style:)` with
  /// `lineLimit`, the text's maximum length in a stack, without rendering a line.
  package func maximumWidth(lineLimit: Int?) -> Double {
    idealWidth(maximumWidthsWithLineLimits: lineLimit, lineLimit).maximumWidths.first
  }

  /// The text's ideal width: its widest paragraph, rounded up to the measurer's grid (the
  /// width of `layout(for: .unspecified)` without a line limit), without rendering a line.
  package var idealWidth: Double {
    idealWidth(maximumWidthsWithLineLimits: nil, nil).idealWidth
  }

  /// ``idealWidth``, with ``maximumWidth(lineLimit:)`` for two line limits, from one pass
  /// over the paragraphs: what a row asks of its title before judging its candidates (a text
  /// of many paragraphs is walked once, not three times).
  package func idealWidth(maximumWidthsWithLineLimits first: Int?, _ second: Int?)
    -> (idealWidth: Double, maximumWidths: (first: Double, second: Double))
  {
    var widest = 0.0
    var firstTally = LimitedWidth(lineLimit: first)
    var secondTally = LimitedWidth(lineLimit: second)
    measured.forEachLine(width: nil) { line in
      widest = max(widest, line.width)
      firstTally.add(line.width)
      secondTally.add(line.width)
    }
    let grid = metrics.pixelGrid
    return (
      roundUp(widest, grid),
      (
        firstTally.width(ellipsisWidth: ellipsisWidth, grid: grid),
        secondTally.width(ellipsisWidth: ellipsisWidth, grid: grid)
      )
    )
  }

  /// The end of the paragraph that `start` is in: the index of its newline, or the end.
  private func paragraphEnd(from start: Int) -> Int {
    var end = start
    while end < measured.clusterCount, !measured.isNewline(end) { end += 1 }
    return end
  }

  /// The start of the last paragraph.
  private func lastParagraphStart() -> Int {
    var start = measured.clusterCount
    while start > 0, !measured.isNewline(start - 1) { start -= 1 }
    return start
  }

  /// `range` without its trailing whitespace.
  private func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound, measured.isWhitespace(end - 1) { end -= 1 }
    return range.lowerBound..<end
  }

  /// `range` without its leading whitespace.
  private func trimmingLeadingWhitespace(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound, measured.isWhitespace(start) { start += 1 }
    return start..<range.upperBound
  }

  /// The longest prefix of the paragraph from `start` that fits `limit` with "…" after it.
  private func tailTruncated(from start: Int, limit: Double) -> TextLayout.Line {
    let budget = limit - ellipsisWidth
    let end = paragraphEnd(from: start)
    var fitted = start..<start
    var candidate = start
    while candidate < end {
      let range = trimmingTrailingWhitespace(start..<(candidate + 1))
      if measured.width(range) > budget + 1e-9 { break }
      fitted = range
      candidate += 1
    }
    let text = String(measured.text(fitted)) + Self.ellipsis
    return TextLayout.Line(text: text, width: measured.width(fitted) + ellipsisWidth, x: 0)
  }

  /// "…" and the longest end of the last paragraph, from `start` on, that fits `limit` with it.
  private func headTruncated(from start: Int, limit: Double) -> TextLayout.Line {
    let suffix = fittingSuffix(from: start, budget: limit - ellipsisWidth)
    let text = Self.ellipsis + String(measured.text(suffix))
    return TextLayout.Line(text: text, width: measured.width(suffix) + ellipsisWidth, x: 0)
  }

  /// The start of the paragraph at `start` and the end of the last paragraph around "…", each
  /// given about half of what is left of `limit` after the ellipsis (the start gets the odd
  /// unit).
  private func middleTruncated(from start: Int, limit: Double) -> TextLayout.Line {
    let budget = limit - ellipsisWidth
    let end = paragraphEnd(from: start)
    var prefix = start..<start
    var candidate = start
    while candidate < end {
      let range = trimmingTrailingWhitespace(start..<(candidate + 1))
      if measured.width(range) > (budget - (budget / 2).rounded(.down)) + 1e-9 { break }
      prefix = range
      candidate += 1
    }
    let suffix = fittingSuffix(from: prefix.upperBound, budget: budget - measured.width(prefix))
    let text =
      String(measured.text(prefix)) + Self.ellipsis + String(measured.text(suffix))
    let width = measured.width(prefix) + ellipsisWidth + measured.width(suffix)
    return TextLayout.Line(text: text, width: width, x: 0)
  }

  /// The longest end of the last paragraph, no earlier than `lowerBound` and without leading
  /// whitespace, within `budget`.
  private func fittingSuffix(from lowerBound: Int, budget: Double) -> Range<Int> {
    let start = max(lowerBound, lastParagraphStart())
    let end = trimmingTrailingWhitespace(start..<measured.clusterCount).upperBound
    var fitted = end..<end
    var candidate = end
    while candidate > start {
      let range = trimmingLeadingWhitespace((candidate - 1)..<end)
      if measured.width(range) > budget + 1e-9 { break }
      fitted = range
      candidate -= 1
    }
    return fitted
  }
}

/// Rounds `value` up to a multiple of `grid` (a grid of 0 or less leaves it as is). A value
/// within a millionth of a grid step of a multiple is taken as that multiple, so sums of
/// fractional advances do not gain a step from floating-point noise.
func roundUp(_ value: Double, _ grid: Double) -> Double {
  guard grid > 0, value.isFinite else { return value }
  let steps = value / grid
  let nearest = steps.rounded()
  return (abs(steps - nearest) < 1e-6 ? nearest : steps.rounded(.up)) * grid
}

/// The widest of the lines a line limit shows, and the width the last shown line takes when
/// the limit truncates the text (it ends with "…"): whether the text has any width under
/// that limit.
private struct LimitedWidth {
  let limit: Int
  var count = 0
  var widest = 0.0
  var lastVisible = 0.0

  init(lineLimit: Int?) {
    limit = lineLimit.map { max($0, 1) } ?? Int.max
  }

  /// Takes the next line's width.
  mutating func add(_ width: Double) {
    count += 1
    if count <= limit {
      widest = max(widest, width)
      lastVisible = width
    }
  }

  /// The width of the lines taken, under the limit, on the grid.
  func width(ellipsisWidth: Double, grid: Double) -> Double {
    // A text with more paragraphs than its limit ends its last line with "…".
    let truncatedLine = count > limit ? lastVisible + ellipsisWidth : 0
    return roundUp(max(widest, truncatedLine), grid)
  }
}
