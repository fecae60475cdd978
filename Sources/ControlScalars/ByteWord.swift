/// Tests on eight bytes at a time: a word of them loaded little-endian, so the lowest byte is
/// the first in memory.
///
/// Each test marks a byte by setting its high bit, and rests on one rule: `value - limit`,
/// byte by byte, borrows into a byte of `value` that is below `limit` (at most 0x80) and whose
/// high bit is clear. A borrow carries into the next byte too, so a byte after a marked one
/// may be marked wrongly; a byte before the first marked one never is. Hence the lowest mark of
/// any union of such tests is exact, and so is "no mark at all".
///
/// The type is `@usableFromInline` because Swift serializes the `@inlinable` members of a
/// `package` type for other modules only when the type itself is; without it, each caller in
/// another module calls them.
@usableFromInline
package enum ByteWord {
  /// 0x01 in every byte.
  @inlinable @inline(__always)
  package static var ones: UInt64 { 0x0101_0101_0101_0101 }

  /// The high bit of each byte of `word` that is below `limit` (1 through 0x80).
  @inlinable @inline(__always)
  package static func marks(below limit: UInt8, in word: UInt64) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & (ones &* 0x80)
  }

  /// The high bit of each byte of `word` that equals `byte`: those are the bytes of
  /// `word ^ byte` below 1.
  @inlinable @inline(__always)
  package static func marks(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
    marks(below: 1, in: word ^ (ones &* UInt64(byte)))
  }

  /// Whether every byte of `word` lies in `range`, an ASCII range (its upper bound below 0x80):
  /// each byte tested exactly, since once no byte has its high bit set, adding at most 0x80 to
  /// each carries into no other.
  @inlinable @inline(__always)
  package static func everyByte(of word: UInt64, in range: ClosedRange<UInt8>) -> Bool {
    let high = ones &* 0x80
    return word & high == 0
      && (word &+ ones &* UInt64(0x80 &- range.lowerBound)) & high == high
      && (word &+ ones &* UInt64(0x7F &- range.upperBound)) & high == 0
  }

  /// The high bit of each byte of `word` that is not zero, every byte exactly, for a word of
  /// ASCII bytes (each below 0x80): adding 0x7F carries a nonzero byte into its high bit and
  /// into no other byte.
  @inlinable @inline(__always)
  package static func nonzeroMarks(inASCII word: UInt64) -> UInt64 {
    (word &+ ones &* 0x7F) & (ones &* 0x80)
  }

  /// The offset, in memory order, of the first byte `marks` marks, or nil when none is.
  @inlinable @inline(__always)
  package static func first(of marks: UInt64) -> Int? {
    marks == 0 ? nil : marks.trailingZeroBitCount / 8
  }

  /// The offset, in memory order, of the last byte `marks` marks, or nil when none is: for
  /// marks that are exact for every byte (``nonzeroMarks(inASCII:)``), not only the first.
  @inlinable @inline(__always)
  package static func last(of marks: UInt64) -> Int? {
    marks == 0 ? nil : (63 &- marks.leadingZeroBitCount) / 8
  }
}
