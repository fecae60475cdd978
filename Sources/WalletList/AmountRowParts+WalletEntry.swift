import AdaptiveAmountRow
import WalletEntries

extension AmountRowParts {
  /// The wallet entry the row shows, whole (every field, the amount's status and direction),
  /// when a list made the row: a custom candidate reads it to show more than the title,
  /// amount and subtitle, the same candidate for every row.
  ///
  /// ```swift
  /// let badged = AmountRowCandidate(mode: "badged") { parts in
  ///   let status = parts.walletEntry?.amount.status
  ///   return HStack(spacing: 1) {
  ///     if status == .pending { Text("[P]").fixedSize() }
  ///     parts.title.lineLimit(1)
  ///     Spacer(minLength: 2)
  ///     parts.amount.fixedSize()
  ///   }
  /// }
  /// ```
  public var walletEntry: WalletEntry? { entry as? WalletEntry }
}
