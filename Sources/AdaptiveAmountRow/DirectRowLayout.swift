import LayoutEngine
import PrioritySelection
import TextMeasurement
import TruncationDetection

/// A text of a laid-out row: its layout for the proposal it was placed with, and the top-left
/// corner of its frame in the row.
struct PlacedRowText: Sendable {
  var layout: TextLayout
  var origin: Point
  var lineHeight: Double
}

/// The built-in candidates laid out straight from the title's lines, with the arithmetic the
/// engine would do for their stacks, and nothing else: the title, amount and subtitle are
/// measured once, each candidate is judged from line counts, and only the chosen one renders
/// its lines. The engine gives the same sizes, positions and verdicts (a property test holds
/// the two to each other); it is still used for consumers' own candidates and styles, and for
/// the placed tree when a caller asks for it.
///
/// It lays out the rows whose path is ``RowPath/direct`` or ``RowPath/drawn(_:)``: every
/// candidate built in, no title or amount style, and no line limit in the environment (which
/// would reach the amount) nor reserved space.
struct DirectRowLayout: Sendable {
  let title: PreparedText
  let amount: PreparedText
  let subtitle: PreparedText?
  /// The amount as shown: `fixedSize()` gives it its ideal size whatever it is offered.
  let amountLayout: TextLayout
  let arrangements: [BuiltInCandidate]
  let spacerMinLength: Double
  let standardLineLimit: Int
  let defaultSpacerLength: Double
  let verticalSpacing: Double
  let truncationMode: TruncationMode
  let keepsWordsWhole: Bool
  let alignment: TextAlignment
  let lineHeight: Double
  /// The title's ideal width, reported for every candidate.
  let titleIdealWidth: Double
  /// The title's width offered infinity with one line, and with the standard line limit: its
  /// maximum length in a stack (its minimum is 0), which orders it against the fixed amount.
  let titleMaximumOnOneLine: Double
  let titleMaximumInStandard: Double

  /// The direct layout of `row`, whose path (``RowPath``) is not ``RowPath/engine``.
  ///
  /// At `width`, in terminal cells, a title that fits on one line beside the amount, and a
  /// subtitle that fits on one line of the row, are measured without their line-break
  /// opportunities (no ICU pass): at every width the built-in candidates offer them, they are
  /// one line whatever their opportunities are, so every count, width and line is the same.
  /// Another title is taken from `prepare` (a list's title cache) when given and the row has
  /// none measured already.
  init(
    _ row: AdaptiveAmountRow, environment: EnvironmentValues, width: Double? = nil,
    preparingTitle prepare: ((String) -> PreparedText)? = nil
  ) {
    let configuration = row.configuration
    var arrangements: [BuiltInCandidate] = []
    arrangements.reserveCapacity(configuration.candidates.count)
    for candidate in configuration.candidates {
      if let builtIn = candidate.builtIn { arrangements.append(builtIn) }
    }
    let measurer = environment.textMeasurer
    let options = environment.lineBreakOptions
    // The amount is fixed at its ideal size: its lines are its paragraphs.
    self.amount = PreparedText(
      row.amount, measurer: measurer, options: options, findsSoftBreaks: false)
    self.truncationMode = environment.truncationMode
    self.alignment = environment.multilineTextAlignment
    self.amountLayout = amount.layout(
      for: .unspecified, style: TextStyle(truncationMode: truncationMode, alignment: alignment))
    let cells = width.flatMap { _ in RowPath.terminalCells(measurer) }
    if row.hasPreparedTitle, let prepared = row.preparedTitle,
      prepared.isMeasured(as: environment)
    {
      self.title = prepared
    } else if let cells, let width,
      let unbroken = Self.unbrokenTitle(
        row.title, width: width, amountWidth: amountLayout.size.width,
        spacerMinLength: configuration.spacerMinLength,
        standardLineLimit: configuration.standardLineLimit, cells: cells, options: options)
    {
      self.title = unbroken
    } else if let prepare {
      self.title = prepare(row.title)
    } else {
      self.title = PreparedText(row.title, measurer: measurer, options: options)
    }
    self.subtitle = row.subtitle.map { subtitle in
      var fits = false
      if let cells, let width,
        let (_, subtitleWidth) = MeasuredText.oneLine(
          subtitle, measurer: cells, widthLimit: width + 1e-9)
      {
        fits = subtitleWidth > 0
      }
      return PreparedText(subtitle, measurer: measurer, options: options, findsSoftBreaks: !fits)
    }
    self.arrangements = arrangements
    self.spacerMinLength = configuration.spacerMinLength
    self.standardLineLimit = configuration.standardLineLimit
    self.keepsWordsWhole = configuration.keepsWordsWhole
    let metrics = environment.layoutMetrics
    self.defaultSpacerLength = metrics.defaultSpacerLength
    self.verticalSpacing = metrics.defaultSpacing(along: .vertical)
    self.lineHeight = measurer.lineHeight
    let ideal = title.idealWidth(
      maximumWidthsWithLineLimits: 1, configuration.standardLineLimit)
    self.titleIdealWidth = ideal.idealWidth
    self.titleMaximumOnOneLine = ideal.maximumWidths.first
    self.titleMaximumInStandard = ideal.maximumWidths.second
  }

