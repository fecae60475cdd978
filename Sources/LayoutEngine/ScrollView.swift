/// A container whose content scrolls on some axes: SwiftUI's `ScrollView`, laid out as
/// SwiftUI lays it out.
///
/// - The content is proposed nil (its ideal length) on the scroll axes and the scroll view's
///   own proposal on the others: along a scroll axis there is no limit.
/// - The scroll view takes its proposal on the scroll axes (its content's length there when
///   the proposal is nil, so `fixedSize()` shows all of the content) and its content's length
///   on the others.
/// - The content is placed at its own size at the top-leading corner; on a scroll axis it may
///   reach past the scroll view's frame. Scrolling on both axes, content smaller than the
///   scroll view is centred on each axis where it is smaller, as SwiftUI centres it. Nothing
///   is clipped (the placed tree and the renderer show all of it).
/// - Several content views are laid out in a `VStack`, whatever the axes, as SwiftUI does.
///
/// ```swift
/// ViewThatFits {
///   row
///   ScrollView(.horizontal) { row }  // chosen when the row is wider than the proposal
/// }
/// ```
public struct ScrollView: View {
  /// The axes along which the content scrolls.
  public let axes: Axis.Set
  /// The content: the one view given, or a `VStack` of several.
  public let content: any View

  /// A scroll view of `content` that scrolls along `axes` (vertically by default).
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> [any View]) {
    self.axes = axes
    let views = content()
    self.content = views.count == 1 ? views[0] : VStack(content: { views })
  }

  /// What the content is proposed for a scroll view proposed `proposal`: nil on the scroll
  /// axes, `proposal` on the others.
  public func contentProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let contentSize = content.sizeThatFits(
      contentProposal(for: proposal), context: context.child(0))
    return Size(
      width: axes.contains(.horizontal) ? proposal.width ?? contentSize.width : contentSize.width,
      height: axes.contains(.vertical) ? proposal.height ?? contentSize.height : contentSize.height
    )
  }

  /// The scroll view in `bounds`, its content at its own size at the top-leading corner, or
  /// centred where it is smaller than a scroll view that scrolls on both axes.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let childContext = context.child(0)
    let childProposal = contentProposal(for: proposal)
    let size = content.sizeThatFits(childProposal, context: childContext)
    var origin = bounds.origin
    if axes == [.horizontal, .vertical] {
      for axis in Axis.allCases {
        let room = bounds.size[axis] - size[axis]
        if room > 0, room.isFinite { origin[axis] += room / 2 }
      }
    }
    let placed = content.place(
      in: Rect(origin: origin, size: size), proposal: childProposal, context: childContext)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed])
  }

  /// `ScrollView(horizontal)`, `ScrollView(vertical)` or `ScrollView([horizontal, vertical])`.
  public var layoutDescription: String { "ScrollView(\(axes.dumpDescription))" }
}
