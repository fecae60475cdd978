import ArgumentParser
import Foundation
import TextMeasurement

/// `--cell-widths`: the cell-width profile to draw for, or `auto` to find out.
enum CellWidthsOption: String, ExpressibleByArgument, CaseIterable {
  case auto
  case clusters
  case codePoints = "code-points"
  case codePointsZWJ = "code-points-zwj"

  /// The profile named, nil for `auto`.
  var profile: CellWidthProfile? {
    switch self {
    case .auto: nil
    case .clusters: .clusters
    case .codePoints: .codePoints
    case .codePointsZWJ: .codePointsJoiningAfterZWJ
    }
  }
}

extension CellWidthProfile {
  /// The profile's name on the command line.
  var optionName: String {
    switch self {
    case .clusters: CellWidthsOption.clusters.rawValue
    case .codePoints: CellWidthsOption.codePoints.rawValue
    case .codePointsJoiningAfterZWJ: CellWidthsOption.codePointsZWJ.rawValue
    }
  }
}

/// The profile a command draws for, and why.
struct CellWidthsChoice: Equatable {
  var profile: CellWidthProfile
  var reason: String
}

/// How `auto` decides: the terminal's own answers first, then the environment's hints, then
/// ``CellWidthProfile/clusters``.
enum CellWidthsDetection {
  /// The clusters the terminal is asked to draw, each at the start of a cleared line: a VS16
  /// emoji, an emoji with a skin tone, a keycap, a Thai cluster with SARA AM, a ZWJ
  /// sequence. Each profile predicts a different column after at least one of them.
  static let probeClusters = ["❤️", "👍🏽", "1️⃣", "กำ", "👨‍💻"]

  /// The environment variables that turn the probe off (any value but empty): `CI`, and the
  /// tool's own.
  static let noProbeVariables = ["CI", "ADAPTIVE_ROWS_NO_PROBE"]

  /// The profile for `option` in `io`'s terminal and environment.
  static func choose(_ option: CellWidthsOption, io: CommandIO) -> CellWidthsChoice {
    if let profile = option.profile {
      return CellWidthsChoice(profile: profile, reason: "--cell-widths \(option.rawValue)")
    }
    var notAsked: String
    if let variable = noProbeVariables.first(where: { !(io.environment[$0] ?? "").isEmpty }) {
      notAsked = "the terminal was not asked (\(variable) is set)"
    } else if !io.outputIsTerminal {
      notAsked = "the terminal was not asked (standard output is not a terminal)"
    } else if let probe = io.terminalProbe {
      if let columns = probe(probeClusters) {
        if let profile = profile(predicting: columns) {
          return CellWidthsChoice(
            profile: profile,
            reason: "the terminal's cursor columns after the probe clusters: \(columns)")
        }
        notAsked = "no profile predicts the terminal's answers \(columns)"
      } else {
        notAsked = "the terminal did not answer the cursor position report"
      }
    } else {
      notAsked = "the terminal was not asked (no /dev/tty)"
    }
    if let (profile, hint) = hinted(by: io.environment) {
      return CellWidthsChoice(profile: profile, reason: "\(notAsked); \(hint)")
    }
    return CellWidthsChoice(
      profile: .clusters, reason: "\(notAsked); no hint in TMUX, TERM or TERM_PROGRAM")
  }

  /// The first profile that gives every probe cluster the width the terminal drew it in.
  static func profile(predicting columns: [Int]) -> CellWidthProfile? {
    guard columns.count == probeClusters.count else { return nil }
    return CellWidthProfile.allCases.first { profile in
      let measurer = TerminalCellMeasurer(profile: profile)
      return zip(probeClusters, columns).allSatisfy { cluster, column in
        let measured = MeasuredText(cluster, measurer: measurer)
        return Int(measured.width(0..<measured.clusterCount)) == column
      }
    }
  }

  /// The profile the environment hints at, and the hint.
  static func hinted(by environment: [String: String]) -> (CellWidthProfile, String)? {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    if !(environment["TMUX"] ?? "").isEmpty {
      return (.codePointsJoiningAfterZWJ, "TMUX is set (tmux)")
    }
    if term.hasPrefix("tmux") { return (.codePointsJoiningAfterZWJ, "TERM is \(term)") }
    if term.hasPrefix("screen") || term == "linux" {
      return (.codePoints, "TERM is \(term)")
    }
    if ["WezTerm", "iTerm.app", "ghostty"].contains(program) {
      return (.clusters, "TERM_PROGRAM is \(program)")
    }
    if ["xterm-kitty", "xterm-ghostty", "foot", "wezterm"].contains(term)
      || term.hasPrefix("foot")
    {
      return (.clusters, "TERM is \(term)")
    }
    if !(environment["WT_SESSION"] ?? "").isEmpty {
      return (.clusters, "WT_SESSION is set (Windows Terminal)")
    }
    if !(environment["VTE_VERSION"] ?? "").isEmpty {
      return (.codePoints, "VTE_VERSION is set (a VTE terminal)")
    }
    return nil
  }
}

