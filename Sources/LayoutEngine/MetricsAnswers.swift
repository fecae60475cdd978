/// Terminal cells as layout metrics: one cell between horizontal neighbours, none between
/// vertical ones, a Spacer of at least one cell, one cell of default padding, whole-cell
/// sizes. The metrics of an environment that sets none, so that a layout without an
/// environment spaces in the units its texts are measured in (terminal cells).
///
/// ```swift
/// HStack { Rectangle().frame(width: 4); Rectangle().frame(width: 4) }
///   .layout(in: ProposedSize(width: nil, height: 1)).size.width  // 9: one cell between
/// ```
public struct CellMetrics: LayoutMetrics, Hashable {
  /// The metrics of terminal cells.
  public init() {}

  /// One cell between horizontal neighbours, none between vertical ones.
  public func defaultSpacing(along axis: Axis) -> Double { axis == .horizontal ? 1 : 0 }
  /// A Spacer is at least one cell.
  public var defaultSpacerLength: Double { 1 }
  /// One cell on every edge, so that `padding().border()` boxes its content with a cell of
  /// room.
  public func defaultPadding(along axis: Axis) -> Double { 1 }
  /// Sizes are whole cells.
  public var pixelGrid: Double { 1 }
}

/// Metrics whose answers the library has checked, or that are its own and always sane: the
/// environment keeps them as they are. Any other metrics are read once, checked, where the
/// environment receives them (``MetricsAnswers``).
package protocol CheckedMetrics: LayoutMetrics {
  /// What was wrong with the answers and how each was read; empty for sane ones.
  var answerDiagnostics: [LayoutDiagnostic] { get }
}

extension CellMetrics: CheckedMetrics {
  package var answerDiagnostics: [LayoutDiagnostic] { [] }
}

/// The largest length a measurer or metrics may answer (an advance, a line height, a
/// spacing): larger ones, infinity among them, are read as it. Ten thousand points or cells is
/// far past any screen; sums of such lengths over long texts stay exact in a `Double` and
/// within an `Int`, and a drawing in cells of such a layout stays small.
package let largestAnsweredLength = 10_000.0

/// The smallest pixel grid metrics may answer: a finer one is read as it (a grid of 1e-300
/// would make every size a number of steps no `Double` holds).
package let smallestAnsweredGrid = 1.0 / 1024

/// Checks the answers of a measurer or of layout metrics where the library receives them:
/// a NaN, negative, infinite or absurdly large length is read as the nearest sane value and
/// the reading recorded as a ``LayoutDiagnostic`` naming the answer. The one place these
/// rules live: the layout metrics (``MetricsAnswers``) and the text measurer's answers
/// (TextMeasurement's checked measurer) both go through it.
package struct AnswerChecker {
  /// The type of the answering value, which diagnostics name (described only when one is
  /// written, so that checking sane answers allocates nothing).
  private let source: Any.Type
  /// What was read otherwise than answered, in the order the answers were checked.
  package private(set) var diagnostics: [LayoutDiagnostic] = []
  /// Whether only the first answer with each problem is recorded (for the advances of a
  /// text, which may be many).
  package var recordsFirstOfEachProblem = false
  private var problems: Set<String> = []

  /// A checker of the answers of `source` (a measurer or metrics value).
  package init(_ source: Any) {
    self.source = type(of: source)
  }

  /// `value` as a length of at least 0: NaN is `fallback`, a negative value 0, one above
  /// ``largestAnsweredLength`` (infinity included) that largest length.
  package mutating func length(_ value: Double, _ answer: String, nanAs fallback: Double = 0)
    -> Double
  {
    if value >= 0, value <= largestAnsweredLength { return value }
    return read(
      value, answer, as: value.isNaN ? fallback : min(max(value, 0), largestAnsweredLength))
  }

  /// `value` as a length greater than 0 (a line height): NaN, 0 or a negative value is
  /// `fallback`, one above ``largestAnsweredLength`` that largest length.
  package mutating func positiveLength(_ value: Double, _ answer: String, fallback: Double)
    -> Double
  {
    if value > 0, value <= largestAnsweredLength { return value }
    return read(value, answer, as: value > 0 ? largestAnsweredLength : fallback)
  }

  /// `value` as a pixel grid: NaN, 0 or a negative value is 1, one outside
  /// ``smallestAnsweredGrid``...``largestAnsweredLength`` the nearest end.
  package mutating func grid(_ value: Double, _ answer: String) -> Double {
    if value >= smallestAnsweredGrid, value <= largestAnsweredLength { return value }
    let sane = value > 0 ? min(max(value, smallestAnsweredGrid), largestAnsweredLength) : 1
    return read(value, answer, as: sane)
  }

  /// `value` as a whole number of cells from 0 to `limit`: NaN is 0, others are rounded and
  /// clamped.
  package mutating func cells(_ value: Double, _ answer: String, limit: Double) -> Double {
    if value >= 0, value <= limit, value == value.rounded() { return value }
    return read(value, answer, as: value.isNaN ? 0 : min(max(value.rounded(), 0), limit))
  }

  /// Records that `answer` said `value` and is read as `sane`, and returns `sane`.
  package mutating func read(_ value: Double, _ answer: String, as sane: Double) -> Double {
    let problem: String
    if value.isNaN {
      problem = "is NaN"
    } else if value.isInfinite {
      problem = "is infinite"
    } else if value < 0 {
      problem = "is negative"
    } else if value > largestAnsweredLength {
      problem = "is absurdly large"
    } else if value == 0 {
      problem = "is zero"
    } else if value != value.rounded() {
      problem = "is not a whole number of cells"
    } else {
      problem = "is out of range"
    }
    if recordsFirstOfEachProblem, !problems.insert(problem).inserted { return sane }
    note(
      "\(String(describing: source)).\(answer) \(formatLength(value)) \(problem); read as \(formatLength(sane))"
    )
    return sane
  }

  /// Records a diagnostic about an answer that is not a single length.
  package mutating func note(_ message: String) {
    let diagnostic = LayoutDiagnostic(message)
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }
}

