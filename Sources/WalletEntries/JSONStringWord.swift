/// A test on eight bytes of a JSON string at a time (a little-endian word of them), for the
/// entry reader's scan over a string's plain bytes, which stops at the closing quote, an
/// escape or a control byte.
///
/// It is exact, by the borrow rule `ControlScalar.firstStartingByte(in:)` follows: a byte of
/// `value` is below `limit` where `value - limit` (bytewise) borrows into a byte whose high bit
/// was clear. A borrow can mark bytes after a marked one, never before it, so the lowest mark
/// of each test, and of the three, is exact.
enum JSONStringWord {
  /// The offset of the first of the eight bytes of `word` (in memory order) that ends a run of
  /// a JSON string's plain bytes: `"`, `\`, or a control byte (below 0x20), which a string may
  /// not hold unescaped; nil when none does.
  @inline(__always)
  static func firstStop(in word: UInt64) -> Int? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let marks =
      ((word &- ones &* 0x20) & ~word | (quotes &- ones) & ~quotes
        | (backslashes &- ones) & ~backslashes) & highs
    return marks == 0 ? nil : marks.trailingZeroBitCount / 8
  }
}
