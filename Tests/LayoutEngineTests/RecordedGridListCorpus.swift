import LayoutEngine

// More arms of MetalUI's `docs/probes/swiftui-grid.swift` (the same default run, recorded
// 2026-09-17 on macOS 27.0 (26A428) through an `NSHostingView`, its stdout committed as
// `docs/probes/swiftui-grid-default-run.txt`): rows outside and inside a grid with modifiers
// on them (GG), the cell attributes read through other modifiers (GW), spacer cells (GS) and
// grids inside stacks (GE). `s` and `t` name a Spacer read through a background leaf.

/// A Spacer named `name`, as the probe's background leaf reads it.
private func spacer(_ name: String = "s") -> Tagged { Tagged(name: name, content: Spacer()) }

/// GA1's leaves, which rows through `if` and `ForEach` give too.
private let ga1Frames = [
  "a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(10, 28, 10, 30), "d": r(38, 38, 40, 10),
]

/// The GG arms: a `GridRow` outside a grid stands for its views, a row inside a row is its
/// views, and a modifier on a row applies to each of its cells.
let gridRowCases: [RecordedCase] = [
  recordedGrid("GG1", none, size: s(30, 38), ["a": r(0, 0, 30, 10), "b": r(5, 18, 20, 20)]) {
    VStack {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
    }
  },
  recordedGrid("GG2", none, size: s(58, 20), ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20)]) {
    HStack {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
    }
  },
  recordedGrid(
    "GG3", none, size: s(71, 20),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(66, 7.5, 5, 5)]
  ) {
    Grid {
      GridRow {
        GridRow {
          fixed("a", 30, 10); fixed("b", 20, 20)
        }
        fixed("c", 5, 5)
      }
    }
  },
  recordedGrid(
    "GG4", none, size: s(88, 68),
    ["a": r(5, 10, 30, 10), "b": r(58, 5, 20, 20), "c": r(15, 38, 10, 30), "d": r(48, 48, 40, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
      .padding(5)
      GridRow {
        fixed("c", 10, 30); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid(
    "GG5", none, size: s(78, 68),
    ["a": r(0, 20, 50, 10), "b": r(58, 0, 20, 50), "c": r(0, 58, 10, 10), "d": r(58, 58, 10, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 50, 10); fixed("b", 20, 50)
      }
      GridRow {
        fixed("c", 10, 10); fixed("d", 10, 10)
      }
      .gridCellAnchor(.topLeading)
    }
  },
  recordedGrid(
    "GG6", none, size: s(208, 38),
    [
      "a": r(10.5, 5, 30, 10), "b": r(69.5, 0, 20, 20), "e": r(128.5, 7.5, 5, 5),
      "f": r(182.5, 7.5, 5, 5), "c": r(0, 28, 100, 10), "d": r(108, 28, 100, 10),
    ]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20); fixed("e", 5, 5); fixed("f", 5, 5)
      }
      GridRow {
        fixed("c", 100, 10); fixed("d", 100, 10)
      }
      .gridCellColumns(2)
    }
  },
  recordedGrid("GG8", none, size: s(78, 58), ga1Frames) {
    let first = true
    return Grid {
      if first {
        GridRow {
          fixed("a", 30, 10); fixed("b", 20, 20)
        }
      }
      ForEach(0..<1) { _ in
        GridRow {
          fixed("c", 10, 30); fixed("d", 40, 10)
        }
      }
    }
  },
  recordedGrid(
    "GG9", none, size: s(58, 58),
    ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(0, 28, 10, 30), "d": r(18, 38, 40, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
      HStack {
        GridRow {
          fixed("c", 10, 30); fixed("d", 40, 10)
        }
      }
    }
  },
  recordedGrid(
    "GG10", none, size: s(46, 30),
    ["a": r(0, 0, 10, 10), "b": r(18, 0, 10, 30), "c": r(36, 0, 10, 20)]
  ) { nestedRows(outer: .top, inner: .bottom) },
  recordedGrid(
    "GG11", none, size: s(46, 30),
    ["a": r(0, 20, 10, 10), "b": r(18, 0, 10, 30), "c": r(36, 10, 10, 20)]
  ) { nestedRows(outer: .bottom, inner: .top) },
  recordedGrid(
    "GG12", none, size: s(46, 30),
    ["a": r(0, 10, 10, 10), "b": r(18, 0, 10, 30), "c": r(36, 5, 10, 20)]
  ) { nestedRows(outer: nil, inner: .bottom) },
  recordedGrid(
    "GG13", none, size: s(78, 108),
    ["a": r(0, 20, 50, 10), "b": r(58, 0, 20, 50), "c": r(0, 58, 10, 10), "d": r(58, 58, 20, 50)]
  ) {
    Grid {
      GridRow {
        fixed("a", 50, 10); fixed("b", 20, 50)
      }
      GridRow {
        fixed("c", 10, 10).gridCellAnchor(.topLeading); fixed("d", 20, 50)
      }
      .gridCellAnchor(.bottomTrailing)
    }
  },
  recordedGrid("GG14", none, size: s(50, 28), ["a": r(0, 0, 10, 10), "e": r(0, 18, 50, 10)]) {
    Grid {
      GridRow { fixed("a", 10, 10).gridColumnAlignment(.leading) }
        .gridColumnAlignment(.trailing)
      GridRow { fixed("e", 50, 10) }
    }
  },
  recordedGrid(
    "GG15", none, size: s(113, 38),
    [
      "a": r(2, 5, 30, 10), "b": r(44, 0, 20, 20), "e": r(76, 7.5, 5, 5), "f": r(93, 7.5, 5, 5),
      "g": r(108, 7.5, 5, 5), "c": r(0, 28, 100, 10), "d": r(110, 32.5, 1, 1),
    ]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20); fixed("e", 5, 5); fixed("f", 5, 5)
        fixed("g", 5, 5)
      }
      GridRow {
        fixed("c", 100, 10).gridCellColumns(2); fixed("d", 1, 1)
      }
      .gridCellColumns(2)
    }
  },
  recordedGrid(
    "GG16", at(200, 200), size: s(78, 38),
    ["a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(0, 28, 30, 10), "d": r(38, 28, 40, 10)]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); fixed("b", 20, 20)
      }
      GridRow {
        greedy("c").gridCellUnsizedAxes(.vertical); fixed("d", 40, 10)
      }
      .gridCellUnsizedAxes(.horizontal)
    }
  },
]

