/// A modifier that puts views behind or in front of its content without changing its layout:
/// ``Background``, ``Overlay`` and ``Border``. It supplies everything but the drawing order.
///
/// The modifier is the content's size, its guides and its traits; its layer is proposed the
/// content's size and placed by `alignment` in the content's frame, so a layer larger than
/// the content sticks out of it without moving anything. Several views are one layer: an
/// implicit `ZStack` with centre alignment, as in SwiftUI.
protocol Layering: View {
  /// The view whose layout the modifier keeps.
  var content: any View { get }
  /// The views drawn behind or in front of the content.
  var layers: [any View] { get }
  /// Where each layer goes in the content's frame.
  var alignment: Alignment { get }
  /// Whether the layers are drawn in front of the content (an overlay) or behind it.
  var layersInFront: Bool { get }
}

extension Layering {
  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context.child(0))
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(key, size: size, proposal: proposal, context: context.child(0))
  }

  /// The content placed in `bounds`, and each layer proposed the content's size and placed
  /// by alignment in it; the children are in drawing order (layers first for a background).
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    placeLayered(in: bounds, proposal: proposal, context: context)
  }

  /// The placement of `place(in:proposal:context:)`, for a modifier that adds to it.
  func placeLayered(in bounds: Rect, proposal: ProposedSize, context: LayoutContext)
    -> PlacedNode
  {
    let primary = content.place(in: bounds, proposal: proposal, context: context.child(0))
    let layerProposal = ProposedSize(bounds.size)
    // Several views form an implicit centred ZStack, which the alignment then places as one.
    let views = layers.count > 1 ? [ZStack { layers }] : layers
    let placedLayers = views.enumerated().map { index, layer in
      let layerContext = context.child(index + 1)
      let size = layer.sizeThatFits(layerProposal, context: layerContext)
      let dimensions = ViewDimensions(size: size) { key in
        layer.explicitAlignment(key, size: size, proposal: layerProposal, context: layerContext)
      }
      var origin = alignedOrigin(of: dimensions, in: bounds, alignment: alignment)
      // An infinite layer in infinite bounds has no guide to meet (infinity minus infinity):
      // it starts where the view does.
      if origin.x.isNaN { origin.x = bounds.minX }
      if origin.y.isNaN { origin.y = bounds.minY }
      return layer.place(
        in: Rect(origin: origin, size: size), proposal: layerProposal, context: layerContext)
    }
    let children = layersInFront ? [primary] + placedLayers : placedLayers + [primary]
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: children)
  }

  /// The content's traits: a layer does not change a view's priority or spacer-ness.
  public var layoutTraits: LayoutTraits { content.layoutTraits }
}
