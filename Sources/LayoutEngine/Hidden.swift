/// A view that takes part in layout but is not drawn: see ``View/hidden()``.
public struct Hidden: View {
  /// The hidden view.
  public let content: any View

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  /// The child's placed subtree, every node of it marked hidden.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    content.place(in: bounds, proposal: proposal, context: context).hidingSubtree()
  }

  /// The child's traits: hiding a view does not change its priority or spacer-ness.
  public var layoutTraits: LayoutTraits { content.layoutTraits }

  public var layoutDescription: String { content.layoutDescription }
}

extension View {
  /// Hides the view: it keeps its size and place in layout (unlike removing it), but its
  /// placed subtree is marked hidden, so renderers skip it.
  ///
  /// ```swift
  /// ZStack { chosen.layoutPriority(2); rejected.layoutPriority(1).hidden() }
  /// ```
  public func hidden() -> Hidden { Hidden(content: self) }
}
