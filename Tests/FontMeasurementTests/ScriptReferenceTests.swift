import FontMeasurement
import Foundation
import LayoutEngine
import TestSupport
import Testing
import TextMeasurement

/// A title of the font tests: a wallet transaction's title in one script (or several), and
/// the font files Debian's fonts and fontconfig give it after DejaVu Sans (Docs/Fonts.md, the
/// table of scripts).
struct ScriptTitle: CustomTestStringConvertible, Sendable {
  var script: String
  var text: String
  /// The one font the whole title is shaped with, when it is one: the reference is then
  /// HarfBuzz shaping the whole string in it. Nil for a title of several fonts, whose
  /// reference width is Pango's.
  var font: FontFile?
  /// The language Pango samples for the script, which HarfBuzz shapes in (`locl` features).
  var language: String

  var testDescription: String { script }
}

private let noto = "/usr/share/fonts/truetype/noto/"

/// One title per script the sample and the tests use.
let scriptTitles: [ScriptTitle] = [
  ScriptTitle(script: "Arabic", text: "تحويل إلى حساب التوفير", font: dejaVuSans, language: "ar"),
  ScriptTitle(script: "Persian", text: "انتقال به حساب پس‌انداز", font: dejaVuSans, language: "ar"),
  ScriptTitle(script: "Hebrew", text: "העברה לחשבון החיסכון", font: dejaVuSans, language: "he"),
  ScriptTitle(
    script: "Thai", text: "โอนเงินเข้าบัญชีออมทรัพย์",
    font: FontFile(noto + "NotoSansThai-Regular.ttf"), language: "th"),
  ScriptTitle(
    script: "Devanagari", text: "बचत खाते में स्थानांतरण",
    font: FontFile(noto + "NotoSansDevanagari-Regular.ttf"), language: "hi"),
  ScriptTitle(
    script: "Bengali", text: "সঞ্চয় অ্যাকাউন্টে স্থানান্তর",
    font: FontFile(noto + "NotoSansBengali-Regular.ttf"), language: "bn"),
  ScriptTitle(
    script: "Tamil", text: "சேமிப்புக் கணக்குக்கு மாற்றம்",
    font: FontFile(noto + "NotoSansTamil-Regular.ttf"), language: "ta"),
  ScriptTitle(
    script: "Korean", text: "저축 계좌로 이체", font: FontFile(notoSansCJK.path, faceIndex: 1),
    language: "ko"),
  ScriptTitle(script: "Chinese", text: "转账到储蓄账户", font: notoSansCJK, language: "en"),
  ScriptTitle(script: "Japanese", text: "普通預金口座への振込", font: notoSansCJK, language: "en"),
  ScriptTitle(script: "emoji", text: "Coffee ☕ with friends 🎉👨‍👩‍👧", font: nil, language: "en"),
  ScriptTitle(script: "mixed", text: "Überweisung 转账 to João — تحويل", font: nil, language: "en"),
]

/// The whole-string advance `hb-shape` gives `text` in `font` and `language`, in points at 17.
private func hbShapePoints(_ text: String, in font: FontFile, language: String) throws -> Double {
  let advances = try #require(
    try hbShapeAdvances([text], path: font.path, faceIndex: font.faceIndex, language: language),
    "hb-shape (libharfbuzz-bin) is needed")
  return try #require(advances.first) * 17
    / (try fontUnitsPerEm(path: font.path, faceIndex: font.faceIndex))
}

