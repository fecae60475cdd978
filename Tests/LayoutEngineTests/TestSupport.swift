import LayoutEngine

/// A leaf shaped like a paragraph of `units` of text wrapped in lines of 10: at width w
/// (at most `units`, its ideal width) it is ceil(units / w) lines of 10 high; at width 0 it is
/// zero, as text is.
struct WrappingLeaf: View {
  var units: Double = 100

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let width = min(proposal.width ?? units, units)
    guard width > 0 else { return .zero }
    return Size(width: width, height: (units / width).rounded(.up) * 10)
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }
}

/// Metrics that give only spacing (horizontal 1, vertical 0) and a Spacer length of 1, and
/// leave padding to the protocol's default.
struct SpacingOnlyMetrics: LayoutMetrics {
  func defaultSpacing(along axis: Axis) -> Double { axis == .horizontal ? 1 : 0 }
  var defaultSpacerLength: Double { 1 }
  var pixelGrid: Double { 1 }
}

/// An environment in SwiftUI's points (``PointMetrics``): default spacing 8, Spacer length 8,
/// padding 16; the engine's default is terminal cells.
let points: EnvironmentValues = {
  var environment = EnvironmentValues()
  environment.layoutMetrics = PointMetrics()
  return environment
}()

extension LayoutResult {
  /// The frame of the last placed leaf named `name` (a probe leaf, or one read through a tag).
  func leafFrame(_ name: String) -> Rect? {
    root.allNodes.last {
      $0.description == "leaf \(name)" || $0.description.hasPrefix("leaf \(name).")
    }?.absoluteFrame
  }
}

extension PlacedNode {
  /// The children's frames in this node's coordinates.
  var childFrames: [Rect] { children.map(\.frame) }
  /// The children's widths.
  var childWidths: [Double] { children.map(\.frame.width) }
}

extension ProposedSize {
  /// A proposal of `width` with an unspecified height.
  static func width(_ width: Double) -> ProposedSize { ProposedSize(width: width, height: nil) }
}
