import CICU

/// Extended grapheme cluster boundaries (UAX #29): the rules of Unicode 15.0, on character
/// properties from ICU.
///
/// The rules are ours, so that segmenting costs one pass over the UTF-16 units with a table
/// lookup per code point rather than a second ICU iterator pass next to the line breaker's.
/// The properties (Grapheme_Cluster_Break, Extended_Pictographic) are ICU's, so clusters,
/// widths and line break opportunities all follow the Unicode version of ICU's data (15.0 in
/// ICU 72) whatever the toolchain. The rules are those of that version, GB1 to GB13, plus the
/// one rule ICU adds to them (from CLDR): a consonant, a virama and a consonant of six Indic
/// scripts stay one cluster (Unicode 15.1 made a similar rule standard as GB9c). Tests check
/// them against GraphemeBreakTest.txt and against ICU's own character break iterator
/// (``icuBoundaries(utf16:)``), which they must match everywhere. See Docs/Text.md.
package enum GraphemeClusters {
  /// The cluster boundaries of `units` as UTF-16 offsets: 0, then every boundary up to and
  /// including `units.count`. An empty buffer gives `[0]`. An unpaired surrogate is a
  /// cluster of its own (its Grapheme_Cluster_Break is Control).
  package static func boundaries(utf16 units: [UInt16]) -> [Int] {
    units.withUnsafeBufferPointer { boundaries(utf16: $0) }
  }

  /// The cluster boundaries of the UTF-16 units of `units`, as ``boundaries(utf16:)-([UInt16])``
  /// gives them, without copying the units into an array.
  package static func boundaries(utf16 units: UnsafeBufferPointer<UInt16>) -> [Int] {
    guard !units.isEmpty else { return [0] }
    return GraphemeBreakTable.values.withUnsafeBufferPointer { table in
      Array(unsafeUninitializedCapacity: units.count + 1) { result, initialized in
        initialized = segment(units, table: table, into: result)
      }
    }
  }

  /// Writes the cluster boundaries of the non-empty `units` to `result`, which has room for
  /// `units.count + 1` offsets of a type that holds `units.count`, and returns how many it
  /// wrote (the first is 0, the last `units.count`).
  static func boundaries<Offset: FixedWidthInteger>(
    utf16 units: UnsafeBufferPointer<UInt16>, into result: UnsafeMutableBufferPointer<Offset>
  ) -> Int {
    GraphemeBreakTable.values.withUnsafeBufferPointer { table in
      segment(units, table: table, into: result)
    }
  }

  /// The boundaries of the clusters of `text`, as UTF-16 offsets from its start.
  package static func boundaries(in text: Substring) -> [Int] {
    boundaries(utf16: Array(text.utf16))
  }

  /// Writes the boundaries of the non-empty `units` to `result` (which has room for
  /// `units.count + 1`) and returns how many it wrote.
  private static func segment<Offset: FixedWidthInteger>(
    _ units: UnsafeBufferPointer<UInt16>, table: UnsafeBufferPointer<UInt8>,
    into result: UnsafeMutableBufferPointer<Offset>
  ) -> Int {
    let count = units.count
    result[0] = 0
    var written = 1
    let (first, second) = GraphemeBreakTable.property(units, at: 0, table: table)
    var index = second
    var rules = GraphemeRules(first: first)
    while index < count {
      let (current, next) = GraphemeBreakTable.property(units, at: index, table: table)
      if !rules.joins(current) {
        result[written] = Offset(truncatingIfNeeded: index)
        written += 1
      }
      index = next
    }
    result[written] = Offset(truncatingIfNeeded: count)
    return written + 1
  }

  /// The boundaries from ICU's character break iterator, which the rules above replace: the
  /// reference the tests compare them with. Every scalar is its own cluster if ICU fails.
  package static func icuBoundaries(utf16 units: [UInt16]) -> [Int] {
    guard !units.isEmpty else { return [0] }
    guard units.count <= Int(Int32.max) else { return scalarBoundaries(units) }
    let count = Int32(units.count)
    var offsets = [Int32](repeating: 0, count: units.count)
    let found: Int =
      BreakIteratorsPerThread.withIterator(.character) { iterator in
        units.withUnsafeBufferPointer { text in
          offsets.withUnsafeMutableBufferPointer { offsets in
            guard let base = offsets.baseAddress else { return 0 }
            var error: Int32 = 0
            return Int(
              cicu_break_boundaries(iterator, text.baseAddress, count, base, nil, count, &error))
          }
        }
      } ?? 0
    guard found > 0 else { return scalarBoundaries(units) }
    var result = [0]
    result.reserveCapacity(found + 1)
    for index in 0..<found { result.append(Int(offsets[index])) }
    if result.last != units.count { result.append(units.count) }
    return result
  }

  /// Every scalar its own cluster.
  private static func scalarBoundaries(_ units: [UInt16]) -> [Int] {
    var result = [0]
    var offset = 0
    while offset < units.count {
      let isPair =
        UTF16.isLeadSurrogate(units[offset]) && offset + 1 < units.count
        && UTF16.isTrailSurrogate(units[offset + 1])
      offset += isPair ? 2 : 1
      result.append(offset)
    }
    return result
  }
}

