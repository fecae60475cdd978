import Foundation
import Testing
import TextMeasurement

@testable import AdaptiveRowsCLI

@Suite("CLI: the cell-width model from a terminal's answers")
struct CellWidthsDecisionTests {
  @Test("every terminal tried gets a model that predicts each of its answers")
  func everyRecordedTerminalIsPredicted() {
    for (name, answers, _) in RecordedAnswers.all {
      let (model, reason) = CellWidthsDetection.model(answering: answers)
      #expect(model != nil, "\(name): \(reason)")
      if let model {
        #expect(
          CellWidthsDetection.predicted(answers.columns, by: model)
            == CellWidthsDetection.probeClusters.count, "\(name)")
      }
    }
  }

  @Test("the settings follow the answers: what each terminal was seen to do")
  func settingsFromAnswers() throws {
    let xterm = try #require(CellWidthsDetection.model(answering: RecordedAnswers.xterm).0)
    #expect(xterm.widthTable == .glibc)
    #expect(xterm.knownEmoji == .upTo14 && xterm.unknownEmoji == .oneCell)
    #expect(xterm.variationSelector16 == .addsNothing && xterm.skinTones == .separate)
    let tmux = try #require(CellWidthsDetection.model(answering: RecordedAnswers.tmux).0)
    #expect(tmux.zwjSequences == .firstPart && tmux.unknownEmoji == .noCell)
    let mlterm = try #require(CellWidthsDetection.model(answering: RecordedAnswers.mlterm).0)
    #expect(mlterm.zwjSequences == .joinerIsCell && mlterm.lamAlef == .oneCell)
    #expect(mlterm.spacingMarks == .addsNothing && mlterm.knownEmoji == .upTo12)
    let kitty = try #require(CellWidthsDetection.model(answering: RecordedAnswers.kitty).0)
    #expect(kitty.variationSelector16 == .widens && kitty.skinTones == .joined)
    #expect(kitty.zwjSequences == .sumOfParts && kitty.keycaps == .wide)
    #expect(kitty.hangulJamo == .addsItsWidth && kitty.thaiLaoAM == .addsItsWidth)
    #expect(kitty.viramaConjuncts == .eachConsonant && kitty.softHyphen == .hidden)
    let sakura = try #require(CellWidthsDetection.model(answering: RecordedAnswers.sakura).0)
    #expect(sakura.widthTable == .unicode && sakura.knownEmoji == .all)
  }

  @Test("mode 2027 set means clusters; too few answers mean no model")
  func modeAndShortAnswers() {
    #expect(
      CellWidthsDetection.model(answering: TerminalAnswers(columns: [], mode2027: 3)).0 == .clusters
    )
    let (model, reason) = CellWidthsDetection.model(answering: TerminalAnswers(columns: [1, 4]))
    #expect(model == nil)
    #expect(reason.contains("answers are 2, not \(CellWidthsDetection.probeClusters.count)"))
  }

  @Test("answers no model predicts are said to be so")
  func unpredictableAnswers() {
    let columns = Array(repeating: 7, count: CellWidthsDetection.probeClusters.count)
    let (model, reason) = CellWidthsDetection.model(answering: TerminalAnswers(columns: columns))
    #expect(model == nil)
    #expect(reason.contains("no model predicts the terminal's answers"))
  }

  @Test("each terminal's hint, without an answer, predicts what that terminal answers")
  func hintsMatchTheTerminals() throws {
    for (name, answers, environment) in RecordedAnswers.all {
      let (model, _) = try #require(CellWidthsDetection.hinted(by: environment), "\(name)")
      #expect(
        CellWidthsDetection.predicted(answers.columns, by: model)
          == CellWidthsDetection.probeClusters.count, "\(name): \(model.text)")
    }
  }

  @Test("a probed run saves the model; a piped run in the same terminal uses it")
  func cacheCarriesTheModel() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cell-widths-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let environment = ["XDG_CACHE_HOME": directory.path, "TERM": "xterm-kitty", "COLUMNS": "80"]
    let arguments = ["layout", "--title", "Tip 👍🏽", "--amount", "-1 €", "--width", "16"]
    let output = MemorySink()
    let errors = MemorySink()
    var io = CommandIO(
      input: .bytes([]), output: output, errors: errors, environment: environment,
      outputIsTerminal: true, currentDirectory: packageDirectory)
    // A terminal that says nothing hinted: answers as xterm does.
    io.environment["TERM"] = "dumb"
    io.terminalProbe = { _ in RecordedAnswers.xterm }
    #expect(AdaptiveRowsTool.run(arguments + ["--verbose"], io: io) == 0)
    let file = try #require(CellWidthsCache(environment: io.environment)?.file)
    #expect(errors.text.contains("cell-width cache: \(file)"))
    #expect(FileManager.default.fileExists(atPath: file))
    var piped = io
    piped.outputIsTerminal = false
    piped.terminalProbe = nil
    let pipedErrors = MemorySink()
    piped.errors = pipedErrors
    #expect(AdaptiveRowsTool.run(arguments + ["--verbose"], io: piped) == 0)
    #expect(pipedErrors.text.contains("the cache of this terminal's answers (XTerm(379))"))
    #expect(pipedErrors.text.contains("known-emoji=14.0"))
    // --cell-widths still wins over the cache.
    let forced = MemorySink()
    piped.errors = forced
    _ = AdaptiveRowsTool.run(arguments + ["--verbose", "--cell-widths", "clusters"], io: piped)
    #expect(forced.text.contains("cell widths: clusters (--cell-widths clusters)"))
  }

  @Test("the cache names a terminal only by a version of the terminal that draws")
  func cacheTerminalNames() {
    let cases: [([String: String], String?)] = [
      (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5.0"], "iTerm.app 3.5.0"),
      (["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"], "XTerm(379)"),
      (["TERM": "xterm-256color", "VTE_VERSION": "7006"], "VTE 7006"),
      (["TERM": "xterm-256color"], nil),
      (["TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": ""], nil),
      // tmux names itself; the outer terminal's variables, passed down, do not count.
      (
        [
          "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a",
          "XTERM_VERSION": "XTerm(379)",
        ], "tmux 3.3a"
      ),
      (["TMUX": "/tmp/tmux-0/default,1,0", "XTERM_VERSION": "XTerm(379)"], nil),
      (["STY": "1.pts-0", "TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5.0"], nil),
    ]
    for (environment, expected) in cases {
      #expect(CellWidthsCache.terminal(in: environment) == expected, "\(environment)")
    }
  }

  @Test("the cache file is named by the variables' values joined by _, other characters as _")
  func cacheFileNames() throws {
    let home = ["HOME": "/home/u"]
    let cases: [([String: String], String)] = [
      // Docs/Text.md's example: xterm, then its version.
      (["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"], "xterm_XTerm_379_"),
      // The file's order, not the environment's; an empty value is left out.
      (
        ["VTE_VERSION": "7006", "TERM": "xterm-256color", "TERM_PROGRAM_VERSION": ""],
        "xterm-256color_7006"
      ),
      (["TERM_PROGRAM": "Tërm/1 ☃", "TERM_PROGRAM_VERSION": "2.0"], "T_rm_1___2.0"),
    ]
    for (environment, name) in cases {
      let cache = try #require(CellWidthsCache(environment: environment.merging(home) { $1 }))
      #expect(cache.file == "/home/u/.cache/adaptive-rows/cell-widths/" + name, "\(environment)")
    }
    let long = try #require(
      CellWidthsCache(environment: ["HOME": "/h", "TERM": String(repeating: "ab", count: 150)]))
    #expect(
      long.file == "/h/.cache/adaptive-rows/cell-widths/" + String(repeating: "ab", count: 100))
  }

  @Test("--cell-widths takes a preset with settings, and names a wrong one")
  func optionText() {
    let option = CellWidthsOption(argument: "code-points,zwj-sequences=joiner-is-cell")
    #expect(option?.model?.zwjSequences == .joinerIsCell)
    #expect(option?.model?.widthTable == .glibc)
    #expect(CellWidthsOption(argument: "code-points,zwj=3") == nil)
    let result = run(["layout", "--title", "a", "--amount", "1", "--cell-widths", "zwj=3"])
    #expect(result.status == 64)
    #expect(result.errors.contains("--cell-widths: unknown setting \"zwj\": expected one of vs16,"))
  }
}
