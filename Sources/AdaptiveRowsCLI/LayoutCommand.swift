import ArgumentParser
import LayoutEngine
import WalletEntries
import WalletList

/// `adaptive-rows layout`: one row at one width.
struct LayoutCommand: ParsableCommand, IOCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout", abstract: "Lay out one row at one width.",
    discussion: """
      Text output shows the row's lines, its mode and size, and each candidate's verdict. \
      JSON output is one object: mode, lines, width, height, overflow, candidates.
      """)

  @OptionGroup var row: RowArguments
  @Option(
    parsing: .unconditional,
    help:
      "The width, in cells, or points with a font (1 to \(ListFormatterOptions.maximumWidth)).")
  var width: Int
  @Option(
    help:
      "text or json. json's lines are the row drawn in cells, or with a font measurer its text lines top to bottom."
  )
  var format: OutputFormatOption = .text
  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    try validateWidth(width)
    guard try row.entry() != nil else { throw ValidationError("missing --title and --amount") }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    guard let entry = try row.entry() else { return }
    let measuring = try layout.measuring(io: io)
    try measuring.warnAboutCoverage(of: [entry], io: io)
    let formatter = measuring.formatter(width: width)
    let rendered = formatter.row(for: entry)
    switch format {
    case .json:
      try io.output.write(rendered.jsonText + "\n")
    case .text:
      var text = rendered.lines.joined(separator: "\n") + "\n\n"
      text +=
        "mode \(rendered.mode), \(formatLength(rendered.width)) x \(formatLength(rendered.height))"
      text += rendered.overflow ? ", overflow: wider than \(width)\n" : "\n"
      let pad = rendered.candidates.map(\.mode.rawValue.count).max() ?? 0
      for candidate in rendered.candidates {
        let name = candidate.mode.rawValue
        text += "  \(name)\(String(repeating: " ", count: pad - name.count))  "
        text += "\(candidate.explanation)\n"
      }
      try io.output.write(text)
    }
  }
}
