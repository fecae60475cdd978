import LayoutEngine

// The arms of MetalUI's `docs/probes/swiftui-grid.swift` (recorded 2026-09-17 on macOS 27.0
// (26A428) through an `NSHostingView`, the default run's stdout committed as
// `docs/probes/swiftui-grid-default-run.txt`): each arm's size and its leaves' placed rects.
// `fx` leaves are `fixed`, `fl` (proposal ?? 10) is `greedy`, `hf` is `HalfLeaf`.

/// A recorded arm of the grid probe.
func recordedGrid(
  _ arm: String, _ proposal: ProposedSize, size: Size?, _ leaves: [String: Rect] = [:],
  _ outcome: RecordedOutcome = .matches, _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  recordedCase("grid \(arm)", .grid, proposal, size: size, leaves, outcome, view)
}

/// GA1's grid: [a 30x10, b 20x20] [c 10x30, d 40x10].
private func ga1(
  _ horizontal: Double? = nil, _ vertical: Double? = nil, alignment: Alignment = .center
) -> Grid {
  Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) {
    GridRow {
      fixed("a", 30, 10); fixed("b", 20, 20)
    }
    GridRow {
      fixed("c", 10, 30); fixed("d", 40, 10)
    }
  }
}

/// GP2's grid: [a flexible, b 20x20] [c 10x30, d 40x10].
private func gp2() -> Grid {
  Grid {
    GridRow {
      greedy("a"); fixed("b", 20, 20)
    }
    GridRow {
      fixed("c", 10, 30); fixed("d", 40, 10)
    }
  }
}

/// [a 30x10, b 20x20] above `below`, a row or a view outside a row.
private func abAbove(_ below: any View) -> Grid {
  Grid {
    GridRow {
      fixed("a", 30, 10)
      fixed("b", 20, 20)
    }
    below
  }
}

/// GX7's grid: [x 100x10 span 2] [a 30x10, b 20x20], the span declared first.
private func gx7() -> Grid {
  Grid {
    GridRow { fixed("x", 100, 10).gridCellColumns(2) }
    GridRow {
      fixed("a", 30, 10)
      fixed("b", 20, 20)
    }
  }
}

private let ga1Leaves = [
  "a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(10, 28, 10, 30), "d": r(38, 38, 40, 10),
]

/// Every recorded grid arm.
let gridCases =
  gridArmCases + gridRowCases + gridWrapperCases + gridSpacerCases + gridInStackCases
  + gridOverflowCases + gridFuzzDisagreementCases + gridDivergenceCases + gridReplayCases

