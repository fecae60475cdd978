extension Amount: Codable {
  private enum CodingKeys: String, CodingKey {
    case value, currency, direction, status
  }

  /// Decodes the JSON forms the readers accept: a string (``init(text:)``: preformatted, or
  /// `CURRENCY:VALUE`) or an object with `value`, `currency` and optional `direction` and
  /// `status`. The value must be a string here; the JSON Lines reader also accepts a JSON
  /// number, keeping its literal text.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(),
      let text = try? container.decode(String.self)
    {
      do {
        try self.init(text: text)
      } catch {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: error.description)
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let value = try container.decode(ExactDecimal.self, forKey: .value)
    let currency = try container.decode(CurrencyCode.self, forKey: .currency)
    let direction = try container.decodeIfPresent(Direction.self, forKey: .direction)
    let status = try container.decodeIfPresent(Status.self, forKey: .status)
    do {
      self = .structured(
        try MonetaryAmount(value: value, currency: currency, direction: direction, status: status))
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .value, in: container, debugDescription: error.description)
    }
  }

  /// Encodes a preformatted amount as a string and a structured one as an object (without
  /// `direction` and `status` when they are `nil`).
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .preformatted(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .structured(let amount):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(amount.value, forKey: .value)
      try container.encode(amount.currency, forKey: .currency)
      try container.encodeIfPresent(amount.direction, forKey: .direction)
      try container.encodeIfPresent(amount.status, forKey: .status)
    }
  }
}
