import FontMeasurement
import Foundation
import LayoutEngine
import Testing
import TextMeasurement

/// Debian's locations of the test fonts (fonts-dejavu-core and fonts-noto-cjk, installed by
/// Scripts/setup.sh).
let dejaVuSans = FontFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
let notoSansCJK = FontFile("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

/// DejaVu Sans has 2048 units per em.
let dejaVuUnitsPerEm = 2048.0

/// DejaVu Sans advances in font units, computed independently by HarfBuzz's command-line
/// shaper (libharfbuzz-bin, HarfBuzz 6.0.0), which prints each glyph's advance after "+";
/// each entry is the sum. Reproduce one with:
///
///     hb-shape /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "Wallet"
///     # [W=0+1894|a=1+1255|l=2+569|l=3+569|e=4+1260|t=5+803] -> 6350
let hbShapeRuns: [(text: String, units: Double)] = [
  ("Hello", 5191),  // [H=0+1540|e=1+1260|l=2+569|l=3+569|o=4+1253]
  ("Wallet", 6350),  // [W=0+1894|a=1+1255|l=2+569|l=3+569|e=4+1260|t=5+803]
  ("AV", 2671),  // [A=0+1270|V=1+1401]: kerned
  ("office", 5619),  // [o=0+1253|uniFB03=1+1980|c=4+1126|e=5+1260]: the "ffi" ligature
  ("Hi", 2109),  // [H=0+1540|i=1+569]
]

/// Single clusters, by the same command ("hb-shape DejaVuSans.ttf A" gives [A=0+1401]).
let hbShapeClusters: [(text: String, units: Double)] = [
  ("A", 1401), ("V", 1401), ("H", 1540), ("i", 569), ("f", 721), ("W", 2025),
]

/// `units` of DejaVu Sans at `size` points: advances are not rounded, at any display scale.
func expectedPoints(_ units: Double, size: Double = 17) -> Double {
  units * size / dejaVuUnitsPerEm
}

func dejaVu(size: Double = 17, scale: Double = 1) throws -> FontMeasurer {
  try FontMeasurer(dejaVuSans, pointSize: size, fallbacks: [notoSansCJK], displayScale: scale)
}

/// The sum of the advances `hb-shape` prints for `text` in `font`, or nil when hb-shape is
/// not installed.
func liveHBShape(_ font: FontFile, _ text: String, language: String? = nil) throws -> Double? {
  let candidates = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape", "/opt/homebrew/bin/hb-shape"]
  guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
  else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments =
    (font.faceIndex == 0 ? [] : ["--face-index=\(font.faceIndex)"])
    + (language.map { ["--language=\($0)"] } ?? []) + [font.path, text]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let output = String(decoding: data, as: UTF8.self)
    .trimmingCharacters(in: .whitespacesAndNewlines)
    .trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
  var total = 0.0
  for glyph in output.split(separator: "|") {
    guard let plus = glyph.lastIndex(of: "+"),
      let advance = Double(glyph[glyph.index(after: plus)...])
    else { return nil }
    total += advance
  }
  return total
}

@Suite("Font measurer")
struct FontMeasurerTests {
  @Test("runs in DejaVu Sans advance as hb-shape says, at 1x, 2x and 3x")
  func runsMatchHBShape() throws {
    for scale in [1.0, 2, 3] {
      let font = try dejaVu(scale: scale)
      for (text, units) in hbShapeRuns {
        #expect(
          font.advance(ofRun: text[...]) == expectedPoints(units),
          "\(text) at \(scale)x")
      }
    }
  }

  @Test("single clusters advance as hb-shape says")
  func clustersMatchHBShape() throws {
    let font = try dejaVu(scale: 3)
    for (text, units) in hbShapeClusters {
      #expect(font.advance(ofCluster: text[...]) == expectedPoints(units), "\(text)")
    }
  }

  @Test("the recorded hb-shape numbers are what hb-shape gives now, when it is installed")
  func recordedNumbersMatchLiveHBShape() throws {
    for (text, units) in hbShapeRuns + hbShapeClusters {
      guard let live = try liveHBShape(dejaVuSans, text) else { return }
      #expect(live == units, "\(text)")
    }
  }

  @Test("a kerned pair is narrower as a run than its two clusters")
  func kerningInRuns() throws {
    let font = try dejaVu(scale: 3)
    let pair = font.advance(ofRun: "AV")
    let separate = font.advance(ofCluster: "A") + font.advance(ofCluster: "V")
    #expect(pair < separate)
    #expect(pair == expectedPoints(2671))
  }

  @Test("line filling measures a run as shaped whole, so a ligature and a kerned pair count")
  func lineFillingUsesShapedRuns() throws {
    let font = try dejaVu(scale: 2)
    for (text, units) in [("office", 5619.0), ("AV", 2671)] {
      let measured = MeasuredText(text, measurer: font)
      let width = measured.width(0..<measured.clusterCount)
      #expect(width == expectedPoints(units), "\(text)")
      let clusters = (0..<measured.clusterCount).map {
        font.advance(ofCluster: measured.cluster($0))
      }
      #expect(width < clusters.reduce(0, +), "\(text)")
    }
  }
}
