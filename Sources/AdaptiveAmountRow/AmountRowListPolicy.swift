import LayoutEngine
import PrioritySelection

/// How the rows of a list choose their modes.
public enum AmountRowListPolicy: String, Sendable, Hashable, CaseIterable {
  /// Each row takes its own mode by its rule (the default).
  case perRow = "per-row"
  /// Every row takes the same mode: the most compact one in which every row's title is shown
  /// in full, for lists that must look alike.
  case uniform
}

extension AdaptiveAmountRow {
  /// Lays out `rows` at `width` under `policy`. Under `.uniform`, the common mode is chosen by
  /// the rows' rule over the whole list: the first candidate in which every row's title shows
  /// whole with every word whole, else the first in which every row's title shows whole (the
  /// last candidate when there is none),
  /// and every row is laid out with that candidate alone; the rows must share their
  /// candidates.
  public static func layoutList(
    _ rows: [AdaptiveAmountRow], width: Double, policy: AmountRowListPolicy = .perRow,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> [AmountRowLayout] {
    let own = rows.map { $0.layout(width: width, environment: environment) }
    guard policy == .uniform, let first = rows.first else { return own }
    let count = first.configuration.candidates.count
    guard count > 0, own.allSatisfy({ $0.candidates.count == count }) else { return own }
    // The rows' rule, over the list: a mode suits the list as well as it suits its worst row.
    let common =
      PrioritySelector.choose(from: 0..<count) { index in
        var worst = CandidateFit.preferred
        for (row, layout) in zip(rows, own) {
          switch layout.candidates[index].fit(in: row.configuration) {
          case .rejected: return .rejected
          case .acceptable: worst = .acceptable
          case .preferred: break
          }
        }
        return worst
      } ?? count - 1
    return zip(rows, own).map { row, layout in
      if layout.modeIndex == common { return layout }
      var configuration = row.configuration
      configuration.candidates = [row.configuration.candidates[common]]
      let forced =
        row.preparedTitle.map {
          AdaptiveAmountRow(
            title: $0, amount: row.amount, subtitle: row.subtitle, configuration: configuration)
        }
        ?? AdaptiveAmountRow(
          title: row.title, amount: row.amount, subtitle: row.subtitle,
          configuration: configuration)
      let laid = forced.layout(width: width, environment: environment)
      return laid.replacing(
        mode: row.configuration.candidates[common].mode, modeIndex: common,
        candidates: layout.candidates)
    }
  }
}
