/// What a ``GeometryReader``'s content reads of it.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size: what it was proposed, 10 on an unspecified axis.
  public let size: Size

  /// A proxy for a reader of `size`.
  public init(size: Size) { self.size = size }
}

/// A container that takes all it is offered and builds its content from its own size: see
/// ``GeometryReader/init(content:)``.
public struct GeometryReader: View {
  let content: @Sendable (GeometryProxy) -> [any View]

  /// A reader whose content is built from a ``GeometryProxy`` of the reader's size, as
  /// SwiftUI's `GeometryReader` is: the reader is the size it is proposed (10 on an
  /// unspecified axis, SwiftUI's default), each content view is proposed that size and placed
  /// at the reader's top-leading corner, at its own size.
  ///
  /// ```swift
  /// GeometryReader { proxy in
  ///   Image("example", width: 200, height: 100).resizable().scaledToFit()
  ///     .frame(width: proxy.size.width * 0.8)
  /// }
  /// ```
  public init(@ViewBuilder content: @escaping @Sendable (GeometryProxy) -> [any View]) {
    self.content = content
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The reader in `bounds`, its content built for the bounds' size and placed at the
  /// top-leading corner.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let childProposal = ProposedSize(bounds.size)
    let children = content(GeometryProxy(size: bounds.size)).enumerated().map { index, view in
      let childContext = context.child(index)
      let size = view.sizeThatFits(childProposal, context: childContext)
      return view.place(
        in: Rect(origin: bounds.origin, size: size), proposal: childProposal,
        context: childContext)
    }
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: children)
  }
}
