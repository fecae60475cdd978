import Foundation
import LayoutEngine
import Testing

/// The recorded corpus (RecordedSwiftUICorpus.swift) run through the engine, and the score
/// table in Docs/Semantics.md that the run produces.
@Suite struct RecordedSwiftUITests {
  @Test(arguments: recordedCorpus)
  func recordedLayoutGivesSwiftUIsNumbers(_ recorded: RecordedCase) {
    let (matches, result, mismatches) = recorded.check()
    switch recorded.outcome {
    case .matches:
      #expect(matches, "\(recorded.id): \(mismatches.joined(separator: "; "))")
    case .kept:
      // A difference kept on purpose answers otherwise and says why in a diagnostic.
      #expect(!matches, "\(recorded.id) now matches: it is no longer a kept difference")
      #expect(!result.diagnostics.isEmpty, "\(recorded.id) differs without a diagnostic")
    case .differs:
      #expect(!matches, "\(recorded.id) now matches: mark it so")
    }
  }

  @Test func corpusCasesHaveUniqueNamesAndAreAtLeastOneHundredFifty() {
    #expect(Set(recordedCorpus.map(\.id)).count == recordedCorpus.count)
    #expect(recordedCorpus.count >= 150)
  }

  /// The table in Docs/Semantics.md is the run's: regenerate it with
  /// `RECORDED_SCORE_WRITE=1 swift test --filter RecordedSwiftUITests`.
  @Test func scoreTableInSemanticsIsTheRuns() throws {
    let table = RecordedScore.table(for: recordedCorpus)
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/Semantics.md")
    let document = try String(contentsOf: url, encoding: .utf8)
    let begin = try #require(document.range(of: RecordedScore.begin))
    let end = try #require(document.range(of: RecordedScore.end))
    let current = String(document[begin.upperBound..<end.lowerBound])
    if ProcessInfo.processInfo.environment["RECORDED_SCORE_WRITE"] == "1", current != table {
      let updated = document.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: table)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == table,
      "Docs/Semantics.md's score table is stale; rerun with RECORDED_SCORE_WRITE=1:\n\(table)")
  }
}

/// The per-feature score of the corpus, as Markdown.
enum RecordedScore {
  static let begin = "<!-- recorded-score:begin -->\n"
  static let end = "<!-- recorded-score:end -->"

  static func table(for corpus: [RecordedCase]) -> String {
    var lines = [
      "| feature | recorded cases | matched | kept on purpose | still different |",
      "| --- | --- | --- | --- | --- |",
    ]
    var reasons: [String] = []
    func reasonNumber(_ reason: String) -> Int {
      if let index = reasons.firstIndex(of: reason) { return index + 1 }
      reasons.append(reason)
      return reasons.count
    }
    for feature in RecordedFeature.allCases {
      let cases = corpus.filter { $0.feature == feature }
      let matched = cases.filter { $0.check().matches }.count
      func column(_ pick: (RecordedOutcome) -> String?) -> String {
        var counts: [Int: Int] = [:]
        for recorded in cases {
          if let reason = pick(recorded.outcome) { counts[reasonNumber(reason), default: 0] += 1 }
        }
        let total = counts.values.reduce(0, +)
        guard total > 0 else { return "0" }
        let notes = counts.keys.sorted().map { "(\($0))" }.joined(separator: " ")
        return "\(total) \(notes)"
      }
      let kept = column { if case .kept(let reason) = $0 { reason } else { nil } }
      let differs = column { if case .differs(let reason) = $0 { reason } else { nil } }
      lines.append("| \(feature.rawValue) | \(cases.count) | \(matched) | \(kept) | \(differs) |")
    }
    let total = corpus.count
    let matched = corpus.filter { $0.check().matches }.count
    lines.append("| **all** | \(total) | \(matched) | | |")
    lines.append("")
    for (index, reason) in reasons.enumerated() { lines.append("\(index + 1). \(reason).") }
    return lines.joined(separator: "\n") + "\n"
  }
}
