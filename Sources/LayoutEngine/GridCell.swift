/// A cell's grid attributes around its content: how many columns it spans, how its column
/// aligns, where it goes in its slot, which axes it leaves unsized. Read by the ``Grid`` that
/// holds it, through the modifiers around it (not through a container, nor from an overlay's
/// or a background's own views); elsewhere it lays out as its content.
public struct GridCell: ComposedView {
  /// The cell's view.
  public package(set) var content: any View
  /// How many columns the cell spans; nil for one.
  public let columns: Int?
  /// The horizontal alignment the cell declares for its column.
  public let columnAlignment: HorizontalAlignment?
  /// Where the cell goes in its slot, in place of its column's and row's alignments.
  public let anchor: UnitPoint?
  /// The axes on which the cell takes its lines' lengths rather than asking for space.
  public let unsizedAxes: Axis.Set

  /// The cell lays out as its content.
  public var layoutBody: any View { content }

  /// The content's traits.
  public var layoutTraits: LayoutTraits { content.layoutTraits }

  /// The content's placed node, its description naming the cell's grid attributes (they are
  /// read by the grid, not a node of their own), with a diagnostic for a column count under 1.
  /// The diagnostic is the cell's, not the grid's: it names the view that declares the count,
  /// as a frame's invalid length is on the frame's node, and it is reported wherever the cell
  /// is placed.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    var node = content.place(in: bounds, proposal: proposal, context: context)
    node.description += attributesDescription
    guard let columns, columns < 1 else { return node }
    return node.adding([LayoutDiagnostic("gridCellColumns \(columns) is under 1; read as 1")])
  }

  /// The content's description with the cell's modifiers, as
  /// `Text("Total").gridCellColumns(2).gridColumnAlignment(leading)`.
  public var layoutDescription: String { content.layoutDescription + attributesDescription }

  /// The modifiers that declare the cell's attributes, in the order they are listed here.
  private var attributesDescription: String {
    var parts: [String] = []
    if let columns { parts.append(".gridCellColumns(\(columns))") }
    if let columnAlignment { parts.append(".gridColumnAlignment(\(columnAlignment))") }
    if let anchor { parts.append(".gridCellAnchor(\(anchor))") }
    if !unsizedAxes.isEmpty { parts.append(".gridCellUnsizedAxes(\(unsizedAxes.dumpDescription))") }
    return parts.joined()
  }
}

extension GridCell: ContentModifier {}

/// The grid attributes a cell declares, read through every modifier around it: the spans
/// above 1 add up (a span of 1 or less is one column), the innermost column alignment and
/// anchor win, and the unsized axes add up, as SwiftUI reads them.
func cellAttributes(of view: any View) -> GridCell {
  var spans: [Int] = []
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set = []
  var current = view
  while let modifier = current as? any ContentModifier {
    if let cell = modifier as? GridCell {
      spans += [cell.columns].compactMap { $0 }.filter { $0 > 1 }
      columnAlignment = cell.columnAlignment ?? columnAlignment
      anchor = cell.anchor ?? anchor
      unsizedAxes.formUnion(cell.unsizedAxes)
    }
    current = modifier.content
  }
  return GridCell(
    content: view, columns: spans.isEmpty ? 1 : spans.reduce(0, +),
    columnAlignment: columnAlignment, anchor: anchor, unsizedAxes: unsizedAxes)
}

extension View {
  /// Makes the view span `count` columns of its ``GridRow``, as SwiftUI's
  /// `gridCellColumns(_:)`; a count under 1 spans one column, with a diagnostic. Declared
  /// again on one view, the counts above 1 add up, as SwiftUI's do.
  public func gridCellColumns(_ count: Int) -> GridCell {
    GridCell(content: self, columns: count, columnAlignment: nil, anchor: nil, unsizedAxes: [])
  }

  /// Sets the horizontal alignment of the view's whole column in a ``Grid``, as SwiftUI's
  /// `gridColumnAlignment(_:)`: the first declaration in row order wins, and on one view the
  /// innermost.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> GridCell {
    GridCell(content: self, columns: nil, columnAlignment: guide, anchor: nil, unsizedAxes: [])
  }

  /// Places the view at `anchor` of its slot in a ``Grid`` (`anchor` of the view on `anchor`
  /// of the slot), in place of its column's and row's alignments, as SwiftUI's
  /// `gridCellAnchor(_:)`; a view outside a row takes it too, and on one view the innermost
  /// wins.
  public func gridCellAnchor(_ anchor: UnitPoint) -> GridCell {
    GridCell(content: self, columns: nil, columnAlignment: nil, anchor: anchor, unsizedAxes: [])
  }

  /// Makes the view take, on `axes`, the width of its columns or the height of its row as the
  /// other cells size them, rather than asking for space of its own, as SwiftUI's
  /// `gridCellUnsizedAxes(_:)`; its answer still sizes its lines. Declared again on one view,
  /// the axes add up.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> GridCell {
    GridCell(content: self, columns: nil, columnAlignment: nil, anchor: nil, unsizedAxes: axes)
  }
}
