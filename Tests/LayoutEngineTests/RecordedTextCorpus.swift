import LayoutEngine
import TextMeasurement

// Line limits recorded from SwiftUI by MetalUI's `docs/probes/swiftui-text-semantics.swift`
// (arms L2, L3, X9, M3 and M4; recorded 2026-09-28 on macOS 27.0, compiled twice and interpreted
// once with identical output): a `Measure` layout read each text's size and both baselines
// at the stated proposal (unspecified unless given). The system font at 13 points makes
// `Text("Hi")` 13 x 16 with baseline 13 (L2's `reservesSpace: false` arm); a measurer with a
// 6.5-point advance, 16-point lines and baseline 13 measures "Hi" so. The probe's paragraph
// needs six lines at width 100 (L1: 100 x 96); `sixLines` needs six at that width in the same
// measurer, and only its height and baselines are compared, since its widths are the font's.

/// The 13-point system font as it measures "Hi": 6.5 points a cluster, 16-point lines.
private let system13 = FixedAdvanceMeasurer(
  advance: 6.5, lineHeight: 16, baselineOffset: 13, horizontalSpacing: 8, verticalSpacing: 8,
  spacerLength: 8, pixelGrid: 0.5)

/// A text that needs six lines at width 100 in ``system13``, as the probe's paragraph does.
private let sixLines = String(repeating: "Mmmmmmmmmmmmm ", count: 6)

private func textCase(
  _ id: String, _ proposal: ProposedSize, size: Size?, baselines: (Double, Double),
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  var recorded = recordedCase(
    "text-semantics \(id)", .textLines, proposal, size: size, [:], .matches
  ) { view().transformEnvironment { $0.textMeasurer = system13 } }
  recorded.baselines = baselines
  return recorded
}

let textLineCases: [RecordedCase] = [
  textCase("L2 Hi", none, size: s(13, 16), baselines: (13, 13)) {
    Text("Hi").lineLimit(3, reservesSpace: false)
  },
  textCase("L2 Hi reservesSpace", none, size: s(13, 48), baselines: (13, 13)) {
    Text("Hi").lineLimit(3, reservesSpace: true)
  },
  textCase("L3 Hi 2...3", none, size: s(13, 32), baselines: (13, 13)) {
    Text("Hi").lineLimit(2...3)
  },
  textCase("L3 Hi 3...", none, size: s(13, 48), baselines: (13, 13)) {
    Text("Hi").lineLimit(3...)
  },
  textCase("X9 Hi reservesSpace at height 20", at(nil, 20), size: s(13, 48), baselines: (13, 13)) {
    Text("Hi").lineLimit(3, reservesSpace: true)
  },
  textCase("L1 paragraph nil", at(100, nil), size: nil, baselines: (13, 93)) {
    Text(sixLines)
  },
  textCase("L1 paragraph 2", at(100, nil), size: nil, baselines: (13, 29)) {
    Text(sixLines).lineLimit(2)
  },
  textCase("L3 paragraph 2...3", at(100, nil), size: nil, baselines: (13, 45)) {
    Text(sixLines).lineLimit(2...3)
  },
  textCase("L3 paragraph ...2", at(100, nil), size: nil, baselines: (13, 29)) {
    Text(sixLines).lineLimit(...2)
  },
  textCase("L5 paragraph at height 40", at(100, 40), size: nil, baselines: (13, 29)) {
    Text(sixLines)
  },
  // M3 and M4: "A\nB\nC" is 48 tall, baselines 13 and 45; "A\nB" with lineSpacing(4) is
  // 16 + 4 + 16 = 36 tall, its last baseline 13 + 20.
  textCase("M3 three lines", none, size: nil, baselines: (13, 45)) { Text("A\nB\nC") },
  textCase("M4 lineSpacing 4", none, size: nil, baselines: (13, 33)) {
    Text("A\nB").lineSpacing(4)
  },
]
