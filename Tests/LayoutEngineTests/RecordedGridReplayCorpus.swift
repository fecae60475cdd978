import LayoutEngine

// The replay corpus of MetalUI's `docs/probes/swiftui-grid.swift` (its `corpus` mode at
// revision 5, recorded 2026-09-17 on macOS 27.0 (26A428) through an `NSHostingView`, the stdout
// committed as `docs/probes/swiftui-grid-corpus.txt`): 120 grids generated from seed 4242, each
// with SwiftUI's answer and every leaf's placed rect (the probe kept the grids on which its own
// model agreed with SwiftUI). Leaves are named c1, c2, ... in source order.

/// A leaf of the replay corpus: the probe's `LK` kinds.
enum ReplayLeaf: Sendable {
  /// Always `width` x `height`.
  case fixed(Double, Double)
  /// The proposal, 10 on a nil axis.
  case flex
  /// The proposal (10 on a nil axis) clamped to `lo...hi` on both axes.
  case clampBoth(Double, Double)
  /// The width proposal (10 when nil) by a fixed height.
  case flexW(Double)
  /// A fixed width by the height proposal (10 when nil).
  case flexH(Double)
  /// Half the width proposal (40 when nil) by 10.
  case half
  /// The width proposal (10 when nil) clamped to `lo...hi`, by a fixed height.
  case clampW(Double, Double, Double)
  /// A bare `Spacer()`, its rect read through a background leaf.
  case spacer
}

/// A cell of the replay corpus with the attributes written on it.
struct ReplayCell: Sendable {
  let kind: ReplayLeaf
  var span = 1
  var priority: Double?
  var anchor: UnitPoint?
  var columnAlignment: HorizontalAlignment?
  var unsizedHorizontal = false
  var unsizedVertical = false

  init(
    _ kind: ReplayLeaf, span: Int = 1, priority: Double? = nil, anchor: UnitPoint? = nil,
    columnAlignment: HorizontalAlignment? = nil, unsizedHorizontal: Bool = false,
    unsizedVertical: Bool = false
  ) {
    self.kind = kind
    self.span = span
    self.priority = priority
    self.anchor = anchor
    self.columnAlignment = columnAlignment
    self.unsizedHorizontal = unsizedHorizontal
    self.unsizedVertical = unsizedVertical
  }

  /// The cell's view named `name`, its modifiers in the probe's order.
  func view(_ name: String) -> any View {
    var view: any View
    switch kind {
    case .fixed(let width, let height): view = fixed(name, width, height)
    case .flex: view = greedy(name)
    case .clampBoth(let lo, let hi):
      view = ProbeLeaf(name: name, width: lo...hi, idealWidth: 10, height: lo...hi, idealHeight: 10)
    case .flexW(let height): view = flexW(name, 0, 10, .infinity, height)
    case .flexH(let width): view = flexH(name, 0, 10, .infinity, width)
    case .half: view = HalfLeaf(name: name)
    case .clampW(let lo, let hi, let height): view = flexW(name, lo, 10, hi, height)
    case .spacer: view = Tagged(name: name, content: Spacer())
    }
    if let priority { view = view.layoutPriority(priority) }
    if span != 1 { view = view.gridCellColumns(span) }
    var axes: Axis.Set = []
    if unsizedHorizontal { axes.insert(.horizontal) }
    if unsizedVertical { axes.insert(.vertical) }
    if !axes.isEmpty { view = view.gridCellUnsizedAxes(axes) }
    if let anchor { view = view.gridCellAnchor(anchor) }
    if let columnAlignment { view = view.gridColumnAlignment(columnAlignment) }
    return view
  }
}

/// A child of a replay grid: a row, or a view outside a row.
enum ReplayChild: Sendable {
  case row(VerticalAlignment?, [ReplayCell])
  case spanning(ReplayCell)
}

/// One recorded grid of the replay corpus.
struct GridCorpusCase: Sendable {
  let id: Int
  let proposal: (Double?, Double?)
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let children: [ReplayChild]
  let size: (Double, Double)
  let rects: [(Double, Double, Double, Double)]

  /// The grid, its leaves named in source order.
  func grid() -> Grid {
    var number = 0
    func next(_ cell: ReplayCell) -> any View {
      number += 1
      return cell.view("c\(number)")
    }
    var views: [any View] = []
    for child in children {
      switch child {
      case .row(let alignment, let cells):
        views.append(GridRow(alignment: alignment) { cells.map(next) })
      case .spanning(let cell): views.append(next(cell))
      }
    }
    return Grid(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing
    ) { views }
  }

  /// The grid laid out at its recorded proposal.
  func layoutAtItsProposal() -> LayoutResult {
    grid().layout(in: ProposedSize(width: proposal.0, height: proposal.1), environment: points)
  }

  /// The case as a recorded grid named GC`id`.
  var recorded: RecordedCase { recorded(as: "GC\(id)") }

  /// The case as the recorded grid `arm`.
  func recorded(as arm: String) -> RecordedCase {
    var leaves: [String: Rect] = [:]
    for (index, rect) in rects.enumerated() {
      leaves["c\(index + 1)"] = r(rect.0, rect.1, rect.2, rect.3)
    }
    return recordedGrid(
      arm, ProposedSize(width: proposal.0, height: proposal.1),
      size: s(size.0, size.1), leaves
    ) { self.grid() }
  }
}

/// Every grid of the replay corpus.
let gridReplayCases = (replayCases1 + replayCases2 + replayCases3 + replayCases4).map(\.recorded)

