/// Where a cell of a ``Grid`` sits: its subview, its row, its first column and how many
/// columns it spans, and the alignments it declares.
struct GridCellPlace: Sendable {
  var index: Int
  var row: Int
  var column: Int
  var columns: Int
  var columnAlignment: HorizontalAlignment?
  var rowAlignment: VerticalAlignment?
  /// Where the cell goes in its slot, in place of every alignment.
  var anchor: UnitPoint?
  /// The axes on which the cell is proposed its lines' lengths rather than a share.
  var unsizedAxes: Axis.Set
  /// Whether the cell is a view outside a row, spanning every column.
  var spansAll: Bool

  /// The first line and the number of lines the cell covers along `axis`.
  func lines(_ axis: Axis) -> (start: Int, count: Int) {
    axis == .horizontal ? (column, columns) : (row, 1)
  }
}

/// The layout of ``Grid``: rows of cells in columns. A column is as wide as its widest
/// single-column cell and a row as tall as its tallest cell; a cell spanning several columns widens
/// them by what it lacks, shared equally over its spanned columns that hold no single-column cell,
/// only measured ones that left them zero wide or, unless it is unsized there, only cells of one
/// width, each unsized there or flexible in height (when each holds one, the groups measured
/// after its priority share what it lacks less, the cells measured after it there, all zero wide
/// with a cell waiting, are proposed at least an even part of it, and it widens them all once
/// every cell is measured; one holding what it lacks for a waiting
/// cell gives it to its columns holding no single-column cell before a lower priority's span
/// over them widens, and at the end spreads it over its columns then empty); a view outside the
/// rows widens them only once every cell is measured, over those still zero wide, else all of
/// them, and till then the later groups share what it lacks less (over columns all zero wide and
/// holding no single-column cell, or some when it answers one width at every proposal, it widens
/// them once measured, the later groups of its priority share what it lacks more, and a span of
/// one width there does not widen them, the later groups sharing what it lacks less); a span of that view's priority, unsized on the axis,
/// widens after it. With no proposal on an axis, a span whose lines already have a length when
/// it widens them lacks what it answers at that length. At a finite proposal the cells are
/// measured in groups, the least flexible first (layout priority, then how many axes answer
/// infinity to an infinite proposal, then how much the answer grows from a zero to an infinite
/// proposal, then cells with unsized axes last; a group's spacers first, the
/// others sharing what they leave), each cell proposed an equal share of what the
/// columns and rows still open leave, or its line's lower-priority cells' least length if longer
/// (a column only spanning cells of the group's priority cover stays open, the cell-less columns
/// of a measured span over a column holding a cell counting as one, and beside a view
/// outside the rows one holding only lower priorities; one a view outside the rows keeps open
/// stays at the share the priority's first group gives it (the first after the view widens it
/// at once; one share for the columns of one measured span) while a single-column cell of the
/// priority waits; one holding only spacers or lower priorities stays open until a span of the
/// group's priority over it is measured, and one a measured span of it covers while a spacer
/// waits there or a cell of the span's group answered past its share; a cell unsized and of one
/// length on the axis opens none), and on an unsized axis the length its lines have so far (a
/// spacer of no priority spanning columns, measured once the other cells have widened theirs,
/// their width on that axis too; any spacer span over columns still zero wide, a share for
/// each); a group beside a
/// lower-priority cell, or after a span still lacking space, shares past the proposal where
/// SwiftUI's grid does (Docs/Semantics.md section 2).
public struct GridLayout: Layout {
  /// Where each cell goes in its slot, on both axes.
  public let alignment: Alignment
  /// The space between columns; nil for the measurer's default (a NaN or infinite spacing is
  /// read as nil).
  public let horizontalSpacing: Double?
  /// The space between rows; nil for the measurer's default (a NaN or infinite spacing is read
  /// as nil).
  public let verticalSpacing: Double?
  let places: [GridCellPlace]
  let rowCount: Int
  let columnCount: Int

  init(
    alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?,
    places: [GridCellPlace], rowCount: Int, columnCount: Int
  ) {
    self.alignment = alignment
    self.horizontalSpacing = finiteSpacing(horizontalSpacing)
    self.verticalSpacing = finiteSpacing(verticalSpacing)
    self.places = places
    self.rowCount = rowCount
    self.columnCount = columnCount
  }

  /// The pairs of cells meeting before each line along `axis`: two cells of one row at a
  /// column, two cells of adjacent rows over a shared column.
  private func meetings(_ axis: Axis) -> [(line: Int, first: GridCellPlace, second: GridCellPlace)]
  {
    var rows = Array(repeating: [GridCellPlace](), count: rowCount)
    for place in places { rows[place.row].append(place) }
    var pairs: [(line: Int, first: GridCellPlace, second: GridCellPlace)] = []
    if axis == .horizontal {
      for row in rows {
        for (first, second) in zip(row, row.dropFirst()) {
          pairs.append((second.column, first, second))
        }
      }
      return pairs
    }
    for row in rows.indices.dropFirst() {
      for above in rows[row - 1] {
        for below in rows[row]
        where above.column < below.column + below.columns
          && below.column < above.column + above.columns
        {
          pairs.append((row, above, below))
        }
      }
    }
    return pairs
  }

