import CICU
import ControlScalars

/// Whether a line may or must break at a boundary.
public enum BreakKind: UInt8, Sendable, Hashable {
  /// No break is allowed here.
  case none
  /// A break is allowed here (a line may end here when it must).
  case soft
  /// A break is required here: after a newline.
  case mandatory
}

/// A position where a line may or must end.
public struct LineBreakOpportunity: Hashable, Sendable {
  /// The boundary, as an offset into the text's UTF-16 code units.
  public var utf16Offset: Int
  /// Whether the break is allowed (`soft`) or required (`mandatory`).
  public var kind: BreakKind

  /// An opportunity at `utf16Offset`.
  public init(utf16Offset: Int, kind: BreakKind) {
    self.utf16Offset = utf16Offset
    self.kind = kind
  }
}

/// UAX #14 line break opportunities, as ICU computes them for a locale.
///
/// The breaker keeps one ICU iterator per thread and locale, cloned from a prototype (opening an
/// ICU iterator is slow, and an iterator is not thread-safe): never one per call, never one shared
/// between threads. A `LineBreaker` is a small value; make as many as you like and use them from
/// any thread or task.
///
/// ```swift
/// let breaker = LineBreaker(options: LineBreakOptions(locale: "en"))
/// breaker.opportunities(in: "Hello world\nBye")
/// // [(6, soft), (12, mandatory), (15, soft)]
/// ```
public struct LineBreaker: Sendable {
  /// The options this breaker was made with.
  public let options: LineBreakOptions
  private let kind: BreakIteratorKind

  /// Whether texts of ``SpaceSeparatedText`` alone are broken by its rule instead of ICU:
  /// for the locales whose rules for those characters are the root's, as tests check against
  /// ICU.
  let usesSpaceRule: Bool
  /// Whether soft opportunities inside a Hangul word are dropped
  /// (``LineBreakOptions/keepsHangulWordsWhole``).
  let joinsHangul: Bool

  /// A breaker for `options`.
  public init(options: LineBreakOptions = LineBreakOptions()) {
    self.options = options
    self.kind = .line(options.icuLocaleID)
    self.usesSpaceRule = options.usesSpaceRule
    self.joinsHangul = options.keepsHangulWordsWhole
  }

  /// Every boundary after position 0, in order, as UTF-16 offsets into `text.utf16`, with
  /// its kind: `mandatory` after a hard break (LF, CR, CRLF, NEL, VT, FF, LS, PS), else
  /// `soft`. ICU's last boundary, the end of the text, is included (`soft`, or `mandatory`
  /// when the text ends with a newline). An empty text has none.
  ///
  /// When the options keep Hangul words whole (keep-all, or the standard strategy), soft
  /// opportunities between two Hangul characters are left out.
  public func opportunities(in text: String) -> [LineBreakOpportunity] {
    opportunities(utf16: Array(text.utf16))
  }