/// What Pango lays out at each of `widths` (points): for each paragraph of `texts` in DejaVu
/// Sans 17 (HarfBuzz shaping, no hinting, subpixel positions, breaking at words, and inside a
/// word only when it does not fit a line), its line count and the width of its first line's
/// glyphs in points. Pango's own fallback goes through fontconfig. The runs of pango-view
/// (about two seconds each, most of it fontconfig's start) run at the same time.
func pangoLayouts(_ texts: [String], widths: [Int]) throws -> [[(lines: Int, width: Double)]] {
  let tool = "/usr/bin/pango-view"
  try #require(FileManager.default.isExecutableFile(atPath: tool), "pango-view (pango1.0-tools)")
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "adaptive-rows-pango-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let input = directory.appendingPathComponent("titles.txt")
  try texts.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
  var running: [(Process, URL)] = []
  for width in widths {
    let output = directory.appendingPathComponent("layout-\(width).json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [
      // In a language that covers none of the scripts, Pango asks fontconfig for each run's
      // fonts in its script's sample language, as the measurer does (Docs/Fonts.md).
      "-q", "--language=en-us", "--font=DejaVu Sans 17", "--pixels", "--hinting=none",
      "--hint-metrics=off", "--subpixel-positions", "--wrap=word-char", "--width=\(width)",
      "--serialize-to=\(output.path)",
      "--output=\(directory.appendingPathComponent("layout-\(width).png").path)", input.path,
    ]
    try process.run()
    running.append((process, output))
  }
  return try running.map { process, output in
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "pango-view failed")
    return try pangoParagraphs(Data(contentsOf: output))
  }
}

/// The widths the Pango references are laid out at; 10,000 lays every title on one line.
let pangoWidths = [60, 90, 130, 180, 10_000]

/// "Überweisung", after the titles: a word wider than a line of 60.
let overlongWord = "Überweisung"

/// Pango's layouts of the titles and ``overlongWord`` at ``pangoWidths``, made once for all
/// the tests (pango-view runs take seconds).
let pangoReference: Result<[Int: [(lines: Int, width: Double)]], any Error> = Result {
  let layouts = try pangoLayouts(scriptTitles.map(\.text) + [overlongWord], widths: pangoWidths)
  return Dictionary(uniqueKeysWithValues: zip(pangoWidths, layouts))
}

/// Pango's layout of the titles and ``overlongWord`` at `width`, one of ``pangoWidths``.
func pango(width: Int) throws -> [(lines: Int, width: Double)] {
  let layouts = try pangoReference.get()
  let layout = try #require(layouts[width])
  try #require(layout.count == scriptTitles.count + 1)
  return layout
}

/// The paragraphs of a layout pango-view serialized: each one's line count and the width of
/// its first line's glyphs in points (Pango units are 1/1024 of a point).
private func pangoParagraphs(_ data: Data) throws -> [(lines: Int, width: Double)] {
  let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  let layout = try #require(json["output"] as? [String: Any])
  let lines = try #require(layout["lines"] as? [[String: Any]])
  var result: [(lines: Int, width: Double)] = []
  for line in lines {
    let runs = line["runs"] as? [[String: Any]] ?? []
    let glyphs = runs.flatMap { $0["glyphs"] as? [[String: Any]] ?? [] }
    let units = glyphs.reduce(0) { $0 + ($1["width"] as? Int ?? 0) }
    if line["paragraph-start"] as? Bool == true {
      result.append((1, Double(units) / 1024))
    } else if !result.isEmpty {
      result[result.count - 1].lines += 1
    }
  }
  return result
}

/// The width of the widest segment of `measured` (the text between two break
/// opportunities, without its trailing whitespace).
func widestSegment(_ measured: MeasuredText) -> Double {
  var widest = 0.0
  var start = 0
  for index in 0..<measured.clusterCount
  where measured.breakAfter(index) != .none || index == measured.clusterCount - 1 {
    var end = index + 1
    while end > start, measured.isWhitespace(end - 1) || measured.isNewline(end - 1) { end -= 1 }
    widest = max(widest, measured.width(start..<end))
    start = index + 1
  }
  return widest
}

@Suite("Font measurer against HarfBuzz and Pango, script by script")
struct ScriptReferenceTests {
  let font: FontMeasurer

