import LayoutEngine

/// One line of a placed text: its text and where it goes, in the measurer's units (points
/// for a font measurer, cells for a terminal one), in the coordinates of the layout's root.
/// What renderers that draw glyphs themselves (an SVG, a PDF) need.
public struct PlacedTextLine: Sendable, Hashable {
  /// The line as drawn (truncation applied, hanging whitespace dropped).
  public var text: String
  /// The leading edge of the line.
  public var x: Double
  /// The top of the line.
  public var top: Double
  /// The baseline of the line: its top plus the text's baseline offset.
  public var baseline: Double
  /// The line's width.
  public var width: Double
  /// The height of one line.
  public var height: Double
  /// The identifier of the text the line belongs to, if it has one (see
  /// ``Text/identified(_:)``).
  public var identifier: String?

  /// A line of `text` at `x`, `top`, with its `baseline`, `width` and `height`.
  public init(
    text: String, x: Double, top: Double, baseline: Double, width: Double, height: Double,
    identifier: String? = nil
  ) {
    self.text = text
    self.x = x
    self.top = top
    self.baseline = baseline
    self.width = width
    self.height = height
    self.identifier = identifier
  }
}

extension LayoutResult {
  /// Every visible line of every visible text, with its origin and baseline, in the order
  /// the tree holds the texts (hidden subtrees are skipped), top to bottom within a text.
  ///
  /// ```swift
  /// let result = HStack { Text("Total"); Spacer(); Text("12 €") }
  ///   .layout(in: ProposedSize(width: 20, height: nil),
  ///           environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
  /// result.placedTextLines().map(\.x)  // [0, 16]: "Total", then "12 €"
  /// ```
  public func placedTextLines() -> [PlacedTextLine] {
    var lines: [PlacedTextLine] = []
    collect(root, into: &lines)
    return lines
  }

  private func collect(_ node: PlacedNode, into lines: inout [PlacedTextLine]) {
    guard !node.isHidden else { return }
    if let text = node.content as? TextContent {
      let frame = node.absoluteFrame
      // A text without a visible line has no baseline; its lines are then none anyway.
      let firstBaseline = text.layout.firstBaseline ?? text.lineHeight
      for (index, line) in text.layout.lines.enumerated() {
        let offset = Double(index) * text.linePitch
        lines.append(
          PlacedTextLine(
            text: line.text, x: frame.minX + line.x, top: frame.minY + offset,
            baseline: frame.minY + firstBaseline + offset, width: line.width,
            height: text.lineHeight, identifier: text.identifier))
      }
    }
    for child in node.children { collect(child, into: &lines) }
  }
}
