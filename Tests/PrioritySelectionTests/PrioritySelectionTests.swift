import LayoutEngine
import PrioritySelection
import Testing

/// Whether the candidate's ideal width fits the proposed width.
private let fitsWidth: PrioritySelection.Predicate = { candidate, proposal, context in
  candidate.sizeThatFits(.unspecified, context: context).width <= (proposal.width ?? .infinity)
}

@Suite("Priority selection")
struct PrioritySelectionTests {
  @Test("choose gives the first candidate that satisfies the predicate")
  func firstSatisfying() {
    #expect(PrioritySelector.choose(from: [3, 8, 12]) { $0 > 5 } == 1)
  }

  @Test("choose falls back to the last candidate when none satisfies, never to none")
  func fallbackToLast() {
    #expect(PrioritySelector.choose(from: [3, 4]) { $0 > 5 } == 1)
    #expect(PrioritySelector.choose(from: [Int]()) { $0 > 5 } == nil)
  }

  @Test("choose stops calling the predicate at the first success")
  func stopsAtFirstSuccess() {
    var asked: [Int] = []
    _ = PrioritySelector.choose(from: [1, 2, 3]) { value in
      asked.append(value)
      return value == 2
    }
    #expect(asked == [1, 2])
  }

  @Test("ranked choice: the first preferred, else the first acceptable, else the last")
  func rankedChoice() {
    func fit(_ value: Int) -> CandidateFit {
      value < 5 ? .rejected : value < 10 ? .acceptable : .preferred
    }
    #expect(PrioritySelector.choose(from: [3, 8, 12], fit: fit) == 2)
    #expect(PrioritySelector.choose(from: [3, 8, 9], fit: fit) == 1)
    #expect(PrioritySelector.choose(from: [12, 8], fit: fit) == 0)
    #expect(PrioritySelector.choose(from: [3, 4], fit: fit) == 1)
    #expect(PrioritySelector.choose(from: [Int](), fit: fit) == nil)
    var asked: [Int] = []
    _ = PrioritySelector.choose(from: [8, 12, 20]) { value in
      asked.append(value)
      return fit(value)
    }
    #expect(asked == [8, 12])
  }

  @Test("a ranked selection shows the first preferred candidate past an acceptable one")
  func rankedSelection() {
    // Acceptable: the ideal width fits; preferred: it also leaves 20 to spare.
    let selection = PrioritySelection(
      candidates: [
        Placeholder(width: 90, height: 10), Placeholder(width: 70, height: 30),
        Placeholder(width: 60, height: 50),
      ]
    ) { candidate, proposal, context in
      let width = candidate.sizeThatFits(.unspecified, context: context).width
      let room = (proposal.width ?? .infinity) - width
      return room < 0 ? .rejected : room < 20 ? .acceptable : .preferred
    }
    let result = selection.layout(in: ProposedSize(width: 100, height: nil))
    #expect(result.size == Size(width: 70, height: 30))
    let narrow = selection.layout(in: ProposedSize(width: 75, height: nil))
    #expect(narrow.size == Size(width: 70, height: 30))
    let narrower = selection.layout(in: ProposedSize(width: 65, height: nil))
    #expect(narrower.size == Size(width: 60, height: 50))
  }

  @Test("the selection takes exactly the chosen candidate's size; the others are hidden")
  func takesChosenSize() {
    let selection = PrioritySelection(
      candidates: [
        Placeholder(width: 120, height: 10), Placeholder(width: 80, height: 30),
        Placeholder(width: 40, height: 50),
      ],
      where: fitsWidth)
    let result = selection.layout(in: ProposedSize(width: 100, height: nil))
    #expect(result.size == Size(width: 80, height: 30))
    let leaves = result.root.allNodes.filter { $0.children.isEmpty }
    #expect(leaves.map(\.isHidden) == [true, false, true])
  }

  @Test("with no candidate satisfying, the last is shown and sizes the selection")
  func fallbackShowsLast() {
    let selection = PrioritySelection(
      candidates: [Placeholder(width: 120, height: 10), Placeholder(width: 90, height: 20)],
      where: fitsWidth)
    let result = selection.layout(in: ProposedSize(width: 50, height: nil))
    #expect(result.size == Size(width: 90, height: 20))
    #expect(result.root.allNodes.filter { $0.children.isEmpty }.map(\.isHidden) == [true, false])
  }

  @Test("a selection nested in a stack chooses for the width the stack gives it")
  func nestedInStack() {
    let row = HStack(spacing: 0) {
      Placeholder(width: 30, height: 10)
      PrioritySelection(
        candidates: [Placeholder(width: 60, height: 10), Placeholder(width: 20, height: 40)],
        where: fitsWidth)
    }
    #expect(
      row.layout(in: ProposedSize(width: 100, height: nil)).size == Size(width: 90, height: 10))
    #expect(
      row.layout(in: ProposedSize(width: 70, height: nil)).size == Size(width: 50, height: 40))
  }

  @Test("the chosen candidate's baseline is the selection's; hidden ones do not count")
  func baselineOfChosen() {
    let selection = PrioritySelection(
      candidates: [
        Placeholder(width: 120, height: 10, firstBaseline: 7, lastBaseline: 7),
        Placeholder(width: 80, height: 30, firstBaseline: 5, lastBaseline: 25),
      ],
      where: fitsWidth)
    let result = selection.layout(in: ProposedSize(width: 100, height: nil))
    #expect(result.root.lastTextBaseline == 25)
    #expect(result.root.firstTextBaseline == 5)
  }

  @Test("an empty selection is zero-sized")
  func emptySelection() {
    let selection = PrioritySelection(candidates: [], where: fitsWidth)
    #expect(selection.layout(in: ProposedSize(width: 100, height: 100)).size == .zero)
  }
}
