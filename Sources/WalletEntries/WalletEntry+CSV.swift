extension WalletEntry {
  /// The entry one CSV record's `fields` describe, read through `header`.
  ///
  /// A non-empty `currency` cell makes the `amount` cell a structured value (validated as an
  /// ``ExactDecimal``). Without one (no column, or an empty cell) the `amount` cell is read
  /// like a JSON string amount (``Amount/init(text:)``), and `direction` and `status` cells
  /// must then be empty unless it is a `CURRENCY:VALUE` amount. Empty `direction`, `status`,
  /// `date` and `subtitle` cells count as absent; `date` and `subtitle` may not both be set.
  /// An empty `amount` cell is a missing amount; an empty title is kept.
  static func decodingCSVFields(_ fields: [String], header: CSVHeader) throws(EntryError)
    -> WalletEntry
  {
    guard fields.count == header.count else {
      throw .wrongColumnCount(expected: header.count, found: fields.count)
    }
    let title = fields[header.title]
    let amountText = fields[header.amount]
    guard !amountText.isEmpty else { throw .missingField("amount") }
    try EntryValidation.checkAmountText(amountText, field: "amount")
    let currency = cell(fields, header.currency)
    let direction = try cell(fields, header.direction).map { (text) throws(EntryError) in
      try EntryValidation.checkAmountText(text, field: "direction")
      guard let direction = Direction(rawValue: text) else { throw .unknownDirection(text) }
      return direction
    }
    let status = try cell(fields, header.status).map { (text) throws(EntryError) in
      try EntryValidation.checkAmountText(text, field: "status")
      guard let status = Status(rawValue: text) else { throw .unknownStatus(text) }
      return status
    }
    let amount: Amount
    if let currency {
      try EntryValidation.checkAmountText(currency, field: "currency")
      amount = .structured(
        try MonetaryAmount(
          value: ExactDecimal(validating: amountText), currency: CurrencyCode(validating: currency),
          direction: direction, status: status))
    } else if let taler = Amount.talerAmount(amountText, direction: direction, status: status) {
      amount = .structured(taler)
    } else {
      if direction != nil { throw .requiresStructuredAmount(field: "direction") }
      if status != nil { throw .requiresStructuredAmount(field: "status") }
      // A direction that contradicts a `CURRENCY:VALUE` amount's sign cannot happen: that
      // form has no sign.
      amount = .preformatted(amountText)
    }
    let date = cell(fields, header.date)
    let subtitle = cell(fields, header.subtitle)
    if date != nil && subtitle != nil { throw .conflictingFields("date", "subtitle") }
    return try .validated(title: title, amount: amount, subtitle: subtitle ?? date)
  }

  /// The cell in `column`, `nil` when there is no such column or the cell is empty.
  private static func cell(_ fields: [String], _ column: Int?) -> String? {
    guard let column, !fields[column].isEmpty else { return nil }
    return fields[column]
  }
}
