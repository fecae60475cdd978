/// One input record and what became of it: an entry, or the error that kept it from being
/// one. Readers yield one record per input record, in input order, none dropped.
///
/// ```swift
/// for record in EntryReader(fileHandle: .standardInput, format: .jsonLines) {
///   switch record.result {
///   case .success(let entry): print(entry.title)
///   case .failure: print(record.diagnostic ?? "")  // "line 3: missing field \"amount\""
///   }
/// }
/// ```
public struct EntryRecord: Hashable, Sendable, CustomStringConvertible {
  /// The line the record starts on, from 1 (a CSV record spanning lines reports its first
  /// line; the header is line 1).
  public let line: Int
  /// The entry, or why there is none.
  public let result: Result<WalletEntry, EntryError>

  /// A record of `result` starting on `line`.
  public init(line: Int, result: Result<WalletEntry, EntryError>) {
    self.line = line
    self.result = result
  }

  /// `line N: message` for an error, `nil` for an entry.
  public var diagnostic: String? {
    guard case .failure(let error) = result else { return nil }
    return error.diagnostic(atLine: line)
  }

  /// `line N: entry "title"` or the diagnostic.
  public var description: String {
    switch result {
    case .success(let entry): return "line \(line): entry \"\(quoted(entry.title))\""
    case .failure(let error): return "line \(line): \(error.description)"
    }
  }
}

/// The input formats the readers understand.
public enum EntryFormat: String, Hashable, Sendable, CaseIterable {
  /// One JSON object per line (JSON Lines).
  case jsonLines = "jsonl"
  /// Comma-separated values with a header row (RFC 4180 quoting).
  case csv
}

/// Limits of the readers.
///
/// ```swift
/// let options = EntryReaderOptions(maximumLineLength: 64 * 1024)
/// ```
public struct EntryReaderOptions: Hashable, Sendable {
  /// The longest line (JSON Lines) or record (CSV, all its lines together) accepted, in
  /// bytes, line ending not counted; by default 1 MiB. A longer one is an
  /// ``EntryError/lineTooLong(limit:)`` and its bytes are skipped, not kept, so memory stays
  /// bounded by this limit whatever the input.
  public var maximumLineLength: Int

  /// Whether a control or bidi control in a title or subtitle makes the record an
  /// ``EntryError/controlCharacter(field:scalar:position:)`` (strict), instead of an entry
  /// that the layout shows safely with ``WalletEntry/textWarnings`` (the default).
  public var rejectsControlsInText: Bool

  /// The delimiter between CSV fields; nil (the default) takes it from the header row: the
  /// first of comma, semicolon and tab with which the header names a `title` and an `amount`
  /// column (comma when none does).
  public var csvDelimiter: CSVDelimiter?

  /// Options with a `maximumLineLength` (at least 1), the strictness about controls in
  /// titles and the CSV delimiter (nil: from the header).
  public init(
    maximumLineLength: Int = 1 << 20, rejectsControlsInText: Bool = false,
    csvDelimiter: CSVDelimiter? = nil
  ) {
    self.maximumLineLength = max(1, maximumLineLength)
    self.rejectsControlsInText = rejectsControlsInText
    self.csvDelimiter = csvDelimiter
  }
}

/// The character between the fields of a CSV record: a comma (RFC 4180), or a semicolon or
/// tab as spreadsheets write in locales whose decimal separator is a comma.
public enum CSVDelimiter: UInt8, Hashable, Sendable, CaseIterable {
  /// `,`.
  case comma = 0x2C
  /// `;`.
  case semicolon = 0x3B
  /// A horizontal tab, U+0009.
  case tab = 0x09
}
