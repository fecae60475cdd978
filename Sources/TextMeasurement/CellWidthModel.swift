import CICU

/// How a terminal counts cells, feature by feature: the widths a ``TerminalCellMeasurer``
/// draws for.
///
/// Terminals agree on plain text and differ in a dozen features of complex clusters: whether
/// U+FE0F VARIATION SELECTOR-16 widens an emoji, whether a skin tone joins its emoji, how an
/// emoji ZWJ sequence is drawn, and so on. Each such feature is one setting here; a terminal
/// is one combination of them, which the command line learns by asking the terminal
/// (Docs/Text.md, "Cell widths"). The named presets are ``CellWidthProfile``'s.
///
/// A cluster's cells are found in this order, each step under its setting:
/// 1. the cluster is split into parts at U+200D ZERO WIDTH JOINER unless ``zwjSequences`` is
///    ``ZWJSequences/wholeCluster``, and the parts are combined as it says;
/// 2. a pair of regional indicators (a flag) by ``flags``;
/// 3. a keycap (`1️⃣`, base, U+FE0F, U+20E3) by ``keycaps``;
/// 4. a skin tone after an Emoji_Modifier_Base by ``skinTones``;
/// 5. U+FE0F after a scalar with the Emoji property by ``variationSelector16``;
/// 6. otherwise the first code point's width (``widthTable``, ``softHyphen``,
///    ``knownEmoji``, ``ambiguousIsWide``) plus what each later code point adds: a spacing mark
///    (Mc) by ``spacingMarks``, a second regional indicator by ``flags``, Thai or Lao AM by ``thaiLaoAM``, a Hangul vowel or final jamo by
///    ``hangulJamo``, the consonant after a virama by ``viramaConjuncts``, a skin tone its own
///    width, and any other code point by ``otherJoined``.
///
/// Arabic lam-alef, two clusters that some terminals draw in one cell, is ``lamAlef``.
///
/// ```swift
/// var model = CellWidthModel.codePoints
/// model.zwjSequences = .joinerIsCell
/// TerminalCellMeasurer(cellWidths: model).advance(ofCluster: "👨‍💻")  // 5
/// ```
public struct CellWidthModel: Hashable, Sendable {
  /// What U+FE0F VARIATION SELECTOR-16 does after a scalar with the Emoji property ("❤️").
  public enum VariationSelector16: String, Sendable, CaseIterable {
    /// The cluster is drawn as emoji, 2 cells.
    case widens
    /// Nothing: the cluster keeps the base's width ("❤️" is 1).
    case addsNothing = "adds-nothing"
  }

  /// How a skin tone (Emoji_Modifier) after an Emoji_Modifier_Base is counted ("👍🏽").
  public enum SkinTones: String, Sendable, CaseIterable {
    /// The two are one emoji, 2 cells.
    case joined
    /// The skin tone adds its own 2 cells ("👍🏽" is 4).
    case separate
  }

  /// How an emoji ZWJ sequence (parts joined by U+200D ZERO WIDTH JOINER) is counted.
  public enum ZWJSequences: String, Sendable, CaseIterable {
    /// The sum of its parts, each measured as a cluster ("👨‍💻" is 4).
    case sumOfParts = "sum-of-parts"
    /// The first part; each later part adds only what follows its first code point (a skin
    /// tone), as tmux combines the code point after a joiner into the cell before.
    case firstPart = "first-part"
    /// The sum of its parts, and one cell for each joiner ("👨‍💻" is 5).
    case joinerIsCell = "joiner-is-cell"
    /// One cluster, measured as a whole ("👨‍💻" is 2): 2 when it asks for emoji presentation,
    /// else the cells of its first part.
    case wholeCluster = "whole-cluster"
  }

  /// How a pair of regional indicators (a flag, "🇫🇷") is counted.
  public enum Flags: String, Sendable, CaseIterable {
    /// A pair is 2 cells, and so is a lone indicator.
    case pair
    /// Each indicator is 1 cell: a flag is 2, a lone indicator 1.
    case eachIndicator = "each-indicator"
  }

