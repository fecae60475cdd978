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

  /// `text` as a JSON string. Every control character (C0, DEL, C1), the bidi controls and
  /// the line and paragraph separators are escaped as `\uXXXX`, so nothing from a request
  /// reaches a terminal as a control sequence and the text stays on one line.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where needsEscape(scalar.value):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func needsEscape(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x200E...0x200F).contains(value)
      || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
      || value == 0x061C
  }
}
