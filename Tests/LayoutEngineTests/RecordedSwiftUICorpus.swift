import LayoutEngine

// Layouts recorded from Apple's SwiftUI, each with the numbers SwiftUI gave. Every source is a
// probe program published with its recorded output in the repository mburger89/MetalUI:
//
// - `docs/probes/swiftui-frame-semantics.swift`: recorded 2026-09-15 on macOS 26.6.2 (25G83),
//   run both as a script and compiled (identical output). A `Probe` layout proposes the view
//   under test and prints `LayoutSubview.sizeThatFits`; a `Reporter` layout standing in for
//   the child answers a fixed size and prints its placed rect relative to the view's origin.
// - `docs/probes/swiftui-stack-algorithms.swift`: recorded 2026-09-16 on macOS 27.0
//   (26A428), revisions 3 to 6, each run twice with byte-identical output. The view under
//   test is placed at (0, 0); a `Leaf` layout answers clamp(proposal ?? ideal, min, max) and
//   prints its last placed rect, `Logged` answers half its proposed width by 10, `AreaLeaf`
//   keeps a constant area, and a `GeometryReader` reads frames in the scroll view's space.
// - `docs/probes/swiftui-layout-input-validation.swift`: recorded 2026-09-14 on macOS 26.6.2,
//   compiled and as a script; sizes from `LayoutSubview.sizeThatFits`, placements from a
//   `Placed`/`Recorder` layout. Its 20 x 20 child is `Rectangle().frame(width: 20, height: 20)`.
// - `docs/probes/swiftui-modifier-order.swift`: recorded 2026-09-15 on macOS 26.6.2; a fixed
//   root in an `NSHostingView` at its fitting size, the leaf's frame read by a
//   `GeometryReader` in the root's coordinate space.
//
// Each case is the probe's arm (named as the probe names it) through the public API with the
// probe's leaves rebuilt in `RecordedSwiftUISupport.swift`. `PointMetrics` (8-point spacing and
// Spacer length) is SwiftUI's for these views. No case measures text.

/// The features of the score table in Docs/Semantics.md, in its order.
enum RecordedFeature: String, CaseIterable, Sendable {
  case frames = "frames"
  case modifiers = "padding, aspect ratio, modifier order"
  case stacks = "stacks"
  case zStack = "ZStack"
  case layering = "overlay and background"
  case spacers = "spacers"
  case priority = "layout priority"
  case customLayout = "custom Layout"
  case scrollView = "ScrollView"
  case grid = "Grid"
  case textLines = "text lines"
  case truncation = "truncation"
  case baselines = "baselines"
  case viewThatFits = "ViewThatFits"
  case alignmentGuides = "alignment guides"
}

/// What the engine gives for a recorded case.
enum RecordedOutcome: Sendable, Equatable {
  /// SwiftUI's numbers.
  case matches
  /// Other numbers on purpose, with a diagnostic; the reason is the table's.
  case kept(String)
  /// Other numbers, a difference still open; the reason is the table's.
  case differs(String)
}

/// One recorded layout: the view, its proposal, and what SwiftUI answered.
struct RecordedCase: Sendable, CustomStringConvertible {
  let id: String
  let feature: RecordedFeature
  let proposal: ProposedSize
  /// The size SwiftUI answered, when the arm records one.
  let size: Size?
  /// Named leaves' frames, relative to the view under test.
  let leaves: [String: Rect]
  /// The proposal named leaves were last placed with, when the arm records it (the last of a
  /// probe leaf's distinct proposals).
  var placementProposals: [String: ProposedSize] = [:]
  let outcome: RecordedOutcome
  let view: @Sendable () -> any View
  /// The first and last text baselines SwiftUI reported, when the arm records them; a view
  /// without text reports its bottom edge.
  var baselines: (first: Double, last: Double)? = nil
  /// What an ``Inspector`` in the view reads of its subviews, when the arm records it, and
  /// the view built around the inspector's readings.
  var readings: (recorded: [ProxyReading], view: @Sendable (ProxyReadings) -> any View)? = nil
  /// The named child a `ViewThatFits` in the view showed and the named children it did not,
  /// when the source records only the choice.
  var chosen: (shown: String, others: [String])? = nil

  var description: String { id }