  /// ``opportunities(in:)`` for a UTF-16 buffer, which may hold unpaired surrogates (ICU
  /// treats them as U+FFFD would be treated).
  func opportunities(utf16 units: [UInt16]) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    units.withUnsafeBufferPointer { units in
      forEachOpportunity(utf16: units) { offset, kind in
        result.append(LineBreakOpportunity(utf16Offset: offset, kind: kind))
      }
    }
    return result
  }

  /// Calls `body` with each opportunity of `units` in order: its UTF-16 offset and kind.
  func forEachOpportunity(
    utf16 units: UnsafeBufferPointer<UInt16>, _ body: (Int, BreakKind) -> Void
  ) {
    // Past ICU's 32-bit limit every text gets only its end (below), whichever rule applies.
    if usesSpaceRule, units.count <= Int(Int32.max),
      SpaceSeparatedText.forEachOpportunity(units, by: self, body)
    {
      return
    }
    forEachICUOpportunity(utf16: units, body)
  }

  /// ``forEachOpportunity(utf16:_:)`` from ICU, for every text. `body` runs while this
  /// thread's iterator walks the text, so it must not break text itself.
  func forEachICUOpportunity(
    utf16 units: UnsafeBufferPointer<UInt16>, _ body: (Int, BreakKind) -> Void
  ) {
    forEachICUOpportunity(utf16: units, batch: Self.opportunityBatch, body)
  }

  /// How many opportunities ICU hands over at a time: they land in scratch space on the
  /// stack, however long the text, rather than in a heap array as long as the text.
  static let opportunityBatch = 512

  /// ``forEachICUOpportunity(utf16:_:)`` with ICU's opportunities handed over `batch` at a
  /// time (tests make it small). A text of at most `batch` units is walked in one call.
  func forEachICUOpportunity(
    utf16 units: UnsafeBufferPointer<UInt16>, batch: Int, _ body: (Int, BreakKind) -> Void
  ) {
    guard !units.isEmpty, let base = units.baseAddress else { return }
    // ICU indexes with 32-bit integers; a longer text gets only its end (see Docs/Text.md).
    guard units.count <= Int(Int32.max) else { return body(units.count, .soft) }
    let count = Int32(units.count)
    let capacity = max(1, min(batch, units.count))
    let walked: Bool =
      withScratch(of: Int32.self, capacity: capacity) { offsets in
        withScratch(of: UInt8.self, capacity: capacity) { hard in
          guard let offsetsBase = offsets.baseAddress, let hardBase = hard.baseAddress else {
            return false
          }
          /// Hands over the first `found` opportunities in the scratch space.
          func deliver(_ found: Int) {
            for index in 0..<found {
              let offset = Int(offsets[index])
              let kind: BreakKind = hard[index] != 0 ? .mandatory : .soft
              if joinsHangul, kind == .soft, offset < units.count,
                KoreanKeepAll.joins(units, at: offset)
              {
                continue
              }
              body(offset, kind)
            }
          }
          if units.count <= capacity {
            // Every opportunity fits: one call sets the text and walks it.
            let found: Int =
              BreakIteratorsPerThread.withIterator(kind) { iterator in
                var error: Int32 = 0
                return Int(
                  cicu_break_boundaries(
                    iterator, base, count, offsetsBase, hardBase, Int32(capacity), &error))
              } ?? 0
            deliver(found)
            return found > 0
          }
          return BreakIteratorsPerThread.withIterator(kind) { iterator -> Bool in
            var error: Int32 = 0
            cicu_break_set_text(iterator, base, count, &error)
            defer { cicu_break_clear_text(iterator) }
            // ICU's error codes above zero are failures; below, warnings.
            guard error <= 0 else { return false }
            _ = cicu_break_first(iterator)
            var walked = false
            while true {
              let found = Int(
                cicu_break_next_boundaries(iterator, offsetsBase, hardBase, Int32(capacity)))
              guard found > 0 else { break }
              walked = true
              deliver(found)
            }
            return walked
          } ?? false
        }
      }
    if !walked { body(units.count, .soft) }
  }
}

/// Text of letters, combining marks, ideographs, kana and nonstarters below U+A000 (the
/// classes of ``classes``), Hangul syllables, emoji (their sequences joined by U+200D, skin
/// tones, flags), digits, spaces, `&`, quotation marks, the separators `,` `.` `:` `;`, `-`,
/// `/`, parentheses and the en dash, whose line break opportunities a few rules of UAX #14
/// give (``Rule``), as ICU 72 has them; inside a run of Thai, Lao, Khmer or Myanmar (SA),
/// the words ICU's dictionary finds in the run alone.
/// Most wallet titles are such text: for them the rule gives ICU's opportunities without
/// ICU's pass, which costs far more than the scan.
/// Tests compare the two on every string of up to five of these characters' classes, on
/// every such corpus title and on random strings of these characters, for every locale the
/// rule is used for.
enum SpaceSeparatedText {
  /// A covered character's line break class. The order counts: the classes after which a
  /// letter or digit may not be taken plainly (``Rule/takesPlainly``) come after the others,
  /// the ideographic ones (``isIdeographic``) together among them, and the two that go with
  /// the character before them (``isCovered(_:after:base:)``) last.
  enum Class: UInt8 {
    /// Not covered.
    case none
    /// SP.
    case space
    /// IS: `,` `.` `:` `;`.
    case separator
    /// AL: a letter or `&`.
    case letter
    /// HL: a Hebrew letter.
    case hebrew
    /// NU.
    case digit
    /// QU: `'` and `"`.
    case quote
    /// OP: `(`.
    case open
    /// CP: `)`.
    case close
    /// HY: `-`.
    case hyphen
    /// SY: `/`.
    case solidus
    /// BA: U+2013 EN DASH.
    case dash
    /// NS, and CJ, which ICU's root rules read as NS: small kana, the prolonged sound mark,
    /// iteration marks.
    case nonstarter
    /// ID: a CJK ideograph, most kana, most emoji.
    case ideograph
    /// H2 and H3: a Hangul syllable, which breaks as an ideograph does, but not next to
    /// another when Hangul words stay whole (``KoreanKeepAll``).
    case hangul
    /// EB: an emoji that a skin tone may follow.
    case emojiBase
    /// EM: a skin tone.
    case emojiModifier
    /// RI: a regional indicator, two of which make a flag.
    case regional
    /// SA, but for its marks: a letter of Thai, Lao, Khmer or Myanmar, which the rule takes
    /// as a letter (LB1) and ICU's dictionary breaks into words
    /// (`BreakIteratorsPerThread.forEachDictionaryBreak(inside:by:_:)`).
    case complex
    /// CM: a combining mark.
    case mark
    /// ZWJ: the zero width joiner, between the emoji of a sequence.
    case joiner
    /// SA of General_Category Mn or Mc: a mark of those scripts, which the rule takes as a
    /// combining mark (LB1), after one of their letters only.
    case complexMark

