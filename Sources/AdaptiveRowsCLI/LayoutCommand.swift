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
    name: .customLong("width"),
    parsing: .unconditional,
    help:
      "The width, in whole cells, or points with a font (1 to \(Int(ListFormatterOptions.maximumWidth)); points may have a fraction)."
  )
  var width: WidthArgument?
  @Option(
    name: .customLong("format"),
    help:
      "text; jsonl (or json): one JSON object, its lines the row drawn in cells, or with a font measurer its text lines top to bottom; svg: a picture of the row."
  )
  var format: ListOutputFormat = .text
  @OptionGroup var layout: LayoutOptions

  /// Every problem with the arguments at once, in the order of the usage line (the row, then
  /// the width), so that a user who got several wrong fixes them in one go.
  func validate() throws {
    var problems: [String] = []
    do {
      if try row.entry() == nil { problems.append("missing --title and --amount") }
    } catch let error as ValidationError {
      problems.append(error.message)
    }
    if let width {
      do {
        try validateWidth(width.value, drawsCells: layout.measurerSpec.drawsCells)
      } catch let error as ValidationError {
        problems.append(error.message)
      }
    } else {
      problems.append("missing --width")
    }
    guard problems.isEmpty else { throw ValidationError(problems.joined(separator: "; ")) }
  }

  func run() throws { try run(io: AdaptiveRowsTool.standardIO()) }

  func run(io: CommandIO) throws {
    guard let entry = try row.entry(), let width else { return }
    let measuring = try layout.measuring(io: io)
    try measuring.warnAboutCoverage(of: [(entry, nil)], io: io)
    let preview = try measuring.preview(of: [(entry, nil)], widths: [width.value])
    try io.output.write(try measuring.written(io: io) { try format.output.layout(preview) })
  }
}
