/// One row of a wallet's transaction list: a title, an amount and an optional second line.
///
/// ```swift
/// let entry = WalletEntry(
///   title: "Coffee",
///   amount: .structured(try MonetaryAmount(value: "3.5", currency: "EUR", direction: .outgoing)),
///   subtitle: "2024-05-01")
/// ```
public struct WalletEntry: Hashable, Sendable {
  /// The title, exactly as given (it may hold tabs and line breaks, handled by the layout).
  public var title: String
  /// The amount.
  public var amount: Amount
  // Spelt out, not `String?`: a variable of that spelling starts as nil, so the initializer
  // would assign it a second time, and the optimizer then copies every entry it makes.
  /// A second line: a date or a subtitle, shown as given; `nil` when there is none.
  public var subtitle: Optional<String>

  /// An entry of `title`, `amount` and an optional `subtitle`. Nothing is validated here; the
  /// readers validate what they read with ``validated(title:amount:subtitle:)``.
  public init(title: String, amount: Amount, subtitle: String? = nil) {
    self.title = title
    self.amount = amount
    self.subtitle = subtitle
  }

  /// An entry whose amount follows the rules of an amount read from input: a preformatted
  /// amount is not empty (an empty one is a missing amount) and holds no control. The title
  /// and subtitle may hold anything: the layout shows them safely, and ``textWarnings`` names
  /// what it shows otherwise than it is.
  ///
  /// - Throws: ``EntryError/missingField(_:)``,
  ///   ``EntryError/controlCharacter(field:scalar:position:)``.
  public static func validated(title: String, amount: Amount, subtitle: String? = nil)
    throws(EntryError) -> WalletEntry
  {
    if case .preformatted(let text) = amount {
      guard !text.isEmpty else { throw .missingField("amount") }
      try EntryValidation.checkAmountText(text, field: "amount")
    }
    return WalletEntry(title: title, amount: amount, subtitle: subtitle)
  }
}
