import Testing

@testable import LayoutEngine

@Suite("Decisions remembered for a pass")
struct RememberingTests {
  @Test("an optional decision is computed the first time, then remembered, nil included")
  func optionalDecisions() {
    let pass = LayoutContext.pass()
    let proposal = ProposedSize(width: 10, height: nil)
    var computed = 0
    let first: Int? = pass.remembering("choice", for: proposal) {
      computed += 1
      return 3
    }
    let again: Int? = pass.remembering("choice", for: proposal) {
      computed += 1
      return 4
    }
    #expect(first == 3)
    #expect(again == 3)
    let none: Int? = pass.remembering("other", for: proposal) {
      computed += 1
      return nil
    }
    let noneAgain: Int? = pass.remembering("other", for: proposal) {
      computed += 1
      return 5
    }
    #expect(none == nil && noneAgain == nil)
    #expect(computed == 2)
  }

  @Test("decisions are kept apart by position and proposal, and not kept outside a pass")
  func keys() {
    let pass = LayoutContext.pass()
    let a: Int = pass.remembering("choice", for: .unspecified) { 1 }
    let b: Int = pass.child(0).remembering("choice", for: .unspecified) { 2 }
    let c: Int = pass.remembering("choice", for: .zero) { 3 }
    #expect([a, b, c] == [1, 2, 3])
    let plain = LayoutContext()
    let x: Int = plain.remembering("choice", for: .zero) { 7 }
    let y: Int = plain.remembering("choice", for: .zero) { 8 }
    #expect([x, y] == [7, 8])
  }
}
