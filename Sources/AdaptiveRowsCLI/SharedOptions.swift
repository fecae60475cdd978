import AdaptiveAmountRow
import ArgumentParser
import FontMeasurement
import Foundation
import TextMeasurement
import WalletEntries
import WalletList

/// Options every command shares: how text is measured and broken.
struct LayoutOptions: ParsableArguments {
  @Option(
    name: .customLong("measurer"),
    help: ArgumentHelp(
      "How text is measured: terminal (cells), fixed (one unit per character), font@SIZE (the"
        + " default font, DejaVu Sans, at SIZE points) or font:PATH@SIZE (a font file); with a"
        + " font, widths and sizes are in points.",
      valueName: "measurer"))
  var measurer = "terminal"

  @Option(
    name: .customLong("font-fallback"),
    help: ArgumentHelp(
      "Font files tried in order, after the font of a font measurer, for characters it lacks;"
        + " fonts found by fontconfig come after them.",
      valueName: "path,..."))
  var fontFallback: String?

  @Flag(
    name: .customLong("ambiguous-wide"),
    help: "Count East Asian ambiguous characters as two cells (CJK terminals).")
  var ambiguousWide = false

  @Option(
    name: .customLong("locale"),
    help: "The locale of amounts and line breaking (en_US, de_DE, ja_JP, ...).")
  var locale = LayoutOptions.defaultLocale

  /// The locale when `--locale` is not given, one Foundation knows.
  static let defaultLocale = "en_US"

  @Option(
    name: .customLong("line-break"),
    help: "Line-break strictness for Japanese and Chinese: strict, normal or loose.")
  var lineBreak: LineBreakOption?

  @Flag(
    name: .customLong("keep-all"),
    help:
      "Korean keep-all: break Korean text at spaces only (the standard line-break strategy does already)."
  )
  var keepAll = false

  @Option(name: .customLong("line-break-strategy"), help: LineBreakStrategyOption.help)
  var lineBreakStrategy: LineBreakStrategyOption = .standard

  @Option(
    name: .customLong("cell-widths"),
    help: ArgumentHelp(
      "How the terminal counts cells: a preset, clusters (whole grapheme clusters),"
        + " code-points (each code point as wcwidth counts it) or code-points-zwj (tmux), then"
        + " settings name=value (Docs/Text.md), separated by commas; or auto: the cache of a"
        + " terminal named with its version (TERM_PROGRAM_VERSION, XTERM_VERSION, VTE_VERSION),"
        + " else ask the terminal, else the cache of its last answers, else go by TMUX, TERM and"
        + " TERM_PROGRAM, else code points; or probe: as auto, but ask even when the cache"
        + " knows. The terminal is not asked when standard output is not a terminal, or CI or"
        + " ADAPTIVE_ROWS_NO_PROBE is set.",
      valueName: "model"), transform: CellWidthsOption.parse)
  var cellWidths: CellWidthsOption = .auto

  @Flag(
    name: .customLong("verbose"), help: "Say on standard error which cell widths are used, and why."
  )
  var verbose = false

  /// The measurer, parsed (``validate()`` has checked it).
  var measurerSpec: MeasurerSpec { (try? MeasurerSpec.parse(measurer)) ?? .terminal }

  /// List options at `width` with these settings.
  func listOptions(width: Double, policy: PolicyOption = .perRow) -> ListFormatterOptions {
    var options = ListFormatterOptions(
      width: width, measurer: measurerSpec.kind,
      ambiguousIsWide: ambiguousWide, locale: locale,
      lineBreakStrictness: lineBreak.flatMap { LineBreakStrictness(rawValue: $0.rawValue) },
      keepAll: keepAll, policy: policy == .uniform ? .uniform : .perRow)
    options.lineBreakStrategy = lineBreakStrategy.strategy
    return options
  }

