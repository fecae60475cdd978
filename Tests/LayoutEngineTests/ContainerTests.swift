import LayoutEngine
import Testing

@Suite("Spacer, ZStack and ViewThatFits")
struct ContainerTests {
  @Test("a Spacer outside any stack grows on both axes, with its minimum when unspecified")
  func spacerOutsideStack() {
    #expect(
      Spacer().layout(in: ProposedSize(width: 30, height: 40)).size == Size(width: 30, height: 40))
    #expect(Spacer().layout(in: .unspecified).size == Size(width: 8, height: 8))
    #expect(
      ZStack { Spacer(minLength: 2) }.layout(in: ProposedSize(width: 5, height: nil)).size
        == Size(width: 5, height: 2))
  }

  @Test("a Spacer grows along its own stack's axis and is 0 across it")
  func spacerFollowsItsStack() {
    let result = HStack(spacing: 0) {
      VStack(spacing: 0) {
        Spacer()
        Placeholder(width: 10, height: 10)
      }
      Spacer()
    }.layout(in: ProposedSize(width: 50, height: 30))
    let column = result.root.children[0]
    #expect(
      column.childFrames.map(\.size) == [Size(width: 0, height: 20), Size(width: 10, height: 10)])
    #expect(
      result.root.childFrames.map(\.size) == [
        Size(width: 10, height: 30), Size(width: 40, height: 0),
      ])
  }

  @Test("a Spacer in a stack is at least its minimum, even when there is no room")
  func spacerMinimum() {
    let result = HStack(spacing: 0) {
      Placeholder(width: 100, height: 10)
      Spacer(minLength: 6)
    }.layout(in: .width(100))
    #expect(result.root.childWidths == [100, 6])
    #expect(result.overflows)
  }

  @Test("a ZStack fits its lower-priority children to the leaders' size, aligned")
  func zStackFitsOthersToLeaders() {
    let result = ZStack(alignment: .topLeading) {
      Rectangle()
      Placeholder(width: 30, height: 20).layoutPriority(1)
      Placeholder(width: 10, height: 50)
    }.layout(in: ProposedSize(width: 100, height: 100))
    #expect(result.size == Size(width: 30, height: 20))
    #expect(
      result.root.childFrames == [
        Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 0, y: 0, width: 30, height: 20),
        Rect(x: 0, y: 0, width: 10, height: 50),
      ])
  }

  @Test("a ZStack is the component-wise maximum of its leaders and zero when empty")
  func zStackMaximum() {
    let result = ZStack {
      Placeholder(width: 30, height: 10)
      Placeholder(width: 10, height: 20)
    }.layout(in: .unspecified)
    #expect(result.size == Size(width: 30, height: 20))
    #expect(result.root.childFrames.map(\.origin) == [Point(x: 0, y: 5), Point(x: 10, y: 0)])
    #expect(ZStack {}.layout(in: .infinity).size == .zero)
  }

  @Test("a ZStack grows to the union of its leaders when alignment guides move them apart")
  func zStackUnionOfAlignedLeaders() {
    // Seed 002's alignmentGuide example in a ZStack: the line is at a's trailing edge (50),
    // b starts 40 past it, so the union runs from 0 to 90 + 70.
    let result = ZStack(alignment: .leading) {
      Placeholder(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      Placeholder(width: 70, height: 10).alignmentGuide(.leading) { _ in -40 }
    }.layout(in: .unspecified)
    #expect(result.size == Size(width: 160, height: 10))
    #expect(result.root.childFrames.map(\.minX) == [0, 90])
    // Vertically: centres at -10 and 10 lie on one line, 20 apart.
    let vertical = ZStack {
      Placeholder(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { _ in -10 }
      Placeholder(width: 20, height: 20)
    }.layout(in: .unspecified)
    #expect(vertical.size == Size(width: 20, height: 40))
    #expect(vertical.root.childFrames.map(\.minY) == [20, 0])
  }

  @Test("a lower-priority child's guide moves it, but does not grow the ZStack")
  func zStackGuidesOfFollowersDoNotGrowIt() {
    let result = ZStack(alignment: .leading) {
      Placeholder(width: 50, height: 10).layoutPriority(1)
      Rectangle().alignmentGuide(.leading) { _ in -40 }
    }.layout(in: .unspecified)
    #expect(result.size == Size(width: 50, height: 10))
    // Fitted to the leader's 50 x 10 and placed 40 past the leading line.
    #expect(result.root.childFrames[1] == Rect(x: 40, y: 0, width: 50, height: 10))
  }

  @Test("a ZStack's baselines come from its highest-priority children only")
  func zStackBaselinesFromLeaders() {
    let result = ZStack(alignment: .topLeading) {
      Placeholder(width: 10, height: 30, firstBaseline: 5, lastBaseline: 25).layoutPriority(1)
        .hidden()
      Placeholder(width: 10, height: 12, firstBaseline: 9).layoutPriority(2)
    }.layout(in: .unspecified)
    #expect(result.root.firstTextBaseline == 9)
    #expect(result.root.lastTextBaseline == 9)
  }

  @Test("ViewThatFits compares an unspecified proposal as 10 and places only the chosen child")
  func viewThatFitsUnspecified() {
    let view = ViewThatFits {
      Placeholder(width: 11, height: 5)
      Placeholder(width: 10, height: 10)
      Placeholder(width: 3, height: 3)
    }
    let result = view.layout(in: .unspecified)
    #expect(result.size == Size(width: 10, height: 10))
    #expect(result.root.children.count == 1)
    #expect(ViewThatFits {}.layout(in: .unspecified).size == .zero)
  }

  @Test("ViewThatFits in one axis ignores the other")
  func viewThatFitsOneAxis() {
    let view = ViewThatFits(in: .vertical) {
      Placeholder(width: 500, height: 20)
      Placeholder(width: 5, height: 5)
    }
    #expect(
      view.layout(in: ProposedSize(width: 10, height: 20)).size == Size(width: 500, height: 20))
    #expect(
      view.layout(in: ProposedSize(width: 1000, height: 19)).size == Size(width: 5, height: 5))
  }
}

@Suite("Layout pass memo")
struct LayoutMemoTests {
  @Test("alternatives of a ViewThatFits are measured separately, not mistaken for each other")
  func alternativesAreDistinct() {
    // Mistaking the second stack's child for the first's would make it 200 wide too, and the
    // last alternative would be chosen.
    let result = ViewThatFits(in: .horizontal) {
      HStack { Placeholder(width: 200, height: 10) }
      HStack { Placeholder(width: 50, height: 30) }
      Placeholder(width: 5, height: 5)
    }.layout(in: .width(100))
    #expect(result.size == Size(width: 50, height: 30))
  }

  @Test("a layout pass gives the same sizes as measuring without the pass memo")
  func memoDoesNotChangeAnswers() {
    let row = HStack(alignment: .lastTextBaseline) {
      VStack(alignment: .leading) {
        WrappingLeaf()
        Placeholder(width: 30, height: 12, firstBaseline: 9).padding(2)
      }
      Spacer(minLength: 2)
      ZStack {
        WrappingLeaf(units: 40).layoutPriority(1)
        Rectangle().hidden()
      }.frame(maxWidth: 60)
    }
    for width in [0.0, 35, 80, 150, 400] {
      let proposal = ProposedSize(width: width, height: nil)
      let unmemoised = row.sizeThatFits(proposal, context: LayoutContext())
      #expect(row.layout(in: proposal).size == unmemoised)
    }
  }
}