  /// The least width any built-in candidate's stacks offer a title beside an amount
  /// `amountWidth` wide at `width`: what the stacks offer a title of unbounded width on one
  /// line.
  static func leastTitleOffer(width: Double, spacerMinLength: Double, amountWidth: Double)
    -> Double
  {
    stackOffers(
      width: width, spacerMinLength: spacerMinLength, amountWidth: amountWidth,
      titleMaximum: .infinity, titleTakes: { $0 }
    ).title
  }

  /// `title` measured without its line-break opportunities, when it is one line of positive
  /// width that fits in what a stack offers it beside an amount `amountWidth` wide at `width`
  /// (the least any built-in candidate offers it); nil otherwise.
  static func unbrokenTitle(
    _ title: String, width: Double, amountWidth: Double, spacerMinLength: Double,
    standardLineLimit: Int, cells: TerminalCellMeasurer, options: LineBreakOptions
  ) -> PreparedText? {
    let offered = leastTitleOffer(
      width: width, spacerMinLength: spacerMinLength, amountWidth: amountWidth)
    guard
      let (_, titleWidth) = MeasuredText.oneLine(
        title, measurer: cells, widthLimit: offered + 1e-9),
      titleWidth > 0
    else { return nil }
    let unbroken = PreparedText(title, measurer: cells, options: options, findsSoftBreaks: false)
    // The stacks' own offers, from the title's maximum lengths (its width, on one line).
    let maximum = unbroken.idealWidth(maximumWidthsWithLineLimits: 1, standardLineLimit)
    for titleMaximum in [maximum.maximumWidths.first, maximum.maximumWidths.second] {
      let offer = stackOffers(
        width: width, spacerMinLength: spacerMinLength, amountWidth: amountWidth,
        titleMaximum: titleMaximum, titleTakes: { $0 }
      ).title
      guard maximum.idealWidth <= offer + 1e-9, offer <= width else { return nil }
    }
    return unbroken
  }

  func style(lineLimit: Int?) -> TextStyle {
    TextStyle(lineLimit: lineLimit, truncationMode: truncationMode, alignment: alignment)
  }

  /// The title's line limit in an arrangement.
  func lineLimit(_ arrangement: BuiltInCandidate.Arrangement) -> Int? {
    switch arrangement {
    case .compact: 1
    case .standard: standardLineLimit
    case .extended: nil
    }
  }

  // MARK: - Judging

