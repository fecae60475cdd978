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

  @Test("every scalar is escaped or kept as the reference says, at every position and length")
  func escapesAtEveryPosition() throws {
    // Scalars escaped and kept, of one to four bytes, with the lead bytes C2 and E2 of both
    // kinds, joined into texts of every length up to about 60 bytes, so that each falls at
    // every offset of an eight-byte word and in a text's last bytes.
    let pieces =
      ["a", "Z", " ", "\"", "\\", "\u{0}", "\u{1B}", "\t", "\n", "\u{7F}", "\u{85}", "\u{A0}"]
      + ["é", "£", "\u{2027}", "\u{2028}", "\u{202E}", "\u{2066}", "\u{200E}", "€", "世", "🙂"]
    // RFC 8259's escapes: the short ones for quote, backslash and the five controls that have
    // one, else \u and four hexadecimal digits (written in lowercase).
    let short: [UInt32: String] = [
      0x22: "\\\"", 0x5C: "\\\\", 0x08: "\\b", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r",
      0x09: "\\t",
    ]
    var generator = SplitMix64(seed: 0x0E5C_A9E5)
    for iteration in 0..<5_000 {
      let text = generator.joinedPieces(pieces, countIn: 0...24)
      var expected = "\""
      for scalar in text.unicodeScalars {
        if !escapedByReference(scalar) {
          expected.unicodeScalars.append(scalar)
        } else {
          expected +=
            short[scalar.value] ?? "\\u" + String(format: "%04x", scalar.value)
        }
      }
      expected += "\""
      let literal = JSONString.literal(text)
      #expect(literal == expected, "iteration \(iteration)")
      let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
      #expect(decoded == [text], "iteration \(iteration)")
    }
  }

  @Test("a JSON string is escaped as the rows' JSON escapes their titles")
  func sameAsRows() throws {
    let title = "Caf\u{E9} \u{200F}\u{202E}\u{1B}[31m\u{85}\u{2029}\t\"q\""
    let row = WalletListFormatter(valid: ListFormatterOptions(width: 40))
      .row(for: WalletEntry(title: title, amount: .preformatted("1")), line: nil)
    #expect(row.jsonText.contains("\"title\":" + JSONString.literal(title) + ","))
  }
}
