import ArgumentParser
import Foundation
import LayoutEngine
import WalletEntries
import WalletList

/// How `format` reports invalid lines and warnings.
enum ErrorsOption: String, NamedChoice {
  case text, json
}

/// The separator between rows, as the command line names it.
enum SeparatorOption: String, NamedChoice {
  case rule, blank, none
}

/// `adaptive-rows format`: the wallet list formatter.
struct FormatCommand: ParsableCommand, IOCommand {
  static let configuration = CommandConfiguration(
    commandName: "format", abstract: "Format a list of wallet entries at a width.",
    usage: "adaptive-rows format [<options>] [<file> ...]",
    discussion: """
      Reads JSON Lines (one entry per line) or CSV with a header row, from files (one list, \
      the files one after the other; then messages and JSON objects name each line's file) or \
      standard input, and writes one row per entry in input order, streaming. An invalid line is \
      reported on standard error with its line number; it stops the list (exit 65) unless \
      --skip-invalid is given, which reports it and goes on (the exit status is still 65). \
      A title with a control or bidi control character is shown safely, with a warning on \
      standard error (--strict rejects it instead). A row wider than the width is written \
      whole and named on standard error with by how much and why (--strict makes it an \
      error). With --format jsonl --errors json, errors and warnings are JSON objects on \
      standard output, in order among the rows: {"line": 7, "error": {"code": ..., \
      "message": ...}}; a list that stops early ends with {"line": 7, "stopped": {...}}.
      """)

