import WalletList

/// The JSON the service writes itself: the bodies of its error responses and the errors it adds
/// to a statement (`tooManyRows`). Rows, and the errors and warnings of input lines, are
/// written by the library.
enum JSONText {
  /// `{"error": {"code": "...", "message": "..."}}`: the body of a request's error response.
  static func error(code: String, message: String) -> String {
    "{\"error\":{\"code\":\(string(code)),\"message\":\(string(message))}}"
  }

  /// `{"line": 7, "error": {"code": "...", "message": "...", "column": 12}}`, on one line.
  static func error(_ error: LineError) -> String {
    let column = error.column.map { ",\"column\":\($0)" } ?? ""
    return "{\"line\":\(error.line),\"error\":{\"code\":\(string(error.code)),"
      + "\"message\":\(string(error.message))\(column)}}"
  }

  /// `text` as a JSON string, escaped as the library escapes the rows it writes
  /// (`JSONString`): controls, bidi embeddings, overrides and isolates, and the line and
  /// paragraph separators as escapes, so nothing from a request reaches a terminal as a
  /// control sequence and the text stays on one line.
  static func string(_ text: String) -> String {
    JSONString.literal(text)
  }
}
