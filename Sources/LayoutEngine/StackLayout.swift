/// The layout of `HStack` and `VStack`: children in a line along `axis`, aligned across it.
///
/// It is a regular ``Layout``, so it can be used directly:
///
/// ```swift
/// StackLayout.horizontal(alignment: .lastTextBaseline, spacing: 2) { title; amount }
/// ```
///
/// Space along the axis is distributed as SwiftUI does:
/// 1. spacing: the stack's `spacing` between every two neighbours when given, else the
///    measurer's default spacing between two non-spacer neighbours and 0 next to a `Spacer`;
/// 2. an unspecified proposal along the axis proposes each child nil there (the ideal size);
/// 3. otherwise each child's minimum and maximum lengths are measured (proposals 0 and
///    infinity), and its flexibility is their difference;
/// 4. children are ordered by layout priority, highest first (a `Spacer` without an explicit
///    priority has -infinity), then least flexible first (of two that grow without bound, the
///    larger minimum), then source order;
/// 5. the space available is the proposal minus the spacing minus the minimums of every child
///    outside the highest priority group;
/// 6. group by group (adding back the group's minimums from the second group on), each child
///    in turn is proposed an equal share of what is left, max(available / children left, 0),
///    and what it takes is subtracted (what is left may go negative);
/// 7. the stack's length is the sum of the children's plus the spacing (it may exceed the
///    proposal: that is overflow), and its thickness is the union of the aligned children;
/// 8. when the proposal across the axis was unspecified, placement distributes again with the
///    stack's computed thickness as the proposal across.
///
/// Children are aligned across the axis on `alignment`: each child's value for that guide
/// (explicit or default) lies on one line.
public struct StackLayout: Layout {
  /// The axis children are laid out along.
  public let axis: Axis
  /// The guide children are aligned on, across `axis`.
  public let alignment: AlignmentKey
  /// The spacing between neighbours, nil for the measurer's default.
  public let spacing: Double?

  init(axis: Axis, alignment: AlignmentKey, spacing: Double?) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = finiteSpacing(spacing)
  }

  /// A horizontal stack layout, aligned on a vertical guide. A NaN or infinite `spacing` is
  /// read as nil.
  public static func horizontal(alignment: VerticalAlignment = .center, spacing: Double? = nil)
    -> StackLayout
  {
    StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  /// A vertical stack layout, aligned on a horizontal guide. A NaN or infinite `spacing` is
  /// read as nil.
  public static func vertical(alignment: HorizontalAlignment = .center, spacing: Double? = nil)
    -> StackLayout
  {
    StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  /// How the children share the axis for one proposal.
  struct Distribution {
    /// What each child is proposed, in source order.
    var proposals: [ProposedSize]
    /// What each child chose, in source order.
    var sizes: [Size]
    /// The spacing after each child but the last.
    var gaps: [Double]

    /// The stack's length along `axis`: children plus spacing.
    func length(along axis: Axis) -> Double {
      sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
    }
  }

  /// The spacing between each child and the next.
  func gaps(_ subviews: LayoutSubviews) -> [Double] {
    guard subviews.count > 1 else { return [] }
    return (0..<(subviews.count - 1)).map { index in
      spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }
  }

  /// Steps 1 to 7: what each child is proposed and chooses for `proposal`; steps 3 to 7 are
  /// ``StackDistribution``'s.
  func distribute(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Distribution {
    let across = proposal[axis.other]
    func propose(_ along: Double?) -> ProposedSize {
      ProposedSize(axis, along: along, across: across)
    }
    let gaps = gaps(subviews)
    guard let along = proposal[axis] else {
      let ideal = propose(nil)
      return Distribution(
        proposals: Array(repeating: ideal, count: subviews.count),
        sizes: subviews.map { $0.sizeThatFits(ideal) }, gaps: gaps)
    }

    let children = subviews.indices.map { index in
      StackDistribution.Child(
        minimum: subviews[index].sizeThatFits(propose(0))[axis],
        maximum: subviews[index].sizeThatFits(propose(.infinity))[axis],
        priority: subviews[index].priority)
    }
    var proposals = Array(repeating: propose(nil), count: subviews.count)
    var sizes = Array(repeating: Size.zero, count: subviews.count)
    StackDistribution.distribute(
      along, spacing: gaps.reduce(0, +), count: children.count, child: { children[$0] }
    ) { index, offer in
      proposals[index] = propose(offer)
      sizes[index] = subviews[index].sizeThatFits(proposals[index])
      return sizes[index][axis]
    }
    return Distribution(proposals: proposals, sizes: sizes, gaps: gaps)
  }

  /// Each child's offset across the axis from the stack's edge, and the stack's thickness:
  /// the children's guides lie on one line, and the thickness is the union of their extents.
  func alignmentOffsets(_ distribution: Distribution, subviews: LayoutSubviews)
    -> (offsets: [Double], thickness: Double)
  {
    let guides = subviews.indices.map { index in
      subviews[index].dimensions(
        size: distribution.sizes[index], proposal: distribution.proposals[index])[alignment]
    }
    let line = guides.max() ?? 0
    let offsets = guides.map { line - $0 }
    let thickness =
      subviews.indices.map { offsets[$0] + distribution.sizes[$0][axis.other] }.max() ?? 0
    return (offsets, thickness)
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    let distribution = distribute(proposal, subviews: subviews)
    let thickness = alignmentOffsets(distribution, subviews: subviews).thickness
    return Size(axis, along: distribution.length(along: axis), across: thickness)
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) {
    var settled = proposal
    if settled[axis.other] == nil { settled[axis.other] = bounds.size[axis.other] }
    let distribution = distribute(settled, subviews: subviews)
    let offsets = alignmentOffsets(distribution, subviews: subviews).offsets
    var position = bounds.origin[axis]
    for index in subviews.indices {
      var origin = bounds.origin
      origin[axis] = position
      origin[axis.other] += offsets[index]
      position += distribution.sizes[index][axis]
      if index < distribution.gaps.count { position += distribution.gaps[index] }
      subviews[index].place(at: origin, proposal: distribution.proposals[index])
    }
  }

  /// The stack's axis, so that a `Spacer` inside grows along it.
  public var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }

  /// The stack's guide for `key` from its children's, where they are placed: for the first
  /// text baseline the smallest of the children's first baselines, for the last the largest
  /// of their last ones (SwiftUI's recorded rule, Docs/Semantics.md section 2), and for any
  /// other guide the first child's that sets one.
  public func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> Double? {
    let placed = subviews.placed(in: bounds, proposal: proposal) { subviews in
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    let values = placed.indices.compactMap { index -> Double? in
      let (frame, childProposal) = placed[index]
      return subviews[index].explicitAlignment(key, size: frame.size, proposal: childProposal)
        .map { $0 + frame.origin[key.axis] - bounds.origin[key.axis] }
    }
    switch key {
    case VerticalAlignment.firstTextBaseline.key: return values.min()
    case VerticalAlignment.lastTextBaseline.key: return values.max()
    default: return values.first
    }
  }

  /// `HStack`, `VStack(alignment: leading)`, `HStack(alignment: lastTextBaseline, spacing: 2)`.
  public var layoutDescription: String {
    let center =
      axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
    var parts: [String] = []
    if alignment != center { parts.append("alignment: \(alignment)") }
    if let spacing { parts.append("spacing: \(formatLength(spacing))") }
    let name = axis == .horizontal ? "HStack" : "VStack"
    return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
  }
}
