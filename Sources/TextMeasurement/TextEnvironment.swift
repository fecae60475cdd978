import LayoutEngine

/// How a line that cannot show all of its text is shortened.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
  /// "…" then the end of the text, on the last visible line: the lines above it stay whole.
  case head
  /// The start of the last visible line's text and the end of the text with "…" between
  /// them, on that line.
  case middle
  /// The start of the last visible line's text then "…".
  case tail
}

/// How the lines of a multi-line text line up with each other.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case leading, center, trailing
}

private struct TextMeasurerKey: EnvironmentKey {
  static var defaultValue: (any TextMeasurer)? { nil }
}
private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}
private struct ReservesSpaceKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct LineLimitMinimumKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}
private struct LineSpacingKey: EnvironmentKey {
  static var defaultValue: Double { 0 }
}
private struct TruncationModeKey: EnvironmentKey {
  static var defaultValue: TruncationMode { .tail }
}
private struct TextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}
private struct LineBreakOptionsKey: EnvironmentKey {
  static var defaultValue: LineBreakOptions { .defaults }
}

extension EnvironmentValues {
  /// An environment whose texts are measured with `measurer` (and whose containers take
  /// their default spacing from it).
  ///
  /// ```swift
  /// Text("Hi").layout(in: ProposedSize(width: 1, height: nil),
  ///                   environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
  /// ```
  public init(measurer: some TextMeasurer) {
    self.init()
    self.textMeasurer = measurer
  }

  /// The measurer texts are measured with. Setting it also sets `layoutMetrics`, so
  /// containers take their default spacing from the same measurer. When none is set,
  /// texts use `TerminalCellMeasurer()`, and containers its metrics (`CellMetrics`).
  ///
  /// A measurer is user input: one that is not the library's own is kept with its answers
  /// checked where they are received. Its metrics are read once when it is set, each advance
  /// as it is answered; a NaN, negative, infinite or absurdly large answer is read as the
  /// nearest sane value, and the layouts of its texts carry a diagnostic naming the answer.
  public var textMeasurer: any TextMeasurer {
    get {
      if let measurer = self[TextMeasurerKey.self] { return measurer }
      let metrics = layoutMetrics
      if let measurer = metrics as? any TextMeasurer { return measurer }
      if let checked = metrics as? CheckedLayoutMetrics,
        let measurer = checked.base as? any TextMeasurer
      {
        return MeasurerAnswers.checked(measurer)
      }
      return TerminalCellMeasurer()
    }
    set {
      let checked = MeasurerAnswers.checked(newValue)
      self[TextMeasurerKey.self] = checked
      // The terminal measurer, the usual one, is checked by construction: it is kept as the
      // metrics without a search of the loaded conformances for whether its type is.
      if let terminal = checked as? TerminalCellMeasurer {
        setLayoutMetrics(checked: terminal)
      } else {
        layoutMetrics = checked
      }
      metricsAreTextMeasurer = true
    }
  }

  /// The most lines a text shows; nil for no limit. A text reads a limit below 1 as 1, with a
  /// diagnostic on its node.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Whether a text is at least `lineLimit` lines tall even when it needs fewer.
  public var lineLimitReservesSpace: Bool {
    get { self[ReservesSpaceKey.self] }
    set { self[ReservesSpaceKey.self] = newValue }
  }

  /// The fewest lines a text is tall, even when it needs fewer: the lower bound of a
  /// `lineLimit(_:)` range; nil for none. A text reads a minimum below 1 as none, with a
  /// diagnostic on its node.
  public var lineLimitMinimum: Int? {
    get { self[LineLimitMinimumKey.self] }
    set { self[LineLimitMinimumKey.self] = newValue }
  }

  /// The space added between two lines of a text, as set: a text reads a NaN, infinite or
  /// negative value as 0, with a diagnostic on its node.
  public var lineSpacing: Double {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// How a text that needs more lines than it may show is shortened.
  public var truncationMode: TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// How the lines of a multi-line text line up.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// The locale, strictness, keep-all option and strategy of line breaking.
  public var lineBreakOptions: LineBreakOptions {
    get { self[LineBreakOptionsKey.self] }
    set { self[LineBreakOptionsKey.self] = newValue }
  }

  /// The line-break strategy of texts (``LineBreakStrategy/standard`` unless set): the
  /// ``LineBreakOptions/strategy`` of `lineBreakOptions`, which it reads and sets.
  public var lineBreakStrategy: LineBreakStrategy {
    get { lineBreakOptions.strategy }
    set { lineBreakOptions.strategy = newValue }
  }
}

extension View {
  /// Caps the lines of every text in this subtree at `limit` (nil: no cap), as SwiftUI's
  /// `lineLimit(_:)`. A limit below 1 shows one line (a text always shows at least one), with
  /// a diagnostic on each text's node.
  public func lineLimit(_ limit: Int?) -> EnvironmentModifier {
    lineLimits(maximum: limit, minimum: nil)
  }

