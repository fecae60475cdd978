import Foundation
import Testing

/// Messages that point the right way: each names what went wrong and what to do about it.
@Suite("adaptive-rows: messages that point the right way")
struct CLIMessageTests {
  private let stopped = "adaptive-rows: error: stopped at line 1 after 0 rows\n"

  @Test("a JSON array is no JSON Lines, and says so rather than suggesting CSV or --skip-invalid")
  func jsonArray() {
    let result = run(
      ["format", "--width", "20"], input: #"[{"title": "Tea", "amount": "1"}]"# + "\n")
    #expect(result.status == 65)
    #expect(
      result.errors
        == "adaptive-rows: error: line 1: expected a JSON object, found an array (JSON Lines needs"
        + " one object per line)\n" + stopped)
  }

  @Test("pretty-printed JSON, an object or an array, is no JSON Lines, and says so")
  func prettyPrinted() {
    let object = run(
      ["format", "--width", "20"], input: "{\n  \"title\": \"Tea\",\n  \"amount\": \"1\"\n}\n")
    #expect(object.status == 65)
    #expect(
      object.errors
        == "adaptive-rows: error: line 1: malformed JSON at column 2: expected a string key, found"
        + " end of line (JSON Lines needs one object per line)\n" + stopped)
    let array = run(
      ["format", "--width", "20", "--input-format", "jsonl"],
      input: "[\n  {\"title\": \"Tea\", \"amount\": \"1\"}\n]\n")
    #expect(
      array.errors
        == "adaptive-rows: error: line 1: malformed JSON at column 2: expected a value, found end"
        + " of line (JSON Lines needs one object per line)\n" + stopped)
  }

  @Test("pretty-printed JSON opening with white space or with [ { is no JSON Lines either")
  func prettyPrintedWithSpaces() {
    for opening in ["  {  ", "[ {", "\t[\t{ "] {
      let result = run(
        ["format", "--width", "20"],
        input: opening + "\n  \"title\": \"Tea\",\n  \"amount\": \"1\"\n}\n")
      #expect(result.status == 65)
      #expect(
        result.errors.hasSuffix("(JSON Lines needs one object per line)\n" + stopped),
        "\(opening.debugDescription): \(result.errors)")
    }
  }

  @Test(
    "a literal cut off by the end of the line says found end of line",
    arguments: ["tru", "n", "fals"])
  func cutOffLiteral(literal: String) {
    let line = #"{"title": "Tea", "amount": "1", "x": "# + literal
    let result = run(
      ["format", "--width", "20"], input: #"{"title": "Cake", "amount": "2"}"# + "\n" + line)
    let expected = ["t": "true", "n": "null", "f": "false"][String(literal.prefix(1))] ?? ""
    #expect(
      result.errors
        == "adaptive-rows: error: line 2: malformed JSON at column \(line.utf8.count + 1): expected"
        + " \(expected), found end of line\n"
        + "adaptive-rows: error: stopped at line 2 after 1 row: an invalid line ends the"
        + " list without --skip-invalid\n")
  }

  @Test("a first line cut off after its opening is a line cut short, not pretty-printed JSON")
  func firstLineCutOff() {
    let line = #"{"title": "Tea", "amount": tru"#
    let result = run(["format", "--width", "20"], input: line + "\n")
    #expect(
      result.errors
        == "adaptive-rows: error: line 1: malformed JSON at column \(line.utf8.count + 1): expected"
        + " true, found end of line\n"
        + "adaptive-rows: error: stopped at line 1 after 0 rows: an invalid line ends the"
        + " list without --skip-invalid\n")
  }

  @Test("a CSV header read as JSON Lines suggests --input-format csv, and not --skip-invalid")
  func csvReadAsJSONLines() {
    let result = run(["format", "--width", "20"], input: "title,amount\nTea,1\n")
    #expect(
      result.errors
        == "adaptive-rows: error: line 1: malformed JSON at column 2: expected true, found"
        + " character 'i' (if the input is CSV with a header row, add --input-format csv)\n"
        + stopped)
    // Not for a JSON line that is merely wrong after line 1.
    let later = run(
      ["format", "--width", "20"], input: "{\"title\": \"A\", \"amount\": \"1\"}\nx\n")
    #expect(later.status == 65)
    #expect(!later.errors.contains("--input-format csv"))
  }

  @Test("JSON Lines read as CSV suggests --input-format jsonl")
  func jsonLinesReadAsCSV() {
    let result = run(
      ["format", "--width", "20", "--input-format", "csv"],
      input: #"{"title": "Tea", "amount": "1"}"# + "\n")
    #expect(result.status == 65)
    #expect(
      result.errors
        == "adaptive-rows: error: line 1: invalid CSV header: the first line is a JSON object, not"
        + " a header row (if the input is JSON Lines, use --input-format jsonl)\n" + stopped)
  }

  @Test(
    "a semicolon- or tab-separated CSV is read by its header's delimiter", arguments: [";", "\t"])
  func sniffedDelimiter(delimiter: String) {
    let input =
      ["title", "amount", "currency"].joined(separator: delimiter) + "\n"
      + ["Tea, green", "-3.50", "EUR"].joined(separator: delimiter) + "\n"
    let result = run(["format", "--width", "24", "--input-format", "csv"], input: input)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "Tea, green        -€3.50\n")
  }

  @Test("--csv-delimiter forces the delimiter; a header without title and amount is quoted")
  func forcedDelimiter() {
    let input = "title;amount\nTea;1\n"
    let comma = run(
      ["format", "--width", "20", "--input-format", "csv", "--csv-delimiter", "comma"],
      input: input)
    #expect(comma.status == 65)
    #expect(
      comma.errors
        == "adaptive-rows: error: line 1: invalid CSV header: no \"title\" column in the header"
        + " \"title;amount\"\n" + stopped)
    let semicolon = run(
      ["format", "--width", "20", "--input-format", "csv", "--csv-delimiter", ";"], input: input)
    #expect(semicolon.output == "Tea                1\n")
    let unknown = run(
      ["format", "--width", "20", "--input-format", "csv"], input: "name|value\nTea|1\n")
    #expect(
      unknown.errors
        == "adaptive-rows: error: line 1: invalid CSV header: no \"title\" column in the header"
        + " \"name|value\"\n" + stopped)
  }

  @Test("--skip-invalid is suggested after an invalid row, where going on reads more")
  func skipInvalidWhereItHelps() {
    let result = run(
      ["format", "--width", "20"],
      input: #"{"title": "Tea", "amount": "1"}"# + "\n" + #"{"title": "Cake"}"# + "\n")
    #expect(
      result.errors
        == "adaptive-rows: error: line 2: missing field \"amount\"\n"
        + "adaptive-rows: error: stopped at line 2 after 1 row: an invalid line ends the"
        + " list without --skip-invalid\n")
  }

  @Test(
    "a mistyped option is named as one, with the option it is closest to, never taken for a file")
  func mistypedOption() {
    let colour = run(["preview", "--colour", "never"])
    #expect(colour.status == 64)
    #expect(
      colour.errors
        == "adaptive-rows: error: unknown option '--colour' (did you mean --color?)\n"
        + "Usage: adaptive-rows preview [<options>] [<file> | --title <title> --amount <amount>]\n"
        + "  See 'adaptive-rows preview --help' for more information.\n")
    let width = run(["layout", "--title", "Tea", "--amount", "1", "--widht", "20"])
    #expect(width.status == 64)
    #expect(
      width.errors.hasPrefix(
        "adaptive-rows: error: unknown option '--widht' (did you mean --width?)\n"))
    // A value that looks like an option is the value of the option before it.
    let title = run(["layout", "--title", "--widht", "--amount", "1", "--width", "20"])
    #expect(title.status == 0, "\(title.errors)")
  }

  @Test("a mistyped command is named as one, with the command it is closest to")
  func mistypedCommand() {
    let close = run(["frmat", "rows.jsonl"])
    #expect(close.status == 64)
    #expect(
      close.errors == "adaptive-rows: error: unknown command \"frmat\": did you mean format?\n")
    let far = run(["tabulate"])
    #expect(
      far.errors
        == "adaptive-rows: error: unknown command \"tabulate\": expected one of preview, layout,"
        + " breakpoints, format\n")
  }
}