  /// What `HStack { title; Spacer(minLength:); amount.fixedSize() }` offers its title and
  /// its spacer at `width`: the engine's own distribution (``StackDistribution``) of the
  /// three, with no spacing (each gap is next to the spacer). The amount is fixed at its
  /// ideal width; the spacer takes max(offer, its minimum); the title, from 0 (its length
  /// offered 0) to `titleMaximum` (offered infinity), takes `titleTakes` of its offer. A title
  /// with width is more flexible than the amount and offered what the amount and the spacer's
  /// minimum leave; one without is offered half of the room first.
  static func stackOffers(
    width: Double, spacerMinLength: Double, amountWidth: Double, titleMaximum: Double,
    titleTakes: (Double) -> Double
  ) -> (title: Double, spacer: Double) {
    var offers = (title: 0.0, spacer: 0.0)
    StackDistribution.distribute(
      width, spacing: 0, count: 3,
      child: { index in
        switch index {
        case 0: StackDistribution.Child(minimum: 0, maximum: titleMaximum, priority: 0)
        case 1:
          StackDistribution.Child(
            minimum: spacerMinLength, maximum: .infinity, priority: -.infinity)
        default: StackDistribution.Child(minimum: amountWidth, maximum: amountWidth, priority: 0)
        }
      }
    ) { index, offer in
      switch index {
      case 0:
        offers.title = offer
        return titleTakes(offer)
      case 1:
        offers.spacer = max(offer, spacerMinLength)
        return offers.spacer
      default: return amountWidth
      }
    }
    return offers
  }

  /// ``stackOffers(width:spacerMinLength:amountWidth:titleMaximum:titleTakes:)`` for this row's
  /// title with `lineLimit`.
  func stackOffers(width: Double, lineLimit: Int?, titleTakes: (Double) -> Double)
    -> (title: Double, spacer: Double)
  {
    return Self.stackOffers(
      width: width, spacerMinLength: spacerMinLength, amountWidth: amountLayout.size.width,
      titleMaximum: lineLimit == 1 ? titleMaximumOnOneLine : titleMaximumInStandard,
      titleTakes: titleTakes)
  }

  /// The width `arrangement` offers the title at `width`: the stack's offer, or the row's
  /// width in extended.
  func titleWidth(_ arrangement: BuiltInCandidate.Arrangement, width: Double) -> Double {
    switch arrangement {
    case .compact, .standard: titleWidthInStack(width: width, lineLimit: lineLimit(arrangement))
    case .extended: width
    }
  }

  /// The width the stack offers the title (SEMANTICS section 2); its offer comes before the
  /// spacer's, so what the title then takes does not change it.
  func titleWidthInStack(width: Double, lineLimit: Int?) -> Double {
    stackOffers(width: width, lineLimit: lineLimit) { $0 }.title
  }

  /// The title's line count at the last width a layout's judging counted it at. The number of
  /// lines depends on the width alone, and the two stacks offer the title the same width
  /// unless it has width on one line only: the second stack is judged from the first one's
  /// count rather than filling the title's lines again (a title of a megabyte is 25,000
  /// lines at 40 cells). For a large title, also its lines at the row's width, filled in the
  /// same pass as the count (``linesFilledAhead(width:)``).
  struct CountedLines {
    private var width = Double.nan
    private var count = 0
    private var filled: (width: Double, lines: [TextLine])?
    /// The width of the title's widest word that filling can break
    /// (`MeasuredText.widestBreakableWordWidth`), once a judgement needed it.
    var widestWord: Double?

    /// The count kept, if it was counted at `width`, or the number of lines filled at it.
    func earlier(atWidth width: Double) -> Int? {
      if width == self.width { return count }
      if let filled, filled.width == width { return filled.lines.count }
      return nil
    }

    /// The lines filled at `width`, if any.
    func lines(atWidth width: Double) -> [TextLine]? {
      filled.flatMap { $0.width == width ? $0.lines : nil }
    }

    /// Keeps `count`, counted at `width`.
    mutating func keep(_ count: Int, atWidth width: Double) {
      self.width = width
      self.count = count
    }

    /// Keeps `lines`, filled at `width`.
    mutating func keep(lines: [TextLine], atWidth width: Double) {
      filled = (width, lines)
    }
  }

  /// A title of at least this many clusters has its first stack's line count and its lines
  /// at the row's width filled in one pass: its boundaries (16 bytes a cluster) no longer
  /// stay in the processor's cache between two passes.
  static let fillsTogetherFrom = 1 << 14