  /// How a keycap ("1️⃣": a digit, `#` or `*`, U+FE0F, U+20E3) is counted.
  public enum Keycaps: String, Sendable, CaseIterable {
    /// 2 cells, as an emoji.
    case wide
    /// The cells of its base, 1.
    case base
  }

  /// What a code point that joins a cluster adds to it: a spacing mark (Mc, "का"), Thai or Lao
  /// AM ("กำ"), a Hangul vowel or final jamo, or any other.
  public enum Joined: String, Sendable, CaseIterable {
    /// Nothing: the cluster keeps the width of its first code point.
    case addsNothing = "adds-nothing"
    /// Its own width, as a code point alone.
    case addsItsWidth = "adds-its-width"
  }

  /// How a consonant joined to the one before by a virama (a conjunct, "क्ष") is counted.
  public enum ViramaConjuncts: String, Sendable, CaseIterable {
    /// The conjunct is one cluster, the first consonant's cells.
    case oneCluster = "one-cluster"
    /// Each consonant adds its own cells ("क्ष" is 2).
    case eachConsonant = "each-consonant"
  }

  /// How Arabic lam followed by alef, which fonts draw as one ligature, is counted.
  public enum LamAlef: String, Sendable, CaseIterable {
    /// Two cells, one for each letter.
    case twoCells = "two-cells"
    /// One cell: the alef after a lam adds nothing.
    case oneCell = "one-cell"
  }

  /// Whose widths single code points take.
  public enum WidthTable: String, Sendable, CaseIterable {
    /// Unicode's properties: East_Asian_Width Wide and Fullwidth and Emoji_Presentation are 2,
    /// marks and format characters 0 (rules 3 to 7 of ``TerminalCellMeasurer``).
    case unicode
    /// glibc's `wcwidth` in a UTF-8 locale (``CellWidthProfile/codePoints`` lists where it
    /// differs).
    case glibc
  }

  /// How a soft hyphen (U+00AD) is counted.
  public enum SoftHyphen: String, Sendable, CaseIterable {
    /// Not drawn: 0 cells.
    case hidden
    /// Drawn as a hyphen: 1 cell.
    case shown
  }

  /// The newest emoji a terminal knows, by the Unicode version that added it. An
  /// Emoji_Presentation code point newer than that takes ``CellWidthModel/unknownEmoji``.
  public enum KnownEmoji: String, Sendable, CaseIterable {
    /// Every emoji of the Unicode data in use.
    case all
    /// Up to Unicode 14.0.
    case upTo14 = "14.0"
    /// Up to Unicode 13.0.
    case upTo13 = "13.0"
    /// Up to Unicode 12.0.
    case upTo12 = "12.0"
    /// Up to Unicode 11.0.
    case upTo11 = "11.0"

    /// The newest major version known, nil for all.
    var newestMajor: Int? {
      switch self {
      case .all: nil
      case .upTo14: 14
      case .upTo13: 13
      case .upTo12: 12
      case .upTo11: 11
      }
    }
  }

  /// How an emoji newer than ``CellWidthModel/knownEmoji`` is counted.
  public enum UnknownEmoji: String, Sendable, CaseIterable {
    /// 1 cell, as an unknown code point.
    case oneCell = "one-cell"
    /// 0 cells (the terminal drops it).
    case noCell = "no-cell"
  }

