/// SwiftUI's name for a proposal.
public typealias ProposedViewSize = ProposedSize

/// A container's layout algorithm, with SwiftUI's requirements: a size for a proposal, then
/// placement of each subview with ``LayoutSubview/place(at:anchor:proposal:)``, with a cache
/// of the layout's own made from its subviews.
///
/// The built-in stacks are layouts; a consumer writes their own as in SwiftUI and calls it
/// like a stack:
///
/// ```swift
/// struct EqualColumns: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///     let width = proposal.replacingUnspecifiedDimensions().width
///     let column = ProposedViewSize(width: width / Double(max(subviews.count, 1)), height: nil)
///     let height = subviews.map { $0.sizeThatFits(column).height }.max() ?? 0
///     return Size(width: width, height: height)
///   }
///   func placeSubviews(
///     in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     let column = bounds.width / Double(max(subviews.count, 1))
///     for (index, subview) in subviews.enumerated() {
///       subview.place(
///         at: Point(x: bounds.minX + Double(index) * column, y: bounds.minY),
///         proposal: ProposedViewSize(width: column, height: bounds.height))
///     }
///   }
/// }
///
/// EqualColumns { Rectangle(); Rectangle() }
/// ```
///
/// Layout is pure: the cache lives for one call of ``sizeThatFits(proposal:subviews:cache:)``,
/// ``placeSubviews(in:proposal:subviews:cache:)`` or an alignment query, made by
/// ``makeCache(subviews:)``; the engine never keeps one between calls, so
/// ``updateCache(_:subviews:)`` is never needed (its default makes a new cache, as SwiftUI's).
public protocol Layout: Sendable {
  /// What the layout computes once per call and shares between its steps; `Void` by default.
  associatedtype Cache = Void

  /// The subviews, as SwiftUI names them.
  typealias Subviews = LayoutSubviews

  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

  /// Places each subview inside `bounds` (absolute coordinates, of the size returned by
  /// `sizeThatFits` for `proposal`) with ``LayoutSubview/place(at:anchor:proposal:)``. A
  /// subview left unplaced is centred in the bounds at its answer to the layout's own
  /// `proposal`, as SwiftUI places it.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings `cache` up to date with `subviews`; by default a new one from ``makeCache(subviews:)``.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The container's own value for a guide, in its own coordinates, or nil for the default.
  ///
  /// The default implementation reports the guide of the first subview that sets it
  /// explicitly (the last one for `lastTextBaseline`), where that subview is placed: so a
  /// custom guide set deep inside a container is seen by the container's parent. The stacks
  /// take the smallest first and the largest last text baseline instead (``StackLayout``).
  func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> Double?

  /// Properties of the container that its subviews can see, as SwiftUI's static
  /// `layoutProperties`: a stack sets its axis here so that a `Spacer` inside it knows which
  /// way to grow. The default has no stack orientation.
  static var layoutProperties: LayoutProperties { get }

  /// The properties of this container: by default the type's static `layoutProperties`;
  /// one type that serves both axes (``StackLayout``) answers per value.
  var layoutProperties: LayoutProperties { get }

  /// A short description for the dump of a layout result.
  var layoutDescription: String { get }
}

/// What a container tells its subviews about itself (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Hashable, Sendable {
  /// The axis of a stack-like container, nil for any other container. A `Spacer` grows
  /// along it, and along both axes when it is nil.
  public var stackOrientation: Axis?

  /// Properties with the given stack orientation (nil: not a stack).
  public init(stackOrientation: Axis? = nil) {
    self.stackOrientation = stackOrientation
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  /// A new cache from ``makeCache(subviews:)``.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> Double? {
    let placed = subviews.placed(in: bounds, proposal: proposal) { subviews in
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    let order =
      key == VerticalAlignment.lastTextBaseline.key
      ? Array(placed.indices.reversed()) : Array(placed.indices)
    for index in order {
      let (frame, proposal) = placed[index]
      if let value = subviews[index].explicitAlignment(key, size: frame.size, proposal: proposal) {
        return value + frame.origin[key.axis] - bounds.origin[key.axis]
      }
    }
    return nil
  }

  /// No stack orientation: a layout is not a stack unless it says so.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The type's properties.
  public var layoutProperties: LayoutProperties { Self.layoutProperties }

  public var layoutDescription: String { String(describing: Self.self) }

  /// A view that lays `content` out with this layout.
  public func callAsFunction(@ViewBuilder _ content: () -> [any View]) -> LayoutView<Self> {
    LayoutView(layout: self, children: content())
  }
}

