import LayoutEngine
import Testing

/// The behaviours the recorded corpus showed the engine answering otherwise, each with
/// SwiftUI's recorded numbers (MetalUI's `docs/probes/swiftui-stack-algorithms.swift`, see
/// RecordedSwiftUICorpus.swift) and the engine's former answer, which they now reject.
@Suite struct RecordedBehaviourTests {
  /// The frame of leaf `name` in the layout of recorded case `id`.
  func frame(of name: String, in id: String) throws -> Rect {
    let recorded = try #require(recordedCorpus.first { $0.id == id })
    let (matches, result, mismatches) = recorded.check()
    #expect(matches, "\(id): \(mismatches)")
    let label = "leaf \(name)"
    let node = try #require(
      result.root.allNodes.last {
        $0.description == label || $0.description.hasPrefix(label + ".")
      })
    return node.absoluteFrame
  }

  @Test func zStackPlacesEveryChildAtItsOwnSizeInTheUnionOfTheAnswers() throws {
    // Z1: ZStack { half; 20 x 20 } at 60 x 40 is 30 x 20; the half-width leaf is placed at
    // 30 x 20, answers 15 x 10 and is centred in the 20 x 20 union: (2.5, 5).
    let half = try frame(of: "h", in: "stack-algorithms Z1")
    #expect(half == r(2.5, 5, 15, 10))
    // The former answer placed it at the stack's proposal: 30 x 10 at (0, 5).
    #expect(half != r(0, 5, 30, 10))
    // Q2: a child taller at a nil proposal is placed at the stack's width and sits at the top.
    #expect(try frame(of: "a", in: "stack-algorithms Q2") == r(0, 0, 30, 20))
  }

  @Test func severalViewsInAnOverlayAreOneCentredZStackPlacedByTheAlignment() throws {
    // K5g: overlay(alignment: .topLeading) { half; 20 x 20 } on 60 x 40: the implicit ZStack
    // is 30 x 20 at (0, 0) and centres its children: the half leaf at (2.5, 5).
    let half = try frame(of: "h", in: "stack-algorithms K5g")
    #expect(half == r(2.5, 5, 15, 10))
    // The former answer aligned each view alone: 30 x 10 at (0, 0).
    #expect(half != r(0, 0, 30, 10))
    #expect(try frame(of: "o", in: "stack-algorithms K5h") == r(30, 20, 20, 20))
  }

  @Test func aZStackOfOnlySpacersGetsNoSpacingBesideIt() throws {
    // K3g: HStack { a; ZStack { Spacer(minLength: 0) }; b } is 40 wide: b at 20. The former
    // answer gave the ZStack default spacing on both sides: b at 36.
    let spacerOnly = try frame(of: "b", in: "stack-algorithms K3g")
    #expect(spacerOnly.origin.x == 20)
    #expect(spacerOnly.origin.x != 36)
    // K3j: with a non-spacer child the ZStack gets default spacing: b at 36.
    #expect(try frame(of: "b", in: "stack-algorithms K3j").origin.x == 36)
  }

  @Test func aSingleChildStackPassesItsChildsPriorityThrough() throws {
    // G11: HStack { HStack { a.layoutPriority(1) }; b } at 100: a takes 80, b 20 (not 50/50).
    #expect(try frame(of: "a", in: "stack-algorithms G11").width == 80)
    // G11c: with two children the inner stack has priority 0 again: 50/50.
    #expect(try frame(of: "a", in: "stack-algorithms G11c").width == 50)
  }

  @Test func aSingleChildZStackPassesASpacersPriorityThrough() throws {
    // K2a: HStack(spacing: 0) { a20; ZStack { Spacer() }; b20 } at 200 x 50: the ZStack keeps
    // the spacer's -infinity, so a and b share what its least 8 leaves: a is placed at
    // (200 - 8) / 2 = 96 wide.
    let recorded = try #require(recordedCorpus.first { $0.id == "stack-algorithms K2a" })
    let (matches, result, mismatches) = recorded.check()
    #expect(matches, "K2a: \(mismatches)")
    let a = try #require(result.root.allNodes.last { $0.description == "leaf a" })
    #expect(a.proposal.width == 96)
    // Hidden (a ZStack of priority 0, as K2b and K2c record for aspectRatio and fixedSize), a
    // would share with it and b: 200 / 3.
    #expect(abs((a.proposal.width ?? 0) - 200 / 3) > 1)
  }

  @Test func aSingleChildVStackPassesItsChildsPriorityThrough() throws {
    // No recording holds a single-child VStack whose child has a priority. The probe's
    // reading (MetalUI's `docs/probes/swiftui-stack-algorithms.swift`) states that "a
    // single-child HStack/VStack passes its child's priority through (G11 80 vs G11c 50)",
    // so G11 with its inner HStack a VStack has G11's numbers: a takes 80, b 20.
    let result = HStack(spacing: 0) {
      VStack { flexW("a", 0, 80, 80).layoutPriority(1) }
      flexW("b", 0, 80, 80)
    }.layout(in: at(100, 50), environment: points)
    func frame(_ name: String) throws -> Rect {
      let label = "leaf \(name)"
      return try #require(
        result.root.allNodes.last {
          $0.description == label || $0.description.hasPrefix(label + ".")
        }
      ).absoluteFrame
    }
    #expect(result.size == s(100, 20))
    #expect(try frame("a") == r(0, 0, 80, 20))
    #expect(try frame("b") == r(80, 0, 20, 20))
    // A VStack that hid the priority would share 50/50, as G11c's two-child stack does.
    #expect(try frame("a").width != 50)
  }

  @Test func aStacksBaselinesAreTheSmallestFirstAndTheLargestLast() throws {
    // text-semantics X3: HStack(alignment: .top) { two lines; one line } reports first 13 and
    // last 29, the two-line text's last baseline, not the last child's 13.
    let top = try #require(recordedCorpus.first { $0.id == "text-semantics X3 HStack top" })
    let (matches, result, _) = top.check()
    #expect(matches)
    #expect(result.root.lastTextBaseline == 29)
    #expect(result.root.lastTextBaseline != 13)
    // B2 centre: the first baseline is the two-line text's 13, not the first child's 21.
    let center = try #require(recordedCorpus.first { $0.id == "text-semantics B2 center" })
    #expect(center.check().result.root.firstTextBaseline == 13)
  }

  @Test func aTwoAxisScrollViewCentresSmallerContent() throws {
    // SC2/SCG2: ScrollView([.horizontal, .vertical]) { 50 x 30 } at 100 x 100: (25, 35).
    let content = try frame(of: "c", in: "stack-algorithms SC2 both")
    #expect(content.origin == Point(x: 25, y: 35))
    // The former answer was the top-leading corner; a one-axis scroll view keeps it.
    #expect(content.origin != .zero)
    #expect(try frame(of: "c", in: "stack-algorithms SC2 vertical").origin == .zero)
  }

  @Test func paddingOnASpacerPutsDefaultSpacingBackOnItsPaddedEdges() throws {
    // K3m: HStack { a; Spacer(minLength: 0).padding(4); b } is 20 + 8 + 4 + 0 + 4 + 8 + 20.
    #expect(try frame(of: "b", in: "stack-algorithms K3m").origin.x == 44)
    // K3n: only the padded leading edge gets spacing: b at 32. The former answer kept the
    // spacer's zero spacing on both edges: b at 28 and 24.
    #expect(try frame(of: "b", in: "stack-algorithms K3n").origin.x == 32)
    #expect(try frame(of: "b", in: "stack-algorithms K3m").origin.x != 28)
    // K3o: a cross-axis edge changes nothing; K3a: padding(0) keeps the zero spacing.
    #expect(try frame(of: "b", in: "stack-algorithms K3o").origin.x == 20)
    #expect(try frame(of: "b", in: "stack-algorithms K3a").origin.x == 20)
  }

  @Test func anUnplacedSubviewIsCentredAtItsAnswerToTheLayoutsProposal() throws {
    // Layout-protocol I: a Color the 100 x 100 parent never places answers the parent's
    // 200 x 200 proposal and is centred on the parent: (-50, -50, 200, 200).
    let child = try frame(of: "c", in: "layout-protocol I")
    #expect(child == r(-50, -50, 200, 200))
    // The former answer proposed it nil: 10 x 10 at the centre.
    #expect(child != r(45, 45, 10, 10))
  }

  @Test func aCustomLayoutReadsOnlyTheOutermostPriorityAndASpacersMinusInfinity() throws {
    func priorities(_ id: String) throws -> [Double] {
      let recorded = try #require(recordedCorpus.first { $0.id == id })
      #expect(recorded.check().matches, "\(id)")
      let readings = try #require(recorded.readings)
      let taken = ProxyReadings()
      _ = readings.view(taken).layout(in: recorded.proposal, environment: points)
      return taken.values.map(\.priority)
    }
    // L: `layoutPriority(2)` under a frame or padding reads 0, outermost 2; the former
    // answer forwarded it through both: [2, 2, 2].
    #expect(try priorities("layout-protocol L") == [0, 0, 2])
    #expect(try priorities("layout-protocol L") != [2, 2, 2])
    // E: a Spacer reads -infinity, where the former answer read 0.
    let spacer = try priorities("layout-protocol E")
    #expect(spacer == [2.5, -.infinity, 0])
    #expect(spacer != [2.5, 0, 0])
  }

  @Test func aLineLimitRangeReservesItsLowerBoundAndShowsAtMostItsUpper() throws {
    func result(_ id: String) throws -> LayoutResult {
      let recorded = try #require(recordedCorpus.first { $0.id == "text-semantics \(id)" })
      let (matches, result, mismatches) = recorded.check()
      #expect(matches, "\(id): \(mismatches)")
      return result
    }
    // L3: "Hi" with lineLimit(2...3) is two lines tall, its last baseline still its one
    // line's; lineLimit(3) alone (L2) leaves it one line, 16.
    let hi = try result("L3 Hi 2...3")
    #expect(hi.size.height == 32)
    #expect(hi.size.height != (try result("L2 Hi")).size.height)
    #expect(hi.root.lastTextBaseline == 13)
    // L3: the six-line paragraph shows three lines (last baseline 45), not all six (93).
    let paragraph = try result("L3 paragraph 2...3")
    #expect(paragraph.root.lastTextBaseline == 45)
    #expect(
      paragraph.root.lastTextBaseline != (try result("L1 paragraph nil")).root.lastTextBaseline)
  }

  @Test func aModifierAroundASpacerHidesItsPriorityFromTheStack() throws {
    func proposal(of name: String, in id: String) throws -> ProposedSize {
      let recorded = try #require(recordedCorpus.first { $0.id == id })
      let (matches, result, mismatches) = recorded.check()
      #expect(matches, "\(id): \(mismatches)")
      let node = try #require(result.root.allNodes.last { $0.description == "leaf \(name)" })
      return node.proposal
    }
    // SP8: beside a bare Spacer (priority -infinity) a is offered (200 - 8) / 2 = 96.
    #expect(try proposal(of: "a", in: "stack-algorithms SP8").width == 96)
    // K2b, K2d: behind aspectRatio or a flexible frame the spacer is priority 0, served with
    // a: a is offered 200 / 3, where the former answer (priority passed through) gave 96.
    for id in ["stack-algorithms K2b", "stack-algorithms K2d"] {
      let width = try #require(try proposal(of: "a", in: id).width)
      #expect(abs(width - 200.0 / 3) < 1e-9, "\(id)")
    }
  }
}
