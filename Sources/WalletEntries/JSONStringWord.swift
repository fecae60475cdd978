import ControlScalars

/// A test on eight bytes of a JSON string at a time (a little-endian word of them), for the
/// entry reader's scan over a string's plain bytes, which stops at the closing quote, an
/// escape or a control byte. Exact by `ByteWord`'s rule.
enum JSONStringWord {
  /// The offset of the first of the eight bytes of `word` (in memory order) that ends a run of
  /// a JSON string's plain bytes: `"`, `\`, or a control byte (below 0x20), which a string may
  /// not hold unescaped; nil when none does.
  @inline(__always)
  static func firstStop(in word: UInt64) -> Int? {
    ByteWord.first(
      of: ByteWord.marks(below: 0x20, in: word)
        | ByteWord.marks(equalTo: UInt8(ascii: "\""), in: word)
        | ByteWord.marks(equalTo: UInt8(ascii: "\\"), in: word))
  }
}
