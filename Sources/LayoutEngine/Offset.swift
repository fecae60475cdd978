/// A view drawn moved from where its parent placed it: see ``View/offset(x:y:)``.
public struct Offset: View {
  /// The moved view.
  public package(set) var content: any View
  /// How far right the view is drawn.
  public let x: Double
  /// How far down the view is drawn.
  public let y: Double
  let diagnostics: [LayoutDiagnostic]

  init(content: any View, x: Double, y: Double) {
    var validator = LengthValidator()
    self.content = content
    self.x = validator.finite(x, "offset x")
    self.y = validator.finite(y, "offset y")
    self.diagnostics = validator.diagnostics
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  /// The modifier's node keeps the frame its parent gave it; the content's node is that frame
  /// moved by `x`, `y`.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let placed = content.place(
      in: bounds.offsetBy(dx: x, dy: y), proposal: proposal, context: context)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed],
      diagnostics: diagnostics)
  }

  /// The content's traits: an offset does not change a view's priority or spacer-ness.
  public var layoutTraits: LayoutTraits { content.layoutTraits }

  public var layoutDescription: String { "offset(x: \(formatLength(x)), y: \(formatLength(y)))" }
}

extension View {
  /// Draws the view `x` to the right and `y` down from where its parent places it, as
  /// SwiftUI's `offset(x:y:)` does: the view keeps its size, its guides and its place in the
  /// parent's layout, so the parent does not grow to hold the moved view (an alignment
  /// guide, by contrast, moves the view inside its parent's layout).
  ///
  /// ```swift
  /// Text("Live long").frame(width: 30, height: 3, alignment: .topLeading).offset(x: 2, y: 1)
  /// ```
  ///
  /// Negative offsets move left and up; a NaN or infinite offset is read as 0 and the placed
  /// node carries a diagnostic.
  public func offset(x: Double = 0, y: Double = 0) -> Offset {
    Offset(content: self, x: x, y: y)
  }
}

extension Offset: TextEdgeWrapper {}
