/// Children side by side, left to right, aligned on a vertical guide: SwiftUI's `HStack`,
/// laid out by ``StackLayout`` (see it for how space is distributed).
///
/// ```swift
/// HStack(alignment: .lastTextBaseline, spacing: 2) {
///   title
///   Spacer(minLength: 2)
///   amount.fixedSize()
/// }
/// ```
///
/// A NaN or infinite `spacing` is read as nil (the default spacing), with a diagnostic.
public struct HStack: ComposedView {
  /// The stack as a layout container.
  public let body: LayoutView<StackLayout>
  let diagnostics: [LayoutDiagnostic]

  /// A horizontal stack of `content`, aligned on `alignment`, with `spacing` between
  /// neighbours (the measurer's default when nil).
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> [any View]
  ) {
    body = LayoutView(
      layout: .horizontal(alignment: alignment, spacing: spacing), children: content())
    diagnostics = spacingDiagnostics(spacing, "stack spacing")
  }

  /// The stack lays out as its container.
  public var layoutBody: any View { body }

  /// A single child's priority and its children's text edges, as in SwiftUI (see
  /// `stackTraits(of:axis:spacerWhenAllSpacers:)`).
  public var layoutTraits: LayoutTraits { stackTraits(of: body.children, axis: body.layout.axis) }

  /// The stack's placed node, with a diagnostic for a spacing read as nil.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    body.place(in: bounds, proposal: proposal, context: context).adding(diagnostics)
  }
}

/// Children one above the other, top to bottom, aligned on a horizontal guide: SwiftUI's
/// `VStack`, laid out by ``StackLayout`` (see it for how space is distributed).
///
/// ```swift
/// VStack(alignment: .leading) {
///   title
///   HStack { Spacer(); amount.fixedSize() }
/// }
/// ```
///
/// A NaN or infinite `spacing` is read as nil (the default spacing), with a diagnostic.
public struct VStack: ComposedView {
  /// The stack as a layout container.
  public let body: LayoutView<StackLayout>
  let diagnostics: [LayoutDiagnostic]

  /// A vertical stack of `content`, aligned on `alignment`, with `spacing` between
  /// neighbours (the measurer's default when nil).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> [any View]
  ) {
    body = LayoutView(
      layout: .vertical(alignment: alignment, spacing: spacing), children: content())
    diagnostics = spacingDiagnostics(spacing, "stack spacing")
  }

  /// The stack lays out as its container.
  public var layoutBody: any View { body }

  /// A single child's priority and its children's text edges, as in SwiftUI (see
  /// `stackTraits(of:axis:spacerWhenAllSpacers:)`).
  public var layoutTraits: LayoutTraits { stackTraits(of: body.children, axis: body.layout.axis) }

  /// The stack's placed node, with a diagnostic for a spacing read as nil.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    body.place(in: bounds, proposal: proposal, context: context).adding(diagnostics)
  }
}

/// What a stack of `children` shows its own container, as SwiftUI's stacks do: the priority
/// of a single child passes through (a spacer's -infinity included), and with
/// `spacerWhenAllSpacers` (a `ZStack`) a stack whose children are all spacers counts as a
/// spacer for its container's spacing (Docs/Semantics.md section 2). Its spacer and text edges
/// are, along `axis`, its first child's leading (top) one and its last child's trailing
/// (bottom) one, and across it (every edge of a `ZStack`, `axis` nil) those every child but
/// the spacers shows (a stack of spacers alone shows no spacer edge across it, unless it
/// counts as a spacer).
func stackTraits(
  of children: [any View], axis: Axis? = nil, spacerWhenAllSpacers: Bool = false
) -> LayoutTraits {
  let traits = children.map(\.layoutTraits)
  var result = LayoutTraits()
  if traits.count == 1, let only = traits.first {
    result.layoutPriority = only.priority
  }
  result.isSpacer = spacerWhenAllSpacers && !traits.isEmpty && traits.allSatisfy(\.isSpacer)
  let (before, after): (Edge.Set, Edge.Set) =
    axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
  let across: Edge.Set = axis == nil ? .all : Edge.Set.all.subtracting(before.union(after))
  /// The edges `edges` marks on the stack: across it those every one of `across` marks, along
  /// it the first child's leading and the last child's trailing.
  func stackEdges(_ edges: KeyPath<LayoutTraits, Edge.Set>, across views: [LayoutTraits])
    -> Edge.Set
  {
    var result: Edge.Set = []
    if !views.isEmpty { result = views.reduce(across) { $0.intersection($1[keyPath: edges]) } }
    if axis != nil, let first = traits.first, let last = traits.last {
      result.formUnion(first[keyPath: edges].intersection(before))
      result.formUnion(last[keyPath: edges].intersection(after))
    }
    return result
  }
  let views = traits.filter { !$0.isSpacer }
  result.spacerEdges = stackEdges(\.spacerEdges, across: result.isSpacer ? traits : views)
  result.textEdges = stackEdges(\.textEdges, across: views)
  return result
}
