import AdaptiveAmountRow
import Foundation
import LayoutEngine
import TextMeasurement
import WalletEntries

/// Which measurer lays the rows out.
public enum MeasurerKind: String, Sendable, Hashable, CaseIterable {
  /// Terminal cells (``TerminalCellMeasurer``): wide East Asian characters and emoji take two.
  case terminal
  /// Every cluster one unit wide (``FixedAdvanceMeasurer``), zero-width marks excepted.
  case fixed
}

/// What goes between two rows in text output.
public enum RowSeparator: String, Sendable, Hashable, CaseIterable {
  /// A line of `─` as wide as the list.
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
  public static let maximumWidth = 10_000

  /// The width of every row, in the measurer's units (cells for terminals).
  public var width: Int
  /// The measurer.
  public var measurer: MeasurerKind
  /// With the terminal measurer, whether East Asian ambiguous characters take two cells.
  public var ambiguousIsWide: Bool
  /// The locale of amount formatting and line breaking (`en_US`, `de_DE`, `ja_JP`, ...).
  public var locale: String
  /// The line-break strictness, or nil for the locale's default.
  public var lineBreakStrictness: LineBreakStrictness?
  /// Korean keep-all: no break between two Hangul characters.
  public var keepAll: Bool
  /// How rows choose their modes.
  public var policy: AmountRowListPolicy
  /// Whether records that are not entries are reported and skipped (true) or end the list
  /// (false). Either way, each one is reported.
  public var skipInvalid: Bool
  /// Under ``AmountRowListPolicy/uniform``, how many rows share one decision; see
  /// ``WalletListFormatter``.
  public var uniformWindow: Int
  /// What goes between rows in text output.
  public var separator: RowSeparator

  /// Options for `width`; the others default to the command line's defaults.
  public init(
    width: Int, measurer: MeasurerKind = .terminal, ambiguousIsWide: Bool = false,
    locale: String = "en_US", lineBreakStrictness: LineBreakStrictness? = nil,
    keepAll: Bool = false, policy: AmountRowListPolicy = .perRow, skipInvalid: Bool = false,
    uniformWindow: Int = 1024, separator: RowSeparator = .rule
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
  }

  /// Checks the width: a positive integer no larger than ``maximumWidth``.
  ///
  /// - Throws: ``UsageError`` naming the problem.
  public func validate() throws(UsageError) {
    try Self.validate(width: width)
    guard uniformWindow >= 1 else {
      throw UsageError("the uniform window must be at least 1 row, not \(uniformWindow)")
    }
  }

  /// Checks one width: a positive integer no larger than ``maximumWidth``.
  public static func validate(width: Int) throws(UsageError) {
    guard width >= 1 else {
      throw UsageError("width \(width) is not a positive integer")
    }
    guard width <= maximumWidth else {
      throw UsageError("width \(width) is too large: at most \(maximumWidth)")
    }
  }

  /// The text measurer these options select.
  public var textMeasurer: any TextMeasurer {
    switch measurer {
    case .terminal: TerminalCellMeasurer(ambiguousIsWide: ambiguousIsWide)
    case .fixed: FixedAdvanceMeasurer()
    }
  }

  /// The layout environment: the measurer and the line-breaking options.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues(measurer: textMeasurer)
    environment.lineBreakOptions = LineBreakOptions(
      locale: locale, strictness: lineBreakStrictness, keepAll: keepAll)
    return environment
  }

  /// The amount formatter for the locale.
  public var amountFormatter: AmountFormatter {
    AmountFormatter(locale: Locale(identifier: locale))
  }
}