  /// Caps the lines at `limit`, and with `reservesSpace` makes every text at least `limit`
  /// lines tall. A limit below 1 is read as 1, with a diagnostic on each text's node.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> EnvironmentModifier {
    lineLimits(maximum: limit, minimum: nil, reservesSpace: reservesSpace)
  }

  /// Shows at most `limits.upperBound` lines and makes every text at least
  /// `limits.lowerBound` lines tall, as SwiftUI's `lineLimit(2...3)`: "Hi" is two lines tall,
  /// a long paragraph three. An upper bound below 1 is read as 1 and a lower bound below 1 as
  /// no minimum (`0...2` reserves nothing), with a diagnostic on each text's node.
  public func lineLimit(_ limits: ClosedRange<Int>) -> EnvironmentModifier {
    lineLimits(maximum: limits.upperBound, minimum: limits.lowerBound)
  }

  /// Shows at most `limits.upperBound` lines (`lineLimit(...2)`), as `lineLimit(2)`: a bound
  /// below 1 is read as 1, with a diagnostic on each text's node.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> EnvironmentModifier {
    lineLimits(maximum: limits.upperBound, minimum: nil)
  }

  /// Makes every text at least `limits.lowerBound` lines tall and shows as many as it needs
  /// (`lineLimit(3...)`). A bound below 1 reserves nothing, with a diagnostic on each text's
  /// node.
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> EnvironmentModifier {
    lineLimits(maximum: nil, minimum: limits.lowerBound)
  }

  /// Adds `spacing` between the lines of every text in this subtree, as SwiftUI's
  /// `lineSpacing(_:)`: `Text("A\nB").lineSpacing(4)` is two lines and 4 tall. A NaN,
  /// infinite or negative spacing is read as 0, with a diagnostic on each text's node.
  public func lineSpacing(_ spacing: Double) -> EnvironmentModifier {
    transformEnvironment { $0.lineSpacing = spacing }
  }

  /// Every `lineLimit` modifier: each replaces what an outer one set.
  private func lineLimits(maximum: Int?, minimum: Int?, reservesSpace: Bool = false)
    -> EnvironmentModifier
  {
    transformEnvironment {
      $0.lineLimit = maximum
      $0.lineLimitReservesSpace = reservesSpace
      $0.lineLimitMinimum = minimum
    }
  }

  /// Sets how texts in this subtree are shortened when truncated.
  public func truncationMode(_ mode: TruncationMode) -> EnvironmentModifier {
    transformEnvironment { $0.truncationMode = mode }
  }

  /// Sets how the lines of multi-line texts in this subtree line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentModifier {
    transformEnvironment { $0.multilineTextAlignment = alignment }
  }

  /// Sets the line-breaking locale, strictness, keep-all option and strategy for this
  /// subtree.
  public func lineBreakOptions(_ options: LineBreakOptions) -> EnvironmentModifier {
    transformEnvironment { $0.lineBreakOptions = options }
  }

  /// Sets the line-break strategy of the texts of this subtree, keeping the other
  /// line-breaking options.
  ///
  /// ```swift
  /// Text("Salary May 2024").lineBreakStrategy(.none)  // "Salary May" / "2024" at 10 cells
  /// ```
  public func lineBreakStrategy(_ strategy: LineBreakStrategy) -> EnvironmentModifier {
    transformEnvironment { $0.lineBreakStrategy = strategy }
  }

  /// Measures the texts of this subtree with `measurer`; containers take their default
  /// spacing and Spacer length from it too.
  ///
  /// ```swift
  /// row.measurer(TerminalCellMeasurer(ambiguousIsWide: true))
  /// ```
  public func measurer(_ measurer: some TextMeasurer) -> EnvironmentModifier {
    transformEnvironment { $0.textMeasurer = measurer }
  }
}