private let replayCases1: [GridCorpusCase] = [
  GridCorpusCase(
    id: 1, proposal: (nil, nil), alignment: .leading, horizontalSpacing: 3.0, verticalSpacing: 12.0,
    children: [
      .row(nil, [.init(.fixed(100.0, 60.0), span: 2)]), .spanning(.init(.flex)),
      .row(
        nil,
        [
          .init(.clampW(0.0, 150.0, 30.0), priority: -1.0),
          .init(.flexW(30.0), columnAlignment: .center, unsizedHorizontal: true),
          .init(.spacer, priority: 1.0),
        ]),
    ], size: (111.0, 124.0),
    rects: [
      (0.0, 0.0, 100.0, 60.0), (0.0, 72.0, 111.0, 10.0), (0.0, 94.0, 48.5, 30.0),
      (51.5, 94.0, 48.5, 30.0), (103.0, 94.0, 8.0, 30.0),
    ]),
  GridCorpusCase(
    id: 2, proposal: (60.0, 60.0), alignment: .trailing, horizontalSpacing: nil,
    verticalSpacing: nil, children: [.spanning(.init(.flex, unsizedHorizontal: true))],
    size: (0.0, 60.0), rects: [(0.0, 0.0, 0.0, 60.0)]),
  GridCorpusCase(
    id: 3, proposal: (300.0, 200.0), alignment: .center, horizontalSpacing: 12.0,
    verticalSpacing: nil, children: [.spanning(.init(.half))], size: (150.0, 10.0),
    rects: [(0.0, 0.0, 150.0, 10.0)]),
  GridCorpusCase(
    id: 4, proposal: (nil, 80.0), alignment: .trailing, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .row(
        .bottom,
        [
          .init(.fixed(30.0, 10.0), anchor: .center, unsizedHorizontal: true),
          .init(.fixed(150.0, 40.0)),
        ]),
      .row(nil, [.init(.fixed(100.0, 20.0)), .init(.fixed(150.0, 20.0), anchor: .bottomLeading)]),
      .row(
        nil,
        [
          .init(.fixed(100.0, 40.0)),
          .init(.clampBoth(0.0, 60.0), priority: -1.0, unsizedVertical: true),
        ]),
    ], size: (253.0, 116.0),
    rects: [
      (35.0, 15.0, 30.0, 10.0), (103.0, 0.0, 150.0, 40.0), (0.0, 48.0, 100.0, 20.0),
      (103.0, 48.0, 150.0, 20.0), (0.0, 76.0, 100.0, 40.0), (193.0, 76.0, 60.0, 40.0),
    ]),
  GridCorpusCase(
    id: 5, proposal: (nil, nil), alignment: .leading, horizontalSpacing: 12.0, verticalSpacing: 0.0,
    children: [
      .row(
        .bottom,
        [
          .init(.spacer), .init(.flex),
          .init(.fixed(100.0, 10.0), span: 3, anchor: .topLeading, unsizedVertical: true),
        ])
    ], size: (142.0, 10.0),
    rects: [(0.0, 0.0, 8.0, 10.0), (20.0, 0.0, 10.0, 10.0), (42.0, 0.0, 100.0, 10.0)]),
  GridCorpusCase(
    id: 6, proposal: (150.0, nil), alignment: .topLeading, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .spanning(.init(.flexW(20.0), anchor: .topLeading)),
      .row(.center, [.init(.clampW(30.0, 90.0, 10.0), unsizedVertical: true)]),
    ], size: (150.0, 38.0), rects: [(0.0, 0.0, 150.0, 20.0), (0.0, 28.0, 90.0, 10.0)]),
  GridCorpusCase(
    id: 7, proposal: (60.0, 60.0), alignment: .bottomTrailing, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.fixed(60.0, 20.0), span: 2)]),
      .row(nil, [.init(.flex, priority: 1.0), .init(.clampBoth(20.0, 30.0))]),
      .row(
        nil,
        [
          .init(.fixed(40.0, 10.0)),
          .init(.fixed(100.0, 60.0), anchor: .leading, unsizedVertical: true),
        ]),
    ], size: (160.0, 140.0),
    rects: [
      (100.0, 0.0, 60.0, 20.0), (0.0, 28.0, 48.0, 44.0), (130.0, 42.0, 30.0, 30.0),
      (8.0, 130.0, 40.0, 10.0), (60.0, 80.0, 100.0, 60.0),
    ]),
  GridCorpusCase(
    id: 8, proposal: (nil, 80.0), alignment: .bottom, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.clampW(10.0, 160.0, 30.0), anchor: .trailing), .init(.flexH(30.0)),
          .init(.fixed(30.0, 60.0), unsizedVertical: true),
        ])
    ], size: (86.0, 80.0),
    rects: [(0.0, 25.0, 10.0, 30.0), (18.0, 0.0, 30.0, 80.0), (56.0, 20.0, 30.0, 60.0)]),
  GridCorpusCase(
    id: 9, proposal: (nil, nil), alignment: .bottomLeading, horizontalSpacing: nil,
    verticalSpacing: 12.0, children: [.row(.bottom, [.init(.half, unsizedHorizontal: true)])],
    size: (20.0, 10.0), rects: [(0.0, 0.0, 20.0, 10.0)]),
  GridCorpusCase(
    id: 10, proposal: (nil, 80.0), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(10.0, 20.0), priority: -1.0, unsizedVertical: true),
          .init(.clampBoth(20.0, 40.0), priority: 1.0),
        ]),
      .row(
        .bottom,
        [
          .init(.clampW(0.0, 30.0, 10.0), span: 2, unsizedVertical: true),
          .init(.fixed(100.0, 40.0), anchor: .leading, unsizedHorizontal: true),
        ]),
    ], size: (146.0, 88.0),
    rects: [
      (0.0, 10.0, 10.0, 20.0), (18.0, 0.0, 20.0, 40.0), (0.0, 78.0, 30.0, 10.0),
      (46.0, 48.0, 100.0, 40.0),
    ]),
  GridCorpusCase(
    id: 11, proposal: (300.0, 200.0), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil, [.init(.fixed(150.0, 40.0), priority: 1.0, anchor: .trailing), .init(.flexW(40.0))]),
      .row(
        nil,
        [
          .init(.clampW(30.0, 180.0, 30.0)),
          .init(.clampW(10.0, 160.0, 20.0), columnAlignment: .leading),
          .init(.spacer, priority: -1.0, columnAlignment: .trailing),
        ]),
    ], size: (300.0, 170.0),
    rects: [
      (0.0, 0.0, 150.0, 40.0), (158.0, 0.0, 71.0, 40.0), (0.0, 94.0, 150.0, 30.0),
      (158.0, 99.0, 71.0, 20.0), (229.0, 48.0, 71.0, 122.0),
    ]),
  GridCorpusCase(
    id: 12, proposal: (300.0, 200.0), alignment: .top, horizontalSpacing: 0.0,
    verticalSpacing: 12.0,
    children: [
      .row(nil, [.init(.flexH(40.0))]), .spanning(.init(.fixed(40.0, 20.0))),
      .row(nil, [.init(.fixed(30.0, 60.0))]),
    ], size: (40.0, 200.0),
    rects: [(0.0, 0.0, 40.0, 96.0), (0.0, 108.0, 40.0, 20.0), (5.0, 140.0, 30.0, 60.0)]),
  GridCorpusCase(
    id: 13, proposal: (300.0, 200.0), alignment: .bottom, horizontalSpacing: 3.0,
    verticalSpacing: 5.0,
    children: [
      .row(
        nil,
        [
          .init(.flex, anchor: .center),
          .init(.clampW(10.0, 70.0, 30.0), anchor: .bottomLeading, unsizedHorizontal: true),
          .init(.clampW(10.0, 30.0, 10.0), columnAlignment: .leading),
        ]), .row(nil, [.init(.clampBoth(10.0, 40.0))]),
      .row(
        nil,
        [
          .init(.clampBoth(0.0, 40.0), columnAlignment: .trailing, unsizedHorizontal: true),
          .init(.half),
        ]),
    ], size: (300.0, 200.0),
    rects: [
      (0.0, 0.0, 198.0, 110.0), (201.0, 80.0, 66.0, 30.0), (270.0, 100.0, 30.0, 10.0),
      (158.0, 115.0, 40.0, 40.0), (158.0, 160.0, 40.0, 40.0), (217.5, 190.0, 33.0, 10.0),
    ]),
  GridCorpusCase(
    id: 14, proposal: (60.0, 60.0), alignment: .bottomLeading, horizontalSpacing: 0.0,
    verticalSpacing: 0.0,
    children: [
      .spanning(.init(.spacer)),
      .row(
        .bottom,
        [
          .init(.flexW(20.0), anchor: .bottom, unsizedVertical: true),
          .init(.fixed(60.0, 40.0), columnAlignment: .center),
          .init(.fixed(150.0, 40.0), anchor: .top),
        ]),
    ], size: (210.0, 60.0),
    rects: [
      (0.0, 0.0, 210.0, 20.0), (0.0, 40.0, 0.0, 20.0), (0.0, 20.0, 60.0, 40.0),
      (60.0, 20.0, 150.0, 40.0),
    ]),
  GridCorpusCase(
    id: 15, proposal: (200.0, 100.0), alignment: .bottomLeading, horizontalSpacing: 12.0,
    verticalSpacing: 12.0,
    children: [.row(.top, [.init(.flexW(10.0)), .init(.clampW(0.0, 30.0, 40.0))])],
    size: (200.0, 40.0), rects: [(0.0, 0.0, 158.0, 10.0), (170.0, 0.0, 30.0, 40.0)]),
  GridCorpusCase(
    id: 16, proposal: (200.0, 100.0), alignment: .bottomLeading, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(
        .center,
        [
          .init(.clampW(30.0, 90.0, 40.0), anchor: .bottom),
          .init(.half, anchor: .bottomTrailing, columnAlignment: .trailing),
        ])
    ], size: (151.0, 40.0), rects: [(0.0, 0.0, 90.0, 40.0), (126.5, 30.0, 24.5, 10.0)]),
  GridCorpusCase(
    id: 17, proposal: (100.0, 100.0), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [.row(nil, [.init(.clampW(30.0, 130.0, 40.0))])], size: (100.0, 40.0),
    rects: [(0.0, 0.0, 100.0, 40.0)]),
  GridCorpusCase(
    id: 18, proposal: (nil, 80.0), alignment: .bottom, horizontalSpacing: 3.0, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.spacer),
          .init(.fixed(30.0, 60.0), anchor: .topLeading, columnAlignment: .trailing),
          .init(.clampBoth(0.0, 40.0), span: 2, anchor: .center, columnAlignment: .center),
        ])
    ], size: (54.0, 60.0),
    rects: [(0.0, 0.0, 8.0, 60.0), (11.0, 0.0, 30.0, 60.0), (44.0, 10.0, 10.0, 40.0)]),
  GridCorpusCase(
    id: 19, proposal: (200.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: 3.0,
    verticalSpacing: 5.0,
    children: [
      .row(
        nil,
        [
          .init(.flexH(40.0), span: 3, priority: 1.0, anchor: .topTrailing),
          .init(.half, priority: 1.0, columnAlignment: .leading, unsizedHorizontal: true),
          .init(.fixed(60.0, 30.0), span: 2, columnAlignment: .leading),
        ])
    ], size: (106.0, 100.0),
    rects: [(0.0, 0.0, 40.0, 100.0), (43.0, 90.0, 0.0, 10.0), (46.0, 70.0, 60.0, 30.0)]),
  GridCorpusCase(
    id: 20, proposal: (nil, 80.0), alignment: .bottom, horizontalSpacing: nil, verticalSpacing: 0.0,
    children: [
      .row(.center, [.init(.fixed(60.0, 30.0), anchor: .top)]),
      .row(
        nil,
        [
          .init(.flexW(10.0), priority: -1.0, columnAlignment: .leading),
          .init(.flexH(30.0), span: 2, priority: 1.0),
        ]), .row(nil, [.init(.clampW(10.0, 40.0, 30.0), priority: -1.0)]),
    ], size: (98.0, 140.0),
    rects: [
      (0.0, 0.0, 60.0, 30.0), (0.0, 100.0, 60.0, 10.0), (68.0, 30.0, 30.0, 80.0),
      (0.0, 110.0, 40.0, 30.0),
    ]),
  GridCorpusCase(
    id: 21, proposal: (300.0, 200.0), alignment: .trailing, horizontalSpacing: 12.0,
    verticalSpacing: 5.0,
    children: [
      .row(
        .bottom,
        [.init(.half, columnAlignment: .center, unsizedHorizontal: true, unsizedVertical: true)]),
      .row(
        nil,
        [
          .init(.flexW(10.0), priority: 1.0),
          .init(.flexH(40.0), priority: 1.0, columnAlignment: .center, unsizedVertical: true),
          .init(
            .clampW(0.0, 40.0, 40.0), priority: 1.0, anchor: .bottomLeading,
            columnAlignment: .leading),
        ]),
      .row(
        nil,
        [
          .init(
            .flexW(30.0), priority: -1.0, anchor: .top, columnAlignment: .center,
            unsizedVertical: true), .init(.clampBoth(20.0, 30.0), unsizedHorizontal: true),
          .init(
            .clampW(0.0, 40.0, 20.0), anchor: .bottomLeading, columnAlignment: .center,
            unsizedVertical: true),
        ]),
    ], size: (222.0, 90.0),
    rects: [
      (29.5, 0.0, 59.0, 10.0), (0.0, 30.0, 118.0, 10.0), (130.0, 15.0, 40.0, 40.0),
      (182.0, 15.0, 40.0, 40.0), (0.0, 60.0, 118.0, 30.0), (135.0, 60.0, 30.0, 30.0),
      (182.0, 70.0, 40.0, 20.0),
    ]),
  GridCorpusCase(
    id: 22, proposal: (nil, nil), alignment: .topLeading, horizontalSpacing: 3.0,
    verticalSpacing: 5.0, children: [.spanning(.init(.flexH(30.0), unsizedHorizontal: true))],
    size: (30.0, 10.0), rects: [(0.0, 0.0, 30.0, 10.0)]),
  GridCorpusCase(
    id: 23, proposal: (nil, 80.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.flexW(30.0), span: 2, unsizedHorizontal: true, unsizedVertical: true),
          .init(.fixed(150.0, 20.0)), .init(.clampW(10.0, 110.0, 20.0)),
        ])
    ], size: (186.0, 30.0),
    rects: [(0.0, 0.0, 10.0, 30.0), (18.0, 10.0, 150.0, 20.0), (176.0, 10.0, 10.0, 20.0)]),
  GridCorpusCase(
    id: 24, proposal: (60.0, 60.0), alignment: .top, horizontalSpacing: 0.0, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(30.0, 60.0)),
          .init(.fixed(40.0, 60.0), anchor: .topTrailing, unsizedHorizontal: true),
        ]), .spanning(.init(.clampBoth(0.0, 100.0), unsizedHorizontal: true)),
      .row(nil, [.init(.flexH(30.0), span: 3, columnAlignment: .trailing)]),
    ], size: (70.0, 76.0),
    rects: [
      (0.0, 0.0, 30.0, 60.0), (30.0, 0.0, 40.0, 60.0), (0.0, 68.0, 70.0, 0.0),
      (20.0, 76.0, 30.0, 0.0),
    ]),
  GridCorpusCase(
    id: 25, proposal: (nil, 80.0), alignment: .trailing, horizontalSpacing: nil,
    verticalSpacing: nil, children: [.row(nil, [.init(.clampBoth(20.0, 50.0))])],
    size: (20.0, 50.0), rects: [(0.0, 0.0, 20.0, 50.0)]),
  GridCorpusCase(
    id: 26, proposal: (60.0, 60.0), alignment: .topTrailing, horizontalSpacing: 0.0,
    verticalSpacing: 12.0,
    children: [
      .row(
        nil,
        [
          .init(.fixed(30.0, 40.0), columnAlignment: .center, unsizedHorizontal: true),
          .init(.flexW(30.0), priority: -1.0, columnAlignment: .leading), .init(.flex),
        ])
    ], size: (60.0, 60.0),
    rects: [(0.0, 0.0, 30.0, 40.0), (30.0, 0.0, 0.0, 30.0), (30.0, 0.0, 30.0, 60.0)]),
  GridCorpusCase(
    id: 27, proposal: (200.0, 100.0), alignment: .topLeading, horizontalSpacing: 0.0,
    verticalSpacing: 12.0, children: [.row(nil, [.init(.fixed(10.0, 30.0))])], size: (10.0, 30.0),
    rects: [(0.0, 0.0, 10.0, 30.0)]),
  GridCorpusCase(
    id: 28, proposal: (nil, nil), alignment: .trailing, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .row(
        .center,
        [.init(.fixed(10.0, 40.0), anchor: .bottom, unsizedVertical: true), .init(.flexH(10.0))]),
      .row(
        nil,
        [
          .init(.fixed(60.0, 60.0), anchor: .bottom, unsizedVertical: true),
          .init(.fixed(30.0, 30.0), anchor: .bottomTrailing, unsizedVertical: true),
          .init(.clampW(10.0, 160.0, 40.0), columnAlignment: .center),
        ]),
    ], size: (106.0, 108.0),
    rects: [
      (25.0, 0.0, 10.0, 40.0), (83.0, 0.0, 10.0, 40.0), (0.0, 48.0, 60.0, 60.0),
      (63.0, 78.0, 30.0, 30.0), (96.0, 58.0, 10.0, 40.0),
    ]),
  GridCorpusCase(
    id: 29, proposal: (nil, nil), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.clampBoth(10.0, 50.0), columnAlignment: .leading, unsizedHorizontal: true),
          .init(.spacer, unsizedHorizontal: true),
        ]), .row(nil, [.init(.clampW(0.0, 10.0, 40.0), span: 3)]),
      .row(nil, [.init(.flexW(40.0), span: 3, unsizedVertical: true)]),
    ], size: (18.0, 106.0),
    rects: [
      (0.0, 0.0, 10.0, 10.0), (10.0, 0.0, 8.0, 10.0), (8.0, 18.0, 10.0, 40.0),
      (0.0, 66.0, 18.0, 40.0),
    ]),
  GridCorpusCase(
    id: 30, proposal: (60.0, 60.0), alignment: .center, horizontalSpacing: 0.0,
    verticalSpacing: 5.0,
    children: [
      .row(nil, [.init(.fixed(60.0, 40.0), columnAlignment: .trailing)]),
      .row(.center, [.init(.flexW(30.0), span: 3)]), .row(nil, [.init(.half)]),
    ], size: (60.0, 90.0),
    rects: [(0.0, 0.0, 60.0, 40.0), (0.0, 45.0, 60.0, 30.0), (30.0, 80.0, 30.0, 10.0)]),
]

