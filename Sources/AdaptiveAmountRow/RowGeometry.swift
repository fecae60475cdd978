import CellRendering
import LayoutEngine
import PrioritySelection
import TextMeasurement
import TruncationDetection

/// The row's built-in candidates laid out from their descriptions (``RowDescription``) with
/// the arithmetic the engine does for their stacks, and nothing else: the title, amount and
/// subtitle are measured once, each candidate is judged from its title's line counts, and
/// only the chosen one is placed, as lines at positions the cell renderer writes
/// (`TerminalRenderer`). The engine gives the same reports, sizes and lines for the views
/// the same descriptions build (the agreement tests hold the two to each other); it lays out
/// consumers' own candidates and styles, and builds the placed tree when a caller asks for it.
///
/// It lays out the rows whose path is ``RowPath/geometry``: every candidate built in, no
/// title or amount style, no line limit in the environment (which would reach the amount) nor
/// reserved space.
struct RowGeometry: Sendable {
  /// The amount at its ideal size (`fixedSize()` gives it that whatever it is offered): one
  /// line of terminal cells, or a layout.
  enum Amount: Sendable {
    case line(Substring, width: Double)
    case layout(TextLayout)
  }

  /// The title measured in full; when ``titleLine`` is set, a text of one line that stands in
  /// for it when the candidates are judged (``oneLine``).
  let title: PreparedText
  /// The title's visible part and its width when it is one line of terminal cells that fits
  /// in what every candidate offers it.
  let titleLine: (text: Substring, width: Double)?
  /// With ``titleLine``, the first candidate's spacer when it puts the title beside the
  /// amount, found while the title was measured.
  let lineSpacer: Double?
  /// The title's offer in a stack at the width and spacer minimum given, found while the title
  /// was measured (offered infinity as its maximum length): what every stack of that width and
  /// spacer offers a title with width, whatever its maximum
  /// (``stackOffers(width:spacerMinLength:amountWidth:titleMaximum:titleTakes:)``).
  let measuredOffer: (width: Double, spacer: Double, title: Double)?
  let amount: Amount
  /// Whether the row is measured in terminal cells.
  let inCells: Bool
  /// The subtitle's visible part and its width when it is one line of terminal cells that
  /// fits in the width the geometry was made for (where it is placed), as the title's
  /// ``titleLine``.
  let subtitleLine: (text: Substring, width: Double)?
  /// The subtitle measured, when it is not ``subtitleLine``: kept apart from the line rather
  /// than in one enum with it, so that placing the line copies no measured text with it.
  let measuredSubtitle: PreparedText?
  /// The row's configuration, whose candidates are every one built in.
  let configuration: AdaptiveAmountRow.Configuration
  /// The environment's text style and metrics.
  let metrics: RowEnvironment.Metrics
  /// The title's ideal width, reported for every candidate.
  let titleIdealWidth: Double
  /// The title's width offered infinity with the line limits of the first two candidates that
  /// put it beside the amount: its maximum length in their stacks (its minimum is 0), which
  /// orders it against the fixed amount.
  let titleMaximums: (first: Int?, firstWidth: Double, second: Int?, secondWidth: Double)

  /// The geometry of `row`, whose path (``RowPath``) is ``RowPath/geometry``, at `width` (nil
  /// for every width: breakpoints), in `environment` read as a row reads it
  /// (``RowEnvironment``): ``init(_:in:width:judgingAll:preparingTitle:)``.
  init(
    _ row: borrowing AdaptiveAmountRow, environment: EnvironmentValues, width: Double? = nil,
    judgingAll: Bool = true, preparingTitle prepare: ((String) -> PreparedText)? = nil
  ) {
    self.init(
      row, in: RowEnvironment(environment), width: width, judgingAll: judgingAll,
      preparingTitle: prepare)
  }

