import AdaptiveAmountRow
import Foundation
import LayoutEngine
import TestSupport
import TextMeasurement
import WalletEntries
import WalletList

/// The environment rows are laid out in: terminal cells.
let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())

/// `title` and `amount` laid out as a row at `width` in terminal cells.
func rowLayout(_ title: String, _ amount: String = "-12.50 €", width: Double)
  -> AmountRowLayout
{
  AdaptiveAmountRow(title: title, amount: amount).layout(width: width, environment: terminal)
}

/// `text` laid out at `width` (height unspecified) in terminal cells.
func textLayout(_ text: String, width: Double?, style: TextStyle = TextStyle()) -> TextLayout {
  PreparedText(text, measurer: TerminalCellMeasurer())
    .layout(for: ProposedSize(width: width, height: nil), style: style)
}

/// Whether `scalar` could act on a terminal: a C0 or C1 control, DEL, a bidi embedding,
/// override or isolate, or a line or paragraph separator.
func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
  default: false
  }
}

/// The scalars of `lines` that could act on a terminal.
func terminalActors(in lines: [String]) -> [Unicode.Scalar] {
  lines.flatMap { $0.unicodeScalars.filter(actsOnTerminal) }
}

/// `title` and `amount` as an entry with a preformatted amount, not validated: the formatter
/// must be safe with whatever an API caller hands it.
func entry(_ title: String, _ amount: String = "-12.50 €") -> WalletEntry {
  WalletEntry(title: title, amount: .preformatted(amount))
}

/// The formatter at `width`, per-row policy, no separator.
func listFormatter(width: Double, policy: AmountRowListPolicy = .perRow) -> WalletListFormatter {
  WalletListFormatter(
    valid: ListFormatterOptions(width: width, policy: policy, separator: .none))
}

/// The parsed JSON object of `text`, or nil.
func jsonObject(_ text: String) -> [String: Any]? {
  (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}

/// The package's root directory.
let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The text output of the formatter for `entries`: each row's lines, then a line feed.
func formattedText(_ entries: [WalletEntry], formatter: WalletListFormatter) -> String {
  var output = ""
  for record in formatter.format(entries.numbered()) {
    switch record.result {
    case .success(let row): output += formatter.text(of: row) + "\n" + row.jsonText + "\n"
    case .failure(let error): output += "error: \(error)\n"
    }
  }
  return output
}
