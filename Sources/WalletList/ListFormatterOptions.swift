import AdaptiveAmountRow
import Foundation
import LayoutEngine
import TextMeasurement
import WalletEntries

/// Which measurer lays the rows out.
public enum MeasurerKind: String, Sendable, Hashable, CaseIterable {
  /// Terminal cells (`TerminalCellMeasurer`): wide East Asian characters and emoji take two.
  case terminal
  /// Every cluster one unit wide (`FixedAdvanceMeasurer`), zero-width marks excepted.
  case fixed
}

/// What goes between two rows in text output.
public enum RowSeparator: String, Sendable, Hashable, CaseIterable {
  /// A line of `─` as wide as the list (`-` where the terminal draws `─` two cells wide).
  case rule
  /// An empty line.
  case blank
  /// Nothing: rows follow each other directly.
  case none
}

/// The options of the list formatter, the same as the command line's.
///
/// ```swift
/// var options = ListFormatterOptions(width: 40)
/// options.locale = "de_DE"
/// options.policy = .uniform
/// ```
public struct ListFormatterOptions: Sendable, Hashable {
  /// The widest width accepted: wider than any terminal or screen, small enough that a row's
  /// lines stay a reasonable size.
  public static let maximumWidth: Double = 10_000

  /// The width of every row, in the measurer's units: a whole number of cells for terminals,
  /// any positive number of points with a font.
  public var width: Double
  /// The measurer.
  public var measurer: MeasurerKind
  /// With the terminal measurer, whether East Asian ambiguous characters take two cells.
  public var ambiguousIsWide: Bool
  /// With the terminal measurer, how the terminal drawn for counts a cluster's cells
  /// (`TerminalCellMeasurer.cellWidths`, its ambiguous width from ``ambiguousIsWide``);
  /// `.clusters` unless set.
  public var cellWidths: CellWidthModel = .clusters
  /// The locale of amount formatting and line breaking (`en_US`, `de_DE`, `ja_JP`, ...).
  public var locale: String
  /// The line-break strictness, or nil for the locale's default.
  public var lineBreakStrictness: LineBreakStrictness?
  /// Korean keep-all: no break between two Hangul characters.
  public var keepAll: Bool
  /// The line-break strategy of titles; `standard` unless set.
  public var lineBreakStrategy: LineBreakStrategy = .standard
  /// How rows choose their modes.
  public var policy: AmountRowListPolicy
  /// Whether records that are not entries are reported and skipped (true) or end the list
  /// (false). Either way, each one is reported.
  public var skipInvalid: Bool
  /// Under `AmountRowListPolicy.uniform`, how many rows share one decision; see
  /// ``WalletListFormatter``.
  public var uniformWindow: Int
  /// What goes between rows in text output.
  public var separator: RowSeparator
  /// How many threads the streaming sequences lay rows out on, from 1 to
  /// ``maximumThreads``, the caller's thread among them; 1 (the default) lays each row out on
  /// the caller's thread as it is asked for. Rows come out in input order whatever the count,
  /// and the same: see ``WalletListFormatter``.
  public var threads: Int
  /// How many distinct titles the formatter keeps measured, so that a title repeated on many
  /// rows (the same merchant) is measured once; 0 keeps none. See ``TitleCache``.
  public var titleCacheCapacity: Int
  /// What each ``FormattedRecord/output`` holds: the row as text or as a JSON line, made
  /// beside the layout (on the workers when ``threads`` is more than 1), or nil for nothing.
  public var output: ListOutputFormat?

  /// Options for `width`; the others default to the command line's defaults, except
  /// ``threads`` (1) and ``output`` (nil: the command line always asks for text or JSON).
  public init(
    width: Double, measurer: MeasurerKind = .terminal, ambiguousIsWide: Bool = false,
    locale: String = "en_US", lineBreakStrictness: LineBreakStrictness? = nil,
    keepAll: Bool = false, policy: AmountRowListPolicy = .perRow, skipInvalid: Bool = false,
    uniformWindow: Int = 1024, separator: RowSeparator = .rule, threads: Int = 1,
    titleCacheCapacity: Int = ListFormatterOptions.defaultTitleCacheCapacity,
    output: ListOutputFormat? = nil
  ) {
    self.width = width
    self.measurer = measurer
    self.ambiguousIsWide = ambiguousIsWide
    self.locale = locale
    self.lineBreakStrictness = lineBreakStrictness
    self.keepAll = keepAll
    self.policy = policy
    self.skipInvalid = skipInvalid
    self.uniformWindow = uniformWindow
    self.separator = separator
    self.threads = threads
    self.titleCacheCapacity = titleCacheCapacity
    self.output = output
  }

