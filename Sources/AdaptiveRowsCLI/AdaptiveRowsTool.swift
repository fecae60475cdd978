import ArgumentParser
import FontMeasurement
import Foundation
import TextMeasurement
import WalletEntries

/// Runs the `adaptive-rows` tool: the executable's `main` calls ``run(_:io:)`` with the
/// process's streams, tests with memory.
///
/// ```swift
/// let output = MemorySink(), errors = MemorySink()
/// let status = AdaptiveRowsTool.run(
///   ["layout", "--title", "Tea", "--amount", "-3 €", "--width", "20"],
///   io: CommandIO(input: .bytes([]), output: output, errors: errors))
/// ```
package enum AdaptiveRowsTool {
  /// Parses `arguments` (without the program name), runs the command, and returns the exit
  /// status: 0 success, 64 usage error, 65 bad data, 66 an input file that cannot be
  /// opened, 74 a read error or an output that cannot be written.
  ///
  /// An output that cannot be written (a full disk, a closed descriptor, a pipe whose reader
  /// is gone while `SIGPIPE` is ignored) stops the command: one line on standard error names
  /// the output and the reason, nothing more is written, and the status is 74 (without the
  /// line when standard error itself cannot be written).
  package static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    do throws(OutputFailure) {
      let status = try runCommand(arguments, io: io)
      try io.output.flush()
      try io.errors.flush()
      return status
    } catch {
      // The failed sink throws again without writing, so a failure of standard error
      // itself ends here without a message.
      try? io.reportError(error.description)
      try? io.errors.flush()
      return ExitStatus.ioError.rawValue
    }
  }

  /// Runs the command of `arguments` and returns its exit status; throws only when an output
  /// cannot be written.
  private static func runCommand(_ arguments: [String], io: CommandIO) throws(OutputFailure)
    -> Int32
  {
    do {
      if let unknown = UsageMessages.unknownCommand(arguments) { throw UsageError(unknown) }
      try run(RootCommand.parseAsRoot(arguments), io: io)
      return ExitStatus.success.rawValue
    } catch let failure as OutputFailure {
      throw failure
    } catch let failure as ReportedFailure {
      return failure.status
    } catch let error as UsageError {
      try io.reportError(error.message)
      return ExitStatus.usage.rawValue
    } catch {
      let message = RootCommand.fullMessage(for: error)
      let status = RootCommand.exitCode(for: error).rawValue
      guard status != 0 else {
        if !message.isEmpty { try io.output.write(message + "\n") }
        return status
      }
      try io.errors.write(UsageMessages.inToolVoice(message, arguments: arguments) + "\n")
      return status
    }
  }

  /// Runs `command` with `io`, or with the process's streams when it is not an ``IOCommand``.
  /// The cast is from the command's own type, opened here: from the existential the parser
  /// returns, the runtime would first ask whether the existential type itself conforms, one
  /// more search of every conformance the process has loaded.
  private static func run(_ command: some ParsableCommand, io: CommandIO) throws {
    if let command = command as? any IOCommand {
      try command.run(io: io)
    } else {
      var command = command
      try command.run()
    }
  }

  /// The package's version, written here only: `adaptive-rows --version` prints it, the
  /// row-preview plugin asks the tool for it, and `Scripts/check-cli-packaging.sh` holds
  /// CHANGELOG.md's latest version to it. No release is tagged yet; CHANGELOG.md says which
  /// this is.
  package static let version = "0.1.0"

  /// What `--version` prints: the version alone on the first line (what scripts and the
  /// row-preview plugin read), then the commit the tool was built from (stamped at build time
  /// by BuildCommitPlugin; `unknown` outside a git checkout) and the versions of the
  /// libraries whose data and rules decide its rows: ICU, its Unicode data, HarfBuzz.
  package static var versionReport: String {
    """
    \(version)
    commit: \(buildCommit)
    ICU: \(UnicodeData.icuVersion)
    Unicode: \(UnicodeData.unicodeVersion)
    HarfBuzz: \(FontMeasurer.harfBuzzVersion)
    """
  }

  /// The process's own streams and terminal. A standard descriptor (0, 1 or 2) that is
  /// closed is first held by `/dev/null` opened the other way round (so reading or writing
  /// it fails as on a closed one), so no file the command opens takes its number and
  /// receives output meant for it.
  package static func standardIO() -> CommandIO {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      _ = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
    }
    let isTerminal = isatty(STDOUT_FILENO) == 1
    var io = CommandIO(
      input: .fileHandle(.standardInput),
      output: FileHandleSink(.standardOutput, name: "standard output"),
      errors: FileHandleSink(.standardError, name: "standard error", blockSize: 0),
      environment: ProcessInfo.processInfo.environment, outputIsTerminal: isTerminal,
      terminalColumns: isTerminal ? terminalWidth() : nil)
    io.terminalProbe = { TerminalProbe.askControllingTerminal($0) }
    return io
  }

  private static func terminalWidth() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}

/// The root command.
///
/// Every option of the commands states its name (`name: .customLong`): from a property's name
/// the parser would derive it a character at a time, each of the several times it builds a
/// command's arguments on the way to running the command.
struct RootCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adaptive-rows",
    abstract: "Lay out wallet transaction rows as SwiftUI would, in terminal cells or font points.",
    discussion: """
      Rows take the first of three layouts in which their title is not truncated: compact \
      (one line), standard (two lines, the amount on the last) or extended (the whole title, \
      the amount on a line of its own).

      Exit status: 0 success, 64 usage error, 65 bad data, 66 an input file that cannot be \
      opened, 74 a read error or an output that cannot be written.
      """,
    version: AdaptiveRowsTool.versionReport,
    subcommands: [
      PreviewCommand.self, LayoutCommand.self, BreakpointsCommand.self, FormatCommand.self,
    ],
    defaultSubcommand: nil)
}
