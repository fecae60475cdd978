/// The layout of `ZStack`: children on top of each other, aligned in the stack's bounds.
///
/// The stack sizes itself to the children with the highest layout priority only: the union
/// of their frames for the stack's proposal once each is aligned on `alignment`, its
/// alignment guides included (zero with no children). When no guide moves a child that is
/// the component-wise maximum of their sizes; a guide that moves children apart makes the
/// stack grow to contain them, as SwiftUI's does. Every child is then proposed the stack's
/// final size, so the others fit what the leaders chose, and is placed with its guides on the
/// leaders' alignment lines in the union of the leaders' answers at that size.
///
/// ```swift
/// ZStackLayout(alignment: .leading) { chosen.layoutPriority(2); other.layoutPriority(1).hidden() }
/// ```
public struct ZStackLayout: Layout {
  /// Where each child goes in the stack's bounds.
  public let alignment: Alignment

  /// Whether the leaders are placed at the stack's proposal rather than at its size: a
  /// priority selection's rule, so that a chosen candidate wider than the row is not wrapped
  /// again at a width the row does not have (Docs/Semantics.md section 6).
  let leadersKeepProposal: Bool

  /// A layout that aligns its subviews on `alignment`.
  public init(alignment: Alignment = .center) {
    self.init(alignment: alignment, leadersKeepProposal: false)
  }

  /// A layout that aligns its subviews on `alignment`, placing the leaders at the stack's
  /// proposal when `leadersKeepProposal`.
  package init(alignment: Alignment, leadersKeepProposal: Bool) {
    self.alignment = alignment
    self.leadersKeepProposal = leadersKeepProposal
  }

  /// The children with the highest layout priority, in source order.
  func leaders(_ subviews: LayoutSubviews) -> [Int] {
    let priorities = subviews.map { $0.priority.isNaN ? 0 : $0.priority }
    guard let top = priorities.max() else { return [] }
    return subviews.indices.filter { priorities[$0] == top }
  }

  /// The leaders aligned for `proposal`: where the alignment lines lie from the top-leading
  /// corner of the union of their frames, and the size of that union.
  func alignedLeaders(_ subviews: LayoutSubviews, proposal: ProposedSize)
    -> (lines: Point, size: Size)
  {
    let guides = leaders(subviews).map { index in
      let dimensions = subviews[index].dimensions(in: proposal)
      return (
        size: dimensions.size,
        guide: Point(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
      )
    }
    // Each leader starts at line - guide, so the one with the largest guide starts the union
    // at 0 and the line lies at that guide; the union ends where the last leader ends.
    func extent(_ axis: Axis) -> (line: Double, length: Double) {
      let line = guides.map { $0.guide[axis] }.max() ?? 0
      return (line, guides.map { guideOffset(line, $0.guide[axis]) + $0.size[axis] }.max() ?? 0)
    }
    let (x, y) = (extent(.horizontal), extent(.vertical))
    return (Point(x: x.line, y: y.line), Size(width: x.length, height: y.length))
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    alignedLeaders(subviews, proposal: proposal).size
  }

  /// Every child is proposed the stack's own size (the bounds it is placed in) and measured
  /// again there; the leaders' answers are aligned into their union, whose top-leading corner
  /// is the stack's, and every child is placed with its guides on the leaders' lines. This is
  /// what SwiftUI does: a child that answers less at the stack's size than at its proposal
  /// shrinks and is aligned in the smaller union (Docs/Semantics.md section 2).
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) {
    let own = ProposedSize(bounds.size)
    let leaders = Set(leaders(subviews))
    let aligned = alignedLeaders(subviews, proposal: leadersKeepProposal ? proposal : own)
    var lines = aligned.lines
    if leadersKeepProposal {
      // Bounds of another size than the leaders' union move the lines as the default guides
      // of the two sizes differ (half the difference for `center`).
      let union = ViewDimensions(size: aligned.size)
      let given = ViewDimensions(size: bounds.size)
      lines.x += guideOffset(given[alignment.horizontal], union[alignment.horizontal])
      lines.y += guideOffset(given[alignment.vertical], union[alignment.vertical])
    }
    for index in subviews.indices {
      let childProposal = leadersKeepProposal && leaders.contains(index) ? proposal : own
      let dimensions = subviews[index].dimensions(in: childProposal)
      subviews[index].place(
        at: Point(
          x: bounds.minX + guideOffset(lines.x, dimensions[alignment.horizontal]),
          y: bounds.minY + guideOffset(lines.y, dimensions[alignment.vertical])),
        proposal: childProposal)
    }
  }

  /// The guide of the first highest-priority child that sets it (the last one for
  /// `lastTextBaseline`), where that child is placed. Lower-priority children are ignored: a
  /// priority selector hides them, and a hidden candidate's baseline must not move the row.
  public func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: Subviews,
    cache: inout ()
  ) -> Double? {
    let placed = subviews.placed(in: bounds, proposal: proposal) { subviews in
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
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
/// by ``ZStackLayout``. The stack is as large as the union of its highest-priority children,
/// aligned; the others are fitted to that size. This is what a priority selector builds on:
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

  /// A stack whose leaders are placed at its proposal (``ZStackLayout``'s priority-selection
  /// rule) when `leadersKeepProposal`.
  package init(
    alignment: Alignment = .center, leadersKeepProposal: Bool,
    @ViewBuilder content: () -> [any View]
  ) {
    body = LayoutView(
      layout: ZStackLayout(alignment: alignment, leadersKeepProposal: leadersKeepProposal),
      children: content())
  }

  /// The stack lays out as its container.
  public var layoutBody: any View { body }

  /// A single child's priority, and spacer-ness when every child is a spacer, as in SwiftUI.
  public var layoutTraits: LayoutTraits {
    stackTraits(of: body.children, spacerWhenAllSpacers: true)
  }
}