/// A point in a rectangle in unit coordinates: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, 0 at the leading edge and 1 at the trailing one.
  public var x: Double
  /// The vertical position, 0 at the top and 1 at the bottom.
  public var y: Double
  /// The unit point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: CustomStringConvertible {
  /// The name of a built-in point (`topLeading`), else `UnitPoint(x: 0.3, y: 1)`.
  public var description: String {
    let named: [(UnitPoint, String)] = [
      (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"),
      (.leading, "leading"), (.center, "center"), (.trailing, "trailing"),
      (.bottomLeading, "bottomLeading"), (.bottom, "bottom"), (.bottomTrailing, "bottomTrailing"),
    ]
    return named.first { $0.0 == self }?.1
      ?? "UnitPoint(x: \(formatLength(x)), y: \(formatLength(y)))"
  }
}

/// Where a layout put one subview: the point at which the subview's `anchor` goes, and the
/// proposal the subview is placed with.
struct SubviewPlacement: Hashable, Sendable {
  var position: Point
  var anchor: UnitPoint
  var proposal: ProposedSize
}

/// Where ``LayoutSubview/place(at:anchor:proposal:)`` writes during one call of a layout's
/// `placeSubviews`: a placement per subview. Written by that call alone, on its thread.
final class PlacementRecord: @unchecked Sendable {
  var placements: [SubviewPlacement?]
  init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// A subview as a layout sees it: it can be asked its size for any proposal and its
/// alignment guides, and read for its traits.
public struct LayoutSubview: Sendable {
  /// The subview itself.
  public let view: any View
  let context: LayoutContext
  /// Its index among its container's subviews.
  let index: Int
  /// Where its placement goes while the container places its subviews.
  let record: PlacementRecord?

  /// Places the subview's `anchor` at `position` (absolute coordinates, as the bounds a
  /// layout is given), proposing it `proposal`: SwiftUI's `place(at:anchor:proposal:)`. Called
  /// from `placeSubviews`; a later call for the same subview replaces an earlier one, and a
  /// call outside `placeSubviews` does nothing.
  public func place(
    at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    record?.placements[index] = SubviewPlacement(
      position: position, anchor: anchor, proposal: proposal)
  }

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard let cache = context.cache else { return view.sizeThatFits(proposal, context: context) }
    return cache.size(LayoutCache.SizeKey(path: context.path, proposal: proposal)) {
      view.sizeThatFits(proposal, context: context)
    }
  }

