import LayoutEngine
import Testing

/// The behaviours of the layout contract's section 8, with its exact numbers.
@Suite("Layout contract examples")
struct SemanticsExampleTests {
  @Test("an unspecified proposal is 10 x 10 and a shape proposed 50 x nil is 50 x 10")
  func unspecifiedIsTenByTen() {
    #expect(
      ProposedSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
    #expect(Rectangle().layout(in: .width(50)).size == Size(width: 50, height: 10))
  }

  @Test("three shapes in an HStack without spacing share 300 equally")
  func threeShapesShareEqually() {
    let result = HStack(spacing: 0) {
      Rectangle()
      Rectangle()
      Rectangle()
    }.layout(in: .width(300))
    #expect(result.size == Size(width: 300, height: 10))
    #expect(result.root.childFrames.map(\.minX) == [0, 100, 200])
    #expect(result.root.childWidths == [100, 100, 100])
  }

  @Test("a max-width frame and a min-width frame at 150 take 75 and 100 and overflow to 175")
  func minWidthOverflows() {
    let result = HStack(spacing: 0) {
      Rectangle().frame(maxWidth: 100)
      Rectangle().frame(minWidth: 100)
    }.layout(in: .width(150))
    #expect(result.root.childWidths == [75, 100])
    #expect(result.size.width == 175)
    #expect(result.root.overflows)
    #expect(result.overflows)
  }

  @Test("a higher layout priority takes what the others' minimums leave")
  func priorityTakesTheRest() {
    let result = HStack(spacing: 0) {
      Rectangle().frame(minWidth: 50)
      Rectangle().layoutPriority(1)
    }.layout(in: .width(200))
    #expect(result.root.childWidths == [50, 150])
  }

  @Test("a spacer with a minimum length gets what the shape leaves: 80 and 20")
  func spacerGetsTheRest() {
    let result = HStack(spacing: 0) {
      Rectangle()
      Spacer(minLength: 20)
    }.layout(in: .width(100))
    #expect(result.root.childWidths == [80, 20])
  }

  @Test("an infinite max-width frame takes the proposal, and the child's width when it is nil")
  func maxWidthInfinity() {
    let view = Placeholder(width: 50, height: 10).frame(maxWidth: .infinity)
    #expect(view.layout(in: .width(300)).size.width == 300)
    #expect(view.layout(in: .unspecified).size.width == 50)
  }

  @Test("a min-width frame of 150 around a 50-wide child is 150 for 200, 100 or nil")
  func minWidthFrame() {
    let view = Placeholder(width: 50, height: 10).frame(minWidth: 150)
    #expect(view.layout(in: .width(200)).size.width == 150)
    #expect(view.layout(in: .width(100)).size.width == 150)
    #expect(view.layout(in: .unspecified).size.width == 150)
  }

  @Test("padding 10 proposes 80 x nil to a shape proposed 100 x nil and is 100 x 30")
  func paddingShrinksTheProposal() {
    let result = Rectangle().padding(10).layout(in: .width(100))
    #expect(result.size == Size(width: 100, height: 30))
    #expect(result.root.children.map(\.proposal) == [ProposedSize(width: 80, height: nil)])
    #expect(result.root.childFrames == [Rect(x: 10, y: 10, width: 80, height: 10)])
  }

  @Test("a fixed-size shape inside a 200 x 200 frame is 10 x 10, centred")
  func fixedSizeIgnoresTheFrame() {
    let result = Rectangle().fixedSize().frame(width: 200, height: 200)
      .layout(in: .unspecified)
    #expect(result.size == Size(width: 200, height: 200))
    #expect(result.root.childFrames == [Rect(x: 95, y: 95, width: 10, height: 10)])
  }

  @Test("a ZStack takes the size of its highest-priority child only: 40 x 40")
  func zStackHighestPriority() {
    let result = ZStack {
      Placeholder(width: 100, height: 100).layoutPriority(-0.1)
      Placeholder(width: 60, height: 60)
      Placeholder(width: 40, height: 40).layoutPriority(1)
    }.layout(in: .unspecified)
    #expect(result.size == Size(width: 40, height: 40))
  }

  @Test("ViewThatFits picks the second at 100 and the first at 120 (fitting is <=)")
  func viewThatFitsPicksFirstFitting() {
    let view = ViewThatFits(in: .horizontal) {
      Rectangle().frame(width: 120)
      Rectangle().frame(width: 80)
    }
    let narrow = view.layout(in: .width(100))
    #expect(narrow.root.children.map(\.description) == ["frame(width: 80)"])
    #expect(narrow.size.width == 80)
    let exact = view.layout(in: .width(120))
    #expect(exact.root.children.map(\.description) == ["frame(width: 120)"])
    #expect(exact.size.width == 120)
  }

  @Test("ViewThatFits with no fitting child picks the last and proposes it the parent's proposal")
  func viewThatFitsFallsBackToLast() {
    let proposal = ProposedSize(width: 100, height: 50)
    let result = ViewThatFits {
      Placeholder(width: 200, height: 10)
      Rectangle().frame(width: 150)
    }.layout(in: proposal)
    #expect(result.root.children.map(\.description) == ["frame(width: 150)"])
    #expect(result.root.children.map(\.proposal) == [proposal])
    #expect(result.size == Size(width: 150, height: 50))
    #expect(result.overflows)
  }
}
