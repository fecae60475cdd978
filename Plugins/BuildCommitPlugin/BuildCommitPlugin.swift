import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` into the target it is applied to, before every build: the
/// commit the package is built from (`git rev-parse --short=12 HEAD` in the package's own
/// checkout), or `unknown` where there is none (a source tarball, a directory inside another
/// repository, no git). The file is rewritten only when the commit changes, so a build
/// without a new commit recompiles nothing.
@main
struct BuildCommitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuildCommit")
    let script = #"""
      set -u
      package="$1"; directory="$2"
      mkdir -p "$directory"
      commit=unknown
      top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=""
      if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ]; then
        commit=$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
      fi
      case "$commit" in *[!0-9a-f]* | "") commit=unknown ;; esac
      file="$directory/BuildCommit.swift"
      printf '%s\n' \
        '/// The commit the tool was built from, or "unknown" (written by BuildCommitPlugin).' \
        "let buildCommit = \"$commit\"" > "$file.new"
      if cmp -s "$file.new" "$file"; then rm -f "$file.new"; else mv "$file.new" "$file"; fi
      """#
    return [
      .prebuildCommand(
        displayName: "Stamping the commit the tool is built from",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }
}