  /// These settings with the font of a `font` measurer loaded, paths read from the command's
  /// directory; a font that cannot be loaded is reported (66 for a file that cannot be read,
  /// 65 for one that is not a font).
  func measuring(io: CommandIO) throws -> MeasuringOptions {
    let font: FontMeasurer?
    let fallbacks = MeasurerSpec.fallbackPaths(fontFallback)
    do {
      font = try measurerSpec.fontMeasurer(relativeTo: io.currentDirectory, fallbacks: fallbacks)
    } catch {
      let option = MeasurerSpec.option(
        of: error, fallbacks: fallbacks, relativeTo: io.currentDirectory)
      try io.reportError("\(option): \(error.description)")
      throw ReportedFailure(status: error.exitStatus.rawValue)
    }
    var cellWidths = CellWidthModel.clusters
    if measurerSpec.kind == .terminal, font == nil {
      let choice = CellWidthsDetection.choose(self.cellWidths, io: io)
      cellWidths = choice.model
      cellWidths.ambiguousIsWide = cellWidths.ambiguousIsWide || ambiguousWide
      if verbose { try io.errors.write(choice.verboseReport) }
    }
    return MeasuringOptions(options: self, font: font, cellWidths: cellWidths)
  }

  func validate() throws {
    do {
      _ = try MeasurerSpec.parse(measurer)
    } catch {
      throw ValidationError(error.message)
    }
    if fontFallback != nil, measurerSpec.drawsCells {
      throw ValidationError(
        "--font-fallback goes with a font measurer (--measurer font@SIZE); \(measurer) measures"
          + " no font")
    }
    guard !locale.isEmpty,
      locale.unicodeScalars.allSatisfy({
        $0.isASCII && !$0.properties.isWhitespace && $0.value >= 0x20 && $0.value != 0x7F
      })
    else {
      throw ValidationError(
        "invalid locale \(quotedForMessage(locale)): expected an identifier such as en_US")
    }
    // The default needs no check (a test holds it to Foundation's locales), and listing
    // those locales is most of what checking one costs.
    if locale != Self.defaultLocale, let unknown = LocaleCheck.problem(locale) {
      throw ValidationError(unknown)
    }
  }
}

/// `text` quoted with controls escaped, for messages.
func quotedForMessage(_ text: String) -> String {
  JSONWriter.string(String(text.prefix(60)))
}

/// Checks a width from the command line.
func validateWidth(_ width: Double, drawsCells: Bool, option: String = "--width") throws {
  do {
    try ListFormatterOptions.validate(width: width, inCells: drawsCells)
  } catch {
    throw ValidationError("\(option): \(error.message)")
  }
}

/// A single row given on the command line.
struct RowArguments: ParsableArguments {
  @Option(name: .customLong("title"), parsing: .unconditional, help: "The row's title.")
  var title: String?

  @Option(
    name: .customLong("amount"),
    parsing: .unconditional,
    help: ArgumentHelp(
      "The row's amount: shown as given, or CURRENCY:VALUE (EUR:12.5) formatted for the locale."
    ))
  var amount: String?

  @Option(
    name: .customLong("subtitle"), parsing: .unconditional,
    help: "A second line below the row (a date, a note).")
  var subtitle: String?