  /// For a large title, when the row has a stack and an extended candidate, the line count
  /// the first stack's judging needs and the lines extended's needs at `width`, filled
  /// together (``MeasuredText/lines(width:countingLinesAt:)``). Extended's lines are filled
  /// ahead of knowing whether a stack shows the title; a title this large shows in a stack
  /// only at widths of thousands of cells.
  func linesFilledAhead(width: Double) -> CountedLines {
    var counted = CountedLines()
    guard title.measured.clusterCount >= Self.fillsTogetherFrom,
      arrangements.contains(where: { $0.arrangement == .extended }),
      let stack = arrangements.first(where: { $0.arrangement != .extended })
    else { return counted }
    let offered = titleWidthInStack(width: width, lineLimit: lineLimit(stack.arrangement))
    // A zero width shows nothing, and its count is the paragraphs' (`lineSummary`).
    guard offered > 0, width > 0, width.isFinite else { return counted }
    let filled = title.measured.lines(width: width, countingLinesAt: offered)
    counted.keep(filled.count, atWidth: offered)
    counted.keep(lines: filled.lines, atWidth: width)
    return counted
  }

  /// The proposal the title of `arrangement` is placed with at `width`: in a stack, the width
  /// it is offered and the stack's height (the engine settles an unspecified height to the
  /// stack's own before placing); in extended, the row's width. With it, for a stack, the
  /// title's summary at the offered width, which judging reuses; `counted` gives and keeps
  /// the title's line count across the candidates of one layout.
  func titleProposal(
    _ arrangement: BuiltInCandidate.Arrangement, width: Double, counted: inout CountedLines
  ) -> (proposal: ProposedSize, sized: TextLineSummary?) {
    switch arrangement {
    case .compact, .standard:
      let limit = lineLimit(arrangement)
      let offered = titleWidthInStack(width: width, lineLimit: limit)
      let sized = title.lineSummary(
        for: ProposedSize(width: offered, height: nil), style: style(lineLimit: limit),
        neededLineCount: counted.earlier(atWidth: offered))
      counted.keep(sized.neededLineCount, atWidth: offered)
      let thickness = crossAxis(
        titleHeight: sized.height, titleBaseline: sized.lastBaseline,
        onBaseline: arrangement == .standard
      ).thickness
      return (ProposedSize(width: offered, height: thickness), sized)
    case .extended:
      return (ProposedSize(width: width, height: nil), nil)
    }
  }

  /// What the row reports of a candidate at a width, and what placing it takes from judging.
  struct Judgement {
    var verdict: TruncationVerdict
    var widthGiven: Double
    var needed: Int
    var allowed: Int
    /// The first word of a title shown whole that its lines break, if any.
    var brokenWord: String?
    /// The proposal the title is placed with.
    var proposal: ProposedSize
  }

  /// What the row reports of `candidate` at `width`: its title's verdict and line counts as
  /// placed, judged from counts of lines without rendering any, and the proposal its title is
  /// placed with. Without `findingBrokenWord`, the judgement's broken word is left nil (a
  /// caller that asks about truncation alone).
  func judge(
    _ candidate: BuiltInCandidate, width: Double, counted: inout CountedLines,
    findingBrokenWord: Bool = true
  ) -> Judgement {
    let (proposal, sized) = titleProposal(candidate.arrangement, width: width, counted: &counted)
    // A stack's count from sizing it; extended's from lines filled ahead, if any.
    var needed = sized?.neededLineCount
    if needed == nil, let width = proposal.width { needed = counted.earlier(atWidth: width) }
    let placed = title.lineSummary(
      for: proposal, style: style(lineLimit: lineLimit(candidate.arrangement)),
      neededLineCount: needed)
    // As ``TextLayout/brokenWord``: one line breaks no word, and a truncated title is
    // judged by its truncation. A word is broken only when it is wider than the width, which
    // the title's widest word says for every candidate of the layout at once.
    var broken: Range<Int>?
    if findingBrokenWord, !placed.isTruncated, placed.neededLineCount > 1,
      let width = proposal.width
    {
      let widest = counted.widestWord ?? title.measured.widestBreakableWordWidth
      counted.widestWord = widest
      if widest > width + 1e-9 { broken = title.measured.firstBrokenWord(width: width) }
    }
    return Judgement(
      verdict: TruncationDetector.verdict(of: placed, proposal: proposal),
      widthGiven: proposal.width ?? 0, needed: placed.neededLineCount,
      allowed: placed.allowedLineCount,
      brokenWord: broken.map { String(title.measured.text($0)) }, proposal: proposal)
  }

