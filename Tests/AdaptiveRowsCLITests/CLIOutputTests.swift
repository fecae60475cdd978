import Foundation
import Testing

private let medium = "some text which can obviously be wrapped in two lines"

@Suite("adaptive-rows output")
struct CLIOutputTests {
  @Test("preview with no input shows the sample wallet side by side (golden)")
  func previewSample() {
    let result = run(["preview"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    expectGolden(result.output, "preview-sample.txt")
  }

  @Test("preview stacks the frames when the terminal is narrow (golden)")
  func previewStacked() {
    let result = run(
      ["preview", "--title", medium, "--amount", "-12.50 €", "--widths", "20...48/14"],
      environment: ["COLUMNS": "40"])
    #expect(result.status == 0)
    expectGolden(result.output, "preview-stacked.txt")
  }

  @Test("preview marks an overflowing row and extends its frame (golden)")
  func previewOverflow() {
    let result = run(["preview", "--title", "Tea", "--amount", "-12.50 €", "--widths", "5,12"])
    #expect(result.status == 0)
    #expect(result.output.contains("5: extended overflow +4"))
    expectGolden(result.output, "preview-overflow.txt")
  }

  @Test("where box-drawing characters are two cells, the rule and the frames are ASCII")
  func asciiRulesWhereBoxDrawingIsWide() throws {
    // EastAsianWidth.txt gives U+2500..U+254B width A: a terminal that draws ambiguous
    // characters two cells wide (--ambiguous-wide) draws `─` in two cells, so a rule of `─`
    // would be twice the list's width.
    let list = run(["format", "--width", "20", "--ambiguous-wide", "Samples/wallet.jsonl"])
    #expect(list.status == 0, "\(list.errors)")
    let lines = list.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains(Substring(String(repeating: "-", count: 20))))
    #expect(!list.output.contains("─"))
    let preview = run([
      "preview", "--title", "Tea", "--amount", "-12.50 €", "--widths", "5,12", "--ambiguous-wide",
    ])
    #expect(preview.status == 0, "\(preview.errors)")
    // The two panels side by side: the top and bottom edges of each, the first dotted past
    // its width where the row overflows.
    let edges = preview.output.split(separator: "\n").filter { $0.hasPrefix("+") }
    #expect(edges.count == 2, "\(preview.output)")
    for edge in edges {
      #expect(edge.hasPrefix("+-----.") && edge.hasSuffix(".+             +------------+"))
    }
    #expect(!preview.output.contains { "─│┌┐└┘┄".contains($0) })
    // Where `─` is one cell, the frames stay box-drawing.
    let narrow = run(["preview", "--title", "Tea", "--amount", "-12.50 €", "--widths", "12"])
    #expect(narrow.output.contains("┌────────────┐"))
  }

  @Test("the embedded sample is Samples/wallet.jsonl")
  func sampleMatchesFile() {
    let embedded = run(["preview", "--format", "json"])
    let file = run(["preview", "--format", "json", "Samples/wallet.jsonl"])
    #expect(embedded.status == 0 && file.status == 0)
    #expect(embedded.output == file.output)
    #expect(embedded.output.split(separator: "\n").count == 12)
  }

  @Test(
    "colour on a terminal; NO_COLOR set and not empty turns it off (no-color.org), FORCE_COLOR on, --color decides"
  )
  func colour() {
    let arguments = ["preview", "--title", "Tea", "--amount", "3 €", "--widths", "20"]
    func coloured(_ extra: [String] = [], _ environment: [String: String] = [:], terminal: Bool)
      -> Bool
    {
      run(arguments + extra, environment: environment, terminal: terminal).output.contains(
        "\u{1B}[")
    }
    #expect(coloured(terminal: true))
    #expect(!coloured(terminal: false))
    #expect(!coloured([], ["NO_COLOR": "1"], terminal: true))
    // An empty NO_COLOR is not set (no-color.org).
    #expect(coloured([], ["NO_COLOR": ""], terminal: true))
    #expect(coloured([], ["FORCE_COLOR": "1"], terminal: false))
    #expect(!coloured([], ["FORCE_COLOR": ""], terminal: false))
    #expect(!coloured([], ["NO_COLOR": "1", "FORCE_COLOR": "1"], terminal: true))
    #expect(coloured(["--color", "always"], ["NO_COLOR": "1"], terminal: false))
    #expect(!coloured(["--color", "never"], ["FORCE_COLOR": "1"], terminal: true))
    #expect(run(arguments + ["--color", "sometimes"]).status == 64)
  }

  @Test("layout text shows the lines, the mode and each candidate's verdict (golden)")
  func layoutText() {
    let result = run(["layout", "--title", medium, "--amount", "-12.50 €", "--width", "48"])
    #expect(result.status == 0)
    expectGolden(result.output, "layout-standard.txt")
  }

  @Test("layout JSON is exactly one object with the layout's fields")
  func layoutJSON() throws {
    let result = run(
      ["layout", "--title", medium, "--amount", "-12.50 €", "--width", "32", "--format", "json"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 1)
    let object = try jsonObject(lines[0])
    #expect(object["mode"] as? String == "extended")
    #expect(
      object["lines"] as? [String] == [
        "some text which can obviously be", "wrapped in two lines",
        "                        -12.50 €",
      ])
    #expect(object["width"] as? Int == 32)
    #expect(object["height"] as? Int == 3)
    #expect(object["overflow"] as? Bool == false)
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    #expect(candidates.count == 3)
    #expect(candidates.map { $0["truncated"] as? Bool } == [true, true, false])
    #expect(candidates.map { $0["reason"] as? String } == ["lines", "lines", nil])
  }

  @Test("layout says which candidate breaks a word and takes the one that keeps it whole")
  func layoutBrokenWord() throws {
    let arguments = ["layout", "--title", "Coffee", "--amount", "-3.50 €", "--width", "12"]
    let text = run(arguments)
    #expect(text.status == 0)
    #expect(text.output.hasPrefix("Coffee\n     -3.50 €\n\nmode extended, 12 x 2\n"))
    #expect(
      text.output.contains(
        "standard  fits: needs 2 lines at width 3, breaks the word \u{201C}Coffee\u{201D}\n"))
    let object = try jsonObject(run(arguments + ["--format", "json"]).output)
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    #expect(candidates.map { $0["titleBrokenWord"] as? String } == [nil, "Coffee", nil])
    #expect(candidates.map { $0["titleBrokenWord"] is NSNull } == [true, false, true])
  }