  /// U+FE0F after an emoji.
  public var variationSelector16: VariationSelector16
  /// A skin tone after its emoji.
  public var skinTones: SkinTones
  /// Emoji ZWJ sequences.
  public var zwjSequences: ZWJSequences
  /// Pairs of regional indicators.
  public var flags: Flags
  /// Keycap sequences.
  public var keycaps: Keycaps
  /// Spacing marks (Mc) that join a cluster, as Indic vowel signs.
  public var spacingMarks: Joined
  /// Consonants joined by a virama.
  public var viramaConjuncts: ViramaConjuncts
  /// Thai SARA AM (U+0E33) and Lao AM (U+0EB3) after a consonant.
  public var thaiLaoAM: Joined
  /// Hangul vowel and final jamo (U+1160-U+11FF, U+D7B0-U+D7FF) after a leading one.
  public var hangulJamo: Joined
  /// Arabic lam followed by alef.
  public var lamAlef: LamAlef
  /// Whether East_Asian_Width Ambiguous characters (such as "±", "→", Greek and Cyrillic
  /// letters) take two cells, as in terminals configured for CJK.
  public var ambiguousIsWide: Bool
  /// The newest emoji known.
  public var knownEmoji: KnownEmoji
  /// An emoji newer than ``knownEmoji``.
  public var unknownEmoji: UnknownEmoji
  /// The widths of single code points.
  public var widthTable: WidthTable
  /// The soft hyphen.
  public var softHyphen: SoftHyphen
  /// Any other code point that joins a cluster (a second prepended mark, a second leading
  /// jamo, an Extend code point no setting above covers).
  public var otherJoined: Joined

  /// A model from every setting.
  public init(
    variationSelector16: VariationSelector16, skinTones: SkinTones, zwjSequences: ZWJSequences,
    flags: Flags, keycaps: Keycaps, spacingMarks: Joined, viramaConjuncts: ViramaConjuncts,
    thaiLaoAM: Joined, hangulJamo: Joined, lamAlef: LamAlef, ambiguousIsWide: Bool,
    knownEmoji: KnownEmoji, unknownEmoji: UnknownEmoji, widthTable: WidthTable,
    softHyphen: SoftHyphen, otherJoined: Joined
  ) {
    self.variationSelector16 = variationSelector16
    self.skinTones = skinTones
    self.zwjSequences = zwjSequences
    self.flags = flags
    self.keycaps = keycaps
    self.spacingMarks = spacingMarks
    self.viramaConjuncts = viramaConjuncts
    self.thaiLaoAM = thaiLaoAM
    self.hangulJamo = hangulJamo
    self.lamAlef = lamAlef
    self.ambiguousIsWide = ambiguousIsWide
    self.knownEmoji = knownEmoji
    self.unknownEmoji = unknownEmoji
    self.widthTable = widthTable
    self.softHyphen = softHyphen
    self.otherJoined = otherJoined
  }

  /// Whole grapheme clusters: ``CellWidthProfile/clusters``.
  public static let clusters = CellWidthModel(
    variationSelector16: .widens, skinTones: .joined, zwjSequences: .wholeCluster, flags: .pair,
    keycaps: .wide, spacingMarks: .addsNothing, viramaConjuncts: .oneCluster,
    thaiLaoAM: .addsNothing, hangulJamo: .addsNothing, lamAlef: .twoCells, ambiguousIsWide: false,
    knownEmoji: .all, unknownEmoji: .oneCell, widthTable: .unicode, softHyphen: .hidden,
    otherJoined: .addsNothing)

  /// Each code point as glibc's `wcwidth` counts it: ``CellWidthProfile/codePoints``.
  public static let codePoints = CellWidthModel(
    variationSelector16: .addsNothing, skinTones: .separate, zwjSequences: .sumOfParts,
    flags: .eachIndicator, keycaps: .base, spacingMarks: .addsItsWidth,
    viramaConjuncts: .eachConsonant, thaiLaoAM: .addsItsWidth, hangulJamo: .addsNothing,
    lamAlef: .twoCells, ambiguousIsWide: false, knownEmoji: .all, unknownEmoji: .oneCell,
    widthTable: .glibc, softHyphen: .shown, otherJoined: .addsItsWidth)

  /// ``codePoints`` with what follows a joiner adding nothing (tmux):
  /// ``CellWidthProfile/codePointsJoiningAfterZWJ``.
  public static let codePointsJoiningAfterZWJ: CellWidthModel = {
    var model = CellWidthModel.codePoints
    model.zwjSequences = .firstPart
    return model
  }()