    /// Whether the character is a letter or digit (AL, HL, NU), which the rule may take
    /// plainly (``Rule/takesPlainly``).
    @inline(__always)
    var isPlain: Bool {
      rawValue &- Self.letter.rawValue <= Self.digit.rawValue &- Self.letter.rawValue
    }

    /// Whether a break is allowed before and after the character, as between ideographs
    /// (LB31), but where other rules hold: ID, the Hangul syllables, EB, EM and RI.
    @inline(__always)
    var isIdeographic: Bool {
      rawValue &- Self.ideograph.rawValue <= Self.regional.rawValue &- Self.ideograph.rawValue
    }
  }

  /// The class of each character of the Basic Multilingual Plane. Below U+0100, the rule's
  /// own. From U+0100 to U+9FFF, from ICU's Line_Break property, its letters (AL: Latin,
  /// Greek, Cyrillic, Armenian, Arabic, the Indic scripts, Georgian, Ethiopic and more),
  /// Hebrew letters (HL), combining marks (CM), ideographs, kana and symbols (ID),
  /// nonstarters (NS, and CJ as ICU's root rules read it), emoji (EB, EM), the zero width
  /// joiner and the letters and marks of Thai and its neighbours (SA), looked up but for the
  /// CJK ideographs (U+3400 to U+4DBF, U+4E00 to U+9FFF, every one ID); and the en dash.
  /// Above, the Hangul syllables and the variation selectors (CM). Every other class is left
  /// to ICU (punctuation, symbols), and so are Hangul's jamo and compatibility jamo. Made the
  /// first time the rule is asked about a text (some 13,000 look-ups).
  private static let classes: [Class] = {
    var classes = latin1 + [Class](repeating: .none, count: 0x10000 - 0x100)
    var icu = [UInt8](repeating: 0, count: 0x3400)
    for range in [0x100..<0x3400, 0x4DC0..<0x4E00] {
      icu.withUnsafeMutableBufferPointer { codes in
        _ = cicu_line_break_classes(
          Int32(range.lowerBound), Int32(range.upperBound), codes.baseAddress!)
      }
      for unit in range { classes[unit] = rangeClass(icu[unit - range.lowerBound]) }
    }
    classes.withUnsafeMutableBufferPointer { classes in
      for (range, value) in [
        (0x3400...0x4DBF, Class.ideograph), (0x4E00...0x9FFF, .ideograph), (0x3130...0x318F, .none),
        (0xAC00...0xD7A3, .hangul), (0xFE00...0xFE0F, .mark),
      ] {
        UnsafeMutableBufferPointer(rebasing: classes[range]).update(repeating: value)
      }
    }
    classes[0x2013] = .dash
    return classes
  }()

  /// The class of each character from U+1F000 to U+1FAFF, the emoji's blocks, from ICU's
  /// Line_Break property (ID, EB, EM, RI); made the first time a text holds a character
  /// above the Basic Multilingual Plane.
  private static let emoji: [Class] = {
    var icu = [UInt8](repeating: 0, count: emojiCount)
    icu.withUnsafeMutableBufferPointer { codes in
      _ = cicu_line_break_classes(
        Int32(emojiStart), Int32(emojiStart + emojiCount), codes.baseAddress!)
    }
    return icu.map(rangeClass)
  }()

