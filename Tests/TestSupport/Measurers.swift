import LayoutEngine
import TextMeasurement

/// A measurer of a consumer's own, in points (it says nothing of cells), whose every answer is
/// given: every cluster `advance` wide, the same `spacing` along both axes. Any answer may be
/// hostile (negative, NaN, infinite), as a consumer's could be.
public struct AnsweringMeasurer: TextMeasurer, Hashable {
  public var advance: Double
  public var lineHeight: Double
  public var baselineOffset: Double
  public var spacing: Double
  public var defaultSpacerLength: Double
  public var pixelGrid: Double

  /// Every answer 1 unless given.
  public init(
    advance: Double = 1, lineHeight: Double = 1, baselineOffset: Double = 1, spacing: Double = 1,
    defaultSpacerLength: Double = 1, pixelGrid: Double = 1
  ) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.baselineOffset = baselineOffset
    self.spacing = spacing
    self.defaultSpacerLength = defaultSpacerLength
    self.pixelGrid = pixelGrid
  }

  public func advance(ofCluster cluster: Substring) -> Double { advance }
  public func defaultSpacing(along axis: Axis) -> Double { spacing }
}

/// A measurer of terminal cells of a consumer's own (it says it measures cells): every
/// cluster `advance` cells, or with `zeroWidthAsTerminal` the clusters the terminal draws in
/// no cell (`TerminalCellMeasurer`) zero; a line one cell high, one cell between neighbours
/// along a line and none between lines, as a terminal's.
public struct CellsAnswering: TextMeasurer, Hashable {
  public var advance: Double
  public var zeroWidthAsTerminal: Bool

  public init(advance: Double, zeroWidthAsTerminal: Bool = false) {
    self.advance = advance
    self.zeroWidthAsTerminal = zeroWidthAsTerminal
  }

  public func advance(ofCluster cluster: Substring) -> Double {
    if zeroWidthAsTerminal, TerminalCellMeasurer().advance(ofCluster: cluster) == 0 { return 0 }
    return advance
  }

  public var lineHeight: Double { 1 }
  public var baselineOffset: Double { 1 }
  public func defaultSpacing(along axis: Axis) -> Double { axis == .horizontal ? 1 : 0 }
  public var defaultSpacerLength: Double { 1 }
  public var pixelGrid: Double { 1 }
  public var measuresCells: Bool { true }
}
