/// The scalars that text-safety rules single out, and one scan that finds them in UTF-8: the
/// control-character rules of the layout (`ControlCharacterPolicy`), the last guard before a
/// terminal (`TerminalSafety`) and the entry readers' warnings each decide what to do with
/// what this finds, and none scans bytes of its own.
///
/// Every such scalar starts with a byte that no other scalar's UTF-8 holds in that place: a
/// C0 control or DEL is one byte, a C1 control `C2 80` to `C2 9F`, U+2028 to U+202E
/// `E2 80 A8` to `E2 80 AE`, U+2066 to U+2069 `E2 81 A6` to `E2 81 A9`. So text is checked
/// by its bytes, without decoding it, eight at a time where none of them starts such a scalar.
///
/// The type and its nested types are `@usableFromInline` for the reason ``ByteWord``'s doc
/// comment gives: the modules that scan with it (the entry readers, the list's writers)
/// compile its `@inlinable` members into their own code instead of calling them.
@usableFromInline
package enum ControlScalar {
  /// What a singled-out scalar is.
  @usableFromInline
  package enum Kind: Sendable, Hashable {
    /// U+0000 to U+001F.
    case c0
    /// U+007F.
    case delete
    /// U+0080 to U+009F.
    case c1
    /// A bidi embedding, override or isolate: U+202A to U+202E, U+2066 to U+2069.
    case bidi
    /// LINE SEPARATOR or PARAGRAPH SEPARATOR, U+2028 and U+2029.
    case lineSeparator
  }

  /// One singled-out scalar found in UTF-8 bytes.
  @usableFromInline
  package struct Found: Sendable, Hashable {
    /// The offset of its first byte.
    @usableFromInline package var offset: Int
    /// The length of its UTF-8.
    @usableFromInline package var length: Int
    /// The scalar's value.
    @usableFromInline package var value: UInt32
    /// What it is.
    @usableFromInline package var kind: Kind

    /// The scalar of `kind` and `value` whose `length` bytes start at `offset`.
    @usableFromInline
    package init(offset: Int, length: Int, value: UInt32, kind: Kind) {
      self.offset = offset
      self.length = length
      self.value = value
      self.kind = kind
    }
  }

  /// What `value` is, or nil for a scalar the rules do not single out.
  @inlinable
  package static func kind(of value: UInt32) -> Kind? {
    switch value {
    case 0x00...0x1F: .c0
    case 0x7F: .delete
    case 0x80...0x9F: .c1
    case 0x202A...0x202E, 0x2066...0x2069: .bidi
    case 0x2028, 0x2029: .lineSeparator
    default: nil
    }
  }

  /// The first singled-out scalar of the valid UTF-8 `bytes` at or after byte `start`, or nil.
  ///
  /// Eight bytes are read at a time: a word that holds no byte a singled-out scalar starts
  /// with (``firstStartingByte(in:)``) is passed over whole, and one that does is read from
  /// the first such byte on.
  @inlinable
  package static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Found? {
    guard let base = bytes.baseAddress else { return nil }
    var index = max(start, 0)
    let count = bytes.count
    while index < count {
      if count - index >= 8 {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        guard let first = firstStartingByte(in: word) else {
          index += 8
          continue
        }
        index += first
      } else {
        let byte = bytes[index]
        // Printable ASCII, continuation bytes and lead bytes of no singled-out scalar.
        if byte >= 0x20 && byte < 0x7F || byte >= 0x80 && byte != 0xC2 && byte != 0xE2 {
          index += 1
          continue
        }
      }
      // A C2 or E2 lead byte that starts another scalar (a Latin-1 letter, the euro sign).
      if let found = scalar(at: index, in: bytes) { return found }
      index += 1
    }
    return nil
  }

  /// The offset of the first of the eight bytes of `word` (in memory order, little-endian)
  /// that is below 0x20, or is 0x7F, 0xC2 or 0xE2: the bytes a singled-out scalar starts with;
  /// nil when none is. Exact by ``ByteWord``'s rule.
  @inlinable
  package static func firstStartingByte(in word: UInt64) -> Int? {
    // 0xC2 and 0xE2 are the two bytes that OR 0x20 makes 0xE2.
    ByteWord.first(
      of: ByteWord.marks(below: 0x20, in: word) | ByteWord.marks(equalTo: 0x7F, in: word)
        | ByteWord.marks(equalTo: 0xE2, in: word | ByteWord.ones &* 0x20))
  }

  /// The singled-out scalar whose UTF-8 starts at byte `index` of the valid UTF-8 `bytes`, or
  /// nil when the scalar there is not one.
  @inlinable
  package static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Found? {
    let byte = bytes[index]
    if byte < 0x20 { return Found(offset: index, length: 1, value: UInt32(byte), kind: .c0) }
    if byte == 0x7F { return Found(offset: index, length: 1, value: 0x7F, kind: .delete) }
    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F {
      return Found(offset: index, length: 2, value: UInt32(bytes[index + 1]), kind: .c1)
    }
    if byte == 0xE2, index + 2 < bytes.count {
      let second = bytes[index + 1]
      guard second == 0x80 || second == 0x81 else { return nil }
      let value = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
      if let kind = kind(of: value) {
        return Found(offset: index, length: 3, value: value, kind: kind)
      }
    }
    return nil
  }

  /// Calls `body` with each singled-out scalar of `text`, in order, until it returns false.
  @inlinable
  package static func forEach(in text: String, _ body: (Found) -> Bool) {
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while let found = next(in: bytes, from: index) {
        guard body(found) else { return }
        index = found.offset + found.length
      }
    }
  }
}
