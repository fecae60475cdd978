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
  asked: ProbeCalls? = nil, answer: @escaping @Sendable ([String]) -> [Int]?
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
private let tmuxColumns = [1, 4, 1, 2, 2]
/// The columns a terminal that measures whole clusters (kitty, WezTerm) answers.
private let clusterColumns = [2, 2, 2, 1, 2]

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

  @Test("auto picks the profile that predicts the terminal's answers, and says why")
  func autoFollowsTheTerminalsAnswers() {
    let tmux = runInTerminal(row, environment: [:]) { _ in tmuxColumns }
    #expect(tmux.output.hasPrefix("Tip 👍🏽    -1 €\n"))
    #expect(tmux.errors.contains("cell widths: code-points-zwj (the terminal's cursor columns"))
    let kitty = runInTerminal(row, environment: ["TMUX": "/tmp/x"]) { _ in clusterColumns }
    #expect(kitty.output.hasPrefix("Tip 👍🏽      -1 €\n"))
    #expect(kitty.errors.contains("cell widths: clusters (the terminal's cursor columns"))
    let xterm = runInTerminal(row, environment: [:]) { _ in [1, 4, 1, 2, 4] }
    #expect(xterm.errors.contains("cell widths: code-points (the terminal's"))
  }

  @Test("the probe clusters part every profile from every other")
  func probeClustersDistinguishProfiles() {
    #expect(CellWidthsDetection.profile(predicting: tmuxColumns) == .codePointsJoiningAfterZWJ)
    #expect(CellWidthsDetection.profile(predicting: clusterColumns) == .clusters)
    #expect(CellWidthsDetection.profile(predicting: [1, 4, 1, 2, 4]) == .codePoints)
    #expect(CellWidthsDetection.profile(predicting: [2, 2, 2, 2, 2]) == nil)
    #expect(CellWidthsDetection.profile(predicting: [1]) == nil)
  }

  @Test("no probe with CI or ADAPTIVE_ROWS_NO_PROBE set, or output not a terminal")
  func probeSkipped() {
    for variable in ["CI", "ADAPTIVE_ROWS_NO_PROBE"] {
      let asked = ProbeCalls()
      let result = runInTerminal(row, environment: [variable: "true"], asked: asked) { _ in
        tmuxColumns
      }
      #expect(asked.count == 0)
      #expect(result.errors.contains("clusters (the terminal was not asked (\(variable) is set)"))
    }
    let piped = run(row, environment: ["TMUX": "/tmp/x"], terminal: false)
    #expect(piped.errors.contains("not asked (standard output is not a terminal); TMUX is set"))
    #expect(piped.output.hasPrefix("Tip 👍🏽    -1 €\n"))
  }

  @Test("without an answer, the environment's hints, then clusters")
  func hintsWithoutAnswer() {
    let cases: [([String: String], String)] = [
      (["TMUX": "/tmp/tmux-0/default,1,0"], "code-points-zwj"),
      (["TERM": "tmux-256color"], "code-points-zwj"),
      (["TERM": "screen-256color"], "code-points"),
      (["TERM": "linux"], "code-points"),
      (["TERM": "xterm-256color", "VTE_VERSION": "7006"], "code-points"),
      (["TERM_PROGRAM": "WezTerm"], "clusters"),
      (["TERM": "xterm-kitty"], "clusters"),
      (["TERM": "xterm-256color"], "clusters"),
    ]
    for (environment, expected) in cases {
      let result = runInTerminal(row, environment: environment) { _ in nil }
      #expect(
        result.errors.contains("cell widths: \(expected) (the terminal did not answer"),
        "\(environment): \(result.errors)")
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
    @Test("the probe reads a terminal's reports, then restores its settings and clears the line")
    func probeOverPseudoTerminal() throws {
      let terminal = try #require(PseudoTerminal())
      let before = terminal.localFlags
      // A terminal that draws as tmux: it answers each report with the column after the
      // cluster written since the last carriage return.
      let answering = Thread {
        var pending: [UInt8] = []
        while let bytes = terminal.readFromPrimary(), !bytes.isEmpty {
          pending += bytes
          while let report = pending.firstRange(of: Array("\u{1B}[6n".utf8)) {
            let written = pending[..<report.lowerBound]
            let line = written.split(separator: UInt8(ascii: "\r")).last.map { Array($0) } ?? []
            let text = String(decoding: line.drop { $0 != 0x1B }.dropFirst(4), as: UTF8.self)
            let column = tmuxColumns[CellWidthsDetection.probeClusters.firstIndex(of: text) ?? 0]
            terminal.writeToPrimary(Array("\u{1B}[3;\(column + 1)R".utf8))
            pending.removeSubrange(..<report.upperBound)
          }
        }
      }
      answering.start()
      let columns = TerminalProbe.ask(CellWidthsDetection.probeClusters, on: terminal.secondary)
      #expect(columns == tmuxColumns)
      #expect(terminal.localFlags == before)
      terminal.closeSecondary()
    }

    @Test("a terminal that never answers costs one timeout, and its settings come back")
    func probeTimesOut() throws {
      let terminal = try #require(PseudoTerminal())
      let before = terminal.localFlags
      let start = ContinuousClock.now
      let columns = TerminalProbe.ask(
        CellWidthsDetection.probeClusters, on: terminal.secondary, timeout: 100)
      #expect(columns == nil)
      #expect(ContinuousClock.now - start < .seconds(2))
      #expect(terminal.localFlags == before)
      // Not a terminal: no probe at all.
      #expect(TerminalProbe.ask(["x"], on: -1) == nil)
    }
  #endif

  @Test("a cursor position report is read past bytes typed before it")
  func reportParsing() {
    #expect(TerminalProbe.reportedColumn(Array("\u{1B}[12;7R".utf8)) == 7)
    #expect(TerminalProbe.reportedColumn(Array("ab\u{1B}[1;1R".utf8)) == 1)
    #expect(TerminalProbe.reportedColumn(Array("\u{1B}[;7R".utf8)) == nil)
    #expect(TerminalProbe.reportedColumn(Array("R".utf8)) == nil)
    #expect(TerminalProbe.reportedColumn(Array("\u{1B}[1;0R".utf8)) == nil)
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
  }
#endif