  /// The first code point ``emoji`` gives the class of, and how many it gives.
  private static let emojiStart = 0x1F000
  private static let emojiCount = 0xB00

  /// The rule's class for a `CICU_LB_` code.
  private static func rangeClass(_ code: UInt8) -> Class {
    switch Int32(code) {
    case Int32(CICU_LB_ALPHABETIC): .letter
    case Int32(CICU_LB_HEBREW_LETTER): .hebrew
    case Int32(CICU_LB_COMBINING_MARK): .mark
    case Int32(CICU_LB_IDEOGRAPHIC): .ideograph
    case Int32(CICU_LB_NONSTARTER), Int32(CICU_LB_CONDITIONAL_JAPANESE_STARTER): .nonstarter
    case Int32(CICU_LB_E_BASE): .emojiBase
    case Int32(CICU_LB_E_MODIFIER): .emojiModifier
    case Int32(CICU_LB_REGIONAL_INDICATOR): .regional
    case Int32(CICU_LB_ZWJ): .joiner
    case Int32(CICU_LB_COMPLEX_CONTEXT): .complex
    case Int32(CICU_LB_COMPLEX_CONTEXT_MARK): .complexMark
    default: .none
    }
  }

  /// The class of `scalar`, a character above the Basic Multilingual Plane.
  private static func supplementaryClass(_ scalar: UInt32) -> Class {
    let index = Int(scalar) &- emojiStart
    return index >= 0 && index < emojiCount ? emoji[index] : .none
  }

  /// The first 256 entries of ``classes``, the rule's own: all a text of Latin-1 needs, so
  /// that such a text has no table looked up in ICU made.
  private static let latin1: [Class] = (0..<0x100).map { unit -> Class in
    switch unit {
    case 0x20: .space
    case 0x2C, 0x2E, 0x3A, 0x3B: .separator
    case 0x26, 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: .letter
    case 0x30...0x39: .digit
    case 0x22, 0x27: .quote
    case 0x2D: .hyphen
    case 0x2F: .solidus
    case 0x28: .open
    case 0x29: .close
    default: .none
    }
  }

  /// `body` of ``latin1`` when `latin1Only`, else of ``classes``.
  @inline(__always)
  private static func withClasses<Result>(
    latin1Only: Bool, _ body: (UnsafeBufferPointer<Class>) -> Result
  ) -> Result {
    latin1Only ? latin1.withUnsafeBufferPointer(body) : classes.withUnsafeBufferPointer(body)
  }

  /// The class of `unit`, a character of the BMP.
  @inline(__always)
  private static func classOf(_ unit: UInt16, _ classes: UnsafeBufferPointer<Class>) -> Class {
    Int(unit) < classes.count ? classes[Int(unit)] : .none
  }

  /// Whether a character of class `next` after one of class `previous` (`none` at the start)
  /// keeps a text covered: it is covered; not a mark at the start or after a space, which
  /// ICU reads as a letter for some of its rules only (LB10), nor after a Hangul syllable,
  /// which the keep-all filter reads apart from a non-spacing one, nor after a joiner; a
  /// joiner only after an emoji or ideograph (`base`: the character before the marks that
  /// `previous` ends, or `previous`) and before one.
  @inline(__always)
  private static func isCovered(_ next: Class, after previous: Class, base: Class) -> Bool {
    // Neither none, a mark nor a joiner.
    if next.rawValue &- 1 < Class.mark.rawValue &- 1 {
      return previous != .joiner || joinerMayFollow(next)
    }
    if next == .mark {
      return previous != .none && previous != .space && previous != .hangul
        && previous != .joiner
    }
    if next == .complexMark { return previous == .complex || previous == .complexMark }
    return next == .joiner && joinerMayFollow(base)
  }

  /// Whether a joiner may follow a character of class `base` (the one before its marks):
  /// an ideograph or emoji.
  @inline(__always)
  private static func joinerMayFollow(_ base: Class) -> Bool {
    base == .ideograph || base == .emojiBase || base == .emojiModifier
  }

