import LayoutEngine
import Locking
import PrioritySelection
import TextMeasurement
import TruncationDetection

/// What the row decided about one candidate.
public struct AmountRowCandidateReport: Sendable, Hashable {
  /// The candidate's mode.
  public var mode: AmountRowMode
  /// Whether its title is truncated, and why.
  public var verdict: TruncationVerdict
  /// The width its title was offered inside the candidate, nil when unspecified.
  public var titleWidthGiven: Double?
  /// The width the title needs on one line (its ideal width).
  public var titleWidthNeeded: Double
  /// The lines the title needs at the width it was given.
  public var titleLinesNeeded: Int
  /// The lines the candidate allows the title (`Int.max` for no limit).
  public var titleLinesAllowed: Int
  /// When the title shows whole, the first of its words broken between two clusters where no
  /// break is allowed (`TextLayout.brokenWord`); nil when every word stays
  /// whole. A row that keeps words whole passes such a candidate over for a later one that
  /// breaks none.
  public var titleBrokenWord: String? = nil
}

extension AmountRowCandidateReport {
  /// How the candidate suits a row of `configuration`
  /// (`Configuration.fit(truncated:breaksWord:)`).
  func fit(in configuration: AdaptiveAmountRow.Configuration) -> CandidateFit {
    configuration.fit(truncated: verdict.isTruncated, breaksWord: titleBrokenWord != nil)
  }
}

/// A row laid out at a width: the chosen mode, the size, the placed tree, and a report per
/// candidate.
public struct AmountRowLayout: Sendable {
  /// The chosen mode.
  public private(set) var mode: AmountRowMode
  /// The chosen candidate's index in the configuration's candidates.
  public private(set) var modeIndex: Int
  /// A report per candidate, in order.
  public private(set) var candidates: [AmountRowCandidateReport]
  /// The measurer the row was measured with.
  public let measurer: any TextMeasurer
  /// The row's size.
  public let size: Size
  /// The width the row was laid out at (infinity when it was read as unspecified).
  public let width: Double
  /// The visible lines with their positions, when the row was laid out by its geometry.
  let lines: [PlacedLine]?
  private let tree: PlacedTree

  init(
    mode: AmountRowMode, modeIndex: Int, candidates: [AmountRowCandidateReport],
    measurer: any TextMeasurer, width: Double, result: LayoutResult
  ) {
    self.mode = mode
    self.modeIndex = modeIndex
    self.candidates = candidates
    self.measurer = measurer
    self.size = result.size
    self.width = width
    self.lines = nil
    self.tree = PlacedTree(result)
  }

  init(
    mode: AmountRowMode, modeIndex: Int, candidates: [AmountRowCandidateReport],
    measurer: any TextMeasurer, width: Double, size: Size, lines: [PlacedLine],
    tree: @escaping @Sendable () -> LayoutResult
  ) {
    self.mode = mode
    self.modeIndex = modeIndex
    self.candidates = candidates
    self.measurer = measurer
    self.size = size
    self.width = width
    self.lines = lines
    self.tree = PlacedTree(tree)
  }

  /// The placed tree of the whole row (the chosen candidate shown, the others hidden).
  ///
  /// Rows of built-in candidates are laid out by their geometry, without building a tree; the
  /// first time it is asked for, the tree is built by the engine (which gives the same size
  /// and texts) and kept.
  public var result: LayoutResult { tree.value }

  /// Whether the row is wider than its width: even the amount alone does not fit, or a single
  /// grapheme cluster of the title is wider than the row.
  public var overflows: Bool { Self.overflows(size, width: width) }

  /// Whether a row of `size` is wider than `width`.
  static func overflows(_ size: Size, width: Double) -> Bool { size.width > width + 1e-9 }

  /// The same layout reported as the candidate at `modeIndex` of a list's rows.
  func replacing(mode: AmountRowMode, modeIndex: Int, candidates: [AmountRowCandidateReport])
    -> AmountRowLayout
  {
    var copy = self
    copy.mode = mode
    copy.modeIndex = modeIndex
    copy.candidates = candidates
    return copy
  }
}

