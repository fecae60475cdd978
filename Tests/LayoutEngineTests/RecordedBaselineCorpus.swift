import LayoutEngine

// Baselines recorded from SwiftUI by MetalUI's `docs/probes/swiftui-text-semantics.swift`
// (arms B1, B2, X3; recorded 2026-09-28 on macOS 27.0, compiled twice and interpreted once
// with identical output) and `docs/probes/swiftui-baseline-offsets.swift` (arms O1c, O1,
// recorded 2026-09-28 on macOS 27.0). A `Measure` layout read each view's size and
// `dimensions(in: .unspecified)` for both text baselines; a `Where` layout read the frames.
// The texts are rebuilt as placeholders of the sizes and baselines the probe recorded for
// them alone (B1): `Text("Hg")` at 13 points is 17.5 x 16 with baseline 13, at 26 points
// 33.5 x 30 with baseline 25, and `Text("Hg\nHg")` at 13 points 17.5 x 32 with baselines 13
// and 29.

private func text13() -> Placeholder { Placeholder(width: 17.5, height: 16, firstBaseline: 13) }
private func text26() -> Placeholder { Placeholder(width: 33.5, height: 30, firstBaseline: 25) }
private func twoLines() -> Placeholder {
  Placeholder(width: 17.5, height: 32, firstBaseline: 13, lastBaseline: 29)
}
private func named(_ name: String, _ view: any View) -> Tagged { Tagged(name: name, content: view) }

private func baselineCase(
  _ id: String, size: Size, baselines: (Double, Double), _ leaves: [String: Rect] = [:],
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  var recorded = recordedCase(id, .baselines, none, size: size, leaves, .matches, view)
  recorded.baselines = baselines
  return recorded
}

/// The B2 row: `HStack(alignment:spacing: 0) { Text 13; Text 26; two lines; Color 10 x 10 }`.
private func baselineRow(_ alignment: VerticalAlignment) -> HStack {
  HStack(alignment: alignment, spacing: 0) {
    named("13", text13())
    named("26", text26())
    named("2line", twoLines())
    fixed("color", 10, 10)
  }
}

let baselineCases: [RecordedCase] = [
  baselineCase("text-semantics B1 VStack", size: s(33.5, 46), baselines: (13, 41)) {
    VStack(spacing: 0) {
      text13(); text26()
    }
  },
  baselineCase("text-semantics B1 HStack", size: s(51, 30), baselines: (20, 25)) {
    HStack(spacing: 0) {
      text13(); text26()
    }
  },
  baselineCase("text-semantics B1 padding", size: s(33.5, 32), baselines: (21, 21)) {
    text13().padding(8)
  },
  baselineCase("text-semantics B1 frame", size: s(17.5, 50), baselines: (30, 30)) {
    text13().frame(height: 50)
  },
  baselineCase("text-semantics B1 ZStack", size: s(40, 40), baselines: (25, 25)) {
    ZStack {
      fixed("color", 40, 40); text13()
    }
  },
  baselineCase("text-semantics B1 HStack of a colour", size: s(10, 10), baselines: (10, 10)) {
    HStack { fixed("color", 10, 10) }
  },
  baselineCase(
    "text-semantics B2 firstTextBaseline", size: s(78.5, 44), baselines: (25, 41),
    [
      "13": r(0, 12, 17.5, 16), "26": r(17.5, 0, 33.5, 30), "2line": r(51, 12, 17.5, 32),
      "color": r(68.5, 15, 10, 10),
    ]
  ) { baselineRow(.firstTextBaseline) },
  baselineCase(
    "text-semantics B2 lastTextBaseline", size: s(78.5, 34), baselines: (13, 29),
    [
      "13": r(0, 16, 17.5, 16), "26": r(17.5, 4, 33.5, 30), "2line": r(51, 0, 17.5, 32),
      "color": r(68.5, 19, 10, 10),
    ]
  ) { baselineRow(.lastTextBaseline) },
  baselineCase(
    "text-semantics B2 center", size: s(78.5, 32), baselines: (13, 29),
    [
      "13": r(0, 8, 17.5, 16), "26": r(17.5, 1, 33.5, 30), "2line": r(51, 0, 17.5, 32),
      "color": r(68.5, 11, 10, 10),
    ]
  ) { baselineRow(.center) },
  baselineCase(
    "text-semantics B2 top", size: s(78.5, 32), baselines: (13, 29),
    [
      "13": r(0, 0, 17.5, 16), "26": r(17.5, 0, 33.5, 30), "2line": r(51, 0, 17.5, 32),
      "color": r(68.5, 0, 10, 10),
    ]
  ) { baselineRow(.top) },
  baselineCase("text-semantics X3 HStack 26 then 13", size: s(51, 30), baselines: (20, 25)) {
    HStack(spacing: 0) {
      text26(); text13()
    }
  },
  baselineCase("text-semantics X3 HStack bottom", size: s(35, 32), baselines: (13, 29)) {
    HStack(alignment: .bottom, spacing: 0) {
      text13(); twoLines()
    }
  },
  baselineCase("text-semantics X3 HStack top", size: s(35, 32), baselines: (13, 29)) {
    HStack(alignment: .top, spacing: 0) {
      twoLines(); text13()
    }
  },
  baselineCase("baseline-offsets O1c", size: s(33.5, 46), baselines: (13, 41)) {
    VStack(spacing: 0) {
      text13(); text26()
    }
  },
  baselineCase("baseline-offsets O1", size: s(33.5, 54), baselines: (13, 49)) {
    VStack(spacing: 8) {
      text13(); text26()
    }
  },
]