  /// The rules of UAX #14 that decide between these classes, as ICU 72 applies them, taken a
  /// character at a time. A combining mark or a joiner goes with the character before it
  /// (LB9). No break: before a space (LB7); after a joiner (LB8a); before a close parenthesis, a
  /// separator or a solidus (LB13); after an open parenthesis and any spaces after it
  /// (LB14); between a quotation mark, spaces and an open parenthesis (LB15); before or after
  /// a quotation mark (LB19); between a hyphen that follows the start or a space (not an
  /// open parenthesis and spaces) and a letter (LB20a, Unicode 15.1's); before a hyphen or
  /// dash (LB21); between letters and digits (LB23, LB28); in a number (LB25: a hyphen or
  /// separator before a digit, and a solidus after a digit of the number and before one);
  /// between a separator and a letter (LB29); between a letter or digit and an open
  /// parenthesis, or a close parenthesis and a letter or digit (LB30), which an ideograph
  /// is not (a break before and after one, LB31, but where those rules hold); before a
  /// nonstarter (LB21), and after a close parenthesis and spaces before one (LB16); after a hyphen or dash
  /// that follows a Hebrew letter (LB21a), or between a solidus and a Hebrew letter (LB21b),
  /// which is a letter otherwise; between an emoji base and a skin tone (LB30b); between
  /// the two regional indicators of a flag (LB30a); between two Hangul syllables, when
  /// Hangul words stay whole (``KoreanKeepAll``'s filter). A break after spaces
  /// (LB18) unless one of those holds, and before a separator that follows spaces and starts
  /// a number (" .5": Unicode 15.1's LB15c); everywhere else, a break (LB31).
  struct Rule {
    /// The class of the last character that is not a space; `none` at the start.
    private var before = Class.none
    /// Whether spaces came after it.
    private var afterSpaces = false
    /// Whether it is a hyphen that follows the start or a space, but not an open
    /// parenthesis and spaces, which ICU's LB14 takes first (LB20a).
    private var wordStartingHyphen = false
    /// Whether the characters since the last digit, it included, are digits, separators and
    /// solidi: a number goes on (LB25, as ICU 72 reads it: a solidus does not start one).
    private var inNumber = false
    /// The offset of a separator after spaces: an opportunity if a digit follows it.
    private var separatorAfterSpaces: Int?
    /// Whether it is a hyphen or dash that follows a Hebrew letter (LB21a).
    private var hyphenAfterHebrew = false
    /// Whether the last regional indicator taken is one that a second one makes a flag with
    /// (LB30a).
    private var flagOpen = false
    /// Whether no break comes between two Hangul syllables (``KoreanKeepAll``).
    private let joinsHangul: Bool

    /// The rule at the start of a text, keeping Hangul words whole when `joiningHangul`.
    init(joiningHangul: Bool) {
      joinsHangul = joiningHangul
    }

    /// Whether a letter or digit taken next has no opportunity before it and changes only
    /// the class before and whether a number goes on (``takePlainly(_:)``): no spaces before
    /// it, no separator waiting, and before it no character after which a letter may start
    /// a line (a hyphen, solidus, dash, nonstarter or ideographic character: the classes
    /// from `hyphen` on).
    var takesPlainly: Bool {
      !afterSpaces && separatorAfterSpaces == nil && before.rawValue < Class.hyphen.rawValue
    }

    /// ``take(_:at:_:)`` of a run of letters, digits and marks, the last letter or digit of
    /// class `last`, when ``takesPlainly``: each would change no more.
    @inline(__always)
    mutating func takePlainly(_ last: Class) {
      wordStartingHyphen = false
      hyphenAfterHebrew = false
      inNumber = last == .digit
      before = last
    }

    /// Takes the character of class `next` at `offset`, calling `body` with the opportunity
    /// before it, if any, or before the separator it follows.
    @inline(__always)
    mutating func take(_ next: Class, at offset: Int, _ body: (Int, BreakKind) -> Void) {
      // A mark goes with the character before it, which it changes nothing of (a covered
      // text has no mark at its start or after a space: ``isCovered(_:after:base:)``).
      if next == .mark { return }
      // The joiner goes with it too (LB9), and joins it to what comes next (LB8a), which in a
      // covered text is an emoji or ideograph: nothing else the rule keeps changes.
      if next == .joiner {
        before = .joiner
        return
      }
      if let separator = separatorAfterSpaces {
        separatorAfterSpaces = nil
        if next == .digit { body(separator, .soft) }
      }
      if next == .space {
        afterSpaces = true
        return
      }
      if offset > 0 && breaks(before: next, at: offset) { body(offset, .soft) }
      if next == .regional { flagOpen = !(flagOpen && before == .regional && !afterSpaces) }
      wordStartingHyphen =
        next == .hyphen && (before == .none || (afterSpaces && before != .open))
      hyphenAfterHebrew = (next == .hyphen || next == .dash) && before == .hebrew && !afterSpaces
      inNumber =
        next == .digit
        || (inNumber && !afterSpaces && (next == .separator || next == .solidus))
      before = next
      afterSpaces = false
    }