/// A row's mode, reports, size and lines in terminal cells at a width, without its placed
/// tree (``AdaptiveAmountRow/report(width:environment:preparingTitle:)``).
package struct AmountRowReport: Sendable {
  /// The chosen mode.
  package var mode: AmountRowMode
  /// The chosen candidate's index in the configuration's candidates.
  package var modeIndex: Int
  /// A report per candidate, in order.
  package var candidates: [AmountRowCandidateReport]
  /// The row's size.
  package var size: Size
  /// The width the row was laid out at.
  package var width: Double
  /// The row drawn in terminal cells.
  package var lines: [String]

  /// Whether the row is wider than its width (``AmountRowLayout/overflows``).
  package var overflows: Bool { AmountRowLayout.overflows(size, width: width) }
}

/// A placed tree, built on first use and kept; safe to share between threads.
final class PlacedTree: Sendable {
  private let state: Locked<LayoutResult?>
  private let build: @Sendable () -> LayoutResult

  init(_ result: LayoutResult) {
    state = Locked(result)
    build = { result }
  }

  init(_ build: @escaping @Sendable () -> LayoutResult) {
    state = Locked(nil)
    self.build = build
  }

  var value: LayoutResult {
    if let known = state.withLock({ $0 }) { return known }
    let built = build()
    state.withLock { $0 = built }
    return built
  }
}

extension AdaptiveAmountRow {
  /// Lays the row out at `width` (height unspecified) and reports on every candidate.
  ///
  /// The environment's measurer measures the row (terminal cells when none is set) and gives
  /// its containers their spacing, so the row's units are the measurer's alone. Rows of
  /// built-in candidates measure their title once and judge each candidate from its lines;
  /// others go through the layout engine.
  ///
  /// A NaN width is read as unspecified (the row's ideal width) and a negative one as 0, as
  /// `View.layout(in:environment:)` reads them, with a diagnostic in the
  /// result; an infinite width is read as unspecified too, since a row infinitely wide has
  /// no column to put its amount at. The mode and the reports are those of the width so read.
  public func layout(width: Double, environment: EnvironmentValues = EnvironmentValues())
    -> AmountRowLayout
  {
    layout(width: width, environment: environment, preparingTitle: nil)
  }

