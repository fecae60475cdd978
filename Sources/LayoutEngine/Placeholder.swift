/// A leaf of a fixed size whatever it is proposed, like an image that is not resizable, that
/// can report text baselines: a leaf for tests and prototypes, to lay out and align rows
/// before real content (text) exists.
///
/// ```swift
/// HStack(alignment: .lastTextBaseline) {
///   Placeholder(width: 40, height: 30, firstBaseline: 8, lastBaseline: 28)  // two "lines"
///   Placeholder(width: 20, height: 12, firstBaseline: 10)  // one "line"
/// }
/// ```
///
/// A negative, NaN or infinite width or height is read as 0, and the placed node carries a
/// diagnostic.
public struct Placeholder: View {
  /// The size the placeholder always chooses.
  public let size: Size
  /// The first text baseline it reports, in its own coordinates; nil for none.
  public let firstBaseline: Double?
  /// The last text baseline it reports, in its own coordinates; nil for none.
  public let lastBaseline: Double?
  let diagnostics: [LayoutDiagnostic]

  /// A placeholder of `width` x `height`. With only one baseline given, the other is the same
  /// (a single line of text); with none, the placeholder has no text and aligns on its bottom
  /// edge for baseline alignment.
  public init(
    width: Double, height: Double, firstBaseline: Double? = nil, lastBaseline: Double? = nil
  ) {
    var validator = LengthValidator()
    let width = validator.length(width, "Placeholder width") ?? 0
    let height = validator.length(height, "Placeholder height") ?? 0
    let first = validator.length(firstBaseline, "Placeholder firstBaseline")
    let last = validator.length(lastBaseline, "Placeholder lastBaseline")
    self.size = Size(width: width, height: height)
    self.firstBaseline = first ?? last
    self.lastBaseline = last ?? first
    self.diagnostics = validator.diagnostics
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { size }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    switch key {
    case VerticalAlignment.firstTextBaseline.key: firstBaseline
    case VerticalAlignment.lastTextBaseline.key: lastBaseline
    default: nil
    }
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context, diagnostics: diagnostics)
  }

  public var layoutDescription: String { "Placeholder(\(size))" }
}
