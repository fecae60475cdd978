import TestSupport
import Testing
import WalletEntries

@testable import WalletList

/// A format a consumer might add: each row's lines upper-cased, from its drawn lines alone.
private struct ShoutingOutput: RowOutput {
  var name: String { "shout" }
  var mediaType: String { "text/plain; charset=utf-8" }
  var source: RowOutputSource { .lines }
  func text(ofLines lines: [String]) -> String { lines.joined(separator: "\n").uppercased() }
  func listWriter(for options: ListFormatterOptions) -> any RowListWriter {
    TextOutput().listWriter(for: options)
  }
  func preview(_ preview: RowPreview) -> String { "" }
  func layout(_ preview: RowPreview) -> String { "" }
}

/// A format made from the whole row: its mode and width.
private struct ModeOutput: RowOutput {
  var name: String { "mode" }
  var mediaType: String { "text/plain; charset=utf-8" }
  var source: RowOutputSource { .row }
  func text(of row: RenderedRow) -> String { "\(row.mode.rawValue) \(row.proposedWidth)" }
  func listWriter(for options: ListFormatterOptions) -> any RowListWriter {
    TextOutput().listWriter(for: options)
  }
  func preview(_ preview: RowPreview) -> String { "" }
  func layout(_ preview: RowPreview) -> String { "" }
}

private let entries = [
  WalletEntry(title: "Coffee", amount: .preformatted("-3.50 €")),
  WalletEntry(
    title: "some text which can obviously be wrapped in two lines",
    amount: .preformatted("-12.50 €")),
]

@Suite("Output formats")
struct RowOutputTests {
  @Test("every registered format is found by its name and aliases, and names are unique")
  func registry() {
    let names = ListOutputFormat.allCases.map(\.name)
    #expect(names == ["text", "jsonl", "svg"])
    #expect(Set(names).count == names.count)
    for format in ListOutputFormat.allCases {
      #expect(ListOutputFormat.named(format.name) == format)
      for alias in format.output.aliases { #expect(ListOutputFormat.named(alias) == format) }
    }
    #expect(ListOutputFormat.named("json") == .jsonLines)
    #expect(ListOutputFormat.named("pdf") == nil)
  }

  @Test(
    "the formatter writes a format it does not know through the protocol, on 1 and 4 threads",
    arguments: [1, 4])
  func unknownFormat(threads: Int) throws {
    var options = ListFormatterOptions(width: 20, threads: threads)
    options.output = ListOutputFormat(ShoutingOutput())
    let shouted = WalletListFormatter(valid: options).formatOutput(entries.numbered())
    options.output = .text
    let text = WalletListFormatter(valid: options).formatOutput(entries.numbered())
    let expected = try text.map { try $0.result.get().uppercased() }
    #expect(try shouted.map { try $0.result.get() } == expected)
    #expect(expected[0] == "COFFEE" + String(repeating: " ", count: 7) + "-3.50 €")

    options.output = ListOutputFormat(ModeOutput())
    let modes = WalletListFormatter(valid: options).formatOutput(entries.numbered())
    let rows = WalletListFormatter(valid: options).rows(for: entries.map { ($0, nil) })
    #expect(try modes.map { try $0.result.get() } == rows.map { "\($0.mode.rawValue) 20.0" })
  }

  @Test("text and JSON Lines list writers write each row as given, with the separator between")
  func listWriters() {
    let options = ListFormatterOptions(width: 6, separator: .rule)
    var lines: [String] = []
    var text = TextOutput().listWriter(for: options)
    text.writeHead { lines.append($0) }
    text.writeRow("a", after: 0) { lines.append($0) }
    text.writeError(message: "error: line 2: bad", json: "{}", after: 1) { lines.append($0) }
    text.writeRow("b\nc", after: 2) { lines.append($0) }
    text.writeTail { lines.append($0) }
    #expect(lines == ["a", "──────", "error: line 2: bad", "──────", "b\nc"])
    #expect(text.separatesRowsOnly && text.separator == "──────")

    lines = []
    var json = JSONLinesOutput().listWriter(for: options)
    json.writeWarning(json: "{\"w\":1}") { lines.append($0) }
    json.writeRow("{\"r\":1}", after: 0) { lines.append($0) }
    json.writeError(message: "error", json: "{\"e\":1}", after: 1) { lines.append($0) }
    #expect(lines == ["{\"w\":1}", "{\"r\":1}", "{\"e\":1}"])
    #expect(json.separatesRowsOnly && json.separator == nil)
  }
}
