/// JSON Lines output: each row as one JSON object on a line of its own (``RenderedRow/jsonText``),
/// which decodes back into a ``RenderedRow``. Warnings and errors among the rows are JSON
/// objects too. Its preview is an object per row with its layout at each width; its layout is
/// the row's object.
public struct JSONLinesOutput: StraightRowOutput {
  /// A JSON Lines output.
  public init() {}

  /// `jsonl`.
  public var name: String { "jsonl" }
  /// `json`, the preview's and the layout's name for it.
  public var aliases: [String] { ["json"] }
  /// JSON Lines in UTF-8.
  public var mediaType: String { "application/jsonl; charset=utf-8" }
  /// The whole row: its object holds every candidate's report.
  public var source: RowOutputSource { .row }
  /// In a list in cells, a safe row's object written from its reports and drawn lines.
  package var straightRows: StraightRowWriting { .jsonObject }

  /// The row's JSON object. A list in terminal cells writes the object of a row whose texts
  /// are safe straight from the row's reports and drawn lines, without the row: the same
  /// text, from the same writer.
  public func text(of row: RenderedRow) -> String { row.jsonText }

  /// Rows as their objects, one a line.
  public func listWriter(for options: ListFormatterOptions) -> any RowListWriter {
    JSONLinesListWriter()
  }

  /// For each row `{"line": 3, "layouts": [...]}`: its input line, when it came from input,
  /// and its object at each width.
  public func preview(_ preview: RowPreview) -> String {
    var text = ""
    for band in preview.bands {
      var members: [(String, JSONWriter.Value)] = []
      if let line = band.line { members.append(("line", .int(line))) }
      members.append(("layouts", .array(band.panels.map { $0.row.json })))
      text += JSONWriter.text(of: .object(members)) + "\n"
    }
    return text
  }

  /// The row's object.
  public func layout(_ preview: RowPreview) -> String {
    guard let row = preview.bands.first?.panels.first?.row else { return "" }
    return row.jsonText + "\n"
  }
}

/// Writes JSON Lines rows: each row's object, its warnings before it, errors as objects.
struct JSONLinesListWriter: RowListWriter {
  var separator: String? { nil }
  var separatesRowsOnly: Bool { true }

  func writeRow(_ text: String, after answers: Int, to writeLine: (String) throws -> Void)
    rethrows
  {
    try writeLine(text)
  }

  func writeWarning(json: String, to writeLine: (String) throws -> Void) rethrows {
    try writeLine(json)
  }

  func writeError(
    message: String, json: String, after answers: Int, to writeLine: (String) throws -> Void
  ) rethrows {
    try writeLine(json)
  }
}
