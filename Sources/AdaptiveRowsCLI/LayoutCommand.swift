import ArgumentParser
import WalletEntries
import WalletList

/// `adaptive-rows layout`: one row at one width.
struct LayoutCommand: ParsableCommand, IOCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout", abstract: "Lay out one row at one width.",
    usage: "adaptive-rows layout --title <title> --amount <amount> --width <width> [<options>]",
    discussion: """
      Text output shows the row's lines, its mode and size, and each candidate's verdict. \
      JSON output is one object: mode, lines, width, height, overflow, candidates.
      """)

  @OptionGroup var row: RowArguments
  @Option(
    parsing: .unconditional,
    help:
      "The width, in cells, or points with a font (1 to \(Int(ListFormatterOptions.maximumWidth)))."
  )
  var width: Int
  @Option(
    help:
      "text, json or svg. json's lines are the row drawn in cells, or with a font measurer its text lines top to bottom; svg is a picture of the row."
  )
  var format: ListOutputFormat = .text
  @OptionGroup var layout: LayoutOptions

  func validate() throws {
    try validateWidth(width)
    guard try row.entry() != nil else { throw ValidationError("missing --title and --amount") }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    guard let entry = try row.entry() else { return }
    let measuring = try layout.measuring(io: io)
    try measuring.warnAboutCoverage(of: [(entry, nil)], io: io)
    let preview = try measuring.preview(of: [(entry, nil)], widths: [width])
    try io.output.write(try measuring.written(io: io) { try format.output.layout(preview) })
  }
}