  /// Whether the model measures as ``clusters`` does, ambiguous width aside: the tables of
  /// ``TerminalWidthTable`` and ``TerminalScalarTable`` then hold its widths.
  var isClusters: Bool {
    var model = self
    model.ambiguousIsWide = false
    return model == .clusters
  }
}

extension CellWidthModel {
  /// One setting of the model by name, for reading and writing models as text: its name
  /// (`zwj-sequences`), its values' names, and the value of a model.
  public struct Setting: Sendable {
    /// The setting's name, in lowercase words joined by hyphens.
    public let name: String
    /// The names of its values.
    public let values: [String]
    /// The name of the value `model` has.
    public let value: @Sendable (CellWidthModel) -> String
    /// `model` with the value named `value`; nil for a name that is not one of ``values``.
    public let setting: @Sendable (CellWidthModel, String) -> CellWidthModel?

    /// The setting `name` of the property that `get` reads and `set` writes. Closures rather
    /// than a key path: a key path is built at run time the first time it is used, and reading
    /// a model from text (a command's first model) would build one for every setting.
    init<Value: RawRepresentable & CaseIterable & Sendable>(
      _ name: String, get: @escaping @Sendable (CellWidthModel) -> Value,
      set: @escaping @Sendable (inout CellWidthModel, Value) -> Void
    ) where Value.RawValue == String {
      self.name = name
      self.values = Value.allCases.map(\.rawValue)
      self.value = { get($0).rawValue }
      self.setting = { model, name in
        guard let value = Value(rawValue: name) else { return nil }
        var model = model
        set(&model, value)
        return model
      }
    }
  }

  /// Every setting, in the order of the model's text.
  public static let settings: [Setting] = [
    Setting("vs16", get: { $0.variationSelector16 }, set: { $0.variationSelector16 = $1 }),
    Setting("skin-tones", get: { $0.skinTones }, set: { $0.skinTones = $1 }),
    Setting("zwj-sequences", get: { $0.zwjSequences }, set: { $0.zwjSequences = $1 }),
    Setting("flags", get: { $0.flags }, set: { $0.flags = $1 }),
    Setting("keycaps", get: { $0.keycaps }, set: { $0.keycaps = $1 }),
    Setting("spacing-marks", get: { $0.spacingMarks }, set: { $0.spacingMarks = $1 }),
    Setting("virama-conjuncts", get: { $0.viramaConjuncts }, set: { $0.viramaConjuncts = $1 }),
    Setting("thai-lao-am", get: { $0.thaiLaoAM }, set: { $0.thaiLaoAM = $1 }),
    Setting("hangul-jamo", get: { $0.hangulJamo }, set: { $0.hangulJamo = $1 }),
    Setting("lam-alef", get: { $0.lamAlef }, set: { $0.lamAlef = $1 }),
    Setting("ambiguous", get: { $0.ambiguousWidth }, set: { $0.ambiguousWidth = $1 }),
    Setting("known-emoji", get: { $0.knownEmoji }, set: { $0.knownEmoji = $1 }),
    Setting("unknown-emoji", get: { $0.unknownEmoji }, set: { $0.unknownEmoji = $1 }),
    Setting("width-table", get: { $0.widthTable }, set: { $0.widthTable = $1 }),
    Setting("soft-hyphen", get: { $0.softHyphen }, set: { $0.softHyphen = $1 }),
    Setting("other-joined", get: { $0.otherJoined }, set: { $0.otherJoined = $1 }),
  ]

  /// ``ambiguousIsWide`` as a named value, for ``settings``.
  enum AmbiguousWidth: String, Sendable, CaseIterable {
    case narrow, wide
  }

  var ambiguousWidth: AmbiguousWidth {
    get { ambiguousIsWide ? .wide : .narrow }
    set { ambiguousIsWide = newValue == .wide }
  }

