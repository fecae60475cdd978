import Foundation
import Testing
import WalletEntries

@testable import AdaptiveRowsCLI

/// What a new user met first: each of these was a small failure.
@Suite("adaptive-rows papercuts")
struct CLIPapercutTests {
  @Test("preview previews data on standard input; the sample only when there is none")
  func previewReadsStandardInput() {
    let piped = run(
      ["preview", "--widths", "12"], input: #"{"title": "Tea", "amount": "1"}"# + "\n")
    #expect(piped.status == 0)
    #expect(
      piped.output
        == "row 1, line 1\n12: compact\n ----+----1--\n┌────────────┐\n│Tea        1│\n└────────────┘\n"
    )
    let none = run(["preview", "--widths", "12"])
    #expect(none.status == 0)
    #expect(none.output.contains("│Coffee") && none.output.contains("row 12"))
    let csv = run(
      ["preview", "--widths", "12", "--input-format", "csv"], input: "title,amount\nRent,-9\n")
    #expect(csv.output.contains("│Rent      -9│"), "\(csv.output)")
  }

  @Test("a negative number after an option is the option's range error, not a missing value")
  func negativeNumbers() {
    let widths = run(["preview", "--widths", "-5"])
    #expect(widths.status == 64)
    #expect(
      widths.errors.contains("--widths: width -5 is negative"), "\(widths.errors)")
    let cache = run(["format", "--title-cache", "-1"])
    #expect(cache.status == 64)
    #expect(cache.errors.contains("--title-cache: title cache capacity -1 is out of range"))
    let threads = run(["format", "--threads", "-2"])
    #expect(threads.status == 64)
    #expect(threads.errors.contains("--threads: thread count -2 is out of range"))
    let width = run(["layout", "--title", "T", "--amount", "1", "--width", "-3"])
    #expect(width.status == 64 && width.errors.contains("--width: width -3 is negative"))
  }

  @Test("an unknown locale is a usage error naming close matches; known ones work, with - too")
  func unknownLocale() {
    let arguments = ["layout", "--title", "T", "--amount", "EUR:12345.5", "--width", "24"]
    let garbage = run(arguments + ["--locale", "garbage"])
    #expect(garbage.status == 64)
    #expect(garbage.errors.contains(#"unknown locale "garbage""#), "\(garbage.errors)")
    let typo = run(arguments + ["--locale", "de_DX"])
    #expect(typo.status == 64)
    #expect(typo.errors.contains("did you mean de_DE"), "\(typo.errors)")
    #expect(run(arguments + ["--locale", "de_DE"]).output.contains("12.345,50"))
    #expect(run(arguments + ["--locale", "en-US"]).status == 0)
  }

  @Test("the default locale, which validation does not look up, is one Foundation knows")
  func defaultLocaleIsKnown() {
    #expect(Locale.availableIdentifiers.contains(LayoutOptions.defaultLocale))
    #expect(LocaleCheck.problem(LayoutOptions.defaultLocale) == nil)
  }

  @Test("a choice's option lists its names, in the order of its cases")
  func choicesListTheirNames() {
    #expect(LineBreakOption.allValueStrings == ["strict", "normal", "loose"])
    #expect(LineBreakStrategyOption.allValueStrings == ["standard", "none"])
    #expect(PolicyOption.allValueStrings == ["per-row", "uniform"])
  }

  @Test("a file that cannot be read is named, with the reason in words")
  func readErrorsInWords() {
    let directory = run(["format", "Tests"])
    #expect(directory.status == 66)
    #expect(directory.errors == "adaptive-rows: error: cannot open \"Tests\": Is a directory\n")
    let missing = run(["format", "no-such-file.jsonl"])
    #expect(missing.status == 66)
    #expect(
      missing.errors == "adaptive-rows: error: cannot open \"no-such-file.jsonl\": no such file\n")
    #expect(!(directory.errors + missing.errors).contains("Domain="))
    #expect(
      readErrorDescription(
        CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EIO)]))
        == "Input/output error")
  }

  @Test(
    "--version prints the version, the commit built from, and ICU's, Unicode's and HarfBuzz's versions"
  )
  func version() throws {
    let result = run(["--version"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 5, "\(result.output)")
    #expect(lines[0] == AdaptiveRowsTool.version)
    // The commit of this checkout, as git names it, when the tests run in one.
    let git = Process()
    let pipe = Pipe()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", packageDirectory.path, "rev-parse", "--short=12", "HEAD"]
    git.standardOutput = pipe
    git.standardError = FileHandle.nullDevice
    try git.run()
    let head = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    git.waitUntilExit()
    let commit = git.terminationStatus == 0 ? head.trimmingCharacters(in: .newlines) : "unknown"
    #expect(lines[1] == "commit: \(commit)")
    // ICU's and HarfBuzz's own tools name the versions of the libraries linked.
    let icu = try #require(lines[2].wholeMatch(of: /ICU: (\d+)\.(\d+)/))
    #expect(Int(icu.1) ?? 0 >= 60)
    #expect(lines[3].wholeMatch(of: /Unicode: \d+\.\d+(\.\d+)?/) != nil)
    #expect(lines[4] == "HarfBuzz: \(try hbShapeVersion())")
  }

  /// HarfBuzz's version as `hb-shape --version` prints it (`hb-shape (HarfBuzz) 6.0.0`).
  private func hbShapeVersion() throws -> String {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["hb-shape", "--version"]
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return String(text.prefix { $0 != "\n" }.split(separator: " ").last ?? "")
  }

  @Test("--amount or --subtitle without --title says exactly which")
  func amountWithoutTitle() {
    let amount = run(["layout", "--amount", "1", "--width", "20"])
    #expect(amount.status == 64)
    #expect(amount.errors.hasPrefix("adaptive-rows: error: --amount needs a --title\n"))
    let subtitle = run(["breakpoints", "--subtitle", "May"])
    #expect(subtitle.errors.hasPrefix("adaptive-rows: error: --subtitle needs a --title\n"))
  }

  @Test("layout names every problem with its arguments at once, the row's before the width's")
  func layoutNamesEveryProblem() {
    let noWidth = run(["layout", "--amount", "3"])
    #expect(noWidth.status == 64)
    #expect(
      noWidth.errors.hasPrefix("adaptive-rows: error: --amount needs a --title; missing --width\n"),
      "\(noWidth.errors)")
    let badWidth = run(["layout", "--width", "0", "--title", "Tea"])
    #expect(badWidth.status == 64)
    #expect(
      badWidth.errors.hasPrefix(
        "adaptive-rows: error: --title needs an --amount; --width: width 0 is not positive\n"
      ), "\(badWidth.errors)")
    let nothing = run(["layout"])
    #expect(nothing.status == 64)
    #expect(
      nothing.errors.hasPrefix(
        "adaptive-rows: error: missing --title and --amount; missing --width\n"),
      "\(nothing.errors)")
    #expect(run(["layout", "--title", "Tea", "--amount", "3", "--width", "20"]).status == 0)
  }

  @Test("an empty amount is a missing amount, from a flag as from a file")
  func emptyAmount() {
    let flag = run(["layout", "--title", "Tea", "--amount", "", "--width", "20"])
    #expect(flag.status == 64)
    #expect(flag.errors.hasPrefix("adaptive-rows: error: missing field \"amount\"\n"))
    let file = run(["format", "--width", "20"], input: #"{"title": "Tea", "amount": ""}"# + "\n")
    #expect(file.status == 65)
    #expect(file.errors.hasPrefix("adaptive-rows: error: line 1: missing field \"amount\"\n"))
    let csv = run(
      ["format", "--width", "20", "--input-format", "csv"], input: "title,amount\nTea,\n")
    #expect(csv.errors.hasPrefix("adaptive-rows: error: line 2: missing field \"amount\"\n"))
  }

  @Test("help gives each limit once: --title-cache's maximum, --widths' limits, no doubled default")
  func helpLimits() {
    let format = run(["format", "--help"]).output.replacingOccurrences(
      of: #"\s+"#, with: " ", options: .regularExpression)
    #expect(
      format.contains(
        "--title-cache <n> How many distinct titles to keep measured: 0 (none) to 1048576."
          + " (default: 4096)"), "\(format)")
    let preview = run(["preview", "--help"]).output.replacingOccurrences(
      of: #"\s+"#, with: " ", options: .regularExpression)
    #expect(preview.contains("each 1 to 10000, at most 100 in all"), "\(preview)")
  }

  @Test(
    "--format's help names each format by the name its values list gives, and its alias",
    arguments: ["format", "layout", "preview"])
  func formatHelpNamesItsValues(command: String) throws {
    let help = run([command, "--help"]).output.replacingOccurrences(
      of: #"\s+"#, with: " ", options: .regularExpression)
    let option = try #require(help.range(of: "--format <format> "))
    let values = try #require(help.range(of: "(values: ", range: option.upperBound..<help.endIndex))
    let described = help[option.upperBound..<values.lowerBound]
    let listed = help[values.upperBound...].prefix { $0 != ";" && $0 != ")" }
    #expect(listed == "text, jsonl, svg")
    for name in listed.split(separator: ", ") {
      #expect(described.range(of: #"\b\#(name)\b"#, options: .regularExpression) != nil)
    }
    #expect(described.contains("jsonl (or json)"), "\(described)")
  }

  @Test(
    "each command's usage line names what it needs",
    arguments: [
      (
        "layout",
        "adaptive-rows layout --title <title> --amount <amount> --width <width> [<options>]"
      ),
      ("breakpoints", "adaptive-rows breakpoints --title <title> --amount <amount> [<options>]"),
      ("preview", "adaptive-rows preview [<options>] [<file> | --title <title> --amount <amount>]"),
      ("format", "adaptive-rows format [<options>] [<file> ...]"),
    ])
  func usageLines(command: String, usage: String) {
    #expect(run([command, "--help"]).output.contains("USAGE: \(usage)\n"))
    #expect(usage.count <= 90)
  }
}
