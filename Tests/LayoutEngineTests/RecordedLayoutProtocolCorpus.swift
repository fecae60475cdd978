import LayoutEngine

// MetalUI's `docs/probes/swiftui-layout-protocol-contract.swift`, recorded 2026-09-14 on
// macOS 26.6.2 (25G83), compiled with Apple Swift 6.3.3: custom `Layout` containers hosted in
// an `NSHostingView` (200 x 200 unless the arm says otherwise) that centres the root's answer.
// A `Where` layout around each child prints the bounds and proposal it is placed with; an
// `Inspect` layout prints what `LayoutSubview` reads of each subview. Frames below are the
// printed ones less the root's origin in the host; the probe's `Color` children are greedy
// leaves (10 x 10 at nil, the proposal otherwise), as `Color` answers.

/// The probe's parent layouts: a square of `side` whatever it is proposed, placing its
/// subviews in its bounds as `place` says (`PlaceNone`, `PlaceTwice`, `PlaceWithProposal`,
/// `AskTwice`, `PlaceAt`).
private struct ProbeParent: Layout {
  let side: Double
  var place: @Sendable (Rect, LayoutSubviews) -> Void = { _, _ in }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    Size(width: side, height: side)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    place(bounds, subviews)
  }
}

/// A `ProbeParent` of `side` around `children`.
private func parent(
  _ side: Double, _ children: any View...,
  place: @escaping @Sendable (Rect, LayoutSubviews) -> Void = { _, _ in }
) -> LayoutView<ProbeParent> {
  LayoutView(layout: ProbeParent(side: side, place: place), children: children)
}

/// Places the first subview at `dx`, `dy` from the bounds' origin with a square proposal.
private func put(
  _ subviews: LayoutSubviews, _ bounds: Rect, _ dx: Double, _ dy: Double, proposed side: Double
) {
  subviews[0].place(
    at: Point(x: bounds.minX + dx, y: bounds.minY + dy),
    proposal: ProposedViewSize(width: side, height: side))
}

/// A recorded `Inspect` arm: what an inspector of `subviews` reads, the inspector inside
/// `wrap`, hosted at 200 x 200.
private func inspected(
  _ id: String, _ feature: RecordedFeature, _ recorded: [ProxyReading],
  in wrap: @escaping @Sendable (any View) -> any View = { $0 },
  _ subviews: @escaping @Sendable () -> [any View]
) -> RecordedCase {
  let view: @Sendable (ProxyReadings) -> any View = { readings in
    wrap(LayoutView(layout: Inspector(readings: readings), children: subviews()))
  }
  var inspected = recordedCase(
    "layout-protocol \(id)", feature, at(200, 200), size: nil, [:], .matches
  ) { view(ProxyReadings()) }
  inspected.readings = (recorded, view)
  return inspected
}

/// One `E subview` line: the priority and the answers at zero, unspecified and infinity.
private func reading(_ priority: Double, _ zero: Size, _ unspecified: Size, _ infinity: Size)
  -> ProxyReading
{
  ProxyReading(priority: priority, zero: zero, unspecified: unspecified, infinity: infinity)
}

private func color(_ name: String = "c") -> ProbeLeaf { greedy(name) }

