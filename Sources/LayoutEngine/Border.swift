/// A frame line drawn in front of a view, along the edges of its frame: see
/// ``View/border(width:)``.
public struct Border: View, Layering {
  /// The bordered view, whose layout the border keeps.
  public package(set) var content: any View
  /// The line's thickness; a renderer in cells draws one cell for any positive width.
  public let width: Double
  let diagnostics: [LayoutDiagnostic]

  init(content: any View, width: Double) {
    var validator = LengthValidator()
    self.content = content
    self.width = validator.length(width, "border width") ?? 0
    self.diagnostics = validator.diagnostics
  }

  var layers: [any View] { [BorderStroke(width: width)] }
  var alignment: Alignment { .center }
  var layersInFront: Bool { true }

  /// The content and the border's stroke over it, as an overlay places them.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    var node = placeLayered(in: bounds, proposal: proposal, context: context)
    node.diagnostics += diagnostics
    return node
  }

  public var layoutDescription: String { "border(width: \(formatLength(width)))" }
}

/// The line of a border, as renderers see it: the placed node's frame is the line's outer
/// edge, `width` its thickness inward.
public struct BorderContent: PlacedContent, Hashable {
  /// The line's thickness.
  public let width: Double

  public var dumpDescription: String { "stroke \(formatLength(width))" }
}

/// The leaf that carries a border's line: it takes the size it is proposed (the bordered
/// view's) and hands renderers a ``BorderContent``.
struct BorderStroke: View {
  let width: Double

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context,
      content: BorderContent(width: width))
  }

  var layoutDescription: String { "stroke" }
}

extension View {
  /// Draws a line `width` thick along the inside of the view's frame, in front of it, as
  /// SwiftUI's `border(_:width:)` does (this engine has no colors, so there is no style): the
  /// border is an overlay, so the view keeps its size and place.
  ///
  /// ```swift
  /// Text("Total").padding(1).border()  // a box around the text, in terminal cells
  /// ```
  ///
  /// A negative, NaN or infinite width is read as 0 (no line) and the placed node carries a
  /// diagnostic.
  public func border(width: Double = 1) -> Border {
    Border(content: self, width: width)
  }
}

extension Border: TextEdgeWrapper {}
