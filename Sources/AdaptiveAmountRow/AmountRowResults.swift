import CellRendering
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
  /// The lines the candidate allows the title; nil for no limit, as in a list's
  /// `RenderedRow.CandidateSummary` and its JSON (one value for "no limit" everywhere).
  public var titleLinesAllowed: Int?
  /// When the title shows whole, the first of its words broken between two clusters where no
  /// break is allowed (`TextLayout.brokenWord`); nil when every word stays
  /// whole. A row that keeps words whole passes such a candidate over for a later one that
  /// breaks none.
  public var titleBrokenWord: String? = nil
  /// The width the row was laid out at (infinity when unspecified), which ``explanation``
  /// names when the amount leaves the title no room.
  public var rowWidthGiven: Double = .infinity
}

extension AmountRowCandidateReport {
  /// A text's allowed line count as a report gives it: nil for no limit (`Int.max`).
  static func allowedLines(_ count: Int) -> Int? { count == Int.max ? nil : count }

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
  /// What the layout read otherwise than given, and what it found, in the words a view's
  /// layout uses: a width read as unspecified or 0, a measurer's answers read otherwise than
  /// answered, and overflow (``AdaptiveAmountRow/layout(width:environment:)-(Double,_)``).
  public let diagnostics: [LayoutDiagnostic]
  /// The visible lines with their positions, when the row was laid out by its geometry.
  let lines: [PlacedLine]?
  private let tree: PlacedTree

  init(
    mode: AmountRowMode, modeIndex: Int, candidates: [AmountRowCandidateReport],
    measurer: any TextMeasurer, width: Double, result: LayoutResult,
    diagnostics: [LayoutDiagnostic]
  ) {
    self.mode = mode
    self.modeIndex = modeIndex
    self.candidates = candidates
    self.measurer = measurer
    self.size = result.size
    self.width = width
    self.diagnostics = diagnostics
    self.lines = nil
    self.tree = PlacedTree(result)
  }

  init(
    mode: AmountRowMode, modeIndex: Int, candidates: [AmountRowCandidateReport],
    measurer: any TextMeasurer, width: Double, size: Size, lines: [PlacedLine],
    diagnostics: [LayoutDiagnostic], tree: @escaping @Sendable () -> LayoutResult
  ) {
    self.mode = mode
    self.modeIndex = modeIndex
    self.candidates = candidates
    self.measurer = measurer
    self.size = size
    self.width = width
    self.diagnostics = diagnostics
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

extension AmountRowLayout {
  /// The row drawn in terminal cells (Docs/Semantics.md section 7): no trailing whitespace,
  /// the amount ending at the row's width, nothing cut when the row overflows.
  ///
  /// - Throws: `NotTerminalCellsError` when the row was measured by a measurer that does not
  ///   measure terminal cells (a font's, in points): its widths are not columns, and lines
  ///   drawn from them would be nonsense. Draw such a row from ``result`` instead.
  public func terminalLines() throws(NotTerminalCellsError) -> [String] {
    let renderer = try TerminalRenderer(measurer: measurer)
    guard let lines else { return renderer.render(result) }
    return renderer.render(lines, height: size.height)
  }

  /// The row drawn in terminal cells, for a caller that knows its measurer measures them
  /// (a list in cells): ``terminalLines()`` without the check.
  package func drawnLines() -> [String] {
    let renderer = TerminalRenderer(drawing: measurer)
    guard let lines else { return renderer.render(result) }
    return renderer.render(lines, height: size.height)
  }
}

/// A row's mode, reports and size at a width, without its placed tree or its lines
/// (``AdaptiveAmountRow/report(width:environment:preparingTitle:_:)``).
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

  /// Whether the row is wider than its width (``AmountRowLayout/overflows``).
  package var overflows: Bool { AmountRowLayout.overflows(size, width: width) }
}

/// A row drawn in terminal cells at a width: the mode it chose, its lines, its width, and
/// what its layout found.
public struct AmountRowLines: Sendable, Hashable {
  /// The chosen mode.
  public var mode: AmountRowMode
  /// The chosen candidate's index in the configuration's candidates.
  public var modeIndex: Int
  /// The row drawn in terminal cells, as ``AmountRowLayout/terminalLines()`` draws it.
  public var lines: [String]
  /// The row's width: the width it was laid out at, or more when it overflows.
  public var rowWidth: Double
  /// What the row's layout read otherwise than given, and what it found: the same as
  /// ``AmountRowLayout/diagnostics``.
  public var diagnostics: [LayoutDiagnostic]

  /// A row's mode, the mode's index among its candidates, its lines, its width, and what its
  /// layout found.
  public init(
    mode: AmountRowMode, modeIndex: Int, lines: [String], rowWidth: Double,
    diagnostics: [LayoutDiagnostic] = []
  ) {
    self.mode = mode
    self.modeIndex = modeIndex
    self.lines = lines
    self.rowWidth = rowWidth
    self.diagnostics = diagnostics
  }
}

extension AdaptiveAmountRow {
  /// What a row laid out at `width` read and found, in a view's words
  /// (`ProposedSize.rootReading(_:along:infinityUnspecified:)`): the width read as
  /// unspecified (NaN, +infinity) or 0 (negative), then `found` (what the layout recorded,
  /// each once), then overflow when the row, `rowWidth` wide, is wider than the width read.
  static func diagnostics(width: Double, rowWidth: Double, found: [LayoutDiagnostic])
    -> [LayoutDiagnostic]
  {
    let read = ProposedSize.rootReading(width, along: .horizontal, infinityUnspecified: true)
    var diagnostics: [LayoutDiagnostic] = []
    if let reading = read.diagnostic { diagnostics.append(reading) }
    for diagnostic in found where !diagnostics.contains(diagnostic) {
      diagnostics.append(diagnostic)
    }
    let laidOut = read.value ?? .infinity
    if AmountRowLayout.overflows(Size(width: rowWidth, height: 0), width: laidOut) {
      diagnostics.append(
        LayoutDiagnostic(
          "the row is \(formatLength(rowWidth)) wide, wider than its width \(formatLength(laidOut)); nothing is cut"
        ))
    }
    return diagnostics
  }
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
