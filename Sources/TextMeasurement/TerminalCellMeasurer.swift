import LayoutEngine

/// Terminal cells: the width of text in a monospace terminal, in cells.
///
/// The width of a grapheme cluster is decided by the first of these rules that applies
/// (semantics, section 4):
/// 1. a pair of regional indicators (a flag): 2;
/// 2. a cluster with U+FE0F VARIATION SELECTOR-16 right after a scalar with the Emoji
///    property, or a skin tone modifier (Emoji_Modifier) right after an
///    Emoji_Modifier_Base (emoji presentation asked for, as in "✌🏽"): 2;
/// 3. first scalar with Emoji_Presentation: 2 (a whole ZWJ sequence or skin-toned emoji
///    included);
/// 4. first scalar with East_Asian_Width Wide or Fullwidth: 2;
/// 5. first scalar of category Mn, Me or Cf, a Hangul medial or final jamo
///    (U+1160-U+11FF), or U+200B ZERO WIDTH SPACE: 0;
/// 6. East_Asian_Width Ambiguous: 1, or 2 with `ambiguousIsWide` (CJK terminals);
/// 7. otherwise 1.
///
/// Those are the rules of the ``CellWidthModel/clusters`` model, the default. Other models
/// (``CellWidthModel``, with the presets of ``CellWidthProfile``) change them feature by
/// feature: a cluster as the sum of its code points' widths, as glibc's `wcwidth` gives them,
/// a ZWJ sequence as the sum of its parts, and so on.
///
/// Properties come from ICU's Unicode data. Line height 1, baseline offset 1, spacing 1
/// horizontally and 0 vertically, Spacer length 1, and sizes on a grid of whole cells.
///
/// ```swift
/// let cells = TerminalCellMeasurer()
/// cells.advance(ofCluster: "猫")  // 2
/// cells.advance(ofCluster: "👍🏽")  // 2
/// cells.advance(ofCluster: "é")  // 1
/// TerminalCellMeasurer(profile: .codePoints).advance(ofCluster: "👍🏽")  // 4
/// ```
public struct TerminalCellMeasurer: TextMeasurer, Hashable {
  /// How the terminal counts cells, feature by feature.
  public var cellWidths: CellWidthModel {
    didSet { countsAsClusters = cellWidths.isClusters }
  }

  /// Whether ``cellWidths`` measures as the clusters model does, ambiguous width aside: kept
  /// with the model, since the segmenting paths ask it for every text.
  private(set) var countsAsClusters: Bool

  /// Whether East_Asian_Width Ambiguous characters (such as "±", "→", Greek and Cyrillic
  /// letters) take two cells, as in terminals configured for CJK: the model's
  /// ``CellWidthModel/ambiguousIsWide``.
  public var ambiguousIsWide: Bool {
    get { cellWidths.ambiguousIsWide }
    set { cellWidths.ambiguousIsWide = newValue }
  }

  /// The preset the model is, ambiguous width aside; nil for a model of its own.
  public var profile: CellWidthProfile? {
    var model = cellWidths
    model.ambiguousIsWide = false
    return CellWidthProfile.allCases.first { $0.model == model }
  }

  /// A terminal measurer; `ambiguousIsWide` for CJK terminals, `profile` for the family of
  /// terminal drawn for.
  public init(ambiguousIsWide: Bool = false, profile: CellWidthProfile = .clusters) {
    var model = profile.model
    model.ambiguousIsWide = ambiguousIsWide
    self.init(cellWidths: model)
  }

  /// A terminal measurer drawing for a terminal that counts cells as `cellWidths` says.
  public init(cellWidths: CellWidthModel) {
    self.cellWidths = cellWidths
    countsAsClusters = cellWidths.isClusters
  }

  /// The width of `cluster` in cells, by the seven rules above under the clusters model, or
  /// as the model says. An empty string is 0.
  public func advance(ofCluster cluster: Substring) -> Double {
    advance(ofClusterScalars: cluster.unicodeScalars)
  }

