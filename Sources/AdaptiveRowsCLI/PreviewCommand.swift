import ArgumentParser
import TextMeasurement
import WalletEntries
import WalletList

/// `adaptive-rows preview`: rows at several widths, framed, side by side.
struct PreviewCommand: ParsableCommand, IOCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview", abstract: "Preview rows at several widths, framed with a ruler.",
    discussion: """
      Rows come from --title and --amount, from a JSON Lines or CSV file (- for standard \
      input), or, with neither, from the built-in sample wallet. Each width gets a frame of that width with a ruler \
      above it and the chosen mode; frames go side by side while the terminal (COLUMNS) is \
      wide enough, and below each other otherwise. An overflowing row is marked and its \
      frame extended with a dotted border. Colour is used on a terminal only, never when \
      NO_COLOR is set.
      """)

  @OptionGroup var row: RowArguments
  @OptionGroup var input: InputArguments
  @Option(help: "Widths: 20,32,48, a range 20...80 or a range with a step 20...80/4.")
  var widths = "20,32,48"
  @Option(help: "text, or json: one object per row with its layout at each width.")
  var format: OutputFormatOption = .text
  @Option(help: "per-row: each row its own mode; uniform: one mode per width for all rows.")
  var policy: PolicyOption = .perRow
  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    do {
      _ = try WidthList.parse(widths)
    } catch {
      throw ValidationError("--widths: \(error.description)")
    }
    if try row.entry() != nil && input.file != nil {
      throw ValidationError("give either --title and --amount or a file, not both")
    }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    let widths = (try? WidthList.parse(widths)) ?? []
    // Every width needs all rows (uniform policy), so the rows are read first.
    var entries: [(entry: WalletEntry, line: Int?)] = []
    var errors: [EntryError] = []
    let records: EntryReader
    if let entry = try row.entry() {
      records = EntryReader(chunks: [[UInt8]](), format: .jsonLines)
      entries.append((entry, nil))
    } else if input.file == nil {
      // No input named: the sample. Standard input is read only when named with "-", so a
      // preview never waits on a terminal for input.
      records = EntryReader(chunks: [Array(SampleRows.walletJSONL.utf8)], format: .jsonLines)
    } else {
      records = try input.reader(io: io)
    }
    for record in records {
      switch record.result {
      case .success(let entry): entries.append((entry, record.line))
      case .failure(let error):
        errors.append(error)
        let verb = input.skipInvalid ? "skipped line" : "line"
        io.errors.write("adaptive-rows: \(verb) \(record.line): \(error.description)\n")
      }
      if !input.skipInvalid && !errors.isEmpty { break }
    }
    if !errors.isEmpty && !input.skipInvalid {
      throw ReportedFailure(status: ExitStatus(worstOf: errors).rawValue)
    }
    let columns: [[RenderedRow]] = widths.map { width in
      WalletListFormatter(options: layout.listOptions(width: width, policy: policy))
        .rows(for: entries)
    }
    switch format {
    case .json:
      for (index, item) in entries.enumerated() {
        var members: [(String, JSONWriter.Value)] = []
        if let line = item.line { members.append(("line", .int(line))) }
        members.append(("layouts", .array(columns.map { $0[index].json })))
        io.output.write(JSONWriter.text(of: .object(members)) + "\n")
      }
    case .text:
      let style = PreviewStyle(
        color: io.usesColor, measurer: layout.listOptions(width: 1).textMeasurer)
      var text = ""
      for index in entries.indices {
        if index > 0 { text += "\n" }
        let label = entries[index].line.map { "row \(index + 1), line \($0)" } ?? "row \(index + 1)"
        text += style.label(label) + "\n"
        let panels = columns.map { style.panel(for: $0[index]) }
        text += style.arrange(panels, columns: io.columns)
      }
      io.output.write(text)
    }
    let status = ExitStatus(worstOf: errors)
    if status != .success { throw ReportedFailure(status: status.rawValue) }
  }
}
