import ArgumentParser
import Foundation
import TextMeasurement

/// `--cell-widths`: the model to draw for (a preset, settings, or both: ``CellWidthModel``'s
/// text), `auto` to find out, or `probe` to find out by asking even when the cache knows.
struct CellWidthsOption: ExpressibleByArgument, Equatable {
  /// The model named, nil for `auto`.
  var model: CellWidthModel?
  /// The text it was given as.
  var text: String

  /// `auto`: the cache of a terminal the environment names with its version, else ask the
  /// terminal, else the cache, else the hints.
  static let auto = CellWidthsOption(model: nil, text: "auto")
  /// `probe`: as `auto`, but ask the terminal even when the cache knows it (a terminal
  /// upgraded under the same version variables), and rewrite the cache.
  static let probe = CellWidthsOption(model: nil, text: "probe")

  init(model: CellWidthModel?, text: String) {
    self.model = model
    self.text = text
  }

  init?(argument: String) {
    guard let option = try? Self.parse(argument) else { return nil }
    self = option
  }

  /// The option `argument` gives; a ValidationError that says what is wrong in it.
  static func parse(_ argument: String) throws -> CellWidthsOption {
    if argument == "auto" { return .auto }
    if argument == "probe" { return .probe }
    var problem = ""
    guard let model = CellWidthModel(text: argument, problem: &problem) else {
      throw ValidationError("--cell-widths: \(problem)")
    }
    return CellWidthsOption(model: model, text: argument)
  }

  static var defaultCompletionKind: CompletionKind {
    .list(["auto", "probe"] + CellWidthProfile.allCases.map(\.name))
  }
}

/// The model a command draws for, and why.
struct CellWidthsChoice: Equatable {
  var model: CellWidthModel
  var reason: String
  /// The cache file read or written, if any.
  var cacheFile: String? = nil

  /// The model's name for messages: its text.
  var name: String { model.text }

  /// What `--verbose` says: the model's name, why, every setting, and the cache file.
  var verboseReport: String {
    var report = "adaptive-rows: cell widths: \(name) (\(reason))\n"
    report += "adaptive-rows: cell-width model: \(model.allSettings)\n"
    if let cacheFile { report += "adaptive-rows: cell-width cache: \(cacheFile)\n" }
    return report
  }
}

/// What a terminal answered to the probe: the cursor column after each probe cluster, its
/// name and version (XTVERSION), and DEC mode 2027 (grapheme clusters) as DECRQM reports it.
package struct TerminalAnswers: Equatable, Sendable {
  /// The 0-based cursor column after each cluster, in the order asked.
  var columns: [Int]
  /// The terminal's name and version (`XTerm(379)`, `kitty(0.26.5)`), nil when not told.
  var version: String? = nil
  /// DECRQM's answer for mode 2027: 0 not recognised, 1 set, 2 reset, 3 permanently set, 4
  /// permanently reset; nil when not answered.
  var mode2027: Int? = nil
}

/// How `auto` decides: the cache of a terminal the environment names with its version first,
/// then the terminal's own answers, then the cache of its earlier answers, then the
/// environment's hints, then code points.
enum CellWidthsDetection {
  /// The clusters the terminal is asked to draw, each at the start of a cleared line: one or
  /// two for each feature of ``CellWidthModel``.
  static let probeClusters = [
    "\u{2764}\u{FE0F}",  // VS16
    "\u{1F44D}\u{1F3FD}",  // skin tone
    "\u{1F468}\u{200D}\u{1F4BB}",  // ZWJ sequence
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // ZWJ sequence, text-default first part
    "\u{1F1EB}\u{1F1F7}",  // flag
    "\u{1F1EB}",  // a lone regional indicator
    "1\u{FE0F}\u{20E3}",  // keycap
    "\u{0915}\u{093E}",  // Devanagari spacing mark (Mc)
    "\u{0915}\u{094D}\u{0937}",  // virama conjunct
    "\u{0E01}\u{0E33}",  // Thai SARA AM
    "\u{0E81}\u{0EB3}",  // Lao AM
    "\u{1100}\u{1161}\u{11A8}",  // Hangul jamo
    "\u{0644}\u{0627}",  // lam-alef
    "\u{00B1}",  // East Asian ambiguous
    "\u{1F971}",  // emoji of Unicode 12.0
    "\u{1F972}",  // 13.0
    "\u{1FAE0}",  // 14.0
    "\u{1FAE8}",  // 15.0
    "\u{4DC0}",  // glibc's own width
    "\u{00AD}",  // soft hyphen
  ]