  /// The geometry of `row`, whose path (``RowPath``) is ``RowPath/geometry``, at `width` (nil
  /// for every width: breakpoints), in `environment`.
  ///
  /// In terminal cells at a width, the amount is measured as one line when it is one, and the
  /// title as one line where the stacks offer it least (``RowMeasuring/title(_:cells:options:widthLimit:)``):
  /// a title that is one line there is one line wherever a candidate offers it (with
  /// `judgingAll`, the row's width too), and is not measured further (``titleLine``); another
  /// is measured in full by that pass. Otherwise a title is taken from `prepare` (a list's
  /// title cache) when given and the row has none measured already.
  init(
    _ row: borrowing AdaptiveAmountRow, in environment: borrowing RowEnvironment,
    width: Double? = nil,
    judgingAll: Bool = true, preparingTitle prepare: ((String) -> PreparedText)? = nil
  ) {
    let configuration = row.configuration
    self.configuration = configuration
    // The title, read out of the borrowed row once: closures below capture it.
    let rowTitle = row.title
    let options = environment.options
    let metrics = environment.metrics
    self.metrics = metrics
    let defaultSpacerLength = metrics.defaultSpacerLength
    let cells = environment.cells
    self.inCells = cells != nil

    let amount: Amount
    if let cells, let line = RowMeasuring.line(row.amount, cells: cells) {
      amount = .line(line.text, width: line.width)
    } else {
      // Its lines are its paragraphs: no soft break opportunities needed.
      amount = .layout(
        RowMeasuring.unbroken(row.amount, measurer: environment.measurer, options: options)
          .layout(
            for: .unspecified,
            style: metrics.style(lineLimit: nil)))
    }
    let amountWidth = Self.size(of: amount, lineHeight: metrics.lineHeight).width
    // Stored after its last use, so that it is moved rather than copied.
    self.amount = amount

    // The beside candidates' line limits and the largest spacer minimum among them.
    var limits: (first: Int??, second: Int??) = (nil, nil)
    var spacer = -Double.infinity
    // By index, so that no candidate (and its closure) is copied.
    for index in configuration.candidates.indices {
      guard let candidate = configuration.candidates[index].builtIn,
        case .beside = candidate.description.amount
      else { continue }
      let limit = candidate.description.lineLimit(configuration)
      if limits.first == nil {
        limits.first = .some(limit)
      } else if limits.second == nil, limits.first != .some(limit) {
        limits.second = .some(limit)
      }
      spacer = max(
        spacer, candidate.description.spacerMinLength(configuration) ?? defaultSpacerLength)
    }
    let firstLimit = limits.first ?? 1
    let secondLimit = limits.second ?? firstLimit
    if spacer == -.infinity { spacer = configuration.spacerMinLength }

    var measured: PreparedText?
    var oneLine: (text: Substring, width: Double)?
    var lineSpacer: Double?
    var measuredOffer: (width: Double, spacer: Double, title: Double)?
    if row.hasPreparedTitle, let prepared = row.preparedTitle,
      prepared.isMeasured(as: environment.values)
    {
      measured = prepared
    } else if let cells, let width {
      // The title measured as one line in what the stacks offer it; the spacer when it takes
      // its width. The stacks order the title after the fixed amount whatever its maximum
      // length, so a title of one line is offered what one of any length is.
      var found: (text: Substring, width: Double)?
      let offers = Self.stackOffers(
        width: width, spacerMinLength: spacer, amountWidth: amountWidth,
        titleMaximum: .infinity
      ) { offered in
        // One line where it is offered, or measured in full.
        switch RowMeasuring.title(
          rowTitle, cells: cells, options: options, widthLimit: offered + 1e-9)
        {
        case .line(let text, let titleWidth):
          found = (text, titleWidth)
          return titleWidth
        case .measured(let title):
          measured = title
          return offered
        }
      }
      measuredOffer = (width, spacer, offers.title)
      // A candidate above the amount offers the row's width, less than a stack offers only
      // when the amount and the spacer's minimum take less than nothing.
      if let found, !judgingAll || found.width <= width + 1e-9 {
        if case .beside = configuration.candidates[0].builtIn?.description.amount,
          configuration.candidates[0].builtIn?.description.spacerMinLength(configuration)
            ?? defaultSpacerLength == spacer
        {
          lineSpacer = offers.spacer
        }
        oneLine = found
      }
    }
    self.titleLine = oneLine
    self.lineSpacer = oneLine == nil ? nil : lineSpacer
    self.measuredOffer = measuredOffer
    if let oneLine {
      self.title = Self.oneLine
      self.titleIdealWidth = oneLine.width
      self.titleMaximums = (firstLimit, oneLine.width, secondLimit, oneLine.width)
    } else {
      // The measured title moved out of its optional, and into the geometry after its last
      // use, rather than copied.
      let title: PreparedText
      switch consume measured {
      case .some(let measured): title = measured
      case .none:
        if let prepare {
          title = prepare(rowTitle)
        } else {
          title = PreparedText(rowTitle, measurer: environment.measurer, options: options)
        }
      }
      let ideal = title.idealWidth(maximumWidthsWithLineLimits: firstLimit, secondLimit)
      self.titleIdealWidth = ideal.idealWidth
      self.titleMaximums = (
        firstLimit, ideal.maximumWidths.first, secondLimit, ideal.maximumWidths.second
      )
      self.title = title
    }

    var subtitleLine: (text: Substring, width: Double)?
    if let subtitle = row.subtitle, let cells, let width,
      let line = RowMeasuring.line(subtitle, cells: cells, widthLimit: width + 1e-9),
      line.width > 0
    {
      subtitleLine = line
    }
    self.subtitleLine = subtitleLine
    if subtitleLine == nil, let subtitle = row.subtitle {
      self.measuredSubtitle = PreparedText(
        subtitle, measurer: environment.measurer, options: options)
    } else {
      self.measuredSubtitle = nil
    }
  }

