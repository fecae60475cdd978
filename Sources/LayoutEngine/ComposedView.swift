/// A view defined by another view, its ``layoutBody``: it sizes, aligns, places, reads its
/// traits and describes itself as it, unless it implements one of those steps itself.
///
/// A view of your own is written with SwiftUI's `body` instead (see ``View``); this form
/// remains for views whose body is chosen per value as `any View`, as the stacks and the
/// wallet row do:
///
/// ```swift
/// struct Badge: ComposedView {
///   var label: String
///   var layoutBody: any View { Text(label).padding(1).fixedSize() }
/// }
/// ```
public protocol ComposedView: View {
  /// The view this one lays out as.
  var layoutBody: any View { get }
}

extension ComposedView {
  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    layoutBody.sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    layoutBody.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    layoutBody.place(in: bounds, proposal: proposal, context: context)
  }

  public var layoutTraits: LayoutTraits { layoutBody.layoutTraits }

  public var layoutDescription: String { layoutBody.layoutDescription }
}
