/// A JSON value as the JSON Lines reader sees it. Numbers keep their literal text: they are
/// never converted to a binary floating-point value.
enum JSONValue: Sendable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  /// What the value is, for messages: "an object", "a string", ….
  var kind: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// Why a line is not JSON: the column (from 1, in bytes) where the parser stopped, and what it
/// expected there.
struct JSONSyntaxError: Error, Hashable, Sendable {
  var column: Int
  var problem: String
}

/// A strict RFC 8259 parser over one line of well-formed UTF-8, with a nesting limit so that
/// deep input ends in an error, not a stack overflow.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  /// Parses `bytes`, which must hold exactly one JSON value with optional white space around
  /// it.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
    }
    return value
  }

  /// Whether `bytes` hold only the opening of a value: at least one `{` or `[`, and white
  /// space. Read only for a line that is not JSON.
  static func holdsOnlyOpenings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var opened = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["): opened = true
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default: return false
      }
    }
    return opened
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private func error(_ problem: String) -> JSONSyntaxError {
    JSONSyntaxError(column: index + 1, problem: problem)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of line" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F {
      return "character '\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("expected a value, found end of line") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw error("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key, found \(describeCurrent())")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(quoted(key))\", found \(describeCurrent())")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("expected ',' or '}', found end of line") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected ',' or '}', found \(describeCurrent())")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("expected ',' or ']', found end of line") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']', found \(describeCurrent())")
      }
    }
  }

  /// Reads `literal`; a line that ends inside it (`tru`) is reported at its end, "found end
  /// of line", a wrong byte at that byte.
  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = index
    for offset in 0..<literal.utf8CodeUnitCount {
      index = start + offset
      guard index < bytes.count, bytes[index] == literal.utf8Start[offset] else {
        throw error("expected \(literal), found \(describeCurrent())")
      }
    }
    index = start + literal.utf8CodeUnitCount
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isASCIIDigit(bytes[index]) else {
      throw error("expected a digit in a number, found \(describeCurrent())")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isASCIIDigit(bytes[index]) {
        throw error("a number may not have a leading zero")
      }
    } else {
      while index < bytes.count, isASCIIDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isASCIIDigit(bytes[index]) else {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
      while index < bytes.count, isASCIIDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isASCIIDigit(bytes[index]) else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
      while index < bytes.count, isASCIIDigit(bytes[index]) { index += 1 }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // the opening quote
    let start = index
    // Fast path: no escapes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 {
        throw error("unescaped control character 0x\(String(byte, radix: 16)) in a string")
      }
      index += 1
    }
    var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unfinished escape at end of line") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): decoded.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
          let scalar = try parseUnicodeEscape()
          decoded.append(contentsOf: String(scalar).utf8)
        default:
          index -= 2
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
      default:
        if byte < 0x20 {
          throw error("unescaped control character 0x\(String(byte, radix: 16)) in a string")
        }
        decoded.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  /// Reads the four hex digits after `\u` (and a second `\uXXXX` for a surrogate pair).
  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let escapeStart = index - 2
    let first = try parseHex4()
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else {
        index = escapeStart
        throw error("lone UTF-16 surrogate escape")
      }
      index += 2
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else {
        index = escapeStart
        throw error("lone UTF-16 surrogate escape")
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      if let scalar = Unicode.Scalar(value) { return scalar }
    } else if let scalar = Unicode.Scalar(first) {
      return scalar
    }
    index = escapeStart
    throw error("lone UTF-16 surrogate escape")
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("expected 4 hex digits after \\u") }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected 4 hex digits after \\u, found \(describeCurrent())")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
