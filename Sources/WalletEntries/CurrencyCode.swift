/// A currency: an ISO 4217 code such as `EUR` or `JPY`, or any GNU Taler currency name such
/// as `KUDOS`: 1 to 11 ASCII letters, kept exactly as given.
///
/// Whether the code is known to the locale data (and so gets a currency symbol and the
/// currency's minor digits) is decided by ``AmountFormatter``, not here.
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
    let utf8 = rawValue.utf8
    guard (1...Self.maximumLength).contains(utf8.count), utf8.allSatisfy(isASCIILetter) else {
      throw .invalidCurrency(rawValue)
    }
    self.rawValue = rawValue
  }

  /// The code as given.
  public var description: String { rawValue }
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