  /// The environment variables that turn the probe off (any value but empty): `CI`, and the
  /// tool's own.
  static let noProbeVariables = ["CI", "ADAPTIVE_ROWS_NO_PROBE"]

  /// The model for `option` in `io`'s terminal and environment; a model learned from the
  /// terminal's answers is written to the cache. The cache of a terminal named with its
  /// version (``CellWidthsCache/terminal``) is used without asking, unless `option` is
  /// `probe`; one known only by `TERM`, which many terminals share, is asked again.
  static func choose(_ option: CellWidthsOption, io: CommandIO) -> CellWidthsChoice {
    if let model = option.model {
      return CellWidthsChoice(model: model, reason: "--cell-widths \(option.text)")
    }
    let cache = CellWidthsCache(environment: io.environment)
    var notAsked: String
    if let variable = noProbeVariables.first(where: { !(io.environment[$0] ?? "").isEmpty }) {
      notAsked = "the terminal was not asked (\(variable) is set)"
    } else if !io.outputIsTerminal {
      notAsked = "the terminal was not asked (standard output is not a terminal)"
    } else if option != .probe, let cache, let terminal = cache.terminal,
      let (model, _) = cache.load()
    {
      return CellWidthsChoice(
        model: model, reason: "from the cache of \(terminal), not asked", cacheFile: cache.file)
    } else if let probe = io.terminalProbe {
      let start = ContinuousClock.now
      if let answers = probe(probeClusters) {
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
        let (model, reason) = model(answering: answers)
        if let model {
          var choice = CellWidthsChoice(
            model: model, reason: "\(reason), asked in \(milliseconds) ms")
          if let cache {
            let saved = cache.save(model, terminal: answers.version)
            choice.cacheFile = cache.file
            if !saved { choice.reason += "; the cache could not be written" }
          }
          return choice
        }
        notAsked = reason
      } else {
        notAsked = "the terminal did not answer"
      }
    } else {
      notAsked = "the terminal was not asked (no /dev/tty)"
    }
    if let cache, let (model, terminal) = cache.load() {
      let from = terminal.map { " (\($0))" } ?? ""
      return CellWidthsChoice(
        model: model, reason: "\(notAsked); the cache of this terminal's answers\(from)",
        cacheFile: cache.file)
    }
    if let (model, hint) = hinted(by: io.environment) {
      return CellWidthsChoice(model: model, reason: "\(notAsked); \(hint)", cacheFile: cache?.file)
    }
    return CellWidthsChoice(
      model: .codePoints,
      reason: "\(notAsked); no hint in TMUX, TERM or TERM_PROGRAM: code points, as most terminals",
      cacheFile: cache?.file)
  }

  /// The model that predicts every answer, and why; nil and the reason when none does.
  /// A terminal with mode 2027 set draws whole clusters. Otherwise each setting in turn takes
  /// the value under which the most answers are predicted, from each preset as a start, twice
  /// over, and the model that predicts the most wins.
  static func model(answering answers: TerminalAnswers) -> (CellWidthModel?, String) {
    let from = answers.version.map { "\($0)'s" } ?? "the terminal's"
    if answers.mode2027 == 1 || answers.mode2027 == 3 {
      return (.clusters, "\(from) mode 2027 (grapheme clusters) is set")
    }
    guard answers.columns.count == probeClusters.count else {
      return (nil, "\(from) answers are \(answers.columns.count), not \(probeClusters.count)")
    }
    var best: (model: CellWidthModel, matches: Int)?
    for start in [CellWidthProfile.codePoints, .clusters, .codePointsJoiningAfterZWJ] {
      var model = start.model
      var matches = predicted(answers.columns, by: model)
      for _ in 0..<2 {
        for move in moves {
          for changed in move(model) {
            let count = predicted(answers.columns, by: changed)
            if count > matches {
              model = changed
              matches = count
            }
          }
        }
      }
      if best == nil || matches > best!.matches { best = (model, matches) }
    }
    guard let best, best.matches == probeClusters.count else {
      return (
        nil,
        "no model predicts \(from) answers \(answers.columns) (at best \(best?.matches ?? 0) of \(probeClusters.count))"
      )
    }
    return (best.model, "\(from) cursor columns after the probe clusters: \(answers.columns)")
  }