  @Test("layout JSON of an overflowing row says so")
  func layoutOverflow() throws {
    let result = run(
      ["layout", "--title", "Tea", "--amount", "-12.50 €", "--width", "4", "--format", "json"])
    let object = try jsonObject(result.output)
    #expect(object["overflow"] as? Bool == true)
    #expect((object["width"] as? Int ?? 0) > 4)
  }

  @Test("breakpoints JSON is the issue's answer for the worked example")
  func breakpointsJSON() throws {
    let result = run(["breakpoints", "--title", medium, "--amount", "-12.50 €", "--format", "json"])
    #expect(result.status == 0)
    #expect(
      result.output
        == #"{"ranges":[{"mode":"extended","from":1,"to":38},{"mode":"standard","from":39,"to":62},{"mode":"compact","from":63,"to":null}]}"#
        + "\n")
    let object = try jsonObject(result.output)
    #expect((object["ranges"] as? [[String: Any]])?.count == 3)
  }

  @Test("breakpoints text lists the ranges (golden)")
  func breakpointsText() {
    let result = run(["breakpoints", "--title", medium, "--amount", "-12.50 €"])
    #expect(result.status == 0)
    expectGolden(result.output, "breakpoints.txt")
  }

  @Test("format writes the sample list as text at a width (golden)")
  func formatText() {
    let result = run(["format", "--width", "32", "Samples/wallet.jsonl"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    expectGolden(result.output, "format-sample-32.txt")
  }

  @Test("format reads CSV from standard input; uniform gives every row one mode (golden)")
  func formatCSVUniform() {
    let csv = #"""
      title,amount,currency,direction,status,date
      Rent,950,EUR,outgoing,pending,2024-05-01
      "Dinner, with ""friends""",-40 €,,,,
      Tip,KUDOS:3,,incoming,,

      """#
    let result = run(
      [
        "format", "--width", "30", "--input-format", "csv", "--policy", "uniform", "--separator",
        "blank",
      ],
      input: csv)
    #expect(result.status == 0, "\(result.errors)")
    expectGolden(result.output, "format-csv-uniform.txt")
  }

  @Test("format --format jsonl writes one object per entry, in input order")
  func formatJSONL() throws {
    let result = run(["format", "--width", "40", "--format", "jsonl", "Samples/wallet.jsonl"])
    #expect(result.status == 0)
    let objects = try result.output.split(separator: "\n").map { try jsonObject($0) }
    #expect(objects.map { $0["line"] as? Int } == Array(1...12))
    for object in objects {
      for key in ["mode", "lines", "width", "height", "overflow", "candidates"] {
        #expect(object[key] != nil, "missing \(key)")
      }
    }
    #expect(objects[5]["amount"] as? String == "-€129.90 (pending)")
  }

  @Test("no control character from the data reaches the terminal; JSON escapes them")
  func terminalSafety() throws {
    // The readers reject C0 and C1 controls in titles except tab, CR and LF; bidi controls
    // and line separators get through to the layout, which must keep them off the terminal.
    let hostile =
      #"{"title": "evil\r\u202e\u2066x\u2028y\tz\u2029\u202a", "amount": "1 €", "date": "\u2067d"}"#
    let text = run(["format", "--width", "40"], input: hostile)
    #expect(text.status == 0, "\(text.errors)")
    expectTerminalSafe(text.output)
    let json = run(["format", "--width", "40", "--format", "jsonl"], input: hostile)
    #expect(json.output.filter(\.isNewline).count == 1)
    expectTerminalSafe(json.output)
    let object = try jsonObject(json.output)
    #expect(object["title"] as? String == "evil\r\u{202E}\u{2066}x\u{2028}y\tz\u{2029}\u{202A}")
  }

  @Test(
    "a control character in a title is shown as U+FFFD with a warning; --strict rejects it in the same words"
  )
  func controlInTitle() {
    let input = #"{"title": "a\u001b[2Jb", "amount": "1"}"#
    let result = run(["format", "--width", "12"], input: input)
    #expect(result.status == 0)
    #expect(result.output == "a\u{FFFD}[2Jb     1\n")
    #expect(
      result.errors
        == "adaptive-rows: warning: line 1: title: control character U+001B at position 2 is"
        + " shown as U+FFFD\n")
    let strict = run(["format", "--width", "12", "--strict"], input: input)
    #expect(strict.status == 65)
    #expect(strict.output.isEmpty)
    #expect(
      strict.errors
        == "adaptive-rows: error: line 1: title: control character U+001B at position 2\n"
        + "adaptive-rows: error: stopped at line 1 after 0 rows: an invalid line ends the"
        + " list without --skip-invalid\n")
    // A bidi control: removed with a warning, the same words under --strict.
    let bidi = #"{"title": "a\u202Eb", "amount": "1"}"#
    #expect(
      run(["format", "--width", "12"], input: bidi).errors
        == "adaptive-rows: warning: line 1: title: bidi control U+202E at position 2 is removed\n")
    #expect(
      run(["format", "--width", "12", "--strict"], input: bidi).errors.hasPrefix(
        "adaptive-rows: error: line 1: title: bidi control U+202E at position 2\n"))
    expectTerminalSafe(strict.errors)
  }

  @Test("--errors json answers every input line in order on standard output")
  func errorsAsJSON() throws {
    let input = """
      {"title": "Coffee", "amount": "-3.50 €"}
      {"title": "Bell\\u0007", "amount": "1"}
      {"title": "Tea"}
      {"title": "Rent", "amount": {"value": "-900.00", "currency": "EUR", "direction": "outgoing"}}
      """
    let result = run(
      ["format", "--width", "30", "--format", "jsonl", "--errors", "json", "--skip-invalid"],
      input: input)
    #expect(result.status == 65)
    #expect(result.errors.contains("1 invalid line"), "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    let objects = try lines.map { try jsonObject($0) }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 2, 3, 4])
    #expect(objects[0]["mode"] as? String == "compact")
    let warning = try #require(objects[1]["warning"] as? [String: Any])
    #expect(warning["code"] as? String == "controlCharacter")
    #expect(warning["field"] as? String == "title" && warning["position"] as? Int == 5)
    #expect(objects[2]["title"] as? String == "Bell\u{7}")
    let error = try #require(objects[3]["error"] as? [String: Any])
    #expect(error["code"] as? String == "missingField")
    #expect(error["message"] as? String == #"missing field "amount""#)
    // The entry as given: the structured amount's exact value, currency and direction.
    let entry = try #require(objects[4]["entry"] as? [String: Any])
    let amount = try #require(entry["amount"] as? [String: Any])
    #expect(amount["value"] as? String == "-900.00" && amount["currency"] as? String == "EUR")
    #expect(amount["direction"] as? String == "outgoing")
    #expect(run(["format", "--errors", "json"], input: input).status == 64)
  }
}

/// No C0 control but line feed, no DEL or C1 control, no bidi control, no line separator.
private func expectTerminalSafe(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
  for scalar in text.unicodeScalars {
    let value = scalar.value
    let control = (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
    let other =
      (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
      || value == 0x2028 || value == 0x2029
    #expect(
      !control && !other, "U+\(String(value, radix: 16)) reached the output",
      sourceLocation: sourceLocation)
  }
}
