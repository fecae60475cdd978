import Foundation
import TestSupport
import Testing

@testable import WalletEntries

@Suite("Exact amount formatting")
struct AmountFormattingTests {
  let enUS = AmountFormatter(locale: Locale(identifier: "en_US"))

  /// A formatter that sends every amount through Foundation (and the digit-exact fallback).
  func foundationOnly(_ locale: String) -> AmountFormatter {
    var formatter = AmountFormatter(locale: Locale(identifier: locale))
    formatter.usesCheckedPatterns = false
    return formatter
  }

  func text(
    _ value: String, _ currency: String, locale: String = "en_US",
    _ direction: Direction? = nil, _ status: Status? = nil
  ) throws -> String {
    AmountFormatter(locale: Locale(identifier: locale)).string(
      for: try structured(value, currency, direction, status))
  }

  /// A generator of `seed` and `currency`, so that each currency's values differ.
  func generator(seed: UInt64, currency: String) -> SplitMix64 {
    SplitMix64(seed: seed &+ UInt64(currency.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
  }

  /// The digits of `value` padded to `minorDigits` fraction digits.
  func expectedDigits(_ value: String, minorDigits: Int) -> String {
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    let integer = parts[0].drop { $0 == "0" || $0 == "-" || $0 == "+" }
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    return (integer.isEmpty ? "0" : String(integer)) + fraction
      + String(repeating: "0", count: max(0, minorDigits - fraction.count))
  }

  @Test("a euro value with one fraction digit is padded to the euro's two")
  func padsToMinorDigits() throws {
    #expect(try text("12.5", "EUR") == "€12.50")
    #expect(try text("0.1", "EUR") == "€0.10")
    #expect(try text("1200", "EUR") == "€1,200.00")
  }

  @Test(
    "a currency's minor digits read from the currency data are those Foundation's default currency format shows, for every ISO 4217 code"
  )
  func minorDigitsAgreeWithFoundationsDefaultFormat() {
    for identifier in ["en_US", "ar_EG", "de_CH"] {
      let formatter = AmountFormatter(locale: Locale(identifier: identifier))
      for code in CurrencyCode.iso4217Codes.sorted() {
        #expect(
          formatter.currencyMinorDigits(code) == formatter.defaultFormatMinorDigits(code),
          "\(code) in \(identifier)")
      }
    }
    // Spot checks from ISO 4217's table of minor units.
    #expect(enUS.currencyMinorDigits("EUR") == 2)
    #expect(enUS.currencyMinorDigits("JPY") == 0)
    #expect(enUS.currencyMinorDigits("BHD") == 3)
    #expect(enUS.currencyMinorDigits("CLF") == 4)
  }

  @Test("a formatter remembers minor digits per locale: one whose locale changes formats as new")
  func minorDigitsRememberedPerLocale() throws {
    var formatter = AmountFormatter(locale: Locale(identifier: "en_US"))
    let yen = try structured("1234", "JPY", nil, nil)
    let dinar = try structured("5", "BHD", nil, nil)
    // Twice each: the second answer comes from what the first found.
    for _ in 0..<2 {
      #expect(formatter.string(for: yen) == "¥1,234")
      #expect(formatter.string(for: dinar).hasSuffix("5.000"))  // "BHD", a no-break space, 5.000
    }
    let original = formatter
    for identifier in ["de_DE", "ja_JP", "ar_BH"] {
      formatter.locale = Locale(identifier: identifier)
      let fresh = AmountFormatter(locale: Locale(identifier: identifier))
      for amount in [yen, dinar] {
        #expect(formatter.string(for: amount) == fresh.string(for: amount), "\(identifier)")
      }
    }
    // The copy kept its locale and what it had learnt of it.
    #expect(original.string(for: yen) == "¥1,234")
    #expect(
      original.formatted(try MonetaryAmount(value: "5", currency: "BHD")).method == .checkedPattern)
  }