  /// The number of candidates.
  var count: Int { configuration.candidates.count }

  /// The candidate at `index`.
  func candidate(_ index: Int) -> BuiltInCandidate {
    guard let candidate = configuration.candidates[index].builtIn else {
      preconditionFailure("a row on the geometry's path has built-in candidates only")
    }
    return candidate
  }

  /// The title of a geometry that knows it as one line (``titleLine``): one cluster a cell
  /// wide, one line wherever a candidate offers the title, as the title is. Judging reads its
  /// summaries given a count of one line, which depend on the measurer's line metrics (a
  /// terminal cell measurer's are the same for every width model) and on the text being one
  /// line; placing reads ``titleLine``.
  private static let oneLine = RowMeasuring.unbroken(
    "x", measurer: TerminalCellMeasurer(), options: LineBreakOptions())

  /// The stand-in's summary at a width that shows it, with no height or line limit: the same
  /// at every such width, and what sizing a stack reads of a title of one line (its count,
  /// height and last baseline) whatever the limit, so summarised once rather than for each
  /// candidate.
  private static let oneLineSized = oneLine.lineSummary(
    for: ProposedSize(width: 1, height: nil), style: TextStyle())

  /// The amount's size and last baseline.
  private static func size(of amount: Amount, lineHeight: Double) -> Size {
    switch amount {
    case .line(_, let width): Size(width: width, height: lineHeight)
    case .layout(let layout): layout.size
    }
  }

  var amountSize: Size { Self.size(of: amount, lineHeight: metrics.lineHeight) }

  var amountLastBaseline: Double? {
    switch amount {
    case .line: metrics.baselineOffset
    case .layout(let layout): layout.lastBaseline
    }
  }

  /// The title's line limit in `candidate`.
  func lineLimit(_ candidate: BuiltInCandidate) -> Int? {
    candidate.description.lineLimit(configuration)
  }

