import LayoutEngine
import TextMeasurement

/// How a row reaches past the list's width, and why: what `adaptive-rows format` reports for
/// each such row (``FormattedRecord/overflow``, ``FormattedOutput/overflow``). The row is
/// still drawn whole: an amount is never cut.
///
/// ```swift
/// RowOverflow(excess: 3, width: 8, cause: .amount(width: 11), inCells: true).description
/// // "the row is 3 cells wider than the width of 8: the amount alone is 11 cells wide"
/// ```
public struct RowOverflow: Sendable, Hashable, CustomStringConvertible {
  /// What is wider than the width.
  public enum Cause: Sendable, Hashable {
    /// The amount alone, which is never broken or cut; `width` is its own.
    case amount(width: Double)
    /// The amount fits alone, but not with a spacer's minimum length before it (the
    /// measurer's `defaultSpacerLength`), which every built-in candidate keeps.
    case amountAndSpacer(amountWidth: Double, spacer: Double)
    /// One character (grapheme cluster) of the title, which no line can be narrower than.
    case titleCharacter(String, width: Double)
    /// One character (grapheme cluster) of the subtitle.
    case subtitleCharacter(String, width: Double)
    /// No candidate of the row's configuration fits, for another reason (a consumer's own
    /// candidates).
    case noCandidateFits
  }

  /// How far the row reaches past the width.
  public let excess: Double
  /// The width the row was laid out at.
  public let width: Double
  /// What is wider than the width.
  public let cause: Cause
  /// Whether the widths are terminal cells; points otherwise (a font measurer).
  public let inCells: Bool

  /// An overflow of `excess` past `width`, caused by `cause`, in cells or points.
  public init(excess: Double, width: Double, cause: Cause, inCells: Bool) {
    self.excess = excess
    self.width = width
    self.cause = cause
    self.inCells = inCells
  }

  /// The overflow of a row of `rowWidth` laid out at `width`, nil when it fits; the cause is
  /// found by measuring the amount, the title's and the subtitle's characters, then the
  /// amount with a spacer's minimum before it, with `measurer` (only for a row that
  /// overflows).
  init?(
    rowWidth: Double, width: Double, title: String, amount: String, subtitle: String?,
    measurer: any TextMeasurer
  ) {
    let limit = width
    guard rowWidth > limit + 1e-9 else { return nil }
    let amountWidth = measurer.advance(ofRun: amount[...])
    let cause: Cause
    let titleCluster = Self.widestCluster(of: title, measurer: measurer)
    let subtitleCluster = subtitle.flatMap { Self.widestCluster(of: $0, measurer: measurer) }
    let spacer = measurer.defaultSpacerLength
    if amountWidth > limit + 1e-9 {
      cause = .amount(width: amountWidth)
    } else if let (cluster, clusterWidth) = titleCluster, clusterWidth > limit + 1e-9 {
      cause = .titleCharacter(cluster, width: clusterWidth)
    } else if let (cluster, clusterWidth) = subtitleCluster, clusterWidth > limit + 1e-9 {
      cause = .subtitleCharacter(cluster, width: clusterWidth)
    } else if amountWidth + spacer > limit + 1e-9 {
      cause = .amountAndSpacer(amountWidth: amountWidth, spacer: spacer)
    } else {
      cause = .noCandidateFits
    }
    self.init(excess: rowWidth - limit, width: width, cause: cause, inCells: measurer.measuresCells)
  }

  /// The widest grapheme cluster of `text` and its advance, nil for an empty text.
  private static func widestCluster(of text: String, measurer: any TextMeasurer) -> (
    String, Double
  )? {
    var widest: (String, Double)?
    for cluster in text {
      let advance = measurer.advance(ofCluster: Substring(String(cluster)))
      if advance > widest?.1 ?? -1 { widest = (String(cluster), advance) }
    }
    return widest
  }

  /// `the row is N cells wider than the width of W: why`.
  public var description: String {
    "the row is \(length(excess)) wider than the width of \(formatLength(width)): \(reason)"
  }

  /// Why, in words: `the amount alone is 11 cells wide`.
  public var reason: String {
    switch cause {
    case .amount(let amountWidth):
      return "the amount alone is \(length(amountWidth)) wide"
    case .amountAndSpacer(let amountWidth, let spacer):
      return "the amount is \(length(amountWidth)) wide, and the spacer before it at least"
        + " \(length(spacer))"
    case .titleCharacter(let cluster, let clusterWidth):
      return "the title's character \"\(cluster)\" alone is \(length(clusterWidth)) wide"
    case .subtitleCharacter(let cluster, let clusterWidth):
      return "the subtitle's character \"\(cluster)\" alone is \(length(clusterWidth)) wide"
    case .noCandidateFits:
      return "no candidate of the row fits"
    }
  }

  /// `value` with its unit: `3 cells`, `1 cell`, `12.5 points`.
  private func length(_ value: Double) -> String {
    let unit = inCells ? "cell" : "point"
    return "\(formatLength(value)) \(unit)\(value == 1 ? "" : "s")"
  }

  /// The overflow as the `warning` (or, under `--strict`, `error`) object of
  /// `format --errors json` about the row on `line`:
  /// `{"line":3,"warning":{"code":"rowOverflow","message":"...","excess":3}}`.
  public func jsonText(atLine line: Int, asError: Bool = false) -> String {
    JSONWriter.text(
      of: .object([
        ("line", .int(line)),
        (
          asError ? "error" : "warning",
          .object([
            ("code", .string("rowOverflow")), ("message", .string(description)),
            ("excess", JSONWriter.number(excess)),
          ])
        ),
      ]))
  }
}
