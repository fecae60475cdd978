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
/// | ISO 4217 currency known to the locale data, in any case (``CurrencyCode/iso4217Code``) | Foundation's currency format of the exact `Decimal`, with `max(given fraction digits, currency's minor digits)` fraction digits | `EUR 12.5` → `€12.50`, `usd 3` → `$3.00`, `JPY 1200` → `¥1,200`, `EUR 0.123456789` → `€0.123456789` |
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
/// Exactness is checked, not assumed. For each currency and sign, once the formatter has sent
/// their first amounts through Foundation (as below; `amountsThroughFoundation`), it learns the
/// locale's pattern from Foundation's format of a probe value
/// (`LocaleNumberPattern`: the text around the number, the decimal and grouping separators,
/// the group sizes, the digits) and checks it against Foundation's own format of
/// `checkValues` (every grouping from 1 to 13 integer digits, 0 to 3 fraction digits). If
/// every one agrees, the pattern writes that currency's amounts from then on, digit by digit
/// from the input: the text is Foundation's, and no amount goes through Foundation's formatter
/// caches, which threads formatting one list at once contend for. If one differs, every amount
/// of that currency and sign goes through Foundation's currency format of the exact `Decimal`,
/// whose decimal digits are then compared with the input's (padded with the minor digits'
/// zeros). When those differ (a value with more than 38 significant digits does not fit in a
/// `Decimal`; `NumberFormatter` goes through `Double` for `NSDecimalNumber` on Linux, which is
/// why it is not used), the unchecked pattern writes the input digits itself.
///
/// ```swift
/// let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
/// let amount = try MonetaryAmount(value: "1234.5", currency: "EUR", status: .pending)
/// formatter.string(for: .structured(amount))  // "1.234,50 € (pending)"
/// ```
public struct AmountFormatter: Sendable {
  /// The locale whose number and currency format is used.
  public var locale: Locale {
    didSet {
      learnt = Locked([:])
      known = nil
      checkedPatterns = CheckedPatternTable()
    }
  }
  /// How each status is marked.
  public var statusMarkers: StatusMarkers

  /// Whether checked patterns write amounts (see ``AmountFormatter``); off, every amount goes
  /// through Foundation, as a test of that path needs.
  var usesCheckedPatterns = true

  /// What the formatter has learnt of each currency code in `locale`; shared by copies of the
  /// formatter until one's locale changes.
  private var learnt = Locked<[String: Currency]>([:])

  /// What this copy has taken from `learnt`, in a copy made by ``unshared()``; nil in others.
  /// Threads formatting amounts with one formatter would otherwise all take `learnt`'s lock
  /// for every amount that `checkedPatterns` does not hold, and the cache lines of the lock
  /// and the table would move between their cores each time.
  private var known: Locked<[String: Currency]>?

  /// The checked patterns learnt so far, by currency code as given and sign, which an amount
  /// of a currency and sign already learnt reads without a lock; shared like `learnt`.
  private var checkedPatterns = CheckedPatternTable()

  /// A copy that reads what the formatter has learnt from a table of its own, for one thread
  /// to format a run of amounts with: it looks a currency up in what is shared only the
  /// first time it meets it, or a sign of it not yet learnt. It formats exactly as the
  /// formatter does.
  package func unshared() -> AmountFormatter {
    var copy = self
    copy.known = Locked(learnt.withLock { $0 })
    return copy
  }

  /// What one currency code's amounts need, learnt once.
  private struct Currency: Sendable {
    var minorDigits: Int
    var style: NumberStyle
    var positive: Pattern = .unknown
    var negative: Pattern = .unknown

    subscript(negative isNegative: Bool) -> Pattern {
      get { isNegative ? negative : positive }
      set {
        if isNegative { negative = newValue } else { positive = newValue }
      }
    }
  }

  /// The pattern of one sign of one currency.
  private enum Pattern: Sendable {
    /// Not met yet.
    case unknown
    /// Met as many times (fewer than ``amountsThroughFoundation``), each amount formatted
    /// through Foundation.
    case met(Int)
    /// Learnt and written exactly as Foundation writes every check value.
    case checked(LocaleNumberPattern)
    /// Learnt, and differs from Foundation on some check value: a fallback only.
    case unchecked(LocaleNumberPattern)

