import LayoutEngine
import Testing

/// The gaps between a grid's columns, from the divergences run of MetalUI's `swiftui-grid.swift`
/// probe (`docs/probes/swiftui-grid-divergences.txt`, GD1 and GD17, recorded on macOS 27.0
/// through an `NSHostingView`): with a spacing of its own, the grid puts it between every two
/// columns, inside a span and where no cell starts or ends too.
@Suite("The gaps between a grid's columns")
struct GridSpacingTests {
  @Test("a span's inner columns are the grid's spacing apart, so a spacer is 28.67 wide (GD1)")
  func gapsInsideASpanAreTheGridsSpacing() throws {
    // GD1 as recorded at nil x nil, spacing 3: the flexible span over columns 1 to 3 is 10
    // wide, 4 of it its columns' and 6 the two gaps inside it; the spacer above columns 0 to 2
    // covers 20, two gaps and two of those columns.
    let result = divergenceGrids[0].layoutAtItsProposal()
    #expect(result.size == Size(width: 46, height: 48))
    let width = try #require(result.leafFrame("c1")).size.width
    #expect(abs(width - 28.667) < 0.001)
    // With no gap before column 2, where no cell starts or ends, the spacer was 27.67 wide.
    #expect(abs(width - 27.667) > 0.001)
  }

  @Test("the gap inside a span counts against the proposal: a flexible cell takes 234 (GD17)")
  func gapInsideASpanTakesItsShare() throws {
    // GD17 as recorded at 300 x 200, spacing 12: four columns, the last two only spanned by a
    // 10-wide cell; three gaps of 12 and the 30-wide column leave the flexible cell 234.
    let result = divergenceGrids[16].layoutAtItsProposal()
    #expect(result.size == Size(width: 300, height: 260))
    let flexible = try #require(result.leafFrame("c1"))
    #expect(flexible == Rect(x: 0, y: 0, width: 234, height: 100))
    // With no gap inside the span, the flexible cell took 246.
    #expect(flexible.size.width != 246)
  }
}
