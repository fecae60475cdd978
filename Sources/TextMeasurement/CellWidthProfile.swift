import CICU

/// The named presets of ``CellWidthModel``: how a family of terminals counts the cells of a
/// grapheme cluster.
///
/// Terminals do not agree on the width of a cluster of several code points. Some measure
/// the whole cluster ("👍🏽" is 2 cells, "❤️" is 2), others add up the width of each code point
/// as the C library's `wcwidth` gives it ("👍🏽" is 4, "❤️" is 1). Most terminals are one of
/// these presets with a few settings changed; Docs/Text.md lists what each terminal tried
/// does and how the command line learns it.
///
/// ```swift
/// TerminalCellMeasurer(profile: .clusters).advance(ofCluster: "1️⃣")  // 2
/// TerminalCellMeasurer(profile: .codePoints).advance(ofCluster: "1️⃣")  // 1
/// ```
public enum CellWidthProfile: String, Sendable, Hashable, CaseIterable {
  /// Whole grapheme clusters, by the rules of ``TerminalCellMeasurer``: an emoji sequence,
  /// a flag or a keycap is 2 cells, U+FE0F VARIATION SELECTOR-16 and a skin tone widen a
  /// text-default emoji to 2, a base with its marks (spacing ones included) takes the cells
  /// of the base. Terminals that segment text into grapheme clusters, as any terminal with
  /// DEC private mode 2027 set.
  case clusters

  /// Each code point on its own, as glibc's `wcwidth` gives it in a UTF-8 locale: a cluster
  /// is the sum of its code points' widths. East_Asian_Width Wide and Fullwidth (every
  /// Emoji_Presentation code point among them but the regional indicators) are 2, and so
  /// are U+3248-U+324F and the Yijing hexagrams U+4DC0-U+4DFF, as glibc has them; nonspacing
  /// and enclosing marks (Mn, Me), format characters (Cf) but U+00AD SOFT HYPHEN and the prepended concatenation
  /// marks, and Hangul medial and final jamo (U+1160-U+11FF, U+D7B0-U+D7FF) are 0; spacing
  /// marks (Mc) and everything else are 1. So VS16 adds nothing ("❤️" is 1), a skin tone adds
  /// its own 2 ("👍🏽" is 4), a keycap is its digit ("1️⃣" is 1), a ZWJ sequence is the sum of
  /// its parts and a flag the sum of its two regional indicators (1 each). Terminals that
  /// measure with `wcwidth`, as xterm, rxvt-unicode, st, zutty and GNU screen, are this preset
  /// with the emoji their C library knows (``CellWidthModel/knownEmoji``).
  case codePoints

  /// ``codePoints``, except that a code point right after U+200D ZERO WIDTH JOINER adds
  /// nothing: it is drawn in the cells of what the joiner follows ("👨‍💻" is 2, "🏳️‍🌈" is 1).
  /// tmux 3.3 measures so: it combines a code point after a joiner into the cell before.
  case codePointsJoiningAfterZWJ

  /// The preset's settings.
  public var model: CellWidthModel {
    switch self {
    case .clusters: .clusters
    case .codePoints: .codePoints
    case .codePointsJoiningAfterZWJ: .codePointsJoiningAfterZWJ
    }
  }

  /// The preset's name on the command line and in a model's text: `clusters`, `code-points`,
  /// `code-points-zwj`.
  public var name: String {
    switch self {
    case .clusters: "clusters"
    case .codePoints: "code-points"
    case .codePointsJoiningAfterZWJ: "code-points-zwj"
    }
  }

  /// The preset named `name` (``name``), nil for another name.
  public init?(name: String) {
    guard let profile = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = profile
  }
}

/// The width of one code point as glibc's `wcwidth` gives it in a UTF-8 locale, from ICU's
/// Unicode data: the per-code-point profiles of ``CellWidthProfile``. Controls never reach
/// it (the control-character rules replace them first); unassigned code points take their
/// East_Asian_Width default.
enum CodePointWidth {
  /// The cells of `scalar`: from a table for the Basic Multilingual Plane, else its rules.
  static func cells(of scalar: Unicode.Scalar, ambiguousIsWide: Bool) -> Int {
    let value = scalar.value
    if value < 0x80 { return 1 }
    guard value < 0x1_0000 else { return rules(scalar, ambiguousIsWide: ambiguousIsWide) }
    return TerminalWidthTable.cells(
      ofEntry: basicPlane[Int(value)],
      shift: TerminalWidthTable.shift(ambiguousIsWide: ambiguousIsWide))
  }

  /// The cells of `scalar` by the rules of ``CellWidthProfile/codePoints``.
  static func rules(_ scalar: Unicode.Scalar, ambiguousIsWide: Bool) -> Int {
    let value = scalar.value
    if value < 0x80 { return 1 }
    if value == 0xAD { return 1 }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    let category = UnicodeProperties.generalCategory(scalar)
    if category == CICU_GC_MN || category == CICU_GC_ME || category == CICU_GC_CF {
      return UnicodeProperties.isPrependedConcatenationMark(scalar) ? 1 : 0
    }
    let eastAsianWidth = UnicodeProperties.eastAsianWidth(scalar)
    if eastAsianWidth == .wide || eastAsianWidth == .fullwidth { return 2 }
    // glibc's own choices: the circled numbers on black squares (Ambiguous) and the Yijing
    // hexagram symbols (Neutral) are drawn wide.
    if (0x3248...0x324F).contains(value) || (0x4DC0...0x4DFF).contains(value) { return 2 }
    if eastAsianWidth == .ambiguous { return ambiguousIsWide ? 2 : 1 }
    return 1
  }

  /// The widths of the Basic Multilingual Plane: two bits for narrow terminals, two for CJK
  /// terminals (as ``TerminalWidthTable``). Expanded from the generated runs
  /// (``UnicodeTables``) when they apply, else computed from the rules.
  // Written once, never changed: shared by every thread as it is.
  nonisolated(unsafe) static let basicPlane: UnsafeBufferPointer<UInt8> = UnicodeTables.immortal(
    (UnicodeTables.generatedRunsApply
      ? UnicodeTables.expand(UnicodeTables.codePointWidthRuns, count: 0x1_0000) : nil)
      ?? computed())

  /// The table from ``rules(_:ambiguousIsWide:)``, scalar by scalar.
  static func computed() -> [UInt8] {
    var table = [UInt8](repeating: 1 | 1 << 2, count: 0x1_0000)
    for value in 0x80..<0x1_0000 {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }  // surrogates
      let narrow = UInt8(rules(scalar, ambiguousIsWide: false))
      let wide = UInt8(rules(scalar, ambiguousIsWide: true))
      table[value] = narrow | wide << 2
    }
    return table
  }
}
