import ReaderFuzzing
import Testing

@testable import WalletEntries

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  /// The reference is the readers' fuzzing oracle, the standard library's UTF-8 decoder
  /// (``ReaderInvariants/firstInvalidUTF8(_:)``).
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
            bytes.withUnsafeBufferPointer { pointer in
              let own = UTF8Validation.firstInvalidIndex(in: pointer)
              let reference = ReaderInvariants.firstInvalidUTF8(bytes[...])
              if own != nil { invalid += 1 }
              if own != reference {
                Issue.record(
                  "\(bytes.map { String($0, radix: 16) }): \(own as Any) \(reference as Any)")
              }
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 256 * 256 * 20)
    // Both kinds are many: the comparison is not between two scanners that accept everything.
    #expect(invalid > checked / 2)
    #expect(invalid < checked)
  }
}
