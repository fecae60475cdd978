import AdaptiveAmountRow
import Foundation
import LayoutEngine
import TestSupport
import Testing
import TextMeasurement
import WalletEntries
import WalletList

/// A fourth mode: the title on top, the amount below it at the leading edge.
private let stacked = AmountRowCandidate(mode: "stacked") { parts in
  VStack(alignment: .leading, spacing: 0) {
    parts.title.lineLimit(1)
    parts.amount.fixedSize()
  }
}

private let entries = [
  "Coffee", "Rent", "some text which can obviously be wrapped in two lines", "咖啡店",
  "Supercalifragilistic", "Tea", "",
].enumerated().map { index, title in
  WalletEntry(
    title: title, amount: .preformatted(index % 2 == 0 ? "-3.50 €" : "+1 200.00 €"),
    subtitle: index == 3 ? "2024-05-01" : nil)
}

@Suite("The formatter takes everything a row takes")
struct FormatterConfigurationTests {
  @Test(
    "a fourth candidate and a consumer's measurer: the list is each row laid out alone, on 1 and 2 threads",
    arguments: [1, 2])
  func customCandidatesAndMeasurer(threads: Int) throws {
    var configuration = AdaptiveAmountRow.Configuration(spacerMinLength: 3)
    configuration.candidates = [.compact, stacked, .standard, .extended]
    for measurer in [
      // Every cluster two cells, as a CJK terminal font draws everything; and points.
      CellsAnswering(advance: 2) as any TextMeasurer,
      AnsweringMeasurer(
        advance: 7.5, lineHeight: 20, baselineOffset: 15, spacing: 8, defaultSpacerLength: 8,
        pixelGrid: 0.5),
    ] {
      let cells = measurer.measuresCells
      let width: Double = cells ? 24 : 160
      let options = ListFormatterOptions(width: width, threads: threads, output: .text)
      let formatter = WalletListFormatter(
        valid: options, configuration: configuration, measurer: measurer)
      let records = Array(formatter.format(entries.numbered()))
      #expect(records.count == entries.count)
      var environment = EnvironmentValues(measurer: measurer)
      environment.lineBreakOptions = options.environment.lineBreakOptions
      for (record, entry) in zip(records, entries) {
        let row = try record.result.get()
        var alone = configuration
        if entry.subtitle != nil {
          alone.candidates = alone.candidates.map { $0.withSubtitleLine() }
        }
        let view = AdaptiveAmountRow(
          title: entry.title, amount: row.amount, subtitle: entry.subtitle, configuration: alone)
        let layout = view.layout(width: Double(width), environment: environment)
        #expect(row.mode == layout.mode, "\(entry.title)")
        if cells {
          #expect(try row.lines == layout.terminalLines(), "\(entry.title)")
          #expect(try record.output == layout.terminalLines().joined(separator: "\n"))
        } else {
          let texts = layout.result.placedTextLines().sorted {
            ($0.baseline, $0.x) < ($1.baseline, $1.x)
          }
          #expect(row.lines == texts.map(\.text), "\(entry.title)")
        }
      }
      // The fourth mode is taken where it is the first that shows the title whole.
      #expect(records.contains { (try? $0.result.get())?.mode == "stacked" })
    }
  }

  @Test("the formatter's rows and its text output agree with a custom configuration")
  func textOutputAgrees() throws {
    var configuration = AdaptiveAmountRow.Configuration()
    configuration.candidates = [.compact, stacked, .extended]
    let formatter = WalletListFormatter(
      valid: ListFormatterOptions(width: 20), configuration: configuration)
    let rows = formatter.format(entries.numbered()).map { try? $0.result.get() }
    let texts = formatter.formatOutput(entries.numbered()).map { try? $0.result.get() }
    #expect(rows.map { $0.map(formatter.text(of:)) } == texts)
  }

  @Test("a row decodes from its JSON line, entry and explanations included")
  func codableRow() throws {
    let entry = WalletEntry(
      title: "Coffee",
      amount: .structured(
        try MonetaryAmount(value: "-3.50", currency: "EUR", direction: .outgoing, status: .pending)),
      subtitle: "2024-05-01")
    let row = WalletListFormatter(valid: ListFormatterOptions(width: 12)).row(for: entry, line: 4)
    let decoded = try JSONDecoder().decode(RenderedRow.self, from: Data(row.jsonText.utf8))
    #expect(decoded.entry == entry)
    #expect(decoded.lines == row.lines && decoded.mode == row.mode && decoded.line == 4)
    #expect(decoded.candidates.map(\.explanation) == row.candidates.map(\.explanation))
    #expect(decoded.candidates.map(\.titleBrokenWord) == row.candidates.map(\.titleBrokenWord))
    // Encoding gives the same JSON members as the writer.
    let encoded = try JSONEncoder().encode(row)
    let again = try JSONDecoder().decode(RenderedRow.self, from: encoded)
    #expect(again.entry == entry && again.lines == row.lines)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(row.jsonText.utf8)) as? [String: Any])
    let amount = try #require((object["entry"] as? [String: Any])?["amount"] as? [String: Any])
    #expect(amount["value"] as? String == "-3.50" && amount["status"] as? String == "pending")
  }

  @Test("the streaming sequences are Sendable when their input is: built outside a task")
  func sendableSequences() async {
    let formatter = WalletListFormatter(valid: ListFormatterOptions(width: 20))
    let sequence = formatter.formatOutput(entries.numbered())
    let count = await Task.detached { sequence.reduce(0) { count, _ in count + 1 } }.value
    #expect(count == entries.count)
  }

  @Test("errors and warnings have JSON forms with a stable code")
  func jsonDiagnostics() throws {
    let error = EntryError.malformedJSON(column: 12, problem: "expected a value")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(error.jsonText(atLine: 7).utf8))
        as? [String: Any])
    #expect(object["line"] as? Int == 7)
    let body = try #require(object["error"] as? [String: Any])
    #expect(body["code"] as? String == "malformedJSON" && body["column"] as? Int == 12)
    #expect(body["message"] as? String == error.description)
    let warning = EntryWarning(field: "title", scalar: 0x1B, position: 2)
    #expect(
      warning.jsonText(atLine: 3)
        == #"{"line":3,"warning":{"code":"controlCharacter","message":"title: control character U+001B at position 2 is shown as U+FFFD","field":"title","position":2}}"#
    )
  }
}
