import ControlScalars

/// The control-character rules of Docs/Semantics.md (section 4, measurers), applied to a text before it is
/// broken into lines and measured, by every measurer.
///
/// - TAB becomes one space.
/// - The other C0 controls, DEL and the C1 controls become U+FFFD REPLACEMENT CHARACTER
///   (one cell wide in a terminal), except LF, CR and NEL (U+0085), which stay: with LS
///   (U+2028) and PS (U+2029) they are the mandatory line breaks.
/// - The bidi embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are
///   removed, since they could reorder what a reader sees.
///
/// ```swift
/// ControlCharacterPolicy.sanitize("a\tb\u{1B}[0m\u{202E}c\n")  // "a b\u{FFFD}[0mc\n"
/// ```
public enum ControlCharacterPolicy {
  /// What the policy does with one scalar.
  enum Action {
    case keep, space, replace, remove
  }

  /// The action for `scalar`.
  static func action(for scalar: Unicode.Scalar) -> Action {
    switch ControlScalar.kind(of: scalar.value) {
    case .c0? where scalar == "\t": .space
    case .c0? where scalar == "\n" || scalar == "\r", .c1? where scalar == "\u{85}": .keep
    case .c0?, .delete?, .c1?: .replace
    case .bidi?: .remove
    case .lineSeparator?, nil: .keep
    }
  }

  /// `text` with the control-character rules applied. Returns `text` itself when it has
  /// nothing to change.
  public static func sanitize(_ text: String) -> String {
    let needsChanges =
      text.utf8.withContiguousStorageIfAvailable(needsChanges(utf8:))
      ?? text.unicodeScalars.contains(where: { action(for: $0) != .keep })
    guard needsChanges else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch action(for: scalar) {
      case .keep: result.append(scalar)
      case .space: result.append(" ")
      case .replace: result.append("\u{FFFD}")
      case .remove: break
      }
    }
    return String(result)
  }

  /// Whether any scalar of the UTF-8 `bytes` has an action other than `keep`, from the
  /// scalars `ControlScalars` singles out: C0 controls but LF and CR, DEL, C1 controls but
  /// NEL, and the bidi controls.
  static func needsChanges(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while let found = ControlScalar.next(in: bytes, from: index) {
      switch found.kind {
      case .c0 where found.value == 0x0A || found.value == 0x0D, .lineSeparator: break
      case .c1 where found.value == 0x85: break
      default: return true
      }
      index = found.offset + found.length
    }
    return false
  }
}
