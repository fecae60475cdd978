/// What a leaf hands to renderers besides its frame: a text's lines, for instance.
///
/// The engine does not look inside; renderers cast to the types they know.
public protocol PlacedContent: Sendable {
  /// One line for the dump of a layout result.
  var dumpDescription: String { get }
}

/// Something the engine noticed and worked around rather than crash: an invalid frame value,
/// an invalid proposal.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What was worked around, in words.
  public let message: String
  /// A diagnostic saying `message`.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// A view placed by a layout pass: its frames, baselines, content and placed children.
public struct PlacedNode: Sendable {
  /// The view's description, e.g. `HStack(alignment: lastTextBaseline)`.
  public var description: String
  /// The frame in the parent's coordinate space.
  public var frame: Rect
  /// The frame in the coordinate space of the layout's root.
  public var absoluteFrame: Rect
  /// What the parent proposed.
  public var proposal: ProposedSize
  /// The first text baseline, in the node's own coordinates; nil when it holds no text.
  public var firstTextBaseline: Double?
  /// The last text baseline, in the node's own coordinates; nil when it holds no text.
  public var lastTextBaseline: Double?
  /// Whether the node is hidden (it takes part in layout but is not drawn).
  public var isHidden: Bool
  /// Whether the node chose a size larger than a finite proposal on some axis.
  public var overflows: Bool
  /// What a leaf draws, if anything.
  public var content: (any PlacedContent)?
  /// What the engine worked around at this node.
  public var diagnostics: [LayoutDiagnostic]
  /// The placed children, in source order.
  public var children: [PlacedNode]

  /// A node for `view` placed in `bounds` (absolute coordinates); its baselines come from
  /// the view, and the children's parent-relative frames are set from their absolute ones.
  public init(
    _ view: some View, bounds: Rect, proposal: ProposedSize, context: LayoutContext,
    children: [PlacedNode] = [], content: (any PlacedContent)? = nil,
    diagnostics: [LayoutDiagnostic] = []
  ) {
    self.description = view.layoutDescription
    self.frame = bounds
    self.absoluteFrame = bounds
    self.proposal = proposal
    self.firstTextBaseline = view.explicitAlignment(
      VerticalAlignment.firstTextBaseline.key, size: bounds.size, proposal: proposal,
      context: context)
    self.lastTextBaseline = view.explicitAlignment(
      VerticalAlignment.lastTextBaseline.key, size: bounds.size, proposal: proposal,
      context: context)
    self.isHidden = false
    self.overflows = Self.exceeds(bounds.size, proposal)
    self.content = content
    self.diagnostics = diagnostics
    self.children = children.map { child in
      var child = child
      child.frame = child.absoluteFrame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
      return child
    }
  }

  static func exceeds(_ size: Size, _ proposal: ProposedSize) -> Bool {
    let tolerance = 1e-9
    for axis in Axis.allCases {
      if let p = proposal[axis], p.isFinite, size[axis] > p + tolerance { return true }
    }
    return false
  }

