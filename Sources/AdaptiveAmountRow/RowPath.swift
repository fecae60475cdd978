import LayoutEngine
import TextMeasurement

/// How a row is laid out, decided in one place (``AdaptiveAmountRow/path(width:environment:forLines:)``)
/// for ``AdaptiveAmountRow/layout(width:environment:)``,
/// ``AdaptiveAmountRow/terminalLines(width:environment:)`` and
/// ``AdaptiveAmountRow/breakpoints(environment:)``: whether the row's candidates are judged
/// from its title's lines or laid out by the engine.
///
/// Every path applies the same rule (`Configuration.fit(truncated:breaksWord:)` through
/// `PrioritySelector`) to the same stack arithmetic (`StackDistribution`); they differ in
/// what they compute to get there. The agreement tests hold the paths to the engine's
/// layout for random rows.
enum RowPath {
  /// The common row's terminal lines (``TerminalRowDrawing``): the default candidates in
  /// terminal cells, leading alignment, whole-cell widths. Only asked for lines.
  case drawn(TerminalRowDrawing.Cells)
  /// Built-in candidates and no styles (``DirectRowLayout``): judged from the title's lines
  /// with the engine's stack arithmetic, the chosen one laid out.
  case direct
  /// Consumers' candidates or styles, an environment's line limit, or a width that is not
  /// positive and finite: the layout engine.
  case engine

  /// The cells of a row ``TerminalRowDrawing`` draws at `width`: whole cells up to the
  /// renderer's last column, the three default candidates, leading alignment, and a spacer and
  /// a vertical spacing the drawing writes as whole cells; nil for another row.
  static func drawable(
    _ row: AdaptiveAmountRow, width: Double, environment: EnvironmentValues
  ) -> TerminalRowDrawing.Cells? {
    let configuration = row.configuration
    guard width >= 1, width <= TerminalRowDrawing.maximumWidth, width.rounded(.down) == width,
      configuration.standardLineLimit >= 1, row.hasDefaultArrangements,
      environment.multilineTextAlignment == .leading,
      let measurer = terminalCells(environment.textMeasurer)
    else { return nil }
    let spacerMinimum = configuration.spacerMinLength
    let metrics = environment.layoutMetrics
    let spacerDefault = metrics.defaultSpacerLength
    guard spacerMinimum >= 0, spacerMinimum <= width, spacerMinimum.rounded(.down) == spacerMinimum,
      spacerDefault >= 0, spacerDefault <= width, spacerDefault.rounded(.down) == spacerDefault,
      metrics.defaultSpacing(along: .vertical) == 0
    else { return nil }
    return TerminalRowDrawing.Cells(measurer: measurer, defaultSpacerLength: spacerDefault)
  }

  /// `measurer` if it measures in terminal cells. The existential is opened and its type
  /// compared, which costs a tenth of a dynamic cast (`as?`).
  static func terminalCells(_ measurer: any TextMeasurer) -> TerminalCellMeasurer? {
    func cells<Measurer: TextMeasurer>(_ measurer: Measurer) -> TerminalCellMeasurer? {
      guard Measurer.self == TerminalCellMeasurer.self else { return nil }
      return unsafeBitCast(measurer, to: TerminalCellMeasurer.self)
    }
    return cells(measurer)
  }
}

extension AdaptiveAmountRow {
  /// The row's path in `environment` (which spaces containers by its measurer,
  /// ``AdaptiveAmountRow/measured(_:)``): at `width`, or at every width when nil (break
  /// points); `forLines` when only the row's terminal lines are wanted. A method, so that the
  /// row is borrowed, not copied (an initializer's arguments are its own).
  func path(width: Double?, environment: EnvironmentValues, forLines: Bool) -> RowPath {
    guard configuration.isDirect, configuration.keepsStrategy(of: environment),
      environment.lineLimit == nil,
      !environment.lineLimitReservesSpace
    else { return .engine }
    guard let width else { return .direct }
    guard width.isFinite, width > 0 else { return .engine }
    if forLines, let cells = RowPath.drawable(self, width: width, environment: environment) {
      return .drawn(cells)
    }
    return .direct
  }
}