  /// Whether the engine's layout gives the recorded numbers (to 0.006: the probes print two
  /// decimals).
  func check() -> (matches: Bool, result: LayoutResult, mismatches: [String]) {
    let result = view().layout(in: proposal, environment: points)
    var mismatches: [String] = []
    if let size, !close(result.size, size) {
      mismatches.append("size \(result.size), recorded \(size)")
    }
    if let baselines {
      let height = result.size.height
      let first = result.root.firstTextBaseline ?? height
      let last = result.root.lastTextBaseline ?? height
      if !close(first, baselines.first) || !close(last, baselines.last) {
        mismatches.append(
          "baselines \(first)/\(last), recorded \(baselines.first)/\(baselines.last)")
      }
    }
    let nodes = result.root.allNodes
    for name in Set(leaves.keys).union(placementProposals.keys).sorted() {
      // `layoutPriority` adds no node; it appends itself to its content's description.
      let label = "leaf \(name)"
      guard
        let node = nodes.last(where: {
          $0.description == label || $0.description.hasPrefix(label + ".")
        })
      else {
        mismatches.append("\(name) not placed")
        continue
      }
      if let frame = leaves[name],
        !close(node.absoluteFrame.origin, frame.origin)
          || !close(node.absoluteFrame.size, frame.size)
      {
        mismatches.append("\(name) at \(node.absoluteFrame), recorded \(frame)")
      }
      if let proposal = placementProposals[name], !close(node.proposal, proposal) {
        mismatches.append("\(name) placed with \(node.proposal), recorded \(proposal)")
      }
    }
    if let chosen {
      let placed = Set(nodes.map(\.description))
      if !placed.contains("leaf \(chosen.shown)") { mismatches.append("\(chosen.shown) not shown") }
      for other in chosen.others where placed.contains("leaf \(other)") {
        mismatches.append("\(other) shown, recorded \(chosen.shown)")
      }
    }
    if let readings {
      let taken = ProxyReadings()
      _ = readings.view(taken).layout(in: proposal, environment: points)
      let read = taken.values
      let same =
        read.count == readings.recorded.count
        && zip(read, readings.recorded).allSatisfy { read, recorded in
          read.priority == recorded.priority && close(read.zero, recorded.zero)
            && close(read.unspecified, recorded.unspecified)
            && close(read.infinity, recorded.infinity)
        }
      if !same { mismatches.append("read \(read), recorded \(readings.recorded)") }
    }
    return (mismatches.isEmpty, result, mismatches)
  }
}

private func close(_ a: Double, _ b: Double) -> Bool {
  a == b || abs(a - b) <= 0.006
}
private func close(_ a: Size, _ b: Size) -> Bool {
  close(a.width, b.width) && close(a.height, b.height)
}
private func close(_ a: Point, _ b: Point) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
private func close(_ a: ProposedSize, _ b: ProposedSize) -> Bool {
  func same(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): close(a, b)
    default: false
    }
  }
  return same(a.width, b.width) && same(a.height, b.height)
}

extension RecordedCase {
  /// The case with the proposals its leaves were last placed with.
  func placed(with proposals: [String: ProposedSize]) -> RecordedCase {
    var recorded = self
    recorded.placementProposals = proposals
    return recorded
  }
}

/// A recorded case, with its open difference when it has one.
func recordedCase(
  _ id: String, _ feature: RecordedFeature, _ proposal: ProposedSize, size: Size?,
  _ leaves: [String: Rect] = [:], _ outcome: RecordedOutcome = .matches,
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  RecordedCase(
    id: id, feature: feature, proposal: proposal, size: size, leaves: leaves,
    outcome: openDifferences[id].map { .differs($0) } ?? outcome, view: view)
}

private func recorded(
  _ id: String, _ feature: RecordedFeature, _ proposal: ProposedSize, size: Size?,
  _ leaves: [String: Rect] = [:], _ outcome: RecordedOutcome = .matches,
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  recordedCase(id, feature, proposal, size: size, leaves, outcome, view)
}

/// The recorded cases the engine still answers otherwise, by id, with the behaviour that
/// differs, each commented with the engine's size against SwiftUI's and the leaves whose rects
/// differ: none now. A case listed here that matches fails the run, as one not listed that
/// differs does.
let openDifferences: [String: String] = [:]

/// The probes' 20 x 20 child.
private func c20() -> ProbeLeaf { fixed("c", 20, 20) }
/// The probes' 200 x 160 child, larger than every frame.
private func big() -> ProbeLeaf { fixed("c", 200, 160) }
/// The validation probe's `square()`.
private func square() -> any View { Rectangle().frame(width: 20, height: 20) }