  /// The model as text: the preset it differs least from (``CellWidthProfile``), then each
  /// setting that differs as `name=value`, joined by commas, in the order of ``settings``
  /// (`code-points,known-emoji=14.0`). ``init(text:problem:)`` reads it back.
  public var text: String {
    let differences = CellWidthProfile.allCases.map { profile in
      (profile, Self.settings.filter { $0.value(self) != $0.value(profile.model) })
    }
    guard let (profile, settings) = differences.min(by: { $0.1.count < $1.1.count }) else {
      return ""
    }
    return ([profile.name] + settings.map { "\($0.name)=\($0.value(self))" })
      .joined(separator: ",")
  }

  /// Every setting as `name=value`, joined by commas, in the order of ``settings``.
  public var allSettings: String {
    Self.settings.map { "\($0.name)=\($0.value(self))" }.joined(separator: ",")
  }

  /// The model of `text`: a preset's name (``CellWidthProfile``) or not, then settings as
  /// `name=value`, separated by commas, each changing what comes before it
  /// (`code-points,zwj-sequences=joiner-is-cell`); settings alone change ``clusters``. Nil, with
  /// the reason in `problem`, for a name or value it does not know.
  public init?(text: String, problem: inout String) {
    var model = CellWidthModel.clusters
    for (index, item) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let item = item.trimmingSpaces
      if index == 0, let profile = CellWidthProfile(name: item) {
        model = profile.model
        continue
      }
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2 else {
        problem =
          "\"\(item)\" is neither a preset (\(CellWidthProfile.allCases.map(\.name).joined(separator: ", "))) nor name=value"
        return nil
      }
      let name = pair[0].trimmingSpaces
      let value = pair[1].trimmingSpaces
      guard let setting = Self.settings.first(where: { $0.name == name }) else {
        problem =
          "unknown setting \"\(name)\": expected one of \(Self.settings.map(\.name).joined(separator: ", "))"
        return nil
      }
      guard let changed = setting.setting(model, value) else {
        problem =
          "unknown value \"\(value)\" of \(name): expected one of \(setting.values.joined(separator: ", "))"
        return nil
      }
      model = changed
    }
    self = model
  }
}

extension Substring {
  /// The text without its leading and trailing spaces. (By indices: reversed views of a
  /// substring would instantiate their generic types at run time, a cost paid on start-up.)
  fileprivate var trimmingSpaces: String {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " { start = index(after: start) }
    while end > start, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[start..<end])
  }
}