  /// As ``judge(_:width:counted:)``, for a caller that places the candidate if it is chosen:
  /// an extended candidate's title is laid out into `placedTitle` instead of counted, for
  /// ``layout(_:width:titleProposal:placedTitle:)``, so that its lines are filled once rather
  /// than counted and then filled.
  func judge(
    _ candidate: BuiltInCandidate, width: Double, counted: inout CountedLines,
    placingTitle placedTitle: inout TextLayout?
  ) -> Judgement {
    guard candidate.arrangement == .extended else {
      return judge(candidate, width: width, counted: &counted)
    }
    let proposal = ProposedSize(width: width, height: nil)
    let placed = title.layout(
      for: proposal, style: style(lineLimit: nil), lines: counted.lines(atWidth: width))
    let judged = Judgement(
      verdict: TruncationDetector.verdict(of: placed, proposal: proposal),
      widthGiven: width, needed: placed.neededLineCount, allowed: placed.allowedLineCount,
      brokenWord: placed.brokenWord, proposal: proposal)
    placedTitle = placed
    return judged
  }

  /// The candidate chosen at `width` by the row's rule
  /// (`Configuration.fit(truncated:breaksWord:)`), found by judging the
  /// candidates in order and handing each judgement to `body`: all of them when `judgingAll`
  /// (a layout reports every candidate), else up to the one chosen. With it, the proposal its
  /// title is placed with and, for an extended candidate, its title's layout from judging
  /// it. A direct layout has at least one candidate
  /// (``AdaptiveAmountRow/Configuration/isDirect``).
  func choose(
    width: Double, judgingAll: Bool, _ body: (Int, Judgement) -> Void = { _, _ in }
  ) -> (index: Int, proposal: ProposedSize, placedTitle: TextLayout?) {
    var counted = linesFilledAhead(width: width)
    var placedTitle: TextLayout?
    // The proposals of the candidates the rule may still choose: the first acceptable one,
    // and the one judged last.
    var acceptable: (index: Int, proposal: ProposedSize)?
    var judgedLast = (index: -1, proposal: ProposedSize.unspecified)
    // Judged in a closure that does not escape, so that what it keeps stays on the stack.
    let chosen = PrioritySelector.choose(from: arrangements.indices) { index in
      // An extended title is laid out while it is judged, in case it is the one placed.
      let judged = judge(
        arrangements[index], width: width, counted: &counted, placingTitle: &placedTitle)
      body(index, judged)
      let fit = AdaptiveAmountRow.Configuration.fit(
        truncated: judged.verdict.isTruncated, breaksWord: judged.brokenWord != nil,
        keepsWordsWhole: keepsWordsWhole)
      if fit == .acceptable, acceptable == nil { acceptable = (index, judged.proposal) }
      judgedLast = (index, judged.proposal)
      return fit
    }
    guard let index = chosen else {
      preconditionFailure("a direct layout has at least one candidate")
    }
    let proposal =
      acceptable.flatMap { $0.index == index ? $0.proposal : nil } ?? judgedLast.proposal
    if judgingAll {
      for rest in (judgedLast.index + 1)..<arrangements.count {
        body(rest, self.judge(arrangements[rest], width: width, counted: &counted))
      }
    }
    return (index, proposal, placedTitle)
  }

  // MARK: - Laying out

  /// One candidate laid out at a width: its size, and its texts with their positions.
  struct Candidate {
    var size: Size
    var texts: [PlacedRowText]
  }

