/// A container's layout algorithm, as in SwiftUI's `Layout`: a size for a proposal, then
/// placement of the subviews in bounds. Both are pure: placement returns where each subview
/// goes instead of mutating it.
///
/// The built-in stacks are layouts; a consumer writes their own the same way and calls it
/// like a stack:
///
/// ```swift
/// struct EqualColumns: Layout {
///   func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext)
///     -> Size
///   {
///     let width = proposal.replacingUnspecifiedDimensions().width
///     let column = ProposedSize(width: width / Double(max(subviews.count, 1)), height: nil)
///     let height = subviews.map { $0.sizeThatFits(column).height }.max() ?? 0
///     return Size(width: width, height: height)
///   }
///   func placeSubviews(
///     in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext
///   ) -> [SubviewPlacement] {
///     let column = bounds.width / Double(max(subviews.count, 1))
///     return subviews.indices.map { index in
///       SubviewPlacement(
///         position: Point(x: bounds.minX + Double(index) * column, y: bounds.minY),
///         proposal: ProposedSize(width: column, height: bounds.height))
///     }
///   }
/// }
///
/// EqualColumns { Rectangle(); Rectangle() }
/// ```
public protocol Layout: Sendable {
  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext)
    -> Size

  /// Where each subview goes inside `bounds` (absolute coordinates, of the size returned by
  /// `sizeThatFits` for `proposal`), one placement per subview, in order. A subview given no
  /// placement (the array is short) is placed at the center of the bounds with an unspecified
  /// proposal, as SwiftUI does with subviews a layout does not place.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext
  ) -> [SubviewPlacement]

  /// The container's own value for a guide, in its own coordinates, or nil for the default.
  ///
  /// The default implementation reports the guide of the first subview that sets it
  /// explicitly (the last one for `lastTextBaseline`), where that subview is placed: so a
  /// stack's baseline is that of its first (last) text, and a custom guide set deep inside a
  /// container is seen by the container's parent.
  func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    context: LayoutContext
  ) -> Double?

  /// Properties of the container that its subviews can see: a stack sets its axis here so
  /// that a `Spacer` inside it knows which way to grow. The default has no stack orientation.
  var layoutProperties: LayoutProperties { get }

  /// A short description for the dump of a layout result.
  var layoutDescription: String { get }
}

/// What a layout container tells its subviews about itself (SwiftUI's `LayoutProperties`).
///
/// SwiftUI reads it from a static property; here it is an instance property, so that one
/// ``StackLayout`` type serves both axes.
public struct LayoutProperties: Hashable, Sendable {
  /// The axis of a stack-like container, nil for any other container. A `Spacer` grows
  /// along it, and along both axes when it is nil.
  public var stackOrientation: Axis?

  /// Properties with the given stack orientation (nil: not a stack).
  public init(stackOrientation: Axis? = nil) {
    self.stackOrientation = stackOrientation
  }
}

extension Layout {
  public func explicitAlignment(
    of key: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    context: LayoutContext
  ) -> Double? {
    let placed = subviews.resolve(
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context),
      in: bounds)
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
  public var layoutProperties: LayoutProperties { LayoutProperties() }

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
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Where a layout puts one subview: the point at which the subview's `anchor` goes, and the
/// proposal the subview is placed with.
public struct SubviewPlacement: Hashable, Sendable {
  /// Where the subview's anchor goes, in absolute coordinates.
  public var position: Point
  /// The point of the subview placed at `position`.
  public var anchor: UnitPoint
  /// What the subview is proposed when it is placed.
  public var proposal: ProposedSize

  /// A placement of the subview's `anchor` at `position`, with `proposal`.
  public init(position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
    self.position = position
    self.anchor = anchor
    self.proposal = proposal
  }
}

/// A subview as a layout sees it: it can be asked its size for any proposal and its
/// alignment guides, and read for its traits.
public struct LayoutSubview: Sendable {
  /// The subview itself.
  public let view: any View
  let context: LayoutContext

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
  func place(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
    view.place(in: frame, proposal: proposal, context: context)
  }

  /// The layout priority set on the subview (0 by default).
  public var priority: Double { view.layoutTraits.priority }

  /// The subview's traits: explicit priority, whether it is a spacer.
  public var traits: LayoutTraits { view.layoutTraits }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing {
    ViewSpacing(isSpacer: view.layoutTraits.isSpacer, metrics: context.metrics)
  }
}

/// A subview's spacing preferences: the measurer's default spacing between two views, none
/// next to a spacer.
public struct ViewSpacing: Sendable {
  let isSpacer: Bool
  let metrics: any LayoutMetrics

  /// The space to leave between this view and `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    isSpacer || next.isSpacer ? 0 : metrics.defaultSpacing(along: axis)
  }
}

/// The subviews of a layout container, in source order.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
  let subviews: [LayoutSubview]
  let context: LayoutContext

  init(_ views: [any View], context: LayoutContext) {
    self.subviews = views.enumerated().map { index, view in
      LayoutSubview(view: view, context: context.child(index))
    }
    self.context = context
  }

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> LayoutSubview { subviews[position] }

  /// Absolute frames and proposals of each subview for the placements a layout returned.
  func resolve(_ placements: [SubviewPlacement], in bounds: Rect) -> [(Rect, ProposedSize)] {
    subviews.indices.map { index in
      let placement =
        index < placements.count
        ? placements[index]
        : SubviewPlacement(
          position: Point(x: bounds.midX, y: bounds.midY), anchor: .center,
          proposal: .unspecified)
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
    self.children = children
  }

  /// The subviews, seen in the context the layout gives its children: the container's own
  /// context with the layout's stack orientation (nil for a layout that is not a stack).
  func subviews(in context: LayoutContext) -> LayoutSubviews {
    var childContext = context
    childContext.environment.stackOrientation = layout.layoutProperties.stackOrientation
    return LayoutSubviews(children, context: childContext)
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    layout.sizeThatFits(proposal: proposal, subviews: subviews(in: context), context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    layout.explicitAlignment(
      of: key, in: Rect(origin: .zero, size: size), proposal: proposal,
      subviews: subviews(in: context), context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let subviews = subviews(in: context)
    let placements = layout.placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, context: context)
    let placed = subviews.resolve(placements, in: bounds).enumerated().map { index, item in
      subviews[index].place(in: item.0, proposal: item.1)
    }
    return PlacedNode(self, bounds: bounds, proposal: proposal, context: context, children: placed)
  }

  public var layoutDescription: String { layout.layoutDescription }
}
