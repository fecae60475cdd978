import Foundation
import Testing

@testable import AdaptiveRowsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// How many times a probe was asked: the tool asks on the thread that runs it, once at most.
private final class ProbeCalls: @unchecked Sendable {
  var count = 0
}

/// Runs the tool with a terminal on standard output whose probe answers `answer` (counting
/// the times it is asked in `asked`).
private func runInTerminal(
  _ arguments: [String], environment: [String: String] = ["COLUMNS": "120"],
  asked: ProbeCalls? = nil, answer: @escaping @Sendable ([String]) -> TerminalAnswers?
) -> RunResult {
  let output = MemorySink()
  let errors = MemorySink()
  var io = CommandIO(
    input: .bytes([]), output: output, errors: errors, environment: environment,
    outputIsTerminal: true, currentDirectory: packageDirectory)
  io.terminalProbe = { clusters in
    asked?.count += 1
    return answer(clusters)
  }
  let status = AdaptiveRowsTool.run(arguments, io: io)
  return RunResult(status: status, output: output.text, errors: errors.text)
}

/// The cursor columns tmux 3.3a answered after each probe cluster, asked here in tmux.
private let tmuxColumns = RecordedAnswers.tmux.columns

@Suite("CLI: cell-width profiles")
struct CLICellWidthsTests {
  let row = ["layout", "--title", "Tip 👍🏽", "--amount", "-1 €", "--width", "16", "--verbose"]

  @Test("--cell-widths code-points gives a skin-toned emoji 4 cells, clusters 2")
  func explicitProfileChangesTheRow() {
    let clusters = run(row + ["--cell-widths", "clusters"])
    let codePoints = run(row + ["--cell-widths", "code-points"])
    #expect(clusters.output.hasPrefix("Tip 👍🏽      -1 €\n"))
    #expect(codePoints.output.hasPrefix("Tip 👍🏽    -1 €\n"))
    #expect(codePoints.errors.contains("cell widths: code-points (--cell-widths code-points)"))
  }

  @Test("auto picks the model that predicts the terminal's answers, and says why")
  func autoFollowsTheTerminalsAnswers() {
    let tmux = runInTerminal(row, environment: [:]) { _ in RecordedAnswers.tmux }
    #expect(tmux.output.hasPrefix("Tip 👍🏽    -1 €\n"))
    #expect(tmux.errors.contains("(tmux 3.3a's cursor columns after the probe clusters"))
    #expect(tmux.errors.contains("zwj-sequences=first-part"))
    let kitty = runInTerminal(row, environment: ["TMUX": "/tmp/x"]) { _ in RecordedAnswers.kitty }
    #expect(kitty.output.hasPrefix("Tip 👍🏽      -1 €\n"))
    #expect(kitty.errors.contains("(kitty(0.26.5)'s cursor columns"))
    let clusters = runInTerminal(row, environment: [:]) { _ in
      TerminalAnswers(columns: [], mode2027: 1)
    }
    #expect(clusters.errors.contains("cell widths: clusters (the terminal's mode 2027"))
  }

