import TextMeasurement

/// Reads lines of space-separated hexadecimal code points ("1F44D 1F3FD") from standard input
/// and prints, for each, the width of the string they make in terminal cells: the sum of its
/// grapheme clusters' widths, after the control-character rules. `--ambiguous-wide` counts
/// East Asian ambiguous characters as two cells; `--code-points` and `--code-points-zwj` measure
/// with those cell-width profiles instead of clusters. A line that is not code points prints
/// "error".
@main
enum WidthProbe {
  static func main() {
    let arguments = CommandLine.arguments
    let profile: CellWidthProfile =
      arguments.contains("--code-points-zwj")
      ? .codePointsJoiningAfterZWJ : arguments.contains("--code-points") ? .codePoints : .clusters
    let measurer = TerminalCellMeasurer(
      ambiguousIsWide: arguments.contains("--ambiguous-wide"), profile: profile)
    var output = ""
    while let line = readLine(strippingNewline: true) {
      let scalars = line.split(separator: " ").map {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
      }
      if scalars.isEmpty || scalars.contains(where: { $0 == nil }) {
        output += "error\n"
      } else {
        let text = String(String.UnicodeScalarView(scalars.compactMap { $0 }))
        let measured = MeasuredText(text, measurer: measurer)
        output += "\(Int(measured.width(0..<measured.clusterCount)))\n"
      }
      if output.utf8.count > 1 << 16 {
        print(output, terminator: "")
        output = ""
      }
    }
    print(output, terminator: "")
  }
}
