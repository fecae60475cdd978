extension WalletEntry {
  /// The entry one JSON Lines line (well-formed UTF-8, line ending removed) describes.
  ///
  /// Fields: `title` (string, required), `amount` (string or object, required), `subtitle`
  /// or `date` (string, optional, not both). Other top-level fields are ignored, so producers
  /// may add their own; `null` counts as absent. The amount object accepts only `value`
  /// (string, or a JSON number kept as its literal text), `currency` (string), `direction`
  /// and `status` (strings, optional): any other key is an error, since a misspelt
  /// `direction` would otherwise change the sign shown. A key given twice is an error.
  static func decodingJSONLine(_ bytes: UnsafeBufferPointer<UInt8>) throws(EntryError)
    -> WalletEntry
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw .malformedJSON(column: error.column, problem: error.problem)
    }
    guard case .object(let members) = value else { throw .notAnObject(found: value.kind) }
    let fields = try uniqueFields(members, prefix: "")

    guard let titleValue = fields["title"] else { throw .missingField("title") }
    guard case .string(let title) = titleValue else {
      throw .wrongType(field: "title", expected: "a string", found: titleValue.kind)
    }
    guard let amountValue = fields["amount"] else { throw .missingField("amount") }
    let amount: Amount
    switch amountValue {
    case .string(let text):
      guard !text.isEmpty else { throw .missingField("amount") }
      amount = try Amount(text: text)
    case .object(let amountMembers):
      amount = .structured(try structuredAmount(amountMembers))
    default:
      throw .wrongType(
        field: "amount", expected: "a string or an object", found: amountValue.kind)
    }
    let subtitle = try optionalString(fields, "subtitle")
    let date = try optionalString(fields, "date")
    if subtitle != nil && date != nil { throw .conflictingFields("date", "subtitle") }
    return try .validated(title: title, amount: amount, subtitle: subtitle ?? date)
  }

  private static func structuredAmount(_ members: [(key: String, value: JSONValue)])
    throws(EntryError) -> MonetaryAmount
  {
    let fields = try uniqueFields(members, prefix: "amount.")
    for key in fields.keys.sorted()
    where !["value", "currency", "direction", "status"].contains(key) {
      throw .unknownAmountField(key)
    }
    let valueText: String
    switch fields["value"] {
    case .string(let text)?, .number(let text)?: valueText = text
    case nil, .null?: throw .missingField("amount.value")
    case let other?:
      throw .wrongType(field: "amount.value", expected: "a string or a number", found: other.kind)
    }
    try EntryValidation.checkAmountText(valueText, field: "amount.value")
    guard let currencyText = try optionalString(fields, "currency", prefix: "amount.") else {
      throw .missingField("amount.currency")
    }
    try EntryValidation.checkAmountText(currencyText, field: "amount.currency")
    var direction: Direction?
    if let text = try optionalString(fields, "direction", prefix: "amount.") {
      try EntryValidation.checkAmountText(text, field: "amount.direction")
      guard let parsed = Direction(rawValue: text) else { throw .unknownDirection(text) }
      direction = parsed
    }
    var status: Status?
    if let text = try optionalString(fields, "status", prefix: "amount.") {
      try EntryValidation.checkAmountText(text, field: "amount.status")
      guard let parsed = Status(rawValue: text) else { throw .unknownStatus(text) }
      status = parsed
    }
    return try MonetaryAmount(
      value: ExactDecimal(validating: valueText), currency: CurrencyCode(validating: currencyText),
      direction: direction, status: status)
  }

  /// The members as a dictionary; a key given twice is an error.
  private static func uniqueFields(
    _ members: [(key: String, value: JSONValue)], prefix: String
  ) throws(EntryError) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    fields.reserveCapacity(members.count)
    for member in members {
      guard fields.updateValue(member.value, forKey: member.key) == nil else {
        throw .duplicateField(prefix + quoted(member.key))
      }
    }
    return fields
  }

  /// The string under `key`; `nil` when absent or `null`.
  private static func optionalString(
    _ fields: [String: JSONValue], _ key: String, prefix: String = ""
  ) throws(EntryError) -> String? {
    switch fields[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?: throw .wrongType(field: prefix + key, expected: "a string", found: other.kind)
    }
  }
}