  /// The node and its descendants, depth first, in source order.
  public var allNodes: [PlacedNode] {
    var result: [PlacedNode] = []
    func visit(_ node: PlacedNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return result
  }

  /// The descendants (and the node itself) that hold content, depth first.
  public var leaves: [PlacedNode] { allNodes.filter { $0.content != nil } }

  /// The node's children marked hidden as well: what `hidden()` does to a subtree.
  public func hidingSubtree() -> PlacedNode {
    var node = self
    node.isHidden = true
    node.children = children.map { $0.hidingSubtree() }
    return node
  }

  /// A readable dump of the subtree, one node a line, indented by depth:
  /// `HStack (0, 0, 175 x 10) proposed 150 x nil overflow`.
  public func dump() -> String {
    var lines: [String] = []
    func visit(_ node: PlacedNode, depth: Int) {
      var line = String(repeating: "  ", count: depth) + node.description
      line += " \(node.frame) proposed \(node.proposal)"
      if let first = node.firstTextBaseline, let last = node.lastTextBaseline {
        line += " baselines \(formatLength(first))/\(formatLength(last))"
      }
      if node.overflows { line += " overflow" }
      if node.isHidden { line += " hidden" }
      if let content = node.content { line += " " + content.dumpDescription }
      for diagnostic in node.diagnostics { line += " [\(diagnostic)]" }
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}

/// The result of laying out a tree for a proposal: the root's size and the placed tree.
public struct LayoutResult: Sendable {
  /// The proposal the root was given.
  public let proposal: ProposedSize
  /// The size the root chose.
  public var size: Size { root.absoluteFrame.size }
  /// The placed tree.
  public let root: PlacedNode

  /// The result of placing `root` for `proposal`.
  public init(proposal: ProposedSize, root: PlacedNode) {
    self.proposal = proposal
    self.root = root
  }

  /// Whether any visible node chose more than it was offered on an axis with a finite
  /// proposal. Hidden nodes are not drawn, so their overflow is not the result's.
  public var overflows: Bool { root.allNodes.contains { $0.overflows && !$0.isHidden } }

  /// Everything the engine worked around, from every node.
  public var diagnostics: [LayoutDiagnostic] { root.allNodes.flatMap(\.diagnostics) }

  /// The dump of the placed tree.
  public func dump() -> String { root.dump() }
}

extension View {
  /// Lays the view out as a root: it is proposed `proposal`, chooses its size, and is placed
  /// at the origin.
  ///
  /// A proposal with a negative or NaN dimension is invalid; it is read as 0 (negative) or nil
  /// (NaN) and the result carries a diagnostic, as it does for each answer of the
  /// environment's measurer or metrics that was read otherwise than answered.
  ///
  /// ```swift
  /// let result = HStack(spacing: 0) { Rectangle(); Rectangle() }
  ///   .layout(in: ProposedSize(width: 300, height: 10))
  /// print(result.dump())
  /// ```
  public func layout(
    in proposal: ProposedSize = .unspecified, environment: EnvironmentValues = EnvironmentValues()
  ) -> LayoutResult {
    layout(in: proposal, context: .pass(environment: environment))
  }

  /// Lays the view out as a root in `context`, which may carry a pass begun earlier (see
  /// ``LayoutContext/pass(environment:)``).
  public func layout(in proposal: ProposedSize, context: LayoutContext) -> LayoutResult {
    var diagnostics: [LayoutDiagnostic] = []
    var checked = proposal
    for axis in Axis.allCases {
      guard let value = proposal[axis] else { continue }
      let read = ProposedSize.rootReading(value, along: axis)
      checked[axis] = read.value
      if let diagnostic = read.diagnostic { diagnostics.append(diagnostic) }
    }
    var context = context
    context.container = checked
    // A modifier around a list of views applies to each of them at the root as in a container,
    // the views then laid out as a list on its own is.
    let view: any View = self is any ContentModifier ? ([self] as [any View]).standIn : self
    let size = view.sizeThatFits(checked, context: context)
    var root = view.place(in: Rect(origin: .zero, size: size), proposal: checked, context: context)
    root.frame = root.absoluteFrame
    root.diagnostics += diagnostics + context.environment.metricsDiagnostics
    return LayoutResult(proposal: checked, root: root)
  }
}

extension ProposedSize {
  /// How a root proposal's `value` along `axis` is read: NaN as unspecified and a negative
  /// length (minus infinity included) as 0, each with a diagnostic; with
  /// `infinityUnspecified` (a row, which has no column at infinity to end its amount at),
  /// +infinity as unspecified, with one too. The one place these words are made, for a view,
  /// a row and a list.
  package static func rootReading(
    _ value: Double, along axis: Axis, infinityUnspecified: Bool = false
  ) -> (value: Double?, diagnostic: LayoutDiagnostic?) {
    guard let problem = lengthProblem(value, infinityIsOne: infinityUnspecified) else {
      return (value, nil)
    }
    let read: Double? = value < 0 ? 0 : nil
    return (
      read,
      LayoutDiagnostic(
        "proposed \(axis == .horizontal ? "width" : "height") \(problem);"
          + " read as \(read == nil ? "unspecified" : "0")")
    )
  }

  /// What is wrong with a proposed length, in the words of
  /// ``rootReading(_:along:infinityUnspecified:)`` and of a list's refused width: `is NaN`,
  /// `-1 is negative`, or (when `infinityIsOne`) `inf is infinite`; nil when nothing is.
  package static func lengthProblem(_ value: Double, infinityIsOne: Bool) -> String? {
    if value.isNaN { return "is NaN" }
    if value < 0 { return "\(formatLength(value)) is negative" }
    if infinityIsOne, value == .infinity { return "\(formatLength(value)) is infinite" }
    return nil
  }
}