private let gridArmCases: [RecordedCase] = [
  recordedGrid("GR0", none, size: s(20, 20), ["a": r(2.5, 2.5, 15, 15)]) {
    OddLeaf(name: "a").frame(width: 20, height: 20)
  },
  recordedGrid("GR1", none, size: s(48, 20), ["a": r(0, 0, 20, 20), "b": r(28, 0, 20, 20)]) {
    Grid {
      GridRow {
        OddLeaf(name: "a"); fixed("b", 20, 20)
      }
    }
  }.placed(with: ["a": none, "b": none]),
  recordedGrid(
    "GR2", at(200, 200), size: s(48, 20), ["a": r(0, 0, 20, 20), "b": r(28, 0, 20, 20)]
  ) {
    Grid {
      GridRow {
        OddLeaf(name: "a"); fixed("b", 20, 20)
      }
    }
  }.placed(with: ["a": at(96, 200), "b": at(96, 200)]),
  recordedGrid("GA1", none, size: s(78, 58), ga1Leaves) { ga1() },
  recordedGrid(
    "GA2", none, size: s(70, 50),
    ["a": r(0, 5, 30, 10), "b": r(40, 0, 20, 20), "c": r(10, 20, 10, 30), "d": r(30, 30, 40, 10)]
  ) { ga1(0, 0) },
  recordedGrid(
    "GA3", none, size: s(73, 55),
    ["a": r(0, 5, 30, 10), "b": r(43, 0, 20, 20), "c": r(10, 25, 10, 30), "d": r(33, 35, 40, 10)]
  ) { ga1(3, 5) },
  recordedGrid(
    "GA4", none, size: s(71, 58),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "e": r(66, 7.5, 5, 5), "c": r(10, 28, 10, 30)]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20); fixed("e", 5, 5)
      }
      GridRow { fixed("c", 10, 30) }
    }
  },
  recordedGrid("GA6", none, size: s(0, 0)) { Grid { GridRow {} } },
  recordedGrid("GA7", none, size: s(30, 48), ["a": r(0, 0, 30, 10), "c": r(10, 18, 10, 30)]) {
    Grid {
      GridRow { fixed("a", 30, 10) }
      GridRow {}
      GridRow { fixed("c", 10, 30) }
    }
  },
  recordedGrid("GA8", none, size: s(30, 38), ["x": r(0, 0, 30, 10), "y": r(10, 18, 10, 20)]) {
    Grid {
      fixed("x", 30, 10)
      fixed("y", 10, 20)
    }
  },
  recordedGrid(
    "GA9", at(200, 100), size: s(200, 100), ["x": r(85, 0, 30, 10), "y": r(0, 18, 200, 82)]
  ) {
    Grid {
      fixed("x", 30, 10)
      greedy("y")
    }
  },
  recordedGrid("GP1", at(200, 200), size: s(78, 58), ga1Leaves) { ga1() },
  recordedGrid(
    "GP2", at(200, 100), size: s(200, 100),
    [
      "a": r(0, 0, 152, 62), "b": r(170, 21, 20, 20), "c": r(71, 70, 10, 30),
      "d": r(160, 80, 40, 10),
    ]
  ) { gp2() },
  recordedGrid(
    "GP3", none, size: s(58, 58),
    ["a": r(0, 0, 10, 20), "b": r(28, 0, 20, 20), "c": r(0, 28, 10, 30), "d": r(18, 38, 40, 10)]
  ) { gp2() },
  recordedGrid(
    "GP5", at(200, nil), size: s(200, 58),
    [
      "a": r(0, 0, 152, 20), "b": r(170, 0, 20, 20), "c": r(71, 28, 10, 30),
      "d": r(160, 38, 40, 10),
    ]
  ) { gp2() },
  recordedGrid(
    "GP6", at(nil, 100), size: s(58, 100),
    ["a": r(0, 0, 10, 62), "b": r(28, 21, 20, 20), "c": r(0, 70, 10, 30), "d": r(18, 80, 40, 10)]
  ) { gp2() },
  recordedGrid("GP7", at(100, 100), size: s(100, 100), ["a": r(0, 0, 100, 100)]) {
    Grid { GridRow { greedy("a") } }
  },
  recordedGrid(
    "GF1", at(200, 200), size: s(104, 58),
    ["a": r(12, 5, 24, 10), "b": r(70, 0, 20, 20), "c": r(19, 28, 10, 30), "d": r(68, 38, 24, 10)]
  ) {
    Grid {
      GridRow {
        HalfLeaf(name: "a"); fixed("b", 20, 20)
      }
      GridRow {
        fixed("c", 10, 30); HalfLeaf(name: "d")
      }
    }
  },
  recordedGrid(
    "GF6", at(200, 100), size: s(200, 100),
    [
      "a": r(0, 0, 96, 46), "b": r(142, 13, 20, 20), "c": r(43, 62, 10, 30),
      "d": r(104, 54, 96, 46),
    ]
  ) {
    Grid {
      GridRow {
        greedy("a"); fixed("b", 20, 20)
      }
      GridRow {
        fixed("c", 10, 30); greedy("d")
      }
    }
  },
  recordedGrid(
    "GF7", at(100, 100), size: s(138, 100),
    ["a": r(0, 0, 10, 62), "b": r(18, 21, 120, 20), "c": r(0, 70, 10, 30), "d": r(58, 80, 40, 10)]
  ) {
    Grid {
      GridRow {
        greedy("a"); fixed("b", 120, 20)
      }
      GridRow {
        fixed("c", 10, 30); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid(
    "GF8", at(200, 100), size: s(200, 100),
    ["a": r(0, 40, 20, 20), "b": r(28, 0, 82, 100), "c": r(118, 0, 82, 100)]
  ) {
    Grid {
      GridRow {
        fixed("a", 20, 20); greedy("b"); greedy("c")
      }
    }
  },
  recordedGrid(
    "GF10", at(200, 100), size: s(200, 100), ["a": r(12, 45, 24, 10), "b": r(56, 0, 144, 100)]
  ) {
    Grid {
      GridRow {
        HalfLeaf(name: "a"); greedy("b")
      }
    }
  },
  recordedGrid(
    "GX1", none, size: s(100, 38),
    ["a": r(10.5, 5, 30, 10), "b": r(69.5, 0, 20, 20), "c": r(0, 28, 100, 10)]
  ) { abAbove(GridRow { fixed("c", 100, 10).gridCellColumns(2) }) },
  recordedGrid(
    "GX2", none, size: s(58, 38),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(24, 28, 10, 10)]
  ) { abAbove(GridRow { fixed("c", 10, 10).gridCellColumns(2) }) },
  recordedGrid(
    "GX3", none, size: s(100, 76),
    [
      "a": r(5.5, 5, 30, 10), "b": r(64.5, 0, 20, 20), "x": r(0, 28, 100, 10),
      "c": r(15.5, 46, 10, 30), "d": r(54.5, 56, 40, 10),
    ]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
      fixed("x", 100, 10)
      GridRow {
        fixed("c", 10, 30); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid(
    "GX4", none, size: s(58, 38),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "x": r(14.5, 28, 29, 10)]
  ) { abAbove(HalfLeaf(name: "x")) },
  recordedGrid(
    "GX6", none, size: s(58, 38),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "x": r(24, 28, 10, 10)]
  ) { abAbove(GridRow { fixed("x", 10, 10).gridCellColumns(5) }) },
  recordedGrid(
    "GX7", none, size: s(100, 38),
    ["x": r(0, 0, 100, 10), "a": r(10.5, 23, 30, 10), "b": r(69.5, 18, 20, 20)]
  ) { gx7() },
  recordedGrid(
    "GX8", at(300, 100), size: s(100, 38),
    ["x": r(0, 0, 100, 10), "a": r(10.5, 23, 30, 10), "b": r(69.5, 18, 20, 20)]
  ) { gx7() },
  recordedGrid(
    "GL1", none, size: s(78, 58),
    ["a": r(0, 0, 30, 10), "b": r(38, 0, 20, 20), "c": r(0, 28, 10, 30), "d": r(38, 28, 40, 10)]
  ) { ga1(alignment: .topLeading) },
  recordedGrid(
    "GL2", none, size: s(78, 58),
    ["a": r(0, 10, 30, 10), "b": r(58, 0, 20, 20), "c": r(20, 28, 10, 30), "d": r(38, 48, 40, 10)]
  ) { ga1(alignment: .bottomTrailing) },
  recordedGrid("GL3", none, size: s(78, 58), ga1Leaves.merging(["a": r(0, 0, 30, 10)]) { $1 }) {
    Grid {
      GridRow(alignment: .top) {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
      GridRow {
        fixed("c", 10, 30); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid("GL4", none, size: s(78, 58), ga1Leaves.merging(["b": r(58, 0, 20, 20)]) { $1 }) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20).gridColumnAlignment(.trailing)
      }
      GridRow {
        fixed("c", 10, 30); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid(
    "GL5", none, size: s(78, 58),
    ["a": r(20, 5, 10, 10), "b": r(48, 0, 20, 20), "c": r(0, 28, 30, 30), "d": r(38, 38, 40, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 10, 10); fixed("b", 20, 20)
      }
      GridRow {
        fixed("c", 30, 30).gridColumnAlignment(.trailing); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid(
    "GL6", none, size: s(30, 46),
    ["a": r(0, 0, 10, 10), "b": r(0, 18, 10, 10), "c": r(0, 36, 30, 10)]
  ) { firstDeclarationWins(.leading, .trailing) },
  recordedGrid(
    "GL7", none, size: s(30, 46),
    ["a": r(20, 0, 10, 10), "b": r(20, 18, 10, 10), "c": r(0, 36, 30, 10)]
  ) { firstDeclarationWins(.trailing, .leading) },
  recordedGrid(
    "GL8", none, size: s(58, 46),
    ["a": r(30, 0, 10, 10), "b": r(48, 0, 10, 10), "c": r(14, 18, 30, 10), "d": r(0, 36, 40, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 10, 10); fixed("b", 10, 10)
      }
      GridRow { fixed("c", 30, 10).gridCellColumns(2).gridColumnAlignment(.trailing) }
      GridRow { fixed("d", 40, 10) }
    }
  },
  recordedGrid(
    "GL9", none, size: s(28, 68),
    ["a": r(0, 0, 10, 10), "b": r(18, 0, 10, 30), "c": r(0, 58, 10, 10), "d": r(18, 38, 10, 30)]
  ) {
    Grid(alignment: .bottom) {
      GridRow(alignment: .top) {
        fixed("a", 10, 10); fixed("b", 10, 30)
      }
      GridRow {
        fixed("c", 10, 10); fixed("d", 10, 30)
      }
    }
  },
  recordedGrid(
    "GL12", none, size: s(58, 48),
    ["a": r(0, 10, 40, 10), "b": r(48, 0, 10, 30), "x": r(0, 38, 10, 10)]
  ) {
    Grid(alignment: .leading) {
      GridRow {
        fixed("a", 40, 10); fixed("b", 10, 30)
      }
      fixed("x", 10, 10)
    }
  },
  recordedGrid(
    "GF11", at(200, 100), size: s(138, 100),
    ["a": r(0, 45, 20, 10), "b": r(28, 0, 20, 100), "c": r(56, 35, 82, 30)]
  ) {
    Grid {
      GridRow {
        flexW("a", 10, 10, 20, 10); flexH("b", 0, 10, .infinity, 20); flexW("c", 10, 10, 160, 30)
      }
    }
  },
  recordedGrid(
    "GF12", at(150, nil), size: s(150, 10),
    ["a": r(0, 0, 50, 10), "b": r(58, 0, 30, 10), "c": r(96, 0, 54, 10)]
  ) { gf12() },
  recordedGrid(
    "GF13", at(150, 100), size: s(150, 100),
    ["a": r(0, 25, 44.67, 50), "b": r(52.67, 0, 30, 100), "c": r(90.67, 0, 59.33, 100)]
  ) { gf12() },
  recordedGrid(
    "GQ1", at(100, 100), size: s(100, 100), ["a": r(0, 0, 0, 100), "b": r(8, 0, 92, 100)]
  ) {
    Grid {
      GridRow {
        greedy("a"); greedy("b").layoutPriority(1)
      }
    }
  },
  recordedGrid(
    "GQ2", at(100, 100), size: s(130, 10),
    ["a": r(0, 0, 42, 10), "b": r(50, 0, 30, 10), "c": r(88, 0, 42, 10)]
  ) { gq(-1) },
  recordedGrid(
    "GQ3", at(100, 100), size: s(120, 10),
    ["a": r(0, 0, 0, 10), "b": r(8, 0, 84, 10), "c": r(100, 0, 20, 10)]
  ) { gq(1) },
  recordedGrid(
    "GX9", at(300, 100), size: s(300, 100),
    ["a": r(0, 36, 30, 10), "b": r(38, 0, 262, 82), "x": r(100, 90, 100, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); greedy("b")
      }
      GridRow { fixed("x", 100, 10).gridCellColumns(2) }
    }
  },
  recordedGrid(
    "GX10", at(300, 100), size: s(300, 100),
    ["a": r(60.5, 0, 30, 10), "b": r(219.5, 0, 20, 10), "x": r(0, 18, 300, 82)]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 10)
      }
      GridRow { greedy("x").gridCellColumns(2) }
    }
  },
  recordedGrid(
    "GL10", none, size: s(58, 48),
    ["a": r(0, 0, 10, 10), "b": r(48, 0, 10, 30), "c": r(0, 38, 40, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 10, 10).gridCellAnchor(.topLeading).gridColumnAlignment(.trailing)
        fixed("b", 10, 30)
      }
      GridRow { fixed("c", 40, 10) }
    }
  },
  recordedGrid(
    "GL11", none, size: s(58, 48),
    ["a": r(0, 10, 40, 10), "b": r(48, 0, 10, 30), "x": r(48, 38, 10, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 40, 10); fixed("b", 10, 30)
      }
      fixed("x", 10, 10).gridCellAnchor(.trailing)
    }
  },
  recordedGrid(
    "GL13", none, size: s(116, 78),
    [
      "a": r(20, 30, 10, 10), "b": r(38, 0, 20, 40), "e": r(96, 15, 10, 10),
      "c": r(0, 48, 30, 30), "d": r(38, 48, 40, 10), "f": r(86, 48, 30, 30),
    ]
  ) {
    Grid(alignment: .topLeading) {
      GridRow(alignment: .bottom) {
        fixed("a", 10, 10).gridColumnAlignment(.trailing); fixed("b", 20, 40)
        fixed("e", 10, 10).gridCellAnchor(.center)
      }
      GridRow {
        fixed("c", 30, 30); fixed("d", 40, 10); fixed("f", 30, 30)
      }
    }
  },
  recordedGrid(
    "GL14", none, size: s(68, 48),
    ["a": r(10, 20, 10, 10), "b": r(58, 0, 10, 30), "c": r(0, 38, 50, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 10, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 1)); fixed("b", 10, 30)
      }
      GridRow { fixed("c", 50, 10) }
    }
  },
  recordedGrid("GL15", none, size: s(50, 28), ["a": r(0, 0, 10, 10), "e": r(0, 18, 50, 10)]) {
    Grid {
      GridRow { fixed("a", 10, 10).gridColumnAlignment(.leading).gridColumnAlignment(.trailing) }
      GridRow { fixed("e", 50, 10) }
    }
  },
  recordedGrid(
    "GL16", none, size: s(78, 108),
    ["a": r(0, 20, 50, 10), "b": r(58, 0, 20, 50), "c": r(0, 58, 10, 10), "d": r(58, 58, 20, 50)]
  ) {
    Grid {
      GridRow {
        fixed("a", 50, 10); fixed("b", 20, 50)
      }
      GridRow {
        fixed("c", 10, 10).gridCellAnchor(.topLeading).gridCellAnchor(.bottomTrailing)
        fixed("d", 20, 50)
      }
    }
  },
  recordedGrid(
    "GU1", at(200, 200), size: s(78, 200),
    ["a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(0, 28, 30, 172), "d": r(38, 109, 40, 10)]
  ) { gu(greedy("c").gridCellUnsizedAxes(.horizontal)) },
  recordedGrid(
    "GU2", at(200, 200), size: s(200, 200),
    [
      "a": r(61, 5, 30, 10), "b": r(170, 0, 20, 20), "c": r(0, 28, 152, 172),
      "d": r(160, 109, 40, 10),
    ]
  ) { gu(greedy("c")) },
  recordedGrid(
    "GU3", at(200, 200), size: s(58, 28),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(0, 28, 58, 0)]
  ) {
    abAbove(
      GridRow { greedy("c").gridCellUnsizedAxes([.horizontal, .vertical]).gridCellColumns(2) })
  },
  recordedGrid(
    "GU4", none, size: s(148, 58),
    [
      "a": r(35, 5, 30, 10), "b": r(118, 0, 20, 20), "c": r(0, 28, 100, 30),
      "d": r(108, 38, 40, 10),
    ]
  ) { gu(fixed("c", 100, 30).gridCellUnsizedAxes(.horizontal)) },
  recordedGrid(
    "GU5", at(200, 200), size: s(148, 58),
    [
      "a": r(35, 5, 30, 10), "b": r(118, 0, 20, 20), "c": r(0, 28, 100, 30),
      "d": r(108, 38, 40, 10),
    ]
  ) { gu(fixed("c", 100, 30).gridCellUnsizedAxes(.horizontal)) },
  recordedGrid(
    "GU6", at(200, 200), size: s(78, 78),
    ["a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(10, 28, 10, 50), "d": r(38, 48, 40, 10)]
  ) { gu(fixed("c", 10, 50).gridCellUnsizedAxes(.vertical)) },
  recordedGrid(
    "GU7", at(200, 100), size: s(134, 100),
    ["a": r(0, 0, 30, 62), "b": r(38, 0, 96, 62), "c": r(0, 70, 30, 30), "d": r(66, 80, 40, 10)]
  ) { unsizedFirstCell(greedy("a")) },
  recordedGrid(
    "GU8", at(200, 100), size: s(200, 100),
    ["a": r(0, 26, 30, 10), "b": r(38, 0, 162, 62), "c": r(0, 70, 30, 30), "d": r(99, 80, 40, 10)]
  ) { unsizedFirstCell(flexW("a", 0, 10, 50, 10)) },
  recordedGrid(
    "GU9", at(200, 100), size: s(58, 100),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "x": r(0, 28, 58, 72)]
  ) { abAbove(greedy("x").gridCellUnsizedAxes(.horizontal)) },
  recordedGrid(
    "GU10", at(200, 100), size: s(200, 100),
    ["a": r(35.5, 5, 30, 10), "b": r(144.5, 0, 20, 20), "x": r(0, 28, 200, 72)]
  ) { abAbove(greedy("x")) },
  recordedGrid("GU11", at(200, 100), size: s(0, 0), ["a": r(0, 0, 0, 0)]) {
    Grid { GridRow { greedy("a").gridCellUnsizedAxes([.horizontal, .vertical]) } }
  },
  recordedGrid(
    "GU12", at(200, 200), size: s(78, 38),
    ["a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(0, 28, 30, 10), "d": r(38, 28, 40, 10)]
  ) { gu(greedy("c").gridCellUnsizedAxes(.vertical).gridCellUnsizedAxes(.horizontal)) },
  recordedGrid(
    "GU13", at(200, 200), size: s(78, 200),
    ["a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(0, 28, 30, 172), "d": r(38, 109, 40, 10)]
  ) { gu(greedy("c").gridCellUnsizedAxes(.horizontal).gridCellUnsizedAxes([])) },
  recordedGrid(
    "GX15", none, size: s(109, 38),
    [
      "a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "e": r(66, 7.5, 5, 5), "f": r(79, 7.5, 5, 5),
      "c": r(0, 28, 100, 10), "d": r(108, 32.5, 1, 1),
    ]
  ) { stackedColumns(3, 2) },
  recordedGrid(
    "GX16", none, size: s(126, 38),
    [
      "a": r(10.5, 5, 30, 10), "b": r(69.5, 0, 20, 20), "e": r(108, 7.5, 5, 5),
      "f": r(121, 7.5, 5, 5), "c": r(0, 28, 100, 10), "d": r(110, 32.5, 1, 1),
    ]
  ) { stackedColumns(2, 1) },
]

/// GU1's grid: [a 30x10, b 20x20] [`c`, d 40x10].
private func gu(_ c: any View) -> Grid {
  Grid {
    GridRow {
      fixed("a", 30, 10); fixed("b", 20, 20)
    }
    GridRow {
      c; fixed("d", 40, 10)
    }
  }
}

/// GU7's grid: [`a` unsized horizontally, b flexible] [c 30x30, d 40x10].
private func unsizedFirstCell(_ a: any View) -> Grid {
  Grid {
    GridRow {
      a.gridCellUnsizedAxes(.horizontal); greedy("b")
    }
    GridRow {
      fixed("c", 30, 30); fixed("d", 40, 10)
    }
  }
}

/// GX15's grid: [a 30x10, b 20x20, e 5x5, f 5x5] [c 100x10 spanning `inner` then `outer`, d].
private func stackedColumns(_ inner: Int, _ outer: Int) -> Grid {
  Grid {
    GridRow {
      fixed("a", 30, 10); fixed("b", 20, 20); fixed("e", 5, 5); fixed("f", 5, 5)
    }
    GridRow {
      fixed("c", 100, 10).gridCellColumns(inner).gridCellColumns(outer); fixed("d", 1, 1)
    }
  }
}

/// GL6's grid: three single-cell rows, the first and the last declaring column alignments.
private func firstDeclarationWins(_ first: HorizontalAlignment, _ last: HorizontalAlignment)
  -> Grid
{
  Grid {
    GridRow { fixed("a", 10, 10).gridColumnAlignment(first) }
    GridRow { fixed("b", 10, 10) }
    GridRow { fixed("c", 30, 10).gridColumnAlignment(last) }
  }
}

/// GF12's grid: [a clamp 10...50, b height-flexible w30, c flexible].
private func gf12() -> Grid {
  Grid {
    GridRow {
      ProbeLeaf(name: "a", width: 10...50, idealWidth: 10, height: 10...50, idealHeight: 10)
      flexH("b", 0, 10, .infinity, 30)
      greedy("c")
    }
  }
}

/// GQ2's grid: [a width 0...200, b width 30...200 at `priority`, c width 20...200], 10 high.
private func gq(_ priority: Double) -> Grid {
  Grid {
    GridRow {
      flexW("a", 0, 0, 200, 10)
      flexW("b", 30, 30, 200, 10).layoutPriority(priority)
      flexW("c", 20, 20, 200, 10)
    }
  }
}