  /// The gap before each line along `axis`. With a spacing of the grid's own on `axis`, every
  /// line but the first has it, inside a span or where no cell starts too. Otherwise the largest
  /// spacing any two cells meeting there ask for (none beside a spacer); before a column no two
  /// cells meet at, no gap, and between rows no two cells meet across, the default spacing.
  func gaps(_ axis: Axis, _ subviews: LayoutSubviews) -> [Double] {
    let count = axis == .horizontal ? columnCount : rowCount
    if let explicit = axis == .horizontal ? horizontalSpacing : verticalSpacing {
      return (0..<count).map { $0 == 0 ? 0 : explicit }
    }
    var gaps: [Double?] = Array(repeating: nil, count: count)
    for (line, first, second) in meetings(axis) {
      let gap = subviews[first.index].spacing.distance(
        to: subviews[second.index].spacing, along: axis)
      gaps[line] = max(gaps[line] ?? -.infinity, gap)
    }
    let fallback = axis == .horizontal ? 0 : subviews.context.metrics.defaultSpacing(along: axis)
    return gaps.indices.map { $0 == 0 ? 0 : gaps[$0] ?? fallback }
  }

  /// Each column's width and each row's height for `proposal`, with the gaps before them, and
  /// each cell's last measurement (by index in `places`): the proposal and its answer.
  ///
  /// Within a layout pass the answer is remembered for the grid's position and the proposal,
  /// so that sizing, placing and alignment at one proposal solve the grid once.
  func solve(_ proposal: ProposedSize, _ subviews: LayoutSubviews)
    -> (
      lengths: [Axis: [Double]], gaps: [Axis: [Double]],
      measured: [Int: (proposal: ProposedSize, answer: Size)]
    )
  {
    subviews.context.remembering("Grid.solve", for: proposal) {
      var solver = GridSolver(self, proposal, subviews)
      return solver.solve()
    }
  }

  public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    let (lengths, gaps, _) = solve(proposal, subviews)
    return Size(
      width: lengths[.horizontal]!.reduce(0, +) + gaps[.horizontal]!.reduce(0, +),
      height: lengths[.vertical]!.reduce(0, +) + gaps[.vertical]!.reduce(0, +))
  }

  /// Each cell is proposed its slot (its columns' width by its row's height, with the gaps
  /// between them), or the proposal it was measured at when its answer there is its slot, and
  /// aligned in it: horizontally on its column's declared alignment (the first a cell starting
  /// in the column declares, in row order, a view outside a row too; a spanning cell itself
  /// takes the grid's) or the grid's, vertically on its row's alignment or the grid's.
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) {
    let (lengths, gaps, measured) = solve(proposal, subviews)
    func origins(_ axis: Axis) -> [Double] {
      var origin = bounds.origin[axis]
      return lengths[axis]!.indices.map { line in
        origin += gaps[axis]![line]
        defer { origin += lengths[axis]![line] }
        return origin
      }
    }
    let starts: [Axis: [Double]] = [
      .horizontal: origins(.horizontal), .vertical: origins(.vertical),
    ]
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    for place in places.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
      if let declared = place.columnAlignment, columnAlignments[place.column] == nil {
        columnAlignments[place.column] = declared
      }
    }
    for (item, place) in places.enumerated() {
      var slot = Rect(origin: Point(x: 0, y: 0), size: Size(width: 0, height: 0))
      for axis in [Axis.horizontal, .vertical] {
        let (start, count) = place.lines(axis)
        let length =
          lengths[axis]![start..<(start + count)].reduce(0, +)
          + gaps[axis]![(start + 1)..<(start + count)].reduce(0, +)
        if axis == .horizontal {
          slot.origin.x = starts[axis]![start]
          slot.size.width = length
        } else {
          slot.origin.y = starts[axis]![start]
          slot.size.height = length
        }
      }
      var slotProposal = ProposedSize(slot.size)
      if let last = measured[item], last.answer == slot.size { slotProposal = last.proposal }
      let dimensions = subviews[place.index].dimensions(in: slotProposal)
      if let anchor = place.anchor {
        subviews[place.index].place(
          at: Point(
            x: slot.minX + anchor.x * (slot.size.width - dimensions.size.width),
            y: slot.minY + anchor.y * (slot.size.height - dimensions.size.height)),
          proposal: slotProposal)
        continue
      }
      let slotGuides = ViewDimensions(size: slot.size)
      let horizontal =
        place.columns == 1 && !place.spansAll
        ? columnAlignments[place.column] ?? alignment.horizontal : alignment.horizontal
      let vertical = place.rowAlignment ?? alignment.vertical
      subviews[place.index].place(
        at: Point(
          x: slot.minX + guideOffset(slotGuides[horizontal], dimensions[horizontal]),
          y: slot.minY + guideOffset(slotGuides[vertical], dimensions[vertical])),
        proposal: slotProposal)
    }
  }

  /// `Grid`, `Grid(alignment: leading)`, `Grid(horizontalSpacing: 12, verticalSpacing: 0)`:
  /// the arguments that are not the defaults, as the stacks name theirs.
  public var layoutDescription: String {
    var parts: [String] = []
    if alignment != .center { parts.append("alignment: \(alignment)") }
    if let horizontalSpacing {
      parts.append("horizontalSpacing: \(formatLength(horizontalSpacing))")
    }
    if let verticalSpacing { parts.append("verticalSpacing: \(formatLength(verticalSpacing))") }
    return parts.isEmpty ? "Grid" : "Grid(\(parts.joined(separator: ", ")))"
  }
}

