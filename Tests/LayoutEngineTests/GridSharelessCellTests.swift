import LayoutEngine
import Testing

/// A grid cell that takes no share on an axis, from the divergences run of MetalUI's
/// `swiftui-grid.swift` probe (`docs/probes/swiftui-grid-divergences.txt`, recorded on macOS
/// 27.0 through an `NSHostingView`): unsized on the axis and of one length there whatever it is
/// proposed, it neither keeps its line open for its group's share nor, in a lower-priority
/// cell's columns, makes the group share past the proposal.
@Suite("A grid cell that takes no share on an axis")
struct GridSharelessCellTests {
  @Test("a fixed cell unsized across keeps no share past the proposal (GD64: c6 2.2 wide)")
  func fixedUnsizedCellBelowASpacerLeavesTheShareWithin() throws {
    // The divergences' grid 64 at 60 x 60: the Spacer c4 has c5 and c6 beside it and, below
    // it, only the fixed 10 x 60 c7 unsized horizontally. The five columns share the 44 the
    // gaps leave, 8.8 each: the half-width c6's column is 4.4 and c6 2.2 wide in it.
    let result = divergenceGrids[63].layoutAtItsProposal()
    #expect(result.size == Size(width: 76, height: 110))
    let c6 = try #require(result.leafFrame("c6"))
    #expect(abs(c6.minX - 57.1) < 0.001 && abs(c6.size.width - 2.2) < 0.001)
    #expect(c6.minY == 30 && c6.size.height == 10)
    // Sharing 3 / 2 of the 44 because of c7, c6 was proposed 13.2 and 3.3 wide.
    #expect(abs(c6.size.width - 3.3) > 0.5)
  }

  @Test("a fixed cell unsized across leaves its column closed to the share (GD46: 82 wide)")
  func fixedUnsizedCellLeavesItsColumnClosed() throws {
    // The divergences' grid 46 at 60 x 60, spacing 12: column 0 holds a Spacer and the fixed
    // 30-wide c5 unsized horizontally. The 24 the gaps leave goes to the three other columns,
    // 8 for the width-flexible c3, and the grid is 30 + 8 + 8 + 36 = 82 wide.
    let result = divergenceGrids[45].layoutAtItsProposal()
    #expect(result.size == Size(width: 82, height: 104))
    #expect(result.leafFrame("c3") == Rect(x: 42, y: 46, width: 8, height: 10))
    #expect(result.leafFrame("c4") == Rect(x: 62, y: 20, width: 20, height: 36))
    // With c5 sharing (past the proposal, beside the Spacer), c3 was 12 wide and the grid 86.
    #expect(result.size.width != 86)
  }
}
