import LayoutEngine
import Testing

/// A consumer's view defined by another: a placeholder padded by 2.
private struct Badge: ComposedView {
  var layoutBody: any View { Placeholder(width: 6, height: 1, firstBaseline: 1).padding(2) }
}

/// A flexible view overriding only its traits.
private struct Urgent: ComposedView {
  var layoutBody: any View { Rectangle().padding(2) }
  var layoutTraits: LayoutTraits { LayoutTraits(layoutPriority: 5) }
}

@Suite("Composed views")
struct ComposedViewTests {
  @Test("a composed view sizes, aligns and places as its body")
  func laysOutAsBody() {
    let result = Badge().layout(in: .unspecified)
    #expect(result.size == Size(width: 10, height: 5))
    #expect(result.root.firstTextBaseline == 3)
    #expect(result.root.children.first?.frame == Rect(x: 2, y: 2, width: 6, height: 1))
    #expect(Badge().layoutTraits == LayoutTraits())
  }

  @Test("a composed view that overrides one step keeps the others from its body")
  func overridesOneStep() {
    let row = HStack(spacing: 0) {
      Rectangle()
      Urgent()
    }
    // Its priority gives it everything the rectangle can spare; with the body's traits
    // (priority 0) the two would share 15 and 15.
    let result = row.layout(in: ProposedSize(width: 30, height: nil))
    #expect(result.root.children.map(\.frame.width) == [0, 30])
  }
}
