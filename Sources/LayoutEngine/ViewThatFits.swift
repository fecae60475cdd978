/// The first of its children that fits, by ideal size: SwiftUI's `ViewThatFits`.
///
/// Children are evaluated in order: the first whose ideal size (its size for an unspecified
/// proposal) is at most the proposal on every constrained axis is chosen; when none fits, the
/// last child is. The chosen child is then proposed the parent's proposal, and its answer is
/// the size. An unspecified proposal on a constrained axis compares as 10, the default
/// replacement of unspecified dimensions: this follows the public replica OpenSwiftUI, not a
/// verified SwiftUI behaviour.
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

  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> [any View]
  ) {
    self.axes = axes
    self.children = content()
  }

  /// The index of the child chosen for `proposal`, nil when there are no children.
  public func choice(for proposal: ProposedSize, context: LayoutContext) -> Int? {
    guard !children.isEmpty else { return nil }
    let limit = proposal.replacingUnspecifiedDimensions()
    let fitting = children.firstIndex { child in
      let ideal = child.sizeThatFits(.unspecified, context: context)
      return Axis.allCases.allSatisfy { !axes.contains($0) || ideal[$0] <= limit[$0] }
    }
    return fitting ?? children.count - 1
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    guard let index = choice(for: proposal, context: context) else { return .zero }
    return children[index].sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    guard let index = choice(for: proposal, context: context) else { return nil }
    return children[index].explicitAlignment(
      key, size: size, proposal: proposal, context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let placed = choice(for: proposal, context: context).map { index in
      [children[index].place(in: bounds, proposal: proposal, context: context)]
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
