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
  /// The common row (the default candidates in terminal cells, a whole-cell width, a title
  /// and an amount of one paragraph) is drawn straight from its measured title, and its title
  /// goes through ICU's line breaking only when it does not fit beside the amount. Another
  /// row of built-in candidates stops judging at the first candidate whose title is not
  /// truncated and draws it straight from its title's lines, without the per-candidate reports
  /// or the placed tree that ``AmountRowLayout`` carries; other rows are laid out in full.
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
  /// takes its title's measurement from `prepare` (a list's title cache) when its path
  /// measures the title in full: the common row's drawing measures most titles in one pass
  /// over their bytes, which costs less than looking one up.
  package func terminalLines(
    width: Double, environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowLines {
    let environment = Self.measured(environment)
    let path = self.path(width: width, environment: environment, forLines: true)
    if case .drawn(let cells) = path,
      let drawn = TerminalRowDrawing.lines(
        of: self, width: width, cells: cells, environment: environment)
    {
      return drawn
    }
    let direct: DirectRowLayout
    switch path {
    case .drawn, .direct:
      direct = DirectRowLayout(
        self, environment: environment, width: width, preparingTitle: prepare)
    case .engine:
      let layout = engineLayout(width: width, environment: environment)
      return AmountRowLines(
        mode: layout.mode, modeIndex: layout.modeIndex, lines: layout.terminalLines())
    }
    let choice = direct.choose(width: width, judgingAll: false)
    let chosen = choice.index
    let final = direct.layout(
      direct.arrangements[chosen], width: width, titleProposal: choice.proposal,
      placedTitle: choice.placedTitle)
    let lines = TerminalRenderer(drawing: environment.textMeasurer).render(
      final.texts, height: final.size.height)
    return AmountRowLines(
      mode: configuration.candidates[chosen].mode, modeIndex: chosen, lines: lines)
  }
}
