/// The last guard between data and a terminal: no scalar that a terminal could take as part
/// of a control sequence reaches it.
///
/// The layout's control rules (`ControlCharacterPolicy`) already replace controls in what it
/// draws, and the entry readers reject them in amounts; this pass makes text output safe
/// whatever the path: C0 and C1 controls, DEL become U+FFFD, and the bidi embeddings,
/// overrides and isolates (U+202A-U+202E, U+2066-U+2069) are removed. Line breaks inside a
/// drawn line (there should be none) become U+FFFD too, so one line stays one line.
///
/// ```swift
/// TerminalSafety.safeLine("a\u{1B}[31mb")  // "a\u{FFFD}[31mb"
/// ```
public enum TerminalSafety {
  /// Whether `scalar` must not reach a terminal as it is.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true
    default: false
    }
  }

  /// The length of the UTF-8 of the scalar at byte `index` of the valid UTF-8 `bytes` if it
  /// is unsafe (``isUnsafe(_:)``), else 0. Every unsafe scalar starts with a byte that no other
  /// scalar's UTF-8 holds in that place: a C0 control or DEL is one byte, a C1 control
  /// `C2 80` to `C2 9F`, U+2028 to U+202E `E2 80 A8` to `E2 80 AE`, U+2066 to U+2069
  /// `E2 81 A6` to `E2 81 A9`. So text can be checked by its bytes, without decoding it.
  @inline(__always)
  static func unsafeLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return 1 }
    if byte == 0xC2 {
      return index + 1 < bytes.count && bytes[index + 1] <= 0x9F ? 2 : 0
    }
    if byte == 0xE2, index + 2 < bytes.count {
      let second = bytes[index + 1]
      let third = bytes[index + 2]
      if (second == 0x80 && (0xA8...0xAE).contains(third))
        || (second == 0x81 && (0xA6...0xA9).contains(third))
      {
        return 3
      }
    }
    return 0
  }

  /// Whether `text` holds an unsafe scalar, from its bytes.
  static func containsUnsafe(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      for index in bytes.indices where unsafeLength(at: index, in: bytes) > 0 { return true }
      return false
    }
    return found ?? text.unicodeScalars.contains(where: isUnsafe)
  }

  /// `line` with every unsafe scalar replaced by U+FFFD (bidi controls removed).
  public static func safeLine(_ line: String) -> String {
    guard containsUnsafe(line) else { return line }
    var result = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      switch scalar.value {
      case 0x202A...0x202E, 0x2066...0x2069: continue
      default: result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return String(result)
  }
}
