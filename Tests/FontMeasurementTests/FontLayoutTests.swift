import AdaptiveAmountRow
import FontMeasurement
import LayoutEngine
import Testing
import TextMeasurement

@Suite("Font measurer: metrics, fallback, rounding and layout")
struct FontLayoutTests {
  @Test("a CJK character DejaVu Sans lacks is measured with Noto Sans CJK: one em")
  func cjkThroughFallback() throws {
    let font = try dejaVu(scale: 1)
    // Noto Sans CJK has 1000 units per em and 猫 advances 1000 ("hb-shape
    // NotoSansCJK-Regular.ttc 猫" gives [gid26145=0+1000]); DejaVu Sans has no 猫.
    #expect(font.advance(ofCluster: "猫") == 17)
    #expect(font.advance(ofRun: "猫です") == 51)
    // Without the fallback, the primary font's missing glyph is measured instead.
    let alone = try FontMeasurer(dejaVuSans, pointSize: 17)
    #expect(alone.advance(ofCluster: "猫") == expectedPoints(1229))
    // Mixed runs shape each stretch with its own font.
    #expect(font.advance(ofRun: "Hi猫") == expectedPoints(2109 + 2048))
  }

  @Test("line height and baseline from DejaVu Sans's hhea metrics: 1901, -483, gap 0")
  func lineHeightAndBaseline() throws {
    // hhea ascender 1901, descender -483, line gap 0, 2048 units per em (OS/2 does not ask
    // for its typographic metrics). At 17 pt: 19.79 high, baseline 15.78 down.
    let expected: [(scale: Double, height: Double, baseline: Double)] = [
      (1, 20, 16), (2, 20, 16), (3, 59.0 / 3, 47.0 / 3),
    ]
    for (scale, height, baseline) in expected {
      let font = try dejaVu(scale: scale)
      #expect(font.lineHeight == height, "\(scale)x")
      #expect(font.baselineOffset == baseline, "\(scale)x")
      #expect(font.pixelGrid == 1 / scale)
    }
  }

  @Test("advances are unrounded at 1x, 2x and 3x; a text's frame rounds up to their pixels")
  func roundingToDisplayScale() throws {
    // "office" is 5619 units: 46.642 pt at 17 pt, at any scale.
    let expected: [(scale: Double, width: Double)] = [(1, 47), (2, 47), (3, 140.0 / 3)]
    for (scale, width) in expected {
      let font = try dejaVu(scale: scale)
      #expect(font.advance(ofRun: "office") == expectedPoints(5619), "\(scale)x")
      let layout = Text("office").layout(
        in: ProposedSize(width: nil, height: nil), environment: EnvironmentValues(measurer: font))
      #expect(layout.size.width == width, "\(scale)x")
    }
  }

  @Test("SwiftUI's default spacing: 8 points on both axes, Spacer 8")
  func spacing() throws {
    let font = try dejaVu(scale: 2)
    #expect(font.defaultSpacing(along: .horizontal) == 8)
    #expect(font.defaultSpacing(along: .vertical) == 8)
    #expect(font.defaultSpacerLength == 8)
  }

  @Test("Text(\"Hi\") narrower than \"Hi\" wraps into \"H\" and \"i\"")
  func hiWraps() throws {
    let font = try dejaVu(scale: 1)
    // H is 12.78 and i 4.72: "Hi" needs 17.51.
    let wide = Text("Hi").layout(
      in: ProposedSize(width: 18, height: nil), environment: EnvironmentValues(measurer: font))
    #expect(lines(wide) == ["Hi"])
    let narrow = Text("Hi").layout(
      in: ProposedSize(width: 17, height: nil), environment: EnvironmentValues(measurer: font))
    #expect(lines(narrow) == ["H", "i"])
    #expect(narrow.size == Size(width: 13, height: 40))
  }

  @Test("a row's mode changes exactly at its breakpoints, measured in DejaVu Sans at 2x")
  func rowBreakpoints() throws {
    let font = try dejaVu(scale: 2)
    let environment = EnvironmentValues(measurer: font)
    let row = AdaptiveAmountRow(
      title: "Card payment at the corner bakery, Main Street", amount: "-12.50 €")
    let ranges = row.breakpoints(environment: environment)
    #expect(ranges.count >= 2)
    for range in ranges {
      #expect(row.layout(width: range.from, environment: environment).mode == range.mode)
      if let to = range.to {
        #expect(row.layout(width: to, environment: environment).mode == range.mode)
      }
      if range.from > font.pixelGrid {
        let before = row.layout(width: range.from - font.pixelGrid, environment: environment)
        #expect(before.mode != range.mode, "just below \(range.from)")
      }
    }
  }

