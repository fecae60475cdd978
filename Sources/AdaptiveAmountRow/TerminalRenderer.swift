import LayoutEngine
import TextMeasurement

/// Draws a placed tree into terminal lines: every visible text at its cell position, wide
/// clusters taking two cells, zero-width ones joining the cluster before them; no trailing
/// whitespace on any line. Hidden subtrees are not drawn; nothing is cut: a line is as long
/// as what is drawn on it, even past the layout's width.
///
/// Nodes are drawn in the tree's order, a later one over an earlier one where they share
/// cells: a background before its view, an overlay after it. A border (`BorderContent`) is a
/// frame of box-drawing characters on the outermost cells of its node's frame. A view moved
/// by `offset(x:y:)` is drawn where it was moved to; cells left of or above the frame are not
/// drawn. A `ScrollView`'s content is drawn in full where it is placed, from the scroll view's
/// leading and top edges, past its frame where it overflows; a `TabView` draws its selected
/// page only.
///
/// ```swift
/// let layout = AdaptiveAmountRow(title: "short Text", amount: "-12.50 €").layout(width: 20)
/// TerminalRenderer().render(layout.result)  // ["short Text  -12.50 €"]
/// ```
public struct TerminalRenderer: Sendable {
  /// The measurer that gives each cluster its cells; it should be the one the tree was laid
  /// out with.
  public let measurer: any TextMeasurer

  /// A renderer giving clusters their cells with `TerminalCellMeasurer()`.
  public init() {
    self.measurer = TerminalCellMeasurer()
  }

  /// A renderer giving clusters their cells with `measurer`.
  ///
  /// - Throws: `NotTerminalCellsError` when `measurer` does not measure terminal cells (a
  ///   font's measurer, for one): its widths are not columns.
  public init(measurer: any TextMeasurer) throws(NotTerminalCellsError) {
    self.measurer = try MeasurerAnswers.cells(measurer)
  }

  /// A renderer for the row's own lines, which draws any measurer's layout.
  package init(drawing measurer: any TextMeasurer) {
    self.measurer = MeasurerAnswers.checked(measurer)
  }

  /// The rightmost column a text starts at: a text placed further right (a row laid out at an
  /// infinite or absurdly large width) starts here instead, so it is still drawn in full and a
  /// line never grows past what memory allows.
  public static let maximumColumn = 1 << 16

  /// `position` rounded to a cell index, at most `limit` (NaN and negative positions are -1,
  /// which is not drawn), without trapping on positions no `Int` holds.
  static func cell(_ position: Double, limit: Int) -> Int {
    guard !position.isNaN else { return -1 }
    return Int(min(max(position.rounded(), -1), Double(limit)))
  }

  /// The lines of `result`, one per row of cells of its height.
  public func render(_ result: LayoutResult) -> [String] {
    var drawings: [Drawing] = []
    collect(result.root, into: &drawings)
    var texts: [PlacedRowText] = []
    texts.reserveCapacity(drawings.count)
    for drawing in drawings {
      guard case .text(let text) = drawing else { return renderCells(drawings, result) }
      texts.append(text)
    }
    return render(texts, height: result.size.height)
  }

  /// What a placed node draws: a text, or a border along a frame.
  private enum Drawing {
    case text(PlacedRowText)
    case border(Rect)
  }

  /// The lines of `drawings` drawn a cell at a time, in order.
  private func renderCells(_ drawings: [Drawing], _ result: LayoutResult) -> [String] {
    var grid = CellGrid(rows: max(0, Self.cell(result.size.height.rounded(.up), limit: 1 << 20)))
    for drawing in drawings {
      switch drawing {
      case .text(let text): draw(text, into: &grid)
      case .border(let frame): drawBorder(frame, into: &grid)
      }
    }
    return grid.lines()
  }

  /// How far, in cells from the origin, a border is drawn on each axis: the part of a larger
  /// frame (one laid out at an infinite width, say) beyond it is not drawn, so that drawing
  /// stays bounded.
  public static let maximumBorderCell = 1 << 12

