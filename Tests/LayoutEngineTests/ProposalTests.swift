import LayoutEngine
import Testing

@Suite("Proposals")
struct ProposalTests {
  @Test("an unspecified proposal becomes 10 x 10 by default")
  func unspecifiedReplacement() {
    #expect(
      ProposedSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
    #expect(
      ProposedSize(width: 3, height: nil).replacingUnspecifiedDimensions(
        by: Size(width: 7, height: 8)) == Size(width: 3, height: 8))
  }

  @Test("a shape proposed 50 x nil is 50 x 10")
  func shapeTakesProposal() {
    let result = Rectangle().layout(in: ProposedSize(width: 50, height: nil))
    #expect(result.size == Size(width: 50, height: 10))
  }

  @Test("a NaN or negative root proposal is read as nil or 0, with a diagnostic")
  func invalidRootProposal() {
    let result = Rectangle().layout(in: ProposedSize(width: .nan, height: -5))
    #expect(result.size == Size(width: 10, height: 0))
    #expect(result.diagnostics.count == 2)
  }
}