/// No silent waits: a command that reads rows never waits on a terminal without saying how.
@Suite("adaptive-rows: a terminal on standard input")
struct CLITerminalInputTests {
  /// Runs the built tool with `arguments`, a pseudo-terminal on its standard input (python3's
  /// `pty`), and gives up after 10 seconds, as a wait would.
  private func runOnTerminal(_ arguments: [String]) throws -> ProcessResult {
    let script = """
      import os, subprocess, sys
      main, terminal = os.openpty()
      try:
          result = subprocess.run(sys.argv[1:], stdin=terminal, capture_output=True, timeout=10)
      except subprocess.TimeoutExpired:
          sys.stderr.write("waited\\n")
          sys.exit(124)
      sys.stdout.buffer.write(result.stdout)
      sys.stderr.buffer.write(result.stderr)
      sys.exit(result.returncode)
      """
    return try runShell(
      #"script="$1"; shift; exec python3 -c "$script" "$0" "$@""#, arguments: [script] + arguments)
  }

  @Test("format with a terminal on standard input and no file says how to give it rows (64)")
  func formatSaysHow() throws {
    let result = try runOnTerminal(["format", "--width", "20"])
    #expect(result.status == 64, "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "adaptive-rows: error: no rows to read: name a JSON Lines or CSV file (adaptive-rows"
        + " format rows.jsonl), pipe rows in (adaptive-rows format < rows.jsonl), or give - to type"
        + " them, one JSON object a line, ending with Ctrl-D\n")
  }

