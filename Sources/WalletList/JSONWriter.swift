/// Writes JSON text exactly, with every control character escaped: C0 controls, DEL, C1
/// controls, the bidi embeddings, overrides and isolates, and the line and paragraph
/// separators are written as `\uXXXX` (`\n`, `\r`, `\t`, `\b`, `\f` for theirs), so nothing
/// from the data reaches a terminal as a control sequence, and the output is one line.
///
/// ```swift
/// JSONWriter.string("a\u{1B}b")  // "\"a\\u001bb\""
/// ```
public enum JSONWriter {
  /// A JSON value.
  public indirect enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    /// Keys in the order given.
    case object([(String, Value)])

    public static func == (lhs: Value, rhs: Value) -> Bool {
      JSONWriter.text(of: lhs) == JSONWriter.text(of: rhs)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(JSONWriter.text(of: self)) }
  }

  /// The compact JSON text of `value`, on one line.
  public static func text(of value: Value) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  /// `text` as a JSON string literal.
  public static func string(_ text: String) -> String {
    var output = ""
    writeString(text, to: &output)
    return output
  }

  /// A number: an integer when the value is one, else Swift's shortest round-trip form.
  public static func number(_ value: Double) -> Value {
    if value == value.rounded(), abs(value) < 9e15 { return .int(Int(value)) }
    return .double(value)
  }

  private static func write(_ value: Value, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .double(let number): output += number.isFinite ? String(number) : "null"
    case .string(let text): writeString(text, to: &output)
    case .array(let values):
      output += "["
      for (index, element) in values.enumerated() {
        if index > 0 { output += "," }
        write(element, to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, element)) in members.enumerated() {
        if index > 0 { output += "," }
        writeString(key, to: &output)
        output += ":"
        write(element, to: &output)
      }
      output += "}"
    }
  }

  private static let hexDigits = Array("0123456789abcdef")

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: output += "\\\""
      case 0x5C: output += "\\\\"
      case 0x0A: output += "\\n"
      case 0x0D: output += "\\r"
      case 0x09: output += "\\t"
      case 0x08: output += "\\b"
      case 0x0C: output += "\\f"
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
        let value = Int(scalar.value)
        output += "\\u"
        for shift in stride(from: 12, through: 0, by: -4) {
          output.append(hexDigits[(value >> shift) & 0xF])
        }
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

extension RenderedRow {
  /// The row as a JSON object: `line` (when known), `title`, `amount`, `subtitle` (when
  /// given), `mode`, `lines`, `width`, `height`, `proposedWidth`, `overflow` and
  /// `candidates`, each candidate with `mode`, `truncated`, `reason`, `explanation`,
  /// `titleWidthGiven`, `titleWidthNeeded`, `titleLinesNeeded` and `titleLinesAllowed`.
  public var json: JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = []
    if let line { members.append(("line", .int(line))) }
    members.append(("title", .string(title)))
    members.append(("amount", .string(amount)))
    if let subtitle { members.append(("subtitle", .string(subtitle))) }
    members += [
      ("mode", .string(mode.rawValue)),
      ("lines", .array(lines.map { .string($0) })),
      ("width", JSONWriter.number(width)),
      ("height", JSONWriter.number(height)),
      ("proposedWidth", .int(proposedWidth)),
      ("overflow", .bool(overflow)),
      ("candidates", .array(candidates.map(\.json))),
    ]
    return .object(members)
  }

  /// ``json`` as compact JSON text on one line.
  public var jsonText: String { JSONWriter.text(of: json) }
}

extension RenderedRow.CandidateSummary {
  /// The candidate as a JSON object.
  public var json: JSONWriter.Value {
    .object([
      ("mode", .string(mode.rawValue)),
      ("truncated", .bool(truncated)),
      ("reason", reason.map { .string($0) } ?? .null),
      ("explanation", .string(explanation)),
      ("titleWidthGiven", titleWidthGiven.map(JSONWriter.number) ?? .null),
      ("titleWidthNeeded", JSONWriter.number(titleWidthNeeded)),
      ("titleLinesNeeded", .int(titleLinesNeeded)),
      ("titleLinesAllowed", titleLinesAllowed.map { .int($0) } ?? .null),
    ])
  }
}
