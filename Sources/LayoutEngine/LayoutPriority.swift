/// A view with a layout priority: see ``View/layoutPriority(_:)``.
public struct LayoutPriority: ComposedView {
  /// The view.
  public package(set) var content: any View
  /// The priority; a NaN priority is read as 0.
  public let priority: Double

  /// The view lays out as its content.
  public var layoutBody: any View { content }

  /// The child's placed node, its description noting the priority: the priority is a trait
  /// read by the parent, not a node of its own.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    var node = content.place(in: bounds, proposal: proposal, context: context)
    node.description += ".layoutPriority(\(formatLength(priority)))"
    return node
  }

  /// The child's traits with the priority set.
  public var layoutTraits: LayoutTraits {
    var traits = content.layoutTraits
    traits.layoutPriority = priority
    return traits
  }

  public var layoutDescription: String {
    "\(content.layoutDescription).layoutPriority(\(formatLength(priority)))"
  }
}

extension View {
  /// Sets the priority a stack distributes space by: the highest priority group is offered
  /// space first (after the minimums of the others are set aside); a `ZStack` sizes itself
  /// to its highest-priority children only. The default is 0 (and -infinity for a `Spacer`
  /// in a stack).
  ///
  /// ```swift
  /// HStack(spacing: 0) {
  ///   Rectangle().frame(minWidth: 50)
  ///   Rectangle().layoutPriority(1)  // at width 200: 150, the other 50
  /// }
  /// ```
  public func layoutPriority(_ value: Double) -> LayoutPriority {
    LayoutPriority(content: self, priority: value.isNaN ? 0 : value)
  }
}

extension LayoutPriority: ContentModifier {}
