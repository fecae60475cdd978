import Foundation
import TestSupport
import Testing
import WalletEntries
import WalletList

/// Whether a JSON string of the project writes `scalar` as an escape, by the standard
/// library's Unicode properties: the quote and the backslash, controls (general category
/// Cc), the line and paragraph separators, and the bidi controls that embed, override or
/// isolate (every Bidi_Control scalar but ALM, LRM and RLM, which only mark, as a letter of
/// their direction does).
func escapedByReference(_ scalar: Unicode.Scalar) -> Bool {
  let properties = scalar.properties
  switch properties.generalCategory {
  case .control, .lineSeparator, .paragraphSeparator: return true
  default:
    return scalar == "\"" || scalar == "\\"
      || properties.isBidiControl && ![0x061C, 0x200E, 0x200F].contains(scalar.value)
  }
}

@Suite("JSON strings")
struct JSONStringTests {
  @Test("a merchant's name with bidi marks and controls reads back as given")
  func roundTrip() throws {
    let name = "\u{200F}שוק\u{200E} 12 \u{061C}سوق\u{202E}1\u{2066}\u{1B}[2J\"\\\u{2028}"
    let literal = JSONString.literal(name)
    #expect(literal.contains("\u{200F}") && literal.contains("\u{200E}"))
    #expect(literal.contains("\u{061C}"))
    #expect(!literal.contains("\u{202E}") && !literal.contains("\u{1B}"))
    let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
    #expect(decoded == [name])
  }

  @Test("a JSON string is escaped as the rows' JSON escapes their titles")
  func sameAsRows() throws {
    let title = "Caf\u{E9} \u{200F}\u{202E}\u{1B}[31m\u{85}\u{2029}\t\"q\""
    let row = WalletListFormatter(valid: ListFormatterOptions(width: 40))
      .row(for: WalletEntry(title: title, amount: .preformatted("1")), line: nil)
    #expect(row.jsonText.contains("\"title\":" + JSONString.literal(title) + ","))
  }
}
