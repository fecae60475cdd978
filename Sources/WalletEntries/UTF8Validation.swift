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
    while index < count {
      // Eight ASCII bytes at a time: a word none of whose bytes has its high bit set; in a
      // word that has one, straight to its first such byte.
      if count - index >= 8 {
        let high =
          UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          & 0x8080_8080_8080_8080
        if high == 0 {
          index += 8
          continue
        }
        index += high.trailingZeroBitCount >> 3
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        secondRange = 0x80...0x9F
      case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
      default: return index
      }
      guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return index }
      var continuation = index + 2
      while continuation < index + length {
        guard bytes[continuation] & 0xC0 == 0x80 else { return index }
        continuation += 1
      }
      index += length
    }
    return nil
  }
}
