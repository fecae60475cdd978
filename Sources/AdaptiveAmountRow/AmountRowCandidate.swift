import LayoutEngine
import TextMeasurement

/// The name of a row layout: `compact`, `standard`, `extended`, or a consumer's own.
public struct AmountRowMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The mode's name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The mode named by a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// One line of title beside the amount.
  public static let compact: AmountRowMode = "compact"
  /// Up to two lines of title, the amount on the title's last baseline.
  public static let standard: AmountRowMode = "standard"
  /// The whole title, the amount on a line of its own.
  public static let extended: AmountRowMode = "extended"

  public var description: String { rawValue }
}

/// The pieces a candidate composes: the title and amount as views already styled (the title
/// identified so the row can find it after layout), an optional subtitle, the entry the row
/// shows, and the configuration.
public struct AmountRowParts: Sendable {
  /// The title: compose it with `lineLimit(_:)` to cap its lines.
  public let title: any View
  /// The amount. It must never be truncated: compose it with `fixedSize()`.
  public let amount: any View
  /// A second line of detail (a date, a status), when the entry has one.
  public let subtitle: (any View)?
  /// The row's ``AdaptiveAmountRow/entry``, whole: every field of the record the row shows,
  /// for a candidate that shows more than the title, amount and subtitle. A list's rows carry
  /// their `WalletEntry` (WalletList's `walletEntry` reads it typed); nil for a row made from
  /// strings alone.
  public let entry: (any Sendable)?
  /// The row's configuration.
  public let configuration: AdaptiveAmountRow.Configuration
}

/// One way to lay a row out: a mode name and how to compose the parts. The row takes the
/// first candidate whose title is not truncated, passing over one that breaks a word of the
/// title when a later one keeps every word whole
/// (``AdaptiveAmountRow/Configuration/keepsWordsWhole``).
///
/// A consumer adds a mode by writing one more candidate:
///
/// ```swift
/// let stacked = AmountRowCandidate(mode: "stacked") { parts in
///   VStack(alignment: .leading, spacing: 0) {
///     parts.title
///     HStack { Spacer(); parts.amount.fixedSize() }
///     if let subtitle = parts.subtitle { subtitle }
///   }
/// }
/// ```
public struct AmountRowCandidate: Sendable {
  /// The mode's name, reported in results and breakpoints.
  public let mode: AmountRowMode
  let compose: @Sendable (AmountRowParts) -> any View
  /// What a built-in candidate is, so the row can lay it out from its title's lines without
  /// the engine; nil for a consumer's own.
  let builtIn: BuiltInCandidate?

  /// A candidate named `mode` that composes the parts with `compose`.
  public init(mode: AmountRowMode, compose: @escaping @Sendable (AmountRowParts) -> any View) {
    self.init(mode: mode, builtIn: nil, compose: compose)
  }

  init(
    mode: AmountRowMode, builtIn: BuiltInCandidate?,
    compose: @escaping @Sendable (AmountRowParts) -> any View
  ) {
    self.mode = mode
    self.builtIn = builtIn
    self.compose = compose
  }

  /// This candidate with the subtitle, when the row has one, on a line of its own below it
  /// (one line, truncated if longer): `VStack(alignment: .leading, spacing: 0) { candidate;
  /// subtitle.lineLimit(1) }`. The mode keeps its name.
  public func withSubtitleLine() -> AmountRowCandidate {
    let base = self
    var builtIn = self.builtIn
    builtIn?.subtitleLines += 1
    return AmountRowCandidate(mode: mode, builtIn: builtIn) { parts in
      VStack(alignment: .leading, spacing: 0) {
        base.view(parts)
        if let subtitle = parts.subtitle { subtitle.lineLimit(1) }
      }
    }
  }

  /// The candidate's view for `parts`.
  public func view(_ parts: AmountRowParts) -> any View { compose(parts) }

  /// Whether the candidate may read ``AmountRowParts/entry``: a consumer's own may, a
  /// built-in one never does.
  var readsEntry: Bool { builtIn == nil }

  /// The candidate a built-in mode's description builds.
  init(_ description: RowDescription) {
    self.init(mode: description.mode, builtIn: BuiltInCandidate(description: description)) {
      description.view($0)
    }
  }

  /// `HStack(alignment: .center) { title.lineLimit(1); Spacer(minLength: 2); amount.fixedSize() }`
  public static let compact = AmountRowCandidate(RowDescription.compact)

  /// `HStack(alignment: .lastTextBaseline) { title.lineLimit(2); Spacer(minLength: 2);
  /// amount.fixedSize() }`; the line limit is the configuration's `standardLineLimit`.
  public static let standard = AmountRowCandidate(RowDescription.standard)

  /// `VStack(alignment: .leading) { title; HStack { Spacer(); amount.fixedSize() } }`
  public static let extended = AmountRowCandidate(RowDescription.extended)

  /// The built-in modes in their order (Docs/Semantics.md section 7): compact, standard,
  /// extended.
  public static let defaults: [AmountRowCandidate] = RowDescription.builtIn.map(
    AmountRowCandidate.init)
}

/// A built-in candidate as data: its description, and how many subtitle lines
/// ``AmountRowCandidate/withSubtitleLine()`` put below it (only the first is ever kept apart:
/// more than one wrap is left to the engine).
struct BuiltInCandidate: Sendable, Hashable {
  var description: RowDescription
  var subtitleLines = 0
}
