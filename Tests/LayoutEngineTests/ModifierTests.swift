import Testing

@testable import LayoutEngine

@Suite("Modifiers")
struct ModifierTests {
  @Test("padding adds its insets around the child and floors the child's proposal at 0")
  func paddingEdges() {
    let result = Rectangle().padding(.horizontal, 4).layout(in: ProposedSize(width: 6, height: 5))
    #expect(result.size == Size(width: 8, height: 5))
    #expect(result.root.children.map(\.proposal) == [ProposedSize(width: 0, height: 5)])
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let framed = Rectangle().padding(insets).layout(in: ProposedSize(width: 20, height: 20))
    #expect(framed.root.childFrames == [Rect(x: 2, y: 1, width: 14, height: 16)])
  }

  @Test("negative padding pulls the edges in, stops at 0, and leaves the child its own size")
  func negativePadding() {
    // Sizes and places MetalUI's SwiftUI probe recorded for a 20 x 20 square
    // (docs/probes/swiftui-layout-input-validation.swift, P2 and P2b).
    let square = Rectangle().frame(width: 20, height: 20)
    let five = square.padding(-5).layout(in: .unspecified)
    #expect(five.size == Size(width: 10, height: 10))
    #expect(five.root.childFrames == [Rect(x: -5, y: -5, width: 20, height: 20)])
    let fifteen = square.padding(-15).layout(in: .unspecified)
    #expect(fifteen.size == .zero)
    #expect(fifteen.root.childFrames == [Rect(x: -15, y: -15, width: 20, height: 20)])
    let sides = square.padding(EdgeInsets(top: 0, leading: -30, bottom: 0, trailing: 5))
      .layout(in: .unspecified)
    #expect(sides.size == Size(width: 0, height: 20))
    #expect(sides.root.childFrames == [Rect(x: -30, y: 0, width: 20, height: 20)])
    #expect(
      Rectangle().padding(-5).layout(in: ProposedSize(width: 100, height: 100)).size
        == Size(width: 100, height: 100))
  }

  @Test("a NaN padding is read as 0 with a diagnostic")
  func nanPadding() {
    let result = Rectangle().padding(.nan).layout(in: .unspecified)
    #expect(result.size == Size(width: 10, height: 10))
    #expect(result.diagnostics.count == 4)
  }

  @Test("fixedSize on one axis proposes nil there and keeps the parent's value on the other")
  func fixedSizeOneAxis() {
    let proposal = ProposedSize(width: 30, height: 5)
    let vertical = WrappingLeaf().fixedSize(horizontal: false, vertical: true).layout(in: proposal)
    #expect(vertical.size == Size(width: 30, height: 40))
    #expect(vertical.root.children.map(\.proposal) == [ProposedSize(width: 30, height: nil)])
    let horizontal = WrappingLeaf().fixedSize(horizontal: true, vertical: false)
      .layout(in: proposal)
    #expect(horizontal.size == Size(width: 100, height: 10))
  }

  @Test("a framed spacer keeps its zero spacing; a frame or padding hides a priority inside it")
  func spacingSurvivesModifiersAndPriorityDoesNot() {
    // SwiftUI reads only the outermost priority (MetalUI's
    // `swiftui-layout-protocol-contract.swift`, arm L: `layoutPriority(2).padding(3)` reads 0)
    // and keeps a spacer's zero spacing through a frame and `padding(0)` (K3a, K3b).
    let result = HStack {
      Placeholder(width: 20, height: 10)
      Spacer().frame(minWidth: 0).padding(0)
      Rectangle().frame(minWidth: 10).layoutPriority(1).padding(0)
    }.layout(in: .width(100))
    // No spacing next to the spacer; both flexible views are priority 0 and share the 80.
    #expect(result.root.childWidths == [20, 40, 40])
    #expect(result.root.childFrames.map(\.minX) == [0, 20, 60])
    // The priority set outermost still counts: the rectangle takes all the spacer leaves.
    let outermost = HStack {
      Placeholder(width: 20, height: 10)
      Spacer().frame(minWidth: 0).padding(0)
      Rectangle().frame(minWidth: 10).padding(0).layoutPriority(1)
    }.layout(in: .width(100))
    #expect(outermost.root.childWidths == [20, 0, 80])
  }

  @Test("a hidden view keeps its place in layout and its subtree is marked hidden")
  func hiddenKeepsItsPlace() {
    let result = HStack(spacing: 0) {
      Rectangle().frame(width: 20).hidden()
      Placeholder(width: 30, height: 10)
    }.layout(in: .unspecified)
    #expect(result.root.childFrames.map(\.minX) == [0, 20])
    #expect(result.root.children.map(\.isHidden) == [true, false])
    #expect(result.root.children[0].allNodes.map(\.isHidden) == [true, true])
  }

  @Test("layoutPriority does not change a view's own size")
  func priorityIsOnlyATrait() {
    let view = Rectangle().layoutPriority(3)
    #expect(view.layoutTraits.layoutPriority == 3)
    #expect(view.layout(in: ProposedSize(width: 7, height: 8)).size == Size(width: 7, height: 8))
    #expect(Rectangle().layoutPriority(.nan).layoutTraits.layoutPriority == 0)
  }

  @Test("a Placeholder keeps its size whatever it is proposed, and overflows a smaller one")
  func placeholderIsFixed() {
    let view = Placeholder(width: 12, height: 3)
    #expect(view.layout(in: .zero).size == Size(width: 12, height: 3))
    #expect(view.layout(in: .infinity).size == Size(width: 12, height: 3))
    #expect(view.layout(in: .zero).overflows)
    let invalid = Placeholder(width: -1, height: .nan).layout(in: .unspecified)
    #expect(invalid.size == .zero)
    #expect(invalid.diagnostics.count == 2)
  }
}

@Suite("Environment copies")
struct EnvironmentCopyTests {
  private struct NameKey: EnvironmentKey { static let defaultValue = "none" }

  @Test("an unshared environment has the same values in storage of its own")
  func unsharedKeepsValues() {
    var environment = EnvironmentValues()
    environment.layoutMetrics = PointMetrics(displayScale: 3)
    environment[NameKey.self] = "rows"
    let copy = environment.unshared()
    #expect(copy[NameKey.self] == "rows")
    #expect(copy.layoutMetrics.pixelGrid == 1.0 / 3)
    #expect(copy.metricsAreTextMeasurer == environment.metricsAreTextMeasurer)
    let storage = environment.storage.withUnsafeBufferPointer { $0.baseAddress }
    let copied = copy.storage.withUnsafeBufferPointer { $0.baseAddress }
    #expect(storage != nil && copied != nil && storage != copied)
    #expect(copy.storage.map(\.key) == environment.storage.map(\.key))
  }
}
