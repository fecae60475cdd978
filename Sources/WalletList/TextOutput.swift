import CellRendering
import LayoutEngine
import TextMeasurement

/// Text output: each row's lines as drawn (in terminal cells, or the text lines of a font
/// measurer), joined by line feeds, with the list's separator line between two rows. Its
/// preview frames each row at each width with a ruler; its layout adds the row's mode, size
/// and each candidate's verdict.
public struct TextOutput: StraightRowOutput {
  /// A text output.
  public init() {}

  /// `text`.
  public var name: String { "text" }
  /// Plain text in UTF-8.
  public var mediaType: String { "text/plain; charset=utf-8" }
  /// The drawn lines alone.
  public var source: RowOutputSource { .lines }
  /// In a list, its drawn lines written as they come.
  package var straightRows: StraightRowWriting { .joinedLines }

  /// Rows as their text, the options' separator line between two.
  public func listWriter(for options: ListFormatterOptions) -> any RowListWriter {
    TextListWriter(separator: options.separatorLine)
  }

  /// For each row its label, then its panels side by side while the settings' columns allow:
  /// each the width and the mode, a ruler, and the row in a frame of its width.
  public func preview(_ preview: RowPreview) -> String {
    let panels = TextPanels(color: preview.settings.color, measurer: preview.measurer)
    var text = ""
    for (index, band) in preview.bands.enumerated() {
      if index > 0 { text += "\n" }
      text += panels.label(band.label) + "\n"
      text += panels.arrange(
        band.panels.map { panels.panel(for: $0.row) }, columns: preview.settings.columns)
    }
    return text
  }

  /// The row's lines, a blank line, its mode and size, and each candidate's verdict.
  public func layout(_ preview: RowPreview) -> String {
    guard let row = preview.bands.first?.panels.first?.row else { return "" }
    var text = text(ofLines: row.lines) + "\n\n"
    text += "mode \(row.mode), \(formatLength(row.width)) x \(formatLength(row.height))"
    text += row.overflow ? ", overflow: wider than \(formatLength(row.proposedWidth))\n" : "\n"
    let pad = row.candidates.map(\.mode.rawValue.count).max() ?? 0
    for candidate in row.candidates {
      let name = candidate.mode.rawValue
      text += "  \(name)\(String(repeating: " ", count: pad - name.count))  "
      text += "\(candidate.explanation)\n"
    }
    return text
  }
}

/// Writes text rows: each row's text, the separator line between two answers.
struct TextListWriter: RowListWriter {
  let separator: String?
  var separatesRowsOnly: Bool { true }

  func writeRow(_ text: String, after answers: Int, to writeLine: (String) throws -> Void)
    rethrows
  {
    if answers > 0, let separator { try writeLine(separator) }
    try writeLine(text)
  }

  func writeError(
    message: String, json: String, after answers: Int, to writeLine: (String) throws -> Void
  ) rethrows {
    try writeRow(message, after: answers, to: writeLine)
  }
}

/// Draws a text preview's panels: a header with the width and the mode, a ruler, and the row
/// in a frame of its width; and arranges panels side by side or stacked.
struct TextPanels {
  /// Whether to use ANSI colours (only the tool's own escapes; data never carries any).
  let color: Bool
  /// The measurer the rows were laid out with, for padding.
  let measurer: any TextMeasurer

  /// A panel: its lines and its width in cells.
  struct Panel {
    var lines: [(text: String, cells: Int)]
    var width: Int { lines.map(\.cells).max() ?? 0 }
  }

  func label(_ text: String) -> String { paint(text, "1") }

  /// The panel of `row`.
  func panel(for row: RenderedRow) -> Panel {
    let width = ListFormatterOptions.cells(row.proposedWidth)
    let inner = max(width, row.lines.map(cells).max() ?? 0)
    let extra = inner - width
    var lines: [(String, Int)] = []
    var header = "\(width): " + paint(row.mode.rawValue, modeColor(row.mode.rawValue))
    var headerCells = "\(width): \(row.mode.rawValue)".count
    if row.overflow {
      let mark = extra > 0 ? " overflow +\(extra)" : " overflow"
      header += paint(mark, "1;31")
      headerCells += mark.count
    }
    lines.append((header, headerCells))
    lines.append((" " + paint(Self.ruler(width), "2"), width + 1))
    let glyphs = RuleGlyphs(measuredBy: measurer)
    let edge =
      String(repeating: glyphs.horizontal, count: width)
      + String(repeating: glyphs.dashed, count: extra)
    lines.append((paint(glyphs.topLeft + edge + glyphs.topRight, "2"), inner + 2))
    for line in row.lines {
      let used = cells(line)
      let side = paint(glyphs.vertical, "2")
      lines.append((side + line + String(repeating: " ", count: inner - used) + side, inner + 2))
    }
    lines.append((paint(glyphs.bottomLeft + edge + glyphs.bottomRight, "2"), inner + 2))
    return Panel(lines: lines)
  }

  /// Panels side by side, two spaces apart, as many on a line as `columns` allows (at least
  /// one); lines without trailing spaces.
  func arrange(_ panels: [Panel], columns: Int) -> String {
    var groups: [[Panel]] = []
    var used = 0
    for panel in panels {
      if let last = groups.last, !last.isEmpty, used + 2 + panel.width <= columns {
        groups[groups.count - 1].append(panel)
        used += 2 + panel.width
      } else {
        groups.append([panel])
        used = panel.width
      }
    }
    var text = ""
    for (index, group) in groups.enumerated() {
      if index > 0 { text += "\n" }
      let height = group.map(\.lines.count).max() ?? 0
      for lineIndex in 0..<height {
        var line = ""
        for (position, panel) in group.enumerated() {
          let (content, width) =
            lineIndex < panel.lines.count ? panel.lines[lineIndex] : ("", 0)
          line += content
          if position < group.count - 1 {
            line += String(repeating: " ", count: panel.width - width + 2)
          }
        }
        line.removeTrailingSpaces()
        text += line + "\n"
      }
    }
    return text
  }

  /// `----+----1----+----2`: a mark every five cells, the tens digit every ten.
  static func ruler(_ width: Int) -> String {
    String(
      (1...max(width, 1)).map { position -> Character in
        if position % 10 == 0 { return Character(String(position / 10 % 10)) }
        return position % 5 == 0 ? "+" : "-"
      })
  }

  /// The width of `line` in cells, cluster by cluster as the renderer draws it.
  func cells(_ line: String) -> Int {
    line.reduce(0) { $0 + Int(measurer.advance(ofCluster: String($1)[...]).rounded()) }
  }

  private func modeColor(_ mode: String) -> String {
    switch mode {
    case "compact": "32"
    case "standard": "33"
    default: "36"
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension TextOutput {
  /// Appends the UTF-8 of the text of `lines` (``RowOutput/text(ofLines:)``: the lines joined
  /// by line feeds) to `bytes`, without a string of its own.
  static func write(lines: [String], to bytes: inout [UInt8]) {
    for index in lines.indices {
      if index > 0 { bytes.append(0x0A) }
      RunList.write(lines[index], to: &bytes)
    }
  }
}
