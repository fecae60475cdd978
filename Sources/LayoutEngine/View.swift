/// A node of a layout tree: it chooses a size for a proposal, then places itself (and its
/// subtree) in the bounds its parent gives it. Both steps are pure.
///
/// As in SwiftUI, a view of your own is usually defined by its `body`, and lays out as it:
///
/// ```swift
/// struct Card: View {
///   var title: String
///   var body: some View {
///     VStack(alignment: .leading) {
///       Text(title)
///       Divider()
///     }
///   }
/// }
/// ```
///
/// Containers and modifiers (`HStack`, `frame`, `padding`, ...) and leaves (`Rectangle`,
/// `Text`) lay themselves out: their body is empty. A consumer who needs a new container
/// writes a ``Layout``; one who needs a new leaf implements the layout steps itself:
///
/// ```swift
/// struct Badge: View {
///   func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
///     Size(width: 3, height: 1)
///   }
///   func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
///     PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
///   }
/// }
/// ```
public protocol View: Sendable {
  /// The type of the view's body: ``EmptyView`` for a view that lays itself out.
  associatedtype Body: View = EmptyView

  /// The view this one is made of, which it sizes, aligns and places as, unless it
  /// implements those steps itself.
  @ViewBuilder var body: Body { get }

  /// The size this view chooses for `proposal`. A parent must respect it, even when it is
  /// larger than the proposal.
  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size

  /// The value of the guide `key` that this view sets itself, in its own coordinates, when it
  /// has chosen `size` for `proposal`; nil leaves the guide at its default. Text reports its
  /// baselines here; containers report those of their children.
  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double?

  /// Places the view in `bounds` (absolute coordinates, of the size the view chose for
  /// `proposal`) and returns the placed subtree.
  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode

  /// What a parent container reads of this view: its layout priority, whether it is a spacer.
  var layoutTraits: LayoutTraits { get }

  /// A short description of the view for the dump of a layout result, e.g. `frame(width: 10)`.
  var layoutDescription: String { get }
}

extension View where Body == EmptyView {
  /// No body: the view lays itself out.
  public var body: EmptyView { return EmptyView() }
}

extension View {
  /// The body's size.
  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    body.sizeThatFits(proposal, context: context)
  }

  /// The body placed in `bounds`.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    body.place(in: bounds, proposal: proposal, context: context)
  }

  /// The body's guide.
  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    body.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  /// The body's traits.
  public var layoutTraits: LayoutTraits { body.layoutTraits }

  public var layoutDescription: String { String(describing: Self.self) }

  /// The view's size and alignment guides for `proposal`.
  public func dimensions(for proposal: ProposedSize, context: LayoutContext) -> ViewDimensions {
    let size = sizeThatFits(proposal, context: context)
    return ViewDimensions(size: size) { key in
      self.explicitAlignment(key, size: size, proposal: proposal, context: context)
    }
  }
}

/// What a container reads of a child besides its size.
public struct LayoutTraits: Hashable, Sendable {
  /// The priority set with `layoutPriority(_:)`, nil when none was set (then ``priority`` is
  /// 0, -infinity for a spacer).
  public var layoutPriority: Double?
  /// Whether the view is a `Spacer`: a stack gives it what the other children leave.
  public var isSpacer: Bool
  /// The edges beside which a stack adds no default spacing: every edge of a `Spacer`, the
  /// edges that padding around it leaves without an inset (SwiftUI decides spacing per edge).
  public var spacerEdges: Edge.Set
  /// The edges at which a stack spaces the view as a text (the measurer's
  /// ``LayoutMetrics/textSpacing``): the top and bottom of a `Text`, kept through modifiers
  /// that leave the edge where the text's lines are.
  public var textEdges: Edge.Set

  /// Traits with an explicit priority (nil: none), spacer-ness and text edges; `spacerEdges`
  /// is every edge of a spacer and none of any other view unless given.
  public init(
    layoutPriority: Double? = nil, isSpacer: Bool = false, spacerEdges: Edge.Set? = nil,
    textEdges: Edge.Set = []
  ) {
    self.layoutPriority = layoutPriority
    self.isSpacer = isSpacer
    self.spacerEdges = spacerEdges ?? (isSpacer ? .all : [])
    self.textEdges = textEdges
  }

  /// The priority a container orders by: the explicit one, else -infinity for a spacer and 0
  /// for any other view, as SwiftUI's `LayoutSubview.priority` reads them.
  public var priority: Double { layoutPriority ?? (isSpacer ? -.infinity : 0) }

  /// What a container sees through a frame, padding, `aspectRatio` or `fixedSize`: SwiftUI
  /// reads only the outermost priority, so the one set inside is hidden (read as 0, a
  /// spacer's -infinity too), while spacer-ness for spacing passes through.
  var behindLayoutModifier: LayoutTraits {
    var traits = self
    traits.layoutPriority = isSpacer ? 0 : nil
    return traits
  }
}

/// What every view is laid out with: the environment, and through it the measurer's metrics.
public struct LayoutContext: Sendable {
  /// The values inherited from the ancestors.
  public var environment: EnvironmentValues
  /// The view's position in the tree: the child indices of the containers above it.
  var path: [Int] = []
  /// The memo of the current layout pass, if any.
  var cache: LayoutCache?
  /// The proposal of the pass's root: the container `containerRelativeFrame` divides. Nil
  /// outside `layout(in:context:)`.
  var container: ProposedSize?

  /// A context with `environment` and no layout pass.
  public init(environment: EnvironmentValues = EnvironmentValues()) {
    self.environment = environment
  }

  /// A context for one layout pass: every subview's answers are remembered for the pass, so
  /// a container that measures a child several times pays once. `layout(in:environment:)`
  /// makes one; make one yourself to run several measurements of the same tree in one pass.
  public static func pass(environment: EnvironmentValues = EnvironmentValues()) -> LayoutContext {
    var context = LayoutContext(environment: environment)
    context.cache = LayoutCache()
    return context
  }

  /// The context of a container's child at `index`: the same environment, one level deeper.
  /// A view with several children gives each its own, so that their positions differ; a
  /// view that measures a child outside a `Layout` must use it for the child's position.
  public func child(_ index: Int) -> LayoutContext {
    var context = self
    context.path.append(index)
    return context
  }

  /// A decision a view makes for `proposal` at its position, remembered for the rest of the
  /// pass under `tag` (computed every time outside a pass). Within a pass a position always
  /// holds the same view in the same environment, so the decision cannot change; a view that
  /// decides something costly (a priority selection's choice) asks for it from sizing,
  /// alignment and placement alike and pays once.
  package func remembering<T: Sendable>(
    _ tag: String, for proposal: ProposedSize, _ compute: () -> T
  ) -> T {
    guard let cache else { return compute() }
    return cache.value(
      LayoutCache.ValueKey(path: path, tag: tag, proposal: proposal), compute: compute)
  }

  /// The metrics of the measurer in use: default spacing, Spacer length, pixel grid.
  public var metrics: any LayoutMetrics { environment.layoutMetrics }
}
