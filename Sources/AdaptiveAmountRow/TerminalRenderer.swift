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

  /// The lines of `result`, one per row of cells of its height.
  public func render(_ result: LayoutResult) -> [String] {
    var texts: [PlacedRowText] = []
    collect(result.root, into: &texts)
    return render(texts, height: result.size.height)
  }

  /// The lines of `texts` in a frame `height` high.
  func render(_ texts: [PlacedRowText], height: Double) -> [String] {
    var grid = CellGrid(rows: max(0, Int(height.rounded(.up))))
    for text in texts { draw(text, into: &grid) }
    return grid.lines()
  }

  /// The visible texts of a placed tree, in drawing order.
  private func collect(_ node: PlacedNode, into texts: inout [PlacedRowText]) {
    guard !node.isHidden else { return }
    if let text = node.content as? TextContent {
      texts.append(
        PlacedRowText(
          layout: text.layout, origin: node.absoluteFrame.origin, lineHeight: text.lineHeight))
    }
    for child in node.children { collect(child, into: &texts) }
  }

  private func draw(_ text: PlacedRowText, into grid: inout CellGrid) {
    for (index, line) in text.layout.lines.enumerated() {
      let row = Int((text.origin.y + Double(index) * text.lineHeight).rounded())
      var column = Int((text.origin.x + line.x).rounded())
      for character in line.text {
        let cluster = String(character)
        let cells = Int(measurer.advance(ofCluster: cluster[...]).rounded())
        grid.put(cluster, row: row, column: column, cells: cells)
        column += cells
      }
    }
  }
}

/// Rows of cells; a cell holds a cluster, the right half of a wide cluster, or nothing.
struct CellGrid {
  enum Cell {
    case empty
    case cluster(String)
    case continuation
  }

  var rows: [[Cell]]

  init(rows: Int) { self.rows = Array(repeating: [], count: rows) }

  mutating func put(_ cluster: String, row: Int, column: Int, cells: Int) {
    guard row >= 0, column >= 0 else { return }
    while rows.count <= row { rows.append([]) }
    if cells == 0 {
      // A zero-width cluster joins the cluster before it (or stands alone at column 0).
      if column > 0, case .cluster(let previous)? = rows[row][safe: column - 1] {
        rows[row][column - 1] = .cluster(previous + cluster)
      } else {
        ensure(row: row, count: column + 1)
        rows[row][column] = .cluster(cluster)
      }
      return
    }
    ensure(row: row, count: column + cells)
    rows[row][column] = .cluster(cluster)
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
        case .cluster(let text): line += text
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
    let renderer = TerminalRenderer(measurer: measurer)
    guard let texts else { return renderer.render(result) }
    return renderer.render(texts, height: size.height)
  }
}
