import Foundation
import Testing

@testable import WalletEntries

/// The current ISO 4217 codes of Debian's iso-codes table (installed by Scripts/setup.sh), a
/// list kept apart from ICU's.
private func debianISO4217Codes() throws -> [String] {
  let url = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_4217.json")
  let data = try Data(contentsOf: url)
  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  let entries = object?["4217"] as? [[String: Any]] ?? []
  return entries.compactMap { $0["alpha_3"] as? String }
}

private func formatted(_ value: String, _ currency: String, locale: String = "en_US") throws
  -> String
{
  AmountFormatter(locale: Locale(identifier: locale)).string(for: try structured(value, currency))
}

@Suite("Currency codes in any case")
struct CurrencyCaseTests {
  @Test("usd, Usd and Eur are the ISO 4217 codes USD and EUR; KUDOS and abc are none")
  func iso4217Code() throws {
    #expect(try CurrencyCode(validating: "usd").iso4217Code == "USD")
    #expect(try CurrencyCode(validating: "Usd").iso4217Code == "USD")
    #expect(try CurrencyCode(validating: "Eur").iso4217Code == "EUR")
    #expect(try CurrencyCode(validating: "EUR").iso4217Code == "EUR")
    #expect(try CurrencyCode(validating: "KUDOS").iso4217Code == nil)
    #expect(try CurrencyCode(validating: "kudos").iso4217Code == nil)
    #expect(try CurrencyCode(validating: "abc").iso4217Code == nil)
    // The code itself stays as given.
    #expect(try CurrencyCode(validating: "usd").rawValue == "usd")
  }

  @Test("an ISO 4217 code in any case is formatted as the code in capitals")
  func formattedAsTheCode() throws {
    #expect(try formatted("12.5", "usd") == "$12.50")
    #expect(try formatted("12.5", "Usd") == "$12.50")
    #expect(try formatted("12.5", "Eur", locale: "de_DE") == "12,50\u{A0}€")
    #expect(try formatted("1200", "jpy") == "¥1,200")
    #expect(try formatted("1.5", "chf") == "CHF\u{A0}1.50")
  }

  @Test("a code that is not ISO 4217 is shown as given, in its case")
  func otherCodesAsGiven() throws {
    #expect(try formatted("3", "kudos") == "3 kudos")
    #expect(try formatted("1.5", "Abc") == "1.5 Abc")
    #expect(try formatted("1234.5", "KUDOS") == "1,234.5 KUDOS")
  }

  @Test(
    "every current code of Debian's ISO 4217 table is known in any case, and formats as in capitals"
  )
  func everyCodeOfTheTable() throws {
    let codes = try debianISO4217Codes()
    #expect(codes.count > 150)
    let formatter = AmountFormatter(locale: Locale(identifier: "en_US"))
    for code in codes {
      #expect(CurrencyCode.iso4217Codes.contains(code), "\(code)")
      let lower = code.lowercased()
      let mixed = String(code.prefix(1)) + code.dropFirst().lowercased()
      for given: String in [lower, mixed] {
        #expect(try CurrencyCode(validating: given).iso4217Code == code, "\(given)")
        #expect(
          formatter.string(for: try structured("1234.5", given))
            == formatter.string(for: try structured("1234.5", code)), "\(given)")
      }
    }
  }
}