  /// A frame of box-drawing characters on the outermost cells of `frame`: corners, `─` along
  /// the top and bottom rows, `│` down the sides; a frame one row high is a `─` line, one
  /// column wide a `│` line. Cells before the origin or past ``maximumBorderCell`` are not
  /// drawn.
  private func drawBorder(_ frame: Rect, into grid: inout CellGrid) {
    let limit = Self.maximumBorderCell
    let far = Int(Int32.max)
    let left = Self.cell(frame.minX, limit: far)
    let right = Self.cell(frame.maxX, limit: far) - 1
    let top = Self.cell(frame.minY, limit: far)
    let bottom = Self.cell(frame.maxY, limit: far) - 1
    guard left <= right, top <= bottom else { return }
    func put(_ glyph: String, _ row: Int, _ column: Int) {
      guard row <= limit, column <= limit else { return }
      grid.put(glyph, row: row, column: column, cells: 1)
    }
    let columns = stride(from: max(left, 0), through: min(right, limit), by: 1)
    let rows = stride(from: max(top, 0), through: min(bottom, limit), by: 1)
    if top == bottom {
      for column in columns { put("─", top, column) }
      return
    }
    if left == right {
      for row in rows { put("│", row, left) }
      return
    }
    for column in columns where column != left && column != right {
      put("─", top, column)
      put("─", bottom, column)
    }
    for row in rows where row != top && row != bottom {
      put("│", row, left)
      put("│", row, right)
    }
    put("┌", top, left)
    put("┐", top, right)
    put("└", bottom, left)
    put("┘", bottom, right)
  }

  /// The lines of `texts` in a frame `height` high.
  ///
  /// With terminal cells, whose advances are whole cells, each line of text is drawn as one
  /// run as wide as the line's measured width, and a row is its runs with spaces between
  /// them. Runs that overlap, and other measurers, are drawn a cluster at a time.
  func render(_ texts: [PlacedRowText], height: Double) -> [String] {
    let rowCount = max(0, Self.cell(height.rounded(.up), limit: 1 << 20))
    if measurer is TerminalCellMeasurer, let lines = renderRuns(texts, rows: rowCount) {
      return lines
    }
    var grid = CellGrid(rows: rowCount)
    for text in texts { draw(text, into: &grid) }
    return grid.lines()
  }

  /// One line of a text at its cell position.
  private struct Run {
    var row: Int
    var column: Int
    var cells: Int
    var text: String
  }

  /// The rows drawn from whole lines, or nil when two runs of a row overlap or one starts
  /// before the frame.
  private func renderRuns(_ texts: [PlacedRowText], rows rowCount: Int) -> [String]? {
    var runs: [Run] = []
    var lineCount = 0
    for text in texts { lineCount += text.layout.lines.count }
    runs.reserveCapacity(lineCount)
    var isSorted = true
    for text in texts {
      for (index, line) in text.layout.lines.enumerated() {
        let row = Self.cell(text.origin.y + Double(index) * text.lineHeight, limit: 1 << 20)
        let column = Self.cell(text.origin.x + line.x, limit: Self.maximumColumn)
        guard row >= 0, column >= 0 else { return nil }
        let run = Run(row: row, column: column, cells: Int(line.width.rounded()), text: line.text)
        if let last = runs.last, (last.row, last.column) > (row, column) { isSorted = false }
        runs.append(run)
      }
    }
    if !isSorted { runs.sort { ($0.row, $0.column) < ($1.row, $1.column) } }
    let rows = max(rowCount, (runs.last?.row ?? -1) + 1)
    var lines: [String] = []
    lines.reserveCapacity(rows)
    var next = 0
    for row in 0..<rows {
      var line = ""
      var column = 0
      while next < runs.count, runs[next].row == row {
        let run = runs[next]
        guard run.column >= column else { return nil }
        Self.appendSpaces(run.column - column, to: &line)
        line.append(run.text)
        column = run.column + run.cells
        next += 1
      }
      line.removeTrailingSpaces()
      lines.append(line)
    }
    return lines
  }

  private static let spaces = String(repeating: " ", count: 64)

  /// Appends `count` spaces to `line`, from a prepared run of them.
  private static func appendSpaces(_ count: Int, to line: inout String) {
    var remaining = count
    while remaining > 0 {
      let length = min(remaining, 64)
      let end = spaces.utf8.index(spaces.utf8.startIndex, offsetBy: length)
      line.append(contentsOf: spaces[..<end])
      remaining -= length
    }
  }

