import LayoutEngine

// The arms of MetalUI's `docs/probes/swiftui-stack-algorithms.swift` (recorded 2026-09-16,
// macOS 27.0, see RecordedSwiftUICorpus.swift): each arm's size and its leaves' last placed
// rects, relative to the view under test.

private func recorded(
  _ arm: String, _ feature: RecordedFeature, _ proposal: ProposedSize, size: Size?,
  _ leaves: [String: Rect] = [:], _ outcome: RecordedOutcome = .matches,
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  recordedCase("stack-algorithms \(arm)", feature, proposal, size: size, leaves, outcome, view)
}

private func a20() -> ProbeLeaf { fixed("a", 20, 20) }
private func b20() -> ProbeLeaf { fixed("b", 20, 20) }
private func bg() -> ProbeLeaf { fixed("bg", 0, 0) }
private func primary() -> ProbeLeaf { fixed("primary", 60, 40) }

private let alignments: [(String, Alignment)] = [
  ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
  ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
]
/// Where a 20 x 20 view goes in 60 x 40 for each of `alignments`, as A3 and A6 record.
private let nineOrigins: [(Double, Double)] = [
  (0, 0), (20, 0), (40, 0), (0, 10), (20, 10), (40, 10), (0, 20), (20, 20), (40, 20),
]