  /// The subview's own value for the guide `key` once it has chosen `size` for `proposal`,
  /// nil when it leaves the guide at its default.
  public func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize)
    -> Double?
  {
    guard let cache = context.cache else {
      return view.explicitAlignment(key, size: size, proposal: proposal, context: context)
    }
    let cacheKey = LayoutCache.GuideKey(
      path: context.path, key: key, size: size, proposal: proposal)
    return cache.guide(cacheKey) {
      view.explicitAlignment(key, size: size, proposal: proposal, context: context)
    }
  }

  /// The subview's size and guides for `proposal`.
  public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
    dimensions(size: sizeThatFits(proposal), proposal: proposal)
  }

  /// The subview's guides once it has chosen `size` for `proposal`, without measuring again.
  func dimensions(size: Size, proposal: ProposedSize) -> ViewDimensions {
    let subview = self
    return ViewDimensions(size: size) { key in
      subview.explicitAlignment(key, size: size, proposal: proposal)
    }
  }

  /// The subview placed in `frame` (absolute coordinates) with `proposal`.
  func placed(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
    view.place(in: frame, proposal: proposal, context: context)
  }

  /// The subview's layout priority: the one set outermost on it, else 0 (-infinity for a
  /// spacer), as SwiftUI reads it (``LayoutTraits/priority``).
  public var priority: Double { view.layoutTraits.priority }

  /// The subview's traits: explicit priority, whether it is a spacer.
  public var traits: LayoutTraits { view.layoutTraits }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing {
    let traits = view.layoutTraits
    return ViewSpacing(
      spacerEdges: traits.spacerEdges, textEdges: traits.textEdges, view: view, context: context)
  }
}

/// A subview's spacing preferences: the measurer's default spacing between two views, none
/// beside a spacer's edge (``LayoutTraits/spacerEdges``), and vertically beside a text's edge
/// (``LayoutTraits/textEdges``) the ``LayoutMetrics/textSpacing`` of that text's own measurer
/// when it has one.
public struct ViewSpacing: Sendable {
  let spacerEdges: Edge.Set
  let textEdges: Edge.Set
  /// The subview and its context: a text edge's spacing is read from them when needed.
  let view: any View
  let context: LayoutContext

  /// The space to leave between this view and `next` after it along `axis`: none when this
  /// view's trailing (bottom) edge or `next`'s leading (top) edge is a spacer's; vertically,
  /// with a text's edge on either side, the text spacing of the texts there, each by its own
  /// measurer, and the pair's kinds; else the default spacing.
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    let (after, before): (Edge.Set, Edge.Set) =
      axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    if spacerEdges.contains(after) || next.spacerEdges.contains(before) { return 0 }
    guard axis == .vertical else { return context.metrics.defaultSpacing(along: axis) }
    return context.metrics.defaultSpacing(
      along: axis,
      textAbove: textEdges.contains(after)
        ? view.edgeTextSpacing(at: after, context: context) : nil,
      textBelow: next.textEdges.contains(before)
        ? next.view.edgeTextSpacing(at: before, context: next.context) : nil)
  }
}

/// A view whose text edges may be those of a text inside it laid out in another environment
/// (a measurer of its own): the spacing beside such an edge is that text's, as SwiftUI spaces
/// a text by its own font (Docs/Semantics.md section 2).
protocol TextEdgeSource {
  /// The text spacing of the text showing at `edge` (one edge), the view laid out in
  /// `context`.
  func textSpacing(at edge: Edge.Set, context: LayoutContext) -> TextSpacing?
}

/// A modifier whose text edges are its content's, laid out in the same environment.
protocol TextEdgeWrapper: TextEdgeSource, ContentModifier {}

extension TextEdgeWrapper {
  func textSpacing(at edge: Edge.Set, context: LayoutContext) -> TextSpacing? {
    content.edgeTextSpacing(at: edge, context: context)
  }
}

extension View {
  /// The text spacing beside this view's `edge`, a text's edge: that of the text's own
  /// measurer, found through the views that pass the edge on; the context's when none does.
  func edgeTextSpacing(at edge: Edge.Set, context: LayoutContext) -> TextSpacing? {
    if let source = self as? any TextEdgeSource {
      return source.textSpacing(at: edge, context: context)
    }
    if let composed = self as? any ComposedView {
      return composed.layoutBody.edgeTextSpacing(at: edge, context: context)
    }
    return context.metrics.textSpacing
  }
}

