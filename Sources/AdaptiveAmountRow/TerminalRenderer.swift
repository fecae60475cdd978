import LayoutEngine
import TextMeasurement

/// Draws a placed tree into terminal lines: every visible text at its cell position, wide
/// clusters taking two cells, zero-width ones joining the cluster before them; no trailing
/// whitespace on any line. Hidden subtrees are not drawn; nothing is cut: a line is as long
/// as what is drawn on it, even past the layout's width.
///
/// ```swift
/// let layout = AdaptiveAmountRow(title: "short Text", amount: "-12.50 €").layout(width: 20)
/// TerminalRenderer().render(layout.result)  // ["short Text  -12.50 €"]
/// ```
public struct TerminalRenderer: Sendable {
  /// The measurer that gives each cluster its cells; it should be the one the tree was laid
  /// out with.
  public var measurer: any TextMeasurer

  public init(measurer: any TextMeasurer = TerminalCellMeasurer()) {
    self.measurer = measurer
  }

  /// The rightmost column a text starts at: a text placed further right (a row laid out at an
  /// infinite or absurdly large width) starts here instead, so it is still drawn in full and a
  /// line never grows past what memory allows.
  public static let maximumColumn = 1 << 16

  /// The lines of `result`, one per row of cells of its height.
  public func render(_ result: LayoutResult) -> [String] {
    var grid = CellGrid(rows: max(0, Self.cell(result.size.height.rounded(.up), limit: 1 << 20)))
    draw(result.root, into: &grid)
    return grid.lines()
  }

  private func draw(_ node: PlacedNode, into grid: inout CellGrid) {
    guard !node.isHidden else { return }
    if let text = node.content as? TextContent {
      for (index, line) in text.layout.lines.enumerated() {
        let row = Self.cell(
          node.absoluteFrame.minY + Double(index) * text.lineHeight, limit: Int(Int32.max))
        var column = Self.cell(node.absoluteFrame.minX + line.x, limit: Self.maximumColumn)
        for character in line.text {
          let cluster = String(character)
          let cells = Int(measurer.advance(ofCluster: cluster[...]).rounded())
          grid.put(cluster, row: row, column: column, cells: cells)
          column += cells
        }
      }
    }
    for child in node.children { draw(child, into: &grid) }
  }

  /// `position` rounded to a cell index, at most `limit` (NaN and negative positions are -1,
  /// which is not drawn, as before), without trapping on positions no `Int` holds.
  private static func cell(_ position: Double, limit: Int) -> Int {
    guard !position.isNaN else { return -1 }
    return Int(min(max(position.rounded(), -1), Double(limit)))
  }
}

/// Rows of cells; a cell holds a cluster, the right half of a wide cluster, zero-width
/// clusters waiting for the cluster drawn in their cell, or nothing.
struct CellGrid {
  enum Cell {
    case empty
    case cluster(String)
    case continuation
    case zeroWidth(String)
  }

  var rows: [[Cell]]

  init(rows: Int) { self.rows = Array(repeating: [], count: rows) }

  mutating func put(_ cluster: String, row: Int, column: Int, cells: Int) {
    guard row >= 0, column >= 0 else { return }
    while rows.count <= row { rows.append([]) }
    if cells == 0 {
      // A zero-width cluster joins the cluster before it, wide ones included; with none
      // before it, it waits in its cell for the cluster drawn there (or stands alone).
      var index = column - 1
      while index >= 0, case .continuation? = rows[row][safe: index] { index -= 1 }
      if index >= 0, case .cluster(let previous)? = rows[row][safe: index] {
        rows[row][index] = .cluster(previous + cluster)
        return
      }
      ensure(row: row, count: column + 1)
      if case .zeroWidth(let waiting) = rows[row][column] {
        rows[row][column] = .zeroWidth(waiting + cluster)
      } else {
        rows[row][column] = .zeroWidth(cluster)
      }
      return
    }
    ensure(row: row, count: column + cells)
    if case .zeroWidth(let waiting) = rows[row][column] {
      rows[row][column] = .cluster(waiting + cluster)
    } else {
      rows[row][column] = .cluster(cluster)
    }
    for extra in 1..<max(cells, 1) { rows[row][column + extra] = .continuation }
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
        case .cluster(let text), .zeroWidth(let text): line += text
        case .continuation: break
        }
      }
      while let last = line.unicodeScalars.last, last == " " { line.unicodeScalars.removeLast() }
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
  /// The row drawn in terminal cells (SEMANTICS section 7): no trailing whitespace, the
  /// amount ending at the row's width, nothing cut when the row overflows.
  public func terminalLines() -> [String] {
    TerminalRenderer(measurer: measurer).render(result)
  }
}