/// GG10-GG12's grid: a row aligned `outer` holding a row aligned `inner` of [a 10x10, b 10x30],
/// then c 10x20.
private func nestedRows(outer: VerticalAlignment?, inner: VerticalAlignment?) -> Grid {
  Grid {
    GridRow(alignment: outer) {
      GridRow(alignment: inner) {
        fixed("a", 10, 10); fixed("b", 10, 30)
      }
      fixed("c", 10, 20)
    }
  }
}

/// A wrapper of the GW arms, around a cell that declares an attribute inside it.
private struct Wrapper: Sendable {
  /// The arm's number, after the attribute's letter.
  let number: Int
  let wrap: @Sendable (any View) -> any View
}

/// The wrappers the probe writes each attribute inside, those the engine has: the attribute
/// passes through every modifier, and not through a container or from an overlay's or a
/// background's own views (the probe's clipped, opacity, allowsHitTesting, onTapGesture and
/// disabled arms have no counterpart here).
private let wrappers: [Wrapper] = [
  Wrapper(number: 0) { $0 },
  Wrapper(number: 1) { $0.padding(1) },
  Wrapper(number: 2) { $0.frame(width: 12, height: 12) },
  Wrapper(number: 3) { $0.frame(maxWidth: .infinity) },
  Wrapper(number: 4) { $0.fixedSize() },
  Wrapper(number: 5) { cell in cell.background { Color.red } },
  Wrapper(number: 6) { cell in cell.overlay { Color.red } },
  Wrapper(number: 8) { $0.border(width: 1) },
  Wrapper(number: 11) { $0.aspectRatio(1, contentMode: .fit) },
  Wrapper(number: 12) { $0.layoutPriority(1) },
  Wrapper(number: 15) { cell in HStack { cell } },
  Wrapper(number: 16) { cell in ZStack { cell } },
  Wrapper(number: 17) { cell in Color.red.frame(width: 1, height: 1).overlay { cell } },
  Wrapper(number: 18) { cell in Color.red.frame(width: 1, height: 1).background { cell } },
]

/// The GW arms of one attribute: `letter`'s arm for each wrapper, `grid` built around the
/// wrapped cell, the recorded answer per arm number (`usual` for the others).
private func wrapperArms(
  _ letter: String, _ proposal: ProposedSize, usual: (Size, [String: Rect]),
  _ answers: [Int: (Size, [String: Rect])],
  _ grid: @escaping @Sendable (@escaping @Sendable (any View) -> any View) -> any View
) -> [RecordedCase] {
  wrappers.map { wrapper in
    let (size, leaves) = answers[wrapper.number] ?? usual
    return recordedGrid("GW\(letter)\(wrapper.number)", proposal, size: size, leaves) {
      grid(wrapper.wrap)
    }
  }
}

/// [a 30x10, b 20x20] [c 100x10 spanning 2 inside a wrapper].
private let spanArms = wrapperArms(
  "S", none,
  usual: (s(100, 38), ["a": r(10.5, 5, 30, 10), "b": r(69.5, 0, 20, 20), "c": r(0, 28, 100, 10)]),
  [
    1: (s(102, 40), ["a": r(11, 5, 30, 10), "b": r(71, 0, 20, 20), "c": r(1, 29, 100, 10)]),
    2: (s(58, 40), ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(-21, 29, 100, 10)]),
    15: (s(128, 38), ["a": r(35, 5, 30, 10), "b": r(108, 0, 20, 20), "c": r(0, 28, 100, 10)]),
    16: (s(128, 38), ["a": r(35, 5, 30, 10), "b": r(108, 0, 20, 20), "c": r(0, 28, 100, 10)]),
    17: (s(58, 29), ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(-35, 23.5, 100, 10)]),
    18: (s(58, 29), ["a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(-35, 23.5, 100, 10)]),
  ]
) { wrap in
  Grid {
    GridRow {
      fixed("a", 30, 10); fixed("b", 20, 20)
    }
    GridRow { wrap(fixed("c", 100, 10).gridCellColumns(2)) }
  }
}

/// The anchor arms' fixed leaves: a 50x10, b 20x50 above c, d 20x50.
private let anchorFrames = [
  "a": r(0, 20, 50, 10), "b": r(58, 0, 20, 50), "d": r(58, 58, 20, 50),
]

/// [a 50x10, b 20x50] [c 10x10 anchored topLeading inside a wrapper, d 20x50].
private let anchorArms = wrapperArms(
  "A", none, usual: (s(78, 108), anchorFrames.merging(["c": r(0, 58, 10, 10)]) { $1 }),
  Dictionary(
    uniqueKeysWithValues: [
      (1, 1.0, 59.0), (2, 1, 59), (3, 20, 58), (15, 20, 78), (16, 20, 78),
      (17, 20, 78), (18, 20, 78),
    ].map { arm, x, y in
      (arm, (s(78, 108), anchorFrames.merging(["c": r(x, y, 10, 10)]) { $1 }))
    })
) { wrap in
  Grid {
    GridRow {
      fixed("a", 50, 10); fixed("b", 20, 50)
    }
    GridRow {
      wrap(fixed("c", 10, 10).gridCellAnchor(.topLeading)); fixed("d", 20, 50)
    }
  }
}

/// The column-alignment arms' leaves, a at `a` and c at `c` on x.
private func columnFrames(a: Double, c: Double) -> (Size, [String: Rect]) {
  (
    s(78, 66),
    [
      "a": r(a, 5, 10, 10), "b": r(58, 0, 20, 20), "c": r(c, 33, 10, 10),
      "d": r(58, 28, 20, 20), "e": r(0, 56, 50, 10),
    ]
  )
}

