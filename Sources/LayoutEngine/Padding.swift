/// Insets around a view: see ``View/padding(_:)-(EdgeInsets)``.
public struct Padding: View {
  /// The padded view.
  public package(set) var content: any View
  /// The insets added around the child; on the edges of ``defaultEdges`` the measurer's
  /// default padding replaces them when the view is laid out.
  public let insets: EdgeInsets
  /// The edges padded by the measurer's default padding (``LayoutMetrics/defaultPadding(along:)``):
  /// those of `padding()` and `padding(_:_:)` given no length.
  public let defaultEdges: Edge.Set
  let diagnostics: [LayoutDiagnostic]

  init(content: any View, insets: EdgeInsets, defaultEdges: Edge.Set = []) {
    var validator = LengthValidator()
    self.content = content
    self.insets = EdgeInsets(
      top: validator.finite(insets.top, "padding top"),
      leading: validator.finite(insets.leading, "padding leading"),
      bottom: validator.finite(insets.bottom, "padding bottom"),
      trailing: validator.finite(insets.trailing, "padding trailing"))
    self.defaultEdges = defaultEdges
    self.diagnostics = validator.diagnostics
  }

  /// The insets in `context`: the given ones, the metrics' default on ``defaultEdges``.
  func insets(in context: LayoutContext) -> EdgeInsets {
    guard !defaultEdges.isEmpty else { return insets }
    let metrics = context.metrics
    func resolve(_ edge: Edge.Set, _ given: Double, across axis: Axis) -> Double {
      guard defaultEdges.contains(edge) else { return given }
      let value = metrics.defaultPadding(along: axis)
      return value.isFinite ? value : 0
    }
    return EdgeInsets(
      top: resolve(.top, insets.top, across: .vertical),
      leading: resolve(.leading, insets.leading, across: .horizontal),
      bottom: resolve(.bottom, insets.bottom, across: .vertical),
      trailing: resolve(.trailing, insets.trailing, across: .horizontal))
  }

  func childProposal(for proposal: ProposedSize, insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max($0 - insets.total(along: .horizontal), 0) },
      height: proposal.height.map { max($0 - insets.total(along: .vertical), 0) })
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let insets = insets(in: context)
    let child = content.sizeThatFits(
      childProposal(for: proposal, insets: insets), context: context)
    // Negative insets can take more than the child has: the size stops at 0 on each axis, as
    // SwiftUI's does.
    return Size(
      width: max(child.width + insets.total(along: .horizontal), 0),
      height: max(child.height + insets.total(along: .vertical), 0))
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    let insets = insets(in: context)
    let childProposal = childProposal(for: proposal, insets: insets)
    return translatedExplicitAlignment(
      key, of: content, size: content.sizeThatFits(childProposal, context: context),
      proposal: childProposal, offset: Point(x: insets.leading, y: insets.top), context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let insets = insets(in: context)
    let childProposal = childProposal(for: proposal, insets: insets)
    let size = content.sizeThatFits(childProposal, context: context)
    let frame = Rect(
      origin: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), size: size)
    let placed = content.place(in: frame, proposal: childProposal, context: context)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed],
      diagnostics: diagnostics)
  }

  /// The child's traits behind a layout modifier (the priority hidden), and an edge with an
  /// inset (a given non-zero length, or the default) is no longer a spacer's edge: SwiftUI
  /// puts default spacing back beside it, and it is no longer a text's edge either.
  public var layoutTraits: LayoutTraits {
    var traits = content.layoutTraits.behindLayoutModifier
    let lengths: [(Edge.Set, Double)] = [
      (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom),
      (.trailing, insets.trailing),
    ]
    for (edge, length) in lengths where length != 0 || defaultEdges.contains(edge) {
      traits.spacerEdges.remove(edge)
      traits.textEdges.remove(edge)
    }
    return traits
  }

  /// `padding(4)`, `padding(top: 1, leading: 2)`; an edge of ``defaultEdges`` reads
  /// `default`, and `padding()` is default on every edge.
  public var layoutDescription: String {
    let edges: [Edge.Set] = [.top, .leading, .bottom, .trailing]
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing].enumerated().map {
      index, value in defaultEdges.contains(edges[index]) ? "default" : formatLength(value)
    }
    if Set(values).count == 1 {
      return values[0] == "default" ? "padding()" : "padding(\(values[0]))"
    }
    let names = ["top", "leading", "bottom", "trailing"]
    let parts = zip(names, values).filter { $0.1 != "0" }.map { "\($0.0): \($0.1)" }
    return "padding(\(parts.joined(separator: ", ")))"
  }
}

extension View {
  /// Adds `insets` around the view: the child is proposed the proposal minus the insets
  /// (never below 0; an unspecified dimension stays unspecified) and the padding is the
  /// child's size plus the insets.
  ///
  /// ```swift
  /// Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
  /// ```
  ///
  /// Negative insets are allowed (they pull the edges in, and the padding is never smaller
  /// than 0; the child keeps its own size, placed at the leading and top insets); a NaN or
  /// infinite inset is read as 0 and the placed node carries a diagnostic.
  public func padding(_ insets: EdgeInsets) -> Padding {
    Padding(content: self, insets: insets)
  }

  /// Adds `length` on every edge: `Rectangle().padding(10)` proposed 100 x nil proposes its
  /// child 80 x nil and is 100 x 30.
  public func padding(_ length: Double) -> Padding {
    Padding(content: self, insets: EdgeInsets(all: length))
  }

  /// Adds `length` on the given edges: `content.padding(.horizontal, 2)`. With no length
  /// (`padding()`, `padding(.horizontal)`) the edges take the measurer's default padding,
  /// ``LayoutMetrics/defaultPadding(along:)``: 16 points, one terminal cell.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Padding {
    guard let length else {
      return Padding(content: self, insets: EdgeInsets(), defaultEdges: edges)
    }
    return Padding(content: self, insets: EdgeInsets(edges, length))
  }
}

extension Padding: TextEdgeWrapper {}
