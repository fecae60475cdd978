/// The control-character rules for text fields.
///
/// | field | allowed controls |
/// | --- | --- |
/// | title, subtitle | tab (U+0009), line feed (U+000A), carriage return (U+000D): kept as they are for the layout's control-character rules |
/// | amount (preformatted text, value, currency, direction, status) | none: an amount is shown unaltered, so an ESC or any other control is an error |
///
/// Controls are C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
enum EntryValidation {
  /// Throws for the first control character in `text` that is not tab, line feed or
  /// carriage return.
  static func checkTitleText(_ text: String, field: String) throws(EntryError) {
    try check(text, field: field) { $0 == "\t" || $0 == "\n" || $0 == "\r" }
  }

  /// Throws for the first control character in `text`.
  static func checkAmountText(_ text: String, field: String) throws(EntryError) {
    try check(text, field: field) { _ in false }
  }

  private static func check(
    _ text: String, field: String, allowing allowed: (Unicode.Scalar) -> Bool
  ) throws(EntryError) {
    // Most texts have no control at all: their UTF-8 has no byte below 0x20, no DEL, and no
    // C2 lead byte followed by 0x80–0x9F (C1), which a scan of the bytes shows.
    let clean = text.utf8.withContiguousStorageIfAvailable { bytes in
      var previous: UInt8 = 0
      for byte in bytes {
        if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F) { return false }
        previous = byte
      }
      return true
    }
    if clean == true { return }
    var position = 0
    for scalar in text.unicodeScalars {
      position += 1
      if isControl(scalar) && !allowed(scalar) {
        throw .controlCharacter(field: field, scalar: scalar.value, position: position)
      }
    }
  }
}

/// Whether `scalar` is a C0 control, DEL or a C1 control.
@inline(__always)
func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
}