extension CellWidthModel {
  /// The cells of a cluster of `scalars` (not empty), by the steps of the model's
  /// documentation: a text's view of the cluster, or its scalars decoded by a path that
  /// segments the text itself.
  func cells<Scalars: BidirectionalCollection<Unicode.Scalar>>(of scalars: Scalars) -> Int {
    let tables = WidthTables(self)
    guard zwjSequences != .wholeCluster, scalars.contains(where: { $0.value == 0x200D }) else {
      return partCells(scalars, tables: tables)
    }
    var total = 0
    var partStart = scalars.startIndex
    var isFirstPart = true
    var index = scalars.startIndex
    while true {
      let atEnd = index == scalars.endIndex
      if atEnd || scalars[index].value == 0x200D {
        let part = scalars[partStart..<index]
        if let first = part.first {
          let cells = partCells(part, tables: tables)
          total +=
            isFirstPart || zwjSequences != .firstPart
            ? cells : max(0, cells - firstCells(first, tables: tables))
        }
        if atEnd { break }
        if zwjSequences == .joinerIsCell { total += 1 }
        isFirstPart = false
        partStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    return total
  }

  /// The width tables a model reads, fetched once, and what its settings say of every scalar,
  /// worked out once: for a path that counts every scalar of a text (``ModelCells``), and for a
  /// cluster's steps. Sendable though it holds pointers: they point at the width tables,
  /// immutable statics.
  struct WidthTables: @unchecked Sendable {
    /// The width table of the model's ``CellWidthModel/widthTable`` for the Basic
    /// Multilingual Plane (``CodePointWidth/basicPlane`` or ``TerminalWidthTable/basicPlane``).
    fileprivate let widths: UnsafePointer<UInt8>
    /// ``TerminalWidthTable/basicPlane``, whose Emoji_Presentation bit a model that knows
    /// emoji up to a version reads (``widths`` under another).
    fileprivate let unicodeWidths: UnsafePointer<UInt8>
    /// The shift of the tables' cells for the model's ambiguous width.
    fileprivate let shift: UInt8
    /// The newest emoji version the model knows; nil for all.
    fileprivate let newestEmoji: Int?
    /// Whether every code point joined to a cluster after its first adds nothing.
    fileprivate let addsNothingJoined: Bool

    @inline(__always)
    init(_ model: CellWidthModel) {
      newestEmoji = model.knownEmoji.newestMajor
      addsNothingJoined =
        model.spacingMarks == .addsNothing && model.thaiLaoAM == .addsNothing
        && model.hangulJamo == .addsNothing && model.otherJoined == .addsNothing
        && model.viramaConjuncts == .oneCluster && model.flags == .pair
        && model.skinTones == .joined
      // Both tables have 0x1_0000 entries: never empty. Each is fetched only when read.
      widths =
        model.widthTable == .glibc
        ? CodePointWidth.basicPlane.baseAddress! : TerminalWidthTable.basicPlane.baseAddress!
      unicodeWidths =
        model.widthTable == .glibc && newestEmoji != nil
        ? TerminalWidthTable.basicPlane.baseAddress! : widths
      shift = TerminalWidthTable.shift(ambiguousIsWide: model.ambiguousIsWide)
    }
  }

  /// The cells of a cluster or a part of a ZWJ sequence, by steps 2 to 6.
  private func partCells<Scalars: BidirectionalCollection<Unicode.Scalar>>(
    _ scalars: Scalars, tables: WidthTables
  ) -> Int {
    guard let first = scalars.first else { return 0 }
    let second = scalars.dropFirst().first
    // 2. A flag.
    if UnicodeProperties.isRegionalIndicator(first), let second,
      UnicodeProperties.isRegionalIndicator(second), flags == .pair
    {
      return 2
    }
    // 3. A keycap.
    if scalars.count == 3, second?.value == 0xFE0F, scalars.last?.value == 0x20E3,
      first.value == 0x23 || first.value == 0x2A || (0x30...0x39).contains(first.value)
    {
      return keycaps == .wide ? 2 : 1
    }
    // 4 and 5. A skin tone or VS16 asking for emoji presentation.
    var previous: Unicode.Scalar?
    for scalar in scalars {
      if let previous {
        if variationSelector16 == .widens, scalar.value == 0xFE0F,
          UnicodeProperties.isEmoji(previous)
        {
          return 2
        }
        if skinTones == .joined, UnicodeProperties.isEmojiModifier(scalar),
          UnicodeProperties.isEmojiModifierBase(previous)
        {
          return 2
        }
      }
      previous = scalar
    }
    // 6. The first code point, then what each later one adds: nothing, when no setting makes
    // a joined code point add cells (as under `clusters`).
    var total = firstCells(first, tables: tables)
    if tables.addsNothingJoined { return total }
    var afterVirama = false
    var before = first
    for scalar in scalars.dropFirst() {
      // A whole ZWJ sequence that asks for no emoji presentation: its first part's cells.
      if scalar.value == 0x200D, zwjSequences == .wholeCluster { break }
      let property = GraphemeBreakTable.property(of: scalar.value)
      total += joinedCells(
        scalar, after: before, conjunct: afterVirama && property.isLinkingConsonant,
        tables: tables)
      if property.isLinkingVirama {
        afterVirama = true
      } else if !property.isConjunctExtender {
        afterVirama = false
      }
      before = scalar
    }
    return total
  }

  /// What `scalar`, joined to a cluster after `previous` (as the consonant of a conjunct when
  /// `conjunct`), adds to it by step 6: for a path that measures a cluster of a scalar and the
  /// marks and conjuncts after it one scalar at a time (no flag, keycap, skin tone, VS16 or
  /// joiner in it), with the model's `tables`.
  func cellsJoined(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar, conjunct: Bool, tables: WidthTables
  ) -> Int {
    tables.addsNothingJoined
      ? 0 : joinedCells(scalar, after: previous, conjunct: conjunct, tables: tables)
  }

  /// What `scalar`, joined to a cluster after `previous`, adds to it.
  private func joinedCells(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar, conjunct: Bool, tables: WidthTables
  ) -> Int {
    let value = scalar.value
    let rule: Joined
    if conjunct {
      return viramaConjuncts == .eachConsonant ? firstCells(scalar, tables: tables) : 0
    } else if UnicodeProperties.isEmojiModifier(scalar),
      UnicodeProperties.isEmojiModifierBase(previous)
    {
      return firstCells(scalar, tables: tables)
    } else if UnicodeProperties.isRegionalIndicator(scalar) {
      // The second indicator of a flag counted indicator by indicator.
      return flags == .eachIndicator ? 1 : 0
    } else if value == 0x0E33 || value == 0x0EB3 {
      rule = thaiLaoAM
    } else if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      guard hangulJamo == .addsItsWidth else { return 0 }
      // A vowel or final jamo alone: East_Asian_Width Neutral, 1.
      return 1
    } else if spacingMarks == otherJoined {
      // The category would choose between two equal rules.
      rule = otherJoined
    } else if UnicodeProperties.generalCategory(scalar) == CICU_GC_MC {
      rule = spacingMarks
    } else {
      rule = otherJoined
    }
    return rule == .addsItsWidth ? firstCells(scalar, tables: tables) : 0
  }

  /// The cells of `scalar` alone, as the first code point of a cluster. Apart, so that a
  /// loop that asks it of a rare scalar keeps the tables' set-up out of its own code.
  @inline(never)
  func firstCells(_ scalar: Unicode.Scalar) -> Int {
    firstCells(scalar, tables: WidthTables(self))
  }

  /// ``firstCells(_:)`` with the model's `tables`, made only for a scalar past ASCII.
  // ASCII is answered where the caller is, without a call: the paths that segment text in
  // cells ask this of every scalar.
  @inline(__always)
  func firstCells(_ scalar: Unicode.Scalar, tables: @autoclosure () -> WidthTables) -> Int {
    scalar.value < 0x80 ? 1 : firstCells(beyondASCII: scalar, tables: tables())
  }

  /// ``firstCells(_:tables:)`` of a scalar past ASCII.
  @inline(__always)
  func firstCells(beyondASCII scalar: Unicode.Scalar, tables: WidthTables) -> Int {
    let value = scalar.value
    if value == 0xAD { return softHyphen == .shown ? 1 : 0 }
    if UnicodeProperties.isRegionalIndicator(scalar) { return flags == .pair ? 2 : 1 }
    if let newest = tables.newestEmoji,
      TerminalWidthTable.isEmojiPresentation(scalar, table: tables.unicodeWidths),
      Self.isNewer(scalar, thanMajor: newest)
    {
      return unknownEmoji == .oneCell ? 1 : 0
    }
    guard value < 0x1_0000 else {
      switch widthTable {
      case .glibc: return CodePointWidth.rules(scalar, ambiguousIsWide: ambiguousIsWide)
      case .unicode:
        return TerminalCellMeasurer.singleScalarRules(scalar, ambiguousIsWide: ambiguousIsWide)
      }
    }
    return TerminalWidthTable.cells(ofEntry: tables.widths[Int(value)], shift: tables.shift)
  }

  /// Whether the Unicode version that added `scalar` is newer than version `major`. Apart, so
  /// that the scalar's properties are set up only for an emoji under a model that knows
  /// emoji up to a version.
  @inline(never)
  private static func isNewer(_ scalar: Unicode.Scalar, thanMajor major: Int) -> Bool {
    guard let age = scalar.properties.age else { return false }
    return age.major > major
  }
}
