import LayoutEngine

/// Every grapheme cluster has the same advance, like the Ahem font in browser layout tests:
/// deterministic and trivial to reason about. The exception is a cluster that is zero wide
/// in a terminal by rule 5 (first scalar Mn, Me or Cf, a Hangul medial or final jamo, or
/// U+200B), which is zero wide here too.
///
/// ```swift
/// let fixed = FixedAdvanceMeasurer(advance: 10, lineHeight: 12, baselineOffset: 10)
/// fixed.advance(ofCluster: "猫")  // 10
/// fixed.advance(ofCluster: "\u{200B}")  // 0
/// ```
public struct FixedAdvanceMeasurer: TextMeasurer, Hashable {
  /// The advance of every cluster that is not zero wide.
  public var advance: Double
  /// The height of one line.
  public var lineHeight: Double
  /// The distance from the top of a line to its baseline.
  public var baselineOffset: Double
  /// The default spacing between horizontal neighbours.
  public var horizontalSpacing: Double
  /// The default spacing between vertical neighbours.
  public var verticalSpacing: Double
  /// The minimum length of a Spacer.
  public var spacerLength: Double
  /// The grid sizes round up to.
  public var pixelGrid: Double
  /// The vertical spacing beside texts by the neighbours' kinds; nil spaces every pair with
  /// `verticalSpacing`.
  public var textSpacing: TextSpacing?

  /// A measurer with the given metrics; the defaults are those of terminal cells.
  public init(
    advance: Double = 1, lineHeight: Double = 1, baselineOffset: Double = 1,
    horizontalSpacing: Double = 1, verticalSpacing: Double = 0, spacerLength: Double = 1,
    pixelGrid: Double = 1, textSpacing: TextSpacing? = nil
  ) {
    self.textSpacing = textSpacing
    self.advance = advance
    self.lineHeight = lineHeight
    self.baselineOffset = baselineOffset
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.spacerLength = spacerLength
    self.pixelGrid = pixelGrid
  }

  /// Whether it measures terminal cells: every advance, the line height and the grid are 1.
  public var measuresCells: Bool { advance == 1 && lineHeight == 1 && pixelGrid == 1 }

  /// `advance`, or 0 for a zero-width cluster (and for an empty string).
  public func advance(ofCluster cluster: Substring) -> Double {
    guard let first = cluster.unicodeScalars.first else { return 0 }
    return ZeroWidth.starts(first) ? 0 : advance
  }

  /// `horizontalSpacing` or `verticalSpacing`.
  public func defaultSpacing(along axis: Axis) -> Double {
    axis == .horizontal ? horizontalSpacing : verticalSpacing
  }

  /// `spacerLength`.
  public var defaultSpacerLength: Double { spacerLength }
}
