import AdaptiveRows

/// The seed's method (Docs/Semantics.md section 5) on this engine, the baseline of target 2
/// (Docs/Benchmarks.md): each candidate of a row is laid out in full, its title measured three
/// times (as displayed, vertically fixed, horizontally fixed), and the first candidate whose title
/// is not truncated is chosen and rendered. Nothing is reused between candidates or measurements:
/// every candidate is built from a fresh row (fresh `Text` values, whose memos are their own) and
/// laid out in a pass of its own, and every measurement is of a fresh `Text` in a pass of its own.
///
/// The three measurements are those of `TruncationDetector.reference` (Docs/Semantics.md section 5
/// says how they read the seed), each of its own text rather than of one shared value.
public enum SeedMethod {
  /// The mode the seed's method chooses for a row of `title` and `amount` at `width`, and the
  /// chosen candidate's terminal lines.
  public static func layout(
    title: String, amount: String, width: Double, environment: EnvironmentValues
  ) -> (mode: AmountRowMode, lines: [String]) {
    let proposal = ProposedSize(width: width, height: nil)
    let candidates = AdaptiveAmountRow.Configuration().candidates
    var last: (mode: AmountRowMode, result: LayoutResult)?
    for (index, candidate) in candidates.enumerated() {
      let row = AdaptiveAmountRow(title: title, amount: amount)
      let result = row.candidateViews[index].layout(in: proposal, environment: environment)
      last = (candidate.mode, result)
      guard let titleNode = result.root.allNodes.first(where: isTitle) else { continue }
      let limit: Int? =
        switch candidate.mode {
        case .compact: 1
        case .standard: row.configuration.standardLineLimit
        default: nil
        }
      if !isTruncated(
        title, lineLimit: limit, proposal: titleNode.proposal, environment: environment)
      {
        break
      }
    }
    guard let (mode, result) = last else { return ("none", []) }
    let renderer = try? TerminalRenderer(measurer: environment.textMeasurer)
    return (mode, renderer?.render(result) ?? [])
  }

  private static func isTitle(_ node: PlacedNode) -> Bool {
    (node.content as? TextContent)?.identifier == AdaptiveAmountRow.titleIdentifier
  }

  /// The three measurements, each of a fresh text in a fresh pass, compared by size.
  static func isTruncated(
    _ title: String, lineLimit: Int?, proposal: ProposedSize, environment: EnvironmentValues
  ) -> Bool {
    // 1. As displayed.
    let displayed = Text(title).lineLimit(lineLimit)
      .sizeThatFits(proposal, context: .pass(environment: environment))
    // 2. Vertically fixed: all the lines it needs at the proposed width.
    let vertical = Text(title).lineLimit(nil).fixedSize(horizontal: false, vertical: true)
      .sizeThatFits(proposal, context: .pass(environment: environment))
    // 3. Horizontally fixed: the narrowest width at which it is no taller than displayed.
    let neededWidth = narrowestWidth(
      of: Text(title).lineLimit(nil), withinHeight: displayed.height,
      context: .pass(environment: environment))
    return displayed.height + 1e-9 < vertical.height || displayed.width + 1e-9 < neededWidth
  }

  /// The narrowest width at which `view` is at most `height` tall, by bisection between 0 and
  /// its ideal width; infinity when it is taller even at its ideal width. The same search as
  /// the detector's reference (which keeps it internal), here on a text of its own.
  static func narrowestWidth(
    of view: some View, withinHeight height: Double, context: LayoutContext
  )
    -> Double
  {
    let ideal = view.sizeThatFits(.unspecified, context: context).width
    func fits(_ width: Double) -> Bool {
      if width == 0 { return ideal == 0 }
      return view.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        <= height + 1e-9
    }
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