  /// The entry, or nil when no title was given.
  func entry() throws -> WalletEntry? {
    guard let title else {
      if amount != nil { throw ValidationError("--amount needs a --title") }
      if subtitle != nil { throw ValidationError("--subtitle needs a --title") }
      return nil
    }
    guard let amount else { throw ValidationError("--title needs an --amount") }
    do {
      return try WalletEntry.validated(
        title: title, amount: Amount(text: amount), subtitle: subtitle)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// Reading entries from a file or standard input.
struct InputArguments: ParsableArguments {
  @Argument(
    help: "JSON Lines or CSV files, read one after the other; - or nothing for standard input.")
  var files: [String] = []

  @Option(
    name: .customLong("input-format"),
    help: "The input's format; by default csv for a .csv file, else jsonl.")
  var inputFormat: InputFormatOption?

  @Option(
    name: .customLong("csv-delimiter"),
    help: ArgumentHelp(
      "The delimiter between CSV fields: comma, semicolon or tab (also , ; or a tab); by"
        + " default the one with which the header row names title and amount.",
      valueName: "delimiter"))
  var csvDelimiter: CSVDelimiterOption?

  @Flag(
    name: .customLong("skip-invalid"),
    help: "Report invalid lines on standard error and go on, instead of stopping.")
  var skipInvalid = false

  /// `skipInvalid`'s name on the command line, as messages name it.
  static let skipInvalidOption = "--skip-invalid"

  @Flag(
    name: .customLong("strict"),
    help:
      "Reject a title or subtitle with a control or bidi control character as an invalid line; by default it is shown safely (as U+FFFD, or removed) with a warning. format also reports a row wider than the width as an error."
  )
  var strict = false

  /// The readers' options: strict about controls in titles with `--strict`.
  var readerOptions: EntryReaderOptions {
    EntryReaderOptions(rejectsControlsInText: strict, csvDelimiter: csvDelimiter?.delimiter)
  }

  /// The inputs to read, in order: each file named, or standard input.
  var inputs: [RowInput] {
    guard !files.isEmpty else { return [RowInput(options: self, file: nil, named: false)] }
    return files.map { RowInput(options: self, file: $0, named: files.count > 1) }
  }

  /// The first input (a command that reads one checks that no more are named).
  var first: RowInput { inputs[0] }

  /// Warns that the inputs hold no rows (empty, or blank lines only), JSON Lines and CSV
  /// alike (a CSV input without even a header row has none).
  func reportNoRows(io: CommandIO) throws(OutputFailure) {
    let names =
      files.isEmpty || files == ["-"]
      ? "standard input" : files.map(quotedForMessage).joined(separator: ", ")
    try io.reportWarning("no rows in \(names)")
  }
}

/// One input of a command, a file or standard input, read with the command's input options.
struct RowInput {
  /// The input options.
  let options: InputArguments
  /// The file, nil or `-` for standard input.
  let file: String?
  /// Whether messages name the file with its line numbers (when there are several).
  let named: Bool

  /// Where line `line` of this input is, in messages: `line 3`, or `line 3 of "b.jsonl"`
  /// when several inputs are read.
  func place(_ line: Int) -> String {
    named ? "line \(line) of \(quotedForMessage(file ?? "-"))" : "line \(line)"
  }

  var format: EntryFormat {
    if let inputFormat = options.inputFormat { return inputFormat == .csv ? .csv : .jsonLines }
    return file?.lowercased().hasSuffix(".csv") == true ? .csv : .jsonLines
  }

  var readsStandardInput: Bool { file == nil || file == "-" }

  /// The reader of the input; a file that cannot be opened is reported (exit 66). With no
  /// file named and a terminal on standard input, nothing is read: a usage error says how to
  /// give `command` rows (`-` reads the terminal all the same).
  func reader(io: CommandIO, command: String) throws -> EntryReader {
    if file == nil, io.inputIsTerminal {
      throw UsageError(
        "no rows to read: name a JSON Lines or CSV file (adaptive-rows \(command) rows.jsonl),"
          + " pipe rows in (adaptive-rows \(command) < rows.jsonl), or give - to type them,"
          + " one JSON object a line, ending with Ctrl-D")
    }
    guard let file, file != "-" else {
      switch io.input {
      case .fileHandle(let handle):
        return EntryReader(fileHandle: handle, format: format, options: options.readerOptions)
      case .bytes(let bytes):
        return EntryReader(chunks: [bytes], format: format, options: options.readerOptions)
      }
    }
    let url = URL(fileURLWithPath: file, relativeTo: io.currentDirectory)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    let handle: FileHandle
    do {
      guard exists else { throw CocoaError(.fileNoSuchFile) }
      guard !isDirectory.boolValue else { throw POSIXError(.EISDIR) }
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      let reason = exists ? readErrorDescription(error) : "no such file"
      try io.reportError("cannot open \(quotedForMessage(file)): \(reason)")
      throw ReportedFailure(status: ExitStatus.noInput.rawValue)
    }
    return EntryReader(fileHandle: handle, format: format, options: options.readerOptions)
  }

  /// `error` of the record on `line` as the tool reports it: its message, and a hint when the
  /// error says the input has another shape than the one it is read as (``hint(for:line:)``).
  func message(for error: EntryError, line: Int) -> String {
    guard let hint = hint(for: error, line: line) else { return error.description }
    return "\(error.description) (\(hint))"
  }

  /// What to do when `error` of the record on `line` says the input is not in the format it
  /// is read as: a JSON array, or a first line whose JSON goes on past it (pretty-printed), is
  /// no JSON Lines; a first line that is not JSON, read as JSON Lines by guess, may be a CSV
  /// header; a CSV header that is a JSON object is JSON Lines. Nil for an error in the data.
  func hint(for error: EntryError, line: Int) -> String? {
    let oneObjectPerLine = "JSON Lines needs one object per line"
    switch (format, error) {
    case (.jsonLines, .notAnObject(let found)) where found == "an array":
      return oneObjectPerLine
    case (.jsonLines, .malformedJSON(_, _, goesOnPastLine: true)) where line == 1:
      // A first line that holds only the opening of a value (`{`, `[`, `[{`) and ends there:
      // pretty-printed JSON.
      return oneObjectPerLine
    case (.jsonLines, .malformedJSON(_, let problem, _))
    where problem.hasSuffix("found end of line"):
      // A line cut off (a literal, a string) is a line cut short.
      return nil
    case (.jsonLines, .malformedJSON), (.jsonLines, .notAnObject):
      guard options.inputFormat == nil, line == 1 else { return nil }
      return "if the input is CSV with a header row, add --input-format csv"
    case (.csv, .invalidHeader(problem: EntryError.jsonObjectHeader)):
      return "if the input is JSON Lines, use --input-format jsonl"
    default:
      return nil
    }
  }

  /// Whether going on after `error` can read more rows: not when the input is in another
  /// format than it is read as (``hint(for:line:)``), when the CSV header is unusable (no
  /// record after it can be read) or when reading failed (nothing comes after it).
  func skippingHelps(after error: EntryError, line: Int) -> Bool {
    switch error {
    case .invalidHeader, .noUsableHeader, .readFailed: return false
    default: return hint(for: error, line: line) == nil
    }
  }

  /// Writes `warnings` of the record on `line` to standard error, one line each:
  /// `adaptive-rows: warning: line 3: title: control character U+001B at position 5 is shown
  /// as U+FFFD`.
  func report(_ warnings: [EntryWarning], line: Int, io: CommandIO) throws(OutputFailure) {
    for warning in warnings {
      try io.reportWarning("\(place(line)): \(warning.description)")
    }
  }

  /// Reports `overflow` of the row on `line` (nil for a row given on the command line), a row
  /// written whole since an amount is never cut: a warning, or with `asError` an error in the
  /// same words. In words on standard error, after what was written before it
  /// (`adaptive-rows: warning: line 2: the row is 4 cells wider than the width of 8: the
  /// amount alone is 11 cells wide`), or given `inline`, as the `rowOverflow` object `inline`
  /// writes among the answers (`--errors json`), with its words when it is an error.
  func report(
    _ overflow: RowOverflow, line: Int?, asError: Bool, io: CommandIO,
    inline: ((_ json: String, _ error: String?) throws -> Void)? = nil
  ) throws {
    if let inline, let line {
      try inline(
        overflow.jsonText(atLine: line, asError: asError),
        asError ? "line \(line): \(overflow)" : nil)
      return
    }
    try io.output.flush()
    let message = (line.map { "\(place($0)): " } ?? "") + "\(overflow)"
    try asError ? io.reportError(message) : io.reportWarning(message)
  }

  /// Writes the error of the record on `line` to standard error: `adaptive-rows: error: line
  /// 3: missing field "amount"`, `skipped line 3: ...` when the command goes on after it
  /// (`skipped`), with the file named when several are read (``place(_:)``).
  func report(_ error: EntryError, line: Int, skipped: Bool, io: CommandIO)
    throws(OutputFailure)
  {
    try io.reportError(
      "\(skipped ? "skipped " : "")\(place(line)): \(message(for: error, line: line))")
  }
}
