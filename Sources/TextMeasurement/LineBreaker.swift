import CICU

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
  private let joinsHangul: Bool

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
      SpaceSeparatedText.forEachOpportunity(units, body)
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

/// Text of letters (ASCII, Latin-1 and those of ``isLetter(_:)``), digits, spaces, `&`,
/// quotation marks and the separators `,` `.` `:` `;`, whose line break opportunities UAX #14
/// puts after each run of spaces, unless a separator follows it (LB13: no break before IS;
/// LB18: break after spaces; letters, digits, separators and quotation marks do not break
/// between themselves: LB19, LB23, LB25, LB28, LB29), except that a separator starting a
/// number breaks after the spaces too (" .5": Unicode 15.1's LB15c, which ICU 72 has
/// already). Every letter's class is AL, so every rule reads it as it reads an ASCII letter.
/// Most Latin, Cyrillic and Arabic wallet titles are such text: for them the rule gives
/// ICU's opportunities without ICU's pass, which costs far more than the scan.
/// Tests compare the two on every such corpus title and on random strings of these
/// characters, for every locale the rule is used for.
enum SpaceSeparatedText {
  /// The class of each unit below 0x100: 0 not covered, 1 a space, 2 a separator (IS), 3 a
  /// letter, digit, `&` or quotation mark.
  private static let classes: [UInt8] = (0..<256).map { unit -> UInt8 in
    switch unit {
    case 0x20: 1
    case 0x2C, 0x2E, 0x3A, 0x3B: 2
    case 0x22, 0x26, 0x27, 0x30...0x39, 0x41...0x5A, 0x61...0x7A: 3
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: 3
    default: 0
    }
  }

  /// Whether `unit`, above U+00FF, is a letter the rule covers, of line break class AL and a
  /// cluster of its own (Grapheme_Cluster_Break Other): Latin Extended-A and -B, Cyrillic
  /// (without its combining marks, U+0483 to U+0489), the Arabic letters (without the marks
  /// after U+064A) and Latin Extended Additional.
  @inline(__always)
  private static func isLetter(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0100...0x024F, 0x0400...0x0482, 0x048A...0x052F, 0x0620...0x064A, 0x1E00...0x1EFF:
      true
    default: false
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
    "ru", "uk",
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
  /// and every unit is one of these characters; else returns false at once, having called
  /// nothing.
  static func forEachOpportunity(
    _ units: UnsafeBufferPointer<UInt16>, _ body: (Int, BreakKind) -> Void
  ) -> Bool {
    guard !units.isEmpty else { return false }
    return classes.withUnsafeBufferPointer { classes in
      for unit in units where unit > 0xFF ? !isLetter(unit) : classes[Int(unit)] == 0 {
        return false
      }
      let count = units.count
      for index in 1..<count where units[index - 1] == 0x20 {
        switch units[index] > 0xFF ? 3 : classes[Int(units[index])] {
        case 3: body(index, .soft)
        // ICU 72 breaks between spaces and a separator that starts a number (" .5"), as
        // Unicode 15.1's LB15c does.
        case 2 where index + 1 < count && (0x30...0x39).contains(units[index + 1]):
          body(index, .soft)
        default: break
        }
      }
      body(units.count, .soft)
      return true
    }
  }

  /// Whether the rule covers the text whose valid UTF-8 is `bytes`
  /// (``forEachOpportunity(utf8:_:)`` would take it).
  static func covers(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty else { return false }
    return classes.withUnsafeBufferPointer { classes in
      let count = bytes.count
      var index = 0
      while index < count {
        let byte = bytes[index]
        if byte < 0x80 {
          guard classes[Int(byte)] != 0 else { return false }
          index += 1
        } else if byte < 0xE0 {
          // Two bytes: U+0080 to U+07FF.
          guard index + 1 < count else { return false }
          let unit = UInt16(byte & 0x1F) << 6 | UInt16(bytes[index + 1] & 0x3F)
          guard unit > 0xFF ? isLetter(unit) : classes[Int(unit)] != 0 else { return false }
          index += 2
        } else {
          // Three bytes: U+0800 to U+FFFF; four (above the BMP) are never covered.
          guard byte < 0xF0, index + 2 < count else { return false }
          let unit =
            UInt16(byte & 0x0F) << 12 | UInt16(bytes[index + 1] & 0x3F) << 6
            | UInt16(bytes[index + 2] & 0x3F)
          guard isLetter(unit) else { return false }
          index += 3
        }
      }
      return true
    }
  }

  /// ``forEachOpportunity(_:_:)`` for the same text as valid UTF-8, with UTF-8 offsets,
  /// without decoding it once it is covered: the rule's characters are ASCII but for
  /// letters, so a byte of 0x80 or more starts or continues a letter.
  static func forEachOpportunity(
    utf8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, BreakKind) -> Void
  ) -> Bool {
    guard covers(utf8: bytes) else { return false }
    forEachOpportunity(coveredUTF8: bytes, body)
    return true
  }

  /// ``forEachOpportunity(utf8:_:)`` for a text the rule is known to cover
  /// (``covers(utf8:)``), without checking it again.
  static func forEachOpportunity(
    coveredUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, BreakKind) -> Void
  ) {
    guard !bytes.isEmpty else { return }
    classes.withUnsafeBufferPointer { classes in
      let count = bytes.count
      // An opportunity follows a space (one byte), before the start of a scalar: a lead
      // byte of 0x80 or more is a letter.
      for index in 1..<count where bytes[index - 1] == 0x20 {
        let byte = bytes[index]
        switch byte < 0x80 ? classes[Int(byte)] : 3 {
        case 3: body(index, .soft)
        case 2 where index + 1 < count && (0x30...0x39).contains(bytes[index + 1]):
          body(index, .soft)
        default: break
        }
      }
      body(count, .soft)
    }
  }
}
