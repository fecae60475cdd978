import LayoutEngine
import TextMeasurement

/// What laying a row out by its geometry reads of an environment, read once: the environment
/// with its containers spaced by its measurer (``AdaptiveAmountRow/measured(_:)``), its
/// measurer, line breaking, text style and metrics, and whether it lets a row take the
/// geometry's path (``AdaptiveAmountRow/takesGeometry(configuration:width:in:)``). A list
/// whose rows share one environment reads it once for them all rather than once a row.
package struct RowEnvironment: Sendable {
  /// The environment, its containers spaced by its measurer.
  let values: EnvironmentValues
  /// The environment's measurer.
  let measurer: any TextMeasurer
  /// The measurer with its one-line counting, when it measures terminal cells.
  let cells: CellCounting?
  /// The line-breaking options.
  let options: LineBreakOptions
  /// The line-break strategy, which a row's configuration may set apart.
  let lineBreakStrategy: LineBreakStrategy
  /// The text style and metrics a row's geometry reads, which it holds whole.
  let metrics: Metrics
  /// Whether the environment sets none of what only the engine lays out: a line limit,
  /// reserved lines, a least line count, line spacing.
  let allowsGeometry: Bool

  /// What a row reads of `environment`.
  package init(_ environment: EnvironmentValues) {
    let values = AdaptiveAmountRow.measured(environment)
    self.values = values
    let measurer = values.textMeasurer
    self.measurer = measurer
    self.cells = RowMeasuring.cells(measurer)
    self.options = values.lineBreakOptions
    self.lineBreakStrategy = values.lineBreakStrategy
    let layoutMetrics = values.layoutMetrics
    self.metrics = Metrics(
      truncationMode: values.truncationMode, alignment: values.multilineTextAlignment,
      defaultSpacerLength: layoutMetrics.defaultSpacerLength,
      verticalSpacing: layoutMetrics.defaultSpacing(
        along: .vertical, textBefore: true, textAfter: true),
      lineHeight: measurer.lineHeight, baselineOffset: measurer.baselineOffset)
    self.allowsGeometry =
      values.lineLimit == nil && !values.lineLimitReservesSpace
      && values.lineLimitMinimum == nil && values.lineSpacing == 0
  }

  /// What a row's geometry reads of an environment's text style and metrics.
  struct Metrics: Sendable {
    /// How truncated text is shortened.
    let truncationMode: TruncationMode
    /// How a text's lines line up.
    let alignment: TextAlignment
    /// The least length of a spacer with none of its own.
    let defaultSpacerLength: Double
    /// The spacing between two views stacked vertically that show a text's edge to each
    /// other.
    let verticalSpacing: Double
    /// The measurer's line height.
    let lineHeight: Double
    /// The measurer's baseline offset.
    let baselineOffset: Double

    /// The text style of a text with `lineLimit` in this environment.
    func style(lineLimit: Int?) -> TextStyle {
      TextStyle(lineLimit: lineLimit, truncationMode: truncationMode, alignment: alignment)
    }
  }
}