  /// ``advance(ofCluster:)`` of the cluster whose scalars are `scalars`: for a path that has
  /// decoded them as it segments, so that no substring is made for the cluster.
  func advance<Scalars: BidirectionalCollection<Unicode.Scalar>>(
    ofClusterScalars scalars: Scalars
  ) -> Double {
    guard let first = scalars.first else { return 0 }
    if first.isASCII && scalars.count == 1 { return 1 }
    return Double(cellWidths.cells(of: scalars))
  }

  /// `measurer` when it is a terminal cell measurer, else nil: by comparing its type, which
  /// costs nothing where the type is known when compiling.
  @inline(__always)
  static func measurer<Measurer: TextMeasurer>(_ measurer: Measurer) -> TerminalCellMeasurer? {
    guard Measurer.self == TerminalCellMeasurer.self else { return nil }
    return unsafeBitCast(measurer, to: TerminalCellMeasurer.self)
  }

  /// The width of a cluster of the one scalar `scalar`, by the same rules; from a table
  /// for the Basic Multilingual Plane.
  public func advance(ofScalar scalar: Unicode.Scalar) -> Double {
    // The clusters model's widths of single scalars are the width table's.
    if countsAsClusters {
      return Double(TerminalWidthTable.cells(of: scalar, ambiguousIsWide: ambiguousIsWide))
    }
    return Double(cellWidths.firstCells(scalar))
  }

  /// Whether clusters are measured in their text: under ``CellWidthModel/LamAlef/oneCell``,
  /// where an alef after a lam adds nothing.
  public var measuresClustersInContext: Bool { cellWidths.lamAlef == .oneCell }

  /// Each cluster's cells (0 for a newline), and 0 for an alef (U+0622, U+0623, U+0625,
  /// U+0627) that starts a cluster right after one that ends with lam (U+0644) under
  /// ``CellWidthModel/LamAlef/oneCell``.
  public func advances(ofClustersIn text: String, utf8Boundaries: [Int]) -> [Double] {
    let utf8 = text.utf8
    var afterLam = false
    return zip(utf8Boundaries, utf8Boundaries.dropFirst()).map { start, end in
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      let upper = utf8.index(utf8.startIndex, offsetBy: end)
      let cluster = text[lower..<upper]
      let scalars = cluster.unicodeScalars
      defer { afterLam = scalars.last?.value == 0x0644 }
      guard let first = scalars.first, !UnicodeProperties.isNewline(first) else { return 0 }
      if afterLam, cellWidths.lamAlef == .oneCell,
        [0x0622, 0x0623, 0x0625, 0x0627].contains(first.value)
      {
        return 0
      }
      return advance(ofCluster: cluster)
    }
  }

  /// Rules 3 to 7: the cells of a cluster that starts with `first` and asks for no emoji
  /// presentation.
  static func singleScalarRules(_ first: Unicode.Scalar, ambiguousIsWide: Bool) -> Int {
    if first.isASCII { return 1 }
    // 3. Emoji presentation.
    if UnicodeProperties.isEmojiPresentation(first) { return 2 }
    // 4. Wide and fullwidth.
    let eastAsianWidth = UnicodeProperties.eastAsianWidth(first)
    if eastAsianWidth == .wide || eastAsianWidth == .fullwidth { return 2 }
    // 5. Zero width.
    if ZeroWidth.starts(first) { return 0 }
    // 6. Ambiguous.
    if eastAsianWidth == .ambiguous { return ambiguousIsWide ? 2 : 1 }
    // 7. Everything else.
    return 1
  }

  /// One line is one cell high.
  public var lineHeight: Double { 1 }
  /// The baseline is at the bottom of the cell.
  public var baselineOffset: Double { 1 }
  /// One cell between horizontal neighbours, none between vertical ones.
  public func defaultSpacing(along axis: Axis) -> Double { axis == .horizontal ? 1 : 0 }
  /// A Spacer is at least one cell.
  public var defaultSpacerLength: Double { 1 }
  /// One cell on every edge, so that `padding().border()` draws a box with a cell of room
  /// around its content.
  public func defaultPadding(along axis: Axis) -> Double { 1 }
  /// Sizes are whole cells.
  public var pixelGrid: Double { 1 }
  /// True: its units are terminal cells.
  public var measuresCells: Bool { true }
}

