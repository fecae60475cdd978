import LayoutEngine
import Testing

@Suite("Frames")
struct FrameTests {
  let fixed50 = Placeholder(width: 50, height: 10)

  @Test("a frame with both width and height reports them without asking the child")
  func fixedFrameBothGiven() {
    let result = fixed50.frame(width: 30, height: 20).layout(in: .unspecified)
    #expect(result.size == Size(width: 30, height: 20))
    #expect(result.root.childFrames == [Rect(x: -10, y: 5, width: 50, height: 10)])
  }

  @Test("a frame with only a width proposes it and takes the child's height")
  func fixedFrameWidthOnly() {
    let result = WrappingLeaf().frame(width: 25).layout(in: ProposedSize(width: 300, height: 7))
    #expect(result.root.children.map(\.proposal) == [ProposedSize(width: 25, height: 7)])
    #expect(result.size == Size(width: 25, height: 40))
  }

  @Test("a frame with only a minimum width and a nil proposal takes the larger of min and child")
  func onlyMinNilProposal() {
    #expect(fixed50.frame(minWidth: 30).layout(in: .unspecified).size.width == 50)
    #expect(fixed50.frame(minWidth: 80).layout(in: .unspecified).size.width == 80)
  }

  @Test("a frame with only a maximum width caps the child, and takes the proposal below it")
  func onlyMax() {
    #expect(WrappingLeaf().frame(maxWidth: 60).layout(in: .unspecified).size.width == 60)
    #expect(fixed50.frame(maxWidth: 80).layout(in: .width(70)).size.width == 70)
    #expect(fixed50.frame(maxWidth: 80).layout(in: .unspecified).size.width == 50)
  }

  @Test("an ideal width matters only when the proposal is nil")
  func idealOnlyForNilProposal() {
    let view = Rectangle().frame(idealWidth: 100)
    #expect(view.layout(in: .unspecified).size == Size(width: 100, height: 10))
    #expect(view.layout(in: .width(40)).size.width == 40)
    // The child is proposed the ideal when the proposal is nil.
    let leaf = WrappingLeaf().frame(idealWidth: 20).layout(in: .unspecified)
    #expect(leaf.root.children.map(\.frame.size) == [Size(width: 20, height: 50)])
  }

  @Test("min and max both given clamp the proposal without asking the child")
  func minAndMaxClampProposal() {
    let view = fixed50.frame(minWidth: 20, maxWidth: 40)
    #expect(view.layout(in: .width(100)).size.width == 40)
    #expect(view.layout(in: .width(10)).size.width == 20)
    #expect(view.layout(in: .width(30)).size.width == 30)
    // Unspecified: the child's 50 clamped to 40.
    #expect(view.layout(in: .unspecified).size.width == 40)
  }

  @Test("minWidth 0 and maxWidth infinity always take the proposed width")
  func zeroToInfinityTakesProposal() {
    let view = fixed50.frame(minWidth: 0, maxWidth: .infinity)
    #expect(view.layout(in: .width(7)).size.width == 7)
    #expect(view.layout(in: .width(700)).size.width == 700)
  }

  @Test("contradictory limits are normalised so that min <= ideal <= max, with a diagnostic")
  func contradictoryLimits() {
    let result = fixed50.frame(minWidth: 60, maxWidth: 20).layout(in: .width(100))
    #expect(result.size.width == 60)
    #expect(result.diagnostics.count == 1)
  }

  @Test("negative, NaN and infinite fixed sizes are ignored with a diagnostic each")
  func invalidFixedFrame() {
    let result = fixed50.frame(width: -5, height: .nan).layout(in: .unspecified)
    #expect(result.size == Size(width: 50, height: 10))
    #expect(result.diagnostics.count == 2)
    let infinite = fixed50.frame(width: .infinity).layout(in: .width(100))
    #expect(infinite.size == Size(width: 50, height: 10))
    #expect(
      infinite.diagnostics.map(\.message) == ["frame width inf is infinite; ignored (read as nil)"])
  }

  @Test("invalid flexible limits are ignored with diagnostics; an infinite maximum is valid")
  func invalidFlexibleFrame() {
    let result = fixed50.frame(
      minWidth: .infinity, idealWidth: .nan, maxWidth: -1, minHeight: -3, maxHeight: .infinity
    ).layout(in: ProposedSize(width: 100, height: 100))
    #expect(result.diagnostics.count == 4)
    // Width: no valid limit, the child's 50; height: only an infinite max, the proposal.
    #expect(result.size == Size(width: 50, height: 100))
    let valid = fixed50.frame(maxWidth: .infinity).layout(in: .width(10))
    #expect(valid.diagnostics.isEmpty)
  }
}
