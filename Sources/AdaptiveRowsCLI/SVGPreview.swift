import AdaptiveAmountRow
import FontMeasurement
import Foundation
import LayoutEngine
import TextMeasurement
import WalletEntries
import WalletList

/// Draws rows at several widths as one SVG picture: for each row a band with a panel per
/// width, each panel the frame of the width, the frame of the chosen candidate (the row's
/// frame, which the priority ZStack takes from it; dashed, coloured by mode), the width and
/// the mode above them, and every visible text line at the origin and baseline the layout
/// gave it, each run of it in the font it was measured with (fallbacks found through
/// fontconfig included). Fonts are named by family, so that the picture holds no path of the
/// machine that drew it; ``FontReferences`` adds `@font-face` rules with the font files' URLs
/// or their data when asked.
///
/// The output is a function of its input: no dates, no random identifiers, numbers written
/// the same way on every machine.
struct SVGPreview {
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
    /// The font files to name in `@font-face` rules, in fallback order, besides the font
    /// measurer's.
    var fontFiles: [FontFile]
    /// The font measurer, whose fonts (fallbacks found through fontconfig included) draw each
    /// run of a line; nil for cells.
    var font: FontMeasurer? = nil
    /// The generic family after the named fonts.
    var genericFamily: String

    /// Terminal cells (or fixed units): 8 by 16 units a cell, in a monospace font whose
    /// advance is about 0.6 em (13 units).
    static let cells = Scale(
      x: 8, y: 16, baselineShift: -4, fontSize: 13, fontFiles: [], genericFamily: "monospace")