/// [a 10x10, b 20x20] [c 10x10 declaring its column trailing inside a wrapper, d 20x20]
/// [e 50x10].
private let columnArms = wrapperArms(
  "C", none, usual: columnFrames(a: 40, c: 40),
  [
    1: columnFrames(a: 40, c: 39), 2: columnFrames(a: 40, c: 39), 3: columnFrames(a: 40, c: 20),
    15: columnFrames(a: 20, c: 20), 16: columnFrames(a: 20, c: 20),
    17: columnFrames(a: 20, c: 20), 18: columnFrames(a: 20, c: 20),
  ]
) { wrap in
  Grid {
    GridRow {
      fixed("a", 10, 10); fixed("b", 20, 20)
    }
    GridRow {
      wrap(fixed("c", 10, 10).gridColumnAlignment(.trailing)); fixed("d", 20, 20)
    }
    GridRow { fixed("e", 50, 10) }
  }
}

/// The unsized arms' fixed leaves a 30x10, b 20x20.
private let unsizedFrames = ["a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20)]

/// The unsized arms' answer: size, c's and d's frames.
private func unsizedAnswer(_ size: Size, c: Rect, d: Rect) -> (Size, [String: Rect]) {
  (size, unsizedFrames.merging(["c": c, "d": d]) { $1 })
}

/// [a 30x10, b 20x20] [c flexible, unsized horizontally inside a wrapper, d 40x10] at 200x200.
private let unsizedArms = wrapperArms(
  "U", at(200, 200),
  usual: unsizedAnswer(s(78, 200), c: r(0, 28, 30, 172), d: r(38, 109, 40, 10)),
  [
    1: unsizedAnswer(s(78, 200), c: r(1, 29, 28, 170), d: r(38, 109, 40, 10)),
    2: unsizedAnswer(s(78, 40), c: r(9, 28, 12, 12), d: r(38, 29, 40, 10)),
    4: unsizedAnswer(s(78, 38), c: r(10, 28, 10, 10), d: r(38, 28, 40, 10)),
    11: unsizedAnswer(s(78, 58), c: r(0, 28, 30, 30), d: r(38, 38, 40, 10)),
    12: unsizedAnswer(s(78, 220), c: r(0, 28, 30, 192), d: r(38, 119, 40, 10)),
    15: (
      s(200, 200),
      [
        "a": r(61, 5, 30, 10), "b": r(170, 0, 20, 20), "c": r(0, 28, 152, 172),
        "d": r(160, 109, 40, 10),
      ]
    ),
    16: (
      s(200, 200),
      [
        "a": r(61, 5, 30, 10), "b": r(170, 0, 20, 20), "c": r(0, 28, 152, 172),
        "d": r(160, 109, 40, 10),
      ]
    ),
    17: unsizedAnswer(s(78, 38), c: r(14.5, 32.5, 1, 1), d: r(38, 28, 40, 10)),
    18: unsizedAnswer(s(78, 38), c: r(14.5, 32.5, 1, 1), d: r(38, 28, 40, 10)),
  ]
) { wrap in
  Grid {
    GridRow {
      fixed("a", 30, 10); fixed("b", 20, 20)
    }
    GridRow {
      wrap(greedy("c").gridCellUnsizedAxes(.horizontal)); fixed("d", 40, 10)
    }
  }
}

/// [a flexible, c flexible at priority 1 inside a wrapper] at 100x100: frame, padding,
/// aspectRatio and fixedSize hide the priority, as they do in a stack.
private let priorityArms = wrapperArms(
  "P", at(100, 100), usual: (s(100, 100), ["a": r(0, 0, 0, 100), "c": r(8, 0, 92, 100)]),
  [
    1: (s(100, 100), ["a": r(0, 0, 46, 100), "c": r(55, 1, 44, 98)]),
    2: (s(100, 100), ["a": r(0, 0, 80, 100), "c": r(88, 44, 12, 12)]),
    3: (s(100, 100), ["a": r(0, 0, 46, 100), "c": r(54, 0, 46, 100)]),
    4: (s(100, 100), ["a": r(0, 0, 82, 100), "c": r(90, 45, 10, 10)]),
    11: (s(100, 100), ["a": r(0, 0, 46, 100), "c": r(54, 27, 46, 46)]),
    17: (s(100, 100), ["a": r(0, 0, 91, 100), "c": r(99, 49.5, 1, 1)]),
    18: (s(100, 100), ["a": r(0, 0, 91, 100), "c": r(99, 49.5, 1, 1)]),
  ]
) { wrap in
  Grid {
    GridRow {
      greedy("a"); wrap(greedy("c").layoutPriority(1))
    }
  }
}

/// The GW arms: each attribute inside each wrapper, then one attribute inside padding inside
/// another (GWI).
let gridWrapperCases: [RecordedCase] =
  spanArms + anchorArms + columnArms + unsizedArms + priorityArms + [
    recordedGrid(
      "GWI1", none, size: s(115, 40),
      [
        "a": r(11, 5, 30, 10), "b": r(71, 0, 20, 20), "e": r(110, 7.5, 5, 5),
        "c": r(1, 29, 100, 10), "d": r(110, 31.5, 5, 5),
      ]
    ) { stackedSpans(inner: 2, outer: 1) },
    recordedGrid(
      "GWI2", none, size: s(115, 40),
      [
        "a": r(11, 5, 30, 10), "b": r(71, 0, 20, 20), "e": r(110, 7.5, 5, 5),
        "c": r(1, 29, 100, 10), "d": r(110, 31.5, 5, 5),
      ]
    ) { stackedSpans(inner: 1, outer: 2) },
    recordedGrid(
      "GWI3", none, size: s(78, 108), anchorFrames.merging(["c": r(1, 59, 10, 10)]) { $1 }
    ) {
      Grid {
        GridRow {
          fixed("a", 50, 10); fixed("b", 20, 50)
        }
        GridRow {
          fixed("c", 10, 10).gridCellAnchor(.topLeading).padding(1)
            .gridCellAnchor(.bottomTrailing)
          fixed("d", 20, 50)
        }
      }
    },
    recordedGrid("GWI4", none, size: s(50, 30), ["a": r(1, 1, 10, 10), "e": r(0, 20, 50, 10)]) {
      Grid {
        GridRow {
          fixed("a", 10, 10).gridColumnAlignment(.leading).padding(1)
            .gridColumnAlignment(.trailing)
        }
        GridRow { fixed("e", 50, 10) }
      }
    },
    recordedGrid(
      "GWI5", at(200, 200), size: s(78, 38),
      unsizedFrames.merging(["c": r(1, 29, 28, 8), "d": r(38, 28, 40, 10)]) { $1 }
    ) {
      Grid {
        GridRow {
          fixed("a", 30, 10); fixed("b", 20, 20)
        }
        GridRow {
          greedy("c").gridCellUnsizedAxes(.vertical).padding(1)
            .gridCellUnsizedAxes(.horizontal)
          fixed("d", 40, 10)
        }
      }
    },
  ]

/// GWI1 and GWI2's grid: [a 30x10, b 20x20, e 5x5] [c 100x10 spanning `inner`, padded 1,
/// spanning `outer`, d 5x5].
private func stackedSpans(inner: Int, outer: Int) -> Grid {
  Grid {
    GridRow {
      fixed("a", 30, 10); fixed("b", 20, 20); fixed("e", 5, 5)
    }
    GridRow {
      fixed("c", 100, 10).gridCellColumns(inner).padding(1).gridCellColumns(outer)
      fixed("d", 5, 5)
    }
  }
}

/// The GS arms: a Spacer cell asks for no spacing beside it, a spacer seen through a frame or
/// a ZStack too, and padding on it asks for spacing again on the padded edge.
let gridSpacerCases: [RecordedCase] = [
  recordedGrid(
    "GS1", at(200, 100), size: s(190, 80),
    [
      "b": r(160, 11, 20, 20), "c": r(66, 50, 10, 30), "d": r(150, 60, 40, 10),
      "s": r(0, 0, 142, 42),
    ]
  ) {
    Grid {
      GridRow {
        spacer(); fixed("b", 20, 20)
      }
      GridRow {
        fixed("c", 10, 30); fixed("d", 40, 10)
      }
    }
  },
  recordedGrid(
    "GS2", at(nil, 80), size: s(48, 80),
    ["a": r(0, 35, 30, 10), "c": r(38, 0, 10, 80), "s": r(30, 0, 8, 80)]
  ) { spacerRow(spacer()) },
  recordedGrid(
    "GS3", at(nil, 80), size: s(64, 80),
    ["a": r(0, 35, 30, 10), "s": r(38, 36, 8, 8), "c": r(54, 0, 10, 80)]
  ) { spacerRow(fixed("s", 8, 8)) },
  recordedGrid(
    "GS4", at(60, 60), size: s(90, 40),
    ["a": r(0, 0, 30, 10), "c": r(30, 15, 60, 20), "s": r(0, 10, 30, 30)]
  ) {
    Grid {
      GridRow { HalfLeaf(name: "a") }
      GridRow {
        spacer(); flexW("c", 30, 10, 180, 20)
      }
    }
  }.placed(with: ["a": at(60, 100), "c": at(60, 30), "s": at(30, 30)]),
  recordedGrid(
    "GS5", at(300, 200), size: s(76.67, 136),
    [
      "a": r(4.33, 0, 40, 40), "b": r(12.17, 63, 24.33, 10), "c": r(56.67, 48, 20, 40),
      "d": r(9.33, 96, 30, 40),
    ]
  ) {
    Grid {
      GridRow { fixed("a", 40, 40) }
      GridRow {
        HalfLeaf(name: "b"); fixed("c", 20, 40).gridCellColumns(2)
      }
      GridRow { flexW("d", 0, 10, 30, 40) }
    }
  },
  recordedGrid(
    "GS12", at(nil, 80), size: s(48, 80),
    ["a": r(0, 35, 30, 10), "c": r(38, 35, 10, 10), "s": r(30, 0, 8, 80)]
  ) { spacerRow(Tagged(name: "s", content: Spacer().frame(width: 8)), c: fixed("c", 10, 10)) },
  recordedGrid(
    "GS13", at(nil, 80), size: s(60, 80),
    ["a": r(0, 35, 30, 10), "c": r(50, 35, 10, 10), "s": r(42, 0, 8, 80)]
  ) { spacerRow(spacer().padding(.leading, 4), c: fixed("c", 10, 10)) },
  recordedGrid(
    "GS15", at(nil, 80), size: s(48, 70),
    ["a": r(0, 30, 30, 10), "c": r(38, 30, 10, 10), "s": r(30, 0, 8, 70)]
  ) { spacerRow(ZStack { spacer() }, c: fixed("c", 10, 10)) },
  recordedGrid(
    "GS16", at(nil, 80), size: s(64, 10),
    ["a": r(0, 0, 30, 10), "s": r(38, 1, 8, 8), "c": r(54, 0, 10, 10)]
  ) { spacerRow(fixed("s", 8, 8).overlay { Spacer() }, c: fixed("c", 10, 10)) },
  recordedGrid(
    "GS17", at(80, nil), size: s(80, 28),
    ["a": r(25, 0, 30, 10), "c": r(35, 18, 10, 10), "s": r(0, 10, 80, 8)]
  ) { spacerColumn(Tagged(name: "s", content: Spacer().frame(height: 8))) },
  recordedGrid(
    "GS18", at(80, nil), size: s(30, 44),
    ["a": r(0, 0, 30, 10), "s": r(11, 18, 8, 8), "c": r(10, 34, 10, 10)]
  ) { spacerColumn(fixed("s", 8, 8)) },
]

/// [a 30x10, `middle`, c] in one row; c is 10 wide and flexible in height unless given.
private func spacerRow(_ middle: any View, c: any View = flexH("c", 0, 10, .infinity, 10))
  -> Grid
{
  Grid {
    GridRow {
      fixed("a", 30, 10); middle; c
    }
  }
}

/// [a 30x10] [`middle`] [c 10x10], one cell a row.
private func spacerColumn(_ middle: any View) -> Grid {
  Grid {
    GridRow { fixed("a", 30, 10) }
    GridRow { middle }
    GridRow { fixed("c", 10, 10) }
  }
}

/// `grid` between a 30x10 and c 10x10 in an HStack (`vertical`: a VStack).
private func between(_ grid: any View, vertical: Bool = false) -> any View {
  vertical
    ? AnyView(
      VStack {
        fixed("a", 30, 10); grid; fixed("c", 10, 10)
      })
    : AnyView(
      HStack {
        fixed("a", 30, 10); grid; fixed("c", 10, 10)
      })
}

/// The GE arms: a grid in a stack shows, on each edge, the spacer cells there (no spacing
/// beside the grid), and none of its cells' priorities.
let gridInStackCases: [RecordedCase] = [
  recordedGrid(
    "GE1", none, size: s(76, 20),
    [
      "a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(66, 5, 10, 10), "s": r(30, 0, 8, 20),
    ]
  ) {
    between(
      Grid {
        GridRow {
          spacer(); fixed("b", 20, 20)
        }
      })
  },
  recordedGrid(
    "GE2", none, size: s(92, 20),
    [
      "a": r(0, 5, 30, 10), "s": r(38, 6, 8, 8), "b": r(54, 0, 20, 20), "c": r(82, 5, 10, 10),
    ]
  ) {
    between(
      Grid {
        GridRow {
          fixed("s", 8, 8); fixed("b", 20, 20)
        }
      })
  },
  recordedGrid(
    "GE3", none, size: s(76, 20),
    [
      "a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(66, 5, 10, 10), "s": r(58, 0, 8, 20),
    ]
  ) {
    between(
      Grid {
        GridRow {
          fixed("b", 20, 20); spacer()
        }
      })
  },
  recordedGrid(
    "GE4", none, size: s(96, 48),
    [
      "a": r(0, 19, 30, 10), "b": r(58, 0, 20, 20), "d": r(30, 28, 20, 20),
      "e": r(58, 28, 20, 20), "c": r(86, 19, 10, 10), "s": r(30, 0, 20, 20),
    ]
  ) {
    between(
      Grid {
        GridRow {
          spacer(); fixed("b", 20, 20)
        }
        GridRow {
          fixed("d", 20, 20); fixed("e", 20, 20)
        }
      })
  },
  recordedGrid(
    "GE5", none, size: s(76, 48),
    [
      "a": r(0, 19, 30, 10), "b": r(38, 0, 20, 20), "e": r(38, 28, 20, 20),
      "c": r(66, 19, 10, 10), "t": r(30, 28, 8, 20), "s": r(30, 0, 8, 20),
    ]
  ) {
    between(
      Grid {
        GridRow {
          spacer(); fixed("b", 20, 20)
        }
        GridRow {
          spacer("t"); fixed("e", 20, 20)
        }
      })
  },
  recordedGrid(
    "GE6", none, size: s(30, 56),
    ["a": r(0, 0, 30, 10), "b": r(5, 18, 20, 20), "c": r(10, 46, 10, 10), "s": r(5, 10, 20, 8)]
  ) {
    between(
      Grid {
        GridRow { spacer() }
        GridRow { fixed("b", 20, 20) }
      }, vertical: true)
  },
  recordedGrid(
    "GE7", none, size: s(30, 72),
    ["a": r(0, 0, 30, 10), "s": r(11, 18, 8, 8), "b": r(5, 34, 20, 20), "c": r(10, 62, 10, 10)]
  ) {
    between(
      Grid {
        GridRow { fixed("s", 8, 8) }
        GridRow { fixed("b", 20, 20) }
      }, vertical: true)
  },
  recordedGrid(
    "GE8", at(100, 100), size: s(100, 100), ["a": r(0, 0, 46, 100), "c": r(54, 0, 46, 100)]
  ) {
    HStack {
      greedy("a"); Grid { GridRow { greedy("c").layoutPriority(1) } }
    }
  },
  recordedGrid(
    "GE9", at(100, 100), size: s(100, 100), ["a": r(0, 0, 46, 100), "c": r(54, 0, 46, 100)]
  ) {
    HStack {
      greedy("a"); Grid { GridRow { greedy("c") } }
    }
  },
  recordedGrid(
    "GE10", at(100, 100), size: s(100, 100),
    ["a": r(0, 0, 36, 100), "c": r(44, 0, 38, 100), "d": r(90, 45, 10, 10)]
  ) {
    HStack {
      greedy("a")
      Grid {
        GridRow {
          greedy("c").layoutPriority(1); fixed("d", 10, 10)
        }
      }
    }
  },
  recordedGrid(
    "GE11", at(100, 100), size: s(100, 100), ["a": r(0, 0, 50, 100), "s": r(50, 0, 50, 100)]
  ) {
    HStack {
      greedy("a"); Grid { GridRow { spacer() } }
    }
  },
  recordedGrid(
    "GE12", at(nil, 80), size: s(30, 80),
    ["a": r(0, 0, 30, 10), "c": r(10, 70, 10, 10), "s": r(0, 10, 30, 60)]
  ) { HStack(spacing: 0) { spacerColumn(spacer()) } },
  recordedGrid(
    "GE13", at(nil, 80), size: s(30, 80),
    ["a": r(0, 0, 30, 10), "c": r(10, 70, 10, 10), "s": r(0, 10, 30, 60)]
  ) { spacerColumn(spacer()) },
  recordedGrid(
    "GE14", at(80, nil), size: s(80, 10),
    ["a": r(0, 0, 30, 10), "c": r(70, 0, 10, 10), "s": r(30, 0, 40, 10)]
  ) { VStack(spacing: 0) { spacerRow(spacer(), c: fixed("c", 10, 10)) } },
  recordedGrid(
    "GE15", at(80, nil), size: s(80, 10),
    ["a": r(0, 0, 30, 10), "c": r(70, 0, 10, 10), "s": r(30, 0, 40, 10)]
  ) { spacerRow(spacer(), c: fixed("c", 10, 10)) },
  recordedGrid("GE16", none, size: s(40, 10), ["a": r(0, 0, 30, 10), "c": r(30, 0, 10, 10)]) {
    between(Grid {})
  },
  recordedGrid(
    "GE23", none, size: s(30, 40),
    ["a": r(0, 0, 30, 10), "b": r(10, 10, 20, 20), "c": r(10, 30, 10, 10), "s": r(0, 10, 10, 20)]
  ) {
    between(
      Grid {
        GridRow {
          spacer(); fixed("b", 20, 20)
        }
      }, vertical: true)
  },
  recordedGrid(
    "GE24", none, size: s(30, 56),
    ["a": r(0, 0, 30, 10), "b": r(5, 18, 20, 20), "c": r(10, 46, 10, 10), "s": r(5, 38, 20, 8)]
  ) {
    between(
      Grid {
        GridRow { fixed("b", 20, 20) }
        GridRow { spacer() }
      }, vertical: true)
  },
  recordedGrid(
    "GE25", none, size: s(60, 28),
    ["a": r(0, 9, 30, 10), "b": r(30, 0, 20, 20), "c": r(50, 9, 10, 10), "s": r(30, 20, 20, 8)]
  ) {
    between(
      Grid {
        GridRow { fixed("b", 20, 20) }
        spacer()
      })
  },
  recordedGrid(
    "GE26", none, size: s(96, 28),
    [
      "a": r(0, 9, 30, 10), "b": r(30, 0, 20, 20), "e": r(58, 0, 20, 20),
      "c": r(86, 9, 10, 10), "s": r(30, 20, 20, 8),
    ]
  ) {
    between(
      Grid {
        GridRow {
          fixed("b", 20, 20); fixed("e", 20, 20)
        }
        GridRow { spacer() }
      })
  },
  recordedGrid(
    "GE29", none, size: s(76, 20),
    [
      "a": r(0, 5, 30, 10), "b": r(38, 0, 20, 20), "c": r(66, 5, 10, 10), "s": r(30, 0, 8, 20),
    ]
  ) {
    between(
      VStack {
        Grid {
          GridRow {
            spacer(); fixed("b", 20, 20)
          }
        }
      })
  },
]

/// GX17 and GX18: SwiftUI answers wider than the proposal when a span's columns are shared
/// out; GX19: a view outside a row, narrower than the proposal, beside flexible cells.
let gridOverflowCases: [RecordedCase] = [
  recordedGrid(
    "GX17", at(200, 100), size: s(284, 100),
    [
      "a": r(0, 36, 30, 10), "b": r(38, 0, 218, 82), "c": r(264, 31, 20, 20),
      "x": r(67, 90, 150, 10),
    ]
  ) {
    Grid {
      GridRow {
        fixed("a", 30, 10); greedy("b"); fixed("c", 20, 20)
      }
      GridRow { fixed("x", 150, 10).gridCellColumns(3) }
    }
  },
  recordedGrid(
    "GX18", at(200, 100), size: s(231.33, 100),
    [
      "a": r(0, 0, 135.33, 82), "b": r(143.33, 36, 30, 10), "c": r(181.33, 36, 50, 10),
      "x": r(85.67, 90, 60, 10),
    ]
  ) { gx18(60) },
  recordedGrid(
    "GX19", at(200, 100), size: s(200, 100),
    [
      "a": r(0, 0, 104, 82), "b": r(112, 36, 30, 10), "c": r(150, 36, 50, 10),
      "x": r(80, 90, 40, 10),
    ]
  ) { gx18(40) },
  // The first two of GZ6's printed disagreements with the probe's model (spans, seed 106):
  // columns only a span covers share the space as open ones.
  recordedGrid(
    "GZ6-1", at(60, 60), size: s(126, 60),
    [
      "c1": r(0, 0, 100, 32), "c2": r(108, 1, 10, 30), "c3": r(126, 6, 0, 20),
      "c4": r(0, 45, 100, 10), "c5": r(108, 40, 10, 20),
    ]
  ) {
    Grid {
      GridRow {
        ProbeLeaf(name: "c1", width: 10...160, idealWidth: 10, height: 10...160, idealHeight: 10)
        flexW("c2", 0, 10, 30, 30)
        flexW("c3", 0, 10, .infinity, 20).gridCellColumns(3)
      }
      GridRow {
        fixed("c4", 100, 10); flexW("c5", 10, 10, 30, 20)
      }
    }
  },
  recordedGrid(
    "GZ6-2", at(300, 200), size: s(126, 200),
    ["c1": r(0, 95, 70, 10), "c2": r(78, 0, 30, 200), "c3": r(116, 0, 10, 200)]
  ) {
    Grid {
      GridRow {
        flexW("c1", 10, 10, 70, 10).gridCellColumns(2)
        flexH("c2", 0, 10, .infinity, 30); flexH("c3", 0, 10, .infinity, 10)
      }
    }
  },
]

/// The other grids of the default run's fuzz (GZ, revision 6) that SwiftUI answers otherwise
/// than the probe's model, written as replay cases (a Spacer bare, attributes only where
/// printed): GZ0-1 past its proposal with fixed content, the three GZ3 grids (Spacer cells)
/// and the three of GZ8 (everything) SwiftUI answers past their proposals, GZ6-3 (spans),
/// and the three of GZ2 (anchors, alignment, unsized axes), GZ4 (layout priority) and GZ5 (views
/// outside a row).
let gridFuzzDisagreementCases: [RecordedCase] = [
  GridCorpusCase(
    id: 0, proposal: (150, nil), alignment: .center, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [.row(nil, [.init(.fixed(150, 20)), .init(.clampW(10, 40, 40))])],
    size: (168, 40), rects: [(0, 10, 150, 20), (158, 0, 10, 40)]
  ).recorded(as: "GZ0-1"),
  GridCorpusCase(
    id: 0, proposal: (60, 60), alignment: .bottomLeading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.half)]),
      .row(
        .bottom,
        [
          .init(.spacer, columnAlignment: .center, unsizedVertical: true),
          .init(.clampW(30, 180, 20), anchor: .center, unsizedHorizontal: true),
        ]),
    ],
    size: (75, 30), rects: [(0, 0, 45, 10), (0, 10, 45, 20), (45, 10, 30, 20)]
  ).recorded(as: "GZ3-1"),
  GridCorpusCase(
    id: 0, proposal: (60, 60), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(nil, [.init(.clampW(30, 90, 10))]),
      .row(nil, [.init(.spacer), .init(.flexW(10))]),
      .row(nil, [.init(.flexH(40))]),
    ],
    size: (120, 60),
    rects: [(0, 0, 60, 10), (0, 10, 60, 10), (60, 10, 60, 10), (10, 20, 40, 40)]
  ).recorded(as: "GZ3-2"),
  GridCorpusCase(
    id: 0, proposal: (300, 200), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.flex, columnAlignment: .trailing), .init(.clampW(10, 160, 10))]),
      .row(
        nil,
        [
          .init(.spacer, anchor: .trailing, columnAlignment: .trailing),
          .init(.flexH(10), anchor: .bottom),
        ]),
      .row(nil, [.init(.fixed(10, 10)), .init(.spacer), .init(.fixed(100, 10))]),
    ],
    size: (446, 296),
    rects: [
      (0, 0, 178, 139), (186, 129, 160, 10), (0, 147, 178, 139), (261, 147, 10, 139),
      (168, 286, 10, 10), (186, 286, 160, 10), (346, 286, 100, 10),
    ]
  ).recorded(as: "GZ3-3"),
  gz63.recorded(as: "GZ6-3"),
  GridCorpusCase(
    id: 0, proposal: (300, 200), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.clampBoth(0, 30), priority: 1, unsizedHorizontal: true),
          .init(.half, priority: 1),
        ]),
      .row(
        nil,
        [
          .init(.flexW(40), priority: 1, anchor: .leading, columnAlignment: .leading),
          .init(.clampW(30, 40, 10), anchor: .topLeading, columnAlignment: .trailing),
          .init(
            .clampW(10, 40, 10), priority: 1, columnAlignment: .center, unsizedHorizontal: true),
        ]),
      .spanning(.init(.half, unsizedVertical: true)),
    ],
    size: (338, 96),
    rects: [
      (0, 0, 30, 30), (268, 0, 52, 10), (0, 38, 208, 40), (216, 38, 40, 10), (328, 38, 10, 10),
      (169, 86, 169, 10),
    ]
  ).recorded(as: "GZ8-1"),
  gz82.recorded(as: "GZ8-2"),
  gz83.recorded(as: "GZ8-3"),
  // GZ2's printed disagreements (alignment, anchors, column alignment, unsized axes, explicit
  // spacing, seed 102).
  GridCorpusCase(
    id: 0, proposal: (60, 60), alignment: .trailing, horizontalSpacing: 12, verticalSpacing: 12,
    children: [
      .row(nil, [.init(.fixed(30, 60), anchor: .bottomLeading)]),
      .row(nil, [.init(.flex), .init(.flex, unsizedVertical: true), .init(.flex)]),
    ],
    size: (66, 72), rects: [(0, 0, 30, 60), (0, 72, 30, 0), (42, 72, 0, 0), (54, 72, 12, 0)]
  ).recorded(as: "GZ2-1"),
  GridCorpusCase(
    id: 0, proposal: (200, 100), alignment: .bottomTrailing, horizontalSpacing: 3,
    verticalSpacing: nil,
    children: [
      .row(.center, [.init(.flex, columnAlignment: .leading), .init(.fixed(30, 10))]),
      .row(
        nil,
        [.init(.fixed(60, 60), anchor: .bottom), .init(.fixed(10, 20), columnAlignment: .center)]),
      .row(
        nil,
        [
          .init(.flexW(10), columnAlignment: .leading), .init(.flexH(10), anchor: .topLeading),
          .init(.half, anchor: .topLeading, unsizedVertical: true),
        ]),
    ],
    size: (200, 100),
    rects: [
      (0, 0, 123, 12), (126, 1, 30, 10), (31.5, 20, 60, 60), (136, 60, 10, 20), (0, 90, 123, 10),
      (126, 88, 10, 12), (159, 88, 20.5, 10),
    ]
  ).recorded(as: "GZ2-2"),
  GridCorpusCase(
    id: 0, proposal: (200, 100), alignment: .center, horizontalSpacing: 0, verticalSpacing: nil,
    children: [
      .row(.top, [.init(.fixed(100, 10), unsizedHorizontal: true)]),
      .row(
        nil,
        [.init(.fixed(150, 30)), .init(.flexH(20), anchor: .topLeading, unsizedHorizontal: true)]),
      .row(.center, [.init(.fixed(20, 60)), .init(.flexW(20)), .init(.half)]),
    ],
    size: (187.5, 116),
    rects: [
      (25, 0, 100, 10), (0, 18, 150, 30), (150, 18, 20, 30), (65, 56, 20, 60), (150, 76, 25, 20),
      (178.125, 81, 6.25, 10),
    ]
  ).recorded(as: "GZ2-3"),
  // GZ4's printed disagreements (layout priority, seed 104).
  GridCorpusCase(
    id: 0, proposal: (200, 100), alignment: .center, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(nil, [.init(.clampW(30, 40, 30)), .init(.clampBoth(10, 20)), .init(.fixed(40, 40))]),
      .row(nil, [.init(.flexH(30), priority: -1)]),
      .row(nil, [.init(.fixed(40, 30), priority: 1), .init(.clampBoth(20, 170), priority: -1)]),
    ],
    size: (180, 86),
    rects: [
      (0, 5, 40, 30), (80, 10, 20, 20), (140, 0, 40, 40), (5, 48, 30, 0), (0, 56, 40, 30),
      (48, 56, 84, 30),
    ]
  ).recorded(as: "GZ4-1"),
  GridCorpusCase(
    id: 0, proposal: (100, 100), alignment: .center, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(nil, [.init(.flex), .init(.clampW(0, 150, 30))]),
      .row(nil, [.init(.half, priority: 1), .init(.flexH(10))]),
      .row(nil, [.init(.clampW(10, 50, 30)), .init(.fixed(100, 30))]),
    ],
    size: (154, 98),
    rects: [
      (0, 0, 46, 30), (54, 0, 100, 30), (11.5, 44, 23, 10), (99, 38, 10, 22), (0, 68, 46, 30),
      (54, 68, 100, 30),
    ]
  ).recorded(as: "GZ4-2"),
  GridCorpusCase(
    id: 0, proposal: (100, 100), alignment: .center, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.clampW(10, 50, 10)), .init(.clampW(30, 70, 20), priority: 1),
          .init(.clampW(30, 130, 20)),
        ]),
      .row(nil, [.init(.flexH(20)), .init(.flexH(30))]),
      .row(nil, [.init(.fixed(20, 40))]),
    ],
    size: (136, 80),
    rects: [
      (0, 5, 20, 10), (28, 0, 70, 20), (106, 0, 30, 20), (0, 28, 20, 4), (48, 28, 30, 4),
      (0, 40, 20, 40),
    ]
  ).recorded(as: "GZ4-3"),
  // GZ5's printed disagreements (views outside a row, seed 105).
  GridCorpusCase(
    id: 0, proposal: (nil, nil), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .spanning(.init(.fixed(40, 40), columnAlignment: .leading)),
      .row(
        nil,
        [
          .init(.clampBoth(20, 60)),
          .init(.fixed(10, 10), anchor: .bottomLeading, columnAlignment: .center),
        ]),
      .row(
        .top,
        [
          .init(.clampBoth(0, 10)), .init(.flexH(30)),
          .init(.fixed(60, 40), columnAlignment: .trailing),
        ]),
    ],
    size: (126, 116),
    rects: [
      (86, 0, 40, 40), (0, 48, 20, 20), (28, 58, 10, 10), (0, 76, 10, 10), (28, 76, 30, 40),
      (66, 76, 60, 40),
    ]
  ).recorded(as: "GZ5-1"),
  GridCorpusCase(
    id: 0, proposal: (200, 100), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [.init(.flex, anchor: .trailing, columnAlignment: .center, unsizedVertical: true)]),
      .row(nil, [.init(.half, anchor: .topTrailing)]),
      .spanning(.init(.clampW(0, 100, 20), columnAlignment: .leading)),
    ],
    size: (200, 46), rects: [(0, 0, 200, 0), (100, 8, 100, 10), (100, 26, 100, 20)]
  ).recorded(as: "GZ5-2"),
  GridCorpusCase(
    id: 0, proposal: (60, 60), alignment: .leading, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .spanning(.init(.fixed(100, 10), columnAlignment: .center)),
      .row(
        nil,
        [
          .init(.fixed(40, 40), unsizedHorizontal: true), .init(.fixed(60, 20), anchor: .top),
          .init(.clampBoth(0, 10), anchor: .center),
        ]),
      .row(.center, [.init(.fixed(150, 40), unsizedHorizontal: true), .init(.flex)]),
    ],
    size: (226, 106),
    rects: [
      (0, 0, 100, 10), (55, 18, 40, 40), (158, 18, 60, 20), (226, 33, 0, 10), (0, 66, 150, 40),
      (158, 66, 60, 40),
    ]
  ).recorded(as: "GZ5-3"),
]

