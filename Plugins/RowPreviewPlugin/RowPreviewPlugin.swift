import Foundation
import PackagePlugin

/// `swift package row-preview [options] [file]`: runs `adaptive-rows preview` on a file of
/// the package it is run in (paths are relative to the directory the command was run in,
/// inside the package), so a library
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
    if arguments.contains("--help") || arguments.contains("-h") {
      print(
        """
        USAGE: swift package row-preview [<preview options>] [<file>]

        Runs `adaptive-rows preview` (version \(try Self.version(of: tool.url))) on a file
        of this package (paths from the directory the command was run in). Its options
        follow.

        """)
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["preview"] + arguments
    process.currentDirectoryURL = Self.invocationDirectory(package: context.package.directoryURL)
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

  /// The version the tool prints for `--version`: the package's one version, which the
  /// plugin reads from the tool rather than keeping a copy.
  static func version(of tool: URL) throws -> String {
    let process = Process()
    let output = Pipe()
    process.executableURL = tool
    process.arguments = ["--version"]
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // The first line is the version; the commit and library versions follow.
    let text = String(decoding: data, as: UTF8.self)
    return String(text.prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
  }

  /// The directory `swift package` was run in (the shell's `PWD`, which the plugin inherits),
  /// when it is the package's directory or inside it; else the package's directory.
  static func invocationDirectory(package: URL) -> URL {
    let packagePath = package.standardizedFileURL.path
    guard let pwd = ProcessInfo.processInfo.environment["PWD"], !pwd.isEmpty else {
      return package
    }
    let invoked = URL(fileURLWithPath: pwd).standardizedFileURL
    let inside = invoked.path == packagePath || invoked.path.hasPrefix(packagePath + "/")
    return inside ? invoked : package
  }
}
