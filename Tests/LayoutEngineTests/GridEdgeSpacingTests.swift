import LayoutEngine
import Testing

/// The spacing a stack puts beside a grid, from MetalUI's `swiftui-grid.swift` probe (GE16,
/// GE29): a grid with no cell asks for none, and a grid's spacer edge shows through a stack
/// that holds it.
@Suite("A stack's spacing beside a grid")
struct GridEdgeSpacingTests {
  /// `middle` between a 30x10 and a 10x10 view in an HStack of default spacing.
  private func between(_ middle: any View) -> LayoutResult {
    HStack {
      Rectangle().frame(width: 30, height: 10)
      middle
      Rectangle().frame(width: 10, height: 10)
    }
    .layout(in: .unspecified, environment: points)
  }

  @Test("an empty grid takes no spacing on either side (GE16: 40 wide)")
  func emptyGridTakesNoSpacing() {
    let width = between(Grid {}).size.width
    #expect(width == 40)
    // Spaced as any view, the empty grid would put 8 on each side: 56.
    #expect(width != 56)
  }

  @Test("a grid's leading spacer cell leaves no spacing through an enclosing VStack (GE29)")
  func spacerEdgeShowsThroughAVStack() {
    let grid = Grid {
      GridRow {
        Spacer()
        Rectangle().frame(width: 20, height: 20)
      }
    }
    let width = between(VStack { grid }).size.width
    // 30, the spacer's 8, the 20 box, 8 and 10; with 8 before the VStack too it would be 84.
    #expect(width == 76)
    #expect(width != 84)
  }

  @Test("a VStack of a Spacer alone still takes spacing across its axis (K3h)")
  func stackOfASpacerAloneIsSpaced() {
    #expect(between(VStack { Spacer(minLength: 0) }).size.width == 56)
  }
}
