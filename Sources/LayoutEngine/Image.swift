/// A leaf with an intrinsic size, like SwiftUI's `Image`: fixed at that size unless made
/// ``resizable()``. The engine draws nothing; a renderer reads the image's name from the
/// placed node's description.
///
/// ```swift
/// Image("example", width: 200, height: 100).resizable().scaledToFit()
///   .layout(in: ProposedSize(width: 320, height: 300)).size  // 320 x 160
/// ```
///
/// A negative, NaN or infinite intrinsic width or height is read as 0 and the placed node
/// carries a diagnostic.
public struct Image: View {
  /// The image's name, for dumps and renderers.
  public let name: String
  /// The image's own size, which it takes when it is not resizable.
  public let intrinsicSize: Size
  /// Whether the image takes the size it is proposed (``resizable()``).
  public let isResizable: Bool
  let diagnostics: [LayoutDiagnostic]

  /// An image called `name`, `width` x `height` in the measurer's units.
  public init(_ name: String, width: Double, height: Double) {
    var validator = LengthValidator()
    self.name = name
    self.intrinsicSize = Size(
      width: validator.length(width, "Image width") ?? 0,
      height: validator.length(height, "Image height") ?? 0)
    self.isResizable = false
    self.diagnostics = validator.diagnostics
  }

  private init(_ image: Image, isResizable: Bool) {
    self.name = image.name
    self.intrinsicSize = image.intrinsicSize
    self.isResizable = isResizable
    self.diagnostics = image.diagnostics
  }

  /// The same image made to take the size it is proposed, its intrinsic one on an unspecified
  /// axis (SwiftUI's `resizable()`): it stretches on each axis independently; keep its shape
  /// with ``View/scaledToFit()`` or ``View/aspectRatio(_:contentMode:)``.
  public func resizable() -> Image { Image(self, isResizable: true) }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsicSize) : intrinsicSize
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context, diagnostics: diagnostics)
  }

  public var layoutDescription: String {
    "Image(\(name.debugDescription), \(intrinsicSize)\(isResizable ? ", resizable" : ""))"
  }
}