  /// `candidate` laid out at `width` (height unspecified), as the engine lays out its views;
  /// `placedTitle`, an extended title's layout from judging it at `width`.
  func layout(
    _ candidate: BuiltInCandidate, width: Double, titleProposal proposal: ProposedSize? = nil,
    placedTitle: TextLayout? = nil
  ) -> Candidate {
    var base: Candidate
    switch candidate.arrangement {
    case .compact, .standard:
      var counted = CountedLines()
      base = stack(
        candidate.arrangement, width: width,
        proposal: proposal
          ?? titleProposal(candidate.arrangement, width: width, counted: &counted).proposal)
    case .extended: base = extended(width: width, placedTitle: placedTitle)
    }
    guard candidate.subtitleLines > 0, let subtitle else { return base }
    // VStack(alignment: .leading, spacing: 0) { candidate; subtitle.lineLimit(1) }: each
    // offered the width, the subtitle below.
    let line = subtitle.layout(
      for: ProposedSize(width: width, height: nil), style: style(lineLimit: 1))
    base.texts.append(
      PlacedRowText(layout: line, origin: Point(x: 0, y: base.size.height), lineHeight: lineHeight))
    base.size = Size(
      width: max(base.size.width, line.size.width), height: base.size.height + line.size.height)
    return base
  }

  /// `HStack { title.lineLimit(limit); Spacer(minLength:); amount.fixedSize() }`, aligned on
  /// centers (compact) or last text baselines (standard).
  private func stack(
    _ arrangement: BuiltInCandidate.Arrangement, width: Double, proposal: ProposedSize
  ) -> Candidate {
    let placed = title.layout(for: proposal, style: style(lineLimit: lineLimit(arrangement)))
    let amountSize = amountLayout.size
    let spacerWidth =
      stackOffers(width: width, lineLimit: lineLimit(arrangement)) { _ in placed.size.width }
      .spacer
    let offsets = crossAxis(
      titleHeight: placed.size.height, titleBaseline: placed.lastBaseline,
      onBaseline: arrangement == .standard)
    let amountX = placed.size.width + spacerWidth
    return Candidate(
      // The proposal's height is the stack's thickness (``titleProposal(_:width:)``).
      size: Size(width: amountX + amountSize.width, height: proposal.height ?? 0),
      texts: [
        PlacedRowText(
          layout: placed, origin: Point(x: 0, y: offsets.title), lineHeight: lineHeight),
        PlacedRowText(
          layout: amountLayout, origin: Point(x: amountX, y: offsets.amount),
          lineHeight: lineHeight),
      ])
  }

  /// The title's and amount's offsets from the top of a stack aligned on their centers or
  /// last baselines (the spacer, zero high, aligns its bottom), and the stack's height.
  private func crossAxis(titleHeight: Double, titleBaseline: Double?, onBaseline: Bool)
    -> (title: Double, amount: Double, thickness: Double)
  {
    let amountHeight = amountLayout.size.height
    let titleGuide = onBaseline ? (titleBaseline ?? titleHeight) : titleHeight / 2
    let amountGuide =
      onBaseline ? (amountLayout.lastBaseline ?? amountHeight) : amountHeight / 2
    let line = max(titleGuide, amountGuide, 0)
    let titleOffset = line - titleGuide
    let amountOffset = line - amountGuide
    let thickness = max(titleOffset + titleHeight, amountOffset + amountHeight, line)
    return (titleOffset, amountOffset, thickness)
  }

  /// `VStack(alignment: .leading) { title.lineLimit(nil); HStack { Spacer(); amount.fixedSize() } }`.
  private func extended(width: Double, placedTitle: TextLayout?) -> Candidate {
    let proposal = ProposedSize(width: width, height: nil)
    let placed = placedTitle ?? title.layout(for: proposal, style: style(lineLimit: nil))
    let amountSize = amountLayout.size
    // The amount is placed first; the spacer takes the rest, at least its default length.
    let rest = width - amountSize.width
    let spacerWidth = max(rest.isNaN ? 0 : max(rest, 0), defaultSpacerLength)
    let amountY = placed.size.height + verticalSpacing
    return Candidate(
      size: Size(
        width: max(placed.size.width, spacerWidth + amountSize.width),
        height: amountY + amountSize.height),
      texts: [
        PlacedRowText(layout: placed, origin: .zero, lineHeight: lineHeight),
        PlacedRowText(
          layout: amountLayout, origin: Point(x: spacerWidth, y: amountY), lineHeight: lineHeight),
      ])
  }
}