let spacerCases: [RecordedCase] = [
  recorded(
    "SP control", .spacers, none, size: s(70, 20), ["a": r(0, 0, 20, 20), "b": r(50, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer(minLength: 30); b20()
    }
  },
  recorded("SP1", .spacers, none, size: s(48, 20), ["b": r(28, 0, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); Spacer(); b20()
    }
  },
  recorded("SP2", .spacers, none, size: s(48, 20), ["b": r(28, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(); b20()
    }
  },
  recorded("SP3", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0); b20()
    }
  },
  recorded("SP4", .spacers, none, size: s(80, 20), ["b": r(60, 0, 20, 20)]) {
    HStack(spacing: 20) {
      a20(); Spacer(minLength: 0); b20()
    }
  },
  recorded("SP6", .spacers, none, size: s(20, 48), ["b": r(0, 28, 20, 20)]) {
    VStack(spacing: 0) {
      a20(); Spacer(); b20()
    }
  },
  recorded("SP7", .spacers, none, size: s(20, 40), ["b": r(0, 20, 20, 20)]) {
    VStack {
      a20(); Spacer(minLength: 0); b20()
    }
  },
  recorded(
    "SP8", .spacers, at(200, 50), size: s(200, 20), ["a": r(0, 0, 20, 20), "b": r(180, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer(); b20()
    }
  }.placed(with: ["a": at(96, 50), "b": at(172, 50)]),
  recorded("SP9", .spacers, at(200, 50), size: s(200, 20), ["a": r(60, 0, 20, 20)]) {
    HStack(spacing: 0) {
      Spacer(); a20(); Spacer(); Spacer()
    }
  },
  recorded("SP10", .spacers, at(200, 50), size: s(200, 20), ["a": r(90, 0, 20, 20)]) {
    HStack(spacing: 0) {
      Spacer(minLength: 50); a20(); Spacer()
    }
  },
  recorded("SP13", .spacers, at(100, 50), size: s(100, 20), ["a": r(80, 0, 20, 20)]) {
    HStack(spacing: 0) {
      Spacer(); a20()
    }
  },
  recorded("SP14", .spacers, at(100, 50), size: s(20, 50), ["a": r(0, 30, 20, 20)]) {
    VStack(spacing: 0) {
      Spacer(); a20()
    }
  },
  recorded("SP18", .spacers, at(100, 50), size: s(20, 50), ["a": r(0, 15, 20, 20)]) {
    HStack(spacing: 0) {
      VStack { Spacer() }; a20()
    }
  },
  recorded(
    "SP19", .spacers, at(200, 50), size: s(50, 20), ["a": r(0, 0, 20, 20), "b": r(30, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer().frame(width: 10); b20()
    }
  }.placed(with: ["a": at(200.0 / 3, 50), "b": at(170, 50)]),
  recorded(
    "SP20", .spacers, at(200, 50), size: s(200, 20), ["a": r(0, 0, 20, 20), "b": r(180, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer().padding(5); b20()
    }
  }.placed(with: ["a": at(200.0 / 3, 50), "b": at(90, 50)]),
  recorded("SP21", .spacers, at(100, 50), size: s(100, 20), ["a": r(40, 0, 20, 20)]) {
    VStack(spacing: 0) {
      HStack(spacing: 0) { Spacer() }; a20()
    }
  },
  recorded("SP22", .spacers, at(100, nil), size: s(100, 20), ["a": r(0, 0, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); Spacer()
    }
  },
  recorded("X9", .spacers, none, size: s(28, 20), ["a": r(0, 0, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); Spacer()
    }
  },
  recorded("SPB control", .layering, at(100, 50), size: s(30, 10), ["bg": r(15, 5, 0, 0)]) {
    fixed("a", 30, 10).background { bg() }
  },
  recorded("SPB1", .spacers, at(100, 50), size: s(100, 0), ["bg": r(50, 0, 0, 0)]) {
    HStack(spacing: 0) { Spacer() }.background { bg() }
  },
  recorded("SPB2", .spacers, none, size: s(8, 0), ["bg": r(4, 0, 0, 0)]) {
    HStack(spacing: 0) { Spacer() }.background { bg() }
  },
  recorded("SPB3", .spacers, at(100, 50), size: s(100, 50), ["bg": r(50, 25, 0, 0)]) {
    Spacer().background { bg() }
  },
  recorded("SPB4", .spacers, none, size: s(8, 8), ["bg": r(4, 4, 0, 0)]) {
    Spacer().background { bg() }
  },
  recorded("SPB5", .spacers, at(100, 50), size: s(0, 50), ["bg": r(0, 25, 0, 0)]) {
    VStack(spacing: 0) { Spacer() }.background { bg() }
  },
  recorded("SPB6", .spacers, at(100, 50), size: s(100, 50), ["bg": r(50, 25, 0, 0)]) {
    ZStack { Spacer() }.background { bg() }
  },
  recorded("SPB7", .stacks, at(100, 50), size: s(0, 0), ["bg": r(0, 0, 0, 0)]) {
    HStack(spacing: 0) {}.background { bg() }
  },
  recorded(
    "K2a", .spacers, at(200, 50), size: s(200, 50),
    ["a": r(0, 15, 20, 20), "b": r(180, 15, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); ZStack { Spacer() }; b20()
    }
  }.placed(with: ["a": at(96, 50), "b": at(172, 50)]),
  recorded(
    "K2b", .spacers, at(200, 50), size: s(90, 20), ["a": r(0, 0, 20, 20), "b": r(70, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer().aspectRatio(1, contentMode: .fit); b20()
    }
  }.placed(with: ["a": at(200.0 / 3, 50), "b": at(90, 50)]),
  recorded("K2c", .spacers, at(200, 50), size: s(48, 20), ["b": r(28, 0, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); Spacer().fixedSize(); b20()
    }
  }.placed(with: ["a": at(200.0 / 3, 50), "b": at(172, 50)]),
  recorded(
    "K2d", .spacers, at(200, 50), size: s(200, 20), ["a": r(0, 0, 20, 20), "b": r(180, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer().frame(maxWidth: .infinity); b20()
    }
  }.placed(with: ["a": at(200.0 / 3, 50), "b": at(90, 50)]),
  recorded(
    "K2e", .spacers, at(200, 50), size: s(50, 20),
    ["p": r(20, 5, 10, 10), "b": r(30, 0, 20, 20), "bg": r(25, 10, 0, 0)]
  ) {
    HStack(spacing: 0) {
      a20()
      fixed("p", 10, 10).overlay { Spacer().background { bg() } }
      b20()
    }
  }.placed(with: ["a": at(200.0 / 3, 50), "p": at(90, 50), "b": at(170, 50), "bg": at(10, 0)]),
  recorded("K2f", .spacers, none, size: s(8, 8), ["bg": r(4, 4, 0, 0)]) {
    ZStack { Spacer().fixedSize() }.background { bg() }
  },
  recorded("K2g", .spacers, none, size: s(8, 0), ["bg": r(4, 0, 0, 0)]) {
    HStack(spacing: 0) { Spacer().fixedSize() }.background { bg() }
  },
  recorded("K2i", .spacers, none, size: s(70, 20), ["b": r(50, 0, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); Spacer(minLength: 30).fixedSize(); b20()
    }
  },
  recorded("K2j", .spacers, none, size: s(70, 30), ["a": r(0, 5, 20, 20), "b": r(50, 5, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); ZStack { Spacer(minLength: 30).fixedSize() }; b20()
    }
  },
  recorded("K3 control", .spacers, none, size: s(48, 20), ["b": r(28, 0, 20, 20)]) {
    HStack {
      a20(); b20()
    }
  },
  recorded("K3a", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).padding(0); b20()
    }
  },
  recorded("K3b", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).frame(width: 0); b20()
    }
  },
  recorded("K3c", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20), "c": r(20, 10, 0, 0)]) {
    HStack {
      a20(); Spacer(minLength: 0).overlay { fixed("c", 0, 0) }; b20()
    }
  },
  recorded("K3d", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).layoutPriority(1); b20()
    }
  },
  recorded("K3e", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).fixedSize(); b20()
    }
  },
  recorded("K3f", .spacers, none, size: s(40, 20), ["b": r(40, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).aspectRatio(1, contentMode: .fit); b20()
    }
  },
  recorded("K3g", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); ZStack { Spacer(minLength: 0) }; b20()
    }
  },
  recorded("K3h", .spacers, none, size: s(56, 20), ["b": r(36, 0, 20, 20)]) {
    HStack {
      a20(); VStack { Spacer(minLength: 0) }; b20()
    }
  },
  recorded("K3i", .spacers, none, size: s(56, 20), ["c": r(28, 10, 0, 0), "b": r(36, 0, 20, 20)]) {
    HStack {
      a20(); fixed("c", 0, 0).overlay { Spacer(minLength: 0) }; b20()
    }
  },
  recorded("K3j", .spacers, none, size: s(56, 20), ["c": r(28, 10, 0, 0), "b": r(36, 0, 20, 20)]) {
    HStack {
      a20();
      ZStack {
        Spacer(minLength: 0); fixed("c", 0, 0)
      }; b20()
    }
  },
  recorded("K3k", .spacers, none, size: s(56, 20), ["c": r(28, 10, 0, 0), "b": r(36, 0, 20, 20)]) {
    HStack {
      a20();
      ZStack {
        fixed("c", 0, 0); Spacer(minLength: 0)
      }; b20()
    }
  },
  recorded("K3l", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20();
      ZStack {
        Spacer(minLength: 0); Spacer(minLength: 0)
      }; b20()
    }
  },
  recorded("K3m", .spacers, none, size: s(64, 20), ["b": r(44, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).padding(4); b20()
    }
  },
  recorded("K3n", .spacers, none, size: s(52, 20), ["b": r(32, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).padding(.leading, 4); b20()
    }
  },
  recorded("K3o", .spacers, none, size: s(40, 20), ["b": r(20, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).padding(.top, 4); b20()
    }
  },
  recorded("K3p", .spacers, none, size: s(20, 52), ["b": r(0, 32, 20, 20)]) {
    VStack {
      a20(); Spacer(minLength: 0).padding(.top, 4); b20()
    }
  },
  recorded("K3q", .spacers, none, size: s(50, 20), ["b": r(30, 0, 20, 20)]) {
    HStack {
      a20(); Spacer(minLength: 0).frame(width: 10).padding(0); b20()
    }
  },
]

