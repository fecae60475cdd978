import LayoutEngine
import Testing

/// Children in equal columns across the proposed width; the container is as tall as the
/// tallest child at its column's width, and every child is placed at that height.
private struct MaxHeightLayout: Layout {
  var spacing: Double?

  func gaps(_ subviews: LayoutSubviews) -> [Double] {
    guard subviews.count > 1 else { return [] }
    return (0..<(subviews.count - 1)).map { index in
      spacing
        ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
    }
  }

  func columnWidth(_ width: Double, subviews: LayoutSubviews) -> Double {
    guard !subviews.isEmpty else { return 0 }
    return max(width - gaps(subviews).reduce(0, +), 0) / Double(subviews.count)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    let width = proposal.replacingUnspecifiedDimensions().width
    let column = ProposedSize(width: columnWidth(width, subviews: subviews), height: nil)
    let height = subviews.map { $0.sizeThatFits(column).height }.max() ?? 0
    return Size(width: width, height: height)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) {
    let column = columnWidth(bounds.width, subviews: subviews)
    let gaps = gaps(subviews) + [0]
    var x = bounds.minX
    for index in subviews.indices {
      subviews[index].place(
        at: Point(x: x, y: bounds.minY),
        proposal: ProposedSize(width: column, height: bounds.height))
      x += column + gaps[index]
    }
  }
}

@Suite("Custom layouts")
struct CustomLayoutTests {
  @Test("a custom layout shares the width equally and is as tall as its tallest child")
  func maxHeightLayoutSharesWidth() {
    let result = MaxHeightLayout(spacing: 0) {
      WrappingLeaf()
      WrappingLeaf(units: 40)
      Rectangle()
    }.layout(in: .width(150))
    // Columns of 50: the long leaf needs 2 lines (20), the short one 1, the shape 10.
    #expect(result.size == Size(width: 150, height: 20))
    #expect(
      result.root.childFrames == [
        Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 40, height: 10),
        Rect(x: 100, y: 0, width: 50, height: 20),
      ])
    #expect(result.root.children.map(\.proposal.height) == [20, 20, 20])
  }

  @Test("a custom layout reads the default spacing from its subviews")
  func maxHeightLayoutDefaultSpacing() {
    let result = MaxHeightLayout {
      WrappingLeaf()
      WrappingLeaf()
    }.layout(in: .width(108), environment: points)
    #expect(result.size == Size(width: 108, height: 20))
    #expect(result.root.childFrames.map(\.minX) == [0, 58])
    #expect(result.root.description == "MaxHeightLayout")
  }

  @Test("a Spacer inside a custom layout is outside any stack: it grows on both axes")
  func spacerInCustomLayout() {
    let result = HStack {
      MaxHeightLayout(spacing: 0) { Spacer(minLength: 3) }
    }.layout(in: .width(40))
    #expect(result.root.children[0].childFrames.map(\.size) == [Size(width: 40, height: 3)])
  }
}
