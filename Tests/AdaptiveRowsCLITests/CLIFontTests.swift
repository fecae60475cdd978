import FontMeasurement
import Foundation
import Testing

private let medium = "some text which can obviously be wrapped in two lines"
private let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Suite("adaptive-rows with a font measurer")
struct CLIFontTests {
  @Test(
    "a malformed measurer is a usage error (64) that names the problem",
    arguments: [
      ("font", "has no point size"), ("font@", "is not a positive number"),
      ("font@0", "is not a positive number"), ("font@-3", "is not a positive number"),
      ("font@nan", "is not a positive number"), ("font@inf", "is not a positive number"),
      ("font@1e3", "is not a positive number"), ("font@1.2.3", "is not a positive number"),
      ("font@1001", "is not a positive number"), ("fontx@12", "unknown measurer"),
      ("font:a.ttf", "has no point size"), ("laser", "unknown measurer"),
    ])
  func malformedSpec(spec: String, message: String) {
    let result = run(
      ["layout", "--title", "Tea", "--amount", "3 €", "--width", "100", "--measurer", spec])
    #expect(result.status == 64, "\(spec): \(result.errors)")
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("--measurer"), "\(result.errors)")
    #expect(result.errors.contains(message), "\(spec): \(result.errors)")
  }

  @Test("a font file that cannot be read exits 66, a file that is not a font 65")
  func badFontFile() {
    let arguments = ["layout", "--title", "Tea", "--amount", "3 €", "--width", "100"]
    let missing = run(arguments + ["--measurer", "font:no/such/font.ttf@17"])
    #expect(missing.status == 66)
    #expect(missing.errors.contains("cannot read the font file"), "\(missing.errors)")
    #expect(missing.errors.contains("no/such/font.ttf"))
    #expect(missing.output.isEmpty)
    let directory = run(arguments + ["--measurer", "font:Samples@17"])
    #expect(directory.status == 66, "\(directory.errors)")
    let notAFont = run(arguments + ["--measurer", "font:Samples/wallet.jsonl@17"])
    #expect(notAFont.status == 65)
    #expect(notAFont.errors.contains("is not a font file"), "\(notAFont.errors)")
  }

  @Test("font@SIZE, font:@SIZE and the default font's path give the same layout")
  func defaultFontSpellings() {
    let arguments = ["layout", "--title", medium, "--amount", "-12.50 €", "--width", "300"]
    let outputs = ["font@17", "font:@17", "font:\(dejaVu)@17"].map {
      run(arguments + ["--measurer", $0, "--format", "json"])
    }
    #expect(outputs.allSatisfy { $0.status == 0 }, "\(outputs.map(\.errors))")
    #expect(outputs[1].output == outputs[0].output)
    #expect(outputs[2].output == outputs[0].output)
  }

  @Test("layout measures the title in points with the font's advances")
  func titleInPoints() throws {
    let result = run([
      "layout", "--title", medium, "--amount", "-12.50 €", "--width", "300", "--measurer",
      "font@17", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let object = try jsonObject(result.output)
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    let font = try FontMeasurer.defaultFont(pointSize: 17)
    // The title on one line is as wide as HarfBuzz shapes it whole ("hb-shape DejaVuSans.ttf
    // 'some text which can obviously be wrapped in two lines'" gives 56707 units of 2048 per
    // em: 470.71 points), rounded up to the pixel.
    let needed = (56707 * 17 / 2048.0).rounded(.up)
    #expect(candidates.first?["titleWidthNeeded"] as? Double == needed)
    #expect(needed > 300, "the title should not fit on one line at 300 points")
    // Lines are the text lines as laid out, and the amount is one of them, unchanged.
    let lines = try #require(object["lines"] as? [String])
    #expect(lines.contains("-12.50 €"))
    #expect(lines.joined(separator: " ").hasPrefix("some text which can"))
    #expect(object["height"] as? Double ?? 0 >= 2 * font.lineHeight)
  }

  @Test("the mode changes at the widths the breakpoints give, in points")
  func breakpointsInPoints() throws {
    let row = ["--title", medium, "--amount", "-12.50 €", "--measurer", "font@17"]
    let breakpoints = run(["breakpoints"] + row + ["--format", "json"])
    #expect(breakpoints.status == 0, "\(breakpoints.errors)")
    let ranges = try #require(try jsonObject(breakpoints.output)["ranges"] as? [[String: Any]])
    #expect(ranges.map { $0["mode"] as? String } == ["extended", "standard", "compact"])
    for range in ranges {
      let mode = range["mode"] as? String
      var widths = [range["from"] as? Int]
      if let to = range["to"] as? Int { widths.append(to) }
      for width in widths.compactMap({ $0 }) where width >= 1 {
        let layout = run(["layout"] + row + ["--width", String(width), "--format", "json"])
        #expect(try jsonObject(layout.output)["mode"] as? String == mode, "at \(width)")
      }
    }
    // Cells and points disagree: the ranges are not the terminal's.
    let cells = run(["breakpoints", "--title", medium, "--amount", "-12.50 €", "--format", "json"])
    #expect(cells.output != breakpoints.output)
  }

  @Test("outputs drawn in terminal cells refuse a font measurer with a clear message")
  func cellOutputsRefuseFonts() {
    let preview = run(["preview", "--measurer", "font@17"])
    #expect(preview.status == 64)
    #expect(preview.errors.contains("use --format svg or json"), "\(preview.errors)")
    let format = run(["format", "--width", "300", "--measurer", "font@17", "Samples/wallet.jsonl"])
    #expect(format.status == 64)
    #expect(format.errors.contains("use --format jsonl"), "\(format.errors)")
    let noWidth = run([
      "format", "--format", "jsonl", "--measurer", "font@17", "Samples/wallet.jsonl",
    ])
    #expect(noWidth.status == 64)
    #expect(noWidth.errors.contains("--width in points"), "\(noWidth.errors)")
  }

  @Test("format --format jsonl with a font lays every row out in points")
  func formatJSONLWithFont() throws {
    let objects = try sampleRowsInPoints(width: "320")
    for object in objects {
      let lines = try #require(object["lines"] as? [String])
      let amount = try #require(object["amount"] as? String)
      #expect(lines.contains(amount), "the amount is a line of its own: \(lines)")
      #expect((object["height"] as? Double ?? 0) >= 20)
    }
  }

  @Test("a width in points may have a fraction, which reaches the row unrounded")
  func fractionalPoints() throws {
    let row = ["--title", medium, "--amount", "-12.50 €", "--measurer", "font@17"]
    let whole = run(["layout"] + row + ["--width", "300", "--format", "json"])
    let half = run(["layout"] + row + ["--width", "300.5", "--format", "json"])
    #expect(whole.status == 0 && half.status == 0, "\(whole.errors) \(half.errors)")
    let wholeObject = try jsonObject(whole.output)
    let halfObject = try jsonObject(half.output)
    #expect(halfObject["proposedWidth"] as? Double == 300.5)
    // The compact candidate's title is given what the amount and spacer leave: half a point
    // more at 300.5 than at 300.
    let given = { (object: [String: Any]) in
      ((object["candidates"] as? [[String: Any]])?.first?["titleWidthGiven"] as? Double) ?? .nan
    }
    #expect(given(halfObject) == given(wholeObject) + 0.5)
    let preview = run(
      ["preview"] + row + ["--widths", "240.5,320", "--format", "json"])
    #expect(preview.status == 0, "\(preview.errors)")
    let layouts = try #require(try jsonObject(preview.output)["layouts"] as? [[String: Any]])
    #expect(layouts.map { $0["proposedWidth"] as? Double } == [240.5, 320])
    let objects = try sampleRowsInPoints(width: "320.25")
    #expect(objects.allSatisfy { $0["proposedWidth"] as? Double == 320.25 })
  }

  @Test("terminal cells are whole: a fractional width in cells is a usage error (64)")
  func fractionalCells() {
    let row = ["--title", "Tea", "--amount", "3 €"]
    for arguments in [
      ["layout"] + row + ["--width", "40.5"], ["preview"] + row + ["--widths", "20,32.5"],
      ["format", "--width", "40.5", "Samples/wallet.jsonl"],
    ] {
      let result = run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.errors)")
      #expect(result.output.isEmpty)
      #expect(result.errors.contains("is not a whole number of cells"), "\(result.errors)")
    }
  }
}

/// The JSON objects of `format --format jsonl` over the sample's 12 rows in DejaVu Sans at 17
/// points, `width` wide.
private func sampleRowsInPoints(width: String) throws -> [[String: Any]] {
  let result = run([
    "format", "--width", width, "--format", "jsonl", "--measurer", "font@17",
    "Samples/wallet.jsonl",
  ])
  #expect(result.status == 0, "\(result.errors)")
  let objects = try result.output.split(separator: "\n").map { try jsonObject($0) }
  #expect(objects.count == 12)
  return objects
}
