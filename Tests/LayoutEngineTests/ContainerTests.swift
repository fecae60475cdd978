import LayoutEngine
import Testing

@Suite("Spacer, ZStack and ViewThatFits")
struct ContainerTests {
  @Test("a Spacer outside any stack grows on both axes, with its minimum when unspecified")
  func spacerOutsideStack() {
    #expect(
      Spacer().layout(in: ProposedSize(width: 30, height: 40)).size == Size(width: 30, height: 40))
    #expect(
      Spacer().layout(in: .unspecified, environment: points).size == Size(width: 8, height: 8))
    // Without an environment the engine's unit is the terminal cell: a Spacer of one.
    #expect(Spacer().layout(in: .unspecified).size == Size(width: 1, height: 1))
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

@Suite("ScrollView and TabView")
struct ScrollAndPageTests {
  @Test("a vertical ScrollView takes the proposed height and its content's width")
  func verticalScrollView() {
    let result = ScrollView { WrappingLeaf(units: 100) }.layout(
      in: ProposedSize(width: 40, height: 25))
    // The content is proposed 40 x nil: 3 lines of 10, more than the 25 it scrolls in.
    #expect(result.size == Size(width: 40, height: 25))
    #expect(result.root.children.first?.proposal == ProposedSize(width: 40, height: nil))
    #expect(result.root.childFrames == [Rect(x: 0, y: 0, width: 40, height: 30)])
  }

  @Test("a ScrollView proposed nil on its scroll axis is its content's ideal length there")
  func scrollViewIdeal() {
    let view = ScrollView(.horizontal) { Rectangle().frame(width: 30, height: 5) }
    #expect(view.layout(in: .unspecified).size == Size(width: 30, height: 5))
    #expect(view.layout(in: .width(12)).size == Size(width: 12, height: 5))
  }

  @Test("several views in a ScrollView are a VStack, whatever the axes")
  func scrollViewStacksItsContent() {
    let result = ScrollView(.horizontal) {
      Rectangle().frame(width: 4, height: 2)
      Rectangle().frame(width: 6, height: 3)
    }.layout(in: ProposedSize(width: 3, height: 50), environment: points)
    // Stacked with the default 8 between: 6 wide, 2 + 8 + 3 high; the scroll view is 3 wide.
    #expect(result.size == Size(width: 3, height: 13))
    #expect(result.root.children.first?.description.hasPrefix("VStack") == true)
    #expect(result.root.childFrames == [Rect(x: 0, y: 0, width: 6, height: 13)])
  }

  @Test("a ScrollView in NaN or infinite proposals never gives a NaN frame")
  func scrollViewInvalidProposals() {
    let content = Rectangle().frame(width: 30, height: 30)
    let nan = ScrollView(.horizontal) { content }.layout(
      in: ProposedSize(width: .nan, height: .infinity))
    // NaN is read as nil (the content's 30); across, the content's 30 whatever is proposed.
    #expect(nan.size == Size(width: 30, height: 30))
    #expect(nan.diagnostics.count == 1)
    let infinite = ScrollView([.horizontal, .vertical]) { content }.layout(in: .infinity)
    #expect(infinite.size == Size(width: .infinity, height: .infinity))
    #expect(infinite.root.childFrames == [Rect(x: 0, y: 0, width: 30, height: 30)])
    let wide = ScrollView { Rectangle() }.layout(in: .infinity)
    #expect(wide.root.allNodes.allSatisfy { !$0.frame.minX.isNaN && !$0.frame.minY.isNaN })
  }

  @Test("a TabView takes its proposal, 10 where unspecified, and shows the selected page")
  func tabViewSelection() {
    let tab = TabView(selection: 1) {
      Placeholder(width: 4, height: 2)
      Placeholder(width: 6, height: 2)
    }
    #expect(tab.layout(in: .unspecified).size == Size(width: 10, height: 10))
    let result = tab.layout(in: ProposedSize(width: 20, height: 8))
    // Only the second page, centered: (20 - 6) / 2 = 7, (8 - 2) / 2 = 3.
    #expect(result.root.childFrames == [Rect(x: 7, y: 3, width: 6, height: 2)])
    #expect(result.root.description == "TabView(page, selection: 1)")
  }

  @Test("a TabView selection outside its pages shows none, with a diagnostic; no NaN anywhere")
  func tabViewInvalidValues() {
    for selection in [-1, 2, Int.max] {
      let result = TabView(selection: selection) {
        Rectangle()
        Rectangle()
      }
      .layout(in: ProposedSize(width: 5, height: 5))
      #expect(result.root.children.isEmpty)
      #expect(result.diagnostics.count == 1)
    }
    #expect(TabView {}.layout(in: .unspecified).diagnostics.isEmpty)
    let infinite = TabView { Placeholder(width: 4, height: 2) }.layout(
      in: ProposedSize(width: .infinity, height: .nan))
    #expect(infinite.size == Size(width: .infinity, height: 10))
    #expect(infinite.root.childFrames == [Rect(x: 0, y: 4, width: 4, height: 2)])
  }

  @Test("the dump names the scroll view, the tab view and their content")
  func scrollAndPageDump() {
    let view = TabView { ScrollView(.horizontal) { Placeholder(width: 8, height: 1) } }
    let dump = view.layout(in: ProposedSize(width: 4, height: 3)).dump()
    #expect(
      dump == """
        TabView(page) (0, 0, 4 x 3) proposed 4 x 3
          ScrollView(horizontal) (0, 1, 4 x 1) proposed 4 x 3
            Placeholder(8 x 1) (0, 0, 8 x 1) proposed nil x 3
        """)
  }
}
