import ControlScalars
import Foundation

/// A currency: an ISO 4217 code such as `EUR` or `JPY`, or any GNU Taler currency name such
/// as `KUDOS`: 1 to 11 ASCII letters, kept exactly as given.
///
/// An ISO 4217 code is one in any case: `usd` and `Eur` are ``iso4217Code`` `USD` and `EUR`,
/// and ``AmountFormatter`` formats them as such; any other code is shown as given.
///
/// ```swift
/// let euro = try CurrencyCode(validating: "EUR")
/// let kudos = try CurrencyCode(validating: "KUDOS")
/// ```
public struct CurrencyCode: Hashable, Sendable, CustomStringConvertible {
  /// The code exactly as given.
  public let rawValue: String

  /// The longest currency name accepted (GNU Taler's limit).
  public static let maximumLength = 11

  /// Validates `rawValue`: 1 to 11 ASCII letters.
  ///
  /// - Throws: ``EntryError/invalidCurrency(_:)``.
  public init(validating rawValue: String) throws(EntryError) {
    guard Self.isValid(rawValue.utf8) else { throw .invalidCurrency(rawValue) }
    self.rawValue = rawValue
  }

  /// The code the UTF-8 `bytes` spell, validated like ``init(validating:)``; nil when they are
  /// not one.
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    guard Self.isValid(bytes) else { return nil }
    // ASCII letters, copied without a second check.
    rawValue = String(copyingValidUTF8: bytes)
  }

  /// Whether `bytes` are 1 to ``maximumLength`` ASCII letters.
  private static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    (1...maximumLength).contains(bytes.count) && bytes.allSatisfy(isASCIILetter)
  }

  /// The code as given.
  public var description: String { rawValue }

  /// The ISO 4217 code this is, in capitals whatever the case it was given in (`usd` and
  /// `Usd` are `USD`), or nil when it is none (`KUDOS`). The codes are those ICU knows
  /// (``iso4217Codes``).
  public var iso4217Code: String? {
    let code =
      hasLowercase ? String(decoding: rawValue.utf8.map { $0 & ~0x20 }, as: UTF8.self) : rawValue
    return Self.iso4217Codes.contains(code) ? code : nil
  }

  /// The code amounts are formatted with: ``iso4217Code`` when the code is one, else the code
  /// as given. A code in capitals is itself either way, and is not looked up.
  public var formattingCode: String {
    hasLowercase ? iso4217Code ?? rawValue : rawValue
  }

  /// Whether a letter of the code is lower case.
  private var hasLowercase: Bool {
    rawValue.utf8.contains { $0 >= UInt8(ascii: "a") }
  }

  /// The ISO 4217 codes, current and historic, in capitals: those of ICU's locale data, as
  /// Foundation gives them (`Locale.Currency.isoCurrencies`).
  public static let iso4217Codes: Set<String> = Set(
    Locale.Currency.isoCurrencies.map(\.identifier))
}

extension CurrencyCode: Codable {
  /// Decodes a code from a single string, validated like ``init(validating:)``.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeValidated(Self.init(validating:))
  }

  /// Encodes the code as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

@inline(__always)
func isASCIILetter(_ byte: UInt8) -> Bool {
  (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
}
