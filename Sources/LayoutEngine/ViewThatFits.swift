/// The first of its children that fits, by ideal size: SwiftUI's `ViewThatFits`.
///
/// Children are evaluated in order: the first whose ideal size on the constrained axes is at
/// most the proposal on every constrained axis is chosen; when none fits, the last child is.
/// A child is measured as `fixedSize` on the constrained axes would measure it: proposed nil
/// on those axes and the parent's proposal on the others, so `in: .vertical` asks for the
/// ideal height at the proposed width (all the lines a text needs at that width). The chosen
/// child is then proposed the parent's proposal, and its answer is the size. An unspecified
/// proposal on a constrained axis compares as 10, the default replacement of unspecified
/// dimensions (Docs/Semantics.md says where that rule comes from).
///
/// Only the chosen child is placed; the others are not in the placed tree (SwiftUI does not
/// render them either).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   Rectangle().frame(width: 120)
///   Rectangle().frame(width: 80)  // chosen for a width of 100
/// }
/// ```
///
/// Ideal sizes decide: a text that could truncate to fit is still rejected when its one-line
/// width exceeds the proposal.
public struct ViewThatFits: View {
  /// The axes on which a child must fit.
  public let axes: Axis.Set
  /// The candidates, in order of preference.
  public let children: [any View]

  /// Chooses among `content`, in order of preference, the first that fits on `axes`.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> [any View]
  ) {
    self.axes = axes
    self.children = content()
  }

  /// The children as subviews, each at its own position in the tree.
  func subviews(_ context: LayoutContext) -> [LayoutSubview] {
    children.indices.map {
      LayoutSubview(view: children[$0], context: context.child($0), index: $0, record: nil)
    }
  }

  /// The index of the child chosen for `proposal`, nil when there are no children.
  public func choice(for proposal: ProposedSize, context: LayoutContext) -> Int? {
    chosen(for: proposal, context: context)?.offset
  }

  /// What each child is proposed to judge whether it fits: nil on the constrained axes, the
  /// parent's proposal on the others.
  func idealProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(Axis.horizontal) ? nil : proposal.width,
      height: axes.contains(Axis.vertical) ? nil : proposal.height)
  }

  func chosen(for proposal: ProposedSize, context: LayoutContext) -> (
    offset: Int, subview: LayoutSubview
  )? {
    let subviews = subviews(context)
    guard let last = subviews.indices.last else { return nil }
    let limit = proposal.replacingUnspecifiedDimensions()
    let measuring = idealProposal(for: proposal)
    let fitting = subviews.firstIndex { subview in
      let ideal = subview.sizeThatFits(measuring)
      return Axis.allCases.allSatisfy { !axes.contains($0) || ideal[$0] <= limit[$0] }
    }
    let index = fitting ?? last
    return (index, subviews[index])
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    chosen(for: proposal, context: context)?.subview.sizeThatFits(proposal) ?? .zero
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    chosen(for: proposal, context: context)?.subview.explicitAlignment(
      key, size: size, proposal: proposal)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let placed = chosen(for: proposal, context: context).map { chosen in
      [chosen.subview.placed(in: bounds, proposal: proposal)]
    }
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: placed ?? [])
  }

  /// `ViewThatFits` or `ViewThatFits(in: horizontal)`.
  public var layoutDescription: String {
    switch axes {
    case [.horizontal, .vertical]: "ViewThatFits"
    case .horizontal: "ViewThatFits(in: horizontal)"
    case .vertical: "ViewThatFits(in: vertical)"
    default: "ViewThatFits(in: [])"
    }
  }
}
