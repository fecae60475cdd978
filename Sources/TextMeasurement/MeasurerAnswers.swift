import LayoutEngine

/// The most cells a cluster of a measurer that measures cells may take: a larger advance is
/// read as it. No terminal draws a grapheme cluster wider than a few cells.
package let largestCellAdvance = 16.0

/// Where the library receives a measurer: a measurer is user input, so its answers are read
/// through a ``CheckedMeasurer`` unless it is one of the library's own that is sane by
/// construction (``TerminalCellMeasurer``, a ``FixedAdvanceMeasurer`` of sane values).
package enum MeasurerAnswers {
  /// `measurer` as the library keeps it.
  package static func checked(_ measurer: any TextMeasurer) -> any TextMeasurer {
    received(measurer, logging: false).measurer
  }

  /// `measurer` as ``checked(_:)`` keeps it and, when `logging` and it is checked, the log
  /// the problems of the advances it answers are written to.
  package static func received(_ measurer: any TextMeasurer, logging: Bool)
    -> (measurer: any TextMeasurer, log: AnswerLog?)
  {
    if measurer is TerminalCellMeasurer { return (measurer, nil) }
    if let checked = measurer as? any LoggingMeasurer {
      guard logging else { return (checked, nil) }
      let log = checked.makeLog()
      return (checked.logging(into: log), log)
    }
    return wrapped(measurer, logging: logging)
  }

  private static func wrapped(_ measurer: some TextMeasurer, logging: Bool)
    -> (measurer: any TextMeasurer, log: AnswerLog?)
  {
    let log = logging ? AnswerLog(measurer) : nil
    let checked = CheckedMeasurer(measurer, log: log)
    if let fixed = measurer as? FixedAdvanceMeasurer, checked.answerDiagnostics.isEmpty,
      CheckedMeasurer(fixed).advance(ofScalar: "a") == fixed.advance
    {
      return (fixed, nil)
    }
    return (checked, log)
  }
}

/// The terminal measurer's answers are sane by construction: the environment keeps it as it
/// is.
extension TerminalCellMeasurer: CheckedMetrics {
  package var answerDiagnostics: [LayoutDiagnostic] { [] }
}

/// Where the problems of a measurer's advances go while one text is measured, so that the
/// text's layout reports them. Written by one measurement on one thread only.
package final class AnswerLog: @unchecked Sendable {
  package private(set) var checker: AnswerChecker

  init(_ source: Any) {
    checker = AnswerChecker(source)
    checker.recordsFirstOfEachProblem = true
  }

  /// The diagnostics written so far.
  package var diagnostics: [LayoutDiagnostic] { checker.diagnostics }

  fileprivate func record(_ body: (inout AnswerChecker) -> Double) -> Double {
    body(&checker)
  }
}

/// A checked measurer that can write the problems of its advances to a log.
package protocol LoggingMeasurer: TextMeasurer {
  /// The same measurer writing to `log` (nil: to none).
  func logging(into log: AnswerLog?) -> any TextMeasurer
  /// A log for the answers of this measurer's base.
  func makeLog() -> AnswerLog
  /// The type of the measurer as given, for a message.
  var givenTypeName: String { get }
}

