/// The origin, in absolute coordinates, of a child placed in `bounds` so that the child's
/// `alignment` guides lie on the container's: the container's guides are their defaults for
/// the bounds' size (the center of the bounds for `.center`), the child's are its own,
/// explicit ones included (a baseline, an `alignmentGuide`). Frames and `ZStack` place this
/// way.
func alignedOrigin(of child: ViewDimensions, in bounds: Rect, alignment: Alignment) -> Point {
  let container = ViewDimensions(size: bounds.size)
  return Point(
    x: bounds.minX
      + guideOffset(container[alignment.horizontal], child[alignment.horizontal]),
    y: bounds.minY + guideOffset(container[alignment.vertical], child[alignment.vertical]))
}

/// How far a view whose guide is at `guide` must move for it to lie on `line`: their
/// difference, and 0 where both are infinite (the center of an infinite child in an infinite
/// frame), so that an infinite size never places a view at NaN.
func guideOffset(_ line: Double, _ guide: Double) -> Double {
  let offset = line - guide
  return offset.isNaN ? 0 : offset
}

/// The child's explicit value for `key`, in the coordinates of a container that placed the
/// child at `offset` from its own origin; nil when the child sets none.
func translatedExplicitAlignment(
  _ key: AlignmentKey, of child: any View, size: Size, proposal: ProposedSize, offset: Point,
  context: LayoutContext
) -> Double? {
  child.explicitAlignment(key, size: size, proposal: proposal, context: context)
    .map { $0 + offset[key.axis] }
}

/// A modifier around one child that it places in a frame of its own choosing, with a
/// proposal of its own: the frames, `aspectRatio`. It supplies the child's guides seen from
/// the modifier, the placement and the traits.
protocol SingleChildModifier: View {
  /// The child.
  var content: any View { get }
  /// What the engine worked around when the modifier was made.
  var diagnostics: [LayoutDiagnostic] { get }
  /// The child's absolute frame and proposal when the modifier is placed in `bounds`.
  func childFrame(in bounds: Rect, proposal: ProposedSize, context: LayoutContext)
    -> (frame: Rect, proposal: ProposedSize)
}

/// The leading and trailing edges when `horizontal`, the top and bottom ones when `vertical`.
func edgesAcross(horizontal: Bool, vertical: Bool) -> Edge.Set {
  var edges: Edge.Set = []
  if horizontal { edges.formUnion([.leading, .trailing]) }
  if vertical { edges.formUnion([.top, .bottom]) }
  return edges
}

/// A modifier around one child that it proposes something of its own and places by
/// alignment: the frames. It supplies everything but the sizing rule.
protocol AligningModifier: SingleChildModifier {
  /// Where the child goes inside the modifier's bounds.
  var alignment: Alignment { get }
  /// What the modifier proposes its child when it is proposed `proposal`.
  func childProposal(for proposal: ProposedSize) -> ProposedSize
  /// The edges the frame may move off its child's: those across an axis it sets a length or
  /// a limit on.
  var movableEdges: Edge.Set { get }
}

extension AligningModifier {
  /// The child's absolute frame and proposal when the modifier is placed in `bounds`.
  func childFrame(in bounds: Rect, proposal: ProposedSize, context: LayoutContext)
    -> (frame: Rect, proposal: ProposedSize)
  {
    let childProposal = childProposal(for: proposal)
    let size = content.sizeThatFits(childProposal, context: context)
    let content = self.content
    let dimensions = ViewDimensions(size: size) { key in
      content.explicitAlignment(key, size: size, proposal: childProposal, context: context)
    }
    let origin = alignedOrigin(of: dimensions, in: bounds, alignment: alignment)
    return (Rect(origin: origin, size: size), childProposal)
  }

  /// The child's traits behind a layout modifier, and no text edge where the frame may move
  /// the edge off the text's lines (SwiftUI spaces a framed text as any view there).
  public var layoutTraits: LayoutTraits {
    var traits = content.layoutTraits.behindLayoutModifier
    traits.textEdges.subtract(movableEdges)
    return traits
  }
}

extension SingleChildModifier {

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    let child = childFrame(
      in: Rect(origin: .zero, size: size), proposal: proposal, context: context)
    return translatedExplicitAlignment(
      key, of: content, size: child.frame.size, proposal: child.proposal,
      offset: child.frame.origin, context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let child = childFrame(in: bounds, proposal: proposal, context: context)
    let placed = content.place(in: child.frame, proposal: child.proposal, context: context)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed],
      diagnostics: diagnostics)
  }

  /// The child's traits behind a layout modifier: the priority hidden, spacer-ness kept.
  public var layoutTraits: LayoutTraits { content.layoutTraits.behindLayoutModifier }
}
