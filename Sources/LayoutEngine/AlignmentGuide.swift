/// A view with one alignment guide set explicitly: see
/// ``View/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``.
public struct AlignmentGuide: View {
  /// The view.
  public package(set) var content: any View
  /// The guide this modifier sets.
  public let key: AlignmentKey
  let computeValue: @Sendable (ViewDimensions) -> Double

  /// The guide's value for the child of `size` proposed `proposal`: the closure's answer, or
  /// nil when it is not finite (then the child's own value stands).
  func value(size: Size, proposal: ProposedSize, context: LayoutContext) -> Double? {
    let content = self.content
    let dimensions = ViewDimensions(size: size) { key in
      content.explicitAlignment(key, size: size, proposal: proposal, context: context)
    }
    let value = computeValue(dimensions)
    return value.isFinite ? value : nil
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    if key == self.key, let value = value(size: size, proposal: proposal, context: context) {
      return value
    }
    return content.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  /// The child's placed node, its description noting the guide: a guide moves the view only
  /// through its parent's alignment, and a baseline guide is the node's baseline, as SwiftUI
  /// reports it. A guide that computes a NaN or infinite value is ignored, with a diagnostic
  /// on the node.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    var placed = content.place(in: bounds, proposal: proposal, context: context)
    placed.description += ".alignmentGuide(\(key))"
    if let value = value(size: bounds.size, proposal: proposal, context: context) {
      if key == VerticalAlignment.firstTextBaseline.key { placed.firstTextBaseline = value }
      if key == VerticalAlignment.lastTextBaseline.key { placed.lastTextBaseline = value }
      return placed
    }
    return placed.adding([
      LayoutDiagnostic("alignmentGuide(\(key)) computed a non-finite value; ignored")
    ])
  }

  /// The child's traits: a guide does not change a view's priority or spacer-ness.
  public var layoutTraits: LayoutTraits { content.layoutTraits }

  public var layoutDescription: String { content.layoutDescription }
}

extension View {
  /// Sets the view's value for a horizontal guide, in its own coordinates, computed from its
  /// dimensions. A container aligning on that guide lines the value up with its siblings'.
  ///
  /// ```swift
  /// VStack(alignment: .leading) {
  ///   a.alignmentGuide(.leading) { d in d[.trailing] }  // a's trailing edge on the line
  ///   b.alignmentGuide(.leading) { _ in -40 }           // b starts 40 after the line
  /// }
  /// ```
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double
  ) -> AlignmentGuide {
    AlignmentGuide(content: self, key: guide.key, computeValue: computeValue)
  }

  /// Sets the view's value for a vertical guide (a baseline, `center`, a custom guide), in its
  /// own coordinates, computed from its dimensions.
  ///
  /// ```swift
  /// icon.alignmentGuide(VerticalAlignment.center) { _ in -10 }
  /// ```
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double
  ) -> AlignmentGuide {
    AlignmentGuide(content: self, key: guide.key, computeValue: computeValue)
  }
}

extension AlignmentGuide: TextEdgeWrapper {}