/// GX18's and GX19's grid: [a flexible, b width 10...30, c width 20...50] above a `wide` x 10 view
/// outside a row.
private func gx18(_ wide: Double) -> Grid {
  Grid {
    GridRow {
      greedy("a"); flexW("b", 10, 10, 30, 10); flexW("c", 20, 20, 50, 10)
    }
    fixed("x", wide, 10)
  }
}

/// GZ8-2 of the default run's fuzz: two priority-1 columns that SwiftUI gives the whole width.
let gz82 = GridCorpusCase(
  id: 0, proposal: (150, nil), alignment: .bottom, horizontalSpacing: 3, verticalSpacing: nil,
  children: [
    .row(
      nil,
      [
        .init(.spacer), .init(.spacer, unsizedVertical: true),
        .init(.spacer, priority: 1, unsizedVertical: true),
      ]),
    .row(
      nil,
      [
        .init(.flex, priority: 1, anchor: .leading),
        .init(.fixed(20, 20), priority: -1, unsizedHorizontal: true),
      ]),
    .row(nil, [.init(.half, span: 2)]),
  ],
  size: (314, 46),
  rects: [
    (0, 0, 144, 8), (147, 0, 20, 8), (170, 0, 144, 8), (0, 8, 144, 20), (147, 8, 20, 20),
    (41.75, 36, 83.5, 10),
  ]
)

