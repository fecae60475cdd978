import CICU

/// The Unicode character properties measurement needs, from ICU's data (not the Swift
/// standard library's, whose Unicode version follows the toolchain).
enum UnicodeProperties {
  /// East_Asian_Width, as ICU's numbering (see `CICU_EAW_*`).
  enum EastAsianWidth: Int32 {
    case neutral = 0, ambiguous, halfwidth, fullwidth, narrow, wide
  }

  static func eastAsianWidth(_ scalar: Unicode.Scalar) -> EastAsianWidth {
    EastAsianWidth(rawValue: cicu_east_asian_width(Int32(bitPattern: scalar.value))) ?? .neutral
  }

  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    has(scalar, Int32(CICU_PROPERTY_EMOJI))
  }

  static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
    has(scalar, Int32(CICU_PROPERTY_EMOJI_PRESENTATION))
  }

  /// Emoji_Modifier, from its short, stable list (the five skin tones U+1F3FB to U+1F3FF,
  /// the property's only code points since Unicode 8.0): cell counting asks it of every
  /// scalar joined to a cluster, with no property lookup. A test checks it against ICU for
  /// every scalar.
  static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F3FB...0x1F3FF).contains(scalar.value)
  }

  /// Emoji_Modifier as ICU has it, for the test of ``isEmojiModifier(_:)``.
  package static func icuIsEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
    has(scalar, Int32(CICU_PROPERTY_EMOJI_MODIFIER))
  }

  static func isEmojiModifierBase(_ scalar: Unicode.Scalar) -> Bool {
    has(scalar, Int32(CICU_PROPERTY_EMOJI_MODIFIER_BASE))
  }

  /// White_Space, from its short, stable list (UCD PropList.txt, unchanged since Unicode
  /// 6.3): no property lookup per scalar. A test checks it against ICU for every scalar.
  static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }

  /// White_Space as ICU has it, for the test of ``isWhiteSpace(_:)``.
  package static func icuIsWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    has(scalar, Int32(CICU_PROPERTY_WHITE_SPACE))
  }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Whether the General_Category is Mn, Me or Cf.
  static func isMarkOrFormat(_ scalar: Unicode.Scalar) -> Bool {
    let category = cicu_general_category(Int32(bitPattern: scalar.value))
    return category == CICU_GC_MN || category == CICU_GC_ME || category == CICU_GC_CF
  }

  /// Prepended_Concatenation_Mark: format characters drawn as a visible sign over the digits
  /// after them (U+0600 ARABIC NUMBER SIGN).
  static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
    has(scalar, Int32(CICU_PROPERTY_PREPENDED_CONCATENATION_MARK))
  }

  /// The General_Category, as ICU numbers it (a `CICU_GC_` value).
  static func generalCategory(_ scalar: Unicode.Scalar) -> Int32 {
    cicu_general_category(Int32(bitPattern: scalar.value))
  }

  /// Whether the General_Category is Mn or Me (a mark that attaches to what precedes it).
  static func isNonSpacingMark(_ scalar: Unicode.Scalar) -> Bool {
    let category = cicu_general_category(Int32(bitPattern: scalar.value))
    return category == CICU_GC_MN || category == CICU_GC_ME
  }

  /// Whether the scalar is a Hangul character of the line-break rule that keeps Hangul words
  /// whole (Docs/Semantics.md, "The line-break strategy"): a syllable (U+AC00 to U+D7A3),
  /// a conjoining jamo (U+1100 to U+11FF, U+A960 to U+A97F, U+D7B0 to U+D7FF) or a
  /// compatibility jamo (U+3130 to U+318F).
  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x3130...0x318F:
      true
    default: false
    }
  }

  /// The newlines: LF, CR, NEL, LS and PS (CRLF is a cluster of two of them).
  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// White_Space that hangs at the end of a line: not a newline and not a no-break space
  /// (U+00A0, U+2007, U+202F).
  static func isHangingWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20: true
    case 0x00A0, 0x2007, 0x202F: false
    default: !isNewline(scalar) && isWhiteSpace(scalar)
    }
  }

  private static func has(_ scalar: Unicode.Scalar, _ property: Int32) -> Bool {
    cicu_has_property(Int32(bitPattern: scalar.value), property) != 0
  }
}

/// The versions of the Unicode data in use.
///
/// ```swift
/// print(UnicodeData.unicodeVersion)  // "15.0" with ICU 72
/// ```
package enum UnicodeData {
  /// The Unicode version of ICU's character data and break rules, such as "15.0".
  package static var unicodeVersion: String { version(cicu_unicode_version) }

  /// The version of the ICU library linked, such as "72.1".
  package static var icuVersion: String { version(cicu_icu_version) }

  private static func version(
    _ write: (UnsafeMutablePointer<CChar>, Int32) -> Void
  ) -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    buffer.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress { write(base, Int32(buffer.count)) }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
