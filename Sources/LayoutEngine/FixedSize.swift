/// A view fixed at its ideal size on some axes: see ``View/fixedSize(horizontal:vertical:)``.
public struct FixedSize: View {
  /// The fixed view.
  public package(set) var content: any View
  /// Whether the width is fixed at the ideal width.
  public let horizontal: Bool
  /// Whether the height is fixed at the ideal height.
  public let vertical: Bool

  func childProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(childProposal(for: proposal), context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(
      key, size: size, proposal: childProposal(for: proposal), context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let placed = content.place(
      in: bounds, proposal: childProposal(for: proposal), context: context)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed])
  }

  /// The child's traits behind a layout modifier: the priority hidden, spacer-ness kept.
  public var layoutTraits: LayoutTraits { content.layoutTraits.behindLayoutModifier }

  public var layoutDescription: String {
    switch (horizontal, vertical) {
    case (true, true): "fixedSize()"
    default: "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }
  }
}

extension View {
  /// Fixes the view at its ideal size on the given axes: the child is proposed nil there
  /// (and the parent's proposal on the other axes), and its answer is the size, whatever the
  /// parent offered.
  ///
  /// ```swift
  /// amount.fixedSize()                                  // never wraps nor truncates
  /// title.fixedSize(horizontal: false, vertical: true)  // all the lines it needs
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> FixedSize {
    FixedSize(content: self, horizontal: horizontal, vertical: vertical)
  }

  /// Fixes the view at its ideal size on both axes.
  public func fixedSize() -> FixedSize {
    FixedSize(content: self, horizontal: true, vertical: true)
  }
}

extension FixedSize: TextEdgeWrapper {}
