import AdaptiveAmountRow
import Foundation
import LayoutEngine
import WalletEntries

/// SVG output: a picture of the rows. The one SVG writer of the project: the tool's `preview`,
/// `layout` and `format`, and the example server, draw with it.
///
/// A preview is a band per row with a panel per width: the frame of the width, the frame of
/// the chosen candidate (the row's frame, which the priority ZStack takes from it; dashed,
/// coloured by mode), the width and the mode above them, and every visible text line at the
/// origin and baseline the layout gave it, each run of it in the font it was measured with
/// (fallbacks found through fontconfig included). A list is each row's drawn lines below the
/// one before, in the frame of the width, written a row at a time as the rows come.
///
/// Fonts are named by family, so that a picture holds no path of the machine that drew it;
/// ``OutputSettings/fontReferences`` adds `@font-face` rules with the font files' URLs or
/// their data. The output is a function of its input: no dates, no random identifiers,
/// numbers written the same way on every machine; and it is well-formed XML whatever the text
/// holds: markup escaped, controls replaced as in text output, U+FFFE and U+FFFF replaced.
public struct SVGOutput: RowOutput {
  /// An SVG output.
  public init() {}

  /// `svg`.
  public var name: String { "svg" }
  /// `image/svg+xml`.
  public var mediaType: String { "image/svg+xml" }
  /// The drawn lines: a list draws each row in cells.
  public var source: RowOutputSource { .lines }

  /// Rows drawn in cells, each below the one before.
  public func listWriter(for options: ListFormatterOptions) -> any RowListWriter {
    SVGListWriter(width: options.width)
  }

  /// The picture of the preview's bands.
  ///
  /// - Throws: ``UnreadableFont`` when a font to embed cannot be read.
  public func preview(_ preview: RowPreview) throws -> String {
    let picture = SVGPicture(
      scale: preview.fonts.map(SVGPicture.Scale.points) ?? .cells,
      fontReferences: preview.settings.fontReferences)
    return try picture.render(preview.bands)
  }

  /// The picture of the row at its width: a preview of one panel.
  public func layout(_ preview: RowPreview) throws -> String {
    var one = preview
    one.bands = Array(
      preview.bands.prefix(1).map { band in
        var band = band
        band.panels = Array(band.panels.prefix(1))
        return band
      })
    return try self.preview(one)
  }

  /// A font file that could not be read to be embedded.
  public struct UnreadableFont: Error, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Why it could not be read.
    public var reason: String
    /// `cannot read the font file PATH to embed it: REASON`.
    public var description: String { "cannot read the font file \(path) to embed it: \(reason)" }
  }

  /// `text` safe as XML character data or an attribute value: markup characters escaped,
  /// controls replaced as the terminal output replaces them (``TerminalSafety``: C0 and C1
  /// controls and line separators become U+FFFD, bidi controls are removed), and the
  /// noncharacters XML forbids (U+FFFE, U+FFFF) replaced too.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in TerminalSafety.safeLine(text).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `value` with at most two decimals, without a trailing zero: the same on every machine.
  static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard let whole = wholeNumber(hundredths) else { return "0" }
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits = fraction % 10 == 0 ? String(fraction / 10) : String(format: "%02d", fraction)
    return sign + String(magnitude / 100) + "." + digits
  }
}

/// Writes a list's picture a row at a time: a head as wide as the list, each row's lines in
/// the frame of the width below the row before, and errors in their place. The height is left
/// to the viewer, since a list's length is not known when its picture starts.
struct SVGListWriter: RowListWriter {
  /// The list's width, in cells.
  let width: Double
  /// The top of the next row.
  private var y = SVGPicture.margin

  init(width: Double) { self.width = width }

  var separator: String? { nil }
  var separatesRowsOnly: Bool { false }

  private let scale = SVGPicture.Scale.cells

