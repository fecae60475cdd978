import LayoutEngine
import PrioritySelection
import Synchronization
import TextMeasurement
import TruncationDetection

/// A transaction row, a title and an amount, that takes the first of its layouts in which the
/// title is not truncated: compact, then standard, then extended (Docs/Semantics.md section 7); a
/// layout that breaks a word of the title in the middle is passed over when a later one keeps
/// every word whole.
///
/// `ViewThatFits` cannot make this choice: it compares ideal sizes, and a line-limited title
/// always "fits" by truncating. The row asks each candidate whether its title is truncated
/// (`TruncationDetector`) and shows the first that is not through a priority ZStack
/// (`PrioritySelection`), so the row takes that candidate's size.
///
/// ```swift
/// let row = AdaptiveAmountRow(title: "short Text", amount: "-12.50 €")
/// let layout = row.layout(width: 20)
/// layout.mode                 // .compact
/// try layout.terminalLines()  // ["short Text  -12.50 €"]
/// ```
public struct AdaptiveAmountRow: ComposedView {
  /// What a row can be tuned with.
  public struct Configuration: Sendable {
    /// The least space between the title and the amount in compact and standard modes.
    public var spacerMinLength: Double {
      get { values.spacerMinLength }
      set { values.spacerMinLength = newValue }
    }
    /// The most title lines in standard mode.
    public var standardLineLimit: Int {
      get { values.standardLineLimit }
      set { values.standardLineLimit = newValue }
    }
    /// Applied to the title's environment (measurer, line breaking, alignment, ...).
    public var titleStyle: @Sendable (inout EnvironmentValues) -> Void {
      get { customTitleStyle ?? { _ in } }
      set { values.customTitleStyle = newValue }
    }
    /// Applied to the amount's environment.
    public var amountStyle: @Sendable (inout EnvironmentValues) -> Void {
      get { customAmountStyle ?? { _ in } }
      set { values.customAmountStyle = newValue }
    }
    /// The layouts to try, in order of preference.
    public var candidates: [AmountRowCandidate] {
      get { values.candidates }
      set { values.candidates = newValue }
    }
    /// Whether words stay whole when they can (Docs/Semantics.md section 7): a candidate whose title
    /// is broken inside a word is passed over when a later one shows the title whole with
    /// every word whole. `false` gives the seed's rule exactly: the first candidate whose
    /// title is not truncated.
    public var keepsWordsWhole: Bool {
      get { values.keepsWordsWhole }
      set { values.keepsWordsWhole = newValue }
    }
    /// The line-break strategy of the title (Docs/Semantics.md, "The line-break strategy");
    /// nil takes the environment's (`EnvironmentValues.lineBreakStrategy`, standard unless
    /// set). The title style may still change it. Here `.none` alone is nil: the greedy
    /// strategy is `LineBreakStrategy.none`.
    public var lineBreakStrategy: LineBreakStrategy? {
      get { values.lineBreakStrategy }
      set { values.lineBreakStrategy = newValue }
    }

    /// Whether a row of this configuration can be laid out without the engine (in an
    /// environment that allows it): no styles, and only built-in candidates with at most one
    /// subtitle line.
    var isDirect: Bool {
      guard customTitleStyle == nil, customAmountStyle == nil, !candidates.isEmpty else {
        return false
      }
      return candidates.allSatisfy { $0.builtIn.map { $0.subtitleLines <= 1 } ?? false }
    }

    /// Whether a candidate may read the row's ``AdaptiveAmountRow/entry``: a row of this
    /// configuration that no candidate reads the entry of shows the same without it.
    package var readsEntries: Bool { candidates.contains { $0.readsEntry } }

    /// The styles as set; nil when never set (the row then knows they change nothing).
    var customTitleStyle: (@Sendable (inout EnvironmentValues) -> Void)? {
      values.customTitleStyle
    }
    var customAmountStyle: (@Sendable (inout EnvironmentValues) -> Void)? {
      values.customAmountStyle
    }

    /// The values a configuration holds.
    private struct Values: Sendable {
      var spacerMinLength: Double
      var standardLineLimit: Int
      var customTitleStyle: (@Sendable (inout EnvironmentValues) -> Void)?
      var customAmountStyle: (@Sendable (inout EnvironmentValues) -> Void)?
      var candidates: [AmountRowCandidate]
      var keepsWordsWhole: Bool
      var lineBreakStrategy: LineBreakStrategy?
    }

    /// The values, shared by every copy: a configuration is copied into every row of a list
    /// and into its geometry, and a copy of one reference costs a retain where a copy of the
    /// values costs one for each closure and the candidates. A change makes new storage.
    private final class Storage: Sendable {
      let values: Values
      init(_ values: Values) { self.values = values }
    }

    private var storage: Storage

    private var values: Values {
      get { storage.values }
      set { storage = Storage(newValue) }
    }

