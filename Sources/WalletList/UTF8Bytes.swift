/// Whether two texts hold the same UTF-8 bytes: the question a JSON literal (the same bytes,
/// the same literal) and the title cache's key (titles of other bytes kept apart) both ask,
/// where `==` holds for canonically equivalent texts of other bytes too.
enum UTF8Bytes {
  /// Whether `first` and `second` hold the same UTF-8 bytes.
  @inline(__always)
  static func same(_ first: String, _ second: String) -> Bool {
    // One value bit for bit (a copy of one string, as an entry's text is of the row's): the
    // same bytes, without reading them.
    if MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size
      && unsafeBitCast(first, to: (UInt64, UInt64).self)
        == unsafeBitCast(second, to: (UInt64, UInt64).self)
    {
      return true
    }
    return read(first, second)
  }

  /// ``same(_:_:)-(String,String)`` for two strings that are not one value: their bytes compared.
  private static func read(_ first: String, _ second: String) -> Bool {
    guard first.utf8.count == second.utf8.count else { return false }
    var first = first
    var second = second
    return first.withUTF8 { one in second.withUTF8 { same(one, $0) } }
  }

  /// Whether `one` and `other`, of one count, hold the same bytes: the same memory, or
  /// compared eight bytes at a time.
  private static func same(
    _ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let start = one.baseAddress, let otherStart = other.baseAddress, start != otherStart
    else { return true }
    func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
      UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
    }
    var offset = 0
    while one.count - offset >= 8 {
      if word(start, offset) != word(otherStart, offset) { return false }
      offset += 8
    }
    while offset < one.count {
      if start[offset] != otherStart[offset] { return false }
      offset += 1
    }
    return true
  }
}
