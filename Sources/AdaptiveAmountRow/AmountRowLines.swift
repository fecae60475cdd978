import LayoutEngine
import TextMeasurement

/// A row drawn in terminal cells at a width: the mode it chose and its lines.
public struct AmountRowLines: Sendable, Hashable {
  /// The chosen mode.
  public var mode: AmountRowMode
  /// The chosen candidate's index in the configuration's candidates.
  public var modeIndex: Int
  /// The row drawn in terminal cells, as ``AmountRowLayout/terminalLines()`` draws it.
  public var lines: [String]

  /// A row's mode, the mode's index among its candidates, and its lines.
  public init(mode: AmountRowMode, modeIndex: Int, lines: [String]) {
    self.mode = mode
    self.modeIndex = modeIndex
    self.lines = lines
  }
}

extension AdaptiveAmountRow {
  /// The row at `width` drawn in terminal cells, with the mode it chose: the same mode and
  /// lines as ``layout(width:environment:)`` followed by ``AmountRowLayout/terminalLines()``,
  /// for callers that want only the lines (statements, receipts, terminals).
  ///
  /// A row of built-in candidates stops judging at the first candidate whose title is not
  /// truncated and writes its lines from the row's geometry, without the per-candidate
  /// reports or the placed tree that ``AmountRowLayout`` carries; in terminal cells, a title
  /// that fits on one line beside the amount is measured in one pass over its bytes, without
  /// ICU's line breaking. Other rows are laid out in full.
  ///
  /// ```swift
  /// let row = AdaptiveAmountRow(title: "short Text", amount: "-12.50 €")
  /// row.terminalLines(width: 20).lines  // ["short Text  -12.50 €"]
  /// ```
  public func terminalLines(width: Double, environment: EnvironmentValues = EnvironmentValues())
    -> AmountRowLines
  {
    terminalLines(width: width, environment: environment, preparingTitle: nil)
  }

  /// ``terminalLines(width:environment:)``, for a row made with its title as a string, that
  /// takes its title's measurement from `prepare` (a list's title cache) when the geometry
  /// measures the title in full: a title that fits on one line beside the amount is measured
  /// in one pass over its bytes, which costs less than looking one up.
  package func terminalLines(
    width: Double, environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowLines {
    let environment = Self.measured(environment)
    guard case .geometry = path(width: width, environment: environment) else {
      let layout = engineLayout(width: width, environment: environment)
      return AmountRowLines(
        mode: layout.mode, modeIndex: layout.modeIndex, lines: layout.terminalLines())
    }
    let placed = RowGeometry(
      self, environment: environment, width: width, judgingAll: false, preparingTitle: prepare
    ).decide(width: width, judgingAll: false)
    let lines = TerminalRenderer(measurer: environment.textMeasurer).render(
      placed.lines, height: placed.size.height, inCells: placed.inCells)
    return AmountRowLines(
      mode: configuration.candidates[placed.index].mode, modeIndex: placed.index, lines: lines)
  }
}