  func writeHead(to writeLine: (String) throws -> Void) rethrows {
    let pictureWidth = width * scale.x + 2 * SVGPicture.margin
    try writeLine(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGOutput.number(pictureWidth))\">\n"
        + "<title>adaptive-rows list</title>\n"
        + "<style>\n" + SVGPicture.style(fontRules: "", families: [], scale: scale)
        + ".error { font: 13px sans-serif; fill: #d70015; }\n</style>\n"
        + "<rect class=\"page\" width=\"100%\" height=\"100%\"/>")
  }

  mutating func writeRow(_ text: String, after answers: Int, to writeLine: (String) throws -> Void)
    rethrows
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let height = Double(lines.count) * scale.y
    var markup = "<g class=\"row\" transform=\"translate(\(n(SVGPicture.margin)) \(n(y)))\">\n"
    markup += "<rect class=\"width\" x=\"0\" y=\"0\" width=\"\(n(width * scale.x))\""
    markup += " height=\"\(n(height))\"/>\n"
    for (index, line) in lines.enumerated() where !line.isEmpty {
      markup +=
        "<text class=\"t\" x=\"0\" y=\"\(n(Double(index + 1) * scale.y + scale.baselineShift))\">"
      markup += SVGOutput.escaped(String(line)) + "</text>\n"
    }
    try writeLine(markup + "</g>")
    y += height + SVGPicture.rowGap
  }

  mutating func writeError(
    message: String, json: String, after answers: Int, to writeLine: (String) throws -> Void
  ) rethrows {
    try writeLine(
      "<text class=\"error\" x=\"\(n(SVGPicture.margin))\" y=\"\(n(y + scale.y + scale.baselineShift))\">"
        + SVGOutput.escaped(message) + "</text>")
    y += scale.y + SVGPicture.rowGap
  }

  func writeTail(to writeLine: (String) throws -> Void) rethrows { try writeLine("</svg>") }

  private func n(_ value: Double) -> String { SVGOutput.number(value) }
}

/// The picture of a preview's bands.
struct SVGPicture {
  /// How the measurer's units map to the picture's (SVG user units, CSS pixels).
  struct Scale {
    /// Units per measurer unit, across.
    var x: Double
    /// Units per measurer unit, down.
    var y: Double
    /// Added to a scaled baseline: a terminal's baseline is the bottom of its cell, which
    /// would put descenders outside it.
    var baselineShift: Double
    /// The font size of the row's text, in units.
    var fontSize: Double
    /// The fonts of a font measurer, whose fonts (fallbacks found through fontconfig
    /// included) draw each run of a line; nil for cells.
    var fonts: (any PictureFonts)? = nil
    /// The generic family after the named fonts.
    var genericFamily: String

    /// Terminal cells (or fixed units): 8 by 16 units a cell, in a monospace font whose
    /// advance is about 0.6 em (13 units).
    static let cells = Scale(
      x: 8, y: 16, baselineShift: -4, fontSize: 13, genericFamily: "monospace")

    /// A font measurer's points, one unit a point, in the measurer's fonts.
    static func points(_ fonts: any PictureFonts) -> Scale {
      Scale(
        x: 1, y: 1, baselineShift: 0, fontSize: fonts.pointSize, fonts: fonts,
        genericFamily: "sans-serif")
    }
  }

  let scale: Scale
  /// How the picture refers to its fonts.
  var fontReferences = OutputSettings.FontReferences.families

  static let margin = 16.0
  /// The gap between two rows of a list.
  static let rowGap = 8.0
  private let gap = 24.0
  private let labelHeight = 22.0
  private let captionHeight = 18.0
  private let bandGap = 20.0

  /// The font files `bands` are drawn with: the measurer's, then the other fonts their runs
  /// were measured with (fallbacks found through fontconfig), by path. Each is the class `fN`
  /// (N from 1).
  private func fontFaces(for bands: [RowPreview.Band]) -> [FontFace] {
    guard let fonts = scale.fonts else { return [] }
    var used: Set<FontFace> = []
    for band in bands {
      for panel in band.panels {
        for line in panel.layout.result.placedTextLines() {
          for run in fonts.runs(in: line.text) { used.insert(run.face) }
        }
      }
    }
    let own = fonts.faces
    let found = used.subtracting(own).sorted {
      ($0.path, $0.faceIndex) < ($1.path, $1.faceIndex)
    }
    return own + found
  }