  @Test(
    "the first amounts of a currency, of either sign, go through Foundation; then its patterns are learnt and write them"
  )
  func learnsAfterTheFirstAmounts() throws {
    let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let copy = formatter.unshared()
    let amount = try MonetaryAmount(value: "1234.5", currency: "EUR")
    let other = try MonetaryAmount(value: "7", currency: "EUR")
    let negative = try MonetaryAmount(value: "-7", currency: "EUR")
    #expect(AmountFormatter.amountsThroughFoundation == 2)
    #expect(formatter.formatted(amount) == ("1.234,50\u{A0}€", .foundation))
    // The copy counts what the formatter met, in what they share, and learns on its third.
    #expect(copy.formatted(other) == ("7,00\u{A0}€", .foundation))
    #expect(copy.formatted(other) == ("7,00\u{A0}€", .checkedPattern))
    #expect(formatter.formatted(amount) == ("1.234,50\u{A0}€", .checkedPattern))
    // The other sign is learnt at once: the currency has gone through Foundation twice.
    #expect(formatter.formatted(negative) == ("-7,00\u{A0}€", .checkedPattern))
    // Another currency is counted apart, whichever its sign.
    let yen = try MonetaryAmount(value: "-7", currency: "JPY")
    #expect(formatter.formatted(yen) == ("-7\u{A0}¥", .foundation))
    #expect(
      formatter.formatted(try MonetaryAmount(value: "7", currency: "JPY")) == (
        "7\u{A0}¥", .foundation
      ))
    #expect(formatter.formatted(yen) == ("-7\u{A0}¥", .checkedPattern))
  }

  @Test("copies on eight threads meeting one currency at once format it as Foundation does")
  func copiesOnThreadsCountAndLearnTogether() async throws {
    let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let amounts = try (1...40).map { try MonetaryAmount(value: "\($0 * 37).5", currency: "EUR") }
    let expected = amounts.map { foundationOnly("de_DE").formatted($0).text }
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        let copy = formatter.unshared()
        group.addTask { amounts.map { copy.formatted($0).text } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    for texts in results { #expect(texts == expected) }
    // Met far more often than amountsThroughFoundation: learnt, whichever copy learnt it.
    #expect(formatter.formatted(amounts[0]) == (expected[0], .checkedPattern))
  }

  @Test("a copy for one thread formats as the formatter does, and what either learns is shared")
  func unsharedCopies() throws {
    var formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let fresh = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let amounts = try [
      structured("1234.5", "EUR", nil, nil), structured("-0.05", "EUR", nil, nil),
      structured("1200", "JPY", .outgoing, .pending), structured("7", "KUDOS", nil, nil),
    ]
    let early = formatter.unshared()
    #expect(early.learntCodes.known.isEmpty)
    for amount in amounts {
      #expect(early.string(for: amount) == fresh.string(for: amount))
    }
    // What the early copy learnt reached the formatter, and every copy made after it.
    #expect(early.learntCodes.known == ["EUR", "JPY", "KUDOS"])
    #expect(formatter.learntCodes.shared == ["EUR", "JPY", "KUDOS"])
    let late = formatter.unshared()
    #expect(late.learntCodes.known == ["EUR", "JPY", "KUDOS"])
    for amount in amounts {
      #expect(late.string(for: amount) == fresh.string(for: amount))
      #expect(formatter.string(for: amount) == fresh.string(for: amount))
    }
    // A sign one copy has not met is taken from what another learnt.
    let positiveOnly = formatter.unshared()
    let negative = try structured("-99.99", "CHF", nil, nil)
    let positive = try structured("5", "CHF", nil, nil)
    #expect(positiveOnly.string(for: positive) == fresh.string(for: positive))
    #expect(early.string(for: negative) == fresh.string(for: negative))
    #expect(positiveOnly.string(for: negative) == fresh.string(for: negative))
    let negativeValue = try MonetaryAmount(value: "-99.99", currency: "CHF")
    #expect(positiveOnly.formatted(negativeValue).method == .checkedPattern)
    // A copy whose locale changes starts again, like any formatter.
    var french = formatter.unshared()
    french.locale = Locale(identifier: "fr_FR")
    #expect(french.learntCodes.shared.isEmpty && french.learntCodes.known.isEmpty)
    let frenchFresh = AmountFormatter(locale: Locale(identifier: "fr_FR"))
    #expect(french.string(for: amounts[0]) == frenchFresh.string(for: amounts[0]))
    formatter.locale = Locale(identifier: "fr_FR")
    #expect(formatter.string(for: amounts[0]) == frenchFresh.string(for: amounts[0]))
  }

  @Test(
    "a learnt pattern, read without a lock, writes what Foundation writes for a code in any case and either sign"
  )
  func learntPatternsReadWithoutALock() throws {
    let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let values = ["1234.5", "-0.05", "7", "-12345678.125", "0.1", "1200"]
    let codes = ["EUR", "eur", "Eur", "JPY", "BHD", "KUDOS", "kudos"]
    let amounts = try codes.flatMap { code in
      try values.map { try MonetaryAmount(value: $0, currency: code) }
    }
    // Three rounds: the first meets and learns each currency and sign, the later ones read
    // what was learnt, under the code as given.
    for round in 0..<3 {
      for amount in amounts {
        let expected = foundationOnly("de_DE").formatted(amount).text
        let formatted = formatter.formatted(amount)
        #expect(formatted.text == expected, "\(amount) in round \(round)")
        if round > 0 { #expect(formatted.method == .checkedPattern, "\(amount)") }
      }
    }
  }

  @Test(
    "the table of learnt patterns tells codes, signs and fraction counts apart and holds up to its capacity"
  )
  func checkedPatternTableKeys() throws {
    let table = CheckedPatternTable()
    let pattern = LocaleNumberPattern(
      prefix: "", suffix: "", decimalSeparator: ".", groupingSeparator: "",
      grouping: LocaleNumberPattern.Grouping(primary: 0, secondary: 0, minimum: 1), zero: 0x30)
    // Codes that differ in case, length past eight letters, or one letter at either end.
    let names = ["EUR", "eur", "EURO", "EU", "ABCDEFGHIJK", "ABCDEFGHIJL", "BBCDEFGHIJK", "A"]
    let generated = (0..<40).map { index in
      "X" + String(Character(Unicode.Scalar(UInt8(65 + index % 26)))) + (index < 26 ? "" : "Q")
    }
    let codes = try (names + generated).map { try CurrencyCode(validating: $0) }
    #expect(Set(codes).count == codes.count)
    // Each code with three counts of fraction digits, the last past a byte.
    let keys = codes.enumerated().flatMap { position, code in
      [0, 2, 300].map { (code: code, negative: position % 2 == 1, fractionDigits: $0) }
    }
    for (position, key) in keys.enumerated() {
      table.publish(
        key.code, negative: key.negative, fractionDigits: key.fractionDigits,
        minorDigits: position, pattern: pattern)
    }
    #expect(CheckedPatternTable.capacity == 128 && keys.count > 128)
    for (position, key) in keys.enumerated() {
      let found = table.withEntry(
        for: key.code, negative: key.negative, fractionDigits: key.fractionDigits, \.minorDigits)
      #expect(found == (position < CheckedPatternTable.capacity ? position : nil), "\(key)")
      #expect(
        table.withEntry(
          for: key.code, negative: !key.negative, fractionDigits: key.fractionDigits,
          \.minorDigits) == nil, "\(key)")
      #expect(
        table.withEntry(
          for: key.code, negative: key.negative, fractionDigits: 1, \.minorDigits) == nil,
        "\(key)")
    }
    // A count past what a key holds is never published.
    table.publish(
      codes[0], negative: false, fractionDigits: 70_000, minorDigits: 0, pattern: pattern)
    #expect(
      table.withEntry(for: codes[0], negative: false, fractionDigits: 70_000, \.minorDigits)
        == nil)
  }

  @Test(
    "the table holds a pattern whose texts fit inline and writes amounts with it; a longer one stays out"
  )
  func checkedPatternTableHoldsPatternsInline() throws {
    let table = CheckedPatternTable()
    let code = try CurrencyCode(validating: "XTS")
    let capacity = LocaleNumberPattern.Inline.capacity
    // Texts of 64 bytes together (a prefix of 30 bytes in two-byte scalars, a suffix of 30, a
    // one-byte decimal separator and a three-byte grouping one) fit; one byte more does not.
    let prefix = String(repeating: "é", count: 15)
    let suffix = String(repeating: "x", count: 30)
    let fitting = LocaleNumberPattern(
      prefix: prefix, suffix: suffix, decimalSeparator: ",", groupingSeparator: "\u{202F}",
      grouping: LocaleNumberPattern.Grouping(primary: 3, secondary: 2, minimum: 1), zero: 0x30)
    #expect(prefix.utf8.count + suffix.utf8.count + 1 + 3 == capacity)
    var longer = fitting
    longer.suffix += "y"
    table.publish(code, negative: false, fractionDigits: 1, minorDigits: 2, pattern: fitting)
    table.publish(code, negative: true, fractionDigits: 1, minorDigits: 2, pattern: longer)
    // Grouped in threes at the right and twos to the left (as en_IN writes 12,34,567.50), the
    // fraction padded to the minor digits, between the marker's texts.
    for (integer, shown) in [
      ("0", "0,50"), ("123", "123,50"), ("1234", "1\u{202F}234,50"),
      ("12345678", "1\u{202F}23\u{202F}45\u{202F}678,50"),
      ("1234567890123", "12\u{202F}34\u{202F}56\u{202F}78\u{202F}90\u{202F}123,50"),
    ] {
      let written = table.withEntry(for: code, negative: false, fractionDigits: 1) { entry in
        var digits = integer
        var fraction = "5"
        return digits.withUTF8 { digits in
          fraction.withUTF8 { fraction in
            entry.pattern.text(
              integer: digits, fraction: fraction, minimumFractionDigits: entry.minorDigits,
              before: "<", after: " (pending)")
          }
        }
      }
      #expect(written == "<" + prefix + shown + suffix + " (pending)", "\(integer)")
    }
    #expect(table.withEntry(for: code, negative: true, fractionDigits: 1, \.minorDigits) == nil)
  }

  @Test("every given fraction digit is kept, beyond the currency's minor digits")
  func keepsAllFractionDigits() throws {
    #expect(try text("0.123456789", "EUR") == "€0.123456789")
    #expect(try text("12.500", "EUR") == "€12.500")
  }

  @Test(
    "huge and very precise values keep every digit",
    arguments: [
      "12345678901234567890.123456789012",
      "98765432109876543210987654321098765432",
      "0.00000000000000000000000000000000000000000000000001",
      "99999999999999999999999999999999999999.5",
      "123456789012345678901234567890123456789012345678901234567890.123456789",
      "1.0000000000000000000000000000000000000000000000000000000000001",
    ])
  func hugeValuesAreExact(value: String) throws {
    for locale in ["en_US", "de_DE", "fr_FR", "ja_JP"] {
      let shown = try text(value, "EUR", locale: locale)
      #expect(decimalDigits(of: shown) == expectedDigits(value, minorDigits: 2), "\(locale)")
    }
    let kudos = try text(value, "KUDOS")
    #expect(decimalDigits(of: kudos) == expectedDigits(value, minorDigits: 0))
    #expect(kudos.hasSuffix(" KUDOS"))
  }

  @Test("a value with more than 38 significant digits is written by the digit-exact formatter")
  func fallbackForMoreThanDecimalHolds() throws {
    let amount = try MonetaryAmount(
      value: "99999999999999999999999999999999999999.5", currency: "EUR")
    let result = foundationOnly("en_US").formatted(amount)
    #expect(result.method == .digitExact)
    #expect(result.text == "€99,999,999,999,999,999,999,999,999,999,999,999,999.50")
    // The first amounts of a currency and sign go through Foundation, which cannot hold this
    // one; the next is written by the pattern learnt then.
    for _ in 0..<AmountFormatter.amountsThroughFoundation {
      #expect(enUS.formatted(amount) == (result.text, .digitExact))
    }
    #expect(enUS.formatted(amount) == (result.text, .checkedPattern))
    let negative = try MonetaryAmount(
      value: "-1234567890123456789012345678901234567890.25", currency: "EUR")
    let german = foundationOnly("de_DE").formatted(negative)
    #expect(german.method == .digitExact)
    #expect(german.text == "-1.234.567.890.123.456.789.012.345.678.901.234.567.890,25\u{A0}€")
    let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
    for _ in 0..<AmountFormatter.amountsThroughFoundation {
      #expect(formatter.formatted(negative) == (german.text, .digitExact))
    }
    #expect(formatter.formatted(negative) == (german.text, .checkedPattern))
  }

  @Test("a value Decimal holds is formatted by Foundation when patterns are off")
  func foundationPath() throws {
    let amount = try MonetaryAmount(value: "12345678901234567890.123456789012", currency: "EUR")
    let result = foundationOnly("en_US").formatted(amount)
    #expect(result.method == .foundation)
    #expect(result.text == "€12,345,678,901,234,567,890.123456789012")
    for _ in 0..<AmountFormatter.amountsThroughFoundation {
      #expect(enUS.formatted(amount) == (result.text, .foundation))
    }
    #expect(enUS.formatted(amount) == (result.text, .checkedPattern))
  }

  @Test(
    "the checked pattern writes what Foundation writes, in every locale, for random values",
    arguments: ["EUR", "JPY", "INR", "BHD", "KUDOS"])
  func checkedPatternsAgreeWithFoundation(currency: String) throws {
    var random = generator(seed: 0xA11C_E5, currency: currency)
    let identifiers = Locale.availableIdentifiers.sorted()
    var checked = 0
    var combinations = 0
    for identifier in identifiers {
      let formatter = AmountFormatter(locale: Locale(identifier: identifier))
      let foundation = foundationOnly(identifier)
      for direction in [Direction.incoming, .outgoing] {
        combinations += 1
        var allChecked = true
        for index in 0..<(AmountFormatter.amountsThroughFoundation + 3) {
          let integerCount = Int.random(in: 1...24, using: &random)
          let fractionCount = Int.random(in: 0...6, using: &random)
          let digits = (0..<(integerCount + fractionCount)).map { _ in
            Character(String(Int.random(in: 0...9, using: &random)))
          }
          let value =
            String(digits.prefix(integerCount))
            + (fractionCount > 0 ? "." + String(digits.suffix(fractionCount)) : "")
          let amount = try MonetaryAmount(value: value, currency: currency, direction: direction)
          let fast = formatter.formatted(amount)
          #expect(
            fast.text == foundation.formatted(amount).text, "\(identifier) \(value) \(direction)")
          // The first amounts of a sign go through Foundation; then the pattern is learnt.
          if index >= AmountFormatter.amountsThroughFoundation && fast.method != .checkedPattern {
            allChecked = false
          }
        }
        if allChecked { checked += 1 }
      }
    }
    // The pattern applies everywhere the check passes; elsewhere Foundation writes every
    // amount.
    #expect(identifiers.count > 500)
    #expect(Double(checked) >= 0.97 * Double(combinations), "\(checked) of \(combinations)")
  }

  @Test("the digit-exact formatter writes what Foundation writes for values both can hold")
  func fallbackAgreesWithFoundation() throws {
    for locale in ["en_US", "de_DE", "fr_FR", "ja_JP", "es_ES", "en_IN", "ar_EG", "de_CH"] {
      for (value, currency) in [
        ("-1234567.25", "EUR"), ("1234", "EUR"), ("12345.5", "JPY"), ("0.5", "KUDOS"),
        ("-98765432.125", "KUDOS"),
      ] {
        let amount = try MonetaryAmount(value: value, currency: currency)
        let foundation = foundationOnly(locale).formatted(amount)
        #expect(foundation.method == .foundation)
        let formatter = AmountFormatter(locale: Locale(identifier: locale))
        for _ in 0..<AmountFormatter.amountsThroughFoundation {
          #expect(formatter.formatted(amount) == (foundation.text, .foundation))
        }
        #expect(formatter.formatted(amount) == (foundation.text, .checkedPattern))
        let fractionDigits = value.split(separator: ".").dropFirst().first?.count ?? 0
        let minor = currency == "EUR" ? 2 : 0
        let fraction = String(value.split(separator: ".").dropFirst().first ?? "")
        let style: AmountFormatter.NumberStyle =
          currency == "KUDOS" ? .plain(suffix: " KUDOS") : .currency(currency)
        let padded = fraction + String(repeating: "0", count: max(0, minor - fractionDigits))
        let pattern = LocaleNumberPattern(
          probing: { probe, digits in
            switch style {
            case .currency(let code):
              return probe.formatted(
                .currency(code: code).locale(Locale(identifier: locale)).precision(
                  .fractionLength(digits...digits)))
            case .plain(let suffix):
              return probe.formatted(
                .number.locale(Locale(identifier: locale)).precision(
                  .fractionLength(digits...digits))) + suffix
            }
          }, negative: amount.isNegative, fractionDigits: padded.count)
        let integer = String(amount.value.significantIntegerDigits)
        #expect(
          pattern.format(integerDigits: integer, fractionDigits: padded) == foundation.text,
          "\(locale) \(value) \(currency)")
      }
    }
  }

  @Test("Ewe groups from six integer digits: the pattern learns it and passes the check")
  func minimumGroupingOfThree() throws {
    let ewe = AmountFormatter(locale: Locale(identifier: "ee"))
    for (value, shown) in [
      ("1234.5", "€1234.50"), ("12345.5", "€12345.50"), ("123456.5", "€123,456.50"),
      ("-1234567.25", "-€1,234,567.25"),
    ] {
      let amount = try MonetaryAmount(value: value, currency: "EUR")
      let foundation = foundationOnly("ee").formatted(amount).text
      for _ in 0..<AmountFormatter.amountsThroughFoundation {
        #expect(ewe.formatted(amount).text == foundation)
      }
      // Written by the learnt pattern now.
      #expect(ewe.formatted(amount) == (foundation, .checkedPattern))
      #expect(ewe.string(for: amount) == shown)
    }
  }

  @Test("a pattern that writes any check value otherwise than Foundation fails the check")
  func checkRejectsWrongPatterns() {
    let german = AmountFormatter(locale: Locale(identifier: "de_DE"))
    let right = LocaleNumberPattern(
      prefix: "", suffix: "\u{A0}€", decimalSeparator: ",", groupingSeparator: ".",
      grouping: LocaleNumberPattern.Grouping(primary: 3, secondary: 3, minimum: 1), zero: 0x30)
    #expect(
      german.writesAsFoundation(
        right, style: .currency("EUR"), negative: false, fractionDigits: 2))
    var wrong: [LocaleNumberPattern] = []
    for change in 0..<5 {
      var pattern = right
      switch change {
      case 0: pattern.grouping.minimum = 2
      case 1: pattern.grouping.secondary = 2
      case 2: pattern.suffix = " €"
      case 3: pattern.decimalSeparator = "."
      default: pattern.zero = 0x660
      }
      wrong.append(pattern)
    }
    for pattern in wrong {
      #expect(
        !german.writesAsFoundation(
          pattern, style: .currency("EUR"), negative: false, fractionDigits: 2))
    }
    // The positive pattern is not the negative one.
    #expect(
      !german.writesAsFoundation(
        right, style: .currency("EUR"), negative: true, fractionDigits: 2))
  }

  @Test(
    "a pattern that passes its check writes every integer of 1 to 20 digits as Foundation does, in every locale",
    arguments: ["EUR", "JPY", "KUDOS"])
  func checkedPatternsHoldBeyondTheCheckValues(currency: String) throws {
    var random = generator(seed: 0xC4EC_0D, currency: currency)
    let minorDigits = currency == "EUR" ? 2 : 0
    // Locales, signs and counts of fraction digits met, and those whose pattern passed its check.
    var combinations = 0
    var checked = 0
    for identifier in Locale.availableIdentifiers.sorted() {
      let foundation = foundationOnly(identifier)
      let formatter = AmountFormatter(locale: Locale(identifier: identifier))
      // The currency's minor digits, and one more: a pattern is learnt for each count.
      for fractionCount in [minorDigits, minorDigits + 1] {
        for direction in [Direction.incoming, .outgoing] {
          combinations += 1
          func amount(integerDigits: Int) throws -> MonetaryAmount {
            let digits = (0..<(integerDigits + fractionCount)).map { index in
              // No leading zero.
              String(Int.random(in: (index == 0 ? 1 : 0)...9, using: &random))
            }
            let value =
              digits.prefix(integerDigits).joined()
              + (fractionCount > 0 ? "." + digits.suffix(fractionCount).joined() : "")
            return try MonetaryAmount(value: value, currency: currency, direction: direction)
          }
          // Through Foundation, then learnt and checked on the next.
          for _ in 0...AmountFormatter.amountsThroughFoundation {
            _ = formatter.formatted(try amount(integerDigits: 3))
          }
          guard formatter.formatted(try amount(integerDigits: 3)).method == .checkedPattern
          else { continue }
          checked += 1
          for integerDigits in 1...20 {
            let value = try amount(integerDigits: integerDigits)
            let written = formatter.formatted(value)
            #expect(written.method == .checkedPattern)
            #expect(
              written.text == foundation.formatted(value).text,
              "\(identifier) \(value.value) \(direction)")
          }
        }
      }
    }
    // Over 500 locales.
    #expect(combinations > 2000)
    #expect(Double(checked) >= 0.97 * Double(combinations), "\(checked) of \(combinations)")
  }

  @Test("German writes a decimal comma and the symbol after the number")
  func german() throws {
    #expect(try text("12.5", "EUR", locale: "de_DE") == "12,50\u{A0}€")
    #expect(try text("1234.5", "EUR", locale: "de_DE") == "1.234,50\u{A0}€")
  }

  @Test("French groups with a narrow no-break space")
  func french() throws {
    #expect(try text("1234567.5", "EUR", locale: "fr_FR") == "1\u{202F}234\u{202F}567,50\u{A0}€")
  }

  @Test("yen has no minor digits")
  func yen() throws {
    #expect(try text("1200", "JPY", locale: "ja_JP") == "¥1,200")
    #expect(try text("1200", "JPY") == "¥1,200")
    #expect(try text("1200.5", "JPY", locale: "ja_JP") == "¥1,200.5")
  }

  @Test("a currency unknown to the locale data is written as value and code")
  func unknownCurrency() throws {
    #expect(try text("12.5", "KUDOS") == "12.5 KUDOS")
    #expect(try text("1234.5", "KUDOS", locale: "de_DE") == "1.234,5 KUDOS")
    #expect(try text("12", "KUDOS", .outgoing) == "-12 KUDOS")
  }

  @Test("outgoing is negative, incoming positive, no direction keeps the value's sign")
  func directions() throws {
    #expect(try text("12.5", "EUR", .outgoing) == "-€12.50")
    #expect(try text("-12.5", "EUR", .outgoing) == "-€12.50")
    #expect(try text("12.5", "EUR", .incoming) == "€12.50")
    #expect(try text("+12.5", "EUR", .incoming) == "€12.50")
    #expect(try text("-12.5", "EUR") == "-€12.50")
    #expect(try text("0.00", "EUR", .outgoing) == "€0.00")
  }

  @Test("a sign that contradicts the direction is an error")
  func contradictingSign() {
    #expect(throws: EntryError.signContradictsDirection(value: "-5", direction: .incoming)) {
      try MonetaryAmount(value: "-5", currency: "EUR", direction: .incoming)
    }
    #expect(throws: EntryError.signContradictsDirection(value: "+5", direction: .outgoing)) {
      try MonetaryAmount(value: "+5", currency: "EUR", direction: .outgoing)
    }
  }

  @Test("pending is shown as a suffix by default, done is bare, markers are configurable")
  func statusMarkers() throws {
    #expect(try text("12.5", "EUR", .outgoing, .pending) == "-€12.50 (pending)")
    #expect(try text("12.5", "EUR", nil, .done) == "€12.50")
    #expect(try text("12.5", "EUR", nil, .failed) == "€12.50 (failed)")
    let prefixed = AmountFormatter(
      locale: Locale(identifier: "en_US"), statusMarkers: StatusMarkers(pending: .prefix("~ ")))
    #expect(prefixed.string(for: try structured("1", "EUR", nil, .pending)) == "~ €1.00")
  }

  @Test("a preformatted amount is shown exactly as given")
  func preformatted() {
    #expect(enUS.string(for: .preformatted("-12.50 €")) == "-12.50 €")
    #expect(enUS.string(for: .preformatted("  12,5  ")) == "  12,5  ")
  }
}

