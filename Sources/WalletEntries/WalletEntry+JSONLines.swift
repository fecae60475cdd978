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
    // The common line is read straight into its entry; anything else, and every error, by
    // the full parser and its checks.
    if let entry = EntryLineScanner.entry(bytes) { return entry }
    return try decodingParsedJSONLine(bytes)
  }

  /// The entry of one line as `decodingJSONLine(_:)` reads a line ``EntryLineScanner``
  /// leaves to it: through a ``JSONValue`` tree, checked field by field.
  static func decodingParsedJSONLine(_ bytes: UnsafeBufferPointer<UInt8>) throws(EntryError)
    -> WalletEntry
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw .malformedJSON(
        column: error.column, problem: error.problem,
        goesOnPastLine: error.column > bytes.count && JSONParser.holdsOnlyOpenings(bytes))
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
    let known = ["value", "currency", "direction", "status"]
    // The first unknown key in sorted order, whatever the order of the line.
    if let unknown = members.lazy.map(\.key).filter({ !known.contains($0) }).min() {
      throw .unknownAmountField(unknown)
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

  /// The members, checked for a key given twice, which is an error.
  private static func uniqueFields(
    _ members: [(key: String, value: JSONValue)], prefix: String
  ) throws(EntryError) -> JSONFields {
    let fields = JSONFields(members)
    if let duplicate = fields.firstDuplicateKey {
      throw .duplicateField(prefix + quoted(duplicate))
    }
    return fields
  }

  /// The string under `key`; `nil` when absent or `null`.
  private static func optionalString(
    _ fields: JSONFields, _ key: String, prefix: String = ""
  ) throws(EntryError) -> String? {
    switch fields[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?: throw .wrongType(field: prefix + key, expected: "a string", found: other.kind)
    }
  }
}

/// The members of a JSON object, looked up by key. An entry's objects have a handful of
/// members, which a scan finds faster than a dictionary is built (hashing every key); an
/// object of many members (a producer's own fields, or a hostile line) gets a dictionary, so
/// that no lookup or duplicate check is quadratic.
struct JSONFields {
  private let members: [(key: String, value: JSONValue)]
  /// The index of each key's first member, for objects of more than ``scanLimit`` members.
  private let index: [String: Int]?
  /// The first key given a second time, in the order of the members.
  let firstDuplicateKey: String?

  /// Objects up to this many members are scanned.
  static let scanLimit = 12

  init(_ members: [(key: String, value: JSONValue)]) {
    self.members = members
    var duplicate: String?
    if members.count <= Self.scanLimit {
      index = nil
      for (position, member) in members.enumerated() where duplicate == nil {
        if members[..<position].contains(where: { $0.key == member.key }) {
          duplicate = member.key
        }
      }
    } else {
      var index: [String: Int] = [:]
      index.reserveCapacity(members.count)
      for (position, member) in members.enumerated() {
        if index[member.key] == nil {
          index[member.key] = position
        } else if duplicate == nil {
          duplicate = member.key
        }
      }
      self.index = index
    }
    firstDuplicateKey = duplicate
  }

  /// The value under `key`, nil when there is none.
  subscript(key: String) -> JSONValue? {
    if let index {
      return index[key].map { members[$0].value }
    }
    return members.first { $0.key == key }?.value
  }
}
