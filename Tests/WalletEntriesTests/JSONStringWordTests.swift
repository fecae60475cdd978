import Testing

@testable import WalletEntries

@Suite("JSON string words")
struct JSONStringWordTests {
  /// The reference: the bytes a JSON string's plain run stops at, one at a time.
  private static func isStop(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

  /// The first stop of `bytes` by the word test, and by the reference.
  private static func firstStops(_ bytes: [UInt8]) -> (word: Int?, reference: Int?) {
    let word = bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return (JSONStringWord.firstStop(in: word), bytes.firstIndex(where: isStop))
  }

  @Test("a word's first JSON string stop (quote, backslash, control byte) is found exactly")
  func firstStopOfAWord() {
    // Every pair of bytes in every two neighbouring places among letters, and with a letter
    // between them: a byte's borrow reaches the bytes after it.
    var mismatches: [[UInt8]] = []
    for gap in 1...2 {
      for position in 0..<(8 - gap) {
        for first in UInt8.min...UInt8.max {
          for second in UInt8.min...UInt8.max {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
            bytes[position] = first
            bytes[position + gap] = second
            let found = Self.firstStops(bytes)
            if found.word != found.reference { mismatches.append(bytes) }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
