import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

private let medium = "some text which can obviously be wrapped in two lines"

/// The arguments that draw Docs/Images/preview.svg, the picture README.md and Docs/Fonts.md
/// show.
let docsPictureArguments = [
  "preview", "--format", "svg", "--measurer", "font@15", "--widths", "200,300,440",
  "Docs/Images/preview.jsonl",
]

@Suite("adaptive-rows preview --format svg")
struct CLISVGTests {
  @Test("an SVG preview with a font draws each row at each width in that font (golden)")
  func fontGolden() throws {
    let result = run([
      "preview", "--format", "svg", "--measurer", "font@15", "--title", medium, "--amount",
      "-12.50 €", "--widths", "240,360,520",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let svg = try SVGDocument(result.output)
    #expect(svg.panels.map(\.mode) == ["extended", "standard", "compact"])
    #expect(svg.style.contains("font-family: \"DejaVu Sans\", sans-serif;"))
    #expect(!result.output.contains("file:"))
    #expect(svg.style.contains("font-size: 15px"))
    expectGolden(result.output, "preview-font.svg")
  }

  @Test("an SVG preview in terminal cells maps a cell to 8 by 16 units (golden)")
  func cellsGolden() throws {
    let result = run([
      "preview", "--format", "svg", "--title", "Tea", "--amount", "-12.50 €", "--widths",
      "5,12,20",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let svg = try SVGDocument(result.output)
    // At 12 the standard row is exactly 12 wide: the amount fits, so it does not overflow.
    #expect(svg.panels.map(\.overflow) == [true, false, false])
    for panel in svg.panels {
      #expect(panel.widthRect.width == Double(panel.width) * 8)
      #expect(panel.rowRect.height == panel.rowHeight * 16)
    }
    expectGolden(result.output, "preview-cells.svg")
  }

  @Test(
    "every panel's mode and frame are those layout gives at its width",
    arguments: [
      ([String](), [20, 32, 48], 8.0),
      (["--measurer", "font@15"], [200, 280, 420], 1.0),
      (["--measurer", "font@15", "--policy", "uniform"], [200, 280, 420], 1.0),
    ])
  func panelsMatchFormat(options: [String], widths: [Int], unit: Double) throws {
    let widthList = widths.map(String.init).joined(separator: ",")
    let preview = run(
      ["preview", "--format", "svg", "--widths", widthList, "Samples/wallet.jsonl"] + options)
    #expect(preview.status == 0, "\(preview.errors)")
    let svg = try SVGDocument(preview.output)
    #expect(svg.panels.count == 12 * widths.count)
    for width in widths {
      let format = run(
        ["format", "--format", "jsonl", "--width", String(width), "Samples/wallet.jsonl"]
          + options)
      #expect(format.status == 0, "\(format.errors)")
      let rows = try format.output.split(separator: "\n").map { try jsonObject($0) }
      let panels = svg.panels.filter { $0.width == width }
      #expect(panels.map(\.row) == Array(1...12))
      for (panel, row) in zip(panels, rows) {
        #expect(panel.mode == row["mode"] as? String, "row \(panel.row) at \(width)")
        #expect(panel.rowWidth == (row["width"] as? NSNumber)?.doubleValue)
        #expect(panel.rowHeight == (row["height"] as? NSNumber)?.doubleValue)
        #expect(panel.overflow == row["overflow"] as? Bool)
        #expect(panel.rowRect.width == panel.rowWidth * unit)
        #expect(panel.widthRect.width == Double(width) * unit)
        // The amount is drawn exactly as laid out: one text of its own, unchanged.
        #expect(panel.texts.contains(row["amount"] as? String ?? "?"), "\(panel.texts)")
      }
    }
  }

  @Test("markup and control characters in titles are escaped: the SVG is well-formed XML")
  func escaping() throws {
    let hostile =
      #"{"title": "<script>&amp; \"q\" 'a' \ufffe\uffff evil\r\u202e\u2066x\u2028y\tz", "amount": "1 €"}"#
    for options in [[String](), ["--measurer", "font@15"]] {
      let result = run(
        ["preview", "--format", "svg", "--widths", options.isEmpty ? "20,60" : "120,400", "-"]
          + options, input: hostile)
      #expect(result.status == 0, "\(result.errors)")
      let svg = try SVGDocument(result.output)
      let drawn = svg.panels.flatMap(\.texts).joined(separator: " ")
      #expect(drawn.contains("<script>&amp;"), "\(drawn)")
      #expect(drawn.contains("\"q\" 'a'"), "\(drawn)")
      for scalar in result.output.unicodeScalars {
        let value = scalar.value
        let forbidden =
          (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
          || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
          || value == 0xFFFE || value == 0xFFFF || value == 0x2028
        #expect(!forbidden, "U+\(String(value, radix: 16)) in the SVG")
      }
    }
  }

  @Test("without --fonts a picture names its fonts by family and holds no path or font data")
  func fontsByFamily() throws {
    let result = run(docsPictureArguments)
    #expect(result.status == 0, "\(result.errors)")
    let svg = try SVGDocument(result.output)
    #expect(!result.output.contains("file:"))
    #expect(!result.output.contains("/usr/share/fonts"))
    #expect(!svg.style.contains("@font-face"))
    #expect(!svg.style.contains("data:"))
    // DejaVu Sans draws the Latin runs, Noto Sans CJK JP (fontconfig's fallback) the Japanese.
    #expect(
      svg.style.contains(".f1 { font-family: \"DejaVu Sans\", \"Noto Sans CJK JP\", sans-serif; }"))
    #expect(
      svg.style.contains(".f2 { font-family: \"Noto Sans CJK JP\", \"DejaVu Sans\", sans-serif; }"))
  }

  @Test("--fonts files adds each font file's file URL; --fonts embedded its data, byte for byte")
  func fontsByFileAndData() throws {
    let arguments = [
      "preview", "--format", "svg", "--measurer", "font@15", "--title", "Coffee", "--amount",
      "-3.50 €", "--widths", "200",
    ]
    let files = run(arguments + ["--fonts", "files"])
    #expect(files.status == 0, "\(files.errors)")
    let linked = try SVGDocument(files.output)
    #expect(
      linked.style.contains(
        "@font-face { font-family: \"adaptive-rows-font-1\";"
          + " src: url(\"file:///usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\"); }"))

    let embedded = run(arguments + ["--fonts", "embedded"])
    #expect(embedded.status == 0, "\(embedded.errors)")
    let svg = try SVGDocument(embedded.output)
    #expect(!embedded.output.contains("file:"))
    let prefix =
      "@font-face { font-family: \"adaptive-rows-font-1\"; src: url(\"data:font/ttf;base64,"
    let start = try #require(svg.style.firstRange(of: prefix))
    let end = try #require(svg.style[start.upperBound...].firstIndex(of: "\""))
    let data = try #require(Data(base64Encoded: String(svg.style[start.upperBound..<end])))
    let font = try Data(
      contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    #expect(data == font)
    // The text's class names the embedded font, then the family, then the generic family.
    #expect(
      svg.style.contains(
        ".f1 { font-family: \"adaptive-rows-font-1\", \"DejaVu Sans\", sans-serif; }"))
  }

  @Test("the same input draws the same bytes")
  func deterministic() {
    let arguments = ["preview", "--format", "svg", "--measurer", "font@15", "--widths", "240,320"]
    let first = run(arguments)
    #expect(first.status == 0)
    #expect(run(arguments).output == first.output)
  }

  @Test("the picture in Docs/Images is what the tool draws now")
  func docsPicture() throws {
    let result = run(docsPictureArguments)
    #expect(result.status == 0, "\(result.errors)")
    _ = try SVGDocument(result.output)
    let url = packageDirectory.appendingPathComponent("Docs/Images/preview.svg")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      try Data(result.output.utf8).write(to: url)
      return
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(
      committed == result.output,
      "Docs/Images/preview.svg is stale; run the tests with UPDATE_GOLDENS=1")
  }
}

/// An SVG preview parsed with Foundation's XML parser: parsing fails on XML that is not
/// well-formed.
struct SVGDocument {
  struct Rect {
    var width = 0.0
    var height = 0.0
  }

  struct Panel {
    var row = 0
    var width = 0
    var mode = ""
    var overflow = false
    var rowWidth = 0.0
    var rowHeight = 0.0
    var widthRect = Rect()
    var rowRect = Rect()
    var texts: [String] = []
    /// Per text line: its x, and its runs (a `tspan`'s class and text) when it has them.
    var lines: [(x: Double, runs: [(fontClass: String, text: String)])] = []
  }

  var panels: [Panel] = []
  var style = ""

  init(_ text: String) throws {
    let collector = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    guard parser.parse() else {
      throw SVGError(
        description: "not well-formed at line \(parser.lineNumber): "
          + "\(parser.parserError.map(String.init(describing:)) ?? "?")")
    }
    guard collector.root == "svg" else { throw SVGError(description: "the root is not svg") }
    panels = collector.panels
    style = collector.style
  }

  struct SVGError: Error, CustomStringConvertible {
    var description: String
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var root: String?
    var panels: [Panel] = []
    var style = ""
    private var current: Panel?
    private var text: String?
    private var inStyle = false

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if root == nil { root = name }
      let number = { (key: String) in Double(attributes[key] ?? "") ?? -1 }
      switch name {
      case "style": inStyle = true
      case "g" where attributes["class"] == "panel":
        current = Panel(
          row: Int(attributes["data-row"] ?? "") ?? -1,
          width: Int(attributes["data-width"] ?? "") ?? -1, mode: attributes["data-mode"] ?? "",
          overflow: attributes["data-overflow"] == "true", rowWidth: number("data-row-width"),
          rowHeight: number("data-row-height"))
      case "rect" where attributes["class"] == "width":
        current?.widthRect = Rect(width: number("width"), height: number("height"))
      case "rect" where attributes["class"]?.hasPrefix("row ") == true:
        current?.rowRect = Rect(width: number("width"), height: number("height"))
      case "text" where attributes["class"] == "t":
        text = ""
        current?.lines.append((number("x"), []))
      case "tspan":
        if let current, !current.lines.isEmpty {
          self.current?.lines[current.lines.count - 1].runs.append((attributes["class"] ?? "", ""))
        }
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inStyle { style += string }
      text? += string
      if text != nil, let lines = current?.lines, let last = lines.last, !last.runs.isEmpty {
        current?.lines[lines.count - 1].runs[last.runs.count - 1].text += string
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      switch name {
      case "style": inStyle = false
      case "text":
        if let text { current?.texts.append(text) }
        text = nil
      case "g":
        if let current { panels.append(current) }
        current = nil
      default: break
      }
    }
  }
}