let distributionCases: [RecordedCase] = [
  recorded(
    "G control", .stacks, at(100, 50), size: s(100, 20),
    ["a": r(0, 0, 50, 20), "b": r(50, 0, 50, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80); flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "G1", .stacks, at(100, 50), size: s(100, 20), ["a": r(0, 0, 40, 20), "b": r(40, 0, 60, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 20, 100, 100); flexW("b", 60, 100, 100)
    }
  },
  recorded(
    "G1r", .stacks, at(100, 50), size: s(100, 20), ["b": r(0, 0, 60, 20), "a": r(60, 0, 40, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("b", 60, 100, 100); flexW("a", 20, 100, 100)
    }
  },
  recorded(
    "G2", .priority, at(100, 50), size: s(100, 20), ["a": r(0, 0, 70, 20), "b": r(70, 0, 30, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80).layoutPriority(1); flexW("b", 30, 80, 80)
    }
  },
  recorded(
    "G2c", .priority, at(100, 50), size: s(100, 20), ["a": r(0, 0, 80, 20), "b": r(80, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80).layoutPriority(1); flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "G3", .stacks, at(200, 50), size: s(200, 20), ["a": r(0, 0, 20, 20), "b": r(20, 0, 180, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); flexW("b", 0, 10, inf)
    }
  },
  recorded(
    "G4", .frames, at(200, 50), size: s(200, 20), ["a": r(0, 0, 20, 20), "b": r(100, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); b20().frame(maxWidth: .infinity)
    }
  },
  recorded(
    "G4r", .frames, at(200, 50), size: s(200, 20), ["b": r(80, 0, 20, 20), "a": r(180, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      b20().frame(maxWidth: .infinity); a20()
    }
  },
  recorded(
    "G4f", .frames, at(200, 50), size: s(200, 20), ["b": r(50, 0, 20, 20), "a": r(120, 0, 80, 20)]
  ) {
    HStack(spacing: 0) {
      b20().frame(maxWidth: .infinity); flexW("a", 0, 80, 80)
    }
  },
  recorded(
    "G5", .spacers, at(200, 50), size: s(200, 20), ["a": r(0, 0, 20, 20), "b": r(28, 0, 172, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); Spacer(); flexW("b", 0, 10, inf)
    }
  },
  recorded(
    "G5b", .spacers, at(200, 50), size: s(200, 20), ["b": r(0, 0, 172, 20), "a": r(180, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("b", 0, 10, inf); Spacer(); a20()
    }
  },
  recorded(
    "G6", .spacers, at(100, 50), size: s(100, 20), ["a": r(0, 0, 80, 20), "b": r(88, 0, 12, 20)]
  ) {
    HStack(spacing: 0) {
      fixed("a", 80, 20); Spacer(); flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "G6c", .stacks, at(100, 50), size: s(100, 20), ["a": r(0, 0, 80, 20), "b": r(80, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      fixed("a", 80, 20); flexW("b", 0, 80, 80)
    }
  },
  recorded("G7", .spacers, none, size: s(108, 20), ["a": r(0, 0, 80, 20), "b": r(88, 0, 20, 20)]) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80); Spacer(); b20()
    }
  },
  recorded(
    "G8", .stacks, at(inf, inf), size: s(inf, 20), ["a": r(0, 0, inf, 20), "b": r(inf, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 10, inf); b20()
    }
  },
  recorded(
    "G9", .stacks, at(100, 50), size: s(160, 20), ["a": r(0, 0, 80, 20), "b": r(80, 0, 80, 20)]
  ) {
    HStack(spacing: 0) {
      fixed("a", 80, 20); fixed("b", 80, 20)
    }
  },
  recorded(
    "G10", .stacks, at(300, 50), size: s(40, 20), ["a": r(0, 0, 20, 20), "b": r(20, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      a20(); b20()
    }
  },
  recorded(
    "G11", .priority, at(100, 50), size: s(100, 20), ["a": r(0, 0, 80, 20), "b": r(80, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      HStack { flexW("a", 0, 80, 80).layoutPriority(1) }; flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "G11c", .priority, at(100, 50), size: s(100, 20),
    ["a": r(0, 0, 50, 20), "c": r(50, 10, 0, 0), "b": r(50, 0, 50, 20)]
  ) {
    HStack(spacing: 0) {
      HStack(spacing: 0) {
        flexW("a", 0, 80, 80).layoutPriority(1); fixed("c", 0, 0)
      }
      flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "G12", .stacks, at(100, 50), size: s(100, 20),
    ["a": r(0, 0, 26.67, 20), "b": r(36.67, 0, 26.67, 20), "c": r(73.33, 0, 26.67, 20)]
  ) {
    HStack(spacing: 10) {
      flexW("a", 0, 80, 80); flexW("b", 0, 80, 80); flexW("c", 0, 80, 80)
    }
  },
  recorded(
    "G13", .stacks, at(60, 50), size: s(75, 20),
    ["a": r(0, 0, 30, 20), "b": r(30, 0, 0, 20), "c": r(30, 0, 45, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 30, 40, 40); flexW("b", 0, 50, 100); fixed("c", 45, 20)
    }
  },
  recorded(
    "G14", .priority, at(100, 50), size: s(100, 20),
    ["a": r(0, 0, 0, 20), "b": r(0, 0, 20, 20), "c": r(20, 0, 80, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80).layoutPriority(-1)
      flexW("b", 0, 80, 80)
      flexW("c", 0, 80, 80).layoutPriority(1)
    }
  },
  recorded(
    "G15", .stacks, at(50, 100), size: s(20, 100), ["a": r(0, 0, 20, 50), "b": r(0, 50, 20, 50)]
  ) {
    VStack(spacing: 0) {
      flexH("a", 0, 80, 80); flexH("b", 20, 80, 80)
    }
  },
  recorded(
    "G16", .stacks, at(100, 100), size: s(100, 40), ["a": r(0, 0, 100, 20), "b": r(35, 20, 30, 20)]
  ) {
    VStack(spacing: 0) {
      flexW("a", 0, 10, inf); fixed("b", 30, 20)
    }
  },
  recorded("G17", .stacks, none, size: s(30, 40), ["a": r(0, 0, 30, 20), "b": r(0, 20, 30, 20)]) {
    VStack(spacing: 0) {
      flexW("a", 0, 10, inf); fixed("b", 30, 20)
    }
  },
  recorded("G19", .spacers, at(nil, 50), size: s(48, 20), ["b": r(28, 0, 20, 20)]) {
    HStack(spacing: 0) {
      a20(); Spacer(); b20()
    }
  },
  recorded(
    "G20", .stacks, at(100, 80), size: s(40, 80), ["a": r(0, 0, 20, 80), "b": r(20, 25, 20, 30)]
  ) {
    HStack(spacing: 0) {
      flexH("a", 0, 10, inf); fixed("b", 20, 30)
    }
  },
  recorded(
    "G21", .stacks, at(100, nil), size: s(40, 30), ["a": r(0, 0, 20, 30), "b": r(20, 0, 20, 30)]
  ) {
    HStack(spacing: 0) {
      flexH("a", 0, 10, inf); fixed("b", 20, 30)
    }
  },
  recorded(
    "G24", .priority, at(200, 50), size: s(200, 20), ["a": r(0, 0, 0, 20), "b": r(0, 0, 200, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 10, inf); flexW("b", 0, 10, inf).layoutPriority(1)
    }
  },
  recorded(
    "G25", .spacers, at(200, 50), size: s(200, 20), ["a": r(0, 0, 96, 20), "b": r(104, 0, 96, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 10, inf); Spacer(); flexW("b", 0, 10, inf)
    }
  },
  recorded(
    "X1", .stacks, at(100, 50), size: s(100, 20), ["a": r(0, 0, 20, 20), "b": r(20, 0, 80, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80); fixed("b", 80, 20)
    }
  },
  recorded(
    "X2", .stacks, at(200, 50), size: s(200, 20), ["a": r(0, 0, 180, 20), "b": r(180, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 10, inf); b20()
    }
  },
  recorded(
    "X3", .stacks, at(100, 50), size: s(100, 20),
    ["a": r(0, 0, 40, 20), "b": r(40, 0, 30, 20), "c": r(70, 0, 30, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80); fixed("b", 30, 20); fixed("c", 30, 20)
    }
  },
  recorded(
    "X4", .stacks, at(70, 50), size: s(70, 20), ["a": r(0, 0, 30, 20), "b": r(30, 0, 40, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 50, 100); flexW("b", 40, 50, 60)
    }
  },
  recorded(
    "X5", .priority, at(100, 50), size: s(100, 20), ["a": r(0, 0, 80, 20), "b": r(88, 0, 12, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80).layoutPriority(1); Spacer(); flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "X6", .priority, at(100, 50), size: s(100, 20), ["a": r(0, 0, 0, 20), "b": r(100, 0, 0, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 80, 80); Spacer().layoutPriority(1); flexW("b", 0, 80, 80)
    }
  },
  recorded(
    "X7", .priority, at(200, 50), size: s(200, 20), ["a": r(0, 0, 200, 20), "b": r(200, 0, 0, 20)]
  ) {
    HStack(spacing: 0) {
      flexW("a", 0, 10, inf); flexW("b", 0, 10, inf).layoutPriority(-1)
    }
  },
  recorded(
    "X8", .spacers, at(200, 50), size: s(200, 20), ["a": r(180, 0, 20, 20), "o": r(80, 0, 20, 20)]
  ) {
    HStack(spacing: 0) {
      Spacer().overlay { fixed("o", 20, 20) }; a20()
    }
  },
  recorded("X10", .stacks, none, size: s(40, 30), ["a": r(0, 0, 20, 30), "b": r(20, 0, 20, 30)]) {
    HStack(spacing: 0) {
      flexH("a", 0, 10, inf); fixed("b", 20, 30)
    }
  },
  recorded(
    "X11", .stacks, at(nil, 100), size: s(30, 40), ["a": r(0, 0, 30, 20), "b": r(0, 20, 30, 20)]
  ) {
    VStack(spacing: 0) {
      flexW("a", 0, 10, inf); fixed("b", 30, 20)
    }
  },
  recorded(
    "X13", .stacks, at(nil, 50), size: s(160, 20), ["a": r(0, 0, 80, 20), "b": r(80, 0, 80, 20)]
  ) {
    HStack(spacing: 0) {
      fixed("a", 80, 20); fixed("b", 80, 20)
    }
  },
  recorded("Q1", .stacks, none, size: s(30, 80), ["a": r(0, 0, 30, 20), "b": r(0, 20, 30, 20)]) {
    VStack(spacing: 0) {
      AreaLeaf(name: "a", area: 600, ideal: 10); fixed("b", 30, 20)
    }
  },
  recorded(
    "Q1c", .stacks, at(30, nil), size: s(30, 40), ["a": r(0, 0, 30, 20), "b": r(0, 20, 30, 20)]
  ) {
    VStack(spacing: 0) {
      AreaLeaf(name: "a", area: 600, ideal: 10); fixed("b", 30, 20)
    }
  },
  recorded(
    "Q3", .stacks, at(100, 50), size: s(100, 30),
    ["a": r(0, 11.25, 80, 7.5), "b": r(80, 0, 20, 30)]
  ) {
    HStack(spacing: 0) {
      AreaLeaf(name: "a", area: 600, ideal: 10); fixed("b", 20, 30)
    }
  },
  recorded(
    "AR4", .modifiers, at(856, 300), size: s(528, 95),
    ["a": r(0, 15.5, 168, 64), "c": r(180, 0, 168, 95), "b": r(360, 15.5, 168, 64)]
  ) {
    HStack(spacing: 12) {
      fixed("a", 168, 64)
      fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
      fixed("b", 168, 64)
    }
  },
]

let alignmentCases: [RecordedCase] =
  [("top", VerticalAlignment.top, 0.0), ("center", .center, 10), ("bottom", .bottom, 20)].map {
    name, alignment, y in
    recorded(
      "A1 \(name)", .stacks, none, size: s(40, 30), ["a": r(0, y, 20, 10), "b": r(20, 0, 20, 30)]
    ) {
      HStack(alignment: alignment, spacing: 0) {
        fixed("a", 20, 10); fixed("b", 20, 30)
      }
    }
  }
  + [
    ("leading", HorizontalAlignment.leading, 0.0), ("center", .center, 10),
    ("trailing", .trailing, 20),
  ]
  .map { name, alignment, x in
    recorded(
      "A2 \(name)", .stacks, none, size: s(30, 40), ["a": r(x, 0, 10, 20), "b": r(0, 20, 30, 20)]
    ) {
      VStack(alignment: alignment, spacing: 0) {
        fixed("a", 10, 20); fixed("b", 30, 20)
      }
    }
  }

let zStackCases: [RecordedCase] =
  zip(alignments, nineOrigins).map { named, origin in
    let (name, alignment) = named
    return recorded(
      "A3 \(name)", .zStack, none, size: s(60, 40),
      ["big": r(0, 0, 60, 40), "small": r(origin.0, origin.1, 20, 20)]
    ) {
      ZStack(alignment: alignment) {
        fixed("big", 60, 40); fixed("small", 20, 20)
      }
    }
  } + [
    recorded("A4", .zStack, none, size: s(60, 40), ["a": r(0, 0, 60, 20), "b": r(0, 0, 20, 40)]) {
      ZStack(alignment: .topLeading) {
        fixed("a", 60, 20); fixed("b", 20, 40)
      }
    },
    recorded(
      "A5", .zStack, at(100, 80), size: s(100, 80), ["a": r(0, 0, 100, 80), "b": r(40, 30, 20, 20)]
    ) {
      ZStack {
        greedy("a"); b20()
      }
    },
    recorded("A5n", .zStack, none, size: s(20, 20), ["a": r(0, 0, 20, 20), "b": r(0, 0, 20, 20)]) {
      ZStack {
        greedy("a"); b20()
      }
    },
    recorded(
      "X12", .zStack, at(100, nil), size: s(100, 20),
      ["a": r(0, 0, 100, 20), "b": r(40, 0, 20, 20)]
    ) {
      ZStack {
        greedy("a"); b20()
      }
    },
    recorded("Q2", .zStack, none, size: s(30, 60), ["a": r(0, 0, 30, 20), "b": r(0, 0, 30, 20)]) {
      ZStack {
        AreaLeaf(name: "a", area: 600, ideal: 10); fixed("b", 30, 20)
      }
    },
    recorded(
      "Z1", .zStack, at(60, 40), size: s(30, 20), ["h": r(2.5, 5, 15, 10), "o": r(0, 0, 20, 20)]
    ) {
      ZStack {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
    recorded(
      "Z2", .zStack, at(60, 40), size: s(30, 20), ["h": r(0, 0, 15, 10), "o": r(0, 0, 20, 20)]
    ) {
      ZStack(alignment: .topLeading) {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
    recorded("Z3", .zStack, none, size: s(20, 20), ["h": r(5, 5, 10, 10), "o": r(0, 0, 20, 20)]) {
      ZStack {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
    recorded(
      "Z4", .zStack, at(100, 100), size: s(60, 40), ["h": r(15, 15, 30, 10), "o": r(0, 0, 60, 40)]
    ) {
      ZStack {
        HalfLeaf(name: "h"); fixed("o", 60, 40)
      }
    },
  ]

let layeringCases: [RecordedCase] =
  zip(alignments, nineOrigins).map { named, origin in
    let (name, alignment) = named
    return recorded(
      "A6 overlay \(name)", .layering, none, size: s(60, 40), ["o": r(origin.0, origin.1, 20, 20)]
    ) {
      primary().overlay(alignment: alignment) { fixed("o", 20, 20) }
    }
  } + [
    recorded("A7", .layering, at(300, 300), size: s(60, 40), ["o": r(0, 0, 60, 40)]) {
      primary().overlay { greedy("o") }
    },
    recorded("A8", .layering, none, size: s(60, 40), ["o": r(0, 0, 100, 100)]) {
      primary().overlay(alignment: .topLeading) { fixed("o", 100, 100) }
    },
    recorded("A9 topLeading", .layering, none, size: s(60, 40), ["bg": r(0, 0, 20, 20)]) {
      primary().background(alignment: .topLeading) { fixed("bg", 20, 20) }
    },
    recorded("A9 center", .layering, none, size: s(60, 40), ["bg": r(20, 10, 20, 20)]) {
      primary().background(alignment: .center) { fixed("bg", 20, 20) }
    },
    recorded("A9 bottomTrailing", .layering, none, size: s(60, 40), ["bg": r(40, 20, 20, 20)]) {
      primary().background(alignment: .bottomTrailing) { fixed("bg", 20, 20) }
    },
    recorded(
      "A10", .layering, none, size: s(60, 40), ["o1": r(20, 10, 20, 20), "o2": r(15, 15, 30, 10)]
    ) {
      primary().overlay {
        fixed("o1", 20, 20); fixed("o2", 30, 10)
      }
    },
    recorded("K5 control", .layering, none, size: s(60, 40), ["h": r(15, 15, 30, 10)]) {
      primary().overlay { HalfLeaf(name: "h") }
    },
    recorded(
      "K5a", .layering, none, size: s(60, 40), ["h": r(17.5, 15, 15, 10), "o": r(15, 10, 20, 20)]
    ) {
      primary().overlay {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
    recorded(
      "K5b", .zStack, none, size: s(60, 40), ["h": r(17.5, 15, 15, 10), "o": r(15, 10, 20, 20)]
    ) {
      primary().overlay {
        ZStack {
          HalfLeaf(name: "h"); fixed("o", 20, 20)
        }
      }
    },
    recorded("K5c", .zStack, none, size: s(60, 40), ["h": r(2.5, 5, 15, 10), "o": r(0, 0, 20, 20)])
    {
      primary().overlay(alignment: .topLeading) {
        ZStack {
          HalfLeaf(name: "h"); fixed("o", 20, 20)
        }
      }
    },
    recorded(
      "K5d", .layering, none, size: s(60, 40), ["h": r(10, 15, 20, 10), "o": r(30, 10, 20, 20)]
    ) {
      primary().overlay {
        HStack(spacing: 0) {
          HalfLeaf(name: "h"); fixed("o", 20, 20)
        }
      }
    },
    recorded(
      "K5e", .layering, none, size: s(60, 40), ["h": r(17.5, 15, 15, 10), "o": r(15, 10, 20, 20)]
    ) {
      primary().background {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
    recorded("K5f", .layering, none, size: s(60, 40), ["h": r(22.5, 15, 15, 10)]) {
      primary().overlay { HalfLeaf(name: "h").frame(width: 30) }
    },
    recorded(
      "K5g", .layering, none, size: s(60, 40), ["h": r(2.5, 5, 15, 10), "o": r(0, 0, 20, 20)]
    ) {
      primary().overlay(alignment: .topLeading) {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
    recorded(
      "K5h", .layering, none, size: s(60, 40), ["h": r(32.5, 25, 15, 10), "o": r(30, 20, 20, 20)]
    ) {
      primary().background(alignment: .bottomTrailing) {
        HalfLeaf(name: "h"); fixed("o", 20, 20)
      }
    },
  ]

private let both: Axis.Set = [.horizontal, .vertical]
/// The scroll probes' content: flexible on both axes, ideal 50 x 300.
private func scrollContent() -> ProbeLeaf { greedy("c", idealWidth: 50, idealHeight: 300) }

let scrollViewCases: [RecordedCase] = [
  recorded("SC1 vertical at nil", .scrollView, none, size: s(50, 300), ["c": r(0, 0, 50, 300)]) {
    ScrollView(.vertical) { scrollContent() }
  },
  recorded(
    "SC1 vertical at 100x100", .scrollView, at(100, 100), size: s(100, 100),
    ["c": r(0, 0, 100, 300)]
  ) {
    ScrollView(.vertical) { scrollContent() }
  },
  recorded("SC1 vertical at inf", .scrollView, at(inf, inf), size: s(inf, inf)) {
    ScrollView(.vertical) { scrollContent() }
  },
  recorded("SC1 horizontal at nil", .scrollView, none, size: s(50, 300)) {
    ScrollView(.horizontal) { scrollContent() }
  },
  recorded(
    "SC1 horizontal at 100x100", .scrollView, at(100, 100), size: s(100, 100),
    ["c": r(0, 0, 50, 100)]
  ) {
    ScrollView(.horizontal) { scrollContent() }
  },
  recorded("SC1 horizontal at inf", .scrollView, at(inf, inf), size: s(inf, inf)) {
    ScrollView(.horizontal) { scrollContent() }
  },
  recorded("SC1 both at nil", .scrollView, none, size: s(50, 300)) {
    ScrollView(both) { scrollContent() }
  },
  recorded("SC1 both at 100x100", .scrollView, at(100, 100), size: s(100, 100)) {
    ScrollView(both) { scrollContent() }
  },
  recorded("SC1 both at inf", .scrollView, at(inf, inf), size: s(inf, inf)) {
    ScrollView(both) { scrollContent() }
  },
  recorded("SC2 vertical", .scrollView, at(100, 100), size: s(50, 100), ["c": r(0, 0, 50, 30)]) {
    ScrollView(.vertical) { fixed("c", 50, 30) }
  },
  recorded("SC2 horizontal", .scrollView, at(100, 100), size: s(100, 30), ["c": r(0, 0, 50, 30)]) {
    ScrollView(.horizontal) { fixed("c", 50, 30) }
  },
  // Where the content lies is SCG2's reading of the same arm: centred in a two-axis viewport.
  recorded("SC2 both", .scrollView, at(100, 100), size: s(100, 100), ["c": r(25, 35, 50, 30)]) {
    ScrollView(both) { fixed("c", 50, 30) }
  },
  recorded(
    "SC3 vertical", .scrollView, at(200, 200), size: s(50, 200),
    ["a": r(0, 0, 50, 30), "b": r(10, 38, 30, 20)]
  ) {
    ScrollView(.vertical) {
      fixed("a", 50, 30); fixed("b", 30, 20)
    }
  },
  recorded(
    "SC3 horizontal", .scrollView, at(200, 200), size: s(200, 58),
    ["a": r(0, 0, 50, 30), "b": r(10, 38, 30, 20)]
  ) {
    ScrollView(.horizontal) {
      fixed("a", 50, 30); fixed("b", 30, 20)
    }
  },
  recorded("SC3 both", .scrollView, at(200, 200), size: s(200, 200)) {
    ScrollView(both) {
      fixed("a", 50, 30); fixed("b", 30, 20)
    }
  },
  recorded("SC4 vertical", .scrollView, at(100, 100), size: s(500, 100), ["c": r(0, 0, 500, 500)]) {
    ScrollView(.vertical) { fixed("c", 500, 500) }
  },
  recorded("SC4 horizontal", .scrollView, at(100, 100), size: s(100, 500), ["c": r(0, 0, 500, 500)])
  {
    ScrollView(.horizontal) { fixed("c", 500, 500) }
  },
  recorded("SC4 both", .scrollView, at(100, 100), size: s(100, 100), ["c": r(0, 0, 500, 500)]) {
    ScrollView(both) { fixed("c", 500, 500) }
  },
  recorded("SCG vertical", .scrollView, at(100, 100), size: s(100, 100), ["c": r(25, 0, 50, 30)]) {
    ScrollView(.vertical) { fixed("c", 50, 30) }.frame(width: 100, height: 100)
  },
  recorded("SCG horizontal", .scrollView, at(100, 100), size: s(100, 100), ["c": r(0, 35, 50, 30)])
  {
    ScrollView(.horizontal) { fixed("c", 50, 30) }.frame(width: 100, height: 100)
  },
  recorded("SCG both", .scrollView, at(100, 100), size: s(100, 100), ["c": r(25, 35, 50, 30)]) {
    ScrollView(both) { fixed("c", 50, 30) }.frame(width: 100, height: 100)
  },
]

let aspectRatioCases: [RecordedCase] = [
  recorded("AR control", .modifiers, at(500, 300), size: s(168, 95)) { fixed("c", 168, 95) },
  recorded("AR1", .modifiers, at(500, 300), size: s(168, 95), ["c": r(0, 0, 168, 95)]) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("AR2", .modifiers, none, size: s(168, 95)) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("AR3", .modifiers, at(500, 300), size: s(500, 281.25), ["c": r(0, 0, 500, 281.25)]) {
    greedy("c").aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4", .modifiers, at(500, nil), size: s(168, 95)) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4b", .modifiers, at(nil, 300), size: s(168, 95)) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4c", .modifiers, at(500, nil), size: s(500, 281.25)) {
    greedy("c").aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4d", .modifiers, at(inf, inf), size: s(168, 95)) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4e", .modifiers, at(500, inf), size: s(168, 95)) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4f", .modifiers, at(inf, inf), size: s(inf, inf)) {
    greedy("c").aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4g", .modifiers, at(500, inf), size: s(500, 281.25)) {
    greedy("c").aspectRatio(16 / 9, contentMode: .fit)
  },
  recorded("K4h", .modifiers, at(500, inf), size: s(168, 95)) {
    fixed("c", 168, 95).aspectRatio(16 / 9, contentMode: .fill)
  },
  recorded("K4j", .modifiers, at(100, 100), size: s(30, 30)) {
    fixed("c", 30, 30).aspectRatio(-1, contentMode: .fit)
  },
]

/// Every recorded case, in the order of the score table's features.
let recordedCorpus: [RecordedCase] =
  frameSemanticsCases + modifierOrderCases + inputValidationCases + spacerCases
  + distributionCases + alignmentCases + zStackCases + layeringCases + scrollViewCases
  + aspectRatioCases + baselineCases + layoutProtocolCases + textLineCases + gridCases
  + spacingCases + truncationCases + alignmentGuideCases + viewThatFitsCases