/// The cluster rules as they read a text code point by code point: what the code points so
/// far leave for the rules that look further back than one code point (GB11's emoji
/// sequences, GB12 and GB13's regional indicators, ICU's conjunct rule). Everything it holds
/// comes from the cluster the last code point is in, so a path that segments text otherwise
/// can start it from that cluster's code points.
struct GraphemeRules {
  /// The kind of the last code point.
  private var previousKind: GraphemeBreakKind
  /// GB11: whether the code points so far end in Extended_Pictographic Extend*, and whether
  /// the last one is a ZWJ that follows such a sequence.
  private var endsInPictographicSequence: Bool
  private var afterPictographicZWJ = false
  /// GB12, GB13: whether the run of regional indicators ending at the last code point is odd.
  private var oddRegionalIndicators: Bool
  /// ICU's conjunct rule: how much of `LinkingConsonant Extender* Virama Extender*` the code
  /// points so far end in.
  private(set) var conjunct: ConjunctProgress

  /// The rules after a text's first code point, of properties `first`.
  @inline(__always)
  init(first: GraphemeBreakProperty) {
    previousKind = first.kind
    endsInPictographicSequence = first.isExtendedPictographic
    oddRegionalIndicators = previousKind == .regionalIndicator
    conjunct = first.isLinkingConsonant ? .consonant : .none
  }

  /// Whether a code point of properties `current` joins the cluster of the code points so
  /// far (no boundary before it); the rules then read it as the last code point.
  @inline(__always)
  mutating func joins(_ current: GraphemeBreakProperty) -> Bool {
    if current.rawValue == 0 {
      // Other with no flag, most letters: only GB9b joins it to what precedes, and it ends
      // every sequence the rules follow.
      let joins = previousKind == .prepend
      previousKind = .other
      afterPictographicZWJ = false
      endsInPictographicSequence = false
      oddRegionalIndicators = false
      conjunct = .none
      return joins
    }
    let kind = current.kind
    var joins = previousKind.isJoined(to: kind) || conjunct.joins(current)
    if !joins {
      switch previousKind {
      case .zwj:  // GB11
        joins = afterPictographicZWJ && current.isExtendedPictographic && !kind.isControl
      case .regionalIndicator:  // GB12, GB13
        joins = oddRegionalIndicators && kind == .regionalIndicator
      default:
        break
      }
    }
    afterPictographicZWJ = kind == .zwj && endsInPictographicSequence
    endsInPictographicSequence =
      current.isExtendedPictographic || (kind == .extend && endsInPictographicSequence)
    oddRegionalIndicators = kind == .regionalIndicator && !oddRegionalIndicators
    conjunct = conjunct.after(current)
    previousKind = kind
    return joins
  }
}

/// How far a text has come into ICU's conjunct rule, `LinkingConsonant Extender* Virama
/// Extender* × LinkingConsonant`.
enum ConjunctProgress {
  case none, consonant, virama

  /// Whether the rule joins `property` to the code points so far.
  @inline(__always)
  func joins(_ property: GraphemeBreakProperty) -> Bool {
    self == .virama && property.isLinkingConsonant
  }

  /// The progress once `property` follows.
  @inline(__always)
  func after(_ property: GraphemeBreakProperty) -> ConjunctProgress {
    if property.isLinkingConsonant { return .consonant }
    if property.isLinkingVirama { return self == .none ? .none : .virama }
    return property.isConjunctExtender ? self : .none
  }
}

/// The Grapheme_Cluster_Break values the rules tell apart. E_Base, E_Base_GAZ and
/// Glue_After_Zwj are Other, and E_Modifier is Extend, as they are since Unicode 11.0.
/// Other is 0, so a table byte of 0 is Other with no flag (the segmenter's fast path).
enum GraphemeBreakKind: UInt8 {
  case other = 0, control, cr, lf, extend, zwj, regionalIndicator, prepend, spacingMark
  case l, v, t, lv, lvt