  /// The changes tried, setting by setting: the models with each value of a setting, and
  /// with each pair of values of the known and unknown emoji, which act together.
  static let moves: [@Sendable (CellWidthModel) -> [CellWidthModel]] =
    CellWidthModel.settings.map { setting in
      { model in setting.values.compactMap { setting.setting(model, $0) } }
    } + [
      { model in
        CellWidthModel.KnownEmoji.allCases.flatMap { known in
          CellWidthModel.UnknownEmoji.allCases.map { unknown in
            var changed = model
            changed.knownEmoji = known
            changed.unknownEmoji = unknown
            return changed
          }
        }
      }
    ]

  /// How many of `columns` `model` predicts, cluster by cluster.
  static func predicted(_ columns: [Int], by model: CellWidthModel) -> Int {
    let measurer = TerminalCellMeasurer(cellWidths: model)
    return zip(probeClusters, columns).count { cluster, column in
      let measured = MeasuredText(cluster, measurer: measurer)
      return Int(measured.width(0..<measured.clusterCount)) == column
    }
  }

  /// The models of the terminals tried (Docs/Text.md), by the settings they differ in from a
  /// preset.
  static let knownModels: [String: String] = [
    "glibc": "code-points,known-emoji=14.0",
    "foot": "code-points,known-emoji=14.0,unknown-emoji=no-cell",
    "tmux": "code-points-zwj,known-emoji=14.0,unknown-emoji=no-cell",
    "vte": "code-points,width-table=unicode",
    "mlterm":
      "code-points,width-table=unicode,zwj-sequences=joiner-is-cell,spacing-marks=adds-nothing,"
      + "lam-alef=one-cell,known-emoji=12.0",
    "kitty":
      "clusters,zwj-sequences=sum-of-parts,virama-conjuncts=each-consonant,"
      + "thai-lao-am=adds-its-width,hangul-jamo=adds-its-width",
  ]

  /// The known model named `name`.
  static func known(_ name: String) -> CellWidthModel {
    var problem = ""
    return CellWidthModel(text: knownModels[name] ?? "", problem: &problem) ?? .codePoints
  }

  /// The model the environment hints at, and the hint.
  static func hinted(by environment: [String: String]) -> (CellWidthModel, String)? {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    if !(environment["TMUX"] ?? "").isEmpty { return (known("tmux"), "TMUX is set (tmux)") }
    if term.hasPrefix("tmux") { return (known("tmux"), "TERM is \(term)") }
    if ["WezTerm", "iTerm.app", "ghostty"].contains(program) {
      return (.clusters, "TERM_PROGRAM is \(program)")
    }
    if term == "xterm-kitty" { return (known("kitty"), "TERM is \(term)") }
    if term == "xterm-ghostty" || term == "wezterm" { return (.clusters, "TERM is \(term)") }
    if !(environment["WT_SESSION"] ?? "").isEmpty {
      return (.clusters, "WT_SESSION is set (Windows Terminal)")
    }
    if !(environment["VTE_VERSION"] ?? "").isEmpty {
      return (known("vte"), "VTE_VERSION is set (a VTE terminal)")
    }
    if term.hasPrefix("mlterm") { return (known("mlterm"), "TERM is \(term)") }
    if term.hasPrefix("foot") { return (known("foot"), "TERM is \(term)") }
    if term.hasPrefix("alacritty") { return (known("vte"), "TERM is \(term)") }
    if term.hasPrefix("screen") || term == "linux" || term.hasPrefix("rxvt")
      || term.hasPrefix("st-") || term == "st" || term.hasPrefix("xterm")
    {
      return (known("glibc"), "TERM is \(term)")
    }
    return nil
  }
}

/// Asking a terminal how wide it draws clusters: each is written at the start of a cleared
/// line and followed by a cursor position report request (DSR, `ESC [ 6 n`), all in one write;
/// then DECRQM for mode 2027 (`ESC [ ? 2027 $ p`), XTVERSION (`ESC [ > 0 q`) and Primary
/// Device Attributes (`ESC [ c`), which every terminal answers, last. The replies are read up
/// to the Primary DA's, so no reply is left for the shell.
enum TerminalProbe {
  /// How long a terminal has to start answering, in milliseconds: the time limit of a
  /// terminal that answers nothing.
  static let timeoutMilliseconds: Int32 = 1000
  /// How long a terminal that has started answering may pause between replies, in
  /// milliseconds (a slow link), and how long it may take in all.
  static let pauseMilliseconds: Int32 = 3000
  static let totalMilliseconds = 10_000

  /// Asks the controlling terminal (`/dev/tty`): nil when there is none or it does not answer.
  static func askControllingTerminal(_ clusters: [String]) -> TerminalAnswers? {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return ask(clusters, on: descriptor)
  }