/// Rule 5 of the terminal widths, shared with ``FixedAdvanceMeasurer``: a cluster is zero
/// wide when its first scalar is a non-spacing or enclosing mark, a format character, a
/// Hangul medial or final jamo, or ZERO WIDTH SPACE.
enum ZeroWidth {
  static func starts(_ first: Unicode.Scalar) -> Bool {
    if first.isASCII { return false }
    if (0x1160...0x11FF).contains(first.value) || first.value == 0x200B { return true }
    return UnicodeProperties.isMarkOrFormat(first)
  }
}

/// The terminal widths of the scalars of the Basic Multilingual Plane as clusters of their
/// own, by the rules: two bits for narrow terminals, two for CJK terminals, and a bit for
/// Emoji_Presentation (rule 3's property, which a model that knows emoji up to a version
/// reads). Expanded from the generated runs (``UnicodeTables``) when they apply, else computed
/// from the rules.
enum TerminalWidthTable {
  /// The bit of a scalar with Emoji_Presentation.
  static let emojiPresentation: UInt8 = 0x10

  // Written once, never changed: shared by every thread as it is.
  nonisolated(unsafe) static let basicPlane: UnsafeBufferPointer<UInt8> = UnicodeTables.immortal(
    (UnicodeTables.generatedRunsApply
      ? UnicodeTables.expand(UnicodeTables.widthRuns, count: 0x1_0000) : nil) ?? computed())

  /// The table from the rules over ICU's data, scalar by scalar.
  static func computed() -> [UInt8] {
    var table = [UInt8](repeating: 1 | 1 << 2, count: 0x10000)
    for value in 0x80..<0x10000 {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }  // surrogates
      let inNarrow = UInt8(TerminalCellMeasurer.singleScalarRules(scalar, ambiguousIsWide: false))
      let inWide = UInt8(TerminalCellMeasurer.singleScalarRules(scalar, ambiguousIsWide: true))
      let emoji = UnicodeProperties.isEmojiPresentation(scalar) ? emojiPresentation : 0
      table[value] = inNarrow | inWide << 2 | emoji
    }
    return table
  }

  /// The shift of the cells of a table entry (this table's or ``CodePointWidth``'s): CJK
  /// terminals' above narrow ones'.
  @inline(__always)
  static func shift(ambiguousIsWide: Bool) -> UInt8 { ambiguousIsWide ? 2 : 0 }

  /// The cells of a table entry at `shift` (``shift(ambiguousIsWide:)``).
  @inline(__always)
  static func cells(ofEntry entry: UInt8, shift: UInt8) -> Int { Int(entry &>> shift & 0b11) }

  /// Whether `scalar` has Emoji_Presentation: from the table's bit in the Basic Multilingual
  /// Plane, `table` being ``basicPlane``'s storage.
  @inline(__always)
  static func isEmojiPresentation(_ scalar: Unicode.Scalar, table: UnsafePointer<UInt8>) -> Bool {
    guard scalar.value < 0x1_0000 else { return UnicodeProperties.isEmojiPresentation(scalar) }
    return table[Int(scalar.value)] & emojiPresentation != 0
  }

  /// The cells of `scalar` as a cluster of its own by the rules: from the table in the Basic
  /// Multilingual Plane.
  static func cells(of scalar: Unicode.Scalar, ambiguousIsWide: Bool) -> Int {
    let value = scalar.value
    if value < 0x80 { return 1 }
    guard value < 0x1_0000 else {
      return TerminalCellMeasurer.singleScalarRules(scalar, ambiguousIsWide: ambiguousIsWide)
    }
    return cells(ofEntry: basicPlane[Int(value)], shift: shift(ambiguousIsWide: ambiguousIsWide))
  }
}