    /// A configuration; every value defaults to Docs/Semantics.md section 7.
    public init(
      spacerMinLength: Double = 2, standardLineLimit: Int = 2,
      titleStyle: (@Sendable (inout EnvironmentValues) -> Void)? = nil,
      amountStyle: (@Sendable (inout EnvironmentValues) -> Void)? = nil,
      candidates: [AmountRowCandidate] = AmountRowCandidate.defaults,
      keepsWordsWhole: Bool = true, lineBreakStrategy: LineBreakStrategy? = nil
    ) {
      storage = Storage(
        Values(
          spacerMinLength: spacerMinLength, standardLineLimit: standardLineLimit,
          customTitleStyle: titleStyle, customAmountStyle: amountStyle, candidates: candidates,
          keepsWordsWhole: keepsWordsWhole, lineBreakStrategy: lineBreakStrategy))
    }

    /// Applies the title's strategy, then its style, to `environment`.
    func styleTitle(_ environment: inout EnvironmentValues) {
      if let lineBreakStrategy { environment.lineBreakStrategy = lineBreakStrategy }
      customTitleStyle?(&environment)
    }

    /// Whether the title is measured with the environment's line-break strategy, `strategy`
    /// (the row's direct paths measure it with the environment's line-breaking options).
    func keepsStrategy(_ strategy: LineBreakStrategy) -> Bool {
      lineBreakStrategy.map { $0 == strategy } ?? true
    }

    /// How a candidate suits the row, the row's whole rule (Docs/Semantics.md section 7): rejected
    /// when its title is truncated; acceptable when the title shows whole but a word of it is
    /// broken between two clusters (and words are to stay whole); preferred otherwise. The
    /// row takes the first preferred candidate, else the first acceptable one, else the last
    /// (`PrioritySelector.choose(from:fit:)`); every way of laying a row out, its
    /// breakpoints and a list's uniform mode decide through this one function.
    func fit(truncated: Bool, breaksWord: Bool) -> CandidateFit {
      Self.fit(truncated: truncated, breaksWord: breaksWord, keepsWordsWhole: keepsWordsWhole)
    }

    /// `fit(truncated:breaksWord:)` for a configuration that keeps words whole or not.
    static func fit(truncated: Bool, breaksWord: Bool, keepsWordsWhole: Bool) -> CandidateFit {
      if truncated { return .rejected }
      return breaksWord && keepsWordsWhole ? .acceptable : .preferred
    }
  }

  /// The title as given.
  public let title: String
  /// The amount, shown exactly as given.
  public let amount: String
  /// A line of detail that custom candidates may show.
  public let subtitle: String?
  /// The record the row shows, as its maker has it (a list's rows carry their `WalletEntry`),
  /// handed whole to the candidates through ``AmountRowParts/entry``: a custom candidate
  /// reads any field of it (a status badge, a date) with no configuration per row. Nil
  /// when the row was made from strings alone.
  public let entry: (any Sendable)?
  /// The configuration.
  public let configuration: Configuration

  /// The title measured in advance, when the row was made from one.
  let preparedTitle: PreparedText?
  /// Whether ``preparedTitle`` is set: asked without copying the optional out, which costs
  /// even when it is nil.
  let hasPreparedTitle: Bool
  /// The text values of the parts, made the first time they are asked for and shared by every
  /// candidate and every later layout of the row and its copies (their memos measure the
  /// title once). A row laid out directly never asks, and makes none. Nil for a row whose
  /// maker lays it out by its geometry alone (``init(title:amount:subtitle:entry:configuration:keepingPartTexts:)``):
  /// such a row makes its texts anew each time they are asked for.
  private let texts: PartTextsBox?

  /// The row's texts.
  private var partTexts: PartTexts {
    guard let texts else { return PartTexts(title: title, amount: amount, subtitle: subtitle) }
    return texts.texts { PartTexts(title: title, amount: amount, subtitle: subtitle) }
  }

  /// The title's text value.
  var titleText: Text { partTexts.title }

  /// The identifier of the title's text in the placed tree.
  public static let titleIdentifier = "AdaptiveAmountRow.title"

  /// A row of `title` and `amount` (shown exactly as given), with an optional `subtitle` and
  /// the `entry` they come from, for custom candidates.
  public init(
    title: String, amount: String, subtitle: String? = nil, entry: (any Sendable)? = nil,
    configuration: Configuration = Configuration()
  ) {
    self.init(
      title: title, amount: amount, subtitle: subtitle, entry: entry,
      configuration: configuration, keepingPartTexts: true)
  }

