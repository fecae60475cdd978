import Foundation
import Testing

@testable import WalletEntries

@Suite("JSON Lines line scanner")
struct EntryLineScannerTests {
  /// What the scanner makes of `line`: nil when it leaves the line to the full parser.
  func scanned(_ line: [UInt8]) -> WalletEntry? {
    line.withUnsafeBufferPointer { EntryLineScanner.entry($0) }
  }

  /// What the full parser and its checks make of `line`: the reference the scanner is held to.
  func parsed(_ line: [UInt8]) -> Result<WalletEntry, EntryError> {
    line.withUnsafeBufferPointer { bytes in
      do throws(EntryError) {
        return .success(try WalletEntry.decodingParsedJSONLine(bytes))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Checks that the scanner either leaves `line` to the parser or makes the entry the parser
  /// makes of it; true when it read the line itself.
  @discardableResult
  func expectAgreement(_ line: [UInt8], sourceLocation: SourceLocation = #_sourceLocation)
    -> Bool
  {
    guard let entry = scanned(line) else { return false }
    let reference = parsed(line)
    #expect(
      reference == .success(entry), "\(String(decoding: line, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return true
  }

  /// Lines of the common shape, each of which the scanner reads itself.
  let commonLines = [
    #"{"title": "Coffee", "amount": "-3.50 €", "date": "2024-05-01"}"#,
    #"{"title": "Salary", "amount": {"value": "2500", "currency": "EUR", "direction": "incoming"}}"#,
    #"{"title": "Tip", "amount": "KUDOS:0.5", "subtitle": "from Alice"}"#,
    #"{"title": "Card", "amount": {"value": -12.25, "currency": "USD", "status": "pending"}}"#,
    #"{"amount":{"status":"failed","currency":"jpy","value":0},"title":"振込 高橋"}"#,
    " {\t\"title\" : \"Tab less\" ,\r\n\"amount\" : \"1\" } ",
    "{\"title\": \"Bell \u{7F}\u{85}\u{202E}\", \"amount\": \"5 \u{2028}\"}",
    #"{"title": "", "amount": {"value": "+0.000", "currency": "ABCDEFGHIJK"}, "date": ""}"#,
  ]

  @Test("the common line is read by the scanner into the entry the full parser makes")
  func commonLinesAgree() {
    for line in commonLines {
      #expect(expectAgreement(Array(line.utf8)), "\(line)")
    }
  }

  @Test("unusual and invalid lines are left to the full parser")
  func unusualLinesFallBack() {
    let lines = [
      // Escapes, null, fields of the producer's own, a key twice, both second lines.
      #"{"title": "Tea \"green\"", "amount": "1"}"#,
      #"{"title": "Tea", "amount": "1", "date": null}"#,
      #"{"title": "Tea", "amount": "1", "id": 7}"#,
      #"{"title": "Tea", "title": "Tea", "amount": "1"}"#,
      #"{"title": "Tea", "amount": "1", "date": "d", "subtitle": "s"}"#,
      // Errors: missing fields, an empty amount, controls in amounts, bad values.
      #"{"title": "Tea"}"#,
      #"{"title": "Tea", "amount": ""}"#,
      "{\"title\": \"Tea\", \"amount\": \"1\u{7F}\"}",
      "{\"title\": \"Tea\", \"amount\": {\"value\": \"1\", \"currency\": \"E\u{85}\"}}",
      #"{"title": "Tea", "amount": {"value": 1e3, "currency": "EUR"}}"#,
      #"{"title": "Tea", "amount": {"value": "-1", "currency": "EUR", "direction": "incoming"}}"#,
      #"{"title": "Tea", "amount": {"value": "1", "currency": "EUR", "direction": "up"}}"#,
      #"{"title": "Tea", "amount": {"value": "1", "currency": "EURO1"}}"#,
      #"{"title": "Tea", "amount": {"value": "1", "currency": "EUR", "memo": "x"}}"#,
      #"{"title": "Tea", "amount": {"value": 01, "currency": "EUR"}}"#,
      #"{"title": "Tea", "amount": "1",}"#,
      #"{"title": "Tea", "amount": "1"} x"#,
      #"["title", "amount"]"#,
      // A key at the line's end, fewer than eight bytes before it.
      #"{"title": "Tea", "amount": "1", "date":"#,
      #"{"amount": "1", "title":"#,
    ]
    for line in lines {
      #expect(scanned(Array(line.utf8)) == nil, "\(line)")
    }
  }

  @Test("every one-byte change of a common line is read as the full parser reads it")
  func mutationsAgree() {
    // Each byte replaced by each of the bytes that steer JSON, deleted, or doubled: the
    // scanner must never accept a line the parser reads otherwise.
    let replacements = Array(#" "\,:{}[]0-.eE+nt"#.utf8) + [0x09, 0x7F, 0x41]
    var read = 0
    var checked = 0
    for line in commonLines {
      let bytes = Array(line.utf8)
      for position in bytes.indices {
        var variants: [[UInt8]] = []
        for byte in replacements where byte != bytes[position] {
          var changed = bytes
          changed[position] = byte
          variants.append(changed)
        }
        var deleted = bytes
        deleted.remove(at: position)
        variants.append(deleted)
        var doubled = bytes
        doubled.insert(bytes[position], at: position)
        variants.append(doubled)
        for variant in variants {
          let valid = variant.withUnsafeBufferPointer {
            UTF8Validation.firstInvalidIndex(in: $0) == nil
          }
          guard valid else { continue }
          checked += 1
          if expectAgreement(variant) { read += 1 }
        }
      }
    }
    // Both paths are exercised: many variants are still entries, many are not.
    #expect(checked > 5000)
    #expect(read > 500)
    #expect(read < checked - 2000)
  }

  @Test("a DEL or C1 control anywhere in a long amount is an error; a pound sign is not")
  func controlsInLongAmounts() {
    // An amount longer than a word of eight bytes, with DEL or NEL (C2 85) put at each of
    // its places but inside the pound sign (C2 A3), whose lead byte every C1 control shares.
    let amount = Array("-1,234,567.89 £ GBP".utf8)
    let head = Array(#"{"title": "Rent", "amount": ""#.utf8)
    let tail = Array(#""}"#.utf8)
    #expect(expectAgreement(head + amount + tail))
    var checked = 0
    for control: [UInt8] in [[0x7F], [0xC2, 0x85]] {
      for position in 0...amount.count where position == 0 || amount[position - 1] != 0xC2 {
        var changed = amount
        changed.insert(contentsOf: control, at: position)
        let line = head + changed + tail
        #expect(scanned(line) == nil, "\(position)")
        guard case .failure(.controlCharacter) = parsed(line) else {
          Issue.record("not a control character error: \(position)")
          continue
        }
        checked += 1
      }
    }
    #expect(checked == 2 * amount.count)
  }
}
