import AdaptiveAmountRow
import ArgumentParser
import LayoutEngine
import WalletList

/// `adaptive-rows breakpoints`: the widths at which a row changes mode.
struct BreakpointsCommand: ParsableCommand, IOCommand {
  static let configuration = CommandConfiguration(
    commandName: "breakpoints",
    abstract: "Show the ranges of widths over which a row keeps a mode.",
    usage: "adaptive-rows breakpoints --title <title> --amount <amount> [<options>]",
    discussion: """
      JSON output: {"ranges": [{"mode": "extended", "from": 1, "to": 38}, ...]}, ordered by \
      width; the last range has "to": null.
      """)

  @OptionGroup var row: RowArguments
  @Option(name: .customLong("format"), help: "text or json.") var format: OutputFormatOption = .text
  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    guard try row.entry() != nil else { throw ValidationError("missing --title and --amount") }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    guard let entry = try row.entry() else { return }
    let formatter = try layout.measuring(io: io).formatter(width: 1, oneRow: true)
    let view = formatter.rowView(for: entry)
    let ranges = view.breakpoints(environment: formatter.layoutEnvironment)
    switch format {
    case .json:
      let objects: [JSONWriter.Value] = ranges.map { range in
        .object([
          ("mode", .string(range.mode.rawValue)), ("from", JSONWriter.number(range.from)),
          ("to", range.to.map(JSONWriter.number) ?? .null),
        ])
      }
      try io.output.write(JSONWriter.text(of: .object([("ranges", .array(objects))])) + "\n")
    case .text:
      let pad = ranges.map(\.mode.rawValue.count).max() ?? 0
      var text = ""
      for range in ranges {
        let name = range.mode.rawValue
        text += "\(name)\(String(repeating: " ", count: pad - name.count))  "
        text +=
          range.to.map { "\(formatLength(range.from)) to \(formatLength($0))" }
          ?? "\(formatLength(range.from)) and wider"
        text += "\n"
      }
      try io.output.write(text)
    }
  }
}