  @OptionGroup var input: InputArguments
  @Option(
    name: .customLong("width"),
    parsing: .unconditional,
    help:
      "The width, in cells (1 to \(Int(ListFormatterOptions.maximumWidth))); by default the terminal's, or 80. In points with a font measurer (a fraction allowed), and then required."
  )
  var width: WidthArgument?
  @Option(
    name: .customLong("format"),
    help:
      "text; jsonl (or json): one JSON object per entry with the fields of layout (lines: drawn in cells, or with a font measurer the text lines top to bottom); svg: a picture of the rows drawn in cells."
  )
  var format: ListOutputFormat = .text
  @Option(
    name: .customLong("policy"),
    help: "per-row: each row its own mode; uniform: one mode for the whole list.")
  var policy: PolicyOption = .perRow
  @Option(
    name: .customLong("errors"),
    help:
      "text: invalid lines and warnings on standard error; json (with --format jsonl): as JSON objects on standard output, in order among the rows."
  )
  var errors: ErrorsOption = .text
  @Option(name: .customLong("separator"), help: "Between rows in text output: rule, blank or none.")
  var separator: SeparatorOption = .rule
  @Option(
    name: .customLong("color"),
    help:
      "Colour of text output (the rule between rows dimmed, as preview's frames): auto: on a terminal, never with NO_COLOR set, always with FORCE_COLOR set; always; never."
  )
  var color: ColorChoice = .auto
  @Option(
    name: .customLong("threads"),
    parsing: .unconditional,
    help: ArgumentHelp(
      "Threads to lay rows out on (1 to \(ListFormatterOptions.maximumThreads)); by default the"
        + " machine's active processors. Output is the same for any count.",
      valueName: "n"))
  var threads: Int?
  @Option(
    name: .customLong("title-cache"),
    parsing: .unconditional,
    help: ArgumentHelp(
      "How many distinct titles to keep measured: 0 (none) to"
        + " \(ListFormatterOptions.maximumTitleCacheCapacity).",
      valueName: "n"))
  var titleCache: Int = ListFormatterOptions.defaultTitleCacheCapacity
  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    if let width { try validateWidth(width.value, drawsCells: layout.measurerSpec.drawsCells) }
    if errors == .json, format != .jsonLines {
      throw ValidationError("--errors json goes with --format jsonl")
    }
    if !layout.measurerSpec.drawsCells {
      guard format.output.source == .row else {
        throw ValidationError(
          "\(format.name) output draws rows in terminal cells; with a font measurer use --format"
            + " jsonl")
      }
      guard width != nil else {
        throw ValidationError("with a font measurer, give the --width in points")
      }
    }
    if let threads {
      do {
        try ListFormatterOptions.validate(threads: threads)
      } catch {
        throw ValidationError("--threads: \(error.message)")
      }
    }
    do {
      try ListFormatterOptions.validate(titleCacheCapacity: titleCache)
    } catch {
      throw ValidationError("--title-cache: \(error.message)")
    }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    let width = self.width?.value ?? Double(min(io.columns, Int(ListFormatterOptions.maximumWidth)))
    var options = layout.listOptions(width: width, policy: policy)
    options.skipInvalid = input.skipInvalid
    options.separator = RowSeparator(rawValue: separator.rawValue) ?? .rule
    options.threads =
      threads
      ?? min(
        max(1, ProcessInfo.processInfo.activeProcessorCount), ListFormatterOptions.maximumThreads)
    options.titleCacheCapacity = titleCache
    options.output = format
    let formatter = try layout.measuring(io: io).formatter(options: options)
    var writer = format.output.listWriter(for: formatter.options)
    if format == .text, io.usesColor(color) { writer = DimmedSeparators(base: writer) }
    // The input being read: the files one after the other, as one list.
    var source = input.first
    var errors: [EntryError] = []
    var rows = 0
    var overflows = 0
    var skipped = 0
    // Each row's text is made beside its layout, on the thread that laid it out, which drops
    // the row there: only the text comes to this thread.
    let inline = self.errors == .json
    /// `json`, a JSON Lines object, with its input's file as its first member when several
    /// files are read: their line numbers then name their file, as messages do.
    func named(_ json: String) -> String {
      guard source.named, format == .jsonLines, json.hasPrefix("{") else { return json }
      return #"{"file":"# + JSONWriter.string(source.file ?? "-") + "," + json.dropFirst()
    }
    /// Writes `json` among the answers (`--errors json`): an error, with its words for people
    /// (`message`), or a warning.
    func writeInline(json: String, error message: String?) throws {
      if let message {
        try writer.writeError(message: message, json: named(json), after: rows) {
          try io.output.writeLine($0)
        }
      } else {
        try writer.writeWarning(json: named(json)) { try io.output.writeLine($0) }
      }
    }
    /// Writes one record's row, or its error, its warnings, its overflow and the list's stop.
    func write(_ record: FormattedOutput) throws {
      if inline {
        for warning in record.warnings {
          try writeInline(json: warning.jsonText(atLine: record.line), error: nil)
        }
      } else if !record.warnings.isEmpty {
        try io.output.flush()  // the rows before the warning come before it
        try source.report(record.warnings, line: record.line, io: io)
      }
      if let overflow = record.overflow {
        overflows += 1
        try source.report(
          overflow, line: record.line, asError: input.strict, io: io,
          inline: inline ? writeInline : nil)
      }
      var failure: EntryError?
      switch record.result {
      case .success(let text):
        try writer.writeRow(named(text), after: rows) { try io.output.writeLine($0) }
        rows += 1
      case .failure(let error):
        errors.append(error)
        failure = error
        if record.stop == nil { skipped += 1 }
        if inline {
          try writeInline(
            json: error.jsonText(atLine: record.line),
            error: error.diagnostic(atLine: record.line))
        } else {
          try io.output.flush()  // the rows before the error come before its message
          try source.report(error, line: record.line, skipped: record.stop == nil, io: io)
        }
      }
      guard let stop = record.stop else { return }
      // The list's own stop record, written out last: in JSON among the answers, and in
      // words on standard error whichever way errors are reported.
      if inline {
        let option = InputArguments.skipInvalidOption
        try writeInline(
          json: stop.jsonText(skipInvalidOption: option),
          error: stop.description(skipInvalidOption: option))
      }
      try io.output.flush()
      try io.reportError(stopMessage(stop, after: failure, rows: rows, source: source))
    }
    /// Writes out the rows held in the output's block when the input waits (a log followed
    /// live, rows typed at a terminal): each shows once its line is read, not once a block
    /// fills or the input ends.
    func flushIfInputWaits(_ reader: EntryReader) throws {
      if reader.inputWaits { try io.output.flush() }
    }
    try writer.writeHead { try io.output.writeLine($0) }
    for next in input.inputs {
      source = next
      let reader = try source.reader(io: io, command: "format")
      let errorsBefore = errors.count
      // Rows without warnings come joined, a run at a time, with the format's separator
      // between two; JSON rows of several files each name their file.
      if writer.separatesRowsOnly, !(source.named && format == .jsonLines) {
        let separator = writer.separator
        for run in formatter.formatOutputRuns(reader, separator: separator) {
          switch run {
          case .rows(let bytes, let count, let lineEnds):
            if rows > 0, let separator { try io.output.writeLine(separator) }
            try io.output.write(utf8: bytes, lineEnds: lineEnds)
            rows += count
          case .record(let record):
            try write(record)
          }
          try flushIfInputWaits(reader)
        }
      } else {
        for record in formatter.formatOutput(reader) {
          try write(record)
          try flushIfInputWaits(reader)
        }
      }
      // An invalid line stops the list, the files after it unread, unless --skip-invalid.
      if !options.skipInvalid && errors.count > errorsBefore { break }
    }
    try writer.writeTail { try io.output.writeLine($0) }
    try finish(
      errors: errors, rows: rows, skipped: skipped, overflows: overflows, width: width, io: io)
  }

  /// `stopped at line N after R rows: reason`, the reason in the library's words
  /// (``ListStop/Reason/message(skipInvalidOption:)``, as the JSON stop says it); an invalid
  /// line's reason, which names `--skip-invalid`, only where skipping it helps
  /// (``RowInput/skippingHelps(after:line:)``).
  private func stopMessage(
    _ stop: ListStop, after error: EntryError?, rows: Int, source: RowInput
  ) -> String {
    let stopped =
      "stopped at \(source.place(stop.line)) after \(rows) row\(rows == 1 ? "" : "s")"
    if stop.reason == .invalidLine {
      guard let error, source.skippingHelps(after: error, line: stop.line) else { return stopped }
    }
    return stopped + ": " + stop.reason.message(skipInvalidOption: InputArguments.skipInvalidOption)
  }

  /// Reports an input without rows; counts the rows written, the invalid lines skipped (not
  /// the one a list stopped at) and the rows wider than the width, when lines were skipped or
  /// rows overflowed; and fails with the worst error's status, if any (a data error for a row
  /// wider than the width under --strict).
  private func finish(
    errors: [EntryError], rows: Int, skipped: Int, overflows: Int, width: Double, io: CommandIO
  ) throws {
    // Every record is a row or an error: with neither, the input had none.
    if rows == 0 && errors.isEmpty { try input.reportNoRows(io: io) }
    var counts: [String] = []
    if skipped > 0 {
      counts.append("\(skipped) invalid line\(skipped == 1 ? "" : "s") skipped")
    }
    if overflows > 0 {
      counts.append(
        "\(overflows) row\(overflows == 1 ? "" : "s") wider than the width of \(formatLength(width))"
      )
    }
    if !counts.isEmpty {
      try io.output.flush()  // the counts come after the last row
      let summary =
        "\(rows) row\(rows == 1 ? "" : "s") written, " + counts.joined(separator: ", ")
      let failed = skipped > 0 || (input.strict && overflows > 0)
      try failed ? io.reportError(summary) : io.reportWarning(summary)
    }
    var status = ExitStatus(worstOf: errors)
    if status == .success && input.strict && overflows > 0 { status = .dataError }
    if status != .success { throw ReportedFailure(status: status.rawValue) }
  }
}

