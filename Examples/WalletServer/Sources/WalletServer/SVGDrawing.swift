/// Rows drawn in terminal cells, as SVG text: one `<text>` per line, monospaced, a cell
/// `cellWidth` wide and a line `lineHeight` high. Written in pieces (a head, bands of lines,
/// a tail) so that a statement's picture streams like its text.
struct SVGDrawing {
  static let cellWidth = 8.4
  static let lineHeight = 18.0
  static let margin = 12.0

  /// The width of the picture: `cells` cells and the margins.
  let cells: Int
  /// The y of the next line's baseline.
  private(set) var nextBaseline = margin + 14

  init(cells: Int) { self.cells = cells }

  /// The opening of the picture. The height is left to the viewer (a statement's length is not
  /// known when its picture starts), so a browser shows it at its full length.
  var head: String {
    let width = Self.number(Double(cells) * Self.cellWidth + 2 * Self.margin)
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\""
      + " font-family=\"DejaVu Sans Mono, monospace\" font-size=\"14\">\n"
      + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
  }

  /// The closing of the picture.
  var tail: String { "</svg>\n" }

  /// `lines` as text elements below the lines before, in `color`, then a gap of half a line.
  mutating func band(_ lines: [String], color: String = "#1d1d1f") -> String {
    var svg = "<g fill=\"\(color)\">\n"
    for line in lines {
      svg += "<text x=\"\(Self.number(Self.margin))\" y=\"\(Self.number(nextBaseline))\""
      svg += " xml:space=\"preserve\">\(Self.escaped(line))</text>\n"
      nextBaseline += Self.lineHeight
    }
    nextBaseline += Self.lineHeight / 2
    return svg + "</g>\n"
  }

  /// `text` with XML's special characters escaped, and any character XML 1.0 cannot hold
  /// replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
