import LayoutEngine
import Testing

/// A grid cell that takes no share on an axis, from the divergences run of MetalUI's
/// `swiftui-grid.swift` probe (`docs/probes/swiftui-grid-divergences.txt`, recorded on macOS
/// 27.0 through an `NSHostingView`): unsized on the axis and of one length there whatever it is
/// proposed, it neither keeps its line open for its group's share nor, in a lower-priority
/// cell's columns, makes the group share past the proposal; a span taking a share widens its
/// column as one holding no cell.
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

  /// A leaf's x in a recorded divergence grid: SwiftUI's, and the engine's before a span
  /// taking a share widened columns of shareless cells.
  struct LeafX: Sendable, CustomStringConvertible {
    let grid: Int
    let leaf: String
    let recorded: Double
    let old: Double
    var description: String { "GD\(grid) \(leaf)" }
  }

  // GD62 at 150 x nil: the fixed 10-wide c1, unsized horizontally, in column 0, and below it a
  // spacer over columns 0-2. SwiftUI spreads the spacer's 102 lack over all three, 34 each:
  // column 0 is 44 wide, c1 centred in it at 17, and the span c2 starts at column 1, at 52
  // (over columns 1-2 alone, c1 was at 0 and c2 at 18). GD42 at nil x 80: the 20-wide c5,
  // itself unsized horizontally, spans columns 1-3, column 1 holding the 10-wide c3 unsized
  // horizontally too. SwiftUI widens only columns 2-3 by the 10 c5 lacks: c3 stays at 30,
  // trailing in its 10-wide column (widening column 1 too, to 13.33, put it at 33.33).
  @Test(
    "a span widens a column of shareless cells only when it takes a share itself (GD62, GD42)",
    arguments: [
      LeafX(grid: 62, leaf: "c1", recorded: 17, old: 0),
      LeafX(grid: 62, leaf: "c2", recorded: 52, old: 18),
      LeafX(grid: 42, leaf: "c3", recorded: 30, old: 33.333),
    ])
  func spanWidensAColumnOfSharelessCellsWhenSized(_ probe: LeafX) throws {
    let result = divergenceGrids[probe.grid - 1].layoutAtItsProposal()
    let frame = try #require(result.leafFrame(probe.leaf))
    #expect(abs(frame.minX - probe.recorded) < 0.001)
    #expect(abs(frame.minX - probe.old) > 1)
  }
}