/// For each scalar of the Basic Multilingual Plane, in one byte, what measuring a text of
/// simple clusters in terminal cells needs: whether the scalar starts a cluster whatever comes
/// before it (Grapheme_Cluster_Break Other, LV or LVT), or joins the cluster before it and
/// leaves its width alone (a mark), whether it is whitespace that hangs at the end of a line,
/// whether ICU's conjunct rule reads it, and its cells in narrow and in CJK terminals (the bits of ``TerminalWidthTable``). Built
/// once from the width and cluster tables, so that segmenting such a text loads one byte a
/// scalar. Expanded from the generated runs (``UnicodeTables``) when they apply, else computed.
enum TerminalScalarTable {
  /// The scalar starts a cluster of its own.
  static let standsAlone: UInt8 = 0x80
  /// The scalar is hanging whitespace.
  static let hangs: UInt8 = 0x40
  /// The scalar joins the cluster before it (GB9, GB9a: Extend or SpacingMark), and the
  /// cluster keeps the cells of its first scalar, but for U+FE0F right after a scalar with the
  /// Emoji property, which makes the cluster 2 cells (rule 2 of the terminal widths): a path
  /// that reads the table measures a cluster with U+FE0F with `advance(ofCluster:)`, or gives
  /// up. Not a virama of ICU's
  /// conjunct rule, which also joins the consonant after it. At the start of a text, or after
  /// a newline, it is a cluster of its own.
  static let joinsPrevious: UInt8 = 0x20
  /// The scalar takes part in ICU's conjunct rule
  /// (``GraphemeBreakProperty/takesPartInConjuncts``): a path that follows the rule reads its
  /// cluster properties; after a scalar without this bit no conjunct is under way.
  static let conjunct: UInt8 = 0x10

  static let values: [UInt8] =
    (UnicodeTables.generatedRunsApply
      ? UnicodeTables.expand(UnicodeTables.scalarRuns, count: 0x1_0000) : nil) ?? computed()

  /// Runs `body` with this table and ``GraphemeBreakTable/values``, each fetched once for a
  /// whole text.
  @inline(__always)
  static func withTables<Result>(
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    values.withUnsafeBufferPointer { table in
      GraphemeBreakTable.values.withUnsafeBufferPointer { graphemeTable in
        body(table, graphemeTable)
      }
    }
  }

  /// Whether the scalar `value` of the Basic Multilingual Plane, whose entry is `entry`, joins
  /// the cluster before it (unless it starts the text or follows a newline): a mark, a linking
  /// virama (Extend), or a consonant ICU's conjunct rule links to the consonant and virama
  /// before it (`linksConsonant`). `conjunct` is the rule's progress before the scalar, and
  /// after it on return; `graphemeTable` is ``GraphemeBreakTable/values``, read only for a
  /// scalar the rule reads.
  @inline(__always)
  static func joins(
    _ value: UInt32, entry: UInt8, graphemeTable: UnsafeBufferPointer<UInt8>,
    conjunct: inout ConjunctProgress
  ) -> (joins: Bool, linksConsonant: Bool) {
    // Most scalars are neither marks nor part of a conjunct: one test answers for them.
    guard entry & (Self.conjunct | joinsPrevious) != 0 else {
      conjunct = .none
      return (false, false)
    }
    guard entry & Self.conjunct != 0 else {
      conjunct = .none
      return (true, false)
    }
    let property = GraphemeBreakProperty(rawValue: graphemeTable[Int(value)])
    let linksConsonant = conjunct.joins(property)
    conjunct = conjunct.after(property)
    return (
      entry & joinsPrevious != 0 || linksConsonant || property.isLinkingVirama, linksConsonant
    )
  }

  /// The table from the width and cluster tables and ICU's White_Space.
  static func computed() -> [UInt8] {
    let widths = TerminalWidthTable.basicPlane
    let clusters = GraphemeBreakTable.values
    var table = [UInt8](repeating: 0, count: 0x1_0000)
    for value in 0..<0x1_0000 {
      var entry = widths[value] & 0x0F
      let property = GraphemeBreakProperty(rawValue: clusters[value])
      if property.isOtherOrSyllable {
        entry |= standsAlone
      } else if property.kind == .extend || property.kind == .spacingMark,
        !property.isLinkingVirama
      {
        entry |= joinsPrevious
      }
      if property.takesPartInConjuncts { entry |= conjunct }
      if let scalar = Unicode.Scalar(UInt32(value)), UnicodeProperties.isHangingWhitespace(scalar) {
        entry |= hangs
      }
      table[value] = entry
    }
    return table
  }
}