/// Views in rows and columns, as SwiftUI's `Grid`: each ``GridRow`` is a row, its first view
/// in the first column; a view outside a row spans every column (at least as many as its
/// `gridCellColumns(_:)`). Laid out by ``GridLayout``.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///   GridRow {
///     Text("Rent")
///     Text("1,200.00")
///   }
///   Divider()
///   GridRow {
///     Text("Coffee")
///     Text("4.50")
///   }
/// }
/// ```
///
/// A NaN or infinite `horizontalSpacing` or `verticalSpacing` is read as nil (the default
/// spacing), with a diagnostic, as a stack's `spacing` is; a negative one is valid.
public struct Grid: ComposedView {
  /// The grid as a layout container.
  public let body: LayoutView<GridLayout>
  let diagnostics: [LayoutDiagnostic]

  /// A grid of the rows and views `content` builds; nil spacing is the measurer's default.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @ViewBuilder content: () -> [any View]
  ) {
    var children: [any View] = []
    var places: [GridCellPlace] = []
    var rowWidths: [Int] = []
    for view in content() {
      let row = rowWidths.count
      if let gridRow = view as? GridRow {
        let cells = flattened(gridRow.cells)
        guard !cells.isEmpty else { continue }
        var column = 0
        for cell in cells {
          let attributes = cellAttributes(of: cell)
          let columns = attributes.columns ?? 1
          places.append(
            GridCellPlace(
              index: children.count, row: row, column: column, columns: columns,
              columnAlignment: attributes.columnAlignment, rowAlignment: gridRow.alignment,
              anchor: attributes.anchor, unsizedAxes: attributes.unsizedAxes, spansAll: false))
          children.append(cell)
          column += columns
        }
        rowWidths.append(column)
      } else {
        let attributes = cellAttributes(of: view)
        places.append(
          GridCellPlace(
            index: children.count, row: row, column: 0, columns: 1,
            columnAlignment: attributes.columnAlignment, rowAlignment: nil,
            anchor: attributes.anchor, unsizedAxes: attributes.unsizedAxes, spansAll: true))
        children.append(view)
        rowWidths.append(attributes.columns ?? 0)
      }
    }
    let columnCount = max(rowWidths.max() ?? 0, places.isEmpty ? 0 : 1)
    // A span is clamped to the columns its row has left; a view outside a row spans them all,
    // its own column count among them (GD33).
    for index in places.indices {
      if places[index].spansAll {
        places[index].columns = columnCount
      } else {
        places[index].columns = min(places[index].columns, columnCount - places[index].column)
      }
    }
    body = LayoutView(
      layout: GridLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, places: places, rowCount: rowWidths.count,
        columnCount: columnCount),
      children: children)
    diagnostics =
      spacingDiagnostics(horizontalSpacing, "grid horizontalSpacing")
      + spacingDiagnostics(verticalSpacing, "grid verticalSpacing")
  }

  /// The grid lays out as its container.
  public var layoutBody: any View { body }

  /// The grid's placed node, with a diagnostic for each spacing read as nil.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    body.place(in: bounds, proposal: proposal, context: context).adding(diagnostics)
  }

  /// No priority of its cells; for a stack's spacing, the spacer edges of the cells on each of
  /// its edges (a spacer cell there leaves no spacing beside the grid), and every edge when it
  /// has no cell (an empty grid takes no spacing), as SwiftUI's grid.
  public var layoutTraits: LayoutTraits {
    let layout = body.layout
    guard !layout.places.isEmpty else { return LayoutTraits(spacerEdges: .all) }
    var edges: Edge.Set = []
    for place in layout.places {
      let own = body.children[place.index].layoutTraits.spacerEdges
      var touched: Edge.Set = []
      if place.column == 0 { touched.insert(.leading) }
      if place.column + place.columns == layout.columnCount { touched.insert(.trailing) }
      if place.row == 0 { touched.insert(.top) }
      if place.row == layout.rowCount - 1 { touched.insert(.bottom) }
      edges.formUnion(own.intersection(touched))
    }
    return LayoutTraits(spacerEdges: edges)
  }
}
