import WalletEntries

/// Why a list ended before its input did, carried by the last record of the streaming
/// sequences (``FormattedRecord/stop``, ``FormattedOutput/stop``): the record it stopped at
/// and the reason. Nothing after that record is read, so none of it is answered; a list that
/// ends with no stop answered every record of its input.
///
/// Its words name the option that skips invalid lines as the caller calls it: `skipInvalid`
/// (``ListFormatterOptions/skipInvalid``) by default, `--skip-invalid` in the tool.
///
/// ```swift
/// ListStop(line: 3, reason: .invalidLine).description
/// // "stopped at line 3: an invalid line ends the list without skipInvalid"
/// ListStop(line: 3, reason: .invalidLine).jsonText(skipInvalidOption: "--skip-invalid")
/// // {"line":3,"stopped":{"code":"invalidLine","message":"an invalid line ends the list without --skip-invalid"}}
/// ```
public struct ListStop: Sendable, Hashable, CustomStringConvertible {
  /// Why the list stopped.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// The record was invalid and ``ListFormatterOptions/skipInvalid`` is false.
    case invalidLine
    /// Reading the input failed (`EntryError.readFailed(_:)`), whatever
    /// ``ListFormatterOptions/skipInvalid`` says.
    case readFailed

    /// The reason in words, naming the option that skips invalid lines `option`
    /// (`--skip-invalid` on a command line).
    public func message(skipInvalidOption option: String = "skipInvalid") -> String {
      switch self {
      case .invalidLine: "an invalid line ends the list without \(option)"
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

  /// `stopped at line N: reason`, naming the option that skips invalid lines `skipInvalid`.
  public var description: String { description() }

  /// `stopped at line N: reason`, naming the option that skips invalid lines `option`.
  public func description(skipInvalidOption option: String = "skipInvalid") -> String {
    "stopped at line \(line): \(reason.message(skipInvalidOption: option))"
  }

  /// The stop as one line of JSON, its message naming the option that skips invalid lines
  /// `option`: `{"line":3,"stopped":{"code":"invalidLine","message":"..."}}`, `code` being
  /// the ``Reason``'s raw value; what `format --errors json` writes last, with
  /// `--skip-invalid`.
  public func jsonText(skipInvalidOption option: String = "skipInvalid") -> String {
    JSONWriter.text(
      of: .object([
        ("line", .int(line)),
        (
          "stopped",
          .object([
            ("code", .string(reason.rawValue)),
            ("message", .string(reason.message(skipInvalidOption: option))),
          ])
        ),
      ]))
  }
}
