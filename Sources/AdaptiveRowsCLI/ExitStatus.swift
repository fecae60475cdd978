import WalletEntries

/// The exit statuses `adaptive-rows` reports, from BSD's `sysexits.h`.
///
/// | status | value | when |
/// | --- | --- | --- |
/// | ``success`` | 0 | every record became an entry |
/// | ``usage`` | 64 | the command was called wrongly (unknown option, missing argument) |
/// | ``dataError`` | 65 | at least one record was an ``EntryError`` about the data |
/// | ``noInput`` | 66 | an input file could not be opened |
/// | ``ioError`` | 74 | reading the input failed (``EntryError/readFailed(_:)``), or writing an output (``OutputFailure``) |
///
/// Named `ExitStatus`, not `ExitCode`, so it does not clash with swift-argument-parser's type.
///
/// ```swift
/// exit(ExitStatus(for: UsageError("missing input file")).rawValue)  // exits with 64
/// ```
enum ExitStatus: Int32, Hashable, Sendable, CaseIterable {
  /// Everything went well.
  case success = 0
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
  /// The input data was wrong (`EX_DATAERR`).
  case dataError = 65
  /// An input file could not be opened (`EX_NOINPUT`).
  case noInput = 66
  /// Reading or writing failed (`EX_IOERR`).
  case ioError = 74

  /// The status for `error`: ``EntryError/exitStatus`` for an ``EntryError``, ``usage`` for a
  /// ``UsageError``, ``ioError`` for anything else (a failure outside the data).
  init(for error: any Error) {
    switch error {
    case let error as EntryError: self = error.exitStatus
    case is UsageError: self = .usage
    default: self = .ioError
    }
  }

  /// The status a run that met `errors` ends with: ``success`` when there are none, otherwise
  /// the most serious one (``ioError`` over ``noInput`` over ``dataError`` over ``usage``).
  ///
  /// ```swift
  /// let errors = records.compactMap { record -> EntryError? in
  ///   if case .failure(let error) = record.result { return error } else { return nil }
  /// }
  /// ExitStatus(worstOf: errors)  // .success when every record was an entry
  /// ```
  init(worstOf errors: some Sequence<EntryError>) {
    var worst = ExitStatus.success
    for error in errors where error.exitStatus.severity > worst.severity {
      worst = error.exitStatus
    }
    self = worst
  }

  private var severity: Int {
    switch self {
    case .success: return 0
    case .usage: return 1
    case .dataError: return 2
    case .noInput: return 3
    case .ioError: return 4
    }
  }
}

/// A wrong command line: the message to print before exiting with ``ExitStatus/usage``.
///
/// ```swift
/// throw UsageError("unknown format \"xml\": expected jsonl or csv")
/// ```
struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the command line.
  let message: String

  /// A usage error with `message`.
  init(_ message: String) { self.message = message }

  /// The message.
  var description: String { message }
}

extension EntryError {
  /// The exit status the tool reports for this error: ``ExitStatus/ioError`` when reading
  /// failed, ``ExitStatus/dataError`` for everything about the data.
  var exitStatus: ExitStatus {
    switch self {
    case .readFailed: return .ioError
    default: return .dataError
    }
  }
}