/// How a path that reads ``TerminalScalarTable`` counts a terminal measurer's cells. The
/// paths are generic over it, so that each way of counting gets its own specialization of the
/// one path: ``TableCells`` under the clusters model, whose widths are the table's bits and
/// whose marks add nothing (the path then keeps no scalar before, and no mark is measured
/// apart); ``ModelCells`` under any other model, by the model's own rules.
protocol ScalarCellCounting {
  /// Whether the table's width bits are the model's widths, and a mark adds no cells.
  static var fromTable: Bool { get }
  /// The cells of the scalar `value` of the Basic Multilingual Plane, whose table entry is
  /// `entry`, as the first scalar of a cluster.
  func first(_ value: UInt32, entry: UInt8) -> Int
  /// What the mark `value` of the Basic Multilingual Plane adds to the cluster it joins, after
  /// the scalar `previous`; or the consonant `value`, when `conjunct`, that ICU's conjunct
  /// rule links to it.
  func joined(_ value: UInt32, after previous: UInt32, conjunct: Bool) -> Int
}

/// A terminal cell measurer with how the one-line pass counts its cells (``TableCells`` or
/// ``ModelCells``), worked out once for the texts of many rows (a list's rows share one)
/// rather than for each text.
package struct CellCounting: Sendable {
  enum Kind: Sendable {
    case table(TableCells)
    case model(ModelCells)
    /// A model the one-line pass does not count (one that measures clusters in their text).
    case none
  }

  /// The measurer.
  package let measurer: TerminalCellMeasurer
  let kind: Kind

  /// The counting of `measurer`.
  package init(_ measurer: TerminalCellMeasurer) {
    self.measurer = measurer
    if let table = TableCells(measurer) {
      kind = .table(table)
    } else if let model = ModelCells(measurer) {
      kind = .model(model)
    } else {
      kind = .none
    }
  }
}

/// The clusters model's cells: the table's width bits, marks adding nothing.
struct TableCells: ScalarCellCounting, Sendable {
  /// The shift of the table's width bits: CJK terminals' above narrow ones'.
  let shift: UInt8
  static var fromTable: Bool { true }

  /// The counting of `measurer`; nil unless its model is the clusters model.
  @inline(__always)
  init?(_ measurer: TerminalCellMeasurer) {
    guard measurer.countsAsClusters else { return nil }
    shift = TerminalWidthTable.shift(ambiguousIsWide: measurer.ambiguousIsWide)
  }

  @inline(__always)
  func first(_ value: UInt32, entry: UInt8) -> Int {
    TerminalWidthTable.cells(ofEntry: entry, shift: shift)
  }

  @inline(__always)
  func joined(_ value: UInt32, after previous: UInt32, conjunct: Bool) -> Int { 0 }
}

/// Any other model's cells, scalar by scalar, with the model's tables fetched once for a text
/// (``CellWidthModel/WidthTables``): ``CellWidthModel/firstCells(_:)`` for the first scalar of a
/// cluster, ``CellWidthModel/cellsJoined(_:after:conjunct:tables:)`` for a mark or a
/// conjunct's consonant that joins it.
struct ModelCells: ScalarCellCounting, Sendable {
  let model: CellWidthModel
  let tables: CellWidthModel.WidthTables
  static var fromTable: Bool { false }

  /// The counting of `measurer`; nil for a model that measures clusters in their text
  /// (lam-alef in one cell), which no scalar-by-scalar path measures.
  init?(_ measurer: TerminalCellMeasurer) {
    guard !measurer.measuresClustersInContext else { return nil }
    model = measurer.cellWidths
    tables = CellWidthModel.WidthTables(model)
  }

  @inline(__always)
  func first(_ value: UInt32, entry: UInt8) -> Int {
    // ASCII first, before the scalar is made.
    value < 0x80
      ? 1 : model.firstCells(beyondASCII: Unicode.Scalar(value) ?? "\u{FFFD}", tables: tables)
  }

  @inline(__always)
  func joined(_ value: UInt32, after previous: UInt32, conjunct: Bool) -> Int {
    model.cellsJoined(
      Unicode.Scalar(value) ?? "\u{FFFD}", after: Unicode.Scalar(previous) ?? "\u{FFFD}",
      conjunct: conjunct, tables: tables)
  }
}