  /// The least length of `candidate`'s spacer.
  func spacerMinLength(_ candidate: BuiltInCandidate) -> Double {
    candidate.description.spacerMinLength(configuration) ?? metrics.defaultSpacerLength
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
  /// title in `candidate`, which puts it beside the amount.
  func stackOffers(
    _ candidate: BuiltInCandidate, width: Double, titleTakes: (Double) -> Double
  ) -> (title: Double, spacer: Double) {
    Self.stackOffers(
      width: width, spacerMinLength: spacerMinLength(candidate), amountWidth: amountSize.width,
      titleMaximum: titleMaximum(lineLimit: lineLimit(candidate)), titleTakes: titleTakes)
  }

  /// The title's width offered infinity with `lineLimit`: its maximum length in a stack.
  func titleMaximum(lineLimit limit: Int?) -> Double {
    if limit == titleMaximums.first { return titleMaximums.firstWidth }
    if limit == titleMaximums.second { return titleMaximums.secondWidth }
    return titleLine?.width ?? title.maximumWidth(lineLimit: limit)
  }

  /// The width `candidate` offers the title at `width`: the stack's offer beside the amount
  /// (Docs/Semantics.md section 2; its offer comes before the spacer's, so what the title
  /// then takes does not change it), or the row's width above it.
  func titleWidth(_ candidate: BuiltInCandidate, width: Double) -> Double {
    var counted = CountedLines()
    return titleWidth(candidate, width: width, counted: &counted)
  }

  /// As ``titleWidth(_:width:)``, taking the offer from `counted` when an earlier stack of the
  /// layout was distributed with the same width, spacer and title maximum (the distribution
  /// gives those the same offer), and keeping it there otherwise.
  func titleWidth(_ candidate: BuiltInCandidate, width: Double, counted: inout CountedLines)
    -> Double
  {
    guard case .beside = candidate.description.amount else { return width }
    let spacer = spacerMinLength(candidate)
    let maximum = titleMaximum(lineLimit: lineLimit(candidate))
    if let kept = counted.stackOffer, kept.width == width, kept.spacer == spacer,
      kept.titleMaximum == maximum
    {
      return kept.title
    }
    // A title with width is offered what the amount and the spacer's minimum leave, the offer
    // found while it was measured.
    if let measuredOffer, maximum > 0, measuredOffer.width == width,
      measuredOffer.spacer == spacer
    {
      return measuredOffer.title
    }
    let title = Self.stackOffers(
      width: width, spacerMinLength: spacer, amountWidth: amountSize.width,
      titleMaximum: maximum, titleTakes: { $0 }
    ).title
    counted.stackOffer = (width, spacer, maximum, title)
    return title
  }

  /// The title's line count at the last width a layout's judging counted it at. The number of
  /// lines depends on the width alone, and the stacks offer the title the same width unless
  /// it has width on one line only: a later stack is judged from an earlier one's count
  /// rather than filling the title's lines again (a title of a megabyte is 25,000 lines at 40
  /// cells). For a large title, also its lines at the row's width, filled in the same pass as
  /// the count (``linesFilledAhead(width:)``).
  struct CountedLines {
    private var width = Double.nan
    private var count = 0
    private var filled: (width: Double, lines: [TextLine])?
    /// The width of the title's widest word that filling can break
    /// (`MeasuredText.widestBreakableWordWidth`), once a judgement needed it.
    var widestWord: Double?
    /// The title's offer in the last stack distributed, with the width, spacer minimum and
    /// title maximum it was distributed with (``titleWidth(_:width:counted:)``).
    fileprivate var stackOffer:
      (width: Double, spacer: Double, titleMaximum: Double, title: Double)?

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

  /// For a large title, when the row has a candidate with the amount beside the title and one
  /// with it below, the line count the first stack's judging needs and the lines the other's
  /// needs at `width`, filled together (``MeasuredText/lines(width:countingLinesAt:)``). The
  /// row-wide lines are filled ahead of knowing whether a stack shows the title; a title this
  /// large shows in a stack only at widths of thousands of cells.
  func linesFilledAhead(width: Double) -> CountedLines {
    var counted = CountedLines()
    guard titleLine == nil, title.measured.clusterCount >= Self.fillsTogetherFrom,
      let stack = (0..<count).first(where: { candidate($0).description.amount != .below }),
      (0..<count).contains(where: { candidate($0).description.amount == .below })
    else { return counted }
    let offered = titleWidth(candidate(stack), width: width, counted: &counted)
    // A zero width shows nothing, and its count is the paragraphs' (`lineSummary`).
    guard offered > 0, width > 0, width.isFinite else { return counted }
    let filled = title.measured.lines(width: width, countingLinesAt: offered)
    counted.keep(filled.count, atWidth: offered)
    counted.keep(lines: filled.lines, atWidth: width)
    return counted
  }

  /// The proposal the title of `candidate` is placed with at `width`: in a stack, the width
  /// it is offered and the stack's height (the engine settles an unspecified height to the
  /// stack's own before placing); above the amount, the row's width. With it, for a stack,
  /// the title's line count at the offered width, which judging reuses; `counted` gives and
  /// keeps the title's line count across the candidates of one layout.
  func titleProposal(
    _ candidate: BuiltInCandidate, width: Double, counted: inout CountedLines
  ) -> (proposal: ProposedSize, needed: Int?) {
    guard case .beside(let guide) = candidate.description.amount else {
      return (ProposedSize(width: width, height: nil), nil)
    }
    let offered = titleWidth(candidate, width: width, counted: &counted)
    // A title of one line is one line wherever a candidate offers it.
    var needed = titleLine == nil ? counted.earlier(atWidth: offered) : 1
    // A title below the size at which lines are filled ahead keeps its lines at the stack's
    // width, so that the stack placed lays them out without filling them again.
    if needed == nil, offered > 0, offered.isFinite,
      title.measured.clusterCount < Self.fillsTogetherFrom
    {
      let lines = title.measured.lines(width: offered)
      counted.keep(lines: lines, atWidth: offered)
      needed = lines.count
    }
    let sized = titleSummary(
      ProposedSize(width: offered, height: nil), lineLimit: lineLimit(candidate), needed: needed,
      sizing: true)
    counted.keep(sized.neededLineCount, atWidth: offered)
    let thickness = crossAxis(
      titleHeight: sized.height, titleBaseline: sized.lastBaseline, guide: guide
    ).thickness
    return (ProposedSize(width: offered, height: thickness), sized.neededLineCount)
  }

  /// The title's summary for `proposal` with `lineLimit`, given its line count `needed` when
  /// known. The stand-in of a title of one line, offered a width that shows it and no height,
  /// summarises as ``oneLineSized`` at every width; a line limit changes only the lines it
  /// allows, which sizing a stack (`sizing`) does not read.
  private func titleSummary(
    _ proposal: ProposedSize, lineLimit: Int?, needed: Int?, sizing: Bool = false
  ) -> TextLineSummary {
    if titleLine != nil, proposal.height == nil, let width = proposal.width, width > 0,
      sizing || lineLimit == nil
    {
      return Self.oneLineSized
    }
    return title.lineSummary(
      for: proposal, style: metrics.style(lineLimit: lineLimit), neededLineCount: needed)
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
    let (proposal, sized) = titleProposal(candidate, width: width, counted: &counted)
    // A stack's count from sizing it; a title of one line's, one; a row-wide title's from
    // lines filled ahead, if any.
    var needed = sized ?? (titleLine == nil ? nil : 1)
    if needed == nil, let width = proposal.width { needed = counted.earlier(atWidth: width) }
    let placed = titleSummary(proposal, lineLimit: lineLimit(candidate), needed: needed)
    // As ``TextLayout/brokenWord``: one line breaks no word, and a truncated title is
    // judged by its truncation. A word is broken only when it is wider than the width, which
    // the title's widest word says for every candidate of the layout at once.
    var broken: Range<Int>?
    if findingBrokenWord, !placed.isTruncated, placed.neededLineCount > 1,
      let width = proposal.width
    {
      if let lines = counted.lines(atWidth: width) {
        // Lines kept from sizing the stack: the first that ends inside a word breaks it.
        // Closures that borrow the measured text rather than methods bound to a copy of it.
        let measured = title.measured
        broken = lines.first(where: { measured.endsInsideWord($0) }).map {
          measured.word(brokenBy: $0)
        }
      } else {
        let widest = counted.widestWord ?? title.measured.widestBreakableWordWidth
        counted.widestWord = widest
        if widest > width + 1e-9 { broken = title.measured.firstBrokenWord(width: width) }
      }
    }
    return Judgement(
      verdict: TruncationDetector.verdict(of: placed, proposal: proposal),
      widthGiven: proposal.width ?? 0, needed: placed.neededLineCount,
      allowed: placed.allowedLineCount,
      brokenWord: broken.map { String(title.measured.text($0)) }, proposal: proposal)
  }

  /// Keeps the title's lines at `width` in `counted`, filled unless they are kept already,
  /// for a title above the amount that may be placed: judging counts them and finds its
  /// broken word from them, and placing lays them out, so that they are filled once. A width
  /// that shows nothing (the paragraphs are counted there) or is infinite keeps none.
  private func keepLines(atWidth width: Double, in counted: inout CountedLines) {
    guard width > 0, width.isFinite, counted.lines(atWidth: width) == nil else { return }
    counted.keep(lines: title.measured.lines(width: width), atWidth: width)
  }

  /// The row at `width`: the candidate its rule (`Configuration.fit(truncated:breaksWord:)`)
  /// chooses, found by judging the candidates in order and handing each judgement to
  /// `report`: all of them when `judgingAll` (a layout reports every candidate), else up to
  /// the one chosen; and that candidate placed. A title measured as one line is shown whole
  /// by the first candidate, which is placed without judging any (and each judged after,
  /// when `judgingAll`). The placement is handed to `placed`, outside which its lines do not
  /// last (``PlacedLines``).
  func decide(
    width: Double, judgingAll: Bool,
    reporting report: (Int, consuming Judgement) -> Void = { _, _ in },
    placed: (Placement) -> Void
  ) {
    if titleLine != nil {
      if judgingAll {
        var counted = CountedLines()
        for index in 0..<count {
          report(index, judge(candidate(index), width: width, counted: &counted))
        }
      }
      PlacedLines.with { lines in
        placed(
          place(candidate(0), index: 0, width: width, titleProposal: nil, into: &lines))
      }
      return
    }
    var counted = linesFilledAhead(width: width)
    // The proposals of the candidates the rule may still choose: the first acceptable one,
    // and the one judged last.
    var acceptable: (index: Int, proposal: ProposedSize)?
    var judgedLast = (index: -1, proposal: ProposedSize.unspecified)
    // Judged in a closure that does not escape, so that what it keeps stays on the stack.
    let chosen = PrioritySelector.choose(from: 0..<count) { index in
      let candidate = candidate(index)
      if candidate.description.amount == .below { keepLines(atWidth: width, in: &counted) }
      let judged = judge(candidate, width: width, counted: &counted)
      let fit = configuration.fit(
        truncated: judged.verdict.isTruncated, breaksWord: judged.brokenWord != nil)
      if fit == .acceptable, acceptable == nil { acceptable = (index, judged.proposal) }
      judgedLast = (index, judged.proposal)
      // Handed over last, so that it is moved rather than copied.
      report(index, judged)
      return fit
    }
    guard let index = chosen else {
      preconditionFailure("a row on the geometry's path has at least one candidate")
    }
    let proposal =
      acceptable.flatMap { $0.index == index ? $0.proposal : nil } ?? judgedLast.proposal
    if judgingAll {
      for rest in (judgedLast.index + 1)..<count {
        report(rest, judge(candidate(rest), width: width, counted: &counted))
      }
    }
    PlacedLines.with { lines in
      placed(
        place(
          candidate(index), index: index, width: width, titleProposal: proposal,
          titleLines: proposal.width.flatMap { counted.lines(atWidth: $0) }, into: &lines))
    }
  }

  // MARK: - Placing

  /// The chosen candidate laid out at a width: its index, its size, and where each of its
  /// lines goes.
  struct Placement {
    var index: Int
    var size: Size
    var lines: PlacedLines
    /// Whether the lines are measured in terminal cells.
    var inCells: Bool
  }

  /// `candidate` (at `index`) laid out at `width` (height unspecified), as the engine lays out
  /// the views its description builds; `titleLines`, the title's lines at the proposal's
  /// width, kept from judging.
  /// The lines go to `lines`, which the placement holds.
  func place(
    _ candidate: BuiltInCandidate, index: Int, width: Double, titleProposal proposal: ProposedSize?,
    titleLines: [TextLine]? = nil, into lines: inout PlacedLines
  ) -> Placement {
    var size: Size
    let amountSize = self.amountSize
    switch candidate.description.amount {
    case .beside(let guide):
      // The proposal's height is the stack's thickness (``titleProposal(_:width:counted:)``);
      // a title of one line is as thick as a line.
      var offsets = (title: 0.0, amount: 0.0, thickness: 0.0)
      let titleSize = placeTitle(
        candidate, titleLines: titleLines, into: &lines,
        proposal: {
          var counted = CountedLines()
          return proposal ?? stackProposal(candidate, width: width, counted: &counted)
        }
      ) { titleSize, baseline in
        offsets = crossAxis(titleHeight: titleSize.height, titleBaseline: baseline, guide: guide)
        return Point(x: 0, y: offsets.title)
      }
      let spacerWidth =
        (index == 0 ? lineSpacer : nil)
        ?? stackOffers(candidate, width: width) { _ in titleSize.width }.spacer
      let amountX = titleSize.width + spacerWidth
      appendAmount(at: Point(x: amountX, y: offsets.amount), to: &lines)
      size = Size(width: amountX + amountSize.width, height: offsets.thickness)
    case .below:
      let titleSize = placeTitle(
        candidate, titleLines: titleLines, into: &lines,
        proposal: { ProposedSize(width: width, height: nil) }
      ) { _, _ in .zero }
      // The amount is placed first; the spacer takes the rest, at least its minimum.
      let rest = width - amountSize.width
      let spacerWidth = max(rest.isNaN ? 0 : max(rest, 0), spacerMinLength(candidate))
      let amountY = titleSize.height + metrics.verticalSpacing
      appendAmount(at: Point(x: spacerWidth, y: amountY), to: &lines)
      size = Size(
        width: max(titleSize.width, spacerWidth + amountSize.width),
        height: amountY + amountSize.height)
    }
    if candidate.subtitleLines > 0 {
      // VStack(alignment: .leading, spacing: 0) { candidate; subtitle.lineLimit(1) }: each
      // offered the width, the subtitle below. One line that fits is that line, at the
      // leading edge whatever the alignment (the line is as wide as the text).
      if let subtitleLine {
        lines.append(
          PlacedLine(
            text: subtitleLine.text, origin: Point(x: 0, y: size.height),
            width: subtitleLine.width))
        size = Size(
          width: max(size.width, subtitleLine.width), height: size.height + metrics.lineHeight)
      } else if let line = measuredSubtitle?.layout(
        for: ProposedSize(width: width, height: nil), style: metrics.style(lineLimit: 1))
      {
        Self.append(line, at: Point(x: 0, y: size.height), metrics.lineHeight, to: &lines)
        size = Size(
          width: max(size.width, line.size.width), height: size.height + line.size.height)
      }
    }
    return Placement(index: index, size: size, lines: lines, inCells: inCells)
  }

  /// The title of `candidate` placed with `proposal` (asked only of a title measured in full),
  /// its lines appended to `lines` at the origin `origin` gives for its size and last baseline;
  /// its size. `titleLines` is as in ``place(_:index:width:titleProposal:titleLines:into:)``.
  private func placeTitle(
    _ candidate: BuiltInCandidate, titleLines: [TextLine]?,
    into lines: inout PlacedLines, proposal: () -> ProposedSize,
    at origin: (Size, Double?) -> Point
  ) -> Size {
    if let titleLine {
      let titleSize = Size(width: titleLine.width, height: metrics.lineHeight)
      lines.append(
        PlacedLine(
          text: titleLine.text, origin: origin(titleSize, metrics.baselineOffset),
          width: titleLine.width))
      return titleSize
    }
    // The title's lines are placed as slices of its text, then moved to its origin.
    let first = lines.count
    let lineHeight = metrics.lineHeight
    // Judging found whether it breaks a word; placing does not ask again.
    let layout = title.layout(
      for: proposal(), style: metrics.style(lineLimit: lineLimit(candidate)), lines: titleLines,
      findingBrokenWord: false
    ) { text, width, x in
      let row = Double(lines.count - first)
      lines.append(PlacedLine(text: text, origin: Point(x: x, y: row * lineHeight), width: width))
    }
    let at = origin(layout.size, layout.lastBaseline)
    for index in first..<lines.count {
      lines[index].origin = Point(x: at.x + lines[index].origin.x, y: at.y + lines[index].origin.y)
    }
    return layout.size
  }

  /// The proposal a stack places its title with, from the title's summary at its offer.
  private func stackProposal(
    _ candidate: BuiltInCandidate, width: Double, counted: inout CountedLines
  ) -> ProposedSize {
    titleProposal(candidate, width: width, counted: &counted).proposal
  }

  private func appendAmount(at origin: Point, to lines: inout PlacedLines) {
    switch amount {
    case .line(let text, let width):
      lines.append(PlacedLine(text: text, origin: origin, width: width))
    case .layout(let layout): Self.append(layout, at: origin, metrics.lineHeight, to: &lines)
    }
  }

  /// The lines of `layout` with its frame's top-left corner at `origin`.
  private static func append(
    _ layout: TextLayout, at origin: Point, _ lineHeight: Double,
    to lines: inout PlacedLines
  ) {
    for (index, line) in layout.lines.enumerated() {
      lines.append(
        PlacedLine(
          text: line.text[...],
          origin: Point(x: origin.x + line.x, y: origin.y + Double(index) * lineHeight),
          width: line.width))
    }
  }

  /// The title's and amount's offsets from the top of a stack aligned on `guide` (the
  /// spacer, zero high, aligns its bottom), and the stack's height.
  private func crossAxis(titleHeight: Double, titleBaseline: Double?, guide: RowDescription.Guide)
    -> (title: Double, amount: Double, thickness: Double)
  {
    let amountHeight = amountSize.height
    let titleGuide: Double
    let amountGuide: Double
    switch guide {
    case .center:
      titleGuide = titleHeight / 2
      amountGuide = amountHeight / 2
    case .lastTextBaseline:
      titleGuide = titleBaseline ?? titleHeight
      amountGuide = amountLastBaseline ?? amountHeight
    }
    let line = max(titleGuide, amountGuide, 0)
    let titleOffset = line - titleGuide
    let amountOffset = line - amountGuide
    let thickness = max(titleOffset + titleHeight, amountOffset + amountHeight, line)
    return (titleOffset, amountOffset, thickness)
  }
}
