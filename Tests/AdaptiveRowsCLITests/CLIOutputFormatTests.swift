import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The character data of every `<text>` element of an SVG, in order, and the class of each;
/// parsing fails on XML that is not well-formed.
private func svgTexts(_ svg: String) throws -> [(class: String, text: String)] {
  final class Collector: NSObject, XMLParserDelegate {
    var texts: [(class: String, text: String)] = []
    var open = false
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      guard name == "text" else { return }
      texts.append((attributes["class"] ?? "", ""))
      open = true
    }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if name == "text" { open = false }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if open { texts[texts.count - 1].text += string }
    }
  }
  let collector = Collector()
  let parser = XMLParser(data: Data(svg.utf8))
  parser.delegate = collector
  guard parser.parse() else {
    throw CocoaError(.fileReadCorruptFile, userInfo: ["line": parser.lineNumber])
  }
  return collector.texts
}

@Suite("adaptive-rows: every registered format in format, preview and layout")
struct CLIOutputFormatTests {
  @Test(
    "format --format svg draws every line of the text output, and no other text", arguments: [1, 2])
  func formatSVG(threads: Int) throws {
    let common = ["format", "--width", "32", "--threads", String(threads), "Samples/wallet.jsonl"]
    let text = run(common + ["--separator", "none"])
    let svg = run(common + ["--format", "svg"])
    #expect(svg.status == 0, "\(svg.errors)")
    #expect(svg.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.output.hasSuffix("</svg>\n"))
    let texts = try svgTexts(svg.output)
    let lines = text.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    #expect(texts.map(\.text) == lines)
    #expect(texts.allSatisfy { $0.class == "t" })
    #expect(!svg.output.contains("file:"))
  }

  @Test("format --format svg stops at an invalid line with the rows before it, the picture closed")
  func formatSVGErrors() throws {
    let input = "{\"title\": \"Tea\", \"amount\": \"EUR:2\"}\nnot json\n"
    let stopped = run(["format", "--width", "20", "--format", "svg", "-"], input: input)
    #expect(stopped.status == 65)
    let texts = try svgTexts(stopped.output)
    #expect(texts.count == 1)
    #expect(stopped.errors.contains("line 2"))
  }

  @Test("a font measurer is refused by every format drawn in cells, named in the message")
  func cellsOnly() {
    for format in ["text", "svg"] {
      let result = run([
        "format", "--width", "300", "--format", format, "--measurer", "font@15",
        "Samples/wallet.jsonl",
      ])
      #expect(result.status == 64)
      #expect(result.errors.contains("\(format) output draws rows in terminal cells"))
    }
  }

  @Test("layout --format svg draws the one panel layout --format json describes")
  func layoutSVG() throws {
    let arguments = [
      "layout", "--title", "Coffee and cake", "--amount", "-7.90 €", "--width", "18",
    ]
    let json = run(arguments + ["--format", "json"])
    let svg = run(arguments + ["--format", "svg"])
    #expect(svg.status == 0, "\(svg.errors)")
    let document = try SVGDocument(svg.output)
    let row = try jsonObject(json.output)
    #expect(document.panels.count == 1)
    #expect(document.panels.first?.mode == row["mode"] as? String)
    #expect(document.panels.first?.width == 18)
  }

  @Test("--format takes every registered name and json for JSON Lines; an unknown one is refused")
  func names() {
    let preview = run(["preview", "--format", "jsonl", "--title", "Tea", "--amount", "1 €"])
    let alias = run(["preview", "--format", "json", "--title", "Tea", "--amount", "1 €"])
    #expect(preview.status == 0)
    #expect(preview.output == alias.output)
    let unknown = run(["format", "--format", "pdf", "Samples/wallet.jsonl"])
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("text"))
    #expect(unknown.errors.contains("svg"))
  }
}