  init(icu value: Int32) {
    switch value {
    case Int32(CICU_GCB_CONTROL): self = .control
    case Int32(CICU_GCB_CR): self = .cr
    case Int32(CICU_GCB_LF): self = .lf
    case Int32(CICU_GCB_EXTEND), Int32(CICU_GCB_E_MODIFIER): self = .extend
    case Int32(CICU_GCB_ZWJ): self = .zwj
    case Int32(CICU_GCB_REGIONAL_INDICATOR): self = .regionalIndicator
    case Int32(CICU_GCB_PREPEND): self = .prepend
    case Int32(CICU_GCB_SPACING_MARK): self = .spacingMark
    case Int32(CICU_GCB_L): self = .l
    case Int32(CICU_GCB_V): self = .v
    case Int32(CICU_GCB_T): self = .t
    case Int32(CICU_GCB_LV): self = .lv
    case Int32(CICU_GCB_LVT): self = .lvt
    default: self = .other
    }
  }

  /// Whether GB3 to GB9b keep a code point of kind `next` in the cluster of one of this
  /// kind (GB11 to GB13 need more than the pair, and GB999 breaks).
  @inline(__always)
  func isJoined(to next: GraphemeBreakKind) -> Bool {
    Self.joinedKinds(after: self) & (1 << next.rawValue) != 0
  }

  /// Whether GB4 or GB5 break on this side of a code point of this kind.
  var isControl: Bool { self == .control || self == .cr || self == .lf }

  /// The kinds that GB3 to GB9b join to `kind`, one bit per raw value.
  @inline(__always)
  private static func joinedKinds(after kind: GraphemeBreakKind) -> UInt16 {
    // GB9, GB9a: × (Extend | ZWJ | SpacingMark), after anything but a control (GB4).
    let marks = bit(.extend) | bit(.zwj) | bit(.spacingMark)
    switch kind {
    case .control, .lf: return 0  // GB4
    case .cr: return bit(.lf)  // GB3, GB4
    case .prepend: return ~(bit(.control) | bit(.cr) | bit(.lf))  // GB5, GB9b
    case .l: return marks | bit(.l) | bit(.v) | bit(.lv) | bit(.lvt)  // GB6
    case .v, .lv: return marks | bit(.v) | bit(.t)  // GB7
    case .t, .lvt: return marks | bit(.t)  // GB8
    case .other, .extend, .zwj, .regionalIndicator, .spacingMark: return marks
    }
  }

  @inline(__always)
  private static func bit(_ kind: GraphemeBreakKind) -> UInt16 { 1 << kind.rawValue }
}

/// The grapheme break properties of one code point, in one byte: its kind in the low bits,
/// and flags for GB11 and for ICU's conjunct rule in the high bits.
struct GraphemeBreakProperty {
  var rawValue: UInt8

  private static let kindMask: UInt8 = 0x0F
  private static let conjunctExtenderBit: UInt8 = 0x10
  private static let linkingViramaBit: UInt8 = 0x20
  private static let linkingConsonantBit: UInt8 = 0x40
  private static let pictographicBit: UInt8 = 0x80

  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The properties of a code point (or a lone surrogate), from ICU.
  init(codePoint: UInt32) {
    self.init(icu: cicu_grapheme_property(Int32(bitPattern: codePoint)))
  }

  /// The properties from ICU's Grapheme_Cluster_Break and `CICU_GRAPHEME_` flags.
  init(icu value: Int32) {
    let kind = GraphemeBreakKind(icu: value & 0xFF)
    rawValue = kind.rawValue
    if value & Int32(CICU_GRAPHEME_EXTENDED_PICTOGRAPHIC) != 0 {
      rawValue |= Self.pictographicBit
    }
    if value & Int32(CICU_GRAPHEME_LINKING_CONSONANT) != 0 {
      rawValue |= Self.linkingConsonantBit
    }
    if value & Int32(CICU_GRAPHEME_LINKING_VIRAMA) != 0 {
      rawValue |= Self.linkingViramaBit
    }
    let isCombining = value & Int32(CICU_GRAPHEME_COMBINING) != 0
    if kind == .zwj || (kind == .extend && isCombining) {
      rawValue |= Self.conjunctExtenderBit
    }
  }

  @inline(__always)
  var kind: GraphemeBreakKind { GraphemeBreakKind(rawValue: rawValue & Self.kindMask) ?? .other }