  @Test("no probe with CI or ADAPTIVE_ROWS_NO_PROBE set, or output not a terminal")
  func probeSkipped() {
    for variable in ["CI", "ADAPTIVE_ROWS_NO_PROBE"] {
      let asked = ProbeCalls()
      let result = runInTerminal(row, environment: [variable: "true"], asked: asked) { _ in
        RecordedAnswers.tmux
      }
      #expect(asked.count == 0)
      #expect(
        result.errors.contains("code-points (the terminal was not asked (\(variable) is set)"))
    }
    let piped = run(row, environment: ["TMUX": "/tmp/x"], terminal: false)
    #expect(piped.errors.contains("not asked (standard output is not a terminal); TMUX is set"))
    #expect(piped.output.hasPrefix("Tip 👍🏽    -1 €\n"))
  }

  @Test("without an answer, the environment's hints, then code points")
  func hintsWithoutAnswer() {
    let cases: [([String: String], String)] = [
      (["TMUX": "/tmp/tmux-0/default,1,0"], "code-points-zwj,"),
      (["TERM": "tmux-256color"], "code-points-zwj,"),
      (["TERM": "screen-256color"], "code-points,known-emoji=14.0"),
      (["TERM": "linux"], "code-points,known-emoji=14.0"),
      (["TERM": "xterm-256color", "VTE_VERSION": "7006"], "code-points,width-table=unicode"),
      (["TERM_PROGRAM": "WezTerm"], "clusters"),
      (["TERM": "xterm-kitty"], "clusters,zwj-sequences=sum-of-parts"),
      (["TERM": "dumb"], "code-points (the terminal did not answer; no hint"),
    ]
    for (environment, expected) in cases {
      let result = runInTerminal(row, environment: environment) { _ in nil }
      #expect(
        result.errors.contains("cell widths: \(expected)"), "\(environment): \(result.errors)")
    }
  }

  @Test("format's text and the preview follow the profile")
  func everyTextOutputFollowsTheProfile() {
    let entry = #"{"title": "Tip 👍🏽", "amount": "-1 €"}"# + "\n"
    for command in [["format", "--width", "16"], ["preview", "-", "--widths", "16"]] {
      let clusters = run(command + ["--cell-widths", "clusters"], input: entry)
      let codePoints = run(command + ["--cell-widths", "code-points"], input: entry)
      #expect(clusters.output.contains("Tip 👍🏽      -1 €"), "\(command)")
      #expect(codePoints.output.contains("Tip 👍🏽    -1 €"), "\(command)")
    }
  }

  #if canImport(Glibc)
    /// Plays a terminal on `terminal`'s primary side: answers each cursor position report
    /// with the column `columns` gives the cluster before it, DECRQM and Primary DA, each
    /// reply after `delay`; stops when the secondary side is closed.
    private func answer(
      on terminal: PseudoTerminal, columns: [Int], delay: Duration = .zero
    ) -> Thread {
      Thread {
        var received: [UInt8] = []
        var handled = 0
        var asked = 0
        while let bytes = terminal.readFromPrimary(), !bytes.isEmpty {
          received += bytes
          let replies = TerminalProbe.replies(in: received)
          for reply in replies.dropFirst(handled) {
            guard case .csi(let parameters, let final) = reply else { continue }
            let answer: String
            switch (parameters, final) {
            case ("6", "n"):
              answer = "\u{1B}[3;\(columns[asked] + 1)R"
              asked += 1
            case ("?2027", "$p"): answer = "\u{1B}[?2027;0$y"
            case ("", "c"): answer = "\u{1B}[?62;22c"
            default: continue
            }
            Thread.sleep(forTimeInterval: Double(delay.components.attoseconds) / 1e18)
            terminal.writeToPrimary(Array(answer.utf8))
          }
          handled = replies.count
        }
      }
    }

    @Test("the probe reads a terminal's replies up to Primary DA, then restores its settings")
    func probeOverPseudoTerminal() throws {
      let terminal = try #require(PseudoTerminal())
      let before = terminal.localFlags
      answer(on: terminal, columns: tmuxColumns).start()
      let start = ContinuousClock.now
      let answers = TerminalProbe.ask(CellWidthsDetection.probeClusters, on: terminal.secondary)
      #expect(ContinuousClock.now - start < .milliseconds(100))
      #expect(answers == TerminalAnswers(columns: tmuxColumns, mode2027: 0))
      #expect(terminal.localFlags == before)
      #expect(!terminal.secondaryHasInput)
      terminal.closeSecondary()
    }

    @Test("a terminal that answers late is waited for: no reply is left in the input")
    func lateAnswersAreRead() throws {
      let terminal = try #require(PseudoTerminal())
      answer(on: terminal, columns: tmuxColumns, delay: .milliseconds(80)).start()
      // Each reply comes 80 ms after the one before, 1.8 s in all, well past a limit of 300 ms:
      // the limit is for a terminal that answers nothing.
      let answers = TerminalProbe.ask(
        CellWidthsDetection.probeClusters, on: terminal.secondary, timeout: 300)
      #expect(answers?.columns == tmuxColumns)
      #expect(!terminal.secondaryHasInput)
      terminal.closeSecondary()
    }

    @Test("a terminal that never answers costs one timeout, and its settings come back")
    func probeTimesOut() throws {
      let terminal = try #require(PseudoTerminal())
      let before = terminal.localFlags
      let start = ContinuousClock.now
      let answers = TerminalProbe.ask(
        CellWidthsDetection.probeClusters, on: terminal.secondary, timeout: 100)
      #expect(answers == nil)
      #expect(ContinuousClock.now - start < .seconds(2))
      #expect(terminal.localFlags == before)
      // Not a terminal: no probe at all.
      #expect(TerminalProbe.ask(["x"], on: -1) == nil)
    }

    /// Runs `arguments` with `environment` and standard output on `terminal`, whose secondary
    /// side the probe asks.
    private func runOnPseudoTerminal(
      _ arguments: [String], environment: [String: String], terminal: PseudoTerminal
    ) -> RunResult {
      let secondary = terminal.secondary
      return runInTerminal(arguments, environment: environment) {
        TerminalProbe.ask($0, on: secondary)
      }
    }

    @Test("a terminal named with its version is drawn for from the cache, and not asked")
    func cachedTerminalIsNotAsked() throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cell-widths-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let environment = [
        "XDG_CACHE_HOME": directory.path, "TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)",
      ]
      let cache = try #require(CellWidthsCache(environment: environment))
      #expect(cache.save(.clusters, terminal: nil))
      // No one answers on this terminal: a probe would leave its bytes on the primary side.
      let terminal = try #require(PseudoTerminal())
      let result = runOnPseudoTerminal(row, environment: environment, terminal: terminal)
      #expect(result.status == 0)
      #expect(!terminal.primaryHasOutput)
      #expect(result.output.hasPrefix("Tip 👍🏽      -1 €\n"))
      #expect(
        result.errors.contains("cell widths: clusters (from the cache of XTerm(379), not asked)"))
      #expect(result.errors.contains("cell-width cache: \(cache.file)"))
      terminal.closeSecondary()
    }

    @Test("a terminal known only by TERM is asked, as is one with --cell-widths probe")
    func sharedTermOrProbeAsks() throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cell-widths-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let termOnly = ["XDG_CACHE_HOME": directory.path, "TERM": "xterm-256color"]
      var named = termOnly
      named["XTERM_VERSION"] = "XTerm(379)"
      let xterm = try #require(CellWidthsDetection.model(answering: RecordedAnswers.xterm).0)
      for (environment, option) in [(termOnly, "auto"), (named, "probe")] {
        let cache = try #require(CellWidthsCache(environment: environment))
        #expect(cache.terminal == environment["XTERM_VERSION"])
        #expect(cache.save(.clusters, terminal: nil))
        let terminal = try #require(PseudoTerminal())
        answer(on: terminal, columns: RecordedAnswers.xterm.columns).start()
        let result = runOnPseudoTerminal(
          row + ["--cell-widths", option], environment: environment, terminal: terminal)
        terminal.closeSecondary()
        #expect(result.status == 0)
        // Asked, drawn for the answers (code points), and the cache rewritten with them.
        #expect(result.errors.contains("cursor columns after the probe clusters"), "\(option)")
        #expect(result.errors.contains(" ms)"), "\(option)")
        #expect(result.output.hasPrefix("Tip 👍🏽    -1 €\n"), "\(option)")
        #expect(cache.load()?.0 == xterm, "\(option)")
      }
    }
  #endif

  @Test("replies are read past bytes typed among them, in order")
  func replyParsing() {
    let bytes = Array(
      ("ab\u{1B}[12;7R\u{1B}[1;3R" + "x\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?2027;2$y"
        + "\u{1B}[?64;1;2c").utf8)
    #expect(
      TerminalProbe.answers(in: bytes)
        == TerminalAnswers(columns: [6, 2], version: "XTerm(379)", mode2027: 2))
    #expect(TerminalProbe.hasPrimaryAttributes(bytes))
    #expect(!TerminalProbe.hasPrimaryAttributes(Array(bytes.dropLast())))
    // A report with a field missing or zero is not a column.
    #expect(TerminalProbe.answers(in: Array("\u{1B}[;7R\u{1B}[1;0R".utf8)).columns.isEmpty)
  }
}

