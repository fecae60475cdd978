import Foundation
import Testing

/// A few thousand JSON Lines rows made of the sample wallet's, each title numbered, with an
/// invalid line every 211 rows.
private func largeInput() throws -> [UInt8] {
  let sample = try String(
    contentsOf: packageDirectory.appendingPathComponent("Samples/wallet.jsonl"), encoding: .utf8)
  let lines = sample.split(separator: "\n")
  var text = ""
  for index in 0..<2400 {
    if index % 211 == 210 {
      text += index % 2 == 0 ? "{\"title\": \"x\" \"amount\": 1}\n" : "{\"title\": \"x\"}\n"
      continue
    }
    let line = lines[index % lines.count]
    text += line.replacingOccurrences(of: #"", "amount""#, with: #" \#(index % 50)", "amount""#)
    text += "\n"
  }
  return Array(text.utf8)
}

@Suite("adaptive-rows format on several threads")
struct CLIThreadsTests {
  @Test(
    "output and errors are byte for byte the same on any thread count",
    arguments: [["--format", "text"], ["--format", "jsonl"]],
    [["--skip-invalid"], ["--skip-invalid", "--policy", "uniform"], ["--policy", "uniform"], []])
  func sameBytes(format: [String], mode: [String]) throws {
    let input = try largeInput()
    let base = ["format", "--width", "36"] + format + mode
    let one = run(base + ["--threads", "1", "--title-cache", "0"], input: input)
    #expect(one.status == 65)
    #expect(!one.output.isEmpty)
    for extra in [
      ["--threads", "2"], ["--threads", "8", "--title-cache", "16"], ["--threads", "3"],
    ] {
      let many = run(base + extra, input: input)
      #expect(many.status == one.status, "\(extra)")
      #expect(many.output == one.output, "\(extra)")
      #expect(many.errors == one.errors, "\(extra)")
    }
  }

  @Test(
    "--threads and --title-cache out of range are usage errors (64)",
    arguments: [
      ["--threads", "0"], ["--threads", "257"], ["--threads", "two"], ["--title-cache=-1"],
      ["--title-cache", "2000000"], ["--title-cache", "many"],
    ])
  func badValues(option: [String]) {
    let result = run(["format", "--width", "20"] + option + ["Samples/wallet.jsonl"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    let name = option[0].hasPrefix("--threads") ? "--threads" : "--title-cache"
    #expect(result.errors.contains(name), "\(result.errors)")
  }

  @Test("the thread count and the cache's bounds show in format's help")
  func help() {
    let result = run(["format", "--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("--threads <n>"))
    #expect(result.output.contains("--title-cache <n>"))
  }
}