  /// Whether the kind is Other, LV or LVT (a Hangul syllable), flags aside. Between two code
  /// points of these kinds GB999 breaks: GB6 to GB8 join a syllable only to a jamo after it
  /// (L, V, T), and only a prepend (GB9b) or a control joins or stands before one otherwise.
  @inline(__always)
  var isOtherOrSyllable: Bool {
    let kind = rawValue & Self.kindMask
    return kind == 0 || kind == GraphemeBreakKind.lv.rawValue
      || kind == GraphemeBreakKind.lvt.rawValue
  }

  /// Extended_Pictographic (GB11).
  @inline(__always)
  var isExtendedPictographic: Bool { rawValue & Self.pictographicBit != 0 }

  /// A consonant ICU's conjunct rule links.
  @inline(__always)
  var isLinkingConsonant: Bool { rawValue & Self.linkingConsonantBit != 0 }

  /// A virama that links two consonants in ICU's conjunct rule.
  @inline(__always)
  var isLinkingVirama: Bool { rawValue & Self.linkingViramaBit != 0 }

  /// What may come between the consonants and the virama in ICU's conjunct rule: a ZWJ, or
  /// an Extend with a nonzero Canonical_Combining_Class (a nukta, the virama itself).
  @inline(__always)
  var isConjunctExtender: Bool { rawValue & Self.conjunctExtenderBit != 0 }

  /// Whether ICU's conjunct rule reads the code point: a linking consonant, a linking virama
  /// or what may come between them. After any other code point no conjunct is under way.
  @inline(__always)
  var takesPartInConjuncts: Bool {
    rawValue & (Self.conjunctExtenderBit | Self.linkingViramaBit | Self.linkingConsonantBit) != 0
  }
}

/// The grapheme break properties of the code points below U+20000 (the BMP and plane 1,
/// where the emoji are), one byte each: expanded from the generated runs (``UnicodeTables``)
/// when they apply, else built from ICU's ranges of equal values, on first use; immutable
/// after. Code points above come from ICU one at a time (they are ideographs, tags, variation
/// selectors and private use: rare, and mostly Other).
enum GraphemeBreakTable {
  static let limit: UInt32 = 0x2_0000

  static let values: [UInt8] =
    (UnicodeTables.generatedRunsApply
      ? UnicodeTables.expand(UnicodeTables.graphemeRuns, count: Int(limit)) : nil) ?? computed()

  /// The table from ICU's ranges of equal values.
  static func computed() -> [UInt8] {
    var icu = [UInt16](repeating: 0, count: Int(limit))
    let status = icu.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { cicu_grapheme_properties($0, Int32(buffer.count)) } ?? 1
    }
    guard status == 0 else {
      // ICU could not list its ranges: ask for each code point instead.
      return (0..<limit).map { GraphemeBreakProperty(codePoint: $0).rawValue }
    }
    // ICU's values have 12 significant bits: convert each once.
    let converted = (0..<Int32(0x1000)).map { GraphemeBreakProperty(icu: $0).rawValue }
    return icu.map { converted[Int($0 & 0xFFF)] }
  }

  /// The properties of the code point `value`: from `table` (``values``) below ``limit``,
  /// else from ICU.
  @inline(__always)
  static func property(of value: UInt32, table: UnsafeBufferPointer<UInt8>)
    -> GraphemeBreakProperty
  {
    value < limit
      ? GraphemeBreakProperty(rawValue: table[Int(value)]) : GraphemeBreakProperty(codePoint: value)
  }

  /// ``property(of:table:)`` from ``values`` itself, for a code point looked up on its own.
  static func property(of value: UInt32) -> GraphemeBreakProperty {
    values.withUnsafeBufferPointer { property(of: value, table: $0) }
  }

  /// The properties of the code point at `index` (a lone surrogate stands for itself), and
  /// the index after it.
  @inline(__always)
  static func property(
    _ units: UnsafeBufferPointer<UInt16>, at index: Int, table: UnsafeBufferPointer<UInt8>
  ) -> (GraphemeBreakProperty, next: Int) {
    let unit = units[index]
    if unit & 0xFC00 == 0xD800, index + 1 < units.count {
      let trail = units[index + 1]
      if trail & 0xFC00 == 0xDC00 {
        let codePoint = 0x1_0000 + (UInt32(unit & 0x3FF) << 10) + UInt32(trail & 0x3FF)
        return (property(of: codePoint, table: table), index + 2)
      }
    }
    return (GraphemeBreakProperty(rawValue: table[Int(unit)]), index + 1)
  }
}