    /// Whether a break comes before a character of class `next` (not a space) at `offset`;
    /// a separator after spaces waits for the character after it.
    @inline(__always)
    private mutating func breaks(before next: Class, at offset: Int) -> Bool {
      if before == .open || before == .joiner { return false }
      if afterSpaces {
        switch next {
        case .close, .solidus: return false
        // After a close parenthesis and spaces, no break before a nonstarter (LB16).
        case .nonstarter: return before != .close
        case .separator:
          separatorAfterSpaces = offset
          return false
        case .open: return before != .quote
        default: return true
        }
      }
      if before == .quote || hyphenAfterHebrew { return false }
      switch next {
      case .letter, .hebrew:
        switch before {
        // ICU 72 keeps a hyphen that starts a word with a letter, not a Hebrew one (LB20a).
        case .hyphen: return next == .hebrew || !wordStartingHyphen
        case .solidus: return next != .hebrew
        case .dash, .nonstarter: return true
        default: return before.isIdeographic
        }
      case .digit:
        return before == .dash || before.isIdeographic || before == .nonstarter
          || (before == .solidus && !inNumber)
      case .open: return before != .letter && before != .hebrew && before != .digit
      case .ideograph, .emojiBase: return true
      // Keep-all: no break inside a Hangul word.
      case .hangul: return !joinsHangul || before != .hangul
      // A skin tone goes with the emoji before it that takes one (LB30b).
      case .emojiModifier: return before != .emojiBase
      // The second regional indicator of a flag (LB30a).
      case .regional: return !(flagOpen && before == .regional)
      default: return false
      }
    }
  }

  /// Whether the rule may stand in for ICU with `options`: for the languages whose ICU line
  /// break rules leave these characters as the root's, with no strictness keyword (the
  /// strictness tailorings are left to ICU).
  static func covers(_ options: LineBreakOptions) -> Bool {
    guard options.strictness == nil else { return false }
    var locale = options.locale
    return locale.withUTF8 { bytes in
      // The language subtag: two bytes, then the end or a separator.
      guard bytes.count >= 2 else { return false }
      if bytes.count > 2 {
        guard bytes[2] == UInt8(ascii: "_") || bytes[2] == UInt8(ascii: "-") else { return false }
        // A keyword in the locale itself ("de@lb=loose", "de-u-lb-loose") is left to ICU.
        guard !bytes.contains(UInt8(ascii: "@")), !hasUnicodeExtension(bytes) else {
          return false
        }
      }
      return coveredLanguages.contains(UInt16(bytes[0]) << 8 | UInt16(bytes[1]))
    }
  }

  /// The languages the rule stands in for ICU in, each as its two bytes.
  private static let coveredLanguages: [UInt16] = [
    "en", "de", "fr", "es", "it", "pt", "nl", "da", "sv", "nb", "fi", "pl", "cs", "ar", "tr",
    "ru", "uk", "el", "hy", "ka",
  ].map { language in language.utf8.reduce(0) { $0 << 8 | UInt16($1) } }

  /// Whether the UTF-8 of a BCP 47 locale id has a Unicode extension (`-u-`, in either case).
  private static func hasUnicodeExtension(_ locale: UnsafeBufferPointer<UInt8>) -> Bool {
    guard locale.count >= 3 else { return false }
    for index in 2..<locale.count
    where locale[index - 2] == UInt8(ascii: "-") && locale[index - 1] | 0x20 == UInt8(ascii: "u")
      && locale[index] == UInt8(ascii: "-")
    {
      return true
    }
    return false
  }

