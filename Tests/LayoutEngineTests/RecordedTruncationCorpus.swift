import LayoutEngine
import TextMeasurement

// Truncation and an alignment guide recorded from SwiftUI by MetalUI's
// `docs/probes/swiftui-text-semantics.swift` (recorded 2026-09-28 on macOS 27.0, see
// RecordedTextCorpus.swift): a `Measure` layout read each text's size and both baselines at
// the stated proposal. Which characters a truncated line keeps, and so its width, depend on
// the advances of Apple's system font, which no measurer here has; these cases compare what
// does not: the lines shown, read from the two baselines (one line: 13 and 13; two: 13 and
// 29), in the 13-point measurer of RecordedSpacingCorpus.swift (16-point lines, baseline 13).

private let word = "Hello, wonderful world"
private let greek = "Alpha beta gamma delta epsilon zeta eta theta"
private let paragraph =
  "The quick brown fox jumps over the lazy dog and keeps on running far away."

private func truncationCase(
  _ id: String, _ proposal: ProposedSize, baselines: (Double, Double),
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  var recorded = recordedCase("text-semantics \(id)", .truncation, proposal, size: nil) {
    view().measurer(hg13)
  }
  recorded.baselines = baselines
  return recorded
}

let truncationCases: [RecordedCase] =
  [60.0, 80, 100, 130].map { width in
    truncationCase("T1 tail width \(Int(width))", at(width, nil), baselines: (13, 13)) {
      Text(word).lineLimit(1)
    }
  }
  + [("head", TruncationMode.head), ("middle", .middle)].flatMap { name, mode in
    [60.0, 100].map { width in
      truncationCase("X5 \(name) width \(Int(width))", at(width, nil), baselines: (13, 13)) {
        Text(word).lineLimit(1).truncationMode(mode)
      }
    }
  }
  + [("tail", TruncationMode.tail), ("head", .head), ("middle", .middle)].map { name, mode in
    // T5 and X8: two lines at width 100 in every mode, the second truncated.
    truncationCase("X8 lineLimit(2) \(name)", at(100, nil), baselines: (13, 29)) {
      Text(greek).lineLimit(2).truncationMode(mode)
    }
  } + [
    truncationCase("T4 height-driven, frame 100x20", none, baselines: (13, 13)) {
      Text(word + " again and again").frame(width: 100, height: 20, alignment: .topLeading)
    },
    truncationCase(
      "X9 paragraph lineLimit(2), height proposal 20", at(100, 20), baselines: (13, 13)
    ) {
      Text(paragraph).lineLimit(2)
    },
    truncationCase("B1 Text.lineLimit(1) width 30", at(30, nil), baselines: (13, 13)) {
      Text("Hg Hg Hg").lineLimit(1)
    },
  ]

/// X3: `Text("Hg").alignmentGuide(.firstTextBaseline) { _ in 4 }` is 17.5 x 16 and reports
/// the guide's 4 as its first baseline, its last baseline still 13.
let alignmentGuideCases: [RecordedCase] = {
  var recorded = recordedCase(
    "text-semantics X3 Text.alignmentGuide(.firstTextBaseline)", .alignmentGuides, none,
    size: s(17.5, 16)
  ) {
    Text("Hg").alignmentGuide(.firstTextBaseline) { _ in 4 }.measurer(hg13)
  }
  recorded.baselines = (4, 13)
  return [recorded]
}()
