import Foundation
import Locking

#if canImport(CoreFoundation)
  import CoreFoundation
#endif

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
/// Exactness is checked, not assumed. For each currency, once the formatter has sent its first
/// amounts through Foundation (as below; `amountsThroughFoundation`), it learns the locale's
/// pattern for each sign and count of fraction digits shown as it meets them, from Foundation's
/// format of probe values with that count (`LocaleNumberPattern`: the text around the number,
/// the decimal and grouping separators, the group sizes, the digits), and checks it against
/// Foundation's own format of `checkValues(for:negative:fractionDigits:)`. If every one agrees,
/// the pattern writes those amounts from then on, digit by digit
/// from the input: the text is Foundation's, and no amount goes through Foundation's formatter
/// caches, which threads formatting one list at once contend for. If one differs, every amount
/// of that currency, sign and count goes through Foundation's currency format of the exact `Decimal`,
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

  /// The checked patterns learnt so far, by currency code as given, sign and count of fraction
  /// digits given, which such an amount reads without a lock; shared like `learnt`.
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
    /// How many amounts of the currency, of either sign, went through Foundation before its
    /// first pattern was learnt, up to ``amountsThroughFoundation``.
    var met = 0
    /// The patterns learnt, by sign and count of fraction digits shown.
    var patterns = PatternList()
  }

  /// A sign and a count of fraction digits shown, which a pattern is learnt and checked for.
  private struct PatternKey: Equatable, Sendable {
    var negative: Bool
    var fractionDigits: Int
  }

  /// One currency's patterns by ``PatternKey``, in the order learnt, searched in turn: one for
  /// each sign and count of fraction digits met. A dictionary keyed by a type of this module
  /// would have the runtime look the key's `Hashable` conformance up among every conformance
  /// the process has loaded, when the first currency is met.
  private struct PatternList: Sendable {
    private var entries: [(key: PatternKey, pattern: Pattern)] = []

    /// The pattern of `key`, if learnt.
    subscript(key: PatternKey) -> Pattern? {
      entries.first { $0.key == key }?.pattern
    }

    /// Keeps `pattern` as the one of `key`.
    mutating func set(_ pattern: Pattern, for key: PatternKey) {
      if let index = entries.firstIndex(where: { $0.key == key }) {
        entries[index].pattern = pattern
      } else {
        entries.append((key, pattern))
      }
    }
  }

  /// The pattern of one sign and count of fraction digits of one currency.
  private enum Pattern: Sendable {
    /// Learnt and written exactly as Foundation writes every check value.
    case checked(LocaleNumberPattern)
    /// Learnt, and differs from Foundation on some check value: a fallback only.
    case unchecked(LocaleNumberPattern)
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
    formatted(amount, marker: statusMarkers.marker(for: amount.status ?? .done)).text
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

  /// The amount's text with `marker`, and how it was made.
  func formatted(_ amount: MonetaryAmount, marker: StatusMarkers.Marker = .none) -> (
    text: String, method: Method
  ) {
    let negative = amount.isNegative
    let givenCount = amount.value.fractionCount
    // The entry's values are copied out (they hold no reference), so that the entry, which
    // every thread reads, is not retained.
    if usesCheckedPatterns,
      let (minorDigits, pattern) = checkedPatterns.withEntry(
        for: amount.currency, negative: negative, fractionDigits: givenCount,
        { ($0.minorDigits, $0.pattern) })
    {
      return (
        amount.value.withDigits { integer, fraction in
          pattern.text(
            integer: integer, fraction: fraction, minimumFractionDigits: minorDigits,
            before: marker.prefixText, after: marker.suffixText)
        }, .checkedPattern
      )
    }
    let code = amount.currency.formattingCode
    var currency = self.currency(code)
    let shown = max(givenCount, currency.minorDigits)
    let key = PatternKey(negative: negative, fractionDigits: shown)

    if usesCheckedPatterns {
      if currency.patterns[key] == nil {
        // Another copy may have met it or learnt it since this one took its table.
        if known != nil { currency = sharedCurrency(code) }
        if currency.patterns[key] == nil {
          let met = currency.met
          if met < Self.amountsThroughFoundation {
            // Through Foundation, as learning would have it: a one-row command learns nothing.
            currency.met = met + 1
            self.learnt.withLock { learnt in
              guard let shared = learnt[code]?.met else { return }
              learnt[code]?.met = min(Self.amountsThroughFoundation, max(shared, met) + 1)
            }
          } else {
            let pattern = learnPattern(
              style: currency.style, negative: negative, fractionDigits: shown)
            currency.patterns.set(pattern, for: key)
            self.learnt.withLock { $0[code]?.patterns.set(pattern, for: key) }
          }
        }
        let learnt = currency
        known?.withLock { $0[code] = learnt }
      }
      if case .checked(let pattern) = currency.patterns[key] {
        checkedPatterns.publish(
          amount.currency, negative: negative, fractionDigits: givenCount,
          minorDigits: currency.minorDigits, pattern: pattern)
        return (
          amount.value.withDigits { integer, fraction in
            pattern.text(
              integer: integer, fraction: fraction, minimumFractionDigits: currency.minorDigits,
              before: marker.prefixText, after: marker.suffixText)
          }, .checkedPattern
        )
      }
    }

    let integer = String(amount.value.significantIntegerDigits)
    let givenFraction = amount.value.fractionDigits
    let padding = shown - givenCount
    let fraction =
      padding == 0 ? String(givenFraction) : givenFraction + String(repeating: "0", count: padding)
    if let decimal = Self.decimal(negative: negative, integer: integer, fraction: fraction) {
      let text = format(decimal, style: currency.style, fractionDigits: shown)
      if decimalDigits(of: text) == integer + fraction {
        return (marker.applied(to: text), .foundation)
      }
    }
    let pattern =
      switch currency.patterns[key] {
      case .checked(let pattern), .unchecked(let pattern): pattern
      case nil: probedPattern(style: currency.style, negative: negative, fractionDigits: shown)
      }
    return (
      amount.value.withDigits { integer, fraction in
        pattern.text(
          integer: integer, fraction: fraction, minimumFractionDigits: currency.minorDigits,
          before: marker.prefixText, after: marker.suffixText)
      }, .digitExact
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

  /// The pattern Foundation's format of probes shows for `style`, the sign and
  /// `fractionDigits` fraction digits, and the probes as Foundation formatted them.
  private func probed(style: NumberStyle, negative: Bool, fractionDigits: Int) -> (
    pattern: LocaleNumberPattern, samples: [LocaleNumberPattern.Sample]
  ) {
    let fallbackSuffix =
      switch style {
      case .currency(let code): " " + code
      case .plain(let suffix): suffix
      }
    return LocaleNumberPattern.probed(
      { probe, fractionDigits in format(probe, style: style, fractionDigits: fractionDigits) },
      negative: negative, fractionDigits: fractionDigits, fallbackSuffix: fallbackSuffix)
  }

  /// The pattern Foundation's format of probes shows for `style`, the sign and
  /// `fractionDigits` fraction digits.
  private func probedPattern(style: NumberStyle, negative: Bool, fractionDigits: Int)
    -> LocaleNumberPattern
  {
    probed(style: style, negative: negative, fractionDigits: fractionDigits).pattern
  }

  /// The probed pattern, checked against Foundation.
  private func learnPattern(style: NumberStyle, negative: Bool, fractionDigits: Int) -> Pattern {
    let (pattern, samples) = probed(
      style: style, negative: negative, fractionDigits: fractionDigits)
    return writesAsFoundation(
      pattern, style: style, negative: negative, fractionDigits: fractionDigits, samples: samples)
      ? .checked(pattern) : .unchecked(pattern)
  }

  /// Whether `pattern` writes, with `fractionDigits` fraction digits, each of `samples` (values
  /// Foundation formatted) as given and each of the ``checkValues(for:negative:fractionDigits:)``
  /// not among them (negated if `negative`) exactly as Foundation formats it in `style`.
  func writesAsFoundation(
    _ pattern: LocaleNumberPattern, style: NumberStyle, negative: Bool, fractionDigits: Int,
    samples: [LocaleNumberPattern.Sample] = []
  ) -> Bool {
    let sampled = samples.allSatisfy { integer, fraction, text in
      fraction.utf8.count == fractionDigits
        && pattern.format(integerDigits: integer, fractionDigits: fraction) == text
    }
    guard sampled else { return false }
    let lengths = Set(samples.map(\.integer.utf8.count))
    return Self.checkValues(for: pattern, negative: negative, fractionDigits: fractionDigits)
      .allSatisfy { integer, fraction in
        if integer != "0" && lengths.contains(integer.utf8.count) { return true }
        guard let decimal = Self.decimal(negative: negative, integer: integer, fraction: fraction)
        else { return false }
        return format(decimal, style: style, fractionDigits: fractionDigits)
          == pattern.format(integerDigits: integer, fractionDigits: fraction)
      }
  }

  /// How many amounts of a currency, of either sign, go through Foundation before the formatter
  /// learns its patterns: learning formats the probes and the check values through Foundation,
  /// which pays off over many amounts, not over the one of a one-row command (formatted twice
  /// there: for the row and for the preview's layout of the list).
  static let amountsThroughFoundation = 2

  /// The values a pattern learnt for `fractionDigits` fraction digits is checked on, as
  /// integer and fraction digits (Docs/Entries.md says why these suffice): the smallest
  /// (zero, or for a negative pattern `0.0…05`, as zero is never negative), the integers
  /// either side of where grouping starts, and a thirteen-digit integer holding every digit;
  /// each with `fractionDigits` fraction digits.
  static func checkValues(
    for pattern: LocaleNumberPattern, negative: Bool, fractionDigits: Int
  ) -> [(integer: String, fraction: String)] {
    let zeros = String(repeating: "0", count: fractionDigits)
    let fraction = String(
      String(repeating: "9876543210", count: fractionDigits / 10 + 1).prefix(fractionDigits))
    var values: [(integer: String, fraction: String)] = []
    if !negative {
      values.append(("0", zeros))
    } else if fractionDigits > 0 {
      values.append(("0", String(zeros.dropLast()) + "5"))
    }
    let digits = "1234567890123"
    var lengths: [Int] = []
    let grouping = pattern.grouping
    if grouping.primary > 0 {
      // Grouping starts at `start` digits; below `primary + 1` no separator can show.
      let start = grouping.primary + grouping.minimum
      if start - 1 > grouping.primary { lengths.append(start - 1) }
      lengths.append(start)
    }
    lengths.append(digits.utf8.count)
    for length in lengths where length <= digits.utf8.count {
      values.append((String(digits.prefix(length)), fraction))
    }
    return values
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
  /// BHD): what Foundation's default currency format shows (``defaultFormatMinorDigits(_:)``),
  /// read from the ICU data that format uses, without making a formatter for the currency.
  func currencyMinorDigits(_ code: String) -> Int {
    #if canImport(CoreFoundation)
      var digits: Int32 = 0
      var rounding = 0.0
      if let name = CFStringCreateWithCString(nil, code, CFStringBuiltInEncodings.UTF8.rawValue),
        CFNumberFormatterGetDecimalInfoForCurrencyCode(name, &digits, &rounding), digits >= 0
      {
        return Int(digits)
      }
    #endif
    return defaultFormatMinorDigits(code)
  }

  /// The number of fraction digits of Foundation's default currency format of 1 in `code`.
  func defaultFormatMinorDigits(_ code: String) -> Int {
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
