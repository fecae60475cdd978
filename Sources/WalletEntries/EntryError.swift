import ControlScalars

/// Why an input record did not become a ``WalletEntry``.
///
/// The record's line is in ``EntryRecord/line``; ``description`` is the message without it
/// and ``EntryRecord/diagnostic`` the message with it (`line 3: malformed JSON: …`). Values
/// quoted in messages have their control characters, bidi controls and separators escaped
/// (`\u{1B}`, `\u{202E}`) and are cut after 60 characters with `…` (only in the message:
/// amounts themselves are never cut).
/// Every case is about the data except ``readFailed(_:)``: reading the input failed.
public enum EntryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `line N: message`: how a record's error is reported, for the record that starts on `line`.
  public func diagnostic(atLine line: Int) -> String {
    "line \(line): \(description)"
  }

  /// The bytes are not UTF-8. `byte` is the first byte of the first ill-formed sequence (as
  /// Python reports it: for `ED A0 80`, a UTF-16 surrogate, it is `ED`); `byteOffset` counts
  /// bytes from the start of the input (0 for the first byte, a byte-order mark included);
  /// `line` and `column` (both from 1, the column in bytes, not counting a byte-order mark on
  /// line 1) locate that byte, which in a CSV record spanning lines may be on a later line
  /// than the record's first one. UTF-16 surrogates encoded as UTF-8 (CESU-8,
  /// `ED A0…BF xx`), overlong forms, stray continuation bytes, truncated sequences and
  /// values above U+10FFFF are all invalid.
  case invalidUTF8(byte: UInt8, byteOffset: Int, line: Int, column: Int)
  /// The line (JSON Lines) or record (CSV) is longer than the limit, in bytes. Its bytes are
  /// skipped without being kept in memory; reading goes on with the next one.
  case lineTooLong(limit: Int)
  /// The line is not JSON; `column` (from 1, in bytes) is where the parser stopped.
  /// `goesOnPastLine` says the line holds only the opening of a value (`{`, `[`, `[{`, with
  /// white space) and ends there, so the value goes on past the line: the first line of
  /// pretty-printed JSON, not a line cut short.
  case malformedJSON(column: Int, problem: String, goesOnPastLine: Bool = false)
  /// The line is JSON but not an object; `found` names what it is (`array`, `string`, …).
  case notAnObject(found: String)
  /// A required field (`title`, `amount`, `value`, `currency`) is missing or empty (CSV).
  case missingField(String)
  /// A field has the wrong JSON type.
  case wrongType(field: String, expected: String, found: String)
  /// A JSON object has the same key twice.
  case duplicateField(String)
  /// An amount object has a key other than `value`, `currency`, `direction` and `status`.
  case unknownAmountField(String)
  /// Both `date` and `subtitle` are given; only one subtitle line can be shown.
  case conflictingFields(String, String)
  /// A text field holds a control character it may not hold (`amount: control character
  /// U+0007 at position 3`). `position` counts Unicode scalars from 1. Amounts may hold none; titles and subtitles may hold tab, line feed and
  /// carriage return only.
  case controlCharacter(field: String, scalar: UInt32, position: Int)
  /// Not a decimal of the accepted shape (see ``ExactDecimal``).
  case invalidDecimal(String, reason: String)
  /// Not 1 to 11 ASCII letters (see ``CurrencyCode``).
  case invalidCurrency(String)
  /// A direction other than `incoming` or `outgoing`.
  case unknownDirection(String)
  /// A status other than `pending`, `done` or `failed`.
  case unknownStatus(String)
  /// The value has a sign the direction contradicts (`-5` incoming, `+5` outgoing).
  case signContradictsDirection(value: String, direction: Direction)
  /// A CSV `direction` or `status` cell is set, but the amount is preformatted (no currency
  /// cell and no `CURRENCY:VALUE` amount), so it could not be shown.
  case requiresStructuredAmount(field: String)
  /// A CSV record does not have as many fields as the header.
  case wrongColumnCount(expected: Int, found: Int)
  /// A CSV record breaks the quoting rules of RFC 4180; `problem` says how and where.
  case malformedCSV(problem: String)
  /// The CSV header is unusable: `title` or `amount` missing (the message quotes the header
  /// as read), a known column named twice, or a JSON object (``jsonObjectHeader``: the input
  /// is JSON Lines); the header record itself malformed, too long or not UTF-8 is reported
  /// as such.
  case invalidHeader(problem: String)
  /// A CSV record after an unusable header: it cannot be read without column names.
  case noUsableHeader
  /// Reading the input failed; nothing after this record is read.
  case readFailed(String)

  /// The problem of an ``invalidHeader(problem:)`` whose record starts with `{`: a JSON
  /// object, as JSON Lines has on each line.
  public static let jsonObjectHeader = "the first line is a JSON object, not a header row"

  /// The message, without the line number.
  public var description: String {
    switch self {
    case .invalidUTF8(let byte, let byteOffset, let line, let column):
      let hex = String(byte, radix: 16, uppercase: true)
      return "invalid UTF-8: byte 0x\(hex.count == 1 ? "0" : "")\(hex) at byte offset"
        + " \(byteOffset) (line \(line), column \(column))"
    case .lineTooLong(let limit):
      return "line longer than the limit of \(limit) bytes"
    case .malformedJSON(let column, let problem, _):
      return "malformed JSON at column \(column): \(problem)"
    case .notAnObject(let found):
      return "expected a JSON object, found \(found)"
    case .missingField(let field):
      return "missing field \"\(field)\""
    case .wrongType(let field, let expected, let found):
      return "field \"\(field)\" must be \(expected), found \(found)"
    case .duplicateField(let field):
      return "field \"\(field)\" given twice"
    case .unknownAmountField(let field):
      return "unknown amount field \"\(quoted(field))\""
    case .conflictingFields(let first, let second):
      return "fields \"\(first)\" and \"\(second)\" cannot both be given"
    case .controlCharacter(let field, let scalar, let position):
      // Worded as the warning of the same character (``EntryWarning``), which adds what the
      // layout does with it.
      let hex = String(scalar, radix: 16, uppercase: true)
      let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let kind = ControlScalar.kind(of: scalar) == .bidi ? "bidi control" : "control character"
      return "\(field): \(kind) \(name) at position \(position)"
    case .invalidDecimal(let text, let reason):
      return "invalid decimal \"\(quoted(text))\": \(reason)"
    case .invalidCurrency(let text):
      return "invalid currency \"\(quoted(text))\": expected 1 to 11 ASCII letters"
    case .unknownDirection(let text):
      return "unknown direction \"\(quoted(text))\": expected incoming or outgoing"
    case .unknownStatus(let text):
      return "unknown status \"\(quoted(text))\": expected pending, done or failed"
    case .signContradictsDirection(let value, let direction):
      return
        "value \"\(quoted(value))\" has a sign that contradicts direction \(direction.rawValue)"
    case .requiresStructuredAmount(let field):
      return "\(field) needs a structured amount (a currency cell or a CURRENCY:VALUE amount)"
    case .wrongColumnCount(let expected, let found):
      return "expected \(expected) fields as in the header, found \(found)"
    case .malformedCSV(let problem):
      return "malformed CSV: \(problem)"
    case .invalidHeader(let problem):
      return "invalid CSV header: \(problem)"
    case .noUsableHeader:
      return "record not read: the CSV header is unusable"
    case .readFailed(let reason):
      return "reading the input failed: \(reason)"
    }
  }

  /// The case's name (`missingField`, `malformedJSON`, `invalidUTF8`, ...): a stable code for
  /// machines, as the JSON form of errors gives it.
  public var code: String {
    switch self {
    case .invalidUTF8: "invalidUTF8"
    case .lineTooLong: "lineTooLong"
    case .malformedJSON: "malformedJSON"
    case .notAnObject: "notAnObject"
    case .missingField: "missingField"
    case .wrongType: "wrongType"
    case .duplicateField: "duplicateField"
    case .unknownAmountField: "unknownAmountField"
    case .conflictingFields: "conflictingFields"
    case .controlCharacter: "controlCharacter"
    case .invalidDecimal: "invalidDecimal"
    case .invalidCurrency: "invalidCurrency"
    case .unknownDirection: "unknownDirection"
    case .unknownStatus: "unknownStatus"
    case .signContradictsDirection: "signContradictsDirection"
    case .requiresStructuredAmount: "requiresStructuredAmount"
    case .wrongColumnCount: "wrongColumnCount"
    case .malformedCSV: "malformedCSV"
    case .invalidHeader: "invalidHeader"
    case .noUsableHeader: "noUsableHeader"
    case .readFailed: "readFailed"
    }
  }

  /// The column (from 1, in bytes) the error is at, when it is known: malformed JSON and
  /// invalid UTF-8.
  public var column: Int? {
    switch self {
    case .invalidUTF8(_, _, _, let column), .malformedJSON(let column, _, _): column
    default: nil
    }
  }
}

/// `text` made safe for a one-line message: `"` / `\` escaped, and every scalar the title
/// rule singles out (`ControlScalar`: controls, DEL, bidi controls, line and paragraph
/// separators) escaped as `\u{…}`, so that a message reaches a terminal or a document on one
/// line, with no control sequence and no reordering; cut after 60 characters.
func quoted(_ text: String) -> String {
  var result = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == 60 {
      result += "…"
      break
    }
    count += 1
    if scalar == "\"" || scalar == "\\" {
      result += "\\\(scalar)"
    } else if ControlScalar.kind(of: scalar.value) != nil {
      result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}
