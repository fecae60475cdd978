extension WalletEntry: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, amount, subtitle, date
  }

  /// Decodes `title`, `amount` and an optional `subtitle` or `date` (not both), with the
  /// control-character rules of ``validated(title:amount:subtitle:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let title = try container.decode(String.self, forKey: .title)
    let amount = try container.decode(Amount.self, forKey: .amount)
    let subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
    let date = try container.decodeIfPresent(String.self, forKey: .date)
    if subtitle != nil && date != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .date, in: container,
        debugDescription: EntryError.conflictingFields("date", "subtitle").description)
    }
    do {
      self = try .validated(title: title, amount: amount, subtitle: subtitle ?? date)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .title, in: container, debugDescription: error.description)
    }
  }

  /// Encodes `title`, `amount` and `subtitle` (left out when `nil`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(amount, forKey: .amount)
    try container.encodeIfPresent(subtitle, forKey: .subtitle)
  }
}
