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
  /// The digits before the `.`, exactly as given (leading zeros included).
  public let integerDigits: Substring
  /// The digits after the `.`, exactly as given (trailing zeros included); empty when the
  /// value has no `.`.
  public let fractionDigits: Substring

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
    // The UTF-8 view, read in place: every byte up to the last accepted one is ASCII, so its
    // indices are character boundaries and the digits are sliced without walking characters.
    let utf8 = text.utf8
    let end = utf8.endIndex
    var index = utf8.startIndex
    var sign: Sign?
    if let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      sign = first == UInt8(ascii: "-") ? .minus : .plus
      utf8.formIndex(after: &index)
    }
    let integerStart = index
    while index < end, isASCIIDigit(utf8[index]) { utf8.formIndex(after: &index) }
    let integerEnd = index
    guard integerEnd > integerStart else {
      throw .invalidDecimal(
        text, reason: text.isEmpty ? "it is empty" : "it must start with a digit")
    }
    var fractionStart = index
    var fractionEnd = index
    if index < end, utf8[index] == UInt8(ascii: ".") {
      utf8.formIndex(after: &index)
      fractionStart = index
      while index < end, isASCIIDigit(utf8[index]) { utf8.formIndex(after: &index) }
      fractionEnd = index
      guard fractionEnd > fractionStart else {
        throw .invalidDecimal(text, reason: "a digit must follow the decimal point")
      }
    }
    guard index == end else {
      let found = utf8[index]
      let reason =
        found == UInt8(ascii: "e") || found == UInt8(ascii: "E")
        ? "exponents are not accepted"
        : "unexpected character at byte \(utf8.distance(from: utf8.startIndex, to: index) + 1)"
      throw .invalidDecimal(text, reason: reason)
    }
    self.text = text
    self.explicitSign = sign
    self.integerDigits = text[integerStart..<integerEnd]
    self.fractionDigits = text[fractionStart..<fractionEnd]
  }

  /// Whether the text starts with `-`.
  public var isNegative: Bool { explicitSign == .minus }

  /// Whether every digit is `0`.
  public var isZero: Bool {
    // By bytes: the digits are ASCII.
    integerDigits.utf8.allSatisfy { $0 == UInt8(ascii: "0") }
      && fractionDigits.utf8.allSatisfy { $0 == UInt8(ascii: "0") }
  }

  /// The integer digits without leading zeros (`"0"` when they are all zeros).
  public var significantIntegerDigits: Substring {
    // By bytes: the digits are ASCII, so a byte's index is a character's.
    let utf8 = integerDigits.utf8
    guard let first = utf8.firstIndex(where: { $0 != UInt8(ascii: "0") }) else {
      return integerDigits[utf8.index(before: utf8.endIndex)...]
    }
    return integerDigits[first...]
  }

  /// Calls `body` with the UTF-8 bytes of ``significantIntegerDigits`` and of
  /// ``fractionDigits``, read in place.
  func withDigits<Result>(
    _ body: (_ integer: UnsafeBufferPointer<UInt8>, _ fraction: UnsafeBufferPointer<UInt8>) ->
      Result
  ) -> Result {
    let integerCount = significantIntegerDigits.utf8.count
    let fractionCount = fractionDigits.utf8.count
    // The integer digits end where the point, or the text, does.
    let integerEnd = text.utf8.count - fractionCount - (fractionCount > 0 ? 1 : 0)
    var text = text
    return text.withUTF8 { bytes in
      body(
        UnsafeBufferPointer(rebasing: bytes[(integerEnd - integerCount)..<integerEnd]),
        UnsafeBufferPointer(rebasing: bytes[(bytes.count - fractionCount)...]))
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