/// `swiftui-frame-semantics.swift`: each arm's size and the child's last placed rect.
let frameSemanticsCases: [RecordedCase] = [
  recorded("frame-semantics A control", .frames, none, size: s(20, 20), ["c": r(0, 0, 20, 20)]) {
    c20()
  },
  recorded("frame-semantics A1", .frames, none, size: s(60, 20), ["c": r(20, 0, 20, 20)]) {
    c20().frame(width: 60)
  },
  recorded("frame-semantics A2", .frames, at(300, 200), size: s(60, 40), ["c": r(20, 10, 20, 20)]) {
    c20().frame(width: 60, height: 40)
  },
  recorded("frame-semantics A3", .frames, at(300, 200), size: s(60, 20), ["c": r(20, 0, 20, 20)]) {
    c20().frame(width: 60)
  },
  recorded("frame-semantics A4", .frames, at(300, 200), size: s(20, 40), ["c": r(0, 10, 20, 20)]) {
    c20().frame(height: 40)
  },
  recorded(
    "frame-semantics A5", .frames, at(300, 200), size: s(60, 40), ["c": r(-70, -60, 200, 160)]
  ) { big().frame(width: 60, height: 40) },
  recorded("frame-semantics A6", .frames, at(300, 200), size: s(0, 0), ["c": r(-10, -10, 20, 20)]) {
    c20().frame(width: 0, height: 0)
  },
  recorded("frame-semantics B control", .frames, none, size: s(60, 40), ["c": r(20, 10, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .center)
  },
  recorded("frame-semantics B1", .frames, none, size: s(60, 40), ["c": r(0, 0, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .topLeading)
  },
  recorded("frame-semantics B2", .frames, none, size: s(60, 40), ["c": r(20, 0, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .top)
  },
  recorded("frame-semantics B3", .frames, none, size: s(60, 40), ["c": r(40, 0, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .topTrailing)
  },
  recorded("frame-semantics B4", .frames, none, size: s(60, 40), ["c": r(0, 10, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .leading)
  },
  recorded("frame-semantics B5", .frames, none, size: s(60, 40), ["c": r(40, 10, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .trailing)
  },
  recorded("frame-semantics B6", .frames, none, size: s(60, 40), ["c": r(0, 20, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .bottomLeading)
  },
  recorded("frame-semantics B7", .frames, none, size: s(60, 40), ["c": r(20, 20, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .bottom)
  },
  recorded("frame-semantics B8", .frames, none, size: s(60, 40), ["c": r(40, 20, 20, 20)]) {
    c20().frame(width: 60, height: 40, alignment: .bottomTrailing)
  },
  recorded("frame-semantics B9", .frames, none, size: s(60, 40), ["c": r(0, 0, 200, 160)]) {
    big().frame(width: 60, height: 40, alignment: .topLeading)
  },
  recorded(
    "frame-semantics C control", .frames, at(300, 200), size: s(20, 20), ["c": r(0, 0, 20, 20)]
  ) {
    c20().frame(idealWidth: 80)
  },
  recorded("frame-semantics C1", .frames, none, size: s(80, 20), ["c": r(30, 0, 20, 20)]) {
    c20().frame(idealWidth: 80)
  },
  recorded("frame-semantics C2", .frames, none, size: s(80, 50), ["c": r(30, 15, 20, 20)]) {
    c20().frame(idealWidth: 80, idealHeight: 50)
  },
  recorded("frame-semantics C3", .frames, none, size: s(80, 160), ["c": r(-60, 0, 200, 160)]) {
    big().frame(idealWidth: 80)
  },
  recorded("frame-semantics C4", .frames, none, size: s(80, 20), ["c": r(30, 0, 20, 20)]) {
    c20().frame(minWidth: 40, idealWidth: 80, maxWidth: 120)
  },
  recorded("frame-semantics C5", .frames, at(300, 200), size: s(120, 20), ["c": r(50, 0, 20, 20)]) {
    c20().frame(minWidth: 40, idealWidth: 80, maxWidth: 120)
  },
  recorded(
    "frame-semantics D control", .frames, at(100, 100), size: s(80, 20), ["c": r(30, 0, 20, 20)]
  ) {
    c20().frame(minWidth: 40, maxWidth: 80)
  },
  recorded("frame-semantics D1", .frames, at(60, 60), size: s(60, 20), ["c": r(20, 0, 20, 20)]) {
    c20().frame(minWidth: 40, maxWidth: 80)
  },
  recorded("frame-semantics D2", .frames, at(30, 30), size: s(40, 20), ["c": r(10, 0, 20, 20)]) {
    c20().frame(minWidth: 40, maxWidth: 80)
  },
  recorded("frame-semantics D3", .frames, none, size: s(40, 20), ["c": r(10, 0, 20, 20)]) {
    c20().frame(minWidth: 40, maxWidth: 80)
  },
  recorded("frame-semantics D4", .frames, at(100, 100), size: s(80, 20), ["c": r(30, 0, 20, 20)]) {
    c20().frame(maxWidth: 80)
  },
  recorded("frame-semantics D5", .frames, at(30, 30), size: s(30, 20), ["c": r(5, 0, 20, 20)]) {
    c20().frame(maxWidth: 80)
  },
  recorded("frame-semantics D6", .frames, none, size: s(20, 20), ["c": r(0, 0, 20, 20)]) {
    c20().frame(maxWidth: 80)
  },
  recorded("frame-semantics D7", .frames, at(100, 100), size: s(40, 20), ["c": r(10, 0, 20, 20)]) {
    c20().frame(minWidth: 40)
  },
  recorded("frame-semantics D8", .frames, at(30, 30), size: s(40, 20), ["c": r(10, 0, 20, 20)]) {
    c20().frame(minWidth: 40)
  },
  recorded("frame-semantics D9", .frames, none, size: s(40, 20), ["c": r(10, 0, 20, 20)]) {
    c20().frame(minWidth: 40)
  },
  recorded("frame-semantics D10", .frames, at(100, 100), size: s(100, 20), ["c": r(40, 0, 20, 20)])
  {
    c20().frame(maxWidth: .infinity)
  },
  recorded("frame-semantics D11", .frames, none, size: s(20, 20), ["c": r(0, 0, 20, 20)]) {
    c20().frame(maxWidth: .infinity)
  },
  recorded("frame-semantics D12", .frames, at(inf, inf), size: s(inf, 20), ["c": r(inf, 0, 20, 20)])
  {
    c20().frame(maxWidth: .infinity)
  },
  recorded(
    "frame-semantics D13", .frames, at(100, 100), size: s(80, 160), ["c": r(-60, 0, 200, 160)]
  ) { big().frame(minWidth: 40, maxWidth: 80) },
  recorded("frame-semantics D14", .frames, none, size: s(80, 160), ["c": r(-60, 0, 200, 160)]) {
    big().frame(maxWidth: 80)
  },
  recorded("frame-semantics D15", .frames, at(100, 100), size: s(400, 20), ["c": r(190, 0, 20, 20)])
  {
    c20().frame(minWidth: 400)
  },
  recorded("frame-semantics D16", .frames, at(100, 100), size: s(20, 80), ["c": r(0, 30, 20, 20)]) {
    c20().frame(minHeight: 40, maxHeight: 80)
  },
  recorded("frame-semantics D17", .frames, at(100, 100), size: s(80, 20), ["c": r(0, 0, 20, 20)]) {
    c20().frame(minWidth: 40, maxWidth: 80, alignment: .topLeading)
  },
  recorded(
    "frame-semantics E control", .frames, at(300, 200), size: s(100, 20), ["c": r(40, 0, 20, 20)]
  ) {
    c20().frame(width: 100)
  },
  recorded("frame-semantics E1", .frames, at(300, 200), size: s(50, 20), ["c": r(15, 0, 20, 20)]) {
    c20().frame(width: 100).frame(width: 50)
  },
  recorded("frame-semantics E2", .frames, at(300, 200), size: s(100, 20), ["c": r(40, 0, 20, 20)]) {
    c20().frame(width: 50).frame(width: 100)
  },
  recorded("frame-semantics E3", .frames, at(300, 200), size: s(50, 20), ["c": r(15, 0, 20, 20)]) {
    c20().frame(maxWidth: .infinity).frame(width: 50)
  },
  recorded("frame-semantics E4", .frames, at(300, 200), size: s(300, 20), ["c": r(140, 0, 20, 20)])
  {
    c20().frame(width: 50).frame(maxWidth: .infinity)
  },
  recorded("frame-semantics E5", .frames, at(300, 200), size: s(80, 20), ["c": r(30, 0, 20, 20)]) {
    c20().frame(minWidth: 40).frame(minWidth: 80)
  },
  recorded("frame-semantics E6", .frames, none, size: s(120, 100), ["c": r(20, 10, 20, 20)]) {
    c20().frame(width: 60, height: 40).frame(width: 120, height: 100, alignment: .topLeading)
  },
  recorded(
    "frame-semantics G control", .stacks, none, size: s(40, 20),
    ["a": r(0, 0, 20, 20), "b": r(20, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      fixed("a", 20, 20); fixed("b", 20, 20)
    }
  },
  // The two children's last placements are printed as (50, 0) and (30, 0) without names; a
  // 40-wide stack centred in 100 puts the first at 30.
  recorded(
    "frame-semantics G1", .frames, none, size: s(100, 20),
    ["a": r(30, 0, 20, 20), "b": r(50, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      fixed("a", 20, 20); fixed("b", 20, 20)
    }.frame(width: 100)
  },
]

/// `swiftui-modifier-order.swift`: the fixed root's size and the 20 x 20 leaf's origin.
let modifierOrderCases: [RecordedCase] = [
  recorded("modifier-order K0", .modifiers, none, size: s(20, 20), ["leaf": r(0, 0, 20, 20)]) {
    fixed("leaf", 20, 20)
  },
  recorded("modifier-order K1", .modifiers, none, size: s(36, 36), ["leaf": r(8, 8, 20, 20)]) {
    fixed("leaf", 20, 20).padding(8)
  },
  recorded("modifier-order K2", .modifiers, none, size: s(52, 52), ["leaf": r(16, 16, 20, 20)]) {
    fixed("leaf", 20, 20).padding(16)
  },
  recorded("modifier-order O1", .modifiers, none, size: s(60, 60), ["leaf": r(20, 20, 20, 20)]) {
    fixed("leaf", 20, 20).padding(8).frame(width: 60, height: 60)
  },
  recorded("modifier-order O2", .modifiers, none, size: s(76, 76), ["leaf": r(28, 28, 20, 20)]) {
    fixed("leaf", 20, 20).frame(width: 60, height: 60).padding(8)
  },
  recorded("modifier-order O3", .modifiers, none, size: s(56, 56), ["leaf": r(18, 18, 20, 20)]) {
    fixed("leaf", 20, 20).padding(4).frame(width: 40, height: 40).padding(8)
  },
  recorded("modifier-order O4", .modifiers, none, size: s(64, 64), ["leaf": r(22, 22, 20, 20)]) {
    fixed("leaf", 20, 20).frame(width: 40, height: 40).padding(4).padding(8)
  },
]

private let nanReason = "a NaN or infinite input is read as nil or 0 with a diagnostic"
private let negativeFrameReason = "a negative frame length is read as nil with a diagnostic"
private let ratioReason =
  "a zero, negative or non-finite aspect ratio is read as nil with a diagnostic"
private let negativeProposalReason = "a negative root proposal is read as 0 with a diagnostic"
private let negativeSpacerReason = "a negative Spacer minLength is read as nil with a diagnostic"

/// The probe's `Flex80`: a colour at most 80 wide (ideal 80) and 10 high, named.
private func flex80(_ name: String) -> Tagged {
  Tagged(name: name, content: Rectangle().frame(idealWidth: 80, maxWidth: 80).frame(height: 10))
}

/// `swiftui-layout-input-validation.swift`: sizes, and for P2b and P7 placements.
let inputValidationCases: [RecordedCase] = [
  recorded("input-validation P1 control", .stacks, none, size: s(50, 20)) {
    HStack(spacing: 10) {
      square(); square()
    }
  },
  recorded("input-validation P1 spacing -10", .stacks, none, size: s(30, 20)) {
    HStack(spacing: -10) {
      square(); square()
    }
  },
  recorded("input-validation P1 VStack spacing -10", .stacks, none, size: s(20, 30)) {
    VStack(spacing: -10) {
      square(); square()
    }
  },
  recorded("input-validation P1 spacing -100", .stacks, none, size: s(-60, 20)) {
    HStack(spacing: -100) {
      square(); square()
    }
  },
  recorded("input-validation P1 spacing -100 at 50x20", .stacks, at(50, 20), size: s(-60, 20)) {
    HStack(spacing: -100) {
      square(); square()
    }
  },
  recorded(
    "input-validation P1 spacing NaN", .stacks, none, size: s(.nan, 20), [:], .kept(nanReason)
  ) {
    HStack(spacing: .nan) {
      square(); square()
    }
  },
  recorded(
    "input-validation P1 spacing inf", .stacks, none, size: s(inf, 20), [:], .kept(nanReason)
  ) {
    HStack(spacing: .infinity) {
      square(); square()
    }
  },
  recorded(
    "input-validation P9 spacing -inf", .stacks, none, size: s(-inf, 20), [:], .kept(nanReason)
  ) {
    HStack(spacing: -.infinity) {
      square(); square()
    }
  },
  recorded("input-validation P2 control", .modifiers, none, size: s(30, 30)) {
    square().padding(5)
  },
  recorded("input-validation P2 padding -5", .modifiers, none, size: s(10, 10)) {
    square().padding(-5)
  },
  recorded("input-validation P2 padding -15", .modifiers, none, size: s(0, 0)) {
    square().padding(-15)
  },
  recorded("input-validation P2 colour padding 60", .modifiers, at(100, 100), size: s(120, 120)) {
    Rectangle().padding(60)
  },
  recorded("input-validation P2 colour padding -5", .modifiers, at(100, 100), size: s(100, 100)) {
    Rectangle().padding(-5)
  },
  recorded(
    "input-validation P2 padding NaN", .modifiers, none, size: s(0, 0), [:], .kept(nanReason)
  ) {
    square().padding(.nan)
  },
  recorded(
    "input-validation P2 padding inf", .modifiers, none, size: s(inf, inf), [:], .kept(nanReason)
  ) {
    square().padding(.infinity)
  },
  recorded(
    "input-validation P9 padding -inf", .modifiers, none, size: s(0, 0), [:], .kept(nanReason)
  ) {
    square().padding(-.infinity)
  },
  recorded(
    "input-validation P2b padding 5", .modifiers, none, size: s(30, 30), ["c": r(5, 5, 20, 20)]
  ) { c20().padding(5) },
  recorded(
    "input-validation P2b padding -5", .modifiers, none, size: s(10, 10), ["c": r(-5, -5, 20, 20)]
  ) { c20().padding(-5) },
  recorded(
    "input-validation P2b padding -15", .modifiers, none, size: s(0, 0), ["c": r(-15, -15, 20, 20)]
  ) { c20().padding(-15) },
  recorded(
    "input-validation P2b leading -30 trailing 5", .modifiers, none, size: s(0, 20),
    ["c": r(-30, 0, 20, 20)]
  ) { c20().padding(EdgeInsets(top: 0, leading: -30, bottom: 0, trailing: 5)) },
  recorded("input-validation P3 control", .frames, none, size: s(40, 20)) {
    square().frame(width: 40)
  },
  recorded(
    "input-validation P3 width -10", .frames, none, size: s(0, 20), [:], .kept(negativeFrameReason)
  ) {
    square().frame(width: -10)
  },
  recorded("input-validation P3 width inf", .frames, none, size: s(20, 20)) {
    square().frame(width: .infinity)
  },
  recorded("input-validation P3 width NaN", .frames, none, size: s(20, 20)) {
    square().frame(width: .nan)
  },
  recorded(
    "input-validation P9 width -inf", .frames, none, size: s(0, 20), [:], .kept(negativeFrameReason)
  ) {
    square().frame(width: -.infinity)
  },
  recorded("input-validation P4 control at 100", .frames, at(100, 100), size: s(80, 20)) {
    square().frame(minWidth: 40, maxWidth: 80)
  },
  recorded("input-validation P4 control at nil", .frames, none, size: s(40, 20)) {
    square().frame(minWidth: 40, maxWidth: 80)
  },
  recorded("input-validation P4 min 80 max 40 at 100", .frames, at(100, 100), size: s(80, 20)) {
    square().frame(minWidth: 80, maxWidth: 40)
  },
  recorded("input-validation P4 min 80 max 40 at nil", .frames, none, size: s(80, 20)) {
    square().frame(minWidth: 80, maxWidth: 40)
  },
  recorded("input-validation P4 minWidth -10", .frames, none, size: s(20, 20)) {
    square().frame(minWidth: -10)
  },
  recorded("input-validation P4 maxWidth -10", .frames, at(100, 100), size: s(0, 20)) {
    square().frame(maxWidth: -10)
  },
  recorded("input-validation P9 minWidth -inf", .frames, none, size: s(20, 20)) {
    square().frame(minWidth: -.infinity)
  },
  recorded("input-validation P9 maxWidth -inf", .frames, at(100, 100), size: s(0, 20)) {
    square().frame(maxWidth: -.infinity)
  },
  recorded(
    "input-validation P4 minWidth NaN", .frames, at(100, 100), size: s(.nan, 20), [:],
    .kept(nanReason)
  ) {
    square().frame(minWidth: .nan)
  },
  recorded(
    "input-validation P4 maxWidth NaN", .frames, at(100, 100), size: s(.nan, 20), [:],
    .kept(nanReason)
  ) {
    square().frame(maxWidth: .nan)
  },
  recorded("input-validation P4b control", .frames, none, size: s(80, 20)) {
    square().frame(idealWidth: 80)
  },
  recorded("input-validation P4b idealWidth -10", .frames, none, size: s(0, 20)) {
    square().frame(idealWidth: -10)
  },
  recorded("input-validation P4b idealWidth inf", .frames, none, size: s(inf, 20)) {
    square().frame(idealWidth: .infinity)
  },
  recorded(
    "input-validation P4b idealWidth NaN", .frames, none, size: s(.nan, 20), [:], .kept(nanReason)
  ) {
    square().frame(idealWidth: .nan)
  },
  recorded("input-validation P4b minWidth inf", .frames, none, size: s(inf, 20)) {
    square().frame(minWidth: .infinity)
  },
  recorded("input-validation P4c maxWidth inf at 100", .frames, at(100, 100), size: s(100, 20)) {
    square().frame(maxWidth: .infinity)
  },
  recorded("input-validation P4c maxWidth inf at nil", .frames, none, size: s(20, 20)) {
    square().frame(maxWidth: .infinity)
  },
  recorded("input-validation P4c min 60 ideal 40", .frames, none, size: s(60, 20)) {
    square().frame(minWidth: 60, idealWidth: 40)
  },
  recorded("input-validation P4c ideal 100 max 80", .frames, none, size: s(100, 20)) {
    square().frame(idealWidth: 100, maxWidth: 80)
  },
  recorded("input-validation P4d idealWidth inf at 100", .frames, at(100, 100), size: s(20, 20)) {
    square().frame(idealWidth: .infinity)
  },
  recorded("input-validation P5 control", .spacers, none, size: s(70, 20)) {
    HStack(spacing: 0) {
      square(); Spacer(minLength: 30); square()
    }
  },
  recorded(
    "input-validation P5 minLength -30", .spacers, none, size: s(10, 20), [:],
    .kept(negativeSpacerReason)
  ) {
    HStack(spacing: 0) {
      square(); Spacer(minLength: -30); square()
    }
  },
  recorded(
    "input-validation P5 minLength NaN", .spacers, none, size: s(-inf, 20), [:], .kept(nanReason)
  ) {
    HStack(spacing: 0) {
      square(); Spacer(minLength: .nan); square()
    }
  },
  recorded(
    "input-validation P5 minLength inf", .spacers, none, size: s(inf, 20), [:], .kept(nanReason)
  ) {
    HStack(spacing: 0) {
      square(); Spacer(minLength: .infinity); square()
    }
  },
  recorded(
    "input-validation P9 minLength -inf", .spacers, none, size: s(-inf, 20), [:], .kept(nanReason)
  ) {
    HStack(spacing: 0) {
      square(); Spacer(minLength: -.infinity); square()
    }
  },
  recorded("input-validation P5 Spacer()", .spacers, none, size: s(48, 20)) {
    HStack(spacing: 0) {
      square(); Spacer(); square()
    }
  },
  recorded("input-validation P6 control", .frames, at(50, 60), size: s(50, 60)) { Rectangle() },
  recorded("input-validation P6 infinity", .frames, at(inf, inf), size: s(inf, inf)) {
    Rectangle()
  },
  recorded("input-validation P6 zero", .frames, at(0, 0), size: s(0, 0)) { Rectangle() },
  recorded(
    "input-validation P6 -10x-20", .frames, at(-10, -20), size: s(-10, -20), [:],
    .kept(negativeProposalReason)
  ) { Rectangle() },
  recorded(
    "input-validation P6 NaN x 10", .frames, at(.nan, 10), size: s(.nan, 10), [:], .kept(nanReason)
  ) {
    Rectangle()
  },
  recorded(
    "input-validation P7 control0", .priority, at(100, 10), size: s(100, 10),
    ["first": r(0, 0, 50, 10), "second": r(50, 0, 50, 10)]
  ) {
    HStack(spacing: 0) {
      flex80("first"); flex80("second")
    }
  },
  recorded(
    "input-validation P7 control", .priority, at(100, 10), size: s(100, 10),
    ["first": r(0, 0, 80, 10), "second": r(80, 0, 20, 10)]
  ) {
    HStack(spacing: 0) {
      flex80("first").layoutPriority(1); flex80("second")
    }
  },
  recorded(
    "input-validation P7 priority inf", .priority, at(100, 10), size: s(100, 10),
    ["first": r(0, 0, 80, 10), "second": r(80, 0, 20, 10)]
  ) {
    HStack(spacing: 0) {
      flex80("first").layoutPriority(.infinity); flex80("second")
    }
  },
  recorded(
    "input-validation P7 priority -1", .priority, at(100, 10), size: s(100, 10),
    ["first": r(0, 0, 20, 10), "second": r(20, 0, 80, 10)]
  ) {
    HStack(spacing: 0) {
      flex80("first").layoutPriority(-1); flex80("second")
    }
  },
  recorded(
    "input-validation P7b priority -inf", .priority, at(100, 10), size: s(100, 10),
    ["first": r(0, 0, 20, 10), "second": r(20, 0, 80, 10)]
  ) {
    HStack(spacing: 0) {
      flex80("first").layoutPriority(-.infinity); flex80("second")
    }
  },
  recorded("input-validation P8 control", .modifiers, at(100, 80), size: s(100, 50)) {
    Rectangle().aspectRatio(2, contentMode: .fit)
  },
  recorded("input-validation P8 control at 100 x nil", .modifiers, at(100, nil), size: s(100, 50)) {
    Rectangle().aspectRatio(2, contentMode: .fit)
  },
  recorded("input-validation P8b fill control", .modifiers, at(100, 80), size: s(160, 80)) {
    Rectangle().aspectRatio(2, contentMode: .fill)
  },
  recorded("input-validation P8b control at nil", .modifiers, none, size: s(10, 10)) {
    Rectangle().aspectRatio(2, contentMode: .fit)
  },
  recorded(
    "input-validation P8 ratio 0 at 100x80", .modifiers, at(100, 80), size: s(0, 80), [:],
    .kept(ratioReason)
  ) {
    Rectangle().aspectRatio(0, contentMode: .fit)
  },
  recorded(
    "input-validation P8 ratio -2 at 100x80", .modifiers, at(100, 80), size: s(100, -50), [:],
    .kept(ratioReason)
  ) {
    Rectangle().aspectRatio(-2, contentMode: .fit)
  },
  recorded(
    "input-validation P8b ratio -2 fill", .modifiers, at(100, 80), size: s(-160, 80), [:],
    .kept(ratioReason)
  ) {
    Rectangle().aspectRatio(-2, contentMode: .fill)
  },
  recorded(
    "input-validation P8 ratio NaN", .modifiers, at(100, 80), size: s(.nan, .nan), [:],
    .kept(ratioReason)
  ) {
    Rectangle().aspectRatio(.nan, contentMode: .fit)
  },
  recorded(
    "input-validation P8 ratio inf", .modifiers, at(100, 80), size: s(.nan, 0), [:],
    .kept(ratioReason)
  ) {
    Rectangle().aspectRatio(.infinity, contentMode: .fit)
  },
  recorded("input-validation P8c fit at 100x0", .modifiers, at(100, 0), size: s(0, 0)) {
    Rectangle().aspectRatio(2, contentMode: .fit)
  },
  recorded("input-validation P8c fill at 100x0", .modifiers, at(100, 0), size: s(100, 50)) {
    Rectangle().aspectRatio(2, contentMode: .fill)
  },
  recorded("input-validation P8c fit at 0x80", .modifiers, at(0, 80), size: s(0, 0)) {
    Rectangle().aspectRatio(2, contentMode: .fit)
  },
  recorded("input-validation P8c fill at 0x80", .modifiers, at(0, 80), size: s(160, 80)) {
    Rectangle().aspectRatio(2, contentMode: .fill)
  },
]
