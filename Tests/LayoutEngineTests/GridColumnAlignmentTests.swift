import LayoutEngine
import Testing

/// Which column alignment a view outside a grid's rows declares, from the fuzz of MetalUI's
/// `swiftui-grid.swift` probe (group GZ5, views outside a row, seed 105; the default run recorded
/// on macOS 27.0 through an `NSHostingView`, its stdout committed as
/// `docs/probes/swiftui-grid-default-run.txt`): like a span, it declares its
/// `gridColumnAlignment` for the first column and is itself aligned by the grid.
@Suite("The column alignment a view outside a grid's rows declares")
struct GridColumnAlignmentTests {
  @Test("a view outside a row centres the first column's cells (GZ5-3)")
  func viewOutsideARowAlignsTheFirstColumn() throws {
    let grid = Grid(alignment: .leading) {
      fixed("c1", 100, 10).gridColumnAlignment(.center)
      GridRow {
        fixed("c2", 40, 40).gridCellUnsizedAxes(.horizontal)
        fixed("c3", 60, 20).gridCellAnchor(.top)
        ProbeLeaf(name: "c4", width: 0...10, idealWidth: 10, height: 0...10, idealHeight: 10)
          .gridCellAnchor(.center)
      }
      GridRow(alignment: .center) {
        fixed("c5", 150, 40).gridCellUnsizedAxes(.horizontal)
        greedy("c6")
      }
    }
    let result = grid.layout(in: ProposedSize(width: 60, height: 60), environment: points)
    #expect(result.size == Size(width: 226, height: 106))
    let declaring = try #require(result.leafFrame("c1"))
    let aligned = try #require(result.leafFrame("c2"))
    // The declaring view itself takes the grid's leading alignment.
    #expect(declaring == Rect(x: 0, y: 0, width: 100, height: 10))
    // c2 is centred in the 150-wide first column; on the grid's leading alignment it was at 0.
    #expect(aligned == Rect(x: 55, y: 18, width: 40, height: 40))
    #expect(aligned.origin.x != 0)
  }
}
