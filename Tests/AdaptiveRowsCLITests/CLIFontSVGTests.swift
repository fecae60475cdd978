import FontMeasurement
import Foundation
import TestSupport
import Testing

@Suite("adaptive-rows preview --format svg, drawn back through HarfBuzz")
struct CLIFontSVGTests {
  @Test("every line of the sample's SVG, shaped by HarfBuzz in its runs' fonts, fits its frame")
  func linesFitTheirFrames() throws {
    let result = run([
      "preview", "--format", "svg", "--measurer", "font@15", "--widths", "200,300,440",
      "Samples/wallet.jsonl", "--fonts", "files",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let svg = try SVGDocument(result.output)
    // The fonts of the classes, from the @font-face rules: fN is adaptive-rows-font-N.
    var files: [String: String] = [:]
    for rule in svg.style.components(separatedBy: "@font-face").dropFirst() {
      guard let name = rule.firstRange(of: "adaptive-rows-font-"),
        let url = rule.firstRange(of: "url(\"file://"),
        let end = rule[url.upperBound...].firstIndex(of: "\"")
      else { continue }
      let number = rule[name.upperBound...].prefix { $0.isNumber }
      files["f\(number)"] = String(rule[url.upperBound..<end]).removingPercentEncoding
    }
    // A collection's face is named by its family in the class's rule; fontconfig's name for
    // the face the measurer used is checked through FontFile.
    let classes = Set(svg.panels.flatMap { $0.lines.flatMap { $0.runs.map(\.fontClass) } })
    #expect(classes.count >= 4, "DejaVu Sans, Noto Sans CJK, Thai and emoji: \(classes)")
    var fonts: [String: FontFile] = [:]
    for fontClass in classes {
      let path = try #require(files[fontClass], "no @font-face for \(fontClass)")
      let rule = try #require(svg.style.firstRange(of: ".\(fontClass) {"))
      let line = svg.style[rule.upperBound...].prefix { $0 != "\n" }
      // The face: 1 when the family named first is Noto Sans CJK KR (the Korean title's).
      let face = line.hasPrefix(" font-family: \"Noto Sans CJK KR\"") ? 1 : 0
      fonts[fontClass] = FontFile(path, faceIndex: face)
    }
    // Each run shaped alone by hb-shape, a run of the command per font.
    var widths: [String: Double] = [:]
    for (fontClass, font) in fonts {
      let texts = Array(
        Set(
          svg.panels.flatMap { $0.lines.flatMap { $0.runs } }.filter { $0.fontClass == fontClass }
            .map(\.text)))
      let scale = 15 / (try fontUnitsPerEm(path: font.path, faceIndex: font.faceIndex))
      let advances = try #require(
        try hbShapeAdvances(texts, path: font.path, faceIndex: font.faceIndex),
        "hb-shape (libharfbuzz-bin) is needed")
      for (text, units) in zip(texts, advances) {
        widths[fontClass + "\u{0}" + text] = units * scale
      }
    }
    var checked = 0
    for panel in svg.panels where !panel.overflow {
      for line in panel.lines {
        let width = try line.runs.reduce(0.0) { total, run in
          total + (try #require(widths[run.fontClass + "\u{0}" + run.text]))
        }
        // Hanging spaces at a line's end are not drawn past the frame.
        #expect(
          line.x + width <= Double(panel.width) + 0.01,
          "row \(panel.row) at \(panel.width): \(line.runs.map(\.text).joined()) is \(width)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }
}
