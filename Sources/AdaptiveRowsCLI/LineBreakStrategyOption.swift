import ArgumentParser
import TextMeasurement

/// The line-break strategy, as the command line names it.
enum LineBreakStrategyOption: String, NamedChoice {
  case standard
  case none

  /// The option's help.
  static let help = ArgumentHelp(
    "How titles fill their lines: standard (Korean words stay whole, and a paragraph's last"
      + " word does not stand alone when the word before it can join it) or none (greedy"
      + " filling alone).",
    valueName: "strategy")

  /// The strategy it names.
  var strategy: LineBreakStrategy {
    switch self {
    case .standard: .standard
    case .none: .none
    }
  }
}
