/// A flexible space: inside a stack it grows along the stack's axis and takes what the other
/// children leave; a stack puts no default spacing next to it.
///
/// ```swift
/// HStack {
///   title
///   Spacer(minLength: 2)  // at least 2, more when the row is wider than its content
///   amount
/// }
/// ```
///
/// Along its stack's axis it takes max(proposal, minLength), with the measurer's default
/// Spacer length when `minLength` is nil and its minimum when the proposal is unspecified;
/// across the axis it takes 0. Outside any stack (as the direct content of a `ZStack`, a frame
/// or a custom layout) it grows the same way along both axes, as SwiftUI documents ("on both
/// axes if not contained in a stack").
///
/// A negative, NaN or infinite `minLength` is read as nil, with a diagnostic on the node.
public struct Spacer: View {
  /// The minimum length along the stack's axis; nil uses the measurer's default.
  public let minLength: Double?
  let diagnostics: [LayoutDiagnostic]

  /// A spacer at least `minLength` long along its stack's axis (the measurer's default
  /// Spacer length when nil).
  public init(minLength: Double? = nil) {
    var validator = LengthValidator()
    self.minLength = validator.length(minLength, "Spacer minLength")
    self.diagnostics = validator.diagnostics
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let minimum = minLength ?? context.metrics.defaultSpacerLength
    func grow(_ axis: Axis) -> Double { max(proposal[axis] ?? -.infinity, minimum) }
    guard let axis = context.environment.stackOrientation else {
      return Size(width: grow(.horizontal), height: grow(.vertical))
    }
    return Size(axis, along: grow(axis), across: 0)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context, diagnostics: diagnostics)
  }

  /// A spacer: no default spacing next to it, and priority -infinity (the lowest) unless one
  /// is set with `layoutPriority(_:)`.
  public var layoutTraits: LayoutTraits { LayoutTraits(isSpacer: true) }

  public var layoutDescription: String {
    minLength.map { "Spacer(minLength: \(formatLength($0)))" } ?? "Spacer"
  }
}
