import ReaderFuzzing
import Testing

@testable import WalletEntries

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  /// The reference is the readers' fuzzing oracle, the standard library's UTF-8 decoder
  /// (``ReaderInvariants/firstInvalidUTF8(_:)``).
  /// Whether `bytes` is ill-formed, recording an issue where the scanner and the reference
  /// find different first bad bytes.
  private func isInvalidByBoth(_ bytes: [UInt8]) -> Bool {
    let own = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidIndex(in: $0) }
    let reference = ReaderInvariants.firstInvalidUTF8(bytes[...])
    if own != reference {
      Issue.record("\(bytes.map { String($0, radix: 16) }): \(own as Any) \(reference as Any)")
    }
    return own != nil
  }

  @Test("the scanner finds the first bad byte where the standard library's decoder does")
  func agreesWithTheStandardLibrary() {
    // Every lead byte, every second byte, and third bytes at each edge of table 3-7's ranges,
    // followed by a continuation byte and ASCII: every well-formed and ill-formed prefix of
    // up to four bytes, cut short or not.
    var checked = 0
    var invalid = 0
    for lead in 0...255 {
      for second in 0...255 {
        for third in [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xF4] {
          for bytes in [
            [UInt8(lead), UInt8(second), UInt8(third), 0x80, 0x41],
            [0x61, UInt8(lead), UInt8(second)],
          ] {
            if isInvalidByBoth(bytes) { invalid += 1 }
            checked += 1
          }
        }
      }
    }
    #expect(checked == 256 * 256 * 20)
    // Both kinds are many: the comparison is not between two scanners that accept everything.
    #expect(invalid > checked / 2)
    #expect(invalid < checked)
  }

  @Test("in a long line, the first bad byte is found at every position, after ASCII words")
  func longLines() {
    // The scanner reads ASCII eight bytes at a time: a sequence is put at every offset of a
    // line of ASCII, so that it starts inside, at the edge of and after whole words.
    var checked = 0
    var invalid = 0
    for lead in 0...255 {
      for second in [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0] {
        for position in 0..<18 {
          var bytes = [UInt8](repeating: 0x61, count: 24)
          bytes.replaceSubrange(
            position..<(position + 4), with: [UInt8(lead), UInt8(second), 0x80, 0x80])
          if isInvalidByBoth(bytes) { invalid += 1 }
          checked += 1
        }
      }
    }
    #expect(checked == 256 * 8 * 18)
    #expect(invalid > checked / 4)
    #expect(invalid < checked)
  }

  @Test("in a run of other scripts' characters, the first bad byte is found after each of them")
  func nonASCIIRuns() {
    // The scanner reads sequence after sequence while no ASCII comes between them: the
    // probe follows one to seven characters of two, three and four bytes, with more such
    // characters, then ASCII, after it.
    let characters: [[UInt8]] = [[0xC3, 0xA9], [0xE0, 0xB8, 0x81], [0xF0, 0x9F, 0x92, 0xB8]]
    var checked = 0
    var invalid = 0
    for lead in 0...255 {
      for second in [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0] {
        for before in 1...7 {
          let run = (0..<before).flatMap { characters[$0 % 3] }
          let bytes =
            run + [UInt8(lead), UInt8(second), 0x80, 0x80] + characters[before % 3] + [0x61]
          if isInvalidByBoth(bytes) { invalid += 1 }
          checked += 1
        }
      }
    }
    #expect(checked == 256 * 8 * 7)
    #expect(invalid > checked / 4)
    #expect(invalid < checked)
  }
}
