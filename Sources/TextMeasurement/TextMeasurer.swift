import LayoutEngine

/// A measurer (semantics, section 4): the advance of text, the height of a line, where its
/// baseline is, and, as `LayoutMetrics` (LayoutEngine), the spacing containers use.
///
/// Measurers are swappable values. ``MeasuredText`` asks a measurer for the advance of each
/// grapheme cluster once, after the control-character rules (``ControlCharacterPolicy``), and
/// never for a newline. An advance must depend on the cluster alone.
///
/// A measurer of your own needs only the cluster advance and the metrics:
///
/// ```swift
/// struct UTF8ByteMeasurer: TextMeasurer {
///   func advance(ofCluster cluster: Substring) -> Double { Double(cluster.utf8.count) }
///   var lineHeight: Double { 1 }
///   var baselineOffset: Double { 1 }
///   func defaultSpacing(along axis: Axis) -> Double { axis == .horizontal ? 1 : 0 }
///   var defaultSpacerLength: Double { 1 }
///   var pixelGrid: Double { 1 }
/// }
/// let measured = MeasuredText("día", measurer: UTF8ByteMeasurer())
/// measured.width(0..<measured.clusterCount)  // 4
/// ```
public protocol TextMeasurer: LayoutMetrics {
  /// The advance of one extended grapheme cluster, after the control-character rules (so
  /// never a control).
  func advance(ofCluster cluster: Substring) -> Double
  /// The advance of a cluster of one scalar; by default that of the cluster. Measurers that
  /// can answer from the scalar alone (a table of cell widths) save making a string of it.
  func advance(ofScalar scalar: Unicode.Scalar) -> Double
  /// The advance of a run of clusters; by default the sum of its clusters' advances.
  func advance(ofRun run: Substring) -> Double
  /// The height of one line.
  var lineHeight: Double { get }
  /// The distance from the top of a line to its baseline.
  var baselineOffset: Double { get }
  /// Whether its units are terminal cells: whole-cell advances, lines one cell high, sizes
  /// on a grid of one. Rows measured so are drawn as lines of cells (`TerminalRenderer`);
  /// others are described by their text lines and positions. False by default.
  var measuresCells: Bool { get }
  /// Whether ``MeasuredText`` takes its advances from ``advances(ofClustersIn:utf8Boundaries:)``
  /// (a text engine's measurer, which shapes runs of clusters together) rather than from one
  /// cluster at a time; false by default.
  var measuresClustersInContext: Bool { get }
  /// The advances of the clusters of `text` (already sanitized) in their context: each
  /// cluster's share of the run it is shaped in. `utf8Boundaries` are the UTF-8 offsets of
  /// the cluster boundaries (the start of each cluster, then the end of the text); the result
  /// has one advance per cluster, 0 for a newline. By default each cluster alone.
  func advances(ofClustersIn text: String, utf8Boundaries: [Int]) -> [Double]
}

extension TextMeasurer {
  /// False: a measurer measures cells only when it says so.
  public var measuresCells: Bool { false }

  /// The advance of `scalar` as a cluster of its own.
  public func advance(ofScalar scalar: Unicode.Scalar) -> Double {
    advance(ofCluster: Substring(String(scalar)))
  }

  /// The sum of the advances of the grapheme clusters of `run` (segmented as
  /// ``MeasuredText`` segments, with ICU).
  public func advance(ofRun run: Substring) -> Double {
    let boundaries = GraphemeClusters.boundaries(in: run)
    var total = 0.0
    var start = run.startIndex
    for index in boundaries.indices.dropFirst() {
      let end = run.utf16.index(start, offsetBy: boundaries[index] - boundaries[index - 1])
      total += advance(ofCluster: run[start..<end])
      start = end
    }
    return total
  }

  /// False: clusters are measured one at a time.
  public var measuresClustersInContext: Bool { false }

  /// Each cluster's ``advance(ofCluster:)`` on its own (0 for a newline).
  public func advances(ofClustersIn text: String, utf8Boundaries: [Int]) -> [Double] {
    let utf8 = text.utf8
    return zip(utf8Boundaries, utf8Boundaries.dropFirst()).map { start, end in
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      let upper = utf8.index(utf8.startIndex, offsetBy: end)
      let cluster = text[lower..<upper]
      guard let first = cluster.unicodeScalars.first, !UnicodeProperties.isNewline(first) else {
        return 0
      }
      return advance(ofCluster: cluster)
    }
  }
}
