import LayoutEngine
import TextMeasurement

/// Whether a text shows all of itself, and why not.
public struct TruncationVerdict: Hashable, Sendable, CustomStringConvertible {
  /// Why a text is truncated.
  public enum Reason: Hashable, Sendable {
    /// It needs more lines at its width than its line limit and height allow.
    case lines(needed: Int, allowed: Int)
    /// It was given less width than it needs to show anything at the height it has (a zero
    /// width, for instance).
    case width(needed: Double, given: Double)
  }

  /// Whether some of the text is hidden.
  public var isTruncated: Bool { reason != nil }
  /// Why, when it is truncated.
  public var reason: Reason?

  /// A verdict: truncated for `reason`, not truncated for nil.
  public init(reason: Reason?) { self.reason = reason }

  public var description: String {
    switch reason {
    case nil: return "not truncated"
    case .lines(let needed, let allowed)?:
      return "truncated: needs \(needed) lines, \(allowed) allowed"
    case .width(let needed, let given)?:
      return "truncated: needs width \(needed), given \(given)"
    }
  }
}

/// Tells whether a text is truncated under a proposal (Docs/Semantics.md section 5), two ways
/// that must agree on every input:
///
/// - ``reference(_:proposal:context:)``: the seed's method, three measurements through the
///   layout engine (as displayed; vertically fixed; horizontally fixed), compared by size.
/// - ``detect(_:proposal:context:)``: the same answer from one measurement, the text's own
///   layout for the proposal.
///
/// A text's line limit comes from its environment, as in SwiftUI (`lineLimit(_:)` on a view
/// sets it for the whole subtree); a context carries the environment a text is measured in:
///
/// ```swift
/// var environment = EnvironmentValues(measurer: TerminalCellMeasurer())
/// environment.lineLimit = 1
/// let context = LayoutContext(environment: environment)
/// let title = Text("some text which can obviously be wrapped in two lines")
/// TruncationDetector.detect(title, proposal: ProposedSize(width: 38, height: nil),
///                           context: context).isTruncated  // true: it needs 2 lines
/// ```
public enum TruncationDetector {
  /// The answer from one measurement: the text's layout for `proposal` says how many lines
  /// it needs and how many it may show.
  public static func detect(_ text: Text, proposal: ProposedSize, context: LayoutContext)
    -> TruncationVerdict
  {
    verdict(of: text.textLayout(for: proposal, context: context), proposal: proposal)
  }

  /// The verdict a text layout already carries, for callers that hold one.
  public static func verdict(of layout: TextLayout, proposal: ProposedSize) -> TruncationVerdict {
    verdict(
      isTruncated: layout.isTruncated, showsLines: !layout.lines.isEmpty,
      needed: layout.neededLineCount, allowed: layout.allowedLineCount, proposal: proposal)
  }

  /// The same verdict from a layout's counts alone, for callers that judge without rendering.
  package static func verdict(of summary: TextLineSummary, proposal: ProposedSize)
    -> TruncationVerdict
  {
    verdict(
      isTruncated: summary.isTruncated, showsLines: summary.visibleLineCount > 0,
      needed: summary.neededLineCount, allowed: summary.allowedLineCount, proposal: proposal)
  }

  /// Not truncated; truncated to nothing (a zero width); or showing fewer lines than it needs.
  private static func verdict(
    isTruncated: Bool, showsLines: Bool, needed: Int, allowed: Int, proposal: ProposedSize
  ) -> TruncationVerdict {
    guard isTruncated else { return TruncationVerdict(reason: nil) }
    guard showsLines else {
      return TruncationVerdict(reason: .width(needed: .infinity, given: proposal.width ?? 0))
    }
    return TruncationVerdict(reason: .lines(needed: needed, allowed: allowed))
  }

  /// The reference answer, from three measurements through the layout engine:
  ///
  /// 1. as displayed: the text under `proposal`;
  /// 2. vertically fixed: `fixedSize(horizontal: false, vertical: true)` on the text without
  ///    its line limit (the seed measures hidden copies of the text that carry none), at the
  ///    proposal: all the lines it needs at the proposed width;
  /// 3. horizontally fixed: the width the text needs to show in full at the displayed
  ///    height: the narrowest width at which the text without its line limit is no taller.
  ///
  /// It is truncated when the displayed width is less than the needed width, or the
  /// displayed height less than the needed height. Docs/Semantics.md section 5 says why the
  /// third measurement is not SwiftUI's ideal width (every wrapped text would count as
  /// truncated).
  public static func reference(_ text: Text, proposal: ProposedSize, context: LayoutContext)
    -> TruncationVerdict
  {
    let displayed = text.sizeThatFits(proposal, context: context)
    let unlimited = text.lineLimit(nil)
    let vertical = unlimited.fixedSize(horizontal: false, vertical: true)
      .sizeThatFits(proposal, context: context)
    let neededWidth = narrowestWidth(
      of: unlimited, withinHeight: displayed.height, context: context)
    if displayed.height + 1e-9 < vertical.height {
      // n lines are n line heights and n - 1 line spacings tall.
      let spacing = TextStyle(context.environment).lineSpacing
      let pitch = context.environment.textMeasurer.lineHeight + spacing
      return TruncationVerdict(
        reason: .lines(
          needed: Int(((vertical.height + spacing) / pitch).rounded()),
          allowed: Int(((displayed.height + spacing) / pitch).rounded())))
    }
    if displayed.width + 1e-9 < neededWidth {
      return TruncationVerdict(reason: .width(needed: neededWidth, given: displayed.width))
    }
    return TruncationVerdict(reason: nil)
  }

  /// The narrowest width at which `view` is at most `height` tall, found by bisection between
  /// 0 and its ideal width (a text is never taller at a larger width); infinity when it is
  /// taller even at its ideal width.
  ///
  /// A zero width shows nothing, so it shows a text in full only when the text is empty (its
  /// ideal size is zero). A text with nothing of positive width (only whitespace and
  /// newlines) takes the same lines at every positive width, so it needs no width beyond an
  /// arbitrarily small one: 0 when it fits the height at all.
  static func narrowestWidth(
    of view: some View, withinHeight height: Double, context: LayoutContext
  )
    -> Double
  {
    let idealSize = view.sizeThatFits(.unspecified, context: context)
    if idealSize.width == 0, idealSize.height == 0 { return 0 }
    func fits(_ width: Double) -> Bool {
      view.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        <= height + 1e-9
    }
    let ideal = idealSize.width
    guard ideal > 0 else { return fits(1) ? 0 : .infinity }
    guard fits(ideal) else { return .infinity }
    var low = 0.0
    var high = ideal
    for _ in 0..<64 where high - low > 1e-9 {
      let middle = (low + high) / 2
      if fits(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
