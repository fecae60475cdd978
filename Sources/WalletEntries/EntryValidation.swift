import ControlScalars

/// The control-character rules for text fields.
///
/// | field | controls |
/// | --- | --- |
/// | title, subtitle | any: the layout shows them safely (TAB as a space; LF, CR, NEL, LS and PS as line breaks; every other control as U+FFFD; bidi controls removed), and each one but TAB and the line breaks is an ``EntryWarning``. With ``EntryReaderOptions/rejectsControlsInText`` the first such one is an ``EntryError/controlCharacter(field:scalar:position:)`` instead |
/// | amount (preformatted text, value, currency, direction, status) | none: an amount is shown unaltered, so an ESC or any other control is an error |
///
/// Controls are C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F); bidi controls the
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
enum EntryValidation {
  /// The warnings for `text`, a title or subtitle named `field`: each control or bidi control
  /// but TAB and the line breaks.
  static func warnings(_ text: String, field: String) -> [EntryWarning] {
    var found: [EntryWarning] = []
    scan(text) { value, kind, position in
      switch kind {
      case .lineSeparator: break
      case .c0 where value == 0x09 || value == 0x0A || value == 0x0D: break
      case .c1 where value == 0x85: break
      default: found.append(EntryWarning(field: field, scalar: value, position: position))
      }
      return true
    }
    return found
  }

  /// Throws for the first control character in `text`.
  static func checkAmountText(_ text: String, field: String) throws(EntryError) {
    var error: EntryError?
    scan(text) { value, kind, position in
      switch kind {
      case .c0, .delete, .c1:
        error = .controlCharacter(field: field, scalar: value, position: position)
        return false
      case .bidi, .lineSeparator: return true
      }
    }
    if let error { throw error }
  }

  /// Calls `body` with each scalar of `text` that ``ControlScalar`` singles out, with its
  /// position among the text's scalars (from 1), until it returns false.
  private static func scan(
    _ text: String, _ body: (UInt32, ControlScalar.Kind, Int) -> Bool
  ) {
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      var position = 0
      var counted = 0
      while let found = ControlScalar.next(in: bytes, from: index) {
        // Scalars before it: every byte that is not a continuation byte starts one.
        for byte in bytes[counted..<found.offset] where byte & 0xC0 != 0x80 { position += 1 }
        position += 1
        counted = found.offset + found.length
        guard body(found.value, found.kind, position) else { return }
        index = counted
      }
    }
  }
}

/// A character of a title or subtitle that the layout shows otherwise than it is: a control
/// (TAB and the line breaks aside) is drawn as U+FFFD, a bidi control is removed. A merchant
/// or payer chooses their own name, so such a name is shown safely and reported, not refused:
/// one hostile name neither stops a statement nor hides its transaction.
///
/// ```swift
/// let entry = WalletEntry(title: "Shop\u{1B}[31m", amount: .preformatted("-3.50 €"))
/// entry.textWarnings.map(\.description)
/// // ["title: control character U+001B at position 5 is shown as U+FFFD"]
/// ```
public struct EntryWarning: Hashable, Sendable, CustomStringConvertible {
  /// `title` or `subtitle`.
  public var field: String
  /// The character's scalar value.
  public var scalar: UInt32
  /// Its position among the field's scalars, from 1.
  public var position: Int

  /// A warning about `scalar` at `position` of `field`.
  public init(field: String, scalar: UInt32, position: Int) {
    self.field = field
    self.scalar = scalar
    self.position = position
  }

  /// Whether it is a bidi control (removed) rather than a control (replaced).
  public var isBidiControl: Bool { ControlScalar.kind(of: scalar) == .bidi }

  /// `controlCharacter` or `bidiControl`: a stable name for machines.
  public var code: String { isBidiControl ? "bidiControl" : "controlCharacter" }

  /// `title: control character U+001B at position 5 is shown as U+FFFD`, or `title: bidi
  /// control U+202E at position 3 is removed`.
  /// The first words are those of the error the same character is under `--strict`
  /// (``EntryError/controlCharacter(field:scalar:position:)``).
  public var description: String {
    EntryError.controlCharacter(field: field, scalar: scalar, position: position).description
      + (isBidiControl ? " is removed" : " is shown as U+FFFD")
  }

  /// `line N: warning: message`: how a record's warning is reported.
  public func diagnostic(atLine line: Int) -> String {
    "line \(line): warning: \(description)"
  }
}

extension WalletEntry {
  /// The characters of the title and subtitle that the layout shows otherwise than they are
  /// (``EntryWarning``), in order; empty for almost every entry.
  public var textWarnings: [EntryWarning] {
    var warnings = EntryValidation.warnings(title, field: "title")
    if let subtitle { warnings += EntryValidation.warnings(subtitle, field: "subtitle") }
    return warnings
  }
}