  /// A row of `title` and `amount` as ``init(title:amount:subtitle:entry:configuration:)``
  /// makes it; without `keepingPartTexts`, it holds no box for its part texts. For a maker
  /// that lays the row out by its geometry alone (``takesGeometry(configuration:width:in:)``)
  /// and draws its lines in cells, which never read those texts: a list's rows, where the box
  /// would be made and freed for every row.
  package init(
    title: String, amount: String, subtitle: String?, entry: (any Sendable)?,
    configuration: Configuration, keepingPartTexts: Bool
  ) {
    self.title = title
    self.amount = amount
    self.subtitle = subtitle
    // Moved in, not copied: a row is made for every entry of a list.
    self.entry = consume entry
    self.configuration = configuration
    self.preparedTitle = nil
    self.hasPreparedTitle = false
    self.texts = keepingPartTexts ? PartTextsBox() : nil
  }

  /// A row whose title was measured in advance, for lists where many rows share a title (the
  /// same merchant): a cache of `PreparedText` values measures each title once. The row
  /// uses the measurement when the environment it is laid out in would measure the title the
  /// same way (`PreparedText.isMeasured(as:)`), and measures the title again otherwise.
  public init(
    title: PreparedText, amount: String, subtitle: String? = nil, entry: (any Sendable)? = nil,
    configuration: Configuration = Configuration()
  ) {
    self.init(
      title: title.string, amount: amount, subtitle: subtitle, entry: entry,
      configuration: configuration, preparedTitle: title)
  }

  private init(
    title: String, amount: String, subtitle: String?, entry: (any Sendable)?,
    configuration: Configuration, preparedTitle: PreparedText
  ) {
    self.title = title
    self.amount = amount
    self.subtitle = subtitle
    self.entry = entry
    self.configuration = configuration
    self.preparedTitle = preparedTitle
    self.hasPreparedTitle = true
    self.texts = PartTextsBox()
  }

  /// The parts the candidates compose.
  public var parts: AmountRowParts {
    let texts = partTexts
    return AmountRowParts(
      title: texts.title.transformEnvironment(configuration.styleTitle),
      amount: texts.amount.transformEnvironment(configuration.amountStyle),
      subtitle: texts.subtitle.map { $0.transformEnvironment(configuration.styleTitle) },
      entry: entry, configuration: configuration)
  }

  /// The candidates' views, in order.
  public var candidateViews: [any View] {
    let parts = self.parts
    return configuration.candidates.map { $0.view(parts) }
  }

  var selection: PrioritySelection {
    let configuration = self.configuration
    return PrioritySelection(candidates: candidateViews) { candidate, proposal, context in
      let judged = Self.titleVerdict(of: candidate, proposal: proposal, context: context)
      return configuration.fit(
        truncated: judged.verdict.isTruncated, breaksWord: judged.brokenWord != nil)
    }
  }

  /// The row lays out as the selection of its candidates.
  public var layoutBody: any View { selection }

  public var layoutDescription: String { "AdaptiveAmountRow" }

  /// The verdict on a candidate's title when the candidate is proposed `proposal`: the
  /// candidate is laid out, its title found by identifier, and the title's own layout for the
  /// proposal it was given says whether it is truncated.
  static func titleVerdict(of candidate: any View, proposal: ProposedSize, context: LayoutContext)
    -> (verdict: TruncationVerdict, brokenWord: String?, title: PlacedNode?)
  {
    let size = candidate.sizeThatFits(proposal, context: context)
    let placed = candidate.place(
      in: Rect(origin: .zero, size: size), proposal: proposal, context: context)
    guard
      let node = placed.allNodes.first(where: {
        ($0.content as? TextContent)?.identifier == titleIdentifier
      }), let content = node.content as? TextContent
    else { return (TruncationVerdict(reason: nil), nil, nil) }
    return (
      TruncationDetector.verdict(of: content.layout, proposal: node.proposal),
      content.layout.brokenWord, node
    )
  }
}

/// The text values of a row's parts.
private struct PartTexts: Sendable {
  var title: Text
  var amount: Text
  var subtitle: Text?

  init(title: String, amount: String, subtitle: String?) {
    self.title = Text(title).identified(AdaptiveAmountRow.titleIdentifier)
    self.amount = Text(amount)
    self.subtitle = subtitle.map { Text($0) }
  }
}

/// A row's part texts, made on first use and then kept for the row and its copies. The first
/// use stores them with a compare-and-exchange, so the box needs no lock, whose set-up and
/// tear-down every row paid, most of them never asking; two threads asking at once for the
/// first time may both make texts, and one set is kept.
private final class PartTextsBox: Sendable {
  private let made = AtomicLazyReference<MadePartTexts>()

  /// The texts, made by `make` the first time.
  func texts(_ make: () -> PartTexts) -> PartTexts {
    if let made = made.load() { return made.texts }
    return made.storeIfNil(MadePartTexts(texts: make())).texts
  }
}

/// Made part texts, as the box's atomic reference holds them.
private final class MadePartTexts: Sendable {
  let texts: PartTexts

  init(texts: PartTexts) { self.texts = texts }
}