  /// Calls `body` with each opportunity of `units` and returns true, when `units` is not empty
  /// and every character is one of these; else returns false at once, having called
  /// nothing. Hangul words stay whole when `breaker` keeps them whole, and a run of SA is
  /// broken into words by `breaker`'s dictionaries.
  static func forEachOpportunity(
    _ units: UnsafeBufferPointer<UInt16>, by breaker: LineBreaker, _ body: (Int, BreakKind) -> Void
  ) -> Bool {
    guard !units.isEmpty else { return false }
    return withClasses(latin1Only: !units.contains { $0 >= 0x100 }) { classes in
      var previous = Class.none
      var base = Class.none
      var index = 0
      while index < units.count {
        let (next, length) = utf16Class(units, at: index, classes)
        guard isCovered(next, after: previous, base: base) else {
          return false
        }
        previous = next
        if next != .mark { base = next }
        index &+= length
      }
      guard previous != .joiner else { return false }
      var rule = Rule(joiningHangul: breaker.joinsHangul)
      // Where the run of SA characters being read starts, if one is.
      var complexStart = -1
      index = 0
      while index < units.count {
        let (next, length) = utf16Class(units, at: index, classes)
        if next == .complex || next == .complexMark {
          if complexStart < 0 { complexStart = index }
          if next == .complex { rule.take(.letter, at: index, body) }
        } else {
          if complexStart >= 0 {
            dictionaryBreaks(units, complexStart..<index, by: breaker, body)
            complexStart = -1
          }
          rule.take(next, at: index, body)
        }
        index &+= length
      }
      if complexStart >= 0 {
        dictionaryBreaks(units, complexStart..<units.count, by: breaker, body)
      }
      body(units.count, .soft)
      return true
    }
  }

