import Foundation
import TextMeasurement

/// The models learned from terminals' answers, one file per terminal under the user's cache
/// directory (`$XDG_CACHE_HOME/adaptive-rows/cell-widths/`, else `~/.cache/...`), so that a
/// run whose output is not a terminal draws for the terminal it was last asked in. A terminal
/// is known by what its environment says of it: `TERM_PROGRAM` and its version, `TERM`, and
/// the version variables xterm and VTE set. A file holds the model's text, then the name and
/// version the terminal gave (XTVERSION), if any. When those variables name the terminal and
/// its version (``terminal``), an interactive run uses the file without asking.
struct CellWidthsCache {
  /// The variables a terminal is told apart by, in the order of the file's name.
  static let keyVariables = [
    "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TERM", "XTERM_VERSION", "VTE_VERSION",
  ]

  /// The cache file of the terminal.
  let file: String
  /// The terminal and its version as the environment names them (`iTerm.app 3.5.0`,
  /// `XTerm(379)`, `VTE 7006`); nil when only `TERM`, or a name without a version, tells it.
  let terminal: String?

  /// The cache of the terminal `environment` describes; nil without a cache directory
  /// (neither `XDG_CACHE_HOME` nor `HOME` set) or anything that tells the terminal.
  init?(environment: [String: String]) {
    let directory: String
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      directory = cache
    } else if let home = environment["HOME"], !home.isEmpty {
      directory = home + "/.cache"
    } else {
      return nil
    }
    let parts = Self.keyVariables.compactMap { environment[$0] }.filter { !$0.isEmpty }
    guard !parts.isEmpty else { return nil }
    // The variables' values joined by "_", each character other than an ASCII letter, digit,
    // "." or "-" as "_".
    var name = ""
    for part in parts {
      if !name.isEmpty { name.append("_") }
      for scalar in part.unicodeScalars {
        let kept =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "." || scalar == "-")
        name.append(kept ? Character(scalar) : "_")
      }
    }
    file = "\(directory)/adaptive-rows/cell-widths/\(name.prefix(200))"
    terminal = Self.terminal(in: environment)
  }

  /// The terminal and version `environment` names: `TERM_PROGRAM` with
  /// `TERM_PROGRAM_VERSION`, else `XTERM_VERSION`, else `VTE_VERSION`. Inside GNU screen
  /// (`STY` set) none, and inside tmux (`TMUX` set) only tmux's own `TERM_PROGRAM`: the
  /// outer terminal's variables, passed down, do not describe the one that draws.
  static func terminal(in environment: [String: String]) -> String? {
    func value(_ name: String) -> String? {
      environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
    if value("STY") != nil { return nil }
    let multiplexed = value("TMUX") != nil
    if let program = value("TERM_PROGRAM"), let version = value("TERM_PROGRAM_VERSION"),
      !multiplexed || program == "tmux"
    {
      return "\(program) \(version)"
    }
    if multiplexed { return nil }
    if let xterm = value("XTERM_VERSION") { return xterm }
    if let vte = value("VTE_VERSION") { return "VTE \(vte)" }
    return nil
  }

  /// The model saved, and the name and version the terminal gave; nil when there is none or
  /// the file is not a model (it is then ignored).
  func load() -> (CellWidthModel, String?)? {
    guard let contents = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    var problem = ""
    guard let first = lines.first,
      let model = CellWidthModel(text: String(first), problem: &problem)
    else { return nil }
    let terminal = lines.count > 1 && !lines[1].isEmpty ? String(lines[1]) : nil
    return (model, terminal)
  }

  /// Saves `model` for the terminal, with the name and version it gave; whether it could be.
  @discardableResult
  func save(_ model: CellWidthModel, terminal: String?) -> Bool {
    let url = URL(fileURLWithPath: file)
    let terminalLine = (terminal ?? "").filter { !$0.isNewline && $0.isASCII }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((model.text + "\n" + terminalLine + "\n").utf8).write(to: url, options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