@Suite("Amount values")
struct AmountValueTests {
  @Test(
    "a value is zero when every digit is 0, whatever its sign, leading zeros or fraction digits",
    arguments: [
      ("0", true), ("-0.00", true), ("+000.000", true), ("0.001", false), ("100", false),
      ("10.0", false), ("-0.50", false), ("0000000000000000000000.0000000000000000000009", false),
    ])
  func zeroValues(text: String, isZero: Bool) throws {
    #expect(try ExactDecimal(validating: text).isZero == isZero)
  }

  @Test(
    "decimals of the accepted shape are kept as given",
    arguments: ["0", "12", "-12.50", "+0.000000001", "007.10"])
  func validDecimals(text: String) throws {
    #expect(try ExactDecimal(validating: text).text == text)
  }

  @Test(
    "exponents, bare points, spaces and separators are rejected",
    arguments: ["", "1e3", "12.", ".5", " 12", "12 ", "1,000", "--1", "1.2.3", "١٢", "0x10", "+"])
  func invalidDecimals(text: String) {
    #expect(throws: EntryError.self) { try ExactDecimal(validating: text) }
  }

  @Test("an exponent is named in the error")
  func exponentMessage() {
    #expect(throws: EntryError.invalidDecimal("1e3", reason: "exponents are not accepted")) {
      try ExactDecimal(validating: "1e3")
    }
  }

  @Test("currency codes are 1 to 11 ASCII letters")
  func currencies() throws {
    #expect(try CurrencyCode(validating: "EUR").rawValue == "EUR")
    #expect(try CurrencyCode(validating: "KUDOS").rawValue == "KUDOS")
    for bad in ["", "EURO12", "TWELVELETTER", "€", "E R"] {
      #expect(throws: EntryError.invalidCurrency(bad)) { try CurrencyCode(validating: bad) }
    }
  }

  @Test("an exact CURRENCY:VALUE string is a structured amount, anything else preformatted")
  func talerStrings() throws {
    #expect(try Amount(text: "EUR:12.5") == structured("12.5", "EUR"))
    #expect(try Amount(text: "KUDOS:0.00000001") == structured("0.00000001", "KUDOS"))
    for text in ["eur:12.5", "EUR: 12.5", "EUR:-5", "EUR:1e3", "EUR:", ":5", "-12.50 €", "EUR:5 "] {
      #expect(try Amount(text: text) == .preformatted(text), "\(text)")
    }
  }

  @Test("a control character in an amount is an error")
  func controlInAmount() {
    #expect(
      throws: EntryError.controlCharacter(field: "amount", scalar: 0x1B, position: 3)
    ) { try Amount(text: "12\u{1B}[31m") }
    #expect(throws: EntryError.self) { try Amount(text: "12\u{85}") }
  }

  @Test("entries and amounts round-trip through Codable")
  func codable() throws {
    let entries = [
      WalletEntry(title: "Tea", amount: try structured("3.50", "EUR", .outgoing, .pending)),
      WalletEntry(title: "Salary\tMay", amount: .preformatted("+1 000 €"), subtitle: "May 1"),
    ]
    let data = try JSONEncoder().encode(entries)
    #expect(try JSONDecoder().decode([WalletEntry].self, from: data) == entries)
    let taler = try JSONDecoder().decode(
      WalletEntry.self, from: Data(#"{"title":"x","amount":"EUR:1.5","date":"today"}"#.utf8))
    #expect(taler.amount == (try structured("1.5", "EUR")))
    #expect(taler.subtitle == "today")
  }
}