#if canImport(Glibc)
  /// A pseudo-terminal pair: the tests play the terminal on the primary side, the probe
  /// talks to the secondary. Opened through the C library's `posix_openpt` family, which
  /// its Swift module does not declare.
  final class PseudoTerminal: @unchecked Sendable {
    let primary: Int32
    let secondary: Int32

    init?() {
      typealias Call = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
      guard let library = dlopen(nil, RTLD_NOW),
        let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
        let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname")
      else { return nil }
      let primary = unsafeBitCast(open, to: Call.self)(O_RDWR | O_NOCTTY)
      guard primary >= 0, unsafeBitCast(grant, to: Call.self)(primary) == 0,
        unsafeBitCast(unlock, to: Call.self)(primary) == 0,
        let path = unsafeBitCast(name, to: Name.self)(primary)
      else { return nil }
      let secondary = Glibc.open(path, O_RDWR | O_NOCTTY)
      guard secondary >= 0 else { return nil }
      self.primary = primary
      self.secondary = secondary
    }

    deinit { close(primary) }

    /// ICANON, ECHO and the other local flags of the secondary side.
    var localFlags: tcflag_t {
      var settings = termios()
      tcgetattr(secondary, &settings)
      return settings.c_lflag
    }

    /// What the probe wrote, or nil once the secondary side is closed.
    func readFromPrimary() -> [UInt8]? {
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(primary, &buffer, buffer.count)
      return count > 0 ? Array(buffer[..<count]) : nil
    }

    func writeToPrimary(_ bytes: [UInt8]) { _ = write(primary, bytes, bytes.count) }

    func closeSecondary() { close(secondary) }

    /// Whether bytes written to the secondary side wait on the primary (a probe's request).
    var primaryHasOutput: Bool {
      var waiting = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      return poll(&waiting, 1, 50) > 0
    }

    /// Whether input waits on the secondary side (a reply the probe left behind).
    var secondaryHasInput: Bool {
      var waiting = pollfd(fd: secondary, events: Int16(POLLIN), revents: 0)
      return poll(&waiting, 1, 50) > 0
    }
  }
#endif
