import ControlScalars
import LayoutEngine
import TextMeasurement

/// A line of text placed in a laid-out frame: the text as drawn, the top-left corner of its
/// first cell, and its width.
package struct PlacedLine: Sendable {
  /// The text as drawn.
  package var text: Substring
  /// The top-left corner of the line.
  package var origin: Point
  /// The line's width.
  package var width: Double

  /// A line of `text`, `width` wide, from `origin`.
  package init(text: Substring, origin: Point, width: Double) {
    self.text = text
    self.origin = origin
    self.width = width
  }
}

/// Draws a placed tree into terminal lines: every visible text at its cell position, wide
/// clusters taking two cells, zero-width ones joining the cluster before them; no trailing
/// whitespace on any line. Hidden subtrees are not drawn; nothing is cut: a line is as long
/// as what is drawn on it, even past the layout's width.
///
/// Nodes are drawn in the tree's order, a later one over an earlier one where they share
/// cells: a background before its view, an overlay after it. A border (`BorderContent`) is a
/// frame of box-drawing characters on the outermost cells of its node's frame; a `Divider` is
/// a rule of `─` across its frame, or of `│` down it in a horizontal stack. Where the measurer
/// gives box-drawing characters two cells (East Asian ambiguous width), borders and rules are
/// drawn in ASCII (`+`, `-`, `|`) instead, so that they keep to their frames. A view moved
/// by `offset(x:y:)` or a negative `padding` is drawn where it is placed, past the frame on
/// any side: the canvas grows to hold it (``render(_:)``). A `ScrollView`'s content is drawn in full where it is placed, from the scroll view's
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

  /// A renderer for the row's own lines, which draws any measurer's layout, with the
  /// measurer as an environment keeps it (`EnvironmentValues.textMeasurer`, checked when it
  /// was set), so it is not checked again.
  package init(drawing measurer: any TextMeasurer) {
    self.measurer = measurer
  }

  /// The rightmost column a text starts at: a text placed further right (a row laid out at an
  /// infinite or absurdly large width) starts here instead, so it is still drawn in full and a
  /// line never grows past what memory allows.
  public static let maximumColumn = 1 << 16

  /// `position` rounded to a cell index, at most `limit` (NaN and negative positions are -1,
  /// which is not drawn), without trapping on positions no `Int` holds.
  static func cell(_ position: Double, limit: Int) -> Int {
    // A whole position, as a position in cells is, is its own cell: no rounding call.
    if let whole = Int(exactly: position) { return min(max(whole, -1), limit) }
    guard !position.isNaN else { return -1 }
    return Int(min(max(position.rounded(), -1), Double(limit)))
  }

  /// The lines of `result`: the canvas is the smallest that holds the root's frame and
  /// everything drawn (Docs/Semantics.md, section 7). A line per row of cells of the root's
  /// height, and more where something (an empty line of text included) is drawn past its
  /// frame: below and to the right, the lines go on; left of or above it, by up to
  /// ``maximumOverhang`` cells, the canvas grows and the root's origin moves right or down by
  /// as much.
  public func render(_ result: LayoutResult) -> [String] {
    var drawings: [Drawing] = []
    collect(result.root, into: &drawings)
    let (columns, rows) = Self.overhang(of: drawings)
    if columns > 0 || rows > 0 {
      drawings = drawings.map { $0.moved(x: Double(columns), y: Double(rows)) }
    }
    // A line that still starts before the origin starts past the overhang: not drawn (a
    // border is drawn from the origin on).
    drawings.removeAll {
      guard case .line(let line) = $0 else { return false }
      return line.origin.x.rounded() < 0 || line.origin.y.rounded() < 0
    }
    let height = result.size.height + Double(rows)
    var lines: [PlacedLine] = []
    lines.reserveCapacity(drawings.count)
    for drawing in drawings {
      guard case .line(let line) = drawing else { return renderCells(drawings, height: height) }
      lines.append(line)
    }
    return render(lines, height: height)
  }

  /// How far, in cells, the canvas grows left of and above the root's frame for what is
  /// drawn there; a text that starts further out is not drawn, and a border only from the
  /// canvas's origin on, so that drawing stays bounded.
  public static let maximumOverhang = 1 << 12

  /// The cells by which `drawings` reach left of and above the origin, each at most
  /// ``maximumOverhang``; a drawing that starts further out is left out of the count.
  private static func overhang(of drawings: [Drawing]) -> (columns: Int, rows: Int) {
    /// The cells `position` lies before the origin (0 at or after it, and for NaN), or nil
    /// past the overhang.
    func reach(_ position: Double) -> Int? {
      let cells = (-position).rounded()
      guard cells > 0 else { return 0 }
      return cells <= Double(maximumOverhang) ? Int(cells) : nil
    }
    var columns = 0
    var rows = 0
    for drawing in drawings {
      guard let left = reach(drawing.origin.x), let top = reach(drawing.origin.y) else { continue }
      columns = max(columns, left)
      rows = max(rows, top)
    }
    return (columns, rows)
  }

  /// What a placed node draws: a line of text, or a border along a frame.
  private enum Drawing {
    case line(PlacedLine)
    case border(Rect)

    /// The top-left corner of what is drawn.
    var origin: Point {
      switch self {
      case .line(let line): line.origin
      case .border(let frame): frame.origin
      }
    }

    /// The drawing moved by `x` and `y`.
    func moved(x: Double, y: Double) -> Drawing {
      switch self {
      case .line(var line):
        line.origin = Point(x: line.origin.x + x, y: line.origin.y + y)
        return .line(line)
      case .border(let frame): return .border(frame.offsetBy(dx: x, dy: y))
      }
    }
  }

  /// The lines of `drawings` drawn a cell at a time, in order, in a frame `height` high.
  private func renderCells(_ drawings: [Drawing], height: Double) -> [String] {
    var grid = CellGrid(rows: max(0, Self.cell(height.rounded(.up), limit: 1 << 20)))
    let glyphs = RuleGlyphs(measuredBy: measurer)
    for drawing in drawings {
      switch drawing {
      case .line(let line): draw(line, into: &grid)
      case .border(let frame): drawBorder(frame, glyphs: glyphs, into: &grid)
      }
    }
    return grid.lines()
  }

  /// How far, in cells from the origin, a border is drawn on each axis: the part of a larger
  /// frame (one laid out at an infinite width, say) beyond it is not drawn, so that drawing
  /// stays bounded.
  public static let maximumBorderCell = 1 << 12

  /// A frame of `glyphs` on the outermost cells of `frame`: corners, `─` along the top and
  /// bottom rows, `│` down the sides; a frame one row high is a `─` line, one column wide a
  /// `│` line. Cells before the origin or past ``maximumBorderCell`` are not drawn.
  private func drawBorder(_ frame: Rect, glyphs: RuleGlyphs, into grid: inout CellGrid) {
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
      for column in columns { put(glyphs.horizontal, top, column) }
      return
    }
    if left == right {
      for row in rows { put(glyphs.vertical, row, left) }
      return
    }
    for column in columns where column != left && column != right {
      put(glyphs.horizontal, top, column)
      put(glyphs.horizontal, bottom, column)
    }
    for row in rows where row != top && row != bottom {
      put(glyphs.vertical, row, left)
      put(glyphs.vertical, row, right)
    }
    put(glyphs.topLeft, top, left)
    put(glyphs.topRight, top, right)
    put(glyphs.bottomLeft, bottom, left)
    put(glyphs.bottomRight, bottom, right)
  }

  /// The lines of a divider's rule along `axis` in `frame`: one line of `─` across its top
  /// row, or a `│` in its leading column on each row. Cells more than ``maximumOverhang``
  /// before the origin or past ``maximumBorderCell`` are not drawn, so that drawing stays
  /// bounded.
  private func rule(
    along axis: Axis, in frame: Rect, glyphs: RuleGlyphs, into drawings: inout [Drawing]
  ) {
    let far = Int(Int32.max)
    func span(_ start: Double, _ end: Double) -> ClosedRange<Int>? {
      let first = max(Self.cell(start, limit: far), -Self.maximumOverhang)
      let last = min(Self.cell(end, limit: far) - 1, Self.maximumBorderCell)
      return first <= last ? first...last : nil
    }
    guard let columns = span(frame.minX, frame.maxX), let rows = span(frame.minY, frame.maxY)
    else { return }
    if axis == .horizontal {
      let text = String(repeating: glyphs.horizontal, count: columns.count)
      let origin = Point(x: Double(columns.lowerBound), y: Double(rows.lowerBound))
      drawings.append(
        .line(PlacedLine(text: text[...], origin: origin, width: Double(columns.count))))
    } else {
      for row in rows {
        let origin = Point(x: Double(columns.lowerBound), y: Double(row))
        drawings.append(.line(PlacedLine(text: glyphs.vertical[...], origin: origin, width: 1)))
      }
    }
  }

  /// The rows of `lines` in a frame `height` high.
  ///
  /// With terminal cells, whose advances are whole cells, each line is written as one run of
  /// bytes as wide as its measured width, and a row is its runs with spaces between them.
  /// Runs that overlap, and other measurers, are drawn a cluster at a time.
  package func render(_ lines: [PlacedLine], height: Double) -> [String] {
    render(lines, height: height, inCells: measurer is TerminalCellMeasurer)
  }

  /// ``render(_:height:)`` for a caller that knows whether the renderer's measurer measures
  /// in terminal cells (`inCells`).
  package func render(_ lines: [PlacedLine], height: Double, inCells: Bool) -> [String] {
    var rows: [String] = []
    render(lines, height: height, inCells: inCells) { row in
      rows.append(Self.string(of: row))
    }
    return rows
  }

  /// The string of a row as ``render(_:height:inCells:eachRow:)`` hands it over, UTF-8 by
  /// construction.
  package static func string(of row: UnsafeBufferPointer<UInt8>) -> String {
    row.isEmpty ? "" : String(copyingValidUTF8: row)
  }

  /// ``render(_:height:inCells:)`` that hands each row's UTF-8, top to bottom, to `eachRow`
  /// rather than making a string of it: for a caller that copies the rows into a buffer of
  /// its own.
  package func render(
    _ lines: [PlacedLine], height: Double, inCells: Bool,
    eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    lines.withUnsafeBufferPointer {
      render(placed: $0, height: height, inCells: inCells, eachRow: eachRow)
    }
  }

  /// ``render(_:height:inCells:eachRow:)`` of lines in storage the caller keeps (a row's few
  /// lines, kept in place rather than in an array).
  package func render(
    placed lines: UnsafeBufferPointer<PlacedLine>, height: Double, inCells: Bool,
    eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    if !Self.writtenWhole(lines, height: height, inCells: inCells, eachRow: eachRow) {
      drawClusters(lines, height: height, eachRow: eachRow)
    }
  }

  /// ``render(placed:height:inCells:eachRow:)`` by a renderer drawing with `measurer`
  /// (``init(drawing:)``), made only when the lines are drawn a cluster at a time: a row whose
  /// lines are written whole copies no measurer into a renderer.
  package static func render(
    placed lines: UnsafeBufferPointer<PlacedLine>, height: Double, inCells: Bool,
    measuredBy measurer: borrowing any TextMeasurer,
    eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    if !writtenWhole(lines, height: height, inCells: inCells, eachRow: eachRow) {
      TerminalRenderer(drawing: copy measurer).drawClusters(lines, height: height, eachRow: eachRow)
    }
  }

  /// Whether the rows of `lines` in a frame `height` high were written from whole lines and
  /// handed to `eachRow`: only in terminal cells, and not when lines overlap (nothing is
  /// handed over then).
  private static func writtenWhole(
    _ lines: UnsafeBufferPointer<PlacedLine>, height: Double, inCells: Bool,
    eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    inCells && write(lines, rows: rowCount(height), eachRow: eachRow)
  }

  /// The rows of `lines` in a frame `height` high, drawn a cluster at a time.
  private func drawClusters(
    _ lines: UnsafeBufferPointer<PlacedLine>, height: Double,
    eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var grid = CellGrid(rows: Self.rowCount(height))
    for line in lines { draw(line, into: &grid) }
    for var row in grid.lines() { row.withUTF8 { eachRow($0) } }
  }

  /// The rows a frame `height` high takes.
  private static func rowCount(_ height: Double) -> Int {
    max(0, cell(height.rounded(.up), limit: 1 << 20))
  }

  /// The cell a line starts at, and how many cells it takes.
  private struct Run {
    var row: Int
    var column: Int
    var cells: Int

    init(_ line: PlacedLine) {
      row = TerminalRenderer.cell(line.origin.y, limit: 1 << 20)
      column = TerminalRenderer.cell(line.origin.x, limit: TerminalRenderer.maximumColumn)
      cells = Int(exactly: line.width) ?? Int(line.width.rounded())
    }

    func precedes(_ other: Run) -> Bool { (row, column) < (other.row, other.column) }
  }

  /// Writes the rows from whole lines, handing each to `eachRow`; false, with nothing handed
  /// over, when two lines of a row overlap or one starts before the frame.
  private static func write(
    _ lines: UnsafeBufferPointer<PlacedLine>, rows rowCount: Int,
    eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    withUnsafeTemporaryAllocation(of: Run.self, capacity: lines.count) { runs in
      var sorted = true
      for (index, line) in lines.enumerated() {
        let run = Run(line)
        guard run.row >= 0, run.column >= 0 else { return false }
        if index > 0, run.precedes(runs[index - 1]) { sorted = false }
        runs.initializeElement(at: index, to: run)
      }
      guard sorted else {
        return lines.sorted { Run($0).precedes(Run($1)) }.withUnsafeBufferPointer {
          write($0, rows: rowCount, eachRow: eachRow)
        }
      }
      // Every overlap is found before the first row is handed over.
      for index in 1..<max(lines.count, 1)
      where runs[index].row == runs[index - 1].row
        && runs[index].column < runs[index - 1].column + runs[index - 1].cells
      {
        return false
      }
      let rows = max(rowCount, lines.isEmpty ? 0 : runs[lines.count - 1].row + 1)
      var next = 0
      for row in 0..<rows {
        let first = next
        var column = 0
        var capacity = 0
        while next < lines.count, runs[next].row == row {
          capacity += runs[next].column - column + lines[next].text.utf8.count
          column = runs[next].column + runs[next].cells
          next += 1
        }
        writeRow(lines, runs, first..<next, capacity: capacity, to: eachRow)
      }
      return true
    }
  }

  /// A row of cells, the lines `row` of `lines` (at the runs of the same indices in `runs`):
  /// each line's text after spaces up to its column, written into the string's storage at
  /// once, without the spaces it would end with.
  ///
  /// The bytes are copied into the string without a second check that they are UTF-8: they
  /// are whole scalars of strings and spaces, so they are UTF-8 by construction, and a check
  /// would walk every byte of a text that is not ASCII (debug builds check them all the same).
  private static func writeRow(
    _ lines: UnsafeBufferPointer<PlacedLine>, _ runs: UnsafeMutableBufferPointer<Run>,
    _ row: Range<Int>,
    capacity: Int, to eachRow: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard capacity > 0 else { return eachRow(UnsafeBufferPointer(start: nil, count: 0)) }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var written = 0
      var column = 0
      for index in row {
        let spaces = runs[index].column - column
        if spaces > 0 {
          buffer.baseAddress?.advanced(by: written).initialize(repeating: 0x20, count: spaces)
          written += spaces
        }
        written = copy(lines[index].text, into: buffer, at: written)
        column = runs[index].column + runs[index].cells
      }
      while written > 0, buffer[written - 1] == 0x20 { written -= 1 }
      let row = UnsafeBufferPointer(rebasing: buffer[..<written])
      assert(String(validating: row, as: UTF8.self) != nil, "a written row is not UTF-8")
      eachRow(row)
    }
  }

  /// Copies the UTF-8 of `text` into `buffer` at `offset`; returns the offset after it.
  private static func copy(
    _ text: borrowing Substring, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    func place(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
      guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return offset }
      (target + offset).update(from: source, count: bytes.count)
      return offset + bytes.count
    }
    // The substring's own UTF-8, in place: borrowed where the runtime has `Substring.UTF8View.span`
    // (Linux, and Apple systems from their 26 releases), through a copy of the substring value
    // (its storage shared) on earlier ones.
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      return text.utf8.span.withUnsafeBufferPointer(place)
    }
    var shared = copy text
    return shared.withUTF8(place)
  }

  /// The visible texts and borders of a placed tree, in drawing order.
  private func collect(_ node: PlacedNode, into drawings: inout [Drawing]) {
    guard !node.isHidden else { return }
    if let text = node.content as? TextContent {
      let origin = node.absoluteFrame.origin
      for (index, line) in text.layout.lines.enumerated() {
        drawings.append(
          .line(
            PlacedLine(
              text: line.text[...],
              origin: Point(
                x: origin.x + line.x, y: origin.y + Double(index) * text.linePitch),
              width: line.width)))
      }
    } else if let border = node.content as? BorderContent, border.width > 0 {
      drawings.append(.border(node.absoluteFrame))
    } else if let divider = node.content as? DividerContent {
      rule(
        along: divider.axis, in: node.absoluteFrame, glyphs: RuleGlyphs(measuredBy: measurer),
        into: &drawings)
    }
    for child in node.children { collect(child, into: &drawings) }
  }

  /// Draws `line` a cluster at a time; its row is on the canvas even when it draws nothing
  /// (an empty line), as the row writer keeps it.
  private func draw(_ line: PlacedLine, into grid: inout CellGrid) {
    let row = Self.cell(line.origin.y, limit: 1 << 20)
    var column = Self.cell(line.origin.x, limit: Self.maximumColumn)
    grid.include(row: row)
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

/// The characters borders and rules are drawn with, by the renderer and by the text outputs'
/// separators and frames: box-drawing characters where the measurer gives each of them one
/// cell, else ASCII (a terminal that draws East Asian ambiguous characters, box-drawing ones
/// among them, two cells wide).
package struct RuleGlyphs {
  package var horizontal = "─"
  package var vertical = "│"
  package var topLeft = "┌"
  package var topRight = "┐"
  package var bottomLeft = "└"
  package var bottomRight = "┘"
  /// A dashed horizontal line, for a stretch past a frame's width.
  package var dashed = "┄"

  package init(measuredBy measurer: any TextMeasurer) {
    let boxDrawing = [horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, dashed]
    guard boxDrawing.contains(where: { measurer.advance(ofCluster: $0[...]) != 1 }) else { return }
    (horizontal, vertical, dashed) = ("-", "|", ".")
    (topLeft, topRight, bottomLeft, bottomRight) = ("+", "+", "+", "+")
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

  /// Adds empty rows up to `row`, so that it is drawn even if nothing is put in it.
  mutating func include(row: Int) {
    while rows.count <= row { rows.append([]) }
  }

  mutating func put(_ cluster: String, row: Int, column: Int, cells: Int) {
    guard row >= 0, column >= 0 else { return }
    include(row: row)
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