  /// The request for `clusters`: each at the start of a cleared line with a cursor position
  /// report after it, the line cleared again, then DECRQM 2027, XTVERSION and Primary DA.
  static func request(_ clusters: [String]) -> String {
    clusters.map { "\r\u{1B}[2K" + $0 + "\u{1B}[6n" }.joined()
      + "\r\u{1B}[2K\u{1B}[?2027$p\u{1B}[>0q\u{1B}[c"
  }

  /// Asks the terminal on `descriptor` (``request(_:)``) with echo and line editing off
  /// meanwhile, and restores its settings on every path and when a signal ends the process
  /// meanwhile. Nil when the terminal answers nothing within `timeout` milliseconds, or
  /// `descriptor` is not a terminal.
  static func ask(
    _ clusters: [String], on descriptor: Int32, timeout: Int32 = timeoutMilliseconds
  ) -> TerminalAnswers? {
    var saved = termios()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    TerminalRestore.install(descriptor: descriptor, settings: saved)
    defer {
      // Whatever came in after the last reply is dropped with the settings.
      var restored = saved
      tcsetattr(descriptor, TCSAFLUSH, &restored)
      TerminalRestore.remove()
    }
    guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return nil }
    guard write(request(clusters), to: descriptor) else {
      _ = write("\r\u{1B}[2K", to: descriptor)
      return nil
    }
    guard let bytes = readReplies(from: descriptor, timeout: timeout) else { return nil }
    return answers(in: bytes)
  }

  /// The answers in the replies `bytes`: the cursor columns in order (0-based), XTVERSION's
  /// name and version, DECRQM's state of mode 2027. Bytes that are not replies (keys typed
  /// meanwhile) are skipped.
  static func answers(in bytes: [UInt8]) -> TerminalAnswers {
    var result = TerminalAnswers(columns: [])
    for reply in replies(in: bytes) {
      switch reply {
      case .csi(let parameters, let final):
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        if final == "R", fields.count == 2, let row = Int(fields[0]), row >= 1,
          let column = Int(fields[1]), column >= 1
        {
          result.columns.append(column - 1)
        } else if final == "$y", fields.count == 2, fields[0] == "?2027" {
          result.mode2027 = Int(fields[1])
        }
      case .dcs(let text):
        if text.hasPrefix(">|") {
          result.version = String(text.dropFirst(2).filter { $0.isASCII && !$0.isNewline })
        }
      }
    }
    return result
  }

  /// A terminal's reply: a control sequence (`ESC [` parameters, intermediates and final
  /// byte) or a device control string (`ESC P` ... `ESC \`).
  enum Reply: Equatable {
    case csi(parameters: String, final: String)
    case dcs(String)
  }

  /// The replies in `bytes`, in order; an unfinished one at the end is left out.
  static func replies(in bytes: [UInt8]) -> [Reply] {
    var result: [Reply] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { break }
        let body = bytes[(index + 2)..<end]
        let parameters = body.prefix { (0x30...0x3F).contains($0) }
        let intermediates = body.dropFirst(parameters.count)
        result.append(
          .csi(
            parameters: String(decoding: parameters, as: UTF8.self),
            final: String(decoding: intermediates + [bytes[end]], as: UTF8.self)))
        index = end + 1
      } else if bytes[index + 1] == UInt8(ascii: "P") {
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) {
          end += 1
        }
        guard end + 1 < bytes.count else { break }
        result.append(.dcs(String(decoding: bytes[(index + 2)..<end], as: UTF8.self)))
        index = end + 2
      } else {
        index += 1
      }
    }
    return result
  }

  /// Whether `bytes` hold the Primary DA reply, `ESC [ ?` ... `c`.
  static func hasPrimaryAttributes(_ bytes: [UInt8]) -> Bool {
    replies(in: bytes).contains {
      if case .csi(let parameters, "c") = $0 { return parameters.hasPrefix("?") }
      return false
    }
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

  /// Reads replies up to the Primary DA's; nil when nothing comes within `timeout`
  /// milliseconds. Once replies come, waits up to ``pauseMilliseconds`` for each next part,
  /// ``totalMilliseconds`` in all, and returns what came.
  private static func readReplies(from descriptor: Int32, timeout: Int32) -> [UInt8]? {
    var received: [UInt8] = []
    let start = ContinuousClock.now
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !hasPrimaryAttributes(received),
      ContinuousClock.now - start < .milliseconds(totalMilliseconds), received.count < 65536
    {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&waiting, 1, received.isEmpty ? timeout : pauseMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return received.isEmpty ? nil : received
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
