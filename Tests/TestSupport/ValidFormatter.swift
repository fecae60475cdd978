import AdaptiveAmountRow
import TextMeasurement
import WalletList

extension WalletListFormatter {
  /// The formatter of options a test holds valid (`init(options:configuration:measurer:)`); the
  /// run stops with the refusal's words when the library refuses them.
  public init(
    valid options: ListFormatterOptions,
    configuration: AdaptiveAmountRow.Configuration = AdaptiveAmountRow.Configuration(),
    measurer: (any TextMeasurer)? = nil
  ) {
    do {
      try self.init(options: options, configuration: configuration, measurer: measurer)
    } catch {
      fatalError("a test's options are refused: \(error)")
    }
  }
}
