import LayoutEngine
import Testing

/// When a grid's spanning cell widens its columns, from the replay corpus of MetalUI's
/// `swiftui-grid.swift` probe (GC100 and GC75, seed 4242, recorded on macOS 27.0 through an
/// `NSHostingView`): a span widens the columns no single cell holds once its priority is
/// measured, so a lower-priority cell shares only what is left.
@Suite("When a grid's spanning cell widens its columns")
struct GridSpanWideningTests {
  /// A cell of width 0... (ideal 10) and height 20.
  private struct WidthFlexible: View {
    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
      Size(width: proposal.width ?? 10, height: 20)
    }

    func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
      PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
    }

    var layoutDescription: String { "width-flexible" }
  }

  @Test("a spacer after a span takes what the span leaves, 8 and not 100 (GC100: 108 wide)")
  func spacerAfterASpanGetsTheRest() {
    let grid = Grid {
      GridRow {
        WidthFlexible().gridCellColumns(3)
        Spacer().gridCellColumns(2).gridCellUnsizedAxes(.vertical)
      }
    }
    let size = grid.layout(in: ProposedSize(width: 100, height: 100), environment: points).size
    #expect(size == Size(width: 108, height: 20))
    // Widening the span's columns only once every cell is measured, the spacer took 100 too.
    #expect(size.width != 200)
  }

  @Test("a higher-priority span's width is taken before a spacer's share (GC75: 200 wide)")
  func higherPrioritySpanComesFirst() {
    let grid = Grid {
      GridRow(alignment: .bottom) {
        Rectangle().frame(width: 100, height: 20).layoutPriority(1).gridCellColumns(3)
          .gridCellUnsizedAxes(.horizontal)
        Spacer()
      }
    }
    let size = grid.layout(in: ProposedSize(width: 200, height: 100), environment: points).size
    #expect(size == Size(width: 200, height: 80))
    #expect(size.width != 300)
  }
}