/// The answers of layout metrics, read once and checked (``AnswerChecker``).
package struct MetricsAnswers: Sendable, Hashable {
  package var horizontalSpacing: Double
  package var verticalSpacing: Double
  package var spacerLength: Double
  package var horizontalPadding: Double
  package var verticalPadding: Double
  package var pixelGrid: Double
  package var textSpacing: TextSpacing?

  /// The answers of `metrics`, checked by `checker`. A default spacing or padding that is
  /// negative is read as 0: explicit spacing and padding may be negative, a unit system's
  /// default may not.
  package init(_ metrics: some LayoutMetrics, checker: inout AnswerChecker) {
    horizontalSpacing = checker.length(
      metrics.defaultSpacing(along: .horizontal), "defaultSpacing(along: .horizontal)")
    verticalSpacing = checker.length(
      metrics.defaultSpacing(along: .vertical), "defaultSpacing(along: .vertical)")
    spacerLength = checker.length(metrics.defaultSpacerLength, "defaultSpacerLength")
    horizontalPadding = checker.length(
      metrics.defaultPadding(along: .horizontal), "defaultPadding(along: .horizontal)")
    verticalPadding = checker.length(
      metrics.defaultPadding(along: .vertical), "defaultPadding(along: .vertical)")
    pixelGrid = checker.grid(metrics.pixelGrid, "pixelGrid")
    textSpacing = metrics.textSpacing.map { text in
      TextSpacing(
        aboveText: checker.length(text.aboveText, "textSpacing.aboveText"),
        belowText: checker.length(text.belowText, "textSpacing.belowText"),
        betweenTexts: checker.length(text.betweenTexts, "textSpacing.betweenTexts"))
    }
  }

  package func spacing(along axis: Axis) -> Double {
    axis == .horizontal ? horizontalSpacing : verticalSpacing
  }

  package func padding(along axis: Axis) -> Double {
    axis == .horizontal ? horizontalPadding : verticalPadding
  }
}

/// Layout metrics of the user's own, as the environment keeps them: their answers read once
/// and checked.
package struct CheckedLayoutMetrics: CheckedMetrics {
  /// The metrics as given.
  package let base: any LayoutMetrics
  package let answers: MetricsAnswers
  package let answerDiagnostics: [LayoutDiagnostic]

  /// `metrics` with its answers checked.
  package init(_ metrics: any LayoutMetrics) {
    var checker = AnswerChecker(metrics)
    base = metrics
    answers = MetricsAnswers(metrics, checker: &checker)
    answerDiagnostics = checker.diagnostics
  }

  package func defaultSpacing(along axis: Axis) -> Double { answers.spacing(along: axis) }
  package var defaultSpacerLength: Double { answers.spacerLength }
  package func defaultPadding(along axis: Axis) -> Double { answers.padding(along: axis) }
  package var pixelGrid: Double { answers.pixelGrid }
  package var textSpacing: TextSpacing? { answers.textSpacing }
}