  /// The picture of `bands`.
  ///
  /// - Throws: ``SVGOutput/UnreadableFont`` when a font to embed cannot be read.
  func render(_ bands: [RowPreview.Band]) throws(SVGOutput.UnreadableFont) -> String {
    let faces = fontFaces(for: bands)
    var body = ""
    var y = Self.margin
    var pictureWidth = 0.0
    for (bandIndex, band) in bands.enumerated() {
      body += "<text class=\"label\" x=\"\(n(Self.margin))\" y=\"\(n(y + 14))\">"
      body += SVGOutput.escaped(band.label) + "</text>\n"
      y += labelHeight + captionHeight
      var x = Self.margin
      var bandHeight = 0.0
      for panel in band.panels {
        let (markup, size) = self.panel(panel, row: bandIndex + 1, faces: faces)
        body += "<g transform=\"translate(\(n(x)) \(n(y)))\">\n" + markup + "</g>\n"
        x += size.width + gap
        bandHeight = max(bandHeight, size.height)
      }
      pictureWidth = max(pictureWidth, x - gap + Self.margin)
      y += bandHeight + bandGap
    }
    let pictureHeight = y - bandGap + Self.margin
    let (rules, families) = try fontRules(faces: faces)
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(pictureWidth))\""
    svg +=
      " height=\"\(n(pictureHeight))\" viewBox=\"0 0 \(n(pictureWidth)) \(n(pictureHeight))\">\n"
    svg += "<title>adaptive-rows preview</title>\n"
    svg += "<style>\n" + Self.style(fontRules: rules, families: families, scale: scale)
    svg += "</style>\n"
    svg += "<rect class=\"page\" width=\"100%\" height=\"100%\"/>\n"
    return svg + body + "</svg>\n"
  }

  /// The markup of a panel, in its own coordinates (the frames' top-leading corner at the
  /// origin, the caption above), and its size below the caption.
  private func panel(_ panel: RowPreview.Panel, row: Int, faces: [FontFace]) -> (String, Size) {
    let layout = panel.layout
    let mode = layout.mode.rawValue
    let frameWidth = panel.width * scale.x
    let rowFrame = layout.result.root.absoluteFrame
    let height = rowFrame.height * scale.y
    var caption = "\(formatLength(panel.width)): \(mode)"
    if layout.overflows { caption += ", overflow" }
    let escapedMode = SVGOutput.escaped(mode)
    var markup =
      "<g class=\"panel\" data-row=\"\(row)\" data-width=\"\(formatLength(panel.width))\""
    markup += " data-mode=\"\(escapedMode)\" data-overflow=\"\(layout.overflows)\""
    markup +=
      " data-row-width=\"\(n(rowFrame.width))\" data-row-height=\"\(n(rowFrame.height))\">\n"
    markup += "<text class=\"caption\" x=\"0\" y=\"-6\">\(SVGOutput.escaped(caption))</text>\n"
    markup += "<rect class=\"width\" x=\"0\" y=\"0\" width=\"\(n(frameWidth))\""
    markup += " height=\"\(n(height))\"/>\n"
    markup += "<rect class=\"row \(escapedMode)\" x=\"\(n(rowFrame.minX * scale.x))\""
    markup += " y=\"\(n(rowFrame.minY * scale.y))\" width=\"\(n(rowFrame.width * scale.x))\""
    markup += " height=\"\(n(height))\"/>\n"
    let lines = layout.result.placedTextLines().filter { !$0.text.isEmpty }
    for line in lines {
      markup += "<text class=\"t\" x=\"\(n(line.x * scale.x))\""
      markup += " y=\"\(n(line.baseline * scale.y + scale.baselineShift))\">"
      markup += runs(of: line.text, faces: faces) + "</text>\n"
    }
    markup += "</g>\n"
    // An overflowing row's text may reach past both frames; the next panel starts after it.
    let textEnd = lines.map { ($0.x + $0.width) * scale.x }.max() ?? 0
    let width = max(frameWidth, rowFrame.maxX * scale.x, textEnd)
    return (markup, Size(width: width, height: height))
  }

  /// The markup of a line's text: with a font measurer, a `tspan` per run in the font the run
  /// was measured with (its class `fN`), so that a browser draws each run in that font.
  private func runs(of text: String, faces: [FontFace]) -> String {
    guard let fonts = scale.fonts else { return SVGOutput.escaped(text) }
    // Runs of one font next to each other (two scripts in one font) share a tspan.
    var spans: [(font: Int, text: String)] = []
    for run in fonts.runs(in: text) {
      let index = (faces.firstIndex(of: run.face) ?? 0) + 1
      if spans.last?.font == index {
        spans[spans.count - 1].text += run.text
      } else {
        spans.append((index, String(run.text)))
      }
    }
    return spans.map { "<tspan class=\"f\($0.font)\">\(SVGOutput.escaped($0.text))</tspan>" }
      .joined()
  }

  /// The style sheet: `fontRules`, then the picture's classes, the text's in `families` and
  /// the scale's generic family.
  static func style(fontRules: String, families: [String], scale: Scale) -> String {
    fontRules + ".page { fill: #ffffff; }\n"
      + ".label { font: bold 13px sans-serif; fill: #222222; }\n"
      + ".caption { font: 12px sans-serif; fill: #555555; }\n"
      + ".width { fill: #f6f6f6; stroke: #999999; stroke-width: 1; }\n"
      + ".row { fill: none; stroke-width: 1.5; stroke-dasharray: 4 3; }\n"
      + ".compact { stroke: #2e7d32; }\n.standard { stroke: #b26a00; }\n"
      + ".extended { stroke: #1565c0; }\n"
      + ".t { font-family: \((families + [scale.genericFamily]).joined(separator: ", "));"
      + " font-size: \(SVGOutput.number(scale.fontSize))px; fill: #000000; white-space: pre; }\n"
  }

  /// The rules of the fonts: with ``OutputSettings/FontReferences/families`` a class `fN` per
  /// face naming its family, then the other faces' families in fallback order; otherwise also
  /// an `@font-face` rule per file, the family `adaptive-rows-font-N`, named first. Returns
  /// the rules and the families of every face in order, for the text's own class.
  private func fontRules(faces: [FontFace]) throws(SVGOutput.UnreadableFont) -> (
    css: String, families: [String]
  ) {
    let quotedFamily = faces.map { face in
      scale.fonts?.family(of: face).map { "\"\(Self.cssString($0))\"" }
    }
    guard fontReferences != .families else {
      var css = ""
      for index in faces.indices {
        let own = quotedFamily[index].map { [$0] } ?? []
        let others = faces.indices.filter { $0 != index }.compactMap { quotedFamily[$0] }
        let list = unique(own + others + [scale.genericFamily]).joined(separator: ", ")
        css += ".f\(index + 1) { font-family: \(list); }\n"
      }
      return (css, unique(quotedFamily.compactMap { $0 }))
    }
    var css = ""
    var families: [String] = []
    for (index, face) in faces.enumerated() {
      let family = "adaptive-rows-font-\(index + 1)"
      families.append("\"\(family)\"")
      let source =
        try fontReferences == .embedded ? Self.dataURL(of: face) : Self.fileURL(of: face)
      css += "@font-face { font-family: \"\(family)\"; src: url(\"\(Self.cssString(source))\"); }\n"
    }
    // A run's own font first, then the others in fallback order. A face after the first of a
    // collection is named by its family first: `@font-face` takes a collection's first face.
    for index in faces.indices {
      var own = [families[index]]
      if let name = quotedFamily[index] {
        own = faces[index].faceIndex == 0 ? own + [name] : [name] + own
      }
      let others = families.indices.filter { $0 != index }.map { families[$0] }
      let list = (own + others + [scale.genericFamily]).joined(separator: ", ")
      css += ".f\(index + 1) { font-family: \(list); }\n"
    }
    return (css, families)
  }

  /// `names` without repetitions, in order of first appearance.
  private func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The `file://` URL of a font file.
  private static func fileURL(of face: FontFace) -> String {
    URL(fileURLWithPath: face.path).absoluteString
  }

  /// A `data:` URL holding a font file's bytes, typed by its extension.
  private static func dataURL(of face: FontFace) throws(SVGOutput.UnreadableFont) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: face.path))
    } catch {
      throw SVGOutput.UnreadableFont(path: face.path, reason: readErrorDescription(error))
    }
    let type =
      switch URL(fileURLWithPath: face.path).pathExtension.lowercased() {
      case "ttf": "font/ttf"
      case "otf": "font/otf"
      case "ttc", "otc": "font/collection"
      case "woff": "font/woff"
      case "woff2": "font/woff2"
      default: "application/octet-stream"
      }
    return "data:\(type);base64,\(data.base64EncodedString())"
  }

  private func n(_ value: Double) -> String { SVGOutput.number(value) }

  /// `text` inside a CSS string in double quotes, inside XML character data.
  private static func cssString(_ text: String) -> String {
    SVGOutput.escaped(
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    )
  }
}