private let replayCases2: [GridCorpusCase] = [
  GridCorpusCase(
    id: 31, proposal: (nil, 80.0), alignment: .trailing, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.fixed(30.0, 10.0)), .init(.flex, unsizedVertical: true)]),
      .row(.top, [.init(.half, unsizedHorizontal: true)]),
      .row(
        nil,
        [
          .init(.half, priority: 1.0, columnAlignment: .center), .init(.fixed(150.0, 10.0)),
          .init(.flexW(10.0)),
        ]),
    ], size: (214.0, 46.0),
    rects: [
      (0.0, 0.0, 30.0, 10.0), (42.0, 0.0, 150.0, 10.0), (7.5, 18.0, 15.0, 10.0),
      (7.5, 36.0, 15.0, 10.0), (42.0, 36.0, 150.0, 10.0), (204.0, 36.0, 10.0, 10.0),
    ]),
  GridCorpusCase(
    id: 32, proposal: (60.0, 60.0), alignment: .top, horizontalSpacing: 3.0, verticalSpacing: 5.0,
    children: [.spanning(.init(.flexH(20.0), span: 2, columnAlignment: .leading))],
    size: (20.0, 60.0), rects: [(0.0, 0.0, 20.0, 60.0)]),
  GridCorpusCase(
    id: 33, proposal: (150.0, nil), alignment: .top, horizontalSpacing: 3.0, verticalSpacing: 5.0,
    children: [
      .spanning(.init(.half, priority: 1.0, anchor: .leading)),
      .row(.top, [.init(.fixed(10.0, 10.0), priority: 1.0, anchor: .bottomLeading)]),
    ], size: (75.0, 25.0), rects: [(0.0, 0.0, 75.0, 10.0), (0.0, 15.0, 10.0, 10.0)]),
  GridCorpusCase(
    id: 34, proposal: (100.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: 5.0,
    children: [
      .row(.center, [.init(.clampBoth(0.0, 20.0))]),
      .row(.bottom, [.init(.half, unsizedHorizontal: true)]),
    ], size: (20.0, 35.0), rects: [(0.0, 0.0, 20.0, 20.0), (10.0, 25.0, 10.0, 10.0)]),
  GridCorpusCase(
    id: 35, proposal: (nil, nil), alignment: .top, horizontalSpacing: 12.0, verticalSpacing: nil,
    children: [
      .row(nil, [.init(.flexH(20.0), columnAlignment: .trailing)]),
      .row(nil, [.init(.flex), .init(.half)]),
    ], size: (52.0, 28.0),
    rects: [(0.0, 0.0, 20.0, 10.0), (0.0, 18.0, 20.0, 10.0), (32.0, 18.0, 20.0, 10.0)]),
  GridCorpusCase(
    id: 36, proposal: (nil, nil), alignment: .trailing, horizontalSpacing: 3.0,
    verticalSpacing: 5.0,
    children: [
      .row(nil, [.init(.flex, priority: -1.0, anchor: .leading)]),
      .spanning(.init(.fixed(30.0, 10.0))),
    ], size: (30.0, 25.0), rects: [(0.0, 0.0, 30.0, 10.0), (0.0, 15.0, 30.0, 10.0)]),
  GridCorpusCase(
    id: 37, proposal: (nil, 80.0), alignment: .bottom, horizontalSpacing: 3.0, verticalSpacing: nil,
    children: [
      .row(.center, [.init(.fixed(40.0, 60.0), anchor: .topLeading), .init(.fixed(30.0, 60.0))]),
      .row(
        nil,
        [
          .init(.fixed(40.0, 60.0), anchor: .leading, unsizedVertical: true),
          .init(.clampBoth(0.0, 150.0), columnAlignment: .leading, unsizedVertical: true),
          .init(.clampW(0.0, 30.0, 20.0)),
        ]),
      .row(
        .bottom,
        [.init(.clampBoth(20.0, 170.0), unsizedHorizontal: true), .init(.fixed(60.0, 30.0))]),
    ], size: (116.0, 166.0),
    rects: [
      (0.0, 0.0, 40.0, 60.0), (43.0, 0.0, 30.0, 60.0), (0.0, 68.0, 40.0, 60.0),
      (43.0, 68.0, 60.0, 60.0), (106.0, 108.0, 10.0, 20.0), (0.0, 136.0, 40.0, 30.0),
      (43.0, 136.0, 60.0, 30.0),
    ]),
  GridCorpusCase(
    id: 38, proposal: (200.0, 100.0), alignment: .bottomLeading, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.flexH(40.0), columnAlignment: .center), .init(.half, anchor: .bottom)]),
      .row(
        nil,
        [
          .init(
            .clampW(30.0, 60.0, 40.0), span: 2, anchor: .leading, columnAlignment: .trailing,
            unsizedHorizontal: true), .init(.clampBoth(10.0, 160.0), unsizedHorizontal: true),
        ]),
    ], size: (102.0, 100.0),
    rects: [
      (0.0, 0.0, 40.0, 46.0), (54.5, 36.0, 23.0, 10.0), (0.0, 57.0, 60.0, 40.0),
      (92.0, 54.0, 10.0, 46.0),
    ]),
  GridCorpusCase(
    id: 39, proposal: (nil, 80.0), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: 5.0, children: [.row(nil, [.init(.clampW(0.0, 10.0, 40.0))])],
    size: (10.0, 40.0), rects: [(0.0, 0.0, 10.0, 40.0)]),
  GridCorpusCase(
    id: 40, proposal: (300.0, 200.0), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(.top, [.init(.flexH(40.0), anchor: .bottom)]),
      .row(.top, [.init(.clampBoth(0.0, 40.0), priority: 1.0)]),
    ], size: (40.0, 200.0), rects: [(0.0, 0.0, 40.0, 152.0), (0.0, 160.0, 40.0, 40.0)]),
  GridCorpusCase(
    id: 41, proposal: (60.0, 60.0), alignment: .bottomLeading, horizontalSpacing: 3.0,
    verticalSpacing: nil, children: [.spanning(.init(.fixed(30.0, 30.0), unsizedVertical: true))],
    size: (30.0, 30.0), rects: [(0.0, 0.0, 30.0, 30.0)]),
  GridCorpusCase(
    id: 42, proposal: (150.0, nil), alignment: .trailing, horizontalSpacing: nil,
    verticalSpacing: 0.0,
    children: [
      .row(
        nil,
        [
          .init(.fixed(60.0, 10.0), span: 3),
          .init(.fixed(60.0, 10.0), columnAlignment: .center, unsizedVertical: true),
          .init(.fixed(10.0, 30.0)),
        ])
    ], size: (146.0, 30.0),
    rects: [(0.0, 10.0, 60.0, 10.0), (68.0, 10.0, 60.0, 10.0), (136.0, 0.0, 10.0, 30.0)]),
  GridCorpusCase(
    id: 43, proposal: (60.0, 60.0), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .row(
        .center,
        [
          .init(.fixed(10.0, 40.0), span: 3, columnAlignment: .leading),
          .init(
            .fixed(10.0, 20.0), anchor: .bottomLeading, columnAlignment: .center,
            unsizedVertical: true),
          .init(.spacer, span: 2, anchor: .center, unsizedHorizontal: true),
        ]),
      .row(
        nil,
        [
          .init(.spacer, anchor: .bottomLeading, columnAlignment: .leading),
          .init(.fixed(60.0, 30.0), unsizedHorizontal: true),
        ]), .row(nil, [.init(.spacer, anchor: .center, unsizedHorizontal: true), .init(.spacer)]),
    ], size: (94.0, 102.0),
    rects: [
      (0.0, 0.0, 10.0, 40.0), (76.0, 20.0, 10.0, 20.0), (86.0, 0.0, 8.0, 40.0),
      (0.0, 52.0, 8.0, 30.0), (8.0, 52.0, 60.0, 30.0), (0.0, 94.0, 8.0, 8.0),
      (8.0, 94.0, 60.0, 8.0),
    ]),
  GridCorpusCase(
    id: 44, proposal: (150.0, nil), alignment: .leading, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .row(
        .center,
        [
          .init(.half, columnAlignment: .leading),
          .init(.fixed(60.0, 20.0), columnAlignment: .trailing),
        ])
    ], size: (106.5, 20.0), rects: [(0.0, 5.0, 21.75, 10.0), (46.5, 0.0, 60.0, 20.0)]),
  GridCorpusCase(
    id: 45, proposal: (150.0, nil), alignment: .center, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .row(
        nil,
        [
          .init(.fixed(30.0, 10.0), anchor: .leading),
          .init(.fixed(40.0, 60.0), columnAlignment: .leading),
          .init(.half, columnAlignment: .center),
        ])
    ], size: (118.0, 60.0),
    rects: [(0.0, 25.0, 30.0, 10.0), (38.0, 0.0, 40.0, 60.0), (94.0, 25.0, 16.0, 10.0)]),
  GridCorpusCase(
    id: 46, proposal: (60.0, 60.0), alignment: .leading, horizontalSpacing: 12.0,
    verticalSpacing: 0.0,
    children: [
      .spanning(.init(.flex, span: 3, anchor: .topLeading, unsizedVertical: true)),
      .row(.bottom, [.init(.spacer, span: 3, anchor: .topTrailing)]),
      .row(.top, [.init(.flexH(10.0), unsizedVertical: true)]),
    ], size: (60.0, 60.0),
    rects: [(0.0, 0.0, 60.0, 0.0), (0.0, 0.0, 60.0, 60.0), (0.0, 60.0, 10.0, 0.0)]),
  GridCorpusCase(
    id: 47, proposal: (300.0, 200.0), alignment: .leading, horizontalSpacing: 0.0,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.fixed(10.0, 30.0))]),
      .row(
        .top,
        [
          .init(.clampW(30.0, 60.0, 20.0), anchor: .bottomLeading),
          .init(.spacer, anchor: .bottomLeading, unsizedVertical: true),
          .init(.clampW(30.0, 130.0, 10.0)),
        ]),
    ], size: (300.0, 58.0),
    rects: [
      (0.0, 0.0, 10.0, 30.0), (0.0, 38.0, 60.0, 20.0), (60.0, 38.0, 110.0, 20.0),
      (170.0, 38.0, 130.0, 10.0),
    ]),
  GridCorpusCase(
    id: 48, proposal: (nil, 80.0), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .row(
        nil,
        [
          .init(.clampW(30.0, 180.0, 20.0), span: 3, columnAlignment: .leading),
          .init(.spacer, anchor: .bottom, columnAlignment: .trailing), .init(.fixed(100.0, 20.0)),
        ]),
      .row(
        nil,
        [
          .init(.fixed(20.0, 60.0), columnAlignment: .trailing, unsizedHorizontal: true),
          .init(.half),
        ]),
    ], size: (156.0, 92.0),
    rects: [
      (0.0, 0.0, 48.0, 20.0), (48.0, 0.0, 8.0, 20.0), (56.0, 0.0, 100.0, 20.0),
      (0.0, 32.0, 20.0, 60.0), (28.0, 57.0, 10.0, 10.0),
    ]),
  GridCorpusCase(
    id: 49, proposal: (nil, nil), alignment: .bottom, horizontalSpacing: 3.0, verticalSpacing: 12.0,
    children: [
      .row(
        .bottom,
        [
          .init(.clampBoth(10.0, 50.0)),
          .init(.clampW(30.0, 130.0, 30.0), anchor: .leading, columnAlignment: .leading),
        ]), .row(nil, [.init(.clampBoth(0.0, 30.0), priority: 1.0)]),
      .row(nil, [.init(.clampW(0.0, 150.0, 40.0))]),
    ], size: (43.0, 104.0),
    rects: [
      (0.0, 0.0, 10.0, 30.0), (13.0, 0.0, 30.0, 30.0), (0.0, 42.0, 10.0, 10.0),
      (0.0, 64.0, 10.0, 40.0),
    ]),
  GridCorpusCase(
    id: 50, proposal: (nil, 80.0), alignment: .bottom, horizontalSpacing: nil, verticalSpacing: nil,
    children: [.row(.bottom, [.init(.flexW(10.0), columnAlignment: .center)])], size: (10.0, 10.0),
    rects: [(0.0, 0.0, 10.0, 10.0)]),
  GridCorpusCase(
    id: 51, proposal: (nil, 80.0), alignment: .bottomLeading, horizontalSpacing: 0.0,
    verticalSpacing: 0.0,
    children: [
      .spanning(.init(.flexW(30.0), columnAlignment: .trailing)),
      .row(
        nil,
        [
          .init(.flexW(10.0)), .init(.spacer, anchor: .leading),
          .init(.clampW(30.0, 90.0, 10.0), span: 2),
        ]),
    ], size: (48.0, 70.0),
    rects: [
      (0.0, 0.0, 48.0, 30.0), (0.0, 60.0, 10.0, 10.0), (10.0, 30.0, 8.0, 40.0),
      (18.0, 60.0, 30.0, 10.0),
    ]),
  GridCorpusCase(
    id: 52, proposal: (60.0, 60.0), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: 0.0,
    children: [
      .row(
        .top,
        [
          .init(.fixed(10.0, 20.0), columnAlignment: .leading), .init(.clampW(10.0, 110.0, 40.0)),
          .init(.flexH(20.0)),
        ]), .row(nil, [.init(.flexH(10.0))]),
    ], size: (60.666666666666664, 70.0),
    rects: [
      (0.0, 0.0, 10.0, 20.0), (18.0, 0.0, 14.666666666666666, 40.0),
      (40.666666666666664, 0.0, 20.0, 40.0), (0.0, 40.0, 10.0, 30.0),
    ]),
  GridCorpusCase(
    id: 53, proposal: (nil, 80.0), alignment: .leading, horizontalSpacing: 3.0,
    verticalSpacing: 0.0,
    children: [
      .row(
        nil,
        [
          .init(.clampBoth(10.0, 40.0), columnAlignment: .center, unsizedHorizontal: true),
          .init(.spacer, anchor: .topTrailing),
        ])
    ], size: (21.0, 40.0), rects: [(0.0, 0.0, 10.0, 40.0), (13.0, 0.0, 8.0, 40.0)]),
  GridCorpusCase(
    id: 54, proposal: (nil, 80.0), alignment: .topLeading, horizontalSpacing: 12.0,
    verticalSpacing: 5.0,
    children: [
      .row(
        nil,
        [
          .init(.fixed(60.0, 40.0), anchor: .center), .init(.half, span: 2, priority: -1.0),
          .init(.spacer, anchor: .top),
        ])
    ], size: (112.0, 40.0),
    rects: [(0.0, 0.0, 60.0, 40.0), (72.0, 0.0, 10.0, 10.0), (104.0, 0.0, 8.0, 40.0)]),
  GridCorpusCase(
    id: 55, proposal: (150.0, nil), alignment: .bottomLeading, horizontalSpacing: 12.0,
    verticalSpacing: 0.0,
    children: [
      .row(nil, [.init(.fixed(60.0, 30.0), columnAlignment: .trailing, unsizedHorizontal: true)]),
      .row(nil, [.init(.clampW(10.0, 30.0, 10.0), priority: 1.0)]),
    ], size: (60.0, 40.0), rects: [(0.0, 0.0, 60.0, 30.0), (30.0, 30.0, 30.0, 10.0)]),
  GridCorpusCase(
    id: 56, proposal: (100.0, 100.0), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: 0.0,
    children: [
      .row(
        .center,
        [
          .init(.flexH(30.0), priority: 1.0, columnAlignment: .center),
          .init(.flexW(10.0), priority: 1.0, anchor: .bottomTrailing),
        ]), .spanning(.init(.clampBoth(10.0, 50.0), columnAlignment: .leading)),
    ], size: (84.0, 110.0),
    rects: [(0.0, 0.0, 30.0, 100.0), (38.0, 90.0, 46.0, 10.0), (0.0, 100.0, 50.0, 10.0)]),
  GridCorpusCase(
    id: 57, proposal: (nil, 80.0), alignment: .topTrailing, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(
        .top,
        [
          .init(.flexH(40.0), anchor: .bottomLeading, unsizedVertical: true),
          .init(.flexH(20.0), span: 2, anchor: .trailing),
          .init(.fixed(20.0, 30.0), unsizedHorizontal: true),
        ])
    ], size: (104.0, 80.0),
    rects: [(0.0, 0.0, 40.0, 80.0), (52.0, 0.0, 20.0, 80.0), (84.0, 0.0, 20.0, 30.0)]),
  GridCorpusCase(
    id: 58, proposal: (200.0, 100.0), alignment: .bottomLeading, horizontalSpacing: 12.0,
    verticalSpacing: 0.0,
    children: [
      .row(.center, [.init(.flexH(40.0))]), .spanning(.init(.fixed(60.0, 20.0))),
      .spanning(.init(.spacer)),
    ], size: (140.0, 108.0),
    rects: [(0.0, 0.0, 40.0, 80.0), (0.0, 80.0, 60.0, 20.0), (0.0, 100.0, 140.0, 8.0)]),
  GridCorpusCase(
    id: 59, proposal: (nil, nil), alignment: .center, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.clampW(10.0, 30.0, 20.0), priority: -1.0),
          .init(.flexW(10.0), anchor: .center, unsizedVertical: true),
        ])
    ], size: (28.0, 20.0), rects: [(0.0, 0.0, 10.0, 20.0), (18.0, 5.0, 10.0, 10.0)]),
  GridCorpusCase(
    id: 60, proposal: (200.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(100.0, 40.0), anchor: .topLeading, unsizedVertical: true),
          .init(.spacer, anchor: .trailing, columnAlignment: .leading),
          .init(.fixed(60.0, 40.0), priority: -1.0, anchor: .leading),
        ]),
      .spanning(
        .init(.fixed(20.0, 40.0), priority: -1.0, columnAlignment: .center, unsizedVertical: true)),
    ], size: (200.0, 88.0),
    rects: [
      (0.0, 0.0, 100.0, 40.0), (100.0, 0.0, 40.0, 40.0), (140.0, 0.0, 60.0, 40.0),
      (180.0, 48.0, 20.0, 40.0),
    ]),
]

