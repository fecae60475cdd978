import Foundation
import Locking

/// Formats amounts for a locale exactly: every digit given is shown, none is rounded away and
/// none is invented except the zeros that pad a value to its currency's minor digits.
///
/// What "shown" means:
///
/// | amount | shown as | example (en_US) |
/// | --- | --- | --- |
/// | ``Amount/preformatted(_:)`` | the text exactly as given | `-12.50 €` |
/// | ISO 4217 currency known to the locale data | Foundation's currency format of the exact `Decimal`, with `max(given fraction digits, currency's minor digits)` fraction digits | `EUR 12.5` → `€12.50`, `JPY 1200` → `¥1,200`, `EUR 0.123456789` → `€0.123456789` |
/// | any other currency (GNU Taler's `KUDOS`, an unassigned code) | `<value> <CODE>`: the locale's number format of the exact value with the given fraction digits, a space, the code | `KUDOS 1234.5` → `1,234.5 KUDOS` |
/// | ``Direction/outgoing``, or a `-` value without direction | negative, as the locale writes it | `-€12.50` |
/// | ``Direction/incoming`` | positive, no `+` | `€12.50` |
/// | a value whose digits are all zero | no sign | `€0.00` |
/// | ``Status/pending`` | the amount with ``StatusMarkers/pending`` (default: suffix `" (pending)"`) | `€12.50 (pending)` |
/// | ``Status/failed`` | the amount with ``StatusMarkers/failed`` (default: suffix `" (failed)"`) | `€12.50 (failed)` |
/// | ``Status/done`` or no status | the amount alone | `€12.50` |
///
/// Why not `Double`: a binary floating-point number holds about 16 significant decimal
/// digits and cannot hold most decimal fractions (0.1) exactly, so a value such as
/// `12345678901234567890.12` would come back with other digits. The value is kept as its
/// decimal text (``ExactDecimal``) and only ever turned into Foundation's `Decimal` (38
/// significant decimal digits), never into a `Double`.
///
/// Exactness is checked, not assumed: after Foundation formats the value, the decimal digits
/// of the result are compared with the digits of the input (padded with the minor digits'
/// zeros). When they differ (a value with more than 38 significant digits does not fit in a
/// `Decimal`; `NumberFormatter` goes through `Double` for `NSDecimalNumber` on Linux, which
/// is why it is not used), the amount is formatted by a digit-exact formatter that takes the
/// locale's decimal separator, grouping separator, grouping sizes, digits, sign and
/// currency placement from Foundation's format of a small probe value and writes the input
/// digits itself.
///
/// ```swift
/// let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
/// let amount = try MonetaryAmount(value: "1234.5", currency: "EUR", status: .pending)
/// formatter.string(for: .structured(amount))  // "1.234,50 € (pending)"
/// ```
public struct AmountFormatter: Sendable {
  /// The locale whose number and currency format is used.
  public var locale: Locale
  /// How each status is marked.
  public var statusMarkers: StatusMarkers

  /// The minor digits of each currency in each locale, found once (see
  /// `currencyMinorDigits(_:)`); shared by copies of the formatter.
  private let minorDigits = Locked<[MinorDigitsKey: Int]>([:])

  private struct MinorDigitsKey: Hashable, Sendable {
    var locale: String
    var code: String
  }

  /// The locale a decimal's digits are read in.
  private static let posix = Locale(identifier: "en_US_POSIX")

  /// A formatter for `locale`, marking statuses with `statusMarkers`.
  public init(locale: Locale, statusMarkers: StatusMarkers = StatusMarkers()) {
    self.locale = locale
    self.statusMarkers = statusMarkers
  }

  /// The text shown for `amount`: see the table in ``AmountFormatter``.
  public func string(for amount: Amount) -> String {
    switch amount {
    case .preformatted(let text): return text
    case .structured(let amount): return string(for: amount)
    }
  }

