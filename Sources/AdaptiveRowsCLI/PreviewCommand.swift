import AdaptiveAmountRow
import ArgumentParser
import TextMeasurement
import WalletEntries
import WalletList

/// `adaptive-rows preview`: rows at several widths, framed, side by side.
struct PreviewCommand: ParsableCommand, IOCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview", abstract: "Preview rows at several widths, framed with a ruler.",
    usage: "adaptive-rows preview [<options>] [<file> | --title <title> --amount <amount>]",
    discussion: """
      Rows come from --title and --amount, from a JSON Lines or CSV file (- for standard \
      input), from data on standard input when no file is named, or, with none of these \
      (standard input a terminal, or empty), from the built-in sample wallet. Each width \
      gets a frame of that width with a ruler \
      above it and the chosen mode; frames go side by side while the terminal (COLUMNS) is \
      wide enough, and below each other otherwise. An overflowing row is marked and its \
      frame extended with a dotted border, and named on standard error with by how much and \
      why, as format names it. Colour (--color auto) is used on a terminal \
      only, never when NO_COLOR is set and not empty, always when FORCE_COLOR is. --format svg draws a picture instead: each row at each width with the \
      frame of the width, the frame of the chosen candidate and the mode, the text in the \
      measuring font (or monospace, a cell 8 by 16 units); the text preview needs cells, so \
      with a font measurer use svg or json. An invalid line is named on standard error and \
      left out, with or without --skip-invalid: every valid row is drawn, the output is whole \
      in every format, and the exit status is 65.
      """)

  @OptionGroup var row: RowArguments
  @OptionGroup var input: InputArguments
  @Option(
    name: .customLong("widths"),
    parsing: .unconditional,
    help:
      "Widths: 20,32,48, a range 20...80 or a range with a step 20...80/4, each 1 to \(Int(ListFormatterOptions.maximumWidth)), at most \(WidthList.maximumCount) in all; by default 20,32,48 (cells), or 240,320,400 with a font (points, which may have a fraction: 240.5)."
  )
  var widths: String?
  @Option(
    name: .customLong("format"),
    help:
      "text; jsonl (or json): one JSON object per row with its layout at each width; svg: a picture of each row at each width."
  )
  var format: ListOutputFormat = .text
  @Option(
    name: .customLong("policy"),
    help: "per-row: each row its own mode; uniform: one mode per width for all rows.")
  var policy: PolicyOption = .perRow
  @Option(
    name: .customLong("color"),
    help:
      "auto: colour on a terminal, never with NO_COLOR set, always with FORCE_COLOR set; always; never."
  )
  var color: ColorChoice = .auto
  @Option(
    name: .customLong("fonts"),
    help: ArgumentHelp(
      "How an SVG names its fonts: families (by name, no path), files (also each font file's"
        + " file:// URL: this machine's fonts) or embedded (also each font file's data: the same"
        + " picture anywhere).",
      valueName: "references"))
  var fonts: OutputSettings.FontReferences = .families
  @OptionGroup var layout: LayoutOptions

  /// The widths as given, or the default for the measurer.
  var widthList: String { widths ?? (layout.measurerSpec.drawsCells ? "20,32,48" : "240,320,400") }

  func validate() throws {
    do {
      _ = try WidthList.parse(widthList, inCells: layout.measurerSpec.drawsCells)
    } catch {
      throw ValidationError("--widths: \(error.description)")
    }
    if format == .text && !layout.measurerSpec.drawsCells {
      throw ValidationError(
        "the text preview draws terminal cells; with a font measurer use --format svg or json")
    }
    if input.files.count > 1 {
      throw ValidationError("preview reads one file (format reads several)")
    }
    if try row.entry() != nil && !input.files.isEmpty {
      throw ValidationError("give either --title and --amount or a file, not both")
    }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    let widths = (try? WidthList.parse(widthList, inCells: layout.measurerSpec.drawsCells)) ?? []
    let measuring = try layout.measuring(io: io)
    // Every width needs all rows (uniform policy), so the rows are read first.
    var entries: [(entry: WalletEntry, line: Int?)] = []
    var errors: [EntryError] = []
    let records: EntryReader
    if let entry = try row.entry() {
      records = EntryReader(chunks: [[UInt8]](), format: .jsonLines)
      entries.append((entry, nil))
    } else if input.files.isEmpty {
      // No input named: the data on standard input, or the sample when there is none (a
      // terminal, or nothing), so a preview never waits on a person for input.
      if let bytes = try io.dataOnStandardInput() {
        records = EntryReader(
          chunks: [bytes], format: input.first.format, options: input.readerOptions)
      } else {
        records = EntryReader(
          chunks: [Array(SampleRows.walletJSONL.utf8)], format: .jsonLines,
          options: input.readerOptions)
      }
    } else {
      records = try input.first.reader(io: io, command: "preview")
    }
    // A preview shows what it can: every valid row is drawn and every invalid line named,
    // with or without --skip-invalid; only a read failure ends the reading.
    var skipped = 0
    for record in records {
      let stop = ListStop(at: record, skipInvalid: true)
      switch record.result {
      case .success(let entry):
        entries.append((entry, record.line))
        try input.first.report(entry.textWarnings, line: record.line, io: io)
      case .failure(let error):
        errors.append(error)
        if stop == nil { skipped += 1 }
        try input.first.report(error, line: record.line, skipped: stop == nil, io: io)
      }
      if let stop {
        try io.reportError(stop.description(skipInvalidOption: InputArguments.skipInvalidOption))
        break
      }
    }
    if skipped > 0 {
      try io.reportError(
        "\(entries.count) row\(entries.count == 1 ? "" : "s") drawn,"
          + " \(skipped) invalid line\(skipped == 1 ? "" : "s") skipped")
    }
    if entries.isEmpty && errors.isEmpty { try input.reportNoRows(io: io) }
    try measuring.warnAboutCoverage(of: entries, io: io)
    let settings = OutputSettings(
      color: io.usesColor(color), columns: io.columns, fontReferences: fonts)
    let preview = try measuring.preview(
      of: entries, widths: widths, policy: policy, settings: settings)
    // A row wider than a width is marked in the drawing, and named as format names it.
    for band in preview.bands {
      for overflow in band.panels.compactMap(\.overflow) {
        try input.first.report(overflow, line: band.line, asError: false, io: io)
      }
    }
    try io.output.write(try measuring.written(io: io) { try format.output.preview(preview) })
    let status = ExitStatus(worstOf: errors)
    if status != .success { throw ReportedFailure(status: status.rawValue) }
  }
}

extension ColorChoice: ExpressibleByArgument {}
