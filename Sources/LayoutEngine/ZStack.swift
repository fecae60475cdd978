/// The layout of `ZStack`: children on top of each other, aligned in the stack's bounds.
///
/// The stack sizes itself to the children with the highest layout priority only: the
/// component-wise maximum of their sizes for the stack's proposal (zero with no children).
/// Those children are placed with the stack's proposal; the others are proposed the stack's
/// final size, so they fit what the leaders chose. Every child is placed by `alignment`.
///
/// ```swift
/// ZStackLayout(alignment: .leading) { chosen.layoutPriority(2); other.layoutPriority(1).hidden() }
/// ```
public struct ZStackLayout: Layout {
  /// Where each child goes in the stack's bounds.
  public let alignment: Alignment

  /// A layout that aligns its subviews on `alignment`.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// The children with the highest layout priority, in source order.
  func leaders(_ subviews: LayoutSubviews) -> [Int] {
    let priorities = subviews.map { $0.priority.isNaN ? 0 : $0.priority }
    guard let top = priorities.max() else { return [] }
    return subviews.indices.filter { priorities[$0] == top }
  }

  public func sizeThatFits(
    proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext
  ) -> Size {
    leaders(subviews).reduce(Size.zero) { size, index in
      let child = subviews[index].sizeThatFits(proposal)
      return Size(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext
  ) -> [SubviewPlacement] {
    let leaders = Set(leaders(subviews))
    return subviews.indices.map { index in
      let childProposal = leaders.contains(index) ? proposal : ProposedSize(bounds.size)
      let size = subviews[index].sizeThatFits(childProposal)
      let dimensions = subviews[index].dimensions(size: size, proposal: childProposal)
      return SubviewPlacement(
        position: alignedOrigin(of: dimensions, in: bounds, alignment: alignment),
        proposal: childProposal)
    }
  }

  /// The guide of the first highest-priority child that sets it (the last one for
  /// `lastTextBaseline`), where that child is placed. Lower-priority children are ignored: a
  /// priority selector hides them, and a hidden candidate's baseline must not move the row.
  public func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    context: LayoutContext
  ) -> Double? {
    let placements = placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, context: context)
    let placed = subviews.resolve(placements, in: bounds)
    var candidates = leaders(subviews)
    if key == VerticalAlignment.lastTextBaseline.key { candidates.reverse() }
    for index in candidates {
      let (frame, childProposal) = placed[index]
      if let value = subviews[index].explicitAlignment(
        key, size: frame.size, proposal: childProposal)
      {
        return value + frame.origin[key.axis] - bounds.origin[key.axis]
      }
    }
    return nil
  }

  /// `ZStack` or `ZStack(alignment: leading)`.
  public var layoutDescription: String {
    alignment == .center ? "ZStack" : "ZStack(alignment: \(alignment))"
  }
}

/// Children on top of each other, aligned in the stack's bounds: SwiftUI's `ZStack`, laid out
/// by ``ZStackLayout``. The stack is as large as its highest-priority children; the others
/// are fitted to that size. This is what a priority selector builds on:
///
/// ```swift
/// ZStack(alignment: .leading) {
///   compact.layoutPriority(2)            // the stack takes exactly this one's size
///   standard.layoutPriority(1).hidden()
/// }
/// ```
public struct ZStack: ComposedView {
  /// The stack as a layout container.
  public let body: LayoutView<ZStackLayout>

  /// A stack of `content`, each child aligned in the stack's bounds on `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> [any View]) {
    body = LayoutView(layout: ZStackLayout(alignment: alignment), children: content())
  }

  /// The stack lays out as its container.
  public var layoutBody: any View { body }
}
