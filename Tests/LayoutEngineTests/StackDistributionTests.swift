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
      Rectangle().frame(minWidth: 70, maxWidth: 100)
      Rectangle().frame(minWidth: 50, maxWidth: 80)
    }.layout(in: .width(100))
    // Both can grow by 30: the first is offered 50 (takes 70), the second 30 (takes 50).
    #expect(result.root.childWidths == [70, 50])
  }

  @Test("of two children that grow without bound, the larger minimum is offered space first")
  func unboundedTiesLargerMinimumFirst() {
    let result = HStack(spacing: 0) {
      Rectangle()
      Rectangle().frame(minWidth: 60)
    }.layout(in: .width(100))
    // The framed one first: offered 50, it takes 60, and the other the 40 left, as SwiftUI's
    // HStack sizes a grid of 18...infinity before a flexible sibling (the grid probe's GE10).
    // In source order the first would take 50 and the stack be 110 wide.
    #expect(result.root.childWidths == [40, 60])
    #expect(result.size.width == 100)
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
    }.layout(in: .unspecified, environment: points)
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
    }.environment(\.layoutMetrics, SpacingOnlyMetrics()).layout(in: .unspecified)
    #expect(result.root.childFrames.map(\.minX) == [0, 3, 6])
    #expect(result.size == Size(width: 7, height: 1))
    let vertical = VStack {
      Placeholder(width: 2, height: 1)
      Placeholder(width: 3, height: 1)
    }.environment(\.layoutMetrics, SpacingOnlyMetrics()).layout(in: .unspecified)
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

/// The offers ``StackDistribution`` makes to children that take their offer clamped to their
/// own minimum and maximum (as shapes in flexible frames do), and the lengths they take.
private func distribute(
  _ length: Double, spacing: Double = 0, _ children: [StackDistribution.Child]
) -> (offers: [Double], taken: [Double], order: [Int]) {
  var offers = Array(repeating: Double.nan, count: children.count)
  var taken = offers
  var order: [Int] = []
  StackDistribution.distribute(
    length, spacing: spacing, count: children.count, child: { children[$0] }
  ) { index, offer in
    offers[index] = offer
    taken[index] = min(max(offer, children[index].minimum), children[index].maximum)
    order.append(index)
    return taken[index]
  }
  return (offers, taken, order)
}

@Suite("Stack distribution as a pure function")
struct StackDistributionFunctionTests {
  private typealias Child = StackDistribution.Child
  private let shape = Child(minimum: 0, maximum: .infinity, priority: 0)

  @Test("Semantics.md 8.2: three shapes in 300 take 100 each")
  func threeShapes() {
    #expect(distribute(300, [shape, shape, shape]).taken == [100, 100, 100])
  }

  @Test("Semantics.md 8.3: maxWidth 100 and minWidth 100 in 150 take 75 and 100 (overflow)")
  func overflow() {
    let result = distribute(
      150,
      [
        Child(minimum: 0, maximum: 100, priority: 0),
        Child(minimum: 100, maximum: .infinity, priority: 0),
      ])
    #expect(result.taken == [75, 100])
    #expect(result.order == [0, 1])
  }

  @Test("Semantics.md 8.4: minWidth 50 and a priority-1 shape in 200 take 50 and 150")
  func priority() {
    let result = distribute(
      200,
      [
        Child(minimum: 50, maximum: .infinity, priority: 0),
        Child(minimum: 0, maximum: .infinity, priority: 1),
      ])
    #expect(result.taken == [50, 150])
    #expect(result.order == [1, 0])
  }

  @Test("Semantics.md 8.5: a shape and Spacer(minLength: 20) in 100 take 80 and 20")
  func spacer() {
    let result = distribute(
      100, [shape, Child(minimum: 20, maximum: .infinity, priority: -.infinity)])
    #expect(result.taken == [80, 20])
  }

  @Test("spacing comes off the top; an infinite length offers every child infinity")
  func spacingAndInfinity() {
    #expect(distribute(100, spacing: 10, [shape, shape]).offers == [45, 45])
    #expect(distribute(.infinity, [shape, shape]).offers == [.infinity, .infinity])
  }

  @Test("a NaN priority is read as 0, a NaN length offers 0, and no child is asked twice")
  func invalidValues() {
    #expect(Child(minimum: 0, maximum: 1, priority: .nan).priority == 0)
    let result = distribute(.nan, [shape, shape, shape])
    #expect(result.offers == [0, 0, 0])
    #expect(result.order.sorted() == [0, 1, 2])
    #expect(distribute(10, []).order.isEmpty)
  }
}
