import AdaptiveAmountRow
import TestSupport
import Testing
import WalletEntries
import WalletList

/// A custom candidate that badges a row by its entry's status, the same candidate for every
/// row: `[P]` before a pending entry's title, `[F]` before a failed one's, nothing otherwise.
private let badged = AmountRowCandidate(mode: "badged") { parts in
  let status = parts.walletEntry?.amount.status
  return HStack(spacing: 1) {
    if status == .pending { Text("[P]").fixedSize() }
    if status == .failed { Text("[F]").fixedSize() }
    parts.title.lineLimit(1)
    Spacer(minLength: 2)
    parts.amount.fixedSize()
  }
}

@Suite("Custom candidates see the whole entry")
struct EntryCandidateTests {
  private func entry(
    _ title: String, _ value: String, _ direction: Direction, _ status: Status?,
    subtitle: String? = nil
  ) throws -> WalletEntry {
    WalletEntry(
      title: title,
      amount: .structured(
        try MonetaryAmount(value: value, currency: "EUR", direction: direction, status: status)),
      subtitle: subtitle)
  }

  @Test("a status badge comes from each row's own entry, with one configuration for the list")
  func badgeFromStatus() throws {
    var configuration = AdaptiveAmountRow.Configuration()
    configuration.candidates = [badged, .extended]
    let formatter = WalletListFormatter(
      valid: ListFormatterOptions(width: 30), configuration: configuration)
    let entries = [
      try entry("Coffee", "3.50", .outgoing, .pending),
      try entry("Rent", "1200", .outgoing, .done),
      try entry("Refund", "20", .incoming, .failed),
      try entry("Books", "12", .outgoing, nil),
    ]
    let rows = entries.map { formatter.row(for: $0) }
    #expect(rows.map(\.mode) == ["badged", "badged", "badged", "badged"])
    // 30 cells: the badge and its space, the title, the spacer, the amount (en_US, with the
    // default status markers) at the right edge.
    #expect(
      rows.map(\.lines) == [
        ["[P] Coffee    -€3.50 (pending)"],
        ["Rent                -€1,200.00"],
        ["[F] Refund     €20.00 (failed)"],
        ["Books                  -€12.00"],
      ])
    // The list's other path, the uniform policy's views, carries the entries too.
    #expect(formatter.rowView(for: entries[0]).parts.walletEntry == entries[0])
  }

  @Test("every field of the entry reaches the candidate, the subtitle and direction included")
  func wholeEntry() throws {
    let entry = try entry("Coffee", "3.50", .outgoing, .pending, subtitle: "2024-05-01")
    let parts = WalletListFormatter(valid: ListFormatterOptions(width: 30)).rowView(for: entry)
      .parts
    #expect(parts.walletEntry == entry)
  }

  @Test("only a consumer's own candidate reads the entry, with a subtitle line or without")
  func readsEntries() {
    var configuration = AdaptiveAmountRow.Configuration()
    #expect(!configuration.readsEntries)
    configuration.candidates = configuration.candidates.map { $0.withSubtitleLine() }
    #expect(!configuration.readsEntries)
    configuration.candidates.append(badged.withSubtitleLine())
    #expect(configuration.readsEntries)
    configuration.candidates = [badged]
    #expect(configuration.readsEntries)
  }

  @Test("a row made from strings carries no entry, and one made with any record carries it")
  func rowEntries() {
    #expect(AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €").parts.entry == nil)
    #expect(AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €").parts.walletEntry == nil)
    let row = AdaptiveAmountRow(title: "Coffee", amount: "-3.50 €", entry: 42)
    #expect(row.parts.entry as? Int == 42)
  }
}