  /// The text shown for `amount`, with its status marker.
  public func string(for amount: MonetaryAmount) -> String {
    statusMarkers.marker(for: amount.status ?? .done).applied(to: formatted(amount).text)
  }

  /// How an amount was formatted.
  enum Method: Hashable, Sendable {
    /// Foundation's `Decimal` format style, checked digit by digit.
    case foundation
    /// The digit-exact formatter, because Foundation's result had other digits.
    case digitExact
  }

  /// The amount's text without a status marker, and how it was made.
  func formatted(_ amount: MonetaryAmount) -> (text: String, method: Method) {
    let negative = amount.isNegative
    let integerDigits = String(amount.value.significantIntegerDigits)
    let givenFraction = String(amount.value.fractionDigits)
    let code = amount.currency.rawValue
    let knownCurrency = Self.isoCurrencyCodes.contains(code)
    let minorDigits = knownCurrency ? currencyMinorDigits(code) : 0
    let fraction =
      givenFraction
      + String(repeating: "0", count: max(0, minorDigits - givenFraction.count))
    let style = knownCurrency ? NumberStyle.currency(code) : NumberStyle.plain(suffix: " " + code)

    let expectedDigits = integerDigits + fraction
    if let decimal = Decimal(
      string: (negative ? "-" : "") + integerDigits + (fraction.isEmpty ? "" : "." + fraction),
      locale: Self.posix)
    {
      let text = format(decimal, style: style, fractionDigits: fraction.count)
      if decimalDigits(of: text) == expectedDigits {
        return (text, .foundation)
      }
    }
    let pattern = LocaleNumberPattern(
      probing: { probe, fractionDigits in
        format(probe, style: style, fractionDigits: fractionDigits)
      }, negative: negative, fallbackSuffix: " " + code)
    return (pattern.format(integerDigits: integerDigits, fractionDigits: fraction), .digitExact)
  }

  /// A currency format (symbol placement from the locale) or a plain number with a suffix.
  enum NumberStyle: Hashable, Sendable {
    case currency(String)
    case plain(suffix: String)
  }

  /// Foundation's format of `value` with exactly `fractionDigits` fraction digits.
  private func format(_ value: Decimal, style: NumberStyle, fractionDigits: Int) -> String {
    let precision = NumberFormatStyleConfiguration.Precision.fractionLength(
      fractionDigits...fractionDigits)
    switch style {
    case .currency(let code):
      return value.formatted(.currency(code: code).locale(locale).precision(precision))
    case .plain(let suffix):
      return value.formatted(.number.locale(locale).precision(precision)) + suffix
    }
  }

  /// The number of fraction digits the locale data gives `code` (2 for EUR, 0 for JPY, 3 for
  /// BHD), read from Foundation's default currency format of 1, once for each locale and
  /// currency: every format call goes through Foundation's caches, which threads formatting a
  /// list at once contend for.
  private func currencyMinorDigits(_ code: String) -> Int {
    let key = MinorDigitsKey(locale: locale.identifier, code: code)
    if let known = minorDigits.withLock({ $0[key] }) { return known }
    let one = Decimal(1).formatted(.currency(code: code).locale(locale))
    let digits = max(0, decimalDigits(of: one).count - 1)
    minorDigits.withLock { $0[key] = digits }
    return digits
  }

  /// The ISO 4217 codes in the locale data.
  static let isoCurrencyCodes: Set<String> = Set(
    Locale.Currency.isoCurrencies.map(\.identifier))
}

/// The decimal digits of `text`, in any script, as ASCII digits (`"€1,234.50"` → `"123450"`,
/// `"١٬٢٣٤"` → `"1234"`). A digit's value comes from the Unicode character data.
func decimalDigits(of text: String) -> String {
  var digits = ""
  for scalar in text.unicodeScalars where scalar.properties.numericType == .decimal {
    guard let value = scalar.properties.numericValue.flatMap({ Int(exactly: $0) }),
      (0...9).contains(value)
    else { continue }
    digits.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + value)))
  }
  return digits
}