/// GZ6-3 of the default run's fuzz: a span over three columns no single cell holds, answering
/// past its proposal beside two width-flexible cells.
let gz63 = GridCorpusCase(
  id: 0, proposal: (150, nil), alignment: .center, horizontalSpacing: nil,
  verticalSpacing: nil,
  children: [
    .row(nil, [.init(.fixed(60, 10))]),
    .row(
      nil,
      [.init(.clampBoth(0, 60)), .init(.clampBoth(0, 60)), .init(.fixed(100, 10), span: 3)]),
  ],
  size: (184.5, 28),
  rects: [(0, 0, 60, 10), (0, 18, 60, 10), (68, 18, 8.5, 10), (84.5, 18, 100, 10)]
)

/// GZ8-3 of the default run's fuzz: two rows of height-flexible cells sharing past an 80 proposal
/// beside a priority-1 cell.
let gz83 = GridCorpusCase(
  id: 0, proposal: (nil, 80), alignment: .trailing, horizontalSpacing: nil, verticalSpacing: nil,
  children: [
    .row(
      .bottom,
      [
        .init(.half, priority: -1), .init(.fixed(10, 20), columnAlignment: .center),
        .init(.clampBoth(0, 30)),
      ]),
    .row(nil, [.init(.clampW(0, 150, 30))]),
    .row(
      nil,
      [
        .init(.clampBoth(10, 40), anchor: .center, columnAlignment: .leading),
        .init(.clampW(10, 30, 10), priority: 1),
        .init(
          .clampW(0, 100, 20), anchor: .trailing, columnAlignment: .leading,
          unsizedHorizontal: true),
      ]),
  ],
  size: (56, 97),
  rects: [
    (0, 15.5, 10, 10), (28, 5.5, 10, 20), (46, 0, 10, 25.5), (0, 33.5, 20, 30),
    (0, 71.5, 20, 25.5), (28, 79.25, 10, 10), (46, 74.25, 10, 20),
  ]
)
