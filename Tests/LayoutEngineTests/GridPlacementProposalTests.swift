import LayoutEngine
import Testing

/// Which proposal a grid places a cell with, from MetalUI's `swiftui-grid.swift` probe (GR0-GR2,
/// recorded on macOS 27.0 through an `NSHostingView`): its slot, except that a cell whose answer
/// is its slot is placed at the proposal it was measured at. The odd leaf answers 15 x 15 only
/// at exactly 20 x 20 (GR0), so placed at its 20 x 20 slot it would shrink.
@Suite("The proposal a grid places a cell with")
struct GridPlacementProposalTests {
  /// [a odd, b 20x20] laid out at `proposal`; a's placed node.
  private func oddCell(at proposal: ProposedSize) -> PlacedNode? {
    let grid = Grid {
      GridRow {
        OddLeaf(name: "a")
        Rectangle().frame(width: 20, height: 20)
      }
    }
    return grid.layout(in: proposal, environment: points).root.allNodes.last {
      $0.description == "leaf a"
    }
  }

  @Test("a cell whose answer is its slot is placed at its measured nil proposal (GR1)")
  func placedAtTheNilProposal() throws {
    let node = try #require(oddCell(at: .unspecified))
    #expect(node.absoluteFrame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(node.proposal == .unspecified)
    // Placed at its 20 x 20 slot it would answer 15 x 15, centred at (2.5, 2.5).
    #expect(node.absoluteFrame.size != Size(width: 15, height: 15))
  }

  @Test("a cell whose answer is its slot is placed at its share, 96 x 200 at 200 x 200 (GR2)")
  func placedAtItsShare() throws {
    let node = try #require(oddCell(at: ProposedSize(width: 200, height: 200)))
    #expect(node.absoluteFrame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(node.proposal == ProposedSize(width: 96, height: 200))
    #expect(node.proposal != ProposedSize(width: 20, height: 20))
  }
}
