/// A view that takes part in layout but is not drawn: see ``View/hidden()``.
public struct Hidden: ComposedView {
  /// The hidden view.
  public package(set) var content: any View

  /// The view lays out as its content.
  public var layoutBody: any View { content }

  /// The child's placed subtree, every node of it marked hidden.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    content.place(in: bounds, proposal: proposal, context: context).hidingSubtree()
  }
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

extension Hidden: ContentModifier {}
