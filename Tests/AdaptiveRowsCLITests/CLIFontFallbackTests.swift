import Foundation
import TestSupport
import Testing

private let notoSerifThai = "/usr/share/fonts/truetype/noto/NotoSerifThai-Regular.ttf"
private let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
private let thaiTitle = "โอนเงินเข้าบัญชีออมทรัพย์"

@Suite("adaptive-rows: fallback fonts")
struct CLIFontFallbackTests {
  /// `layout` of one row `title` at 300 points in the default font at 17 points, with
  /// `arguments` after.
  private func layoutInFont(_ title: String, _ arguments: [String] = []) -> RunResult {
    run(
      ["layout", "--title", title, "--amount", "-1 €", "--width", "300", "--measurer", "font@17"]
        + arguments)
  }

  /// The width the title needs on one line, from `layout --format json`.
  private func titleWidthNeeded(_ arguments: [String]) throws -> Double {
    let result = run(
      ["layout", "--title", thaiTitle, "--amount", "-1 €", "--width", "400", "--format", "json"]
        + arguments)
    #expect(result.status == 0, "\(result.errors)")
    let candidates = try #require(try jsonObject(result.output)["candidates"] as? [[String: Any]])
    return try #require(candidates.first?["titleWidthNeeded"] as? Double)
  }

  @Test("--font-fallback puts font files before the ones fontconfig finds")
  func explicitFallbacks() throws {
    // fontconfig gives Noto Sans Thai after DejaVu Sans; the explicit list gives Noto Serif
    // Thai, as wide as hb-shape shapes the title in it, rounded up to the point.
    let units = try #require(try hbShapeAdvances([thaiTitle], path: notoSerifThai, language: "th"))
    let serif = (units[0] * 17 / (try fontUnitsPerEm(path: notoSerifThai))).rounded(.up)
    let explicit = try titleWidthNeeded([
      "--measurer", "font@17", "--font-fallback", "\(dejaVuSansBold),\(notoSerifThai)",
    ])
    #expect(explicit == serif)
    let found = try titleWidthNeeded(["--measurer", "font@17"])
    #expect(found != serif)
  }

  @Test(
    "--font-fallback's errors name --font-fallback; without a font measurer it is a usage error")
  func fontFallbackErrors() {
    let missing = layoutInFont("Tea", ["--font-fallback", "no/such/fallback.ttf"])
    #expect(missing.status == 66)
    #expect(
      missing.errors
        == "adaptive-rows: error: --font-fallback: cannot read the font file"
        + " \(packageDirectory.path)/no/such/fallback.ttf: it is missing, unreadable or empty\n")
    let notAFont = layoutInFont("Tea", ["--font-fallback", "Package.swift"])
    #expect(notAFont.status == 65)
    #expect(
      notAFont.errors.hasPrefix("adaptive-rows: error: --font-fallback: "), "\(notAFont.errors)")
    let terminal = run([
      "layout", "--title", "Tea", "--amount", "1", "--width", "30", "--font-fallback",
      "no/such/fallback.ttf",
    ])
    #expect(terminal.status == 64)
    #expect(
      terminal.errors.hasPrefix(
        "adaptive-rows: error: --font-fallback goes with a font measurer (--measurer font@SIZE);"
          + " terminal measures no font\n"))
  }

  @Test("a character no installed font has is a warning, and is measured as the missing glyph")
  func uncoveredCharacterWarns() {
    // U+0378 is unassigned: no font maps it.
    let result = layoutInFont("Tea \u{378}")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.errors
        == "adaptive-rows: warning: no installed font has U+0378 (in \"Tea \u{378}\"); measured as"
        + " the missing glyph\n")
    let covered = layoutInFont("Tea")
    #expect(covered.errors.isEmpty, "\(covered.errors)")
  }

  @Test("a warning about a character no font has names the line of the row it is in")
  func uncoveredCharacterNamesItsLine() {
    let input =
      #"{"title": "Tea", "amount": "1"}"# + "\n" + #"{"title": "Pie \u0378", "amount": "2"}"# + "\n"
    let result = run(
      ["preview", "--format", "json", "--measurer", "font@17", "--widths", "300", "-"],
      input: input)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.errors
        == "adaptive-rows: warning: line 2: no installed font has U+0378 (in \"Pie \u{378}\");"
        + " measured as the missing glyph\n")
  }

  @Test("every script of the sample is measured with an installed font, found without options")
  func sampleIsCovered() {
    // Greek, Arabic, Thai, Korean, Japanese and an emoji among Latin titles.
    let result = run([
      "preview", "--format", "svg", "--measurer", "font@15", "--widths", "300",
      "Samples/wallet.jsonl",
    ])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
    // Named by family (fontconfig's name of Noto's Thai and emoji fonts), not by path.
    #expect(result.output.contains(".f5 { font-family: \"Noto Sans Thai\","))
    #expect(result.output.contains(".f4 { font-family: \"Noto Color Emoji\","))
    let linked = run([
      "preview", "--format", "svg", "--measurer", "font@15", "--widths", "300",
      "Samples/wallet.jsonl", "--fonts", "files",
    ])
    #expect(linked.output.contains("NotoSansThai-Regular.ttf"))
    #expect(linked.output.contains("NotoColorEmoji.ttf"))
  }
}