  init() throws {
    font = try FontMeasurer.defaultFont(pointSize: 17, displayScale: 3)
  }

  @Test(
    "a one-line title measures within 1% of HarfBuzz shaping the whole string",
    arguments: scriptTitles.filter { $0.font != nil })
  func oneLineWidthsMatchHBShape(title: ScriptTitle) throws {
    let fontFile = try #require(title.font)
    let reference = try hbShapePoints(title.text, in: fontFile, language: title.language)
    let measured = MeasuredText(title.text, measurer: font)
    let width = measured.width(0..<measured.clusterCount)
    #expect(abs(width - reference) <= reference * 0.01, "\(width) against \(reference)")
    #expect(abs(font.advance(ofRun: title.text[...]) - reference) <= reference * 0.01)
    // Measured in that font: every run of the title is.
    #expect(font.fontRuns(in: title.text).allSatisfy { $0.font == fontFile })
    #expect(font.uncoveredScalars(in: title.text).isEmpty)
  }

  @Test("\"تحويل إلى حساب التوفير\" at DejaVu Sans 17 is about 175 points, not 238")
  func arabicJoins() throws {
    // hb-shape of the whole phrase: 21165 units of 2048 per em, 175.69 points; the letters
    // shaped one at a time add up to 238.
    let title = "تحويل إلى حساب التوفير"
    let measured = MeasuredText(title, measurer: font)
    #expect(abs(measured.width(0..<measured.clusterCount) - 21165 * 17 / 2048) < 1e-9)
  }

  @Test("every title measures within 1% of Pango's one-line width")
  func oneLineWidthsMatchPango() throws {
    for (title, reference) in zip(scriptTitles, try pango(width: 10_000)) {
      #expect(reference.lines == 1, "\(title.script)")
      let measured = MeasuredText(title.text, measurer: font)
      let width = measured.width(0..<measured.clusterCount)
      #expect(
        abs(width - reference.width) <= reference.width * 0.01,
        "\(title.script): \(width) against Pango's \(reference.width)")
    }
  }

  @Test("line counts agree with Pango's at every width where each word fits a line")
  func lineCountsMatchPango() throws {
    var compared = 0
    for width in pangoWidths.dropLast() {
      for (title, reference) in zip(scriptTitles, try pango(width: width)) {
        let measured = MeasuredText(title.text, measurer: font)
        // A word wider than the line is broken inside differently by design (the next test).
        guard widestSegment(measured) <= Double(width) else { continue }
        compared += 1
        let lines = measured.lines(width: Double(width)).count
        #expect(
          lines == reference.lines,
          "\(title.script) at \(width): \(lines) against Pango's \(reference.lines)")
      }
    }
    // Every script is compared at the widths its words fit: 12 titles, most at several widths
    // (the one-line widths are compared in the test above).
    #expect(compared >= 35, "\(compared) cases compared")
    print("Line counts compared with Pango's: \(compared)")
  }

  @Test(
    "a word wider than the line breaks at a cluster boundary without a hyphen, where Pango adds one"
  )
  func overlongWordBreaksWithoutHyphen() throws {
    // "Überweisung" (86 points) at 60: the engine breaks as SwiftUI does, at the last cluster
    // boundary that fits ("Überw"); Pango inserts a hyphen and so breaks earlier ("Über‐"),
    // and keeps an Indic syllable whole where the engine may break between its clusters.
    let measured = MeasuredText(overlongWord, measurer: font)
    let lines = measured.lines(width: 60).map { String(measured.text($0.clusters)) }
    #expect(lines == ["Überw", "eisung"])
    let pango = try #require(try pango(width: 60).last)
    // Pango: "Über‐", "weisu‐", "ng": three lines where the engine has two.
    #expect(pango.lines == 3)
    #expect(pango.width < font.advance(ofRun: "Überw"))
    #expect(pango.width > font.advance(ofRun: "Über") + 3)  // and a hyphen
  }
}
