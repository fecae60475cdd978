import Testing
import WalletEntries

@testable import WalletList

/// The JSON line of a row written straight into bytes (`RenderedRow.jsonText`) against the
/// same row's value tree written by `JSONWriter.text(of:)`: the two must agree byte for byte.
@Suite("JSON line writer")
struct JSONLineWriterTests {
  static let titles = [
    "Coffee", "some text which can obviously be wrapped in two lines",
    "吾輩は猫である。名前はまだ無い。", "Refund 🇸🇦 Flight to Lisbon", "👨‍👩‍👧 💸 Five-a-side football",
    "quote \" and backslash \\ and tab \t", "escape \u{1B}[31m red", "bidi \u{202E}txet",
    "line\nbreak", "รับโอนจาก ปิติ ชูใจ", "Supercalifragilisticexpialidocious",
  ]

  static func amounts() throws -> [Amount] {
    [
      .preformatted("-3.50 €"), .preformatted("\"quoted\" \u{7F}"),
      .structured(try MonetaryAmount(value: "12.5", currency: "EUR")),
      .structured(try MonetaryAmount(value: "1200", currency: "JPY", direction: .outgoing)),
      .structured(
        try MonetaryAmount(
          value: "24571.82", currency: "KUDOS", direction: .incoming, status: .pending)),
      .structured(try MonetaryAmount(value: "0.05", currency: "USD", status: .failed)),
    ]
  }

  @Test("a row's JSON line is the text of its value tree, for every field and width")
  func directLineMatchesTree() throws {
    var checked = 0
    for width in [1, 12, 40, 200] {
      let formatter = WalletListFormatter(options: ListFormatterOptions(width: width))
      for (index, title) in Self.titles.enumerated() {
        for amount in try Self.amounts() {
          let entry = WalletEntry(
            title: title, amount: amount, subtitle: index % 3 == 0 ? "2024-05-01 \u{1B}" : nil)
          let row = formatter.row(for: entry, line: index % 2 == 0 ? index + 1 : nil)
          #expect(row.jsonText == JSONWriter.text(of: row.json), "\(title) at \(width)")
          checked += 1
        }
      }
    }
    #expect(checked == 4 * Self.titles.count * 6)
  }

  @Test("numbers are written as the tree writes them: integers whole, others shortest")
  func numbersMatchTree() {
    for value in [0, -0.0, 3, 40.5, 0.1, -7.25, 1e15, 9e15, 1e20, .infinity, -.infinity, .nan] {
      var output = JSONWriter.Output(capacity: 16)
      output.number(value)
      #expect(output.text == JSONWriter.text(of: JSONWriter.number(value)), "\(value)")
    }
    var output = JSONWriter.Output(capacity: 16)
    output.number(40.5)
    #expect(output.text == "40.5")
  }
}
