import ControlScalars

/// The last guard between data and a terminal: no scalar that a terminal could take as part
/// of a control sequence reaches it.
///
/// The layout's control rules (`ControlCharacterPolicy`) already replace controls in what it
/// draws, and the entry readers reject them in amounts; this pass makes a row's lines safe
/// whatever the path, when its texts hold an unsafe scalar (a row draws none of its own:
/// ``containsUnsafe(title:amount:subtitle:)``): C0 and C1 controls, DEL become U+FFFD, and
/// the bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) are removed.
/// Line breaks inside a drawn line (there should be none) become U+FFFD too, so one line
/// stays one line.
///
/// ```swift
/// TerminalSafety.safeLine("a\u{1B}[31mb")  // "a\u{FFFD}[31mb"
/// ```
package enum TerminalSafety {
  /// Whether `scalar` must not reach a terminal as it is: every scalar `ControlScalars`
  /// singles out is.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    ControlScalar.kind(of: scalar.value) != nil
  }

  /// Whether `text` holds an unsafe scalar: every scalar `ControlScalars` singles out is.
  static func containsUnsafe(_ text: String) -> Bool {
    // A native string's bytes are read in place, without a copy of the string to reach them.
    if let found = text.utf8.withContiguousStorageIfAvailable({
      ControlScalar.next(in: $0, from: 0) != nil
    }) {
      return found
    }
    var found = false
    ControlScalar.forEach(in: text) { _ in
      found = true
      return false
    }
    return found
  }

  /// Whether a row's `title`, `amount` or `subtitle` holds an unsafe scalar: the one scan of
  /// a row's texts in a list. A row draws its lines from its texts, after the layout's own
  /// control rules, and from spaces and marks of its own, none of them unsafe; so the lines of
  /// a row whose texts hold none need no pass of their own (``safeLines(_:drawnFrom:)``). It
  /// also answers whether the entry has warnings: `WalletEntry.textWarnings` names only
  /// scalars this finds.
  static func containsUnsafe(title: String, amount: String, subtitle: String?) -> Bool {
    if containsUnsafe(title) || containsUnsafe(amount) { return true }
    guard let subtitle else { return false }
    return containsUnsafe(subtitle)
  }

  /// `lines`, drawn from texts that hold an unsafe scalar (`textsAreUnsafe`, as
  /// ``containsUnsafe(title:amount:subtitle:)`` says), each made safe; as they are otherwise.
  static func safeLines(_ lines: inout [String], drawnFrom textsAreUnsafe: Bool) {
    guard textsAreUnsafe else { return }
    // In place: when the lines' only owner is the caller's, no copy of the array is made.
    for index in lines.indices { lines[index] = safeLine(lines[index]) }
  }

  /// `line` with every unsafe scalar replaced by U+FFFD (bidi controls removed).
  package static func safeLine(_ line: String) -> String {
    guard containsUnsafe(line) else { return line }
    var result = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      switch ControlScalar.kind(of: scalar.value) {
      case .bidi?: continue
      case nil: result.append(scalar)
      default: result.append("\u{FFFD}")
      }
    }
    return String(result)
  }
}
