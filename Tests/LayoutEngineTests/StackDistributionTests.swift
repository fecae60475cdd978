import LayoutEngine
import Testing

@Suite("Stack distribution")
struct StackDistributionTests {
  @Test("three priority groups: each later group gets its minimums added back")
  func threeGroupsAddBackMinimums() {
    let result = HStack(spacing: 0) {
      Rectangle().frame(minWidth: 50)
      Rectangle().frame(minWidth: 30, maxWidth: 60).layoutPriority(1)
      Rectangle().frame(minWidth: 40, maxWidth: 100).layoutPriority(2)
    }.layout(in: .width(300))
    // 300 - (30 + 50) = 220 -> 100; 120 + 30 = 150 -> 60; 90 + 50 = 140 -> 140.
    #expect(result.root.childWidths == [140, 60, 100])
    #expect(result.root.childFrames.map(\.minX) == [0, 140, 200])
    #expect(result.size.width == 300)
  }

  @Test("the least flexible child of a group is offered space first")
  func leastFlexibleFirst() {
    let result = HStack(spacing: 0) {
      Rectangle()
      Rectangle().frame(maxWidth: 30)
    }.layout(in: .width(100))
    #expect(result.root.childWidths == [70, 30])
  }

  @Test("equally flexible children keep source order")
  func tiesKeepSourceOrder() {
    let result = HStack(spacing: 0) {
      Rectangle().frame(minWidth: 70)
      Rectangle().frame(minWidth: 50)
    }.layout(in: .width(100))
    // Both have infinite flexibility: the first is offered 50 (takes 70), the second 30.
    #expect(result.root.childWidths == [70, 50])
  }

  @Test("remaining space going negative leaves later children their minimum")
  func negativeRemainingSpace() {
    let result = HStack(spacing: 0) {
      Rectangle()
      Placeholder(width: 120, height: 10)
      Rectangle()
    }.layout(in: ProposedSize(width: 100, height: 10))
    #expect(result.root.childWidths == [0, 120, 0])
    #expect(result.size == Size(width: 120, height: 10))
  }

  @Test("overflow is reported on the stack's node and in the result")
  func overflowIsReported() {
    let result = HStack(spacing: 0) {
      Placeholder(width: 60, height: 10)
      Placeholder(width: 60, height: 10)
    }.layout(in: .width(100))
    #expect(result.size.width == 120)
    #expect(result.root.overflows)
    // Each child is offered an equal share of what is left: 100 / 2, then 100 - 60.
    #expect(result.root.children.map(\.proposal.width) == [50, 40])
    #expect(result.overflows)
    let fitting = HStack(spacing: 0) { Placeholder(width: 60, height: 10) }
      .layout(in: .width(100))
    #expect(!fitting.overflows)
  }

  @Test("ordinary neighbours get the default spacing of 8 points")
  func defaultSpacingIsEight() {
    let result = HStack {
      Placeholder(width: 20, height: 10)
      Placeholder(width: 20, height: 10)
      Placeholder(width: 20, height: 10)
    }.layout(in: .unspecified)
    #expect(result.root.childFrames.map(\.minX) == [0, 28, 56])
    #expect(result.size.width == 76)
  }

  @Test("no default spacing on either side of a Spacer")
  func noSpacingNextToSpacer() {
    let result = HStack {
      Placeholder(width: 20, height: 10)
      Spacer()
      Placeholder(width: 20, height: 10)
    }.layout(in: .width(100))
    #expect(result.root.childFrames.map(\.minX) == [0, 20, 80])
    #expect(result.root.childWidths == [20, 60, 20])
  }

