import Foundation
import PackagePlugin

/// `swift package row-preview [options] [file]`: runs `adaptive-rows preview` on a file of
/// the package it is run in (paths are relative to the package's directory), so a library
/// user previews their rows without writing code. Every argument is passed on:
///
/// ```sh
/// swift package row-preview --widths 24,40 Fixtures/rows.jsonl
/// ```
///
/// The preview draws for the terminal's cell widths like the tool's own: `--cell-widths` is
/// passed on, and `auto` asks the terminal when the preview's output reaches one, else goes by
/// the environment (`TMUX`, `TERM`, `TERM_PROGRAM`) that the tool inherits.
@main
struct RowPreviewPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "adaptive-rows")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["preview"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // The tool's own message (an output that cannot be written included) is already out.
      let failure = RowPreviewFailure(
        status: process.terminationStatus,
        bySignal: process.terminationReason == .uncaughtSignal)
      Diagnostics.error(failure.description)
      throw failure
    }
  }
}

/// The preview failed; its own message is already on standard error.
struct RowPreviewFailure: Error, CustomStringConvertible {
  /// The exit status, or the signal's number when `bySignal`.
  let status: Int32
  /// Whether a signal ended the tool (SIGPIPE when its reader went away).
  var bySignal = false
  var description: String {
    bySignal
      ? "adaptive-rows preview was ended by signal \(status)"
      : "adaptive-rows preview exited with status \(status)"
  }
}
