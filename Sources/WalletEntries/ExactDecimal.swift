import ControlScalars

/// A decimal number kept exactly as the text it was given in.
///
/// The accepted shape is an optional sign, one or more ASCII digits, and optionally a `.`
/// followed by one or more ASCII digits: `12`, `-12.50`, `+0.000000001`,
/// `12345678901234567890.123456789012`. Exponents (`1e3`), a bare `.5` or `12.`, spaces,
/// grouping separators and non-ASCII digits are rejected. The value is never converted to a
/// binary floating-point number, so no digit is ever lost or invented; `12.5` and `12.50`
/// are different values here because the second one asks for two fraction digits.
///
/// ```swift
/// let value = try ExactDecimal(validating: "-12.50")
/// value.integerDigits   // "12"
/// value.fractionDigits  // "50"
/// value.isNegative      // true
/// ```
public struct ExactDecimal: Hashable, Sendable, CustomStringConvertible {
  /// The text exactly as given, sign included.
  public let text: String
  /// The sign written in front of the digits, if any.
  public let explicitSign: Sign?
  /// The UTF-8 offset in `text` where the integer digits end (at the `.` or the end). The
  /// digits' substrings are made from the offsets when asked for, so that a value copied with
  /// its entry retains its text once, not three times.
  private let integerEnd: Int
  /// The UTF-8 offset in `text` of the first significant integer digit: past the sign and
  /// leading zeros, but not past the last integer digit.
  private let significantStart: Int

  /// The digits before the `.`, exactly as given (leading zeros included).
  public var integerDigits: Substring {
    substring(from: explicitSign == nil ? 0 : 1, to: integerEnd)
  }
  /// The digits after the `.`, exactly as given (trailing zeros included); empty when the
  /// value has no `.`.
  public var fractionDigits: Substring {
    substring(from: fractionStart, to: text.utf8.count)
  }

  /// A sign written in front of a decimal value.
  public enum Sign: String, Hashable, Sendable {
    /// `+`
    case plus = "+"
    /// `-`
    case minus = "-"
  }

  /// Validates `text` and keeps it exactly.
  ///
  /// - Throws: ``EntryError/invalidDecimal(_:reason:)`` naming what is wrong.
  public init(validating text: String) throws(EntryError) {
    var bytes = text
    switch bytes.withUTF8(Self.parse) {
    case .valid(let sign, let integerEnd, let significantStart):
      self.init(
        text: text, sign: sign, integerEnd: integerEnd, significantStart: significantStart)
    case .invalid(let reason):
      throw .invalidDecimal(text, reason: reason)
    }
  }

  /// The value the UTF-8 `bytes` hold, validated like ``init(validating:)``; nil when they
  /// are not one.
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    guard case .valid(let sign, let integerEnd, let significantStart) = Self.parse(bytes) else {
      return nil
    }
    // Only ASCII bytes are valid, so they are copied without a second check.
    self.init(
      text: String(copyingValidUTF8: bytes), sign: sign, integerEnd: integerEnd,
      significantStart: significantStart)
  }

  private init(text: String, sign: Sign?, integerEnd: Int, significantStart: Int) {
    self.text = text
    self.explicitSign = sign
    self.integerEnd = integerEnd
    self.significantStart = significantStart
  }

  /// The substring of `text` between two UTF-8 offsets of ASCII bytes (found in a native
  /// string without walking it).
  private func substring(from start: Int, to end: Int) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return text[lower..<utf8.index(lower, offsetBy: end - start)]
  }

  /// The UTF-8 offset in `text` where the fraction digits start (its end when there are none).
  private var fractionStart: Int { min(integerEnd + 1, text.utf8.count) }

  /// What ``parse(_:)`` finds.
  private enum Parsed {
    case valid(sign: Sign?, integerEnd: Int, significantStart: Int)
    case invalid(reason: String)
  }

  /// Reads a decimal's UTF-8 bytes: an optional sign, one or more ASCII digits, and
  /// optionally a `.` followed by one or more ASCII digits.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed {
    let end = bytes.count
    var index = 0
    var sign: Sign?
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      sign = first == UInt8(ascii: "-") ? .minus : .plus
      index += 1
    }
    let integerStart = index
    while index < end, isASCIIDigit(bytes[index]) { index += 1 }
    let integerEnd = index
    guard integerEnd > integerStart else {
      return .invalid(reason: end == 0 ? "it is empty" : "it must start with a digit")
    }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < end, isASCIIDigit(bytes[index]) { index += 1 }
      guard index > fractionStart else {
        return .invalid(reason: "a digit must follow the decimal point")
      }
    }
    guard index == end else {
      let found = bytes[index]
      return .invalid(
        reason: found == UInt8(ascii: "e") || found == UInt8(ascii: "E")
          ? "exponents are not accepted" : "unexpected character at byte \(index + 1)")
    }
    // The first significant integer digit: past leading zeros, but not past the last digit.
    var significantStart = integerStart
    while significantStart < integerEnd - 1, bytes[significantStart] == UInt8(ascii: "0") {
      significantStart += 1
    }
    return .valid(sign: sign, integerEnd: integerEnd, significantStart: significantStart)
  }

  /// The count of ``fractionDigits``.
  var fractionCount: Int { text.utf8.count - fractionStart }

  /// Whether the text starts with `-`.
  public var isNegative: Bool { explicitSign == .minus }

  /// Whether every digit is `0`.
  public var isZero: Bool {
    // By bytes: the text holds only a sign, digits and a point.
    text.utf8.allSatisfy {
      $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "+")
        || $0 == UInt8(ascii: "-")
    }
  }

  /// The integer digits without leading zeros (`"0"` when they are all zeros).
  public var significantIntegerDigits: Substring {
    substring(from: significantStart, to: integerEnd)
  }

  /// Calls `body` with the UTF-8 bytes of ``significantIntegerDigits`` and of
  /// ``fractionDigits``, read in place (lent to `body` only: a small string's bytes are a
  /// copy on the stack that ends with the call).
  func withDigits<Result>(
    _ body: (_ integer: UnsafeBufferPointer<UInt8>, _ fraction: UnsafeBufferPointer<UInt8>) ->
      Result
  ) -> Result {
    var text = text
    let integer = significantStart..<integerEnd
    let fraction = fractionStart..<text.utf8.count
    return text.withUTF8 { bytes in
      body(
        UnsafeBufferPointer(rebasing: bytes[integer]),
        UnsafeBufferPointer(rebasing: bytes[fraction]))
    }
  }

  /// The text as given.
  public var description: String { text }
}

extension ExactDecimal: Codable {
  /// Decodes a value from a single string, validated like ``init(validating:)``.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeValidated(Self.init(validating:))
  }

  /// Encodes the value as its exact text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

@inline(__always)
func isASCIIDigit(_ byte: UInt8) -> Bool {
  byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

extension SingleValueDecodingContainer {
  /// A string, validated by `validate`: its ``EntryError`` becomes a `DecodingError` naming
  /// what is wrong (the Codable form of values written as one checked string).
  func decodeValidated<Value>(_ validate: (String) throws(EntryError) -> Value) throws -> Value {
    let text = try decode(String.self)
    do {
      return try validate(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: self, debugDescription: error.description)
    }
  }
}
