/// The origin, in absolute coordinates, of a child placed in `bounds` so that the child's
/// `alignment` guides lie on the container's: the container's guides are their defaults for
/// the bounds' size (the center of the bounds for `.center`), the child's are its own,
/// explicit ones included (a baseline, an `alignmentGuide`). Frames and `ZStack` place this
/// way.
func alignedOrigin(of child: ViewDimensions, in bounds: Rect, alignment: Alignment) -> Point {
  let container = ViewDimensions(size: bounds.size)
  return Point(
    x: bounds.minX + container[alignment.horizontal] - child[alignment.horizontal],
    y: bounds.minY + container[alignment.vertical] - child[alignment.vertical])
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
