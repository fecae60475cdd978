extension String {
  /// Removes the spaces (U+0020) at the end: a line drawn in cells ends at its last drawn
  /// cell, not at the width of its frame (Docs/Semantics.md, section 7).
  @inlinable
  package mutating func removeTrailingSpaces() {
    while utf8.last == 0x20 { unicodeScalars.removeLast() }
  }
}
