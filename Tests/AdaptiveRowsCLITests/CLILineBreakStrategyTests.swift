import Foundation
import Testing

private let medium = "some text which can obviously be wrapped in two lines"

/// A run of the tool whose output is a golden file: its arguments, standard input and
/// environment, and the golden the `none` strategy must reproduce.
struct GoldenRun: CustomStringConvertible, Sendable {
  var golden: String
  var arguments: [String]
  var input = ""
  var environment = ["COLUMNS": "120"]
  /// The golden of the run with `--line-break-strategy none`: the output from before the
  /// standard strategy, in Goldens/none/ where the standard strategy changed it.
  var noneGolden: String

  var description: String { golden }
}

/// Every golden run of the CLI tests.
private let goldenRuns: [GoldenRun] = [
  GoldenRun(
    golden: "preview-sample.txt", arguments: ["preview"], noneGolden: "none/preview-sample.txt"),
  GoldenRun(
    golden: "preview-stacked.txt",
    arguments: ["preview", "--title", medium, "--amount", "-12.50 €", "--widths", "20...48/14"],
    environment: ["COLUMNS": "40"], noneGolden: "preview-stacked.txt"),
  GoldenRun(
    golden: "preview-overflow.txt",
    arguments: ["preview", "--title", "Tea", "--amount", "-12.50 €", "--widths", "5,12"],
    noneGolden: "preview-overflow.txt"),
  GoldenRun(
    golden: "layout-standard.txt",
    arguments: ["layout", "--title", medium, "--amount", "-12.50 €", "--width", "48"],
    noneGolden: "layout-standard.txt"),
  GoldenRun(
    golden: "breakpoints.txt",
    arguments: ["breakpoints", "--title", medium, "--amount", "-12.50 €"],
    noneGolden: "breakpoints.txt"),
  GoldenRun(
    golden: "format-sample-32.txt", arguments: ["format", "--width", "32", "Samples/wallet.jsonl"],
    noneGolden: "none/format-sample-32.txt"),
  GoldenRun(
    golden: "format-csv-uniform.txt",
    arguments: [
      "format", "--width", "30", "--input-format", "csv", "--policy", "uniform", "--separator",
      "blank",
    ],
    input: #"""
      title,amount,currency,direction,status,date
      Rent,950,EUR,outgoing,pending,2024-05-01
      "Dinner, with ""friends""",-40 €,,,,
      Tip,KUDOS:3,,incoming,,

      """#, noneGolden: "format-csv-uniform.txt"),
  GoldenRun(
    golden: "preview-font.svg",
    arguments: [
      "preview", "--format", "svg", "--measurer", "font@15", "--title", medium, "--amount",
      "-12.50 €", "--widths", "240,360,520",
    ], noneGolden: "preview-font.svg"),
  GoldenRun(
    golden: "preview-cells.svg",
    arguments: [
      "preview", "--format", "svg", "--title", "Tea", "--amount", "-12.50 €", "--widths", "5,12,20",
    ], noneGolden: "preview-cells.svg"),
]

@Suite("adaptive-rows --line-break-strategy")
struct CLILineBreakStrategyTests {
  @Test(
    "none reproduces the output from before the standard strategy, byte for byte",
    arguments: goldenRuns)
  func noneIsTheGreedyOutput(_ golden: GoldenRun) {
    let result = run(
      golden.arguments + ["--line-break-strategy", "none"], input: Array(golden.input.utf8),
      environment: golden.environment)
    #expect(result.status == 0, "\(result.errors)")
    expectGolden(result.output, golden.noneGolden)
  }

  @Test("standard is the default: naming it changes nothing", arguments: goldenRuns)
  func standardIsTheDefault(_ golden: GoldenRun) {
    let named = run(
      golden.arguments + ["--line-break-strategy", "standard"], input: Array(golden.input.utf8),
      environment: golden.environment)
    let unnamed = run(
      golden.arguments, input: Array(golden.input.utf8), environment: golden.environment)
    #expect(named.status == 0)
    #expect(named.output == unnamed.output)
  }

  @Test("the sample's Korean title keeps its words at 20 cells; none breaks it as before")
  func koreanSampleTitle() {
    let arguments = [
      "layout", "--title", "한국어 텍스트를 줄바꿈합니다", "--amount", "KRW:15000", "--width", "20",
    ]
    let standard = run(arguments)
    #expect(standard.output.hasPrefix("한국어 텍스트를\n줄바꿈합니다\n             ₩15,000\n\n"))
    let none = run(arguments + ["--line-break-strategy", "none"])
    #expect(none.output.hasPrefix("한국어 텍스트를 줄바\n꿈합니다\n             ₩15,000\n\n"))
  }

  @Test("an unknown strategy is a usage error that names the choices")
  func unknownStrategy() {
    let result = run([
      "layout", "--title", "Tea", "--amount", "3 €", "--width", "20", "--line-break-strategy",
      "greedy",
    ])
    #expect(result.status == 64)
    #expect(result.errors.contains("--line-break-strategy"))
    #expect(result.errors.contains("standard"))
  }
}
