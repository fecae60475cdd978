/// Insets around a view: see ``View/padding(_:)-(EdgeInsets)``.
public struct Padding: View {
  /// The padded view.
  public let content: any View
  /// The insets added around the child.
  public let insets: EdgeInsets
  let diagnostics: [LayoutDiagnostic]

  init(content: any View, insets: EdgeInsets) {
    var validator = LengthValidator()
    self.content = content
    self.insets = EdgeInsets(
      top: validator.finite(insets.top, "padding top"),
      leading: validator.finite(insets.leading, "padding leading"),
      bottom: validator.finite(insets.bottom, "padding bottom"),
      trailing: validator.finite(insets.trailing, "padding trailing"))
    self.diagnostics = validator.diagnostics
  }

  func childProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max($0 - insets.total(along: .horizontal), 0) },
      height: proposal.height.map { max($0 - insets.total(along: .vertical), 0) })
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let child = content.sizeThatFits(childProposal(for: proposal), context: context)
    // Negative insets can take more than the child has: the size stops at 0 on each axis, as
    // SwiftUI's does.
    return Size(
      width: max(child.width + insets.total(along: .horizontal), 0),
      height: max(child.height + insets.total(along: .vertical), 0))
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    let childProposal = childProposal(for: proposal)
    return translatedExplicitAlignment(
      key, of: content, size: content.sizeThatFits(childProposal, context: context),
      proposal: childProposal, offset: Point(x: insets.leading, y: insets.top), context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let childProposal = childProposal(for: proposal)
    let size = content.sizeThatFits(childProposal, context: context)
    let frame = Rect(
      origin: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), size: size)
    let placed = content.place(in: frame, proposal: childProposal, context: context)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed],
      diagnostics: diagnostics)
  }

  /// The child's traits: padding does not change a view's priority or spacer-ness.
  public var layoutTraits: LayoutTraits { content.layoutTraits }

  public var layoutDescription: String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 { return "padding(\(formatLength(insets.top)))" }
    let names = ["top", "leading", "bottom", "trailing"]
    let parts = zip(names, values).filter { $0.1 != 0 }.map { "\($0.0): \(formatLength($0.1))" }
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

  /// Adds `length` on the given edges: `content.padding(.horizontal, 2)`.
  public func padding(_ edges: Edge.Set, _ length: Double) -> Padding {
    Padding(content: self, insets: EdgeInsets(edges, length))
  }
}
