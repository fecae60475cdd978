/// Hangul words stay whole: no soft break between two Hangul characters, so Korean breaks at
/// spaces (and punctuation) only. The one rule behind Korean keep-all (CSS `word-break:
/// keep-all`) and the standard line-break strategy's Hangul rule
/// (``LineBreakOptions/keepsHangulWordsWhole``).
///
/// ICU 72 has no such option, so ``LineBreaker`` computes the usual opportunities and drops
/// those this type says are inside a Hangul word. Marks (Mn, Me) after a Hangul character
/// belong to it: the character before a boundary is found by skipping them.
enum KoreanKeepAll {
  /// Whether the boundary at `offset` lies between two Hangul characters. Inlined: most
  /// boundaries are not before a Hangul character, which the first test tells.
  @inline(__always)
  static func joins(_ units: UnsafeBufferPointer<UInt16>, at offset: Int) -> Bool {
    // Hangul lies in the Basic Multilingual Plane, outside the surrogates: the unit at
    // `offset` is the scalar after the boundary when that scalar is Hangul.
    guard offset >= 0, offset < units.count, let after = Unicode.Scalar(units[offset]),
      UnicodeProperties.isHangul(after)
    else { return false }
    return endsInHangul(units, at: offset)
  }

  /// Whether the scalar before `offset`, marks skipped, is Hangul.
  private static func endsInHangul(_ units: UnsafeBufferPointer<UInt16>, at offset: Int) -> Bool {
    var end = offset
    while let (before, start) = scalar(endingAt: end, in: units) {
      if UnicodeProperties.isNonSpacingMark(before) {
        end = start
        continue
      }
      return UnicodeProperties.isHangul(before)
    }
    return false
  }

  /// The scalar whose last code unit is just before `offset`, and where it starts.
  static func scalar(endingAt offset: Int, in units: UnsafeBufferPointer<UInt16>) -> (
    Unicode.Scalar, Int
  )? {
    guard offset > 0, offset <= units.count else { return nil }
    let unit = units[offset - 1]
    if UTF16.isTrailSurrogate(unit), offset >= 2, UTF16.isLeadSurrogate(units[offset - 2]) {
      return (UTF16.decode(UTF16.EncodedScalar([units[offset - 2], unit])), offset - 2)
    }
    return (Unicode.Scalar(unit) ?? "\u{FFFD}", offset - 1)
  }
}
