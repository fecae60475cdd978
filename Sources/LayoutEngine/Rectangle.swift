/// A shape leaf: it takes whatever it is proposed, and 10 on an unspecified axis (SwiftUI's
/// `Rectangle` and `Color`).
///
/// ```swift
/// Rectangle().layout(in: ProposedSize(width: 50, height: nil)).size  // 50 x 10
/// ```
public struct Rectangle: View {
  /// A rectangle.
  public init() {}

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }
}