  /// The class of the character whose UTF-16 starts at `index`, and its length: two units
  /// for a surrogate pair, one for any other unit.
  @inline(__always)
  private static func utf16Class(
    _ units: UnsafeBufferPointer<UInt16>, at index: Int, _ classes: UnsafeBufferPointer<Class>
  ) -> (Class, Int) {
    let unit = units[index]
    if UTF16.isLeadSurrogate(unit), index + 1 < units.count,
      UTF16.isTrailSurrogate(units[index + 1])
    {
      let scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(units[index + 1] & 0x3FF))
      return (supplementaryClass(scalar), 2)
    }
    return (classOf(unit, classes), 1)
  }

  /// ``forEachOpportunity(_:by:_:)`` for the same text as valid UTF-8, with UTF-8
  /// offsets. `asciiOnly` says whether the bytes are all ASCII when the caller knows.
  static func forEachOpportunity(
    utf8 bytes: UnsafeBufferPointer<UInt8>, asciiOnly: Bool? = nil, by breaker: LineBreaker,
    _ body: (Int, BreakKind) -> Void
  ) -> Bool {
    withScratch(of: Int32.self, capacity: bytes.count + 1) { offsets in
      guard
        let found = opportunities(
          utf8: bytes, asciiOnly: asciiOnly, by: breaker, into: offsets)
      else { return false }
      for offset in offsets[..<found] { body(Int(offset), .soft) }
      return true
    }
  }

  /// The opportunities of the text whose valid UTF-8 is `bytes`, its end the last, as UTF-8
  /// offsets written to `offsets` (room for one more than the bytes): how many, or nil when
  /// the rule does not cover the text (or it is empty, or longer than `Int32.max` bytes).
  /// `asciiOnly` says whether the bytes are all ASCII when the caller knows.
  ///
  /// One pass checks that each character is covered and takes it by the rule, so that a
  /// caller learns whether the text needs ICU without a pass of its own. A run of letters,
  /// digits and marks that the rule takes plainly (``Rule/takesPlainly``) is taken at its
  /// end.
  static func opportunities(
    utf8 bytes: UnsafeBufferPointer<UInt8>, asciiOnly: Bool? = nil, by breaker: LineBreaker,
    into offsets: UnsafeMutableBufferPointer<Int32>
  ) -> Int? {
    guard !bytes.isEmpty, let start = bytes.baseAddress, bytes.count < Int(Int32.max),
      offsets.count > bytes.count
    else { return nil }
    let asciiOnly = asciiOnly ?? Segmentation.utf16Count(of: bytes).isASCII
    return withClasses(latin1Only: asciiOnly) { classes -> Int? in
      var rule = Rule(joiningHangul: breaker.joinsHangul)
      var found = 0
      let count = bytes.count
      var index = 0
      var previous = Class.none
      var base = Class.none
      // Where the run of SA characters being read starts, if one is.
      var complexStart = -1
      while index < count {
        let first = index
        let next: Class
        let byte = start[index]
        if byte < 0x80 {
          // ASCII: neither a mark nor a joiner.
          next = classes[Int(byte)]
          guard next != .none, previous != .joiner else { return nil }
          index &+= 1
        } else {
          next = utf8Class(bytes, at: &index, classes)
          guard isCovered(next, after: previous, base: base) else { return nil }
        }
        previous = next
        if next == .complex || next == .complexMark {
          // A letter of the run (LB1: AL), or a mark, which changes nothing the rule keeps.
          if complexStart < 0 { complexStart = first }
          guard next == .complex else { continue }
          if rule.takesPlainly {
            rule.takePlainly(.letter)
          } else {
            rule.take(.letter, at: first) { offset, _ in
              offsets[found] = Int32(truncatingIfNeeded: offset)
              found &+= 1
            }
          }
          base = next
          continue
        }
        if complexStart >= 0 {
          found = dictionaryBreaks(
            start, complexStart..<first, by: breaker, into: offsets, after: found)
          complexStart = -1
        }
        // A mark changes nothing the rule keeps.
        if next == .mark { continue }
        if next.isPlain && rule.takesPlainly {
          // The run of letters, digits and marks, taken at its last letter or digit: each
          // is covered after the one before it.
          var last = next
          while index < count {
            let byte = start[index]
            if byte < 0x80 {
              // ASCII: never a mark.
              let following = classes[Int(byte)]
              guard following.isPlain else { break }
              last = following
              previous = following
              index &+= 1
              continue
            }
            var after = index
            let following = utf8Class(bytes, at: &after, classes)
            if following.isPlain {
              last = following
            } else if following != .mark {
              break
            }
            previous = following
            index = after
          }
          rule.takePlainly(last)
          base = last
          continue
        }
        rule.take(next, at: first) { offset, _ in
          offsets[found] = Int32(truncatingIfNeeded: offset)
          found &+= 1
        }
        base = next
      }
      guard previous != .joiner else { return nil }
      if complexStart >= 0 {
        found = dictionaryBreaks(
          start, complexStart..<count, by: breaker, into: offsets, after: found)
      }
      offsets[found] = Int32(truncatingIfNeeded: count)
      return found &+ 1
    }
  }

  /// Calls `body` with the dictionary's opportunities inside the run `range` of `units`, a run
  /// of SA characters (`BreakIteratorsPerThread.forEachDictionaryBreak(inside:by:_:)`).
  private static func dictionaryBreaks(
    _ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, by breaker: LineBreaker,
    _ body: (Int, BreakKind) -> Void
  ) {
    BreakIteratorsPerThread.forEachDictionaryBreak(
      inside: UnsafeBufferPointer(rebasing: units[range]), by: breaker
    ) { body(range.lowerBound + $0, .soft) }
  }

  /// ``dictionaryBreaks(_:_:by:_:)`` of the UTF-8 at `start` whose bytes `range` are a run of
  /// SA characters (from U+0E00 on: three bytes each, and one UTF-16 unit): writes their
  /// UTF-8 offsets to `offsets` from `found` on, and returns how many there are then.
  private static func dictionaryBreaks(
    _ start: UnsafePointer<UInt8>, _ range: Range<Int>, by breaker: LineBreaker,
    into offsets: UnsafeMutableBufferPointer<Int32>, after found: Int
  ) -> Int {
    let length = range.count / 3
    return withScratch(of: UInt16.self, capacity: length) { units in
      for unit in 0..<length {
        let lead = start + (range.lowerBound &+ 3 &* unit)
        units[unit] =
          UInt16(lead[0] & 0x0F) << 12 | UInt16(lead[1] & 0x3F) << 6 | UInt16(lead[2] & 0x3F)
      }
      var found = found
      BreakIteratorsPerThread.forEachDictionaryBreak(
        inside: UnsafeBufferPointer(units), by: breaker
      ) {
        offsets[found] = Int32(truncatingIfNeeded: range.lowerBound &+ 3 &* $0)
        found &+= 1
      }
      return found
    }
  }

  /// The class of the character whose valid UTF-8 starts at `index` of `bytes`, `index` then
  /// moved past it.
  @inline(__always)
  private static func utf8Class(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, _ classes: UnsafeBufferPointer<Class>
  ) -> Class {
    let value = Segmentation.scalarValue(in: bytes, at: &index)
    return value < 0x1_0000
      ? classOf(UInt16(truncatingIfNeeded: value), classes) : supplementaryClass(value)
  }
}
