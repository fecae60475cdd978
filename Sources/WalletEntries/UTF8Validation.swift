/// Strict UTF-8 validation (the Unicode Standard's table 3-7 of well-formed byte sequences).
enum UTF8Validation {
  /// The index of the first byte of the first ill-formed sequence in `bytes`, or `nil` when
  /// all of `bytes` is well-formed UTF-8.
  ///
  /// Rejected: stray continuation bytes, `C0`, `C1` and `F5…FF`, overlong forms (`E0 80…9F`,
  /// `F0 80…8F`), UTF-16 surrogates (`ED A0…BF`, as CESU-8 writes them), values above
  /// U+10FFFF (`F4 90…`), and sequences cut short.
  static func firstInvalidIndex(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var index = 0
    let count = bytes.count
    // The index stays below `count`, and steps at most to it: no step overflows.
    while index < count {
      // A run of ASCII: eight bytes at a time while a word has no byte with its high bit set;
      // in a word that has one, straight to its first such byte.
      if base[index] < 0x80 {
        while count &- index >= 8 {
          let high =
            UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            & 0x8080_8080_8080_8080
          if high != 0 {
            index &+= high.trailingZeroBitCount &>> 3
            break
          }
          index &+= 8
        }
        while index < count && base[index] < 0x80 { index &+= 1 }
        if index == count { return nil }
      }
      // A run of other bytes (a word of a script other than Latin): sequence after sequence,
      // without a look for ASCII words between them.
      repeat {
        guard let length = sequenceLength(of: leadWord(base + index, available: count &- index))
        else { return index }
        index &+= length
      } while index < count && base[index] >= 0x80
    }
    return nil
  }

  /// The four bytes at `start` (bytes past the `available` ones read as zero, which no
  /// sequence holds) as a little-endian word: its lowest byte is the first.
  @inline(__always)
  private static func leadWord(_ start: UnsafePointer<UInt8>, available: Int) -> UInt32 {
    if available >= 4 {
      return UInt32(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt32.self))
    }
    var word: UInt32 = 0
    for offset in 0..<available { word |= UInt32(start[offset]) &<< (8 &* offset) }
    return word
  }

  /// The length of the well-formed sequence of two to four bytes that `word`
  /// (``leadWord(_:available:)``) starts with, or nil when its first byte starts none.
  ///
  /// The lead's and the continuation bytes' fixed bits are tested together; the value bits
  /// of the lead and the second byte, the scalar's top bits, then rule out overlong forms,
  /// surrogates and values above U+10FFFF (table 3-7's narrowed second bytes).
  @inline(__always)
  private static func sequenceLength(of word: UInt32) -> Int? {
    // 110xxxxx 10xxxxxx, not C0 or C1 (an overlong form of ASCII).
    if word & 0xC0E0 == 0x80C0 { return word & 0x1E != 0 ? 2 : nil }
    // 1110xxxx 10xxxxxx 10xxxxxx: the scalar's top ten bits at least 0x20 (U+0800) and not
    // those of a surrogate (U+D800 to U+DFFF).
    if word & 0xC0_C0F0 == 0x80_80E0 {
      let top = (word & 0x0F) &<< 6 | (word &>> 8) & 0x3F
      return top >= 0x20 && top & 0x3E0 != 0x360 ? 3 : nil
    }
    // 11110xxx 10xxxxxx 10xxxxxx 10xxxxxx: the scalar's top nine bits from 0x10 (U+10000) to
    // 0x10F (U+10FFFF).
    if word & 0xC0C0_C0F8 == 0x8080_80F0 {
      let top = (word & 0x07) &<< 6 | (word &>> 8) & 0x3F
      return top >= 0x10 && top <= 0x10F ? 4 : nil
    }
    return nil
  }
}