    /// Whether the pattern is still to be learnt.
    var isUnlearnt: Bool {
      switch self {
      case .unknown, .met: true
      case .checked, .unchecked: false
      }
    }
  }

  /// The decimal `-integer.fraction` (without the sign unless `negative`, without the point
  /// when `fraction` is empty), read with `.` as the decimal point (no locale, so none of a
  /// locale's number data is loaded); nil when `Decimal` cannot hold it.
  static func decimal(negative: Bool, integer: String, fraction: String) -> Decimal? {
    Decimal(
      string: (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction),
      locale: nil)
  }

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
    /// The locale's pattern, checked against Foundation for the currency and sign.
    case checkedPattern
    /// Foundation's `Decimal` format style, checked digit by digit.
    case foundation
    /// The digit-exact formatter, because Foundation's result had other digits.
    case digitExact
  }

  /// The amount's text without a status marker, and how it was made.
  func formatted(_ amount: MonetaryAmount) -> (text: String, method: Method) {
    let negative = amount.isNegative
    let integerDigits = amount.value.significantIntegerDigits
    let givenFraction = amount.value.fractionDigits
    if usesCheckedPatterns,
      let checked = checkedPatterns.entry(for: amount.currency, negative: negative)
    {
      return (
        checked.pattern.format(
          integerDigits: integerDigits, fractionDigits: givenFraction,
          minimumFractionDigits: checked.minorDigits), .checkedPattern
      )
    }
    let code = amount.currency.formattingCode
    var currency = self.currency(code)
    let padding = max(0, currency.minorDigits - givenFraction.utf8.count)
    let fraction =
      padding == 0 ? String(givenFraction) : givenFraction + String(repeating: "0", count: padding)

    if usesCheckedPatterns {
      if currency[negative: negative].isUnlearnt {
        // Another copy may have met it or learnt it since this one took its table.
        if known != nil { currency = sharedCurrency(code) }
        let met =
          switch currency[negative: negative] {
          case .unknown: 0
          case .met(let count): count
          case .checked, .unchecked: Int.max
          }
        if met < Self.amountsThroughFoundation {
          // Through Foundation, as learning would have it: a one-row command learns nothing.
          currency[negative: negative] = .met(met + 1)
          self.learnt.withLock { learnt in
            if let shared = learnt[code]?[negative: negative], shared.isUnlearnt {
              let count = if case .met(let count) = shared { count } else { 0 }
              learnt[code]?[negative: negative] = .met(max(count, met) + 1)
            }
          }
        } else if met != Int.max {
          currency[negative: negative] = learnPattern(style: currency.style, negative: negative)
          let learnt = currency[negative: negative]
          self.learnt.withLock { $0[code]?[negative: negative] = learnt }
        }
        let learnt = currency
        known?.withLock { $0[code] = learnt }
      }
      if case .checked(let pattern) = currency[negative: negative] {
        checkedPatterns.publish(
          amount.currency, negative: negative, minorDigits: currency.minorDigits, pattern: pattern)
        return (
          pattern.format(
            integerDigits: integerDigits, fractionDigits: givenFraction,
            minimumFractionDigits: currency.minorDigits), .checkedPattern
        )
      }
    }

    let integer = String(integerDigits)
    if let decimal = Self.decimal(negative: negative, integer: integer, fraction: fraction) {
      let text = format(decimal, style: currency.style, fractionDigits: fraction.count)
      if decimalDigits(of: text) == integer + fraction {
        return (text, .foundation)
      }
    }
    let pattern =
      switch currency[negative: negative] {
      case .checked(let pattern), .unchecked(let pattern): pattern
      case .unknown, .met: probedPattern(style: currency.style, negative: negative)
      }
    return (
      pattern.format(
        integerDigits: integerDigits, fractionDigits: givenFraction,
        minimumFractionDigits: currency.minorDigits), .digitExact
    )
  }

  /// The currency codes learnt by the formatter and its copies of the same locale, and those
  /// this copy has taken into its own table (none unless made by ``unshared()``), sorted.
  var learntCodes: (shared: [String], known: [String]) {
    (learnt.withLock { $0.keys.sorted() }, known?.withLock { $0.keys.sorted() } ?? [])
  }

  /// What the formatter knows of `code`, its minor digits found on first use.
  private func currency(_ code: String) -> Currency {
    guard let known else { return sharedCurrency(code) }
    if let currency = known.withLock({ $0[code] }) { return currency }
    let currency = sharedCurrency(code)
    known.withLock { $0[code] = currency }
    return currency
  }

  /// What the formatter's copies know of `code` together, its minor digits found on first use.
  private func sharedCurrency(_ code: String) -> Currency {
    if let known = learnt.withLock({ $0[code] }) { return known }
    let knownCurrency = CurrencyCode.iso4217Codes.contains(code)
    let found = Currency(
      minorDigits: knownCurrency ? currencyMinorDigits(code) : 0,
      style: knownCurrency ? .currency(code) : .plain(suffix: " " + code))
    return learnt.withLock { learnt in
      if let known = learnt[code] { return known }
      learnt[code] = found
      return found
    }
  }

  /// The pattern Foundation's format of a probe shows for `style` and the sign.
  private func probedPattern(style: NumberStyle, negative: Bool) -> LocaleNumberPattern {
    let fallbackSuffix =
      switch style {
      case .currency(let code): " " + code
      case .plain(let suffix): suffix
      }
    return LocaleNumberPattern(
      probing: { probe, fractionDigits in
        format(probe, style: style, fractionDigits: fractionDigits)
      }, negative: negative, fallbackSuffix: fallbackSuffix)
  }

  /// The probed pattern, checked against Foundation.
  private func learnPattern(style: NumberStyle, negative: Bool) -> Pattern {
    let pattern = probedPattern(style: style, negative: negative)
    return writesAsFoundation(pattern, style: style, negative: negative)
      ? .checked(pattern) : .unchecked(pattern)
  }

  /// Whether `pattern` writes every one of ``checkValues`` (negated if `negative`) exactly as
  /// Foundation formats it in `style`.
  func writesAsFoundation(_ pattern: LocaleNumberPattern, style: NumberStyle, negative: Bool)
    -> Bool
  {
    // A zero value is never negative (``MonetaryAmount/isNegative``).
    Self.checkValues.allSatisfy { integer, fraction in
      if negative && integer == "0" && fraction.isEmpty { return true }
      guard let decimal = Self.decimal(negative: negative, integer: integer, fraction: fraction)
      else { return false }
      return format(decimal, style: style, fractionDigits: fraction.count)
        == pattern.format(integerDigits: integer, fractionDigits: fraction)
    }
  }

  /// How many amounts of a currency and sign go through Foundation before the formatter learns
  /// their pattern: learning formats the probes and every check value through Foundation,
  /// which pays off over many amounts, not over the one of a one-row command (formatted twice
  /// there: for the row and for the preview's layout of the list).
  static let amountsThroughFoundation = 2

  /// The values a learnt pattern is checked on, as integer and fraction digits: 0, and 1 to
  /// 13 integer digits (every group boundary of 3-digit and 2-digit groups, a minimum
  /// grouping of 1 to 3), with 0 to 3 fraction digits in turn; and a seven-digit integer with
  /// each count of fraction digits; and 0.05, so that a negative amount below one is checked
  /// too (the zero itself is never negative). (The fraction digits are written after the decimal
  /// separator whatever the integer is, so not every pair needs checking.)
  static let checkValues: [(integer: String, fraction: String)] = {
    let digits = "1234567890123"
    let integers = ["0"] + (1...digits.count).map { String(digits.prefix($0)) }
    let fractions = ["", "5", "05", "125"]
    return integers.indices.map { (integers[$0], fractions[$0 % fractions.count]) }
      + fractions.map { ("1234567", $0) } + [("0", "05")]
  }()

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
  /// BHD), read from Foundation's default currency format of 1.
  private func currencyMinorDigits(_ code: String) -> Int {
    let one = Decimal(1).formatted(.currency(code: code).locale(locale))
    return max(0, decimalDigits(of: one).count - 1)
  }

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
