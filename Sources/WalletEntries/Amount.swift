/// The amount of a wallet entry: text to show exactly as given, or a structured value that
/// ``AmountFormatter`` formats for a locale.
///
/// | input | amount |
/// | --- | --- |
/// | JSON string `"-12.50 €"` | `.preformatted("-12.50 €")` |
/// | JSON string `"EUR:12.5"` (exactly `CURRENCY:VALUE`) | `.structured` EUR 12.5 |
/// | JSON object `{"value": "12.5", "currency": "EUR", …}` | `.structured` |
/// | CSV `amount` cell with a non-empty `currency` cell | `.structured` |
/// | CSV `amount` cell without one | like a JSON string |
///
/// ```swift
/// let shown = Amount.preformatted("-12.50 €")
/// let exact = Amount.structured(
///   try MonetaryAmount(value: "12.5", currency: "EUR", direction: .outgoing))
/// ```
public enum Amount: Hashable, Sendable {
  /// Text shown exactly as given: never parsed, rounded or re-formatted.
  case preformatted(String)
  /// An exact decimal value with its currency, direction and status.
  case structured(MonetaryAmount)
}

extension Amount {
  /// The status of a structured amount; nil for a preformatted one, or when none was given.
  public var status: Status? {
    guard case .structured(let amount) = self else { return nil }
    return amount.status
  }
}

/// An exact decimal value in a currency, with the direction that gives its sign and the
/// status of the transaction.
///
/// The sign shown is decided like this:
///
/// | direction | value's own sign | shown sign |
/// | --- | --- | --- |
/// | none | none or `+` | positive |
/// | none | `-` | negative |
/// | ``Direction/incoming`` | none or `+` | positive |
/// | ``Direction/outgoing`` | none or `-` | negative |
/// | ``Direction/incoming`` | `-` | error: ``EntryError/signContradictsDirection(value:direction:)`` |
/// | ``Direction/outgoing`` | `+` | error: ``EntryError/signContradictsDirection(value:direction:)`` |
///
/// A value whose digits are all zero is shown without a sign.
///
/// ```swift
/// let paid = try MonetaryAmount(value: "12.5", currency: "EUR", direction: .outgoing)
/// paid.isNegative  // true
/// ```
public struct MonetaryAmount: Hashable, Sendable {
  /// The exact value as given.
  public let value: ExactDecimal
  /// The currency.
  public let currency: CurrencyCode
  /// Incoming or outgoing; `nil` when the value's own sign decides.
  public let direction: Direction?
  /// The status of the transaction; `nil` when not given (shown like ``Status/done``).
  public let status: Status?

  /// An amount from validated parts.
  ///
  /// - Throws: ``EntryError/signContradictsDirection(value:direction:)`` when the value has a
  ///   sign that contradicts `direction`.
  public init(
    value: ExactDecimal, currency: CurrencyCode, direction: Direction? = nil,
    status: Status? = nil
  ) throws(EntryError) {
    switch (direction, value.explicitSign) {
    case (.incoming, .minus), (.outgoing, .plus):
      if let direction {
        throw .signContradictsDirection(value: value.text, direction: direction)
      }
    default:
      break
    }
    self.value = value
    self.currency = currency
    self.direction = direction
    self.status = status
  }

  /// An amount from text parts, each validated.
  ///
  /// - Throws: ``EntryError/invalidDecimal(_:reason:)``, ``EntryError/invalidCurrency(_:)`` or
  ///   ``EntryError/signContradictsDirection(value:direction:)``.
  public init(
    value: String, currency: String, direction: Direction? = nil, status: Status? = nil
  ) throws(EntryError) {
    try self.init(
      value: ExactDecimal(validating: value), currency: CurrencyCode(validating: currency),
      direction: direction, status: status)
  }

  /// Whether the amount is shown with a minus sign: outgoing, or a `-` value without a
  /// direction; never for a zero value.
  public var isNegative: Bool {
    // Whether the value is zero is read only when the sign would be negative otherwise.
    switch direction {
    case .outgoing: return !value.isZero
    case .incoming: return false
    case nil: return value.isNegative && !value.isZero
    }
  }
}

/// Which way the money went; it gives the sign of a ``MonetaryAmount``.
public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
  /// Money received: shown positive.
  case incoming
  /// Money paid: shown negative.
  case outgoing
}

/// The status of a transaction. Only statuses other than ``done`` are shown, with the marker
/// ``AmountFormatter/statusMarkers`` gives them.
public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
  /// Not yet final: shown by default as a `" (pending)"` suffix.
  case pending
  /// Final: shown as the bare amount.
  case done
  /// Did not go through: shown by default as a `" (failed)"` suffix.
  case failed
}