private let replayCases3: [GridCorpusCase] = [
  GridCorpusCase(
    id: 61, proposal: (60.0, 60.0), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .row(
        nil,
        [
          .init(.spacer, anchor: .topLeading), .init(.clampW(0.0, 150.0, 30.0)),
          .init(.fixed(20.0, 10.0), unsizedHorizontal: true),
        ]),
      .row(
        nil,
        [
          .init(.fixed(40.0, 10.0), columnAlignment: .center, unsizedVertical: true),
          .init(.clampBoth(10.0, 110.0), priority: -1.0),
        ]),
    ], size: (86.0, 52.0),
    rects: [
      (0.0, 0.0, 40.0, 30.0), (48.0, 0.0, 10.0, 30.0), (66.0, 0.0, 20.0, 10.0),
      (0.0, 42.0, 40.0, 10.0), (48.0, 42.0, 10.0, 10.0),
    ]),
  GridCorpusCase(
    id: 62, proposal: (nil, nil), alignment: .bottom, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(60.0, 20.0), span: 3, columnAlignment: .center),
          .init(.clampW(0.0, 40.0, 10.0)),
        ]), .row(.bottom, [.init(.flexW(30.0), unsizedVertical: true)]),
    ], size: (78.0, 58.0),
    rects: [(0.0, 0.0, 60.0, 20.0), (68.0, 10.0, 10.0, 10.0), (0.0, 28.0, 10.0, 30.0)]),
  GridCorpusCase(
    id: 63, proposal: (nil, 80.0), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(60.0, 40.0), unsizedVertical: true),
          .init(.clampBoth(20.0, 30.0), unsizedHorizontal: true),
          .init(.spacer, unsizedHorizontal: true),
        ]), .row(.center, [.init(.flex, priority: -1.0)]),
    ], size: (96.0, 80.0),
    rects: [
      (0.0, 0.0, 60.0, 40.0), (68.0, 5.0, 20.0, 30.0), (88.0, 0.0, 8.0, 40.0),
      (0.0, 48.0, 60.0, 32.0),
    ]),
  GridCorpusCase(
    id: 64, proposal: (200.0, 100.0), alignment: .top, horizontalSpacing: nil, verticalSpacing: 0.0,
    children: [
      .row(
        .bottom,
        [
          .init(.fixed(10.0, 60.0), columnAlignment: .center), .init(.fixed(30.0, 20.0), span: 2),
          .init(.spacer, span: 2, anchor: .trailing, columnAlignment: .leading),
        ]), .row(nil, [.init(.flexH(30.0), priority: -1.0, anchor: .top)]),
    ], size: (200.0, 100.0),
    rects: [
      (10.0, 0.0, 10.0, 60.0), (38.0, 40.0, 30.0, 20.0), (68.0, 0.0, 132.0, 60.0),
      (0.0, 60.0, 30.0, 40.0),
    ]),
  GridCorpusCase(
    id: 65, proposal: (60.0, 60.0), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(.bottom, [.init(.flexW(40.0), anchor: .topLeading, columnAlignment: .center)]),
      .row(nil, [.init(.half, columnAlignment: .trailing), .init(.fixed(30.0, 60.0))]),
      .row(
        nil,
        [
          .init(.fixed(100.0, 20.0)),
          .init(.fixed(40.0, 20.0), priority: -1.0, unsizedHorizontal: true),
          .init(.fixed(60.0, 60.0), span: 3, columnAlignment: .trailing, unsizedHorizontal: true),
        ]),
    ], size: (216.0, 176.0),
    rects: [
      (0.0, 0.0, 100.0, 40.0), (25.0, 48.0, 50.0, 10.0), (113.0, 48.0, 30.0, 60.0),
      (0.0, 116.0, 100.0, 20.0), (108.0, 116.0, 40.0, 20.0), (156.0, 116.0, 60.0, 60.0),
    ]),
  GridCorpusCase(
    id: 66, proposal: (200.0, 100.0), alignment: .bottom, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(100.0, 60.0)), .init(.fixed(100.0, 30.0), unsizedHorizontal: true),
          .init(.fixed(100.0, 10.0)),
        ]),
      .row(
        nil,
        [
          .init(.flex, anchor: .leading, columnAlignment: .trailing), .init(.fixed(30.0, 10.0)),
          .init(.clampW(30.0, 180.0, 30.0)),
        ]), .row(.center, [.init(.fixed(60.0, 40.0), span: 3, priority: -1.0, anchor: .leading)]),
    ], size: (316.0, 146.0),
    rects: [
      (0.0, 0.0, 100.0, 60.0), (108.0, 30.0, 100.0, 30.0), (216.0, 50.0, 100.0, 10.0),
      (0.0, 68.0, 100.0, 30.0), (143.0, 88.0, 30.0, 10.0), (216.0, 68.0, 100.0, 30.0),
      (0.0, 106.0, 60.0, 40.0),
    ]),
  GridCorpusCase(
    id: 67, proposal: (100.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [.spanning(.init(.clampW(30.0, 40.0, 20.0), span: 3, columnAlignment: .trailing))],
    size: (40.0, 20.0), rects: [(0.0, 0.0, 40.0, 20.0)]),
  GridCorpusCase(
    id: 68, proposal: (nil, nil), alignment: .trailing, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [.init(.half, span: 2, unsizedHorizontal: true), .init(.flex, columnAlignment: .leading)]),
      .row(nil, [.init(.flex, span: 2, priority: 1.0, anchor: .bottomTrailing)]),
    ], size: (42.0, 28.0),
    rects: [(0.0, 0.0, 20.0, 10.0), (32.0, 0.0, 10.0, 10.0), (0.0, 18.0, 20.0, 10.0)]),
  GridCorpusCase(
    id: 69, proposal: (150.0, nil), alignment: .topTrailing, horizontalSpacing: 3.0,
    verticalSpacing: 5.0,
    children: [
      .row(
        .center,
        [
          .init(
            .fixed(100.0, 10.0), anchor: .top, columnAlignment: .trailing, unsizedVertical: true)
        ])
    ], size: (100.0, 10.0), rects: [(0.0, 0.0, 100.0, 10.0)]),
  GridCorpusCase(
    id: 70, proposal: (200.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .row(
        .bottom,
        [.init(.fixed(100.0, 10.0), span: 3), .init(.clampBoth(0.0, 30.0), unsizedVertical: true)]),
      .row(.center, [.init(.fixed(100.0, 20.0), anchor: .bottomTrailing)]),
    ], size: (138.0, 42.0),
    rects: [(0.0, 0.0, 100.0, 10.0), (108.0, 0.0, 30.0, 10.0), (0.0, 22.0, 100.0, 20.0)]),
  GridCorpusCase(
    id: 71, proposal: (nil, 80.0), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.spacer, columnAlignment: .center), .init(.fixed(20.0, 60.0)),
          .init(.flexH(20.0), span: 2, columnAlignment: .leading),
        ]),
      .row(
        nil,
        [
          .init(.clampW(10.0, 30.0, 20.0)),
          .init(.fixed(150.0, 30.0), priority: -1.0, columnAlignment: .leading), .init(.half),
        ]),
      .row(
        .center,
        [
          .init(.spacer, anchor: .top, unsizedHorizontal: true),
          .init(.fixed(10.0, 60.0), columnAlignment: .trailing),
        ]),
    ], size: (196.0, 166.0),
    rects: [
      (0.0, 0.0, 10.0, 60.0), (18.0, 0.0, 20.0, 60.0), (176.0, 0.0, 20.0, 60.0),
      (0.0, 68.0, 10.0, 20.0), (18.0, 68.0, 150.0, 30.0), (176.0, 68.0, 10.0, 10.0),
      (0.0, 106.0, 10.0, 60.0), (18.0, 106.0, 10.0, 60.0),
    ]),
  GridCorpusCase(
    id: 72, proposal: (200.0, 100.0), alignment: .topLeading, horizontalSpacing: 3.0,
    verticalSpacing: 0.0,
    children: [
      .row(
        nil,
        [
          .init(.fixed(40.0, 20.0), columnAlignment: .trailing),
          .init(.clampW(0.0, 40.0, 30.0), columnAlignment: .trailing),
        ])
    ], size: (83.0, 30.0), rects: [(0.0, 0.0, 40.0, 20.0), (43.0, 0.0, 40.0, 30.0)]),
  GridCorpusCase(
    id: 73, proposal: (300.0, 200.0), alignment: .bottom, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .spanning(.init(.clampBoth(20.0, 120.0))), .row(nil, [.init(.flexW(20.0)), .init(.half)]),
      .row(.top, [.init(.clampW(30.0, 40.0, 20.0), unsizedVertical: true)]),
    ], size: (227.0, 138.0),
    rects: [
      (53.5, 0.0, 120.0, 82.0), (0.0, 90.0, 146.0, 20.0), (172.25, 100.0, 36.5, 10.0),
      (53.0, 118.0, 40.0, 20.0),
    ]),
  GridCorpusCase(
    id: 74, proposal: (100.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .row(
        .top,
        [
          .init(.clampBoth(20.0, 60.0), unsizedVertical: true),
          .init(.clampW(10.0, 50.0, 20.0), unsizedVertical: true),
        ]),
      .row(
        nil,
        [.init(.clampW(0.0, 30.0, 30.0)), .init(.clampBoth(20.0, 60.0), columnAlignment: .center)]),
      .row(.top, [.init(.fixed(60.0, 30.0))]),
    ], size: (114.0, 104.0),
    rects: [
      (0.0, 0.0, 60.0, 20.0), (68.0, 0.0, 46.0, 20.0), (30.0, 32.0, 30.0, 30.0),
      (68.0, 32.0, 46.0, 30.0), (0.0, 74.0, 60.0, 30.0),
    ]),
  GridCorpusCase(
    id: 75, proposal: (200.0, 100.0), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        .bottom,
        [
          .init(.fixed(100.0, 20.0), span: 3, priority: 1.0, unsizedHorizontal: true),
          .init(.spacer, anchor: .topTrailing),
        ])
    ], size: (200.0, 80.0), rects: [(0.0, 60.0, 100.0, 20.0), (100.0, 0.0, 100.0, 80.0)]),
  GridCorpusCase(
    id: 76, proposal: (nil, nil), alignment: .bottomLeading, horizontalSpacing: 3.0,
    verticalSpacing: 5.0, children: [.spanning(.init(.clampW(0.0, 10.0, 10.0), priority: 1.0))],
    size: (10.0, 10.0), rects: [(0.0, 0.0, 10.0, 10.0)]),
  GridCorpusCase(
    id: 77, proposal: (100.0, 100.0), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: 0.0,
    children: [
      .row(
        nil,
        [
          .init(.fixed(20.0, 20.0), columnAlignment: .center), .init(.clampBoth(0.0, 100.0)),
          .init(.fixed(30.0, 60.0), columnAlignment: .trailing, unsizedHorizontal: true),
        ]),
      .row(
        .bottom,
        [
          .init(.spacer, columnAlignment: .trailing),
          .init(.fixed(100.0, 60.0), anchor: .bottomLeading), .init(.flexW(30.0), anchor: .top),
        ]),
    ], size: (166.0, 120.0),
    rects: [
      (0.0, 0.0, 20.0, 20.0), (28.0, 0.0, 100.0, 60.0), (136.0, 0.0, 30.0, 60.0),
      (0.0, 60.0, 20.0, 60.0), (28.0, 60.0, 100.0, 60.0), (136.0, 60.0, 30.0, 30.0),
    ]),
  GridCorpusCase(
    id: 78, proposal: (nil, nil), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        nil, [.init(.clampBoth(0.0, 30.0), priority: -1.0), .init(.fixed(60.0, 20.0), span: 2)]),
      .row(
        nil,
        [
          .init(.spacer, unsizedVertical: true), .init(.fixed(10.0, 60.0), anchor: .top),
          .init(.fixed(150.0, 60.0), anchor: .topLeading, unsizedHorizontal: true),
        ]),
      .row(
        nil,
        [
          .init(.flexW(40.0), columnAlignment: .trailing),
          .init(.spacer, anchor: .bottomTrailing, columnAlignment: .leading),
          .init(.clampW(30.0, 130.0, 30.0), columnAlignment: .center),
        ]),
    ], size: (186.0, 136.0),
    rects: [
      (0.0, 0.0, 10.0, 20.0), (72.0, 0.0, 60.0, 20.0), (0.0, 28.0, 10.0, 60.0),
      (18.0, 28.0, 10.0, 60.0), (36.0, 28.0, 150.0, 60.0), (0.0, 96.0, 10.0, 40.0),
      (18.0, 96.0, 10.0, 40.0), (46.0, 96.0, 130.0, 30.0),
    ]),
  GridCorpusCase(
    id: 79, proposal: (300.0, 200.0), alignment: .top, horizontalSpacing: 3.0,
    verticalSpacing: 12.0, children: [.spanning(.init(.spacer))], size: (300.0, 200.0),
    rects: [(0.0, 0.0, 300.0, 200.0)]),
  GridCorpusCase(
    id: 80, proposal: (nil, 80.0), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: 5.0, children: [.row(nil, [.init(.half)])], size: (20.0, 10.0),
    rects: [(0.0, 0.0, 20.0, 10.0)]),
  GridCorpusCase(
    id: 81, proposal: (150.0, nil), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        .bottom,
        [
          .init(.clampW(30.0, 60.0, 30.0), columnAlignment: .center), .init(.half, anchor: .top),
          .init(.half),
        ]),
      .row(
        nil,
        [
          .init(.fixed(150.0, 20.0), columnAlignment: .center),
          .init(.fixed(60.0, 30.0), span: 2, columnAlignment: .trailing),
        ]),
    ], size: (218.0, 68.0),
    rects: [
      (45.0, 0.0, 60.0, 30.0), (164.5, 0.0, 13.0, 10.0), (205.0, 20.0, 13.0, 10.0),
      (0.0, 48.0, 150.0, 20.0), (158.0, 38.0, 60.0, 30.0),
    ]),
  GridCorpusCase(
    id: 82, proposal: (150.0, nil), alignment: .leading, horizontalSpacing: 12.0,
    verticalSpacing: 0.0,
    children: [
      .row(nil, [.init(.flexH(40.0)), .init(.clampW(30.0, 60.0, 20.0))]),
      .row(
        nil,
        [
          .init(.clampBoth(10.0, 70.0), priority: -1.0, unsizedHorizontal: true),
          .init(.flexH(20.0), unsizedVertical: true), .init(.flex, priority: 1.0),
        ]),
    ], size: (220.0, 30.0),
    rects: [
      (0.0, 0.0, 40.0, 20.0), (52.0, 0.0, 30.0, 20.0), (0.0, 20.0, 40.0, 10.0),
      (52.0, 20.0, 20.0, 10.0), (94.0, 20.0, 126.0, 10.0),
    ]),
  GridCorpusCase(
    id: 83, proposal: (200.0, 100.0), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        .center,
        [
          .init(.flexW(30.0), anchor: .trailing, columnAlignment: .trailing),
          .init(.fixed(40.0, 60.0), anchor: .bottom),
        ]), .spanning(.init(.clampW(30.0, 50.0, 10.0), anchor: .bottom)),
      .spanning(.init(.flexH(10.0), priority: 1.0, columnAlignment: .trailing)),
    ], size: (198.0, 170.0),
    rects: [
      (0.0, 15.0, 150.0, 30.0), (158.0, 0.0, 40.0, 60.0), (74.0, 68.0, 50.0, 10.0),
      (188.0, 86.0, 10.0, 84.0),
    ]),
  GridCorpusCase(
    id: 84, proposal: (nil, 80.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: 5.0,
    children: [
      .spanning(.init(.flex, columnAlignment: .trailing)),
      .row(
        .bottom,
        [
          .init(.clampW(30.0, 90.0, 30.0), columnAlignment: .center, unsizedVertical: true),
          .init(.clampBoth(0.0, 30.0), anchor: .bottom, columnAlignment: .trailing),
          .init(
            .clampW(10.0, 110.0, 40.0), anchor: .topTrailing, columnAlignment: .leading,
            unsizedHorizontal: true),
        ]),
    ], size: (66.0, 80.0),
    rects: [
      (0.0, 0.0, 66.0, 35.0), (0.0, 50.0, 30.0, 30.0), (38.0, 50.0, 10.0, 30.0),
      (56.0, 40.0, 10.0, 40.0),
    ]),
  GridCorpusCase(
    id: 85, proposal: (200.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: 0.0,
    verticalSpacing: 5.0,
    children: [
      .row(nil, [.init(.clampBoth(10.0, 20.0), columnAlignment: .center)]),
      .row(.top, [.init(.half, priority: 1.0, columnAlignment: .center)]),
    ], size: (100.0, 35.0), rects: [(40.0, 0.0, 20.0, 20.0), (0.0, 25.0, 100.0, 10.0)]),
  GridCorpusCase(
    id: 86, proposal: (150.0, nil), alignment: .trailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.half, unsizedHorizontal: true), .init(.clampBoth(0.0, 10.0), priority: 1.0),
          .init(.clampW(10.0, 40.0, 10.0), anchor: .topTrailing),
        ])
    ], size: (66.0, 10.0),
    rects: [(0.0, 0.0, 0.0, 10.0), (8.0, 0.0, 10.0, 10.0), (26.0, 0.0, 40.0, 10.0)]),
  GridCorpusCase(
    id: 87, proposal: (nil, nil), alignment: .trailing, horizontalSpacing: 0.0,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(
            .half, priority: 1.0, anchor: .bottomLeading, columnAlignment: .center,
            unsizedHorizontal: true, unsizedVertical: true),
          .init(.clampBoth(0.0, 30.0), unsizedHorizontal: true),
          .init(.fixed(150.0, 30.0), priority: -1.0, anchor: .center),
        ]), .row(.center, [.init(.spacer, columnAlignment: .center)]),
    ], size: (180.0, 38.0),
    rects: [
      (0.0, 20.0, 10.0, 10.0), (20.0, 0.0, 10.0, 30.0), (30.0, 0.0, 150.0, 30.0),
      (0.0, 30.0, 20.0, 8.0),
    ]),
  GridCorpusCase(
    id: 88, proposal: (60.0, 60.0), alignment: .trailing, horizontalSpacing: nil,
    verticalSpacing: 5.0,
    children: [
      .row(
        nil,
        [
          .init(.flexH(30.0), unsizedHorizontal: true),
          .init(
            .fixed(10.0, 10.0), span: 2, columnAlignment: .trailing, unsizedHorizontal: true,
            unsizedVertical: true),
          .init(.fixed(150.0, 20.0), anchor: .bottom, columnAlignment: .center),
        ])
    ], size: (206.0, 60.0),
    rects: [(0.0, 0.0, 30.0, 60.0), (38.0, 25.0, 10.0, 10.0), (56.0, 40.0, 150.0, 20.0)]),
  GridCorpusCase(
    id: 89, proposal: (100.0, 100.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: 5.0,
    children: [.row(.center, [.init(.fixed(20.0, 30.0), priority: 1.0), .init(.half)])],
    size: (64.0, 30.0), rects: [(0.0, 0.0, 20.0, 30.0), (46.0, 10.0, 18.0, 10.0)]),
  GridCorpusCase(
    id: 90, proposal: (200.0, 100.0), alignment: .bottom, horizontalSpacing: 0.0,
    verticalSpacing: nil,
    children: [
      .row(.center, [.init(.flex, span: 2, unsizedHorizontal: true)]),
      .row(nil, [.init(.spacer, unsizedVertical: true), .init(.fixed(10.0, 60.0), priority: 1.0)]),
    ], size: (200.0, 100.0),
    rects: [(0.0, 0.0, 200.0, 32.0), (0.0, 40.0, 190.0, 60.0), (190.0, 40.0, 10.0, 60.0)]),
]