extension LayoutView: TextEdgeSource {
  /// The first child showing a text at `edge` (the last one for a bottom or trailing edge),
  /// as the container's traits take that edge from its children.
  func textSpacing(at edge: Edge.Set, context: LayoutContext) -> TextSpacing? {
    let showing = subviews(in: context).filter { $0.traits.textEdges.contains(edge) }
    let child = edge == .bottom || edge == .trailing ? showing.last : showing.first
    guard let child else { return context.metrics.textSpacing }
    return child.view.edgeTextSpacing(at: edge, context: child.context)
  }
}

/// The subviews of a layout container, in source order.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
  let subviews: [LayoutSubview]
  let context: LayoutContext

  init(_ views: [any View], context: LayoutContext, record: PlacementRecord? = nil) {
    self.subviews = views.enumerated().map { index, view in
      LayoutSubview(view: view, context: context.child(index), index: index, record: record)
    }
    self.context = context
  }

  /// The same subviews writing their placements to a new record.
  private func recording() -> (LayoutSubviews, PlacementRecord) {
    let record = PlacementRecord(count: subviews.count)
    let views = subviews.map(\.view)
    return (LayoutSubviews(views, context: context, record: record), record)
  }

  /// The absolute frame and proposal of each subview as `place` places them in `bounds`, the
  /// container proposed `proposal`.
  func placed(
    in bounds: Rect, proposal: ProposedSize, by place: (LayoutSubviews) -> Void
  ) -> [(Rect, ProposedSize)] {
    let (recording, record) = recording()
    place(recording)
    return resolve(record.placements, in: bounds, proposal: proposal)
  }

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> LayoutSubview { subviews[position] }

  /// Absolute frames and proposals of each subview for the placements a layout made; one it
  /// left unplaced is centred in `bounds` at the container's own `proposal`, as SwiftUI does
  /// (MetalUI's `swiftui-layout-protocol-contract.swift`, arms I and I2).
  private func resolve(_ placements: [SubviewPlacement?], in bounds: Rect, proposal: ProposedSize)
    -> [(Rect, ProposedSize)]
  {
    subviews.indices.map { index in
      let placement =
        (index < placements.count ? placements[index] : nil)
        ?? SubviewPlacement(
          position: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      let size = subviews[index].sizeThatFits(placement.proposal)
      // An anchor at 0 adds nothing, also for an infinite size (0 x infinity is NaN).
      func anchorOffset(_ unit: Double, _ length: Double) -> Double {
        unit == 0 ? 0 : unit * length
      }
      let origin = Point(
        x: placement.position.x - anchorOffset(placement.anchor.x, size.width),
        y: placement.position.y - anchorOffset(placement.anchor.y, size.height))
      return (Rect(origin: origin, size: size), placement.proposal)
    }
  }
}

/// A container laid out by a ``Layout``.
public struct LayoutView<L: Layout>: View {
  /// The layout algorithm.
  public let layout: L
  /// The children, in source order.
  public let children: [any View]

  /// A container that lays `children` out with `layout`.
  public init(layout: L, children: [any View]) {
    self.layout = layout
    self.children = flattened(children)
  }

  /// The subviews, seen in the context the layout gives its children: the container's own
  /// context with the layout's stack orientation (nil for a layout that is not a stack).
  func subviews(in context: LayoutContext) -> LayoutSubviews {
    var childContext = context
    childContext.environment.stackOrientation = layout.layoutProperties.stackOrientation
    return LayoutSubviews(children, context: childContext)
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let subviews = subviews(in: context)
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    let subviews = subviews(in: context)
    var cache = layout.makeCache(subviews: subviews)
    return layout.explicitAlignment(
      of: key, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
      cache: &cache)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let subviews = subviews(in: context)
    var cache = layout.makeCache(subviews: subviews)
    let placed = subviews.placed(in: bounds, proposal: proposal) { subviews in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }.enumerated().map { index, item in
      subviews[index].placed(in: item.0, proposal: item.1)
    }
    return PlacedNode(self, bounds: bounds, proposal: proposal, context: context, children: placed)
  }

  public var layoutDescription: String { layout.layoutDescription }
}
