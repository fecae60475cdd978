/// Views drawn in front of a view, which keeps its own layout: see
/// ``View/overlay(alignment:content:)``.
public struct Overlay: View, Layering {
  /// The view behind, whose layout the modifier keeps.
  public package(set) var content: any View
  /// The views in front of the content, drawn in order.
  public let layers: [any View]
  /// Where each overlay goes in the content's frame.
  public let alignment: Alignment

  var layersInFront: Bool { true }

  public var layoutDescription: String { "overlay(alignment: \(alignment))" }
}

extension View {
  /// Puts `content` in front of the view, as SwiftUI's `overlay(alignment:content:)` does:
  /// the result is the view's size and aligns as the view does; each overlay view is proposed
  /// the view's size and placed in its frame by `alignment`, and may be larger than it
  /// without making the result grow.
  ///
  /// ```swift
  /// Text("Pending").overlay(alignment: .topTrailing) { Text("•") }
  /// ```
  public func overlay(
    alignment: Alignment = .center, @ViewBuilder content: () -> [any View]
  ) -> Overlay {
    Overlay(content: self, layers: content(), alignment: alignment)
  }
}

extension Overlay: TextEdgeWrapper {}
