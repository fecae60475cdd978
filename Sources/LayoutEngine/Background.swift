/// Views drawn behind a view, which keeps its own layout: see
/// ``View/background(alignment:content:)``.
public struct Background: View, Layering {
  /// The view in front, whose layout the modifier keeps.
  public package(set) var content: any View
  /// The views behind the content, drawn in order.
  public let layers: [any View]
  /// Where each background goes in the content's frame.
  public let alignment: Alignment

  var layersInFront: Bool { false }

  public var layoutDescription: String { "background(alignment: \(alignment))" }
}

extension View {
  /// Puts `content` behind the view, as SwiftUI's `background(alignment:content:)` does: the
  /// result is the view's size and aligns as the view does; each background view is proposed
  /// the view's size and placed in its frame by `alignment`, and may be larger than it
  /// without making the result grow.
  ///
  /// ```swift
  /// Text("Item").background(alignment: .leading) { Rectangle().frame(width: 1) }
  /// ```
  public func background(
    alignment: Alignment = .center, @ViewBuilder content: () -> [any View]
  ) -> Background {
    Background(content: self, layers: content(), alignment: alignment)
  }
}

extension Background: TextEdgeWrapper {}