/// Text rows with their separator line dimmed (SGR 2, as preview draws its frames): the
/// separator of `base`, painted, written before each row but the first.
struct DimmedSeparators: RowListWriter {
  var base: any RowListWriter

  var separator: String? { base.separator.map { "\u{1B}[2m\($0)\u{1B}[0m" } }
  var separatesRowsOnly: Bool { base.separatesRowsOnly }

  func writeHead(to writeLine: (String) throws -> Void) rethrows {
    try base.writeHead(to: writeLine)
  }

  mutating func writeRow(_ text: String, after answers: Int, to writeLine: (String) throws -> Void)
    rethrows
  {
    if answers > 0, let separator { try writeLine(separator) }
    try base.writeRow(text, after: 0, to: writeLine)
  }

  mutating func writeWarning(json: String, to writeLine: (String) throws -> Void) rethrows {
    try base.writeWarning(json: json, to: writeLine)
  }

  mutating func writeError(
    message: String, json: String, after answers: Int, to writeLine: (String) throws -> Void
  ) rethrows {
    if answers > 0, let separator { try writeLine(separator) }
    try base.writeError(message: message, json: json, after: 0, to: writeLine)
  }

  func writeTail(to writeLine: (String) throws -> Void) rethrows {
    try base.writeTail(to: writeLine)
  }
}