  @Test("a missing file, a file that is not a font and a bad size are clear errors")
  func loadingErrors() {
    let missing = FontFile("/nonexistent/NoSuchFont.ttf")
    #expect(throws: FontMeasurerError.unreadableFile(missing)) {
      try FontMeasurer(missing, pointSize: 17)
    }
    #expect(throws: FontMeasurerError.unreadableFile(FontFile("/"))) {
      try FontMeasurer(path: "/", pointSize: 17)
    }
    let notAFont = FontFile("/etc/passwd")
    #expect(throws: FontMeasurerError.notAFont(notAFont)) {
      try FontMeasurer(notAFont, pointSize: 17)
    }
    let pastTheFaces = FontFile(dejaVuSans.path, faceIndex: 3)
    #expect(throws: FontMeasurerError.notAFont(pastTheFaces)) {
      try FontMeasurer(pastTheFaces, pointSize: 17)
    }
    #expect(throws: FontMeasurerError.unreadableFile(missing)) {
      try FontMeasurer(dejaVuSans, pointSize: 17, fallbacks: [missing])
    }
    #expect(throws: FontMeasurerError.invalidPointSize(0)) {
      try FontMeasurer(dejaVuSans, pointSize: 0)
    }
    #expect(throws: FontMeasurerError.invalidDisplayScale(.infinity)) {
      try FontMeasurer(dejaVuSans, pointSize: 17, displayScale: .infinity)
    }
    #expect(FontMeasurerError.unreadableFile(missing).description.contains("NoSuchFont.ttf"))
  }

  @Test("the default font is DejaVu Sans, falling back on the fonts fontconfig finds")
  func defaultFont() throws {
    let font = try FontMeasurer.defaultFont(pointSize: 17, displayScale: 3)
    #expect(font.fontFiles == [dejaVuSans])
    #expect(font.usesSystemFallbacks)
    #expect(
      font == (try FontMeasurer(dejaVuSans, pointSize: 17, systemFallbacks: true, displayScale: 3)))
    #expect(font != (try dejaVu(scale: 3)))
    // Noto Sans CJK, found by fontconfig: one em.
    #expect(font.advance(ofCluster: "猫") == 17)
    #expect(font.systemFallbacksFound.contains { $0.path == notoSansCJK.path })
  }

  @Test("copies at another size share the fonts and agree with a fresh measurer")
  func resized() throws {
    let font = try dejaVu(scale: 1)
    let larger = try font.with(pointSize: 34, displayScale: 2)
    #expect(larger == (try dejaVu(size: 34, scale: 2)))
    #expect(larger.advance(ofCluster: "H") == expectedPoints(1540, size: 34))
    #expect(throws: FontMeasurerError.invalidPointSize(-1)) { try font.with(pointSize: -1) }
  }

  @Test("control characters follow the shared rules: a tab is a space, bidi controls vanish")
  func controlCharacters() throws {
    let font = try dejaVu(scale: 1)
    #expect(font.advance(ofCluster: "\t") == font.advance(ofCluster: " "))
    #expect(font.advance(ofRun: "A\u{202E}V") == font.advance(ofRun: "AV"))
    #expect(font.advance(ofCluster: "\n") == 0)
    #expect(font.advance(ofCluster: "") == 0)
  }

  @Test("shaping from many threads at once gives the same advances")
  func concurrentShaping() async throws {
    let font = try dejaVu(scale: 3)
    let texts = ["Hello", "Wallet", "office", "AV", "猫です", "Überweisung"]
    let expected = texts.map { font.advance(ofRun: $0[...]) }
    let fresh = try dejaVu(scale: 3)
    let results = await withTaskGroup(of: [Double].self) { group in
      for _ in 0..<16 {
        group.addTask {
          texts.map { fresh.advance(ofRun: $0[...]) + fresh.advance(ofCluster: $0.prefix(1)) }
        }
      }
      var all: [[Double]] = []
      for await result in group { all.append(result) }
      return all
    }
    let withClusters = zip(texts, expected).map { $1 + font.advance(ofCluster: $0.prefix(1)) }
    for result in results { #expect(result == withClusters) }
  }
}

/// The lines of the texts placed in `result`.
private func lines(_ result: LayoutResult) -> [String] {
  result.root.leaves.compactMap { $0.content as? TextContent }.flatMap {
    $0.layout.lines.map(\.text)
  }
}