  @Test("preview with a terminal on standard input previews its sample")
  func previewFallsBack() throws {
    let result = try runOnTerminal(["preview", "--widths", "20"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("│Coffee"))
  }
}

/// `format` reads several files as one list, naming each line's file.
@Suite("adaptive-rows format: several files")
struct CLISeveralFilesTests {
  private let tea = #"{"title": "Tea", "amount": "1"}"# + "\n"
  private let cake = #"{"title": "Cake"}"# + "\n"

  /// Writes `files` (name and text) to a new directory; its URL.
  private func directory(_ files: [(String, String)]) throws -> URL {
    let directory = try temporaryDirectory()
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    return directory
  }

  @Test("the files' rows come in order, as one list, each file read in its own format")
  func oneList() throws {
    let files = try directory([("a.jsonl", tea), ("b.csv", "title,amount\nRent,9\n")])
    defer { try? FileManager.default.removeItem(at: files) }
    for threads in ["1", "2"] {
      let result = run([
        "format", "--width", "12", "--separator", "blank", "--threads", threads,
        files.appendingPathComponent("a.jsonl").path, files.appendingPathComponent("b.csv").path,
      ])
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output == "Tea        1\n\nRent       9\n")
    }
  }

  @Test("an invalid line names its file; it stops the list, the files after it unread")
  func messagesNameTheFile() throws {
    let files = try directory([("a.jsonl", tea), ("b.jsonl", tea + cake), ("c.jsonl", tea)])
    defer { try? FileManager.default.removeItem(at: files) }
    let paths = ["a", "b", "c"].map { files.appendingPathComponent("\($0).jsonl").path }
    let result = run(["format", "--width", "12"] + paths)
    #expect(result.status == 65)
    #expect(result.output == "Tea        1\n────────────\nTea        1\n")
    #expect(
      result.errors
        == "adaptive-rows: error: line 2 of \(quoted(paths[1])): missing field \"amount\"\n"
        + "adaptive-rows: error: stopped at line 2 of \(quoted(paths[1])) after 2 rows:"
        + " an invalid line ends the list without --skip-invalid\n")
    let skipped = run(["format", "--width", "12", "--skip-invalid"] + paths)
    #expect(skipped.output.components(separatedBy: "Tea").count == 4)
    #expect(
      skipped.errors
        == "adaptive-rows: error: skipped line 2 of \(quoted(paths[1])): missing field \"amount\"\n"
        + "adaptive-rows: error: 3 rows written, 1 invalid line skipped\n")
  }

  @Test("JSON Lines objects name their file when several are read")
  func jsonNamesTheFile() throws {
    let files = try directory([("a.jsonl", tea), ("b.jsonl", cake)])
    defer { try? FileManager.default.removeItem(at: files) }
    let paths = ["a", "b"].map { files.appendingPathComponent("\($0).jsonl").path }
    let result = run(
      ["format", "--width", "12", "--format", "jsonl", "--errors", "json", "--skip-invalid"]
        + paths)
    let objects = try result.output.split(separator: "\n").map { try jsonObject($0) }
    #expect(objects.map { $0["file"] as? String } == paths)
    #expect(objects.map { $0["line"] as? Int } == [1, 1])
    #expect(objects[1]["error"] != nil)
  }

  @Test("preview reads one file")
  func previewReadsOne() {
    let result = run(["preview", "Samples/wallet.jsonl", "Samples/wallet.jsonl"])
    #expect(result.status == 64)
    #expect(
      result.errors.hasPrefix(
        "adaptive-rows: error: preview reads one file (format reads several)\n"))
  }

  /// `text` quoted as messages quote a file name: cut after 60 characters, in JSON's quotes
  /// (Foundation's JSON writer).
  private func quoted(_ text: String) -> String {
    let cut = text.count > 60 ? String(text.prefix(60)) : text
    let data = try? JSONSerialization.data(
      withJSONObject: [cut], options: [.withoutEscapingSlashes])
    let array = String(decoding: data ?? Data(), as: UTF8.self)
    return String(array.dropFirst().dropLast())
  }
}

