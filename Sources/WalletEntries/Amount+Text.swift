extension Amount {
  /// Reads an amount given as one string, as a JSON string amount or a CSV `amount` cell
  /// without a currency is read.
  ///
  /// A string of exactly `CURRENCY:VALUE` (GNU Taler's form: 1 to 11 uppercase ASCII letters, a
  /// colon, then digits with an optional `.` and more digits; no sign, no spaces) becomes a
  /// ``structured(_:)`` amount with no direction. Any other string is ``preformatted(_:)``,
  /// shown exactly as given.
  ///
  /// | text | amount |
  /// | --- | --- |
  /// | `EUR:12.5` | structured, EUR 12.5 |
  /// | `KUDOS:0.00000001` | structured, KUDOS 0.00000001 |
  /// | `-12.50 €` | preformatted |
  /// | `eur:12.5`, `EUR: 12.5`, `EUR:-5`, `EUR:1e3` | preformatted (not the exact form) |
  ///
  /// - Throws: ``EntryError/controlCharacter(field:scalar:position:)`` when the text holds a
  ///   control character: an amount must be shown unaltered.
  public init(text: String) throws(EntryError) {
    try EntryValidation.checkAmountText(text, field: "amount")
    if let taler = Self.talerAmount(text) {
      self = .structured(taler)
    } else {
      self = .preformatted(text)
    }
  }

  /// The amount `text` stands for when it is exactly `CURRENCY:VALUE`, otherwise `nil`.
  static func talerAmount(_ text: String, direction: Direction? = nil, status: Status? = nil)
    -> MonetaryAmount?
  {
    var text = text
    return text.withUTF8 { talerAmount(bytes: $0, direction: direction, status: status) }
  }

  /// The amount the UTF-8 `bytes` stand for when they are exactly `CURRENCY:VALUE`, otherwise
  /// `nil`.
  static func talerAmount(
    bytes: UnsafeBufferPointer<UInt8>, direction: Direction? = nil, status: Status? = nil
  ) -> MonetaryAmount? {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let currencyBytes = UnsafeBufferPointer(rebasing: bytes[..<colon])
    guard (1...CurrencyCode.maximumLength).contains(currencyBytes.count),
      currencyBytes.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
    else { return nil }
    let valueBytes = UnsafeBufferPointer(rebasing: bytes[(colon + 1)...])
    guard let first = valueBytes.first, isASCIIDigit(first),
      let value = ExactDecimal(bytes: valueBytes),
      let currency = CurrencyCode(bytes: currencyBytes)
    else { return nil }
    return try? MonetaryAmount(
      value: value, currency: currency, direction: direction, status: status)
  }
}