  @Test("the layout metrics in the environment set the default spacing and Spacer length")
  func customMetricsChangeSpacing() {
    let result = HStack {
      Placeholder(width: 2, height: 1)
      Placeholder(width: 3, height: 1)
      Spacer()
    }.environment(\.layoutMetrics, CellMetrics()).layout(in: .unspecified)
    #expect(result.root.childFrames.map(\.minX) == [0, 3, 6])
    #expect(result.size == Size(width: 7, height: 1))
    let vertical = VStack {
      Placeholder(width: 2, height: 1)
      Placeholder(width: 3, height: 1)
    }.environment(\.layoutMetrics, CellMetrics()).layout(in: .unspecified)
    #expect(vertical.size == Size(width: 3, height: 2))
  }

  @Test("an explicit spacing goes between every two neighbours, spacers included")
  func explicitSpacing() {
    let result = HStack(spacing: 5) {
      Placeholder(width: 10, height: 10)
      Placeholder(width: 10, height: 10)
      Spacer(minLength: 0)
      Placeholder(width: 10, height: 10)
    }.layout(in: .width(100))
    #expect(result.root.childFrames.map(\.minX) == [0, 15, 30, 90])
    #expect(result.root.childWidths == [10, 10, 55, 10])
  }

  @Test("an unspecified width proposes every child its ideal width")
  func unspecifiedAlongIsIdeal() {
    let result = HStack(spacing: 0) {
      Rectangle()
      WrappingLeaf()
      Spacer(minLength: 4)
    }.layout(in: .unspecified)
    #expect(result.root.childWidths == [10, 100, 4])
    #expect(result.size == Size(width: 114, height: 10))
  }

  @Test("with an unspecified height, placement distributes again at the computed height")
  func unspecifiedAcrossIsSettledAtPlacement() {
    let result = HStack(spacing: 0) {
      WrappingLeaf()
      Rectangle().frame(width: 20)
    }.layout(in: .width(70))
    // The fixed frame is offered 70 first and takes 20; the leaf gets 50 and needs 2 lines.
    #expect(result.size == Size(width: 70, height: 20))
    // Sized with an unspecified height the shape would be 10 high; placed at the stack's 20.
    #expect(
      result.root.childFrames == [
        Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 20, height: 20),
      ])
  }

  @Test("a VStack distributes height the same way")
  func verticalStack() {
    let result = VStack(spacing: 0) {
      Rectangle()
      Rectangle().frame(maxHeight: 30)
      Spacer(minLength: 10)
    }.layout(in: ProposedSize(width: 40, height: 100))
    #expect(result.root.children.map(\.frame.height) == [60, 30, 10])
    #expect(result.root.childFrames.map(\.minY) == [0, 60, 90])
    #expect(result.size == Size(width: 40, height: 100))
  }

  @Test("nested stacks: an inner stack is one child of the outer one")
  func nestedStacks() {
    let result = VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 0) {
        Placeholder(width: 20, height: 10)
        Placeholder(width: 30, height: 20)
      }
      HStack(spacing: 0) {
        Rectangle()
        Spacer(minLength: 5)
      }
    }.layout(in: ProposedSize(width: 100, height: 40))
    #expect(result.size == Size(width: 100, height: 40))
    #expect(
      result.root.childFrames == [
        Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 0, y: 20, width: 100, height: 20),
      ])
    let leaves = result.root.allNodes.filter { $0.children.isEmpty }.map(\.absoluteFrame)
    #expect(
      leaves == [
        Rect(x: 0, y: 5, width: 20, height: 10), Rect(x: 20, y: 0, width: 30, height: 20),
        Rect(x: 0, y: 20, width: 95, height: 20), Rect(x: 95, y: 30, width: 5, height: 0),
      ])
  }

  @Test("an empty stack is zero")
  func emptyStack() {
    #expect(HStack {}.layout(in: .width(100)).size == .zero)
    #expect(VStack {}.layout(in: .unspecified).size == .zero)
  }

  @Test("an infinite proposal gives every flexible child its maximum without NaN")
  func infiniteProposal() {
    let result = HStack {
      Rectangle().frame(maxWidth: 40)
      Rectangle()
    }.layout(in: ProposedSize(width: .infinity, height: 10))
    #expect(result.root.childWidths == [40, .infinity])
    #expect(result.size.width == .infinity)
  }
}
