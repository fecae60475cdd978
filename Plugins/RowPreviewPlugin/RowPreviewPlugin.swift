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
/// When the tool fails, its own message is the only one, and the plugin ends with the tool's
/// exit status, which SwiftPM names (`error: Plugin ended with exit code 66` for a file that
/// cannot be opened); `swift package` itself then exits 1, as it does for every plugin.
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
      // The tool's own message (an output that cannot be written included) is already out:
      // end as it ended, with its status or by its signal, and say nothing more.
      if process.terminationReason == .uncaughtSignal {
        signal(process.terminationStatus, SIG_DFL)
        kill(getpid(), process.terminationStatus)
      }
      exit(process.terminationStatus)
    }
  }
}