/// `format --color`, as preview's: the rule between rows dimmed (SGR 2, ECMA-48's faint).
@Suite("adaptive-rows format --color")
struct CLIFormatColorTests {
  private let rows =
    #"{"title": "Tea", "amount": "1"}"# + "\n" + #"{"title": "Pie", "amount": "2"}"# + "\n"
  private let dimmedRule = "\u{1B}[2m" + String(repeating: "─", count: 12) + "\u{1B}[0m"

  @Test("--color always dims the rule between rows, on one thread or several")
  func always() {
    for threads in ["1", "2"] {
      let result = run(
        ["format", "--width", "12", "--color", "always", "--threads", threads], input: rows)
      #expect(result.status == 0)
      #expect(result.output == "Tea        1\n\(dimmedRule)\nPie        2\n")
    }
  }

  @Test("auto colours a terminal only, and not with NO_COLOR; never never does")
  func autoAndNever() {
    let plain = "Tea        1\n" + String(repeating: "─", count: 12) + "\nPie        2\n"
    #expect(run(["format", "--width", "12"], input: rows).output == plain)
    let terminal = run(
      ["format", "--width", "12"], input: Array(rows.utf8), environment: [:], terminal: true)
    #expect(terminal.output == "Tea        1\n\(dimmedRule)\nPie        2\n")
    let noColor = run(
      ["format", "--width", "12"], input: Array(rows.utf8), environment: ["NO_COLOR": "1"],
      terminal: true)
    #expect(noColor.output == plain)
    let never = run(
      ["format", "--width", "12", "--color", "never"], input: Array(rows.utf8), environment: [:],
      terminal: true)
    #expect(never.output == plain)
    // JSON Lines has no colour to give.
    let json = run(
      ["format", "--width", "12", "--format", "jsonl", "--color", "always"], input: rows)
    #expect(!json.output.contains("\u{1B}"))
  }
}