private let replayCases4: [GridCorpusCase] = [
  GridCorpusCase(
    id: 91, proposal: (150.0, nil), alignment: .bottomLeading, horizontalSpacing: 0.0,
    verticalSpacing: 0.0, children: [.row(.bottom, [.init(.clampW(0.0, 150.0, 30.0))])],
    size: (150.0, 30.0), rects: [(0.0, 0.0, 150.0, 30.0)]),
  GridCorpusCase(
    id: 92, proposal: (nil, 80.0), alignment: .bottomLeading, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.half), .init(.flexH(40.0), span: 3, priority: 1.0, unsizedHorizontal: true),
          .init(.flexH(10.0), anchor: .topTrailing),
        ])
    ], size: (76.0, 80.0),
    rects: [(0.0, 70.0, 10.0, 10.0), (23.0, 0.0, 40.0, 80.0), (66.0, 0.0, 10.0, 80.0)]),
  GridCorpusCase(
    id: 93, proposal: (150.0, nil), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(
            .clampBoth(10.0, 160.0), priority: -1.0, columnAlignment: .leading,
            unsizedVertical: true)
        ])
    ], size: (150.0, 10.0), rects: [(0.0, 0.0, 150.0, 10.0)]),
  GridCorpusCase(
    id: 94, proposal: (150.0, nil), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .spanning(.init(.fixed(30.0, 20.0), unsizedVertical: true)),
      .row(
        .top,
        [
          .init(.fixed(40.0, 20.0), priority: -1.0, anchor: .bottomLeading),
          .init(.fixed(60.0, 30.0), span: 3, columnAlignment: .center, unsizedHorizontal: true),
          .init(.clampW(30.0, 180.0, 40.0), unsizedHorizontal: true),
        ]),
      .row(
        nil,
        [
          .init(.flexW(40.0), span: 3, unsizedHorizontal: true),
          .init(
            .fixed(40.0, 30.0), anchor: .bottomLeading, columnAlignment: .center,
            unsizedHorizontal: true),
        ]),
    ], size: (146.0, 116.0),
    rects: [
      (58.0, 0.0, 30.0, 20.0), (0.0, 48.0, 40.0, 20.0), (48.0, 28.0, 60.0, 30.0),
      (116.0, 28.0, 30.0, 40.0), (0.0, 76.0, 60.0, 40.0), (68.0, 86.0, 40.0, 30.0),
    ]),
  GridCorpusCase(
    id: 95, proposal: (150.0, nil), alignment: .topLeading, horizontalSpacing: 0.0,
    verticalSpacing: 5.0,
    children: [
      .row(
        nil, [.init(.fixed(40.0, 20.0), columnAlignment: .leading), .init(.flexW(20.0), span: 2)])
    ], size: (150.0, 20.0), rects: [(0.0, 0.0, 40.0, 20.0), (40.0, 0.0, 110.0, 20.0)]),
  GridCorpusCase(
    id: 96, proposal: (300.0, 200.0), alignment: .center, horizontalSpacing: nil,
    verticalSpacing: 0.0, children: [.row(.center, [.init(.clampBoth(10.0, 20.0))])],
    size: (20.0, 20.0), rects: [(0.0, 0.0, 20.0, 20.0)]),
  GridCorpusCase(
    id: 97, proposal: (300.0, 200.0), alignment: .leading, horizontalSpacing: 12.0,
    verticalSpacing: 5.0,
    children: [.row(.center, [.init(.flexH(20.0)), .init(.flexH(40.0), anchor: .trailing)])],
    size: (72.0, 200.0), rects: [(0.0, 0.0, 20.0, 200.0), (32.0, 0.0, 40.0, 200.0)]),
  GridCorpusCase(
    id: 98, proposal: (150.0, nil), alignment: .bottom, horizontalSpacing: 0.0,
    verticalSpacing: 5.0,
    children: [
      .row(nil, [.init(.fixed(40.0, 60.0), span: 2)]),
      .row(
        .center,
        [
          .init(.fixed(30.0, 40.0), unsizedHorizontal: true),
          .init(.clampW(10.0, 160.0, 30.0), columnAlignment: .center),
        ]), .row(nil, [.init(.flexH(30.0))]),
    ], size: (150.0, 120.0),
    rects: [
      (55.0, 0.0, 40.0, 60.0), (0.0, 65.0, 30.0, 40.0), (30.0, 70.0, 120.0, 30.0),
      (0.0, 110.0, 30.0, 10.0),
    ]),
  GridCorpusCase(
    id: 99, proposal: (300.0, 200.0), alignment: .top, horizontalSpacing: 0.0, verticalSpacing: 0.0,
    children: [
      .row(
        .bottom,
        [
          .init(.flexW(20.0)), .init(.half, columnAlignment: .center, unsizedHorizontal: true),
          .init(.fixed(40.0, 60.0)),
        ])
    ], size: (170.0, 60.0),
    rects: [(0.0, 40.0, 130.0, 20.0), (130.0, 50.0, 0.0, 10.0), (130.0, 0.0, 40.0, 60.0)]),
  GridCorpusCase(
    id: 100, proposal: (100.0, 100.0), alignment: .top, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.flexW(20.0), span: 3), .init(.spacer, span: 2, unsizedVertical: true)])
    ], size: (108.0, 20.0), rects: [(0.0, 0.0, 100.0, 20.0), (100.0, 0.0, 8.0, 20.0)]),
  GridCorpusCase(
    id: 101, proposal: (nil, 80.0), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: 0.0,
    children: [
      .row(
        nil,
        [
          .init(.flexH(40.0), anchor: .bottomTrailing), .init(.fixed(10.0, 20.0)),
          .init(.spacer, span: 2),
        ])
    ], size: (66.0, 80.0),
    rects: [(0.0, 0.0, 40.0, 80.0), (48.0, 0.0, 10.0, 20.0), (58.0, 0.0, 8.0, 80.0)]),
  GridCorpusCase(
    id: 102, proposal: (nil, 80.0), alignment: .topLeading, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [.init(.fixed(20.0, 20.0), span: 2, anchor: .bottomLeading), .init(.fixed(60.0, 10.0))]),
      .spanning(.init(.flexW(40.0), span: 2)), .row(nil, [.init(.spacer), .init(.flexH(40.0))]),
    ], size: (132.0, 84.0),
    rects: [
      (0.0, 0.0, 20.0, 20.0), (72.0, 0.0, 60.0, 10.0), (0.0, 28.0, 132.0, 40.0),
      (0.0, 76.0, 8.0, 8.0), (20.0, 76.0, 40.0, 8.0),
    ]),
  GridCorpusCase(
    id: 103, proposal: (300.0, 200.0), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(.top, [.init(.flexH(20.0), columnAlignment: .leading)]),
      .spanning(.init(.half, anchor: .leading, unsizedHorizontal: true)),
    ], size: (20.0, 114.0), rects: [(0.0, 0.0, 20.0, 96.0), (0.0, 104.0, 10.0, 10.0)]),
  GridCorpusCase(
    id: 104, proposal: (100.0, 100.0), alignment: .bottom, horizontalSpacing: nil,
    verticalSpacing: 5.0,
    children: [
      .spanning(.init(.clampBoth(10.0, 70.0))), .row(.bottom, [.init(.fixed(20.0, 20.0))]),
      .row(nil, [.init(.fixed(10.0, 60.0), anchor: .center), .init(.clampW(0.0, 100.0, 40.0))]),
    ], size: (100.0, 100.0),
    rects: [
      (15.0, 0.0, 70.0, 10.0), (0.0, 15.0, 20.0, 20.0), (5.0, 40.0, 10.0, 60.0),
      (28.0, 60.0, 72.0, 40.0),
    ]),
  GridCorpusCase(
    id: 105, proposal: (nil, nil), alignment: .bottom, horizontalSpacing: 0.0,
    verticalSpacing: 12.0,
    children: [
      .spanning(.init(.flexW(20.0), anchor: .center, columnAlignment: .leading)),
      .row(
        .center,
        [
          .init(.flex), .init(.clampW(10.0, 50.0, 40.0), span: 3),
          .init(.fixed(10.0, 30.0), priority: -1.0, columnAlignment: .trailing),
        ]),
    ], size: (30.0, 72.0),
    rects: [
      (0.0, 0.0, 30.0, 20.0), (0.0, 32.0, 10.0, 40.0), (10.0, 32.0, 10.0, 40.0),
      (20.0, 37.0, 10.0, 30.0),
    ]),
  GridCorpusCase(
    id: 106, proposal: (nil, 80.0), alignment: .trailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        .top,
        [
          .init(.fixed(20.0, 20.0), columnAlignment: .trailing),
          .init(.flexW(30.0), span: 2, unsizedVertical: true),
        ]), .row(.bottom, [.init(.fixed(60.0, 40.0))]),
      .row(nil, [.init(.flexW(40.0), priority: -1.0, unsizedVertical: true)]),
    ], size: (78.0, 126.0),
    rects: [
      (40.0, 0.0, 20.0, 20.0), (68.0, 0.0, 10.0, 30.0), (0.0, 38.0, 60.0, 40.0),
      (0.0, 86.0, 60.0, 40.0),
    ]),
  GridCorpusCase(
    id: 107, proposal: (nil, nil), alignment: .top, horizontalSpacing: nil, verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.clampW(10.0, 50.0, 20.0), unsizedVertical: true), .init(.clampBoth(20.0, 40.0)),
          .init(.fixed(60.0, 30.0), anchor: .topLeading, columnAlignment: .leading),
        ]),
      .row(
        nil,
        [
          .init(.flexW(30.0), columnAlignment: .center, unsizedVertical: true),
          .init(.flex, anchor: .top, unsizedVertical: true),
          .init(.clampBoth(20.0, 30.0), priority: -1.0),
        ]),
    ], size: (106.0, 68.0),
    rects: [
      (0.0, 0.0, 10.0, 20.0), (18.0, 0.0, 20.0, 30.0), (46.0, 0.0, 60.0, 30.0),
      (0.0, 38.0, 10.0, 30.0), (18.0, 38.0, 20.0, 30.0), (46.0, 38.0, 30.0, 30.0),
    ]),
  GridCorpusCase(
    id: 108, proposal: (60.0, 60.0), alignment: .topTrailing, horizontalSpacing: 12.0,
    verticalSpacing: 12.0,
    children: [.spanning(.init(.flexW(40.0), anchor: .topTrailing, columnAlignment: .center))],
    size: (60.0, 40.0), rects: [(0.0, 0.0, 60.0, 40.0)]),
  GridCorpusCase(
    id: 109, proposal: (100.0, 100.0), alignment: .bottom, horizontalSpacing: nil,
    verticalSpacing: 0.0, children: [.row(nil, [.init(.half)]), .row(.top, [.init(.half)])],
    size: (50.0, 20.0), rects: [(0.0, 0.0, 50.0, 10.0), (0.0, 10.0, 50.0, 10.0)]),
  GridCorpusCase(
    id: 110, proposal: (nil, 80.0), alignment: .bottom, horizontalSpacing: 12.0,
    verticalSpacing: 12.0,
    children: [
      .spanning(.init(.clampW(10.0, 50.0, 20.0), anchor: .leading, columnAlignment: .trailing))
    ], size: (10.0, 20.0), rects: [(0.0, 0.0, 10.0, 20.0)]),
  GridCorpusCase(
    id: 111, proposal: (100.0, 100.0), alignment: .topLeading, horizontalSpacing: nil,
    verticalSpacing: 0.0,
    children: [
      .row(.center, [.init(.half)]), .row(.bottom, [.init(.spacer)]),
      .row(nil, [.init(.clampBoth(20.0, 120.0), priority: 1.0)]),
    ], size: (100.0, 118.0),
    rects: [(0.0, 0.0, 50.0, 10.0), (0.0, 10.0, 100.0, 8.0), (0.0, 18.0, 100.0, 100.0)]),
  GridCorpusCase(
    id: 112, proposal: (200.0, 100.0), alignment: .center, horizontalSpacing: 3.0,
    verticalSpacing: nil,
    children: [
      .row(
        nil, [.init(.flexH(10.0), span: 2, unsizedVertical: true), .init(.clampW(0.0, 40.0, 40.0))])
    ], size: (53.0, 40.0), rects: [(0.0, 0.0, 10.0, 40.0), (13.0, 0.0, 40.0, 40.0)]),
  GridCorpusCase(
    id: 113, proposal: (nil, nil), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.spacer, span: 2, priority: -1.0, unsizedHorizontal: true)]),
      .row(
        .center,
        [
          .init(.flexH(20.0), anchor: .center), .init(.flexW(40.0)),
          .init(.spacer, anchor: .leading),
        ]), .spanning(.init(.spacer, priority: -1.0)),
    ], size: (46.0, 56.0),
    rects: [
      (0.0, 0.0, 38.0, 8.0), (0.0, 8.0, 20.0, 40.0), (28.0, 8.0, 10.0, 40.0),
      (38.0, 8.0, 8.0, 40.0), (0.0, 48.0, 46.0, 8.0),
    ]),
  GridCorpusCase(
    id: 114, proposal: (nil, 80.0), alignment: .top, horizontalSpacing: nil, verticalSpacing: 0.0,
    children: [.spanning(.init(.spacer, priority: -1.0))], size: (8.0, 80.0),
    rects: [(0.0, 0.0, 8.0, 80.0)]),
  GridCorpusCase(
    id: 115, proposal: (150.0, nil), alignment: .topTrailing, horizontalSpacing: 12.0,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.flexH(30.0)), .init(.clampBoth(0.0, 150.0), unsizedHorizontal: true)]),
      .row(
        .top,
        [
          .init(.flexW(30.0)),
          .init(.clampBoth(10.0, 70.0), anchor: .center, unsizedHorizontal: true),
        ]),
    ], size: (150.0, 48.0),
    rects: [
      (98.0, 0.0, 30.0, 10.0), (140.0, 0.0, 10.0, 10.0), (0.0, 18.0, 128.0, 30.0),
      (140.0, 18.0, 10.0, 30.0),
    ]),
  GridCorpusCase(
    id: 116, proposal: (nil, nil), alignment: .topTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(nil, [.init(.spacer, anchor: .bottomLeading)]),
      .spanning(.init(.fixed(20.0, 10.0), anchor: .trailing)),
      .spanning(.init(.spacer, priority: -1.0, columnAlignment: .trailing)),
    ], size: (20.0, 26.0),
    rects: [(0.0, 0.0, 20.0, 8.0), (0.0, 8.0, 20.0, 10.0), (0.0, 18.0, 20.0, 8.0)]),
  GridCorpusCase(
    id: 117, proposal: (60.0, 60.0), alignment: .bottom, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .row(
        nil,
        [
          .init(.fixed(30.0, 30.0), priority: -1.0), .init(.flex, priority: 1.0),
          .init(.flexH(30.0), span: 3, anchor: .top),
        ]), .row(nil, [.init(.flex)]),
      .row(
        nil,
        [
          .init(.fixed(20.0, 30.0), unsizedVertical: true),
          .init(.fixed(100.0, 30.0), unsizedHorizontal: true),
          .init(.clampW(10.0, 40.0, 40.0), anchor: .bottomLeading, unsizedHorizontal: true),
        ]),
    ], size: (176.0, 100.0),
    rects: [
      (0.0, 14.0, 30.0, 30.0), (38.0, 0.0, 100.0, 44.0), (146.0, 0.0, 30.0, 44.0),
      (0.0, 52.0, 30.0, 0.0), (5.0, 70.0, 20.0, 30.0), (38.0, 70.0, 100.0, 30.0),
      (146.0, 60.0, 10.0, 40.0),
    ]),
  GridCorpusCase(
    id: 118, proposal: (nil, 80.0), alignment: .leading, horizontalSpacing: nil,
    verticalSpacing: 12.0,
    children: [
      .spanning(.init(.flexH(10.0))),
      .row(
        .center,
        [
          .init(.fixed(40.0, 60.0), columnAlignment: .leading, unsizedHorizontal: true),
          .init(.spacer),
        ]), .spanning(.init(.spacer, columnAlignment: .trailing)),
    ], size: (48.0, 92.0),
    rects: [
      (0.0, 0.0, 10.0, 0.0), (0.0, 12.0, 40.0, 60.0), (40.0, 12.0, 8.0, 60.0),
      (0.0, 84.0, 48.0, 8.0),
    ]),
  GridCorpusCase(
    id: 119, proposal: (nil, 80.0), alignment: .bottomTrailing, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [
      .spanning(.init(.flexW(30.0), anchor: .center, columnAlignment: .center)),
      .row(.center, [.init(.clampBoth(10.0, 20.0))]),
    ], size: (10.0, 58.0), rects: [(0.0, 0.0, 10.0, 30.0), (0.0, 38.0, 10.0, 20.0)]),
  GridCorpusCase(
    id: 120, proposal: (200.0, 100.0), alignment: .top, horizontalSpacing: nil,
    verticalSpacing: nil,
    children: [.row(nil, [.init(.flexH(30.0))]), .row(nil, [.init(.spacer)])], size: (170.0, 108.0),
    rects: [(70.0, 0.0, 30.0, 100.0), (0.0, 100.0, 170.0, 8.0)]),
]