  /// The most threads a formatter lays rows out on.
  public static let maximumThreads = 256
  /// The largest title cache accepted.
  public static let maximumTitleCacheCapacity = 1 << 20
  /// The title cache's default capacity: enough for the merchants of a large wallet, small
  /// enough that its measurements stay within a few MiB (see ``TitleCache``).
  public static let defaultTitleCacheCapacity = 4096

  /// Checks the options: the width (see ``validate(width:inCells:)``; in cells unless
  /// `measurer`, the one the rows are laid out with, measures otherwise), the uniform window,
  /// the thread count and the title cache's capacity. `WalletListFormatter` checks its
  /// options so when it is made.
  ///
  /// - Throws: ``InvalidOption`` naming the problem.
  public func validate(measurer: (any TextMeasurer)? = nil) throws(InvalidOption) {
    try Self.validate(width: width, inCells: (measurer ?? textMeasurer).measuresCells)
    guard uniformWindow >= 1 else {
      throw InvalidOption("the uniform window must be at least 1 row, not \(uniformWindow)")
    }
    try Self.validate(threads: threads)
    try Self.validate(titleCacheCapacity: titleCacheCapacity)
  }

  /// Checks a thread count: from 1 to ``maximumThreads``.
  public static func validate(threads: Int) throws(InvalidOption) {
    guard (1...maximumThreads).contains(threads) else {
      throw InvalidOption("thread count \(threads) is out of range: from 1 to \(maximumThreads)")
    }
  }

  /// Checks a title cache capacity: from 0 (no cache) to ``maximumTitleCacheCapacity``.
  public static func validate(titleCacheCapacity: Int) throws(InvalidOption) {
    guard (0...maximumTitleCacheCapacity).contains(titleCacheCapacity) else {
      throw InvalidOption(
        "title cache capacity \(titleCacheCapacity) is out of range:"
          + " from 0 (none) to \(maximumTitleCacheCapacity)")
    }
  }

  /// Checks one width: positive, no larger than ``maximumWidth``, and whole `inCells`. A
  /// NaN, negative or infinite width is refused in the words a row's diagnostic uses for it
  /// (`width is NaN`, `width -5 is negative`, `width inf is infinite`).
  public static func validate(width: Double, inCells: Bool = true) throws(InvalidOption) {
    if let problem = ProposedSize.lengthProblem(width, infinityIsOne: true) {
      throw InvalidOption("width \(problem)")
    }
    let shown = formatLength(width)
    guard width > 0 else { throw InvalidOption("width \(shown) is not positive") }
    guard width <= maximumWidth else {
      throw InvalidOption("width \(shown) is too large: at most \(formatLength(maximumWidth))")
    }
    guard !inCells || width == width.rounded() else {
      throw InvalidOption("width \(shown) is not a whole number of cells")
    }
  }

  /// `width` as a count of cells: rounded up, 0 for NaN or less, at most ``maximumWidth``;
  /// for drawing a width that may not have been checked.
  package static func cells(_ width: Double) -> Int {
    width > 0 ? Int(min(width, maximumWidth).rounded(.up)) : 0
  }

  /// An option out of its range: the message names the option, the value and the range.
  ///
  /// ```swift
  /// try ListFormatterOptions(width: 0).validate()  // width 0 is not positive
  /// ```
  public struct InvalidOption: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
  }

  /// The text measurer these options select.
  public var textMeasurer: any TextMeasurer {
    switch measurer {
    case .terminal:
      var model = cellWidths
      model.ambiguousIsWide = ambiguousIsWide
      return TerminalCellMeasurer(cellWidths: model)
    case .fixed: return FixedAdvanceMeasurer()
    }
  }

  /// The layout environment: the measurer and the line-breaking options.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues(measurer: textMeasurer)
    environment.lineBreakOptions = LineBreakOptions(
      locale: locale, strictness: lineBreakStrictness, keepAll: keepAll,
      strategy: lineBreakStrategy)
    return environment
  }

  /// The line between two rows of text output: a rule as wide as the list, an empty line, or
  /// nil for none.
  public var separatorLine: String? {
    switch separator {
    case .rule:
      String(repeating: RuleGlyphs(measuredBy: textMeasurer).horizontal, count: Self.cells(width))
    case .blank: ""
    case .none: nil
    }
  }

  /// The amount formatter for the locale.
  public var amountFormatter: AmountFormatter {
    AmountFormatter(locale: Locale(identifier: locale))
  }
}
