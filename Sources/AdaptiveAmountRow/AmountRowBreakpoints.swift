import LayoutEngine
import PrioritySelection
import TextMeasurement

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
    let start = formatLength(from)
    guard let to else { return "\(mode) \(start)+" }
    return to == from ? "\(mode) \(start)" : "\(mode) \(start)-\(formatLength(to))"
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
    let read = RowEnvironment(environment)
    if case .geometry = row.path(width: nil, in: read) {
      let geometry = RowGeometry(row, in: read)
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
