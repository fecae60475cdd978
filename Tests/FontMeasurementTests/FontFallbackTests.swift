import FontMeasurement
import TestSupport
import Testing
import TextMeasurement

private let noto = "/usr/share/fonts/truetype/noto/"
private let notoSansThai = FontFile(noto + "NotoSansThai-Regular.ttf")
private let notoSerifThai = FontFile(noto + "NotoSerifThai-Regular.ttf")
private let notoColorEmoji = FontFile(noto + "NotoColorEmoji.ttf")
private let notoSansCJKKorean = FontFile(notoSansCJK.path, faceIndex: 1)

@Suite("Font measurer: fallback through the font files and fontconfig")
struct FontFallbackTests {
  @Test("fontconfig finds a font for Thai after DejaVu Sans; an explicit list comes first")
  func explicitListBeforeFontconfig() throws {
    let title = "โอนเงินเข้าบัญชีออมทรัพย์"
    let found = try FontMeasurer(dejaVuSans, pointSize: 17, systemFallbacks: true)
    #expect(found.fontRuns(in: title).map(\.font) == [notoSansThai])
    #expect(found.systemFallbacksFound.contains(notoSansThai))
    let explicit = try FontMeasurer(
      dejaVuSans, pointSize: 17, fallbacks: [notoSerifThai], systemFallbacks: true)
    #expect(explicit.fontRuns(in: title).map(\.font) == [notoSerifThai])
    // Without fontconfig, only the files: DejaVu Sans has no Thai, so its missing glyph.
    let alone = try FontMeasurer(dejaVuSans, pointSize: 17)
    #expect(alone.uncoveredScalars(in: title).count > 10)
    #expect(found.uncoveredScalars(in: title).isEmpty)
  }

  @Test("a space inside Korean takes the Korean run's font, shaped in Korean")
  func spaceTakesItsRunsFont() throws {
    let font = try FontMeasurer.defaultFont(pointSize: 17)
    let title = "저축 계좌로 이체"
    #expect(font.fontRuns(in: title).map(\.font) == [notoSansCJKKorean])
    // hb-shape --language=ko --face-index=1 NotoSansCJK-Regular.ttc: the space is 280 of
    // 1000 units per em (DejaVu Sans's would be 651 of 2048, 5.40 points).
    let measured = MeasuredText(title, measurer: font)
    #expect(measured.isWhitespace(2))
    #expect(abs(measured.advance(2) - 280 * 17 / 1000) < 1e-9)
    // A space between two scripts stays with the run before it.
    let mixed = font.fontRuns(in: "Tea 猫")
    #expect(mixed.map(\.text) == ["Tea ", "猫"])
  }

  @Test("an emoji is measured in the color emoji font, as hb-shape shapes it")
  func emojiFromTheEmojiFont() throws {
    let font = try FontMeasurer.defaultFont(pointSize: 17)
    let runs = font.fontRuns(in: "Coffee ☕ 🎉")
    #expect(runs.map(\.font) == [dejaVuSans, notoColorEmoji, dejaVuSans, notoColorEmoji])
    let units = try #require(try hbShapeAdvances(["☕"], path: notoColorEmoji.path))
    let perEm = try fontUnitsPerEm(path: notoColorEmoji.path)
    #expect(abs(font.advance(ofRun: "☕") - units[0] * 17 / perEm) < 1e-9)
  }

  @Test("a character no font has is named and measured as the primary font's missing glyph")
  func uncoveredIsTheMissingGlyph() throws {
    let font = try FontMeasurer.defaultFont(pointSize: 17)
    // U+0378 is unassigned; DejaVu Sans's missing glyph advances 1229 units
    // ("hb-shape DejaVuSans.ttf $'\u0378'" gives [.notdef=0+1229]).
    #expect(font.uncoveredScalars(in: "a\u{378}b\u{378}") == ["\u{378}"])
    #expect(abs(font.advance(ofCluster: "\u{378}") - expectedPoints(1229)) < 1e-9)
    let measured = MeasuredText("\u{378}", measurer: font)
    #expect(abs(measured.width(0..<1) - expectedPoints(1229)) < 1e-9)
    // Joiners and variation selectors draw nothing and are never named.
    #expect(font.uncoveredScalars(in: "👨\u{200D}👩\u{FE0F}").isEmpty)
  }

  @Test("a long text of characters of no one script is itemized in one run, in linear time")
  func longCommonText() throws {
    let font = try FontMeasurer.defaultFont(pointSize: 17)
    // Digits and spaces are Common: each looks for the next cluster with a script of its own,
    // found in one pass. "hb-shape DejaVuSans.ttf '1 '" gives [1=0+1303|space=1+651].
    let text = String(repeating: "1 ", count: 20_000)
    let measured = MeasuredText(text, measurer: font)
    #expect(abs(measured.width(0..<measured.clusterCount) - expectedPoints(1954) * 20_000) < 1e-3)
    #expect(font.fontRuns(in: text).count == 1)
  }

  @Test("measurers that fall back through fontconfig are equal only to such measurers")
  func equality() throws {
    let found = try FontMeasurer(dejaVuSans, pointSize: 17, systemFallbacks: true)
    #expect(found == (try FontMeasurer.defaultFont(pointSize: 17)))
    #expect(found != (try FontMeasurer(dejaVuSans, pointSize: 17)))
  }

  @Test("fallbacks found from many threads at once give the same advances")
  func concurrentFallback() async throws {
    let texts = ["โอนเงิน", "저축 계좌", "बचत खाते", "Coffee ☕", "猫です", "تحويل"]
    let expected = try texts.map {
      try FontMeasurer.defaultFont(pointSize: 17).advance(ofRun: $0[...])
    }
    let shared = try FontMeasurer.defaultFont(pointSize: 17)
    let results = await withTaskGroup(of: [Double].self) { group in
      for _ in 0..<8 { group.addTask { texts.map { shared.advance(ofRun: $0[...]) } } }
      var all: [[Double]] = []
      for await result in group { all.append(result) }
      return all
    }
    for result in results { #expect(result == expected) }
  }
}
