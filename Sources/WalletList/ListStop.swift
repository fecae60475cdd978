import WalletEntries

/// Why a list ended before its input did, carried by the last record of the streaming
/// sequences (``FormattedRecord/stop``, ``FormattedOutput/stop``): the record it stopped at
/// and the reason. Nothing after that record is read, so none of it is answered; a list that
/// ends with no stop answered every record of its input.
///
/// ```swift
/// ListStop(line: 3, reason: .invalidLine).description
/// // "stopped at line 3: an invalid line ends the list without skipInvalid"
/// ListStop(line: 3, reason: .invalidLine).jsonText
/// // {"line":3,"stopped":{"code":"invalidLine","message":"an invalid line ends the list without skipInvalid"}}
/// ```
public struct ListStop: Sendable, Hashable, CustomStringConvertible {
  /// Why the list stopped.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// The record was invalid and ``ListFormatterOptions/skipInvalid`` is false.
    case invalidLine
    /// Reading the input failed (`EntryError.readFailed(_:)`), whatever
    /// ``ListFormatterOptions/skipInvalid`` says.
    case readFailed

    /// The reason in words.
    public var message: String {
      switch self {
      case .invalidLine: "an invalid line ends the list without skipInvalid"
      case .readFailed: "reading the input failed"
      }
    }
  }

  /// The line of the record the list stopped at (that record is answered, as an error).
  public let line: Int
  /// Why it stopped.
  public let reason: Reason

  /// The stop at `line` for `reason`.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }

  /// The stop `record` makes, nil when the list goes on after it: the rule the streaming
  /// sequences follow. A read failure always stops the list; another error stops it unless
  /// invalid records are skipped; a row never does.
  public init?(at record: EntryRecord, skipInvalid: Bool) {
    guard case .failure(let error) = record.result else { return nil }
    if case .readFailed = error {
      self.init(line: record.line, reason: .readFailed)
    } else if skipInvalid {
      return nil
    } else {
      self.init(line: record.line, reason: .invalidLine)
    }
  }

  /// `stopped at line N: reason`.
  public var description: String { "stopped at line \(line): \(reason.message)" }

  /// The stop as one line of JSON, as `format --errors json` writes it last:
  /// `{"line":3,"stopped":{"code":"invalidLine","message":"..."}}`, `code` being the
  /// ``Reason``'s raw value.
  public var jsonText: String {
    JSONWriter.text(
      of: .object([
        ("line", .int(line)),
        (
          "stopped",
          .object([("code", .string(reason.rawValue)), ("message", .string(reason.message))])
        ),
      ]))
  }
}