let layoutProtocolCases: [RecordedCase] = [
  // C: placed at the parent's origin with 50 x 50, a 30 x 10 child is 30 x 10 there; the
  // 50 x 50 parent sits at (75, 75) in the host.
  recordedCase(
    "layout-protocol C", .customLayout, at(200, 200), size: s(50, 50), ["c": r(0, 0, 30, 10)]
  ) { parent(50, fixed("c", 30, 10)) { put($1, $0, 0, 0, proposed: 50) } },
  // I: a child the parent never places is centred in the parent's bounds at its answer to
  // the parent's proposal: parent (50, 50, 100, 100), child (0, 0, 200, 200).
  recordedCase(
    "layout-protocol I", .customLayout, at(200, 200), size: s(100, 100),
    ["c": r(-50, -50, 200, 200)]
  ) { parent(100, color()) },
  // I2: in a 300 x 240 host, `PlaceNone { 30 x 30 }.frame(width: 100, height: 100)
  // .padding(.leading, 40)` is 140 x 100 at (80, 70); the parent is at (120, 70) and the
  // child lands at (155, 105), centred at its answer to the parent's 100 x 100.
  recordedCase(
    "layout-protocol I2", .customLayout, at(300, 240), size: s(140, 100),
    ["c": r(75, 35, 30, 30)]
  ) {
    parent(100, fixed("c", 30, 30)).frame(width: 100, height: 100).padding(.leading, 40)
  },
  // J: a subview placed twice keeps the last placement: (100, 100, 40, 40).
  recordedCase(
    "layout-protocol J", .customLayout, at(200, 200), size: s(100, 100),
    ["c": r(50, 50, 40, 40)]
  ) {
    parent(100, color()) { bounds, subviews in
      put(subviews, bounds, 10, 10, proposed: 20)
      put(subviews, bounds, 50, 50, proposed: 40)
    }
  },
  // K: the placed size is the answer to the placement proposal, the anchor offsets by it.
  recordedCase(
    "layout-protocol K", .customLayout, at(200, 200), size: s(150, 150),
    ["a": r(0, 0, 70, 40), "b": r(85, 90, 30, 20), "c": r(70, 80, 30, 20)]
  ) {
    parent(150, color("a"), color("b"), color("c")) { bounds, subviews in
      subviews[0].place(
        at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: 70, height: 40))
      let corner = Point(x: bounds.minX + 100, y: bounds.minY + 100)
      for (index, anchor) in [(1, UnitPoint.center), (2, .bottomTrailing)] {
        subviews[index].place(
          at: corner, anchor: anchor, proposal: ProposedViewSize(width: 30, height: 20))
      }
    }
  },
  // M control: placed at +10 with 20 x 20 in a 100 x 100 parent at (50, 50): (60, 50).
  recordedCase(
    "layout-protocol M control", .customLayout, at(200, 200), size: s(100, 100),
    ["c": r(10, 0, 20, 20)]
  ) { parent(100, color()) { put($1, $0, 10, 0, proposed: 20) } },
  // E: `Color.red.layoutPriority(2.5)`, `Spacer(minLength: 12)` and
  // `Color.blue.frame(minWidth: 12)`: a Spacer reads -infinity and, outside a stack, answers
  // its minimum on both axes.
  inspected(
    "E", .priority,
    [
      reading(2.5, s(0, 0), s(10, 10), s(inf, inf)),
      reading(-inf, s(12, 12), s(12, 12), s(inf, inf)),
      reading(0, s(12, 0), s(12, 10), s(inf, inf)),
    ]
  ) {
    [
      color().layoutPriority(2.5), Spacer(minLength: 12), color().frame(minWidth: 12),
    ]
  },
  // E2: inside an HStack, a Spacer and a Color given priority -infinity read alike.
  inspected(
    "E2", .priority,
    [
      reading(-inf, s(12, 12), s(12, 12), s(inf, inf)),
      reading(-inf, s(0, 0), s(10, 10), s(inf, inf)),
    ], in: { inspector in HStack { inspector } }
  ) { [Spacer(minLength: 12), color().layoutPriority(-.infinity)] },
  // L: a priority under `.frame` or `.padding` reads 0; applied outermost it reads 2.
  inspected(
    "L", .priority,
    [
      reading(0, s(10, 0), s(10, 10), s(10, inf)),
      reading(0, s(6, 6), s(16, 16), s(inf, inf)),
      reading(2, s(6, 6), s(16, 16), s(inf, inf)),
    ]
  ) {
    [
      color().layoutPriority(2).frame(width: 10), color().layoutPriority(2).padding(3),
      color().padding(3).layoutPriority(2),
    ]
  },
]
