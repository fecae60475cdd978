/// A row of a ``Grid``: its views are the row's cells, the first in the first column. Its
/// `alignment` sets the vertical alignment of its cells in place of the grid's.
///
/// ```swift
/// Grid {
///   GridRow {
///     Text("Rent")
///     Text("1,200.00")
///   }
/// }
/// ```
///
/// Outside a grid a row stands for its views, as a `Group` does: in a container each is a
/// child of the container, and a modifier on the row applies to each of them (in a grid too).
/// A row inside a row is its views, in the outer row's alignment. In a grid a row is not a node
/// of its own: its cells are the grid's children, each placed and dumped under the grid.
public struct GridRow: ViewList {
  /// How the row's cells align vertically; nil for the grid's alignment.
  public let alignment: VerticalAlignment?
  /// The row's cells.
  public let cells: [any View]

  /// A row of the cells `content` builds.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [any View]) {
    self.init(alignment: alignment, cells: content())
  }

  init(alignment: VerticalAlignment?, cells: [any View]) {
    self.alignment = alignment
    self.cells = cells
  }

  package var listedViews: [any View] { cells }

  public var layoutDescription: String { "GridRow" }
}
