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

/// Options of line breaking: the ICU locale id ("en", "ja", "ko", "th", ...), the strictness
/// (the ICU `lb` keyword) and Korean keep-all.
///
/// ```swift
/// let japanese = LineBreakOptions(locale: "ja", strictness: .strict)
/// let korean = LineBreakOptions(locale: "ko", keepAll: true)
/// ```
public struct LineBreakOptions: Hashable, Sendable {
  /// The ICU locale id, such as "en", "ja" or "th". Default "en".
  public var locale: String
  /// The strictness, or nil for the locale's default (no `lb` keyword).
  public var strictness: LineBreakStrictness?
  /// When true, no soft break between two Hangul characters (syllables or jamo), as with
  /// CSS `word-break: keep-all` for Korean: Korean text then breaks at spaces only. ICU 72
  /// cannot do this; ``LineBreaker`` drops those opportunities itself. Default false.
  public var keepAll: Bool

  /// Options for `locale`, with an optional strictness and keep-all.
  public init(locale: String = "en", strictness: LineBreakStrictness? = nil, keepAll: Bool = false)
  {
    self.locale = locale
    self.strictness = strictness
    self.keepAll = keepAll
  }

  /// The locale id given to ICU: `locale` with `@lb=` and the strictness when there is one
  /// (`;lb=` when `locale` already has keywords).
  public var icuLocaleID: String {
    guard let strictness else { return locale }
    let separator = locale.contains("@") ? ";" : "@"
    return "\(locale)\(separator)lb=\(strictness.rawValue)"
  }
}