  /// ``layout(width:environment:)`` for a row made with its title as a string, that takes its
  /// title's measurement from `prepare` (a list's title cache) when its geometry measures
  /// the title in full: a title that fits on one line beside the amount in terminal cells is
  /// measured in one pass without ICU's line breaking (``RowGeometry``), which costs less
  /// than looking one up.
  package func layout(
    width: Double, environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowLayout {
    onPath(width: width, environment: environment, preparingTitle: prepare) {
      geometry, environment in
      layout(geometry, width: width, environment: environment)
    } engine: { environment in
      engineLayout(width: width, environment: environment)
    }
  }

  /// `geometry` of the row's geometry at `width` and the environment spaced by its measurer,
  /// or `engine` of that environment when the row's path is the engine's.
  private func onPath<Result>(
    width: Double, environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?,
    geometry: (RowGeometry, EnvironmentValues) -> Result, engine: (EnvironmentValues) -> Result
  ) -> Result {
    let environment = Self.measured(environment)
    switch self.path(width: width, environment: environment) {
    case .geometry:
      return geometry(
        RowGeometry(self, environment: environment, width: width, preparingTitle: prepare),
        environment)
    case .engine: return engine(environment)
    }
  }

  /// The layout of a row through the engine, in an environment that spaces containers by
  /// its measurer.
  func engineLayout(width: Double, environment: EnvironmentValues) -> AmountRowLayout {
    // One pass for the reports and the layout: each candidate is measured once.
    let context = LayoutContext.pass(environment: environment)
    let given = ProposedSize(width: width.isInfinite ? nil : width, height: nil)
    let proposal = ProposedSize(width: width.isFinite ? max(width, 0) : nil, height: nil)
    var reports: [AmountRowCandidateReport] = []
    // The title's ideal width is the same for every candidate: measured once, when one
    // shows a title.
    var titleIdeal: Double?
    for (index, candidate) in candidateViews.enumerated() {
      let (verdict, brokenWord, node) = Self.titleVerdict(
        of: candidate, proposal: proposal, context: context.child(index))
      let content = node?.content as? TextContent
      let ideal = content.map { _ in
        let ideal = titleIdeal ?? titleIdealWidth(context: context)
        titleIdeal = ideal
        return ideal
      }
      reports.append(
        AmountRowCandidateReport(
          mode: configuration.candidates[index].mode, verdict: verdict,
          titleWidthGiven: node?.proposal.width, titleWidthNeeded: ideal ?? 0,
          titleLinesNeeded: content?.layout.neededLineCount ?? 0,
          titleLinesAllowed: content?.layout.allowedLineCount ?? 0, titleBrokenWord: brokenWord))
    }
    let configuration = self.configuration
    let chosen = PrioritySelector.choose(from: reports) { $0.fit(in: configuration) } ?? 0
    let result = self.layout(in: given, context: context)
    return AmountRowLayout(
      mode: configuration.candidates.isEmpty ? "none" : configuration.candidates[chosen].mode,
      modeIndex: chosen, candidates: reports, measurer: environment.textMeasurer,
      width: proposal.width ?? .infinity, result: result)
  }

  /// `environment` with its containers spaced by its text measurer. An environment with no
  /// measurer set measures text in terminal cells but spaces containers in points (8 between
  /// views): a row laid out in it would put 8 blank lines between an extended title and its
  /// amount.
  static func measured(_ environment: EnvironmentValues) -> EnvironmentValues {
    guard !environment.metricsAreTextMeasurer else { return environment }
    var environment = environment
    environment.textMeasurer = environment.textMeasurer
    return environment
  }

  /// The layout of a row of built-in candidates: each judged by the row's geometry, the
  /// chosen one placed.
  private func layout(_ geometry: RowGeometry, width: Double, environment: EnvironmentValues)
    -> AmountRowLayout
  {
    let (reports, placed) = decide(geometry, width: width)
    let row = self
    return AmountRowLayout(
      mode: configuration.candidates[placed.index].mode, modeIndex: placed.index,
      candidates: reports, measurer: environment.textMeasurer, width: width, size: placed.size,
      lines: placed.lines,
      tree: {
        row.layout(in: ProposedSize(width: width, height: nil), environment: environment)
      })
  }

  /// Every candidate of a row of built-in candidates judged by the row's geometry, and the
  /// chosen one placed.
  private func decide(_ geometry: RowGeometry, width: Double) -> (
    reports: [AmountRowCandidateReport], placed: RowGeometry.Placement
  ) {
    let needed = geometry.titleIdealWidth
    var reports: [AmountRowCandidateReport] = []
    reports.reserveCapacity(geometry.count)
    let placed = geometry.decide(width: width, judgingAll: true) { index, judged in
      reports.append(
        AmountRowCandidateReport(
          mode: configuration.candidates[index].mode, verdict: judged.verdict,
          titleWidthGiven: judged.widthGiven, titleWidthNeeded: needed,
          titleLinesNeeded: judged.needed, titleLinesAllowed: judged.allowed,
          titleBrokenWord: judged.brokenWord))
    }
    return (reports, placed)
  }

  /// What ``layout(width:environment:)`` followed by ``AmountRowLayout/terminalLines()``
  /// reports, for a list that writes every row's reports and lines (JSON Lines): a row of
  /// built-in candidates is judged and drawn by its geometry without the
  /// ``AmountRowLayout`` around them (its placed tree, made on demand, and its lock); the
  /// title's measurement comes from `prepare` as in
  /// ``layout(width:environment:preparingTitle:)``.
  package func report(
    width: Double, environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowReport {
    onPath(width: width, environment: environment, preparingTitle: prepare) {
      geometry, environment in
      let (reports, placed) = decide(geometry, width: width)
      return AmountRowReport(
        mode: configuration.candidates[placed.index].mode, modeIndex: placed.index,
        candidates: reports, size: placed.size, width: width,
        lines: TerminalRenderer(measurer: environment.textMeasurer).render(
          placed.lines, height: placed.size.height, inCells: placed.inCells))
    } engine: { environment in
      let layout = engineLayout(width: width, environment: environment)
      return AmountRowReport(
        mode: layout.mode, modeIndex: layout.modeIndex, candidates: layout.candidates,
        size: layout.size, width: layout.width, lines: layout.terminalLines())
    }
  }

  private func titleIdealWidth(context: LayoutContext) -> Double {
    var titleContext = context
    configuration.titleStyle(&titleContext.environment)
    titleContext.environment.lineLimit = nil
    return titleText.sizeThatFits(.unspecified, context: titleContext).width
  }
}

/// The widths over which a row takes one mode: `extended 1-38`, `compact 63+`.
public struct AmountRowModeRange: Sendable, Hashable, CustomStringConvertible {
  /// The mode.
  public var mode: AmountRowMode
  /// The narrowest width of the range.
  public var from: Double
  /// The widest width of the range; nil when the range is unbounded.
  public var to: Double?

  /// The range of `mode` from `from` to `to` (nil for no end).
  public init(mode: AmountRowMode, from: Double, to: Double?) {
    self.mode = mode
    self.from = from
    self.to = to
  }

  /// `extended 1-38`, `standard 39-62`, `compact 63+`; widths as whole numbers when they are
  /// (always, in terminal cells).
  public var description: String {
    let start = Self.number(from)
    guard let to else { return "\(mode) \(start)+" }
    return to == from ? "\(mode) \(start)" : "\(mode) \(start)-\(Self.number(to))"
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// The ranges of widths in which a row takes each mode, ordered by width
/// (``AdaptiveAmountRow/breakpoints(environment:)``); printed as
/// `extended 1-38, standard 39-62, compact 63+`.
public struct AmountRowBreakpoints: RandomAccessCollection, Sendable, Hashable,
  CustomStringConvertible, ExpressibleByArrayLiteral
{
  /// The ranges, narrowest widths first.
  public var ranges: [AmountRowModeRange]

  /// Breakpoints of `ranges`, narrowest widths first.
  public init(_ ranges: [AmountRowModeRange]) { self.ranges = ranges }

  /// Breakpoints of the ranges listed.
  public init(arrayLiteral ranges: AmountRowModeRange...) { self.ranges = ranges }

  public var startIndex: Int { ranges.startIndex }
  public var endIndex: Int { ranges.endIndex }
  public subscript(position: Int) -> AmountRowModeRange { ranges[position] }

  /// The mode at `width`, nil below the first range.
  public func mode(at width: Double) -> AmountRowMode? {
    ranges.first { width >= $0.from && width <= ($0.to ?? .infinity) }?.mode
  }

  /// The ranges, comma-separated: `extended 1-38, standard 39-62, compact 63+`.
  public var description: String { ranges.map(\.description).joined(separator: ", ") }
}

extension AdaptiveAmountRow {
  /// The ranges of widths in which each mode is chosen, ordered by width, computed without
  /// laying the row out at every width.
  ///
  /// A candidate whose title is not truncated at a width is not truncated at any larger width
  /// (greedy line filling never needs more lines when given more room, and the built-in
  /// candidates give the title more room when the row has more), and one that keeps every
  /// word whole at a width keeps them whole at any larger width (a word is broken only when
  /// it is wider than the title's room). So each candidate has two thresholds: the width from
  /// which its title shows whole, and the width from which it also keeps every word whole,
  /// each found by bisection over widths on the measurer's grid, between one grid step and
  /// the candidate's ideal width (at which its title shows in full, or never does). At a
  /// width, the row takes what its rule takes from the candidates' standing there
  /// (`Configuration.fit(truncated:breaksWord:)`): so a mode can hold on two ranges, when a
  /// later mode keeps a long word whole between the widths at which an earlier one shows the
  /// title and keeps it whole.
  ///
  /// Widths are multiples of the measurer's grid (cells for terminal measurers), from one
  /// grid step up. Custom candidates must keep the same monotonicity for the ranges to be
  /// exact.
  public func breakpoints(environment: EnvironmentValues = EnvironmentValues())
    -> AmountRowBreakpoints
  {
    let environment = Self.measured(environment)
    let grid = environment.textMeasurer.pixelGrid > 0 ? environment.textMeasurer.pixelGrid : 1
    let configuration = self.configuration
    // Per candidate: the first grid step at which its title shows whole, and the first at
    // which it also keeps every word whole, searched up to the candidate's ideal width.
    let judge = BreakpointJudge(self, environment: environment)
    let thresholds = (0..<judge.count).map { index in
      let ideal = judge.idealWidth(index)
      let shows = Self.threshold(grid: grid, ideal: ideal) { judge.shows(index, Double($0) * grid) }
      // Keeping every word whole needs at least the width at which the title shows.
      let whole = shows.flatMap { shows in
        Self.threshold(grid: grid, ideal: ideal, from: shows) {
          judge.keepsWordsWhole(index, Double($0) * grid)
        }
      }
      return (shows: shows, whole: whole)
    }
    // Walk up the widths at which a candidate's standing changes.
    guard !configuration.candidates.isEmpty else { return [] }
    func mode(at step: Int) -> Int {
      PrioritySelector.choose(from: thresholds) { threshold in
        if let whole = threshold.whole, whole <= step { return .preferred }
        if let shows = threshold.shows, shows <= step { return .acceptable }
        return .rejected
      } ?? 0
    }
    let changes = Set(thresholds.flatMap { [$0.shows, $0.whole] }.compactMap { $0 }).union([1])
      .sorted()
    var ranges: [AmountRowModeRange] = []
    for (position, step) in changes.enumerated() {
      let index = mode(at: step)
      let end = position + 1 < changes.count ? changes[position + 1] - 1 : nil
      let candidateMode = configuration.candidates[index].mode
      if let previous = ranges.last, previous.mode == candidateMode {
        ranges[ranges.count - 1].to = end.map { Double($0) * grid }
      } else {
        ranges.append(
          AmountRowModeRange(
            mode: candidateMode, from: Double(step) * grid, to: end.map { Double($0) * grid }))
      }
    }
    return AmountRowBreakpoints(ranges)
  }
}

extension AdaptiveAmountRow {
  /// The first grid step at which `holds` (monotone: false, then true), searched by
  /// bisection up to one step above that of `ideal`, at which a candidate that ever holds
  /// does; nil when it does not hold there. One step above: a title without ink has an ideal
  /// width of zero, and a row at its candidate's ideal width gives it none, which shows
  /// nothing of it (a zero width truncates every text but the empty one).
  /// `from`, a step below which it does not hold (known to the caller, or required), starts
  /// the search.
  fileprivate static func threshold(
    grid: Double, ideal: Double, from: Int = 1, holds: (Int) -> Bool
  ) -> Int? {
    let top = max(1, Int(min((ideal / grid).rounded(.up), Double(Int.max / 4)))) + 1
    guard holds(top) else { return nil }
    var low = 0  // does not hold (a zero width shows nothing), or is below the search
    if from > 1 {
      let start = min(from, top)
      if holds(start) { return start }
      low = start
    }
    var high = top
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if holds(middle) { high = middle } else { low = middle }
    }
    return high
  }
}

/// How the rows of a list choose their modes.
public enum AmountRowListPolicy: String, Sendable, Hashable, CaseIterable {
  /// Each row takes its own mode by its rule (the default).
  case perRow = "per-row"
  /// Every row takes the same mode: the most compact one in which every row's title is shown
  /// in full, for lists that must look alike.
  case uniform
}

extension AdaptiveAmountRow {
  /// Lays out `rows` at `width` under `policy`. Under `.uniform`, the common mode is chosen by
  /// the rows' rule over the whole list: the first candidate in which every row's title shows
  /// whole with every word whole, else the first in which every row's title shows whole (the
  /// last candidate when there is none),
  /// and every row is laid out with that candidate alone; the rows must share their
  /// candidates.
  public static func layoutList(
    _ rows: [AdaptiveAmountRow], width: Double, policy: AmountRowListPolicy = .perRow,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> [AmountRowLayout] {
    let own = rows.map { $0.layout(width: width, environment: environment) }
    guard policy == .uniform, let first = rows.first else { return own }
    let count = first.configuration.candidates.count
    guard count > 0, own.allSatisfy({ $0.candidates.count == count }) else { return own }
    // The rows' rule, over the list: a mode suits the list as well as it suits its worst row.
    let common =
      PrioritySelector.choose(from: 0..<count) { index in
        var worst = CandidateFit.preferred
        for (row, layout) in zip(rows, own) {
          switch layout.candidates[index].fit(in: row.configuration) {
          case .rejected: return .rejected
          case .acceptable: worst = .acceptable
          case .preferred: break
          }
        }
        return worst
      } ?? count - 1
    return zip(rows, own).map { row, layout in
      if layout.modeIndex == common { return layout }
      var configuration = row.configuration
      configuration.candidates = [row.configuration.candidates[common]]
      let forced =
        row.preparedTitle.map {
          AdaptiveAmountRow(
            title: $0, amount: row.amount, subtitle: row.subtitle, configuration: configuration)
        }
        ?? AdaptiveAmountRow(
          title: row.title, amount: row.amount, subtitle: row.subtitle,
          configuration: configuration)
      let laid = forced.layout(width: width, environment: environment)
      return laid.replacing(
        mode: row.configuration.candidates[common].mode, modeIndex: common,
        candidates: layout.candidates)
    }
  }
}

/// What a row's breakpoints ask of each candidate at a width, answered by the row's geometry
/// or by the engine: one search over widths for both.
private struct BreakpointJudge {
  /// The number of candidates.
  let count: Int
  /// A width up to which a candidate that ever shows its title in full does so.
  let idealWidth: (Int) -> Double
  /// Whether the candidate shows its title whole at the width.
  let shows: (Int, Double) -> Bool
  /// Whether the candidate, showing its title whole at the width, suits the row best
  /// (`Configuration.fit(truncated:breaksWord:)` is preferred).
  let keepsWordsWhole: (Int, Double) -> Bool

  init(_ row: AdaptiveAmountRow, environment: EnvironmentValues) {
    let configuration = row.configuration
    if case .geometry = row.path(width: nil, environment: environment) {
      let geometry = RowGeometry(row, environment: environment)
      // A title shown whole keeps its words whole exactly when its widest word fits the
      // width it is offered (``MeasuredText/firstBrokenWord(width:)``), so that needs the
      // stack's arithmetic alone, not the title's lines.
      let widest =
        configuration.keepsWordsWhole ? geometry.title.measured.widestBreakableWordWidth : 0
      count = geometry.count
      // The title offered its ideal width beside the spacer and the amount shows in full.
      idealWidth = { index in
        geometry.titleIdealWidth + geometry.spacerMinLength(geometry.candidate(index))
          + geometry.amountSize.width
      }
      shows = { index, width in
        var counted = RowGeometry.CountedLines()
        return !geometry.judge(
          geometry.candidate(index), width: width, counted: &counted, findingBrokenWord: false
        ).verdict.isTruncated
      }
      keepsWordsWhole = { index, width in
        widest <= geometry.titleWidth(geometry.candidate(index), width: width) + 1e-9
      }
    } else {
      let pass = LayoutContext.pass(environment: environment)
      let views = row.candidateViews
      let contexts = views.indices.map { pass.child($0) }
      count = views.count
      idealWidth = { index in
        views[index].sizeThatFits(.unspecified, context: contexts[index]).width
      }
      let fit = { (index: Int, width: Double) -> CandidateFit in
        let judged = AdaptiveAmountRow.titleVerdict(
          of: views[index], proposal: ProposedSize(width: width, height: nil),
          context: contexts[index])
        return configuration.fit(
          truncated: judged.verdict.isTruncated, breaksWord: judged.brokenWord != nil)
      }
      shows = { fit($0, $1) != .rejected }
      keepsWordsWhole = { fit($0, $1) == .preferred }
    }
  }
}
