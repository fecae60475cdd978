/// How strictly line breaking treats Japanese and Chinese punctuation, small kana and
/// iteration marks: the ICU locale keyword `lb` (CSS `line-break`).
///
/// `strict` forbids breaks before small kana (ぁ, ッ, ...) and the prolonged sound mark
/// (ー); `normal` allows them; `loose` allows more, e.g. before iteration marks (々).
public enum LineBreakStrictness: String, Sendable, Hashable, CaseIterable {
  /// The fewest restrictions (`lb=loose`).
  case loose
  /// The common restrictions (`lb=normal`).
  case normal
  /// The most restrictions (`lb=strict`).
  case strict
}

/// How lines are filled beyond the greedy first fit (Docs/Semantics.md, "The line-break
/// strategy"): what Apple's text system calls a line-break strategy.
///
/// ```swift
/// let measured = MeasuredText("Salary May 2024", measurer: TerminalCellMeasurer())
/// measured.lines(width: 10).map { measured.text($0.clusters) }  // ["Salary ", "May 2024"]
/// ```
public enum LineBreakStrategy: String, Sendable, Hashable, CaseIterable {
  /// The strategy of UI labels (`NSParagraphStyle.LineBreakStrategy.standard`), the default:
  /// Hangul words stay whole (no break between two Hangul characters, as with
  /// ``LineBreakOptions/keepAll``), and no paragraph ends with one word alone when the word
  /// before it can join it (push-out). Line counts are those of greedy filling with the
  /// Hangul rule.
  case standard
  /// Greedy first fit alone, byte for byte the filling of earlier releases.
  case none
}

/// Options of line breaking: the ICU locale id ("en", "ja", "ko", "th", ...), the strictness
/// (the ICU `lb` keyword), Korean keep-all and the line-break strategy.
///
/// ```swift
/// let japanese = LineBreakOptions(locale: "ja", strictness: .strict)
/// let korean = LineBreakOptions(locale: "ko", keepAll: true)
/// let greedy = LineBreakOptions(strategy: .none)
/// ```
public struct LineBreakOptions: Hashable, Sendable {
  /// The ICU locale id, such as "en", "ja" or "th". Default "en".
  public var locale: String { didSet { usesSpaceRule = SpaceSeparatedText.covers(self) } }
  /// The strictness, or nil for the locale's default (no `lb` keyword).
  public var strictness: LineBreakStrictness? {
    didSet { usesSpaceRule = SpaceSeparatedText.covers(self) }
  }
  /// When true, no soft break between two Hangul characters (syllables or jamo), as with
  /// CSS `word-break: keep-all` for Korean: Korean text then breaks at spaces only, whatever
  /// the strategy. The ``LineBreakStrategy/standard`` strategy implies it. ICU 72 cannot do
  /// this; ``LineBreaker`` drops those opportunities itself. Default false.
  public var keepAll: Bool
  /// The line-break strategy. Default ``LineBreakStrategy/standard``.
  public var strategy: LineBreakStrategy
  /// Whether ``SpaceSeparatedText``'s rule stands in for ICU with these options: found when
  /// the locale or the strictness is set, rather than for each text broken.
  private(set) var usesSpaceRule = false

  /// Options for `locale`, with an optional strictness, keep-all and a strategy.
  public init(
    locale: String = "en", strictness: LineBreakStrictness? = nil, keepAll: Bool = false,
    strategy: LineBreakStrategy = .standard
  ) {
    self.locale = locale
    self.strictness = strictness
    self.keepAll = keepAll
    self.strategy = strategy
    self.usesSpaceRule = SpaceSeparatedText.covers(self)
  }

  /// The default options, made once: the ones a text measured without break opportunities
  /// keeps, and an environment's when none are set.
  static let defaults = LineBreakOptions()

  /// Whether Hangul words stay whole: with keep-all, or with the standard strategy (whose
  /// Hangul rule is keep-all).
  public var keepsHangulWordsWhole: Bool { keepAll || strategy == .standard }

  /// Whether a paragraph's last word alone on its line takes the word before it along
  /// (the standard strategy's push-out).
  var pushesOutOrphans: Bool { strategy == .standard }

  /// The locale id given to ICU: `locale` with `@lb=` and the strictness when there is one
  /// (`;lb=` when `locale` already has keywords).
  public var icuLocaleID: String {
    guard let strictness else { return locale }
    let separator = locale.contains("@") ? ";" : "@"
    return "\(locale)\(separator)lb=\(strictness.rawValue)"
  }
}
