import LayoutEngine
import TextMeasurement

/// How a row is laid out, decided in one place (``AdaptiveAmountRow/path(width:environment:)``)
/// for ``AdaptiveAmountRow/layout(width:environment:)``,
/// ``AdaptiveAmountRow/terminalLines(width:environment:)`` and
/// ``AdaptiveAmountRow/breakpoints(environment:)``: by the row's geometry, or by the engine.
///
/// Both apply the same rule (`Configuration.fit(truncated:breaksWord:)` through
/// `PrioritySelector`) to the same stack arithmetic (`StackDistribution`) of views and
/// geometry built from the same descriptions (``RowDescription``). The agreement tests hold
/// the geometry to the engine's layout for every description and for random rows.
enum RowPath {
  /// Built-in candidates and no styles: ``RowGeometry``.
  case geometry
  /// Consumers' candidates or styles, an environment's line limit or reserved space, or a
  /// width that is not positive and finite: the layout engine.
  case engine
}

extension AdaptiveAmountRow {
  /// The row's path in `environment` (which spaces containers by its measurer,
  /// ``AdaptiveAmountRow/measured(_:)``): at `width`, or at every width when nil
  /// (breakpoints). A method, so that the row is borrowed, not copied (an initializer's
  /// arguments are its own).
  func path(width: Double?, environment: EnvironmentValues) -> RowPath {
    guard configuration.isDirect, environment.lineLimit == nil,
      !environment.lineLimitReservesSpace
    else { return .engine }
    guard let width else { return .geometry }
    return width.isFinite && width > 0 ? .geometry : .engine
  }
}