/// A measurer of the user's own as the library reads it: its metrics read once and checked
/// (``AnswerChecker``), each advance checked as it is answered. A NaN or negative advance is
/// read as 0, an infinite or absurdly large one as ``largestAnsweredLength``; a measurer that
/// says it measures cells has its advances read as whole cells up to ``largestCellAdvance``,
/// and is believed only when its line height and grid are one cell.
package struct CheckedMeasurer<Base: TextMeasurer>: LoggingMeasurer, CheckedMetrics {
  /// The measurer as given.
  package let base: Base
  private let metrics: MetricsAnswers
  package let lineHeight: Double
  package let baselineOffset: Double
  package let measuresCells: Bool
  package let answerDiagnostics: [LayoutDiagnostic]
  /// Where the problems of advances go; not part of the measurer's value.
  private let log: AnswerLog?

  /// `base` with its metrics checked, writing the problems of its advances to `log`.
  package init(_ base: Base, log: AnswerLog? = nil) {
    var checker = AnswerChecker(base)
    self.base = base
    metrics = MetricsAnswers(base, checker: &checker)
    lineHeight = checker.positiveLength(base.lineHeight, "lineHeight", fallback: 1)
    baselineOffset = checker.length(base.baselineOffset, "baselineOffset", nanAs: lineHeight)
    var cells = base.measuresCells
    if cells, lineHeight != 1 || metrics.pixelGrid != 1 {
      checker.note(
        "\(String(describing: Base.self)).measuresCells is true, but its lineHeight is "
          + "\(formatLength(lineHeight)) and its pixelGrid \(formatLength(metrics.pixelGrid)); "
          + "read as false (not terminal cells)")
      cells = false
    }
    measuresCells = cells
    answerDiagnostics = checker.diagnostics
    self.log = log
  }

  private init(copying other: CheckedMeasurer, log: AnswerLog?) {
    base = other.base
    metrics = other.metrics
    lineHeight = other.lineHeight
    baselineOffset = other.baselineOffset
    measuresCells = other.measuresCells
    answerDiagnostics = other.answerDiagnostics
    self.log = log
  }

  package func logging(into log: AnswerLog?) -> any TextMeasurer {
    CheckedMeasurer(copying: self, log: log)
  }

  package var givenTypeName: String { String(describing: Base.self) }

  package func makeLog() -> AnswerLog { AnswerLog(base) }

  /// `value`, the advance `answer` gave for `text`, checked: the one check of every advance.
  @inline(__always)
  private func advance(_ value: Double, of text: @autoclosure () -> String) -> Double {
    let limit = measuresCells ? largestCellAdvance : largestAnsweredLength
    if value >= 0, value <= limit, !measuresCells || value == value.rounded() { return value }
    let sane = value.isNaN ? 0 : min(max(measuresCells ? value.rounded() : value, 0), limit)
    guard let log else { return sane }
    let answer = "advance(ofCluster: \(text().debugDescription))"
    return log.record { $0.read(value, answer, as: sane) }
  }

  package func advance(ofCluster cluster: Substring) -> Double {
    advance(base.advance(ofCluster: cluster), of: String(cluster))
  }

  package func advance(ofScalar scalar: Unicode.Scalar) -> Double {
    advance(base.advance(ofScalar: scalar), of: String(scalar))
  }

  /// The run's advance: at least 0, and at most the largest advance for each of its scalars.
  package func advance(ofRun run: Substring) -> Double {
    let value = base.advance(ofRun: run)
    let limit =
      (measuresCells ? largestCellAdvance : largestAnsweredLength)
      * Double(run.unicodeScalars.count)
    if value >= 0, value <= limit { return value }
    return value.isNaN ? 0 : min(max(value, 0), limit)
  }

  package var measuresClustersInContext: Bool { base.measuresClustersInContext }

  package func advances(ofClustersIn text: String, utf8Boundaries: [Int]) -> [Double] {
    base.advances(ofClustersIn: text, utf8Boundaries: utf8Boundaries).enumerated().map {
      index, value in
      advance(value, of: Self.cluster(index, of: text, boundaries: utf8Boundaries))
    }
  }

  /// Cluster `index` of `text`, for a diagnostic.
  private static func cluster(_ index: Int, of text: String, boundaries: [Int]) -> String {
    let utf8 = text.utf8
    guard index + 1 < boundaries.count, boundaries[index] >= 0,
      boundaries[index] <= boundaries[index + 1], boundaries[index + 1] <= utf8.count
    else { return "" }
    let lower = utf8.index(utf8.startIndex, offsetBy: boundaries[index])
    let upper = utf8.index(utf8.startIndex, offsetBy: boundaries[index + 1])
    return String(text[lower..<upper])
  }

  package func defaultSpacing(along axis: Axis) -> Double { metrics.spacing(along: axis) }
  package var defaultSpacerLength: Double { metrics.spacerLength }
  package func defaultPadding(along axis: Axis) -> Double { metrics.padding(along: axis) }
  package var pixelGrid: Double { metrics.pixelGrid }
  package var textSpacing: TextSpacing? { metrics.textSpacing }
}

extension CheckedMeasurer: Equatable where Base: Equatable {
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.base == rhs.base }
}

extension CheckedMeasurer: Hashable where Base: Hashable {
  package func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

/// A drawing in terminal cells refused its measurer: the measurer does not measure terminal
/// cells (its `measuresCells` is false, or its line height or grid is not one cell), so its
/// widths are not columns and a drawing in cells of them would be nonsense.
public struct NotTerminalCellsError: Error, Hashable, CustomStringConvertible {
  /// The measurer's type.
  public let measurer: String

  /// The error for a measurer of type `measurer`.
  public init(measurer: String) { self.measurer = measurer }

  public var description: String {
    "\(measurer) does not measure terminal cells: a drawing in cells needs a measurer whose "
      + "measuresCells is true (TerminalCellMeasurer, for one)"
  }
}

extension MeasurerAnswers {
  /// `measurer` as ``checked(_:)`` keeps it, when it measures terminal cells.
  ///
  /// - Throws: ``NotTerminalCellsError`` when it does not.
  package static func cells(_ measurer: any TextMeasurer) throws(NotTerminalCellsError)
    -> any TextMeasurer
  {
    let checked = Self.checked(measurer)
    guard checked.measuresCells else {
      let name = (measurer as? any LoggingMeasurer)?.givenTypeName
      throw NotTerminalCellsError(measurer: name ?? String(describing: type(of: measurer)))
    }
    return checked
  }
}
