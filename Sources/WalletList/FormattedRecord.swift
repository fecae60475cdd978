import WalletEntries

/// One input record and its row, or the error that kept it from being one.
public struct FormattedRecord: Sendable, Hashable {
  /// The input line the record starts on (its position from 1 for entries given in code).
  public let line: Int
  /// The row, or the error.
  public let result: Result<RenderedRow, EntryError>
  /// The row as text or JSON when ``ListFormatterOptions/output`` asks for it, else nil.
  public let output: String?
  /// What the row shows otherwise than the entry has it (`EntryWarning`).
  public let warnings: [EntryWarning]
  /// Set on the last record of a streaming sequence that stopped at it before the end of its
  /// input (an error record): why, and that nothing after it is answered. Nil otherwise.
  public internal(set) var stop: ListStop?
  /// How the row reaches past the width, and why; nil when it fits (or for an error).
  public let overflow: RowOverflow?

  init(
    line: Int, result: Result<RenderedRow, EntryError>, output: String? = nil,
    warnings: [EntryWarning] = [], overflow: RowOverflow? = nil
  ) {
    self.line = line
    self.result = result
    self.output = output
    self.warnings = warnings
    self.overflow = overflow
  }

  /// `line N: message` for an error, nil for a row.
  public var diagnostic: String? {
    guard case .failure(let error) = result else { return nil }
    return error.diagnostic(atLine: line)
  }
}