/// Asking a terminal for its cursor column with a cursor position report (DSR, `ESC [ 6 n`).
enum TerminalProbe {
  /// How long the terminal has to answer each report, in milliseconds.
  static let timeoutMilliseconds: Int32 = 250

  /// Asks the controlling terminal (`/dev/tty`): nil when there is none or it does not answer.
  static func askControllingTerminal(_ clusters: [String]) -> [Int]? {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return ask(clusters, on: descriptor)
  }

  /// Writes each cluster at the start of a cleared line of the terminal on `descriptor` and
  /// reads the cursor's column after it (0-based), with echo and line editing off meanwhile;
  /// clears the line again and restores the terminal's settings, on every path and when a
  /// signal ends the process meanwhile. Nil when the terminal does not answer within
  /// ``timeoutMilliseconds``, or `descriptor` is not a terminal.
  static func ask(
    _ clusters: [String], on descriptor: Int32, timeout: Int32 = timeoutMilliseconds
  ) -> [Int]? {
    var saved = termios()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    TerminalRestore.install(descriptor: descriptor, settings: saved)
    defer {
      // Whatever came in after the last answer (a late one) is dropped with the settings.
      var restored = saved
      tcsetattr(descriptor, TCSAFLUSH, &restored)
      TerminalRestore.remove()
    }
    guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return nil }
    var columns: [Int] = []
    for cluster in clusters {
      guard write("\r\u{1B}[2K" + cluster + "\u{1B}[6n", to: descriptor),
        let column = readColumn(from: descriptor, timeout: timeout)
      else {
        _ = write("\r\u{1B}[2K", to: descriptor)
        return nil
      }
      columns.append(column - 1)
    }
    _ = write("\r\u{1B}[2K", to: descriptor)
    return columns
  }

  private static func write(_ text: String, to descriptor: Int32) -> Bool {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// Reads up to a cursor position report `ESC [ row ; column R` and returns its column;
  /// bytes before it (keys typed meanwhile) are dropped. Nil after `timeout` milliseconds.
  private static func readColumn(from descriptor: Int32, timeout: Int32) -> Int? {
    var received: [UInt8] = []
    var deadline = timespec()
    clock_gettime(CLOCK_MONOTONIC, &deadline)
    let end = Int(deadline.tv_sec) * 1000 + Int(deadline.tv_nsec) / 1_000_000 + Int(timeout)
    while received.count < 256 {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let left = end - (Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000)
      guard left > 0 else { return nil }
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&waiting, 1, Int32(left))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return nil }
      var byte: UInt8 = 0
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return nil }
      received.append(byte)
      if byte == UInt8(ascii: "R"), let column = reportedColumn(received) { return column }
    }
    return nil
  }

  /// The column of the report at the end of `bytes`: `ESC [ digits ; digits R`.
  static func reportedColumn(_ bytes: [UInt8]) -> Int? {
    guard let escape = bytes.lastIndex(of: 0x1B), escape + 1 < bytes.count,
      bytes[escape + 1] == UInt8(ascii: "["), bytes.last == UInt8(ascii: "R")
    else { return nil }
    let fields = bytes[(escape + 2)..<(bytes.count - 1)].split(
      separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 2,
      let row = Int(String(decoding: fields[0], as: UTF8.self)), row >= 1,
      let column = Int(String(decoding: fields[1], as: UTF8.self)), column >= 1
    else { return nil }
    return column
  }
}

/// The terminal settings to put back if a signal ends the process during a probe: the
/// handlers restore them, then let the signal take its default course.
private enum TerminalRestore {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP]

  static func install(descriptor: Int32, settings: termios) {
    restoreDescriptor = descriptor
    restoreSettings = settings
    for signal in signals {
      previousHandlers[signal] = Glibc.signal(signal, restoreAndRaise)
    }
  }

  static func remove() {
    for signal in signals {
      Glibc.signal(signal, previousHandlers[signal] ?? SIG_DFL)
    }
    previousHandlers = [:]
    restoreDescriptor = -1
  }
}

// Read by the signal handler, which can take no context: set and cleared around a probe, on
// the one thread that probes.
nonisolated(unsafe) private var restoreDescriptor: Int32 = -1
nonisolated(unsafe) private var restoreSettings = termios()
nonisolated(unsafe) private var previousHandlers: [Int32: __sighandler_t?] = [:]

private func restoreAndRaise(_ signal: Int32) {
  if restoreDescriptor >= 0 { tcsetattr(restoreDescriptor, TCSANOW, &restoreSettings) }
  Glibc.signal(signal, SIG_DFL)
  raise(signal)
}