  /// The visible texts and borders of a placed tree, in drawing order.
  private func collect(_ node: PlacedNode, into drawings: inout [Drawing]) {
    guard !node.isHidden else { return }
    if let text = node.content as? TextContent {
      drawings.append(
        .text(
          PlacedRowText(
            layout: text.layout, origin: node.absoluteFrame.origin, lineHeight: text.lineHeight)))
    } else if let border = node.content as? BorderContent, border.width > 0 {
      drawings.append(.border(node.absoluteFrame))
    }
    for child in node.children { collect(child, into: &drawings) }
  }

  private func draw(_ text: PlacedRowText, into grid: inout CellGrid) {
    for (index, line) in text.layout.lines.enumerated() {
      let row = Self.cell(text.origin.y + Double(index) * text.lineHeight, limit: 1 << 20)
      var column = Self.cell(text.origin.x + line.x, limit: Self.maximumColumn)
      for character in line.text {
        let cluster = String(character)
        // At most the cells a cluster may take, whatever a measurer of points answers.
        let cells = Int(
          min(measurer.advance(ofCluster: cluster[...]), largestCellAdvance).rounded())
        grid.put(cluster, row: row, column: column, cells: cells)
        column += cells
      }
    }
  }
}

/// Rows of cells; a cell holds a cluster, the right half of a wide cluster, zero-width
/// clusters waiting for one, or nothing.
struct CellGrid {
  enum Cell {
    case empty
    case cluster(String)
    /// Zero-width clusters with no cluster before them, kept for the next one drawn here.
    case pending(String)
    case continuation
  }

  var rows: [[Cell]]

  init(rows: Int) { self.rows = Array(repeating: [], count: rows) }

  mutating func put(_ cluster: String, row: Int, column: Int, cells: Int) {
    guard row >= 0, column >= 0 else { return }
    while rows.count <= row { rows.append([]) }
    if cells == 0 {
      // A zero-width cluster joins the cluster that owns the cell before it (the left half
      // of a wide one included); with none, it waits for the cluster drawn in its cell.
      var owner = column - 1
      while owner >= 0, case .continuation? = rows[row][safe: owner] { owner -= 1 }
      if owner >= 0, case .cluster(let previous)? = rows[row][safe: owner] {
        rows[row][owner] = .cluster(previous + cluster)
      } else {
        ensure(row: row, count: column + 1)
        if case .pending(let earlier) = rows[row][column] {
          rows[row][column] = .pending(earlier + cluster)
        } else {
          rows[row][column] = .pending(cluster)
        }
      }
      return
    }
    ensure(row: row, count: column + cells)
    clearWideClusters(row: row, from: column, count: cells)
    if case .pending(let prefix)? = rows[row][safe: column] {
      rows[row][column] = .cluster(prefix + cluster)
    } else {
      rows[row][column] = .cluster(cluster)
    }
    for extra in 1..<max(cells, 1) { rows[row][column + extra] = .continuation }
  }

  /// Empties the cells of any wide cluster that a cluster drawn over `count` cells from
  /// `column` covers only in part, so that no half of it is left behind.
  private mutating func clearWideClusters(row: Int, from column: Int, count: Int) {
    if case .continuation? = rows[row][safe: column] {
      var owner = column - 1
      while owner > 0, case .continuation = rows[row][owner] { owner -= 1 }
      for index in max(owner, 0)..<column { rows[row][index] = .empty }
    }
    var after = column + max(count, 1)
    while case .continuation? = rows[row][safe: after] {
      rows[row][after] = .empty
      after += 1
    }
  }

  private mutating func ensure(row: Int, count: Int) {
    if rows[row].count < count {
      rows[row].append(contentsOf: repeatElement(.empty, count: count - rows[row].count))
    }
  }

  func lines() -> [String] {
    rows.map { cells in
      var line = ""
      for cell in cells {
        switch cell {
        case .empty: line += " "
        case .cluster(let text): line += text
        case .pending(let text): line += text + " "  // the cell itself stays empty
        case .continuation: break
        }
      }
      line.removeTrailingSpaces()
      return line
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension AmountRowLayout {
  /// The row drawn in terminal cells (Docs/Semantics.md, section 7): no trailing whitespace, the
  /// amount ending at the row's width, nothing cut when the row overflows.
  public func terminalLines() -> [String] {
    let renderer = TerminalRenderer(drawing: measurer)
    guard let texts else { return renderer.render(result) }
    return renderer.render(texts, height: size.height)
  }
}