    /// A font measurer's points, one unit a point, in the measurer's fonts.
    static func points(_ font: FontMeasurer) -> Scale {
      Scale(
        x: 1, y: 1, baselineShift: 0, fontSize: font.pointSize, fontFiles: [], font: font,
        genericFamily: "sans-serif")
    }
  }

  /// How the fonts of the text are referred to.
  enum FontReferences: String, CaseIterable {
    /// By family name alone, the generic family last: a viewer draws each run in its own copy
    /// of the font, or in a fallback.
    case families
    /// By family, and an `@font-face` rule with each font file's `file://` URL: the same
    /// picture on the machine that drew it.
    case files
    /// By family, and an `@font-face` rule with each font file's data (base64): the same
    /// picture anywhere, at the size of the fonts.
    case embedded
  }

  /// A font file that could not be read to be embedded.
  struct UnreadableFont: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read the font file \(path) to embed it: \(reason)" }
  }

  /// One panel: a row laid out at a width.
  struct Panel {
    var width: Int
    var layout: AmountRowLayout
  }

  /// One band: a row's label and its panels, one per width.
  struct Band {
    var label: String
    var panels: [Panel]
  }

  let scale: Scale
  /// How the picture refers to its fonts.
  var fontReferences = FontReferences.families

  private let margin = 16.0
  private let gap = 24.0
  private let labelHeight = 22.0
  private let captionHeight = 18.0
  private let bandGap = 20.0

  /// The font files `bands` are drawn with: the scale's, the measurer's, then the other fonts
  /// their runs were measured with (fallbacks found through fontconfig), by path. Each is the
  /// family `adaptive-rows-font-N` and the class `fN` (N from 1).
  private func fontFiles(for bands: [Band]) -> [FontFile] {
    guard let font = scale.font else { return scale.fontFiles }
    var used: Set<FontFile> = []
    for band in bands {
      for panel in band.panels {
        for line in panel.layout.result.placedTextLines() {
          for run in font.fontRuns(in: line.text) { used.insert(run.font) }
        }
      }
    }
    let own = scale.fontFiles + font.fontFiles
    let found = used.subtracting(own).sorted {
      ($0.path, $0.faceIndex) < ($1.path, $1.faceIndex)
    }
    return own + found
  }

  /// The picture of `bands`.
  ///
  /// - Throws: ``UnreadableFont`` when a font to embed cannot be read.
  func render(_ bands: [Band]) throws(UnreadableFont) -> String {
    let files = fontFiles(for: bands)
    var body = ""
    var y = margin
    var pictureWidth = 0.0
    for (bandIndex, band) in bands.enumerated() {
      body += "<text class=\"label\" x=\"\(n(margin))\" y=\"\(n(y + 14))\">"
      body += Self.escaped(band.label) + "</text>\n"
      y += labelHeight + captionHeight
      var x = margin
      var bandHeight = 0.0
      for panel in band.panels {
        let (markup, size) = self.panel(panel, row: bandIndex + 1, files: files)
        body += "<g transform=\"translate(\(n(x)) \(n(y)))\">\n" + markup + "</g>\n"
        x += size.width + gap
        bandHeight = max(bandHeight, size.height)
      }
      pictureWidth = max(pictureWidth, x - gap + margin)
      y += bandHeight + bandGap
    }
    let pictureHeight = y - bandGap + margin
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(pictureWidth))\""
    svg +=
      " height=\"\(n(pictureHeight))\" viewBox=\"0 0 \(n(pictureWidth)) \(n(pictureHeight))\">\n"
    svg += "<title>adaptive-rows preview</title>\n"
    svg += "<style>\n" + (try style(files: files)) + "</style>\n"
    svg += "<rect class=\"page\" width=\"100%\" height=\"100%\"/>\n"
    return svg + body + "</svg>\n"
  }

  /// The markup of a panel, in its own coordinates (the frames' top-leading corner at the
  /// origin, the caption above), and its size below the caption.
  private func panel(_ panel: Panel, row: Int, files: [FontFile]) -> (String, Size) {
    let layout = panel.layout
    let mode = layout.mode.rawValue
    let frameWidth = Double(panel.width) * scale.x
    let rowFrame = layout.result.root.absoluteFrame
    let height = rowFrame.height * scale.y
    var caption = "\(panel.width): \(mode)"
    if layout.overflows { caption += ", overflow" }
    var markup = "<g class=\"panel\" data-row=\"\(row)\" data-width=\"\(panel.width)\""
    markup += " data-mode=\"\(Self.escaped(mode))\" data-overflow=\"\(layout.overflows)\""
    markup +=
      " data-row-width=\"\(n(rowFrame.width))\" data-row-height=\"\(n(rowFrame.height))\">\n"
    markup += "<text class=\"caption\" x=\"0\" y=\"-6\">\(Self.escaped(caption))</text>\n"
    markup += "<rect class=\"width\" x=\"0\" y=\"0\" width=\"\(n(frameWidth))\""
    markup += " height=\"\(n(height))\"/>\n"
    markup += "<rect class=\"row \(Self.escaped(mode))\" x=\"\(n(rowFrame.minX * scale.x))\""
    markup += " y=\"\(n(rowFrame.minY * scale.y))\" width=\"\(n(rowFrame.width * scale.x))\""
    markup += " height=\"\(n(height))\"/>\n"
    let lines = layout.result.placedTextLines().filter { !$0.text.isEmpty }
    for line in lines {
      markup += "<text class=\"t\" x=\"\(n(line.x * scale.x))\""
      markup += " y=\"\(n(line.baseline * scale.y + scale.baselineShift))\">"
      markup += runs(of: line.text, files: files) + "</text>\n"
    }
    markup += "</g>\n"
    // An overflowing row's text may reach past both frames; the next panel starts after it.
    let textEnd = lines.map { ($0.x + $0.width) * scale.x }.max() ?? 0
    let width = max(frameWidth, rowFrame.maxX * scale.x, textEnd)
    return (markup, Size(width: width, height: height))
  }

  /// The markup of a line's text: with a font measurer, a `tspan` per run in the font the run
  /// was measured with (its class `fN`), so that a browser draws each run in that font.
  private func runs(of text: String, files: [FontFile]) -> String {
    guard let font = scale.font else { return Self.escaped(text) }
    // Runs of one font next to each other (two scripts in one font) share a tspan.
    var spans: [(font: Int, text: String)] = []
    for run in font.fontRuns(in: text) {
      let index = (files.firstIndex(of: run.font) ?? 0) + 1
      if spans.last?.font == index {
        spans[spans.count - 1].text += run.text
      } else {
        spans.append((index, String(run.text)))
      }
    }
    return spans.map { "<tspan class=\"f\($0.font)\">\(Self.escaped($0.text))</tspan>" }.joined()
  }

  /// The style sheet: the fonts' rules (``fontRules(files:)``), then the picture's classes.
  private func style(files: [FontFile]) throws(UnreadableFont) -> String {
    let (css, families) = try fontRules(files: files)
    return css + ".page { fill: #ffffff; }\n"
      + ".label { font: bold 13px sans-serif; fill: #222222; }\n"
      + ".caption { font: 12px sans-serif; fill: #555555; }\n"
      + ".width { fill: #f6f6f6; stroke: #999999; stroke-width: 1; }\n"
      + ".row { fill: none; stroke-width: 1.5; stroke-dasharray: 4 3; }\n"
      + ".compact { stroke: #2e7d32; }\n.standard { stroke: #b26a00; }\n"
      + ".extended { stroke: #1565c0; }\n"
      + ".t { font-family: \((families + [scale.genericFamily]).joined(separator: ", "));"
      + " font-size: \(n(scale.fontSize))px; fill: #000000; white-space: pre; }\n"
  }

  /// The rules of the fonts: with ``FontReferences/families`` a class `fN` per font file
  /// naming its family, then the other files' families in fallback order; otherwise also an
  /// `@font-face` rule per file, the family `adaptive-rows-font-N`, named first. Returns the
  /// rules and the families of every file in order, for the text's own class.
  private func fontRules(files: [FontFile]) throws(UnreadableFont) -> (
    css: String, families: [String]
  ) {
    let quotedFamily = files.map { file in file.familyName.map { "\"\(Self.cssString($0))\"" } }
    guard fontReferences != .families else {
      var css = ""
      for index in files.indices {
        let own = quotedFamily[index].map { [$0] } ?? []
        let others = files.indices.filter { $0 != index }.compactMap { quotedFamily[$0] }
        let list = unique(own + others + [scale.genericFamily]).joined(separator: ", ")
        css += ".f\(index + 1) { font-family: \(list); }\n"
      }
      return (css, unique(quotedFamily.compactMap { $0 }))
    }
    var css = ""
    var families: [String] = []
    for (index, file) in files.enumerated() {
      let family = "adaptive-rows-font-\(index + 1)"
      families.append("\"\(family)\"")
      let source = try fontReferences == .embedded ? Self.dataURL(of: file) : Self.fileURL(of: file)
      css += "@font-face { font-family: \"\(family)\"; src: url(\"\(Self.cssString(source))\"); }\n"
    }
    // A run's own font first, then the others in fallback order. A face after the first of a
    // collection is named by its family first: `@font-face` takes a collection's first face.
    for index in files.indices {
      var own = [families[index]]
      if let name = quotedFamily[index] {
        own = files[index].faceIndex == 0 ? own + [name] : [name] + own
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
  private static func fileURL(of file: FontFile) -> String {
    URL(fileURLWithPath: file.path).absoluteString
  }

  /// A `data:` URL holding a font file's bytes, typed by its extension.
  private static func dataURL(of file: FontFile) throws(UnreadableFont) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file.path))
    } catch {
      throw UnreadableFont(path: file.path, reason: readErrorDescription(error))
    }
    let type =
      switch URL(fileURLWithPath: file.path).pathExtension.lowercased() {
      case "ttf": "font/ttf"
      case "otf": "font/otf"
      case "ttc", "otc": "font/collection"
      case "woff": "font/woff"
      case "woff2": "font/woff2"
      default: "application/octet-stream"
      }
    return "data:\(type);base64,\(data.base64EncodedString())"
  }

  /// `value` with at most two decimals, without a trailing zero: the same on every machine.
  private func n(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
    let whole = Int(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits = fraction % 10 == 0 ? String(fraction / 10) : String(format: "%02d", fraction)
    return sign + String(magnitude / 100) + "." + digits
  }

  /// `text` safe as XML character data or an attribute value: markup characters escaped,
  /// controls replaced as the terminal output replaces them (C0 and C1 controls become
  /// U+FFFD, bidi controls are removed), and the noncharacters XML forbids (U+FFFE, U+FFFF)
  /// replaced too.
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

  /// `text` inside a CSS string in double quotes, inside XML character data.
  private static func cssString(_ text: String) -> String {
    escaped(
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    )
  }
}
