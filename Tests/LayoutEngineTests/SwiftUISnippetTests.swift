import LayoutEngine
import Testing
import TextMeasurement

// SwiftUI snippets as a SwiftUI developer writes them (the custom layouts after the examples
// of Apple's documentation for `Layout`, `ForEach` and `Group`), compiled unchanged: only the
// Core Graphics names are given here, as the engine's geometry, since the engine does not
// import Foundation. Every layout is in terminal cells (the default environment): texts are
// as wide as their characters and one cell high, neighbours one cell apart.
private typealias CGFloat = Double
private typealias CGSize = Size
private typealias CGPoint = Point
private typealias CGRect = Rect

// MARK: - The snippets

/// Apple's equal-width stack: every subview is as wide as the widest, spaced by its
/// preferred spacing.
private struct MyEqualWidthHStack: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let maxSize = maxSize(subviews: subviews)
    let spacing = spacing(subviews: subviews)
    let totalSpacing = spacing.reduce(0) { $0 + $1 }
    return CGSize(
      width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
      height: maxSize.height)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) {
    guard !subviews.isEmpty else { return }
    let maxSize = maxSize(subviews: subviews)
    let spacing = spacing(subviews: subviews)
    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
    var nextX = bounds.minX + maxSize.width / 2
    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: nextX, y: bounds.midY),
        anchor: .center,
        proposal: placementProposal)
      nextX += maxSize.width + spacing[index]
    }
  }

  private func maxSize(subviews: Subviews) -> CGSize {
    let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
      CGSize(
        width: max(currentMax.width, subviewSize.width),
        height: max(currentMax.height, subviewSize.height))
    }
    return maxSize
  }

  private func spacing(subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      guard index < subviews.count - 1 else { return 0 }
      return subviews[index].spacing.distance(
        to: subviews[index + 1].spacing,
        along: .horizontal)
    }
  }
}

/// A layout with a cache, as Apple's `makeCache(subviews:)` documentation shows one: the
/// tallest subview and the spaces are computed once per call.
private struct CachedRow: Layout {
  struct CacheData {
    var maxHeight: CGFloat
    var spaces: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> CacheData {
    CacheData(
      maxHeight: computeMaxHeight(subviews: subviews), spaces: computeSpaces(subviews: subviews))
  }

  func updateCache(_ cache: inout CacheData, subviews: Subviews) {
    cache.maxHeight = computeMaxHeight(subviews: subviews)
    cache.spaces = computeSpaces(subviews: subviews)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData)
    -> CGSize
  {
    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
    return CGSize(width: widths.reduce(0, +) + cache.spaces.reduce(0, +), height: cache.maxHeight)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData
  ) {
    var x = bounds.minX
    for (index, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(
        at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading,
        proposal: ProposedViewSize(size))
      x += size.width + cache.spaces[index]
    }
  }

  private func computeMaxHeight(subviews: Subviews) -> CGFloat {
    subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
  }

  private func computeSpaces(subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      guard index < subviews.count - 1 else { return 0 }
      return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
    }
  }
}

/// A view of the user's own, defined by its body.
private struct Card: View {
  var title: String
  var detail: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      Divider()
      Text(detail)
    }
  }
}

/// A body of several views, with a condition.
private struct Badges: View {
  var urgent: Bool

  var body: some View {
    Text("new")
    if urgent {
      Text("!")
    }
  }
}

private struct Expense: Identifiable {
  let id: Int
  let title: String
}

/// Apple's `ForEach` over identifiable data.
private struct ExpenseList: View {
  let expenses: [Expense]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(expenses) { expense in
        Text(expense.title)
      }
    }
  }
}

/// A view whose type depends on a condition, erased.
private struct Status: View {
  var paid: Bool

  var body: some View {
    if paid {
      AnyView(Text("paid"))
    } else {
      AnyView(EmptyView())
    }
  }
}

// MARK: - Their layouts

@Suite("SwiftUI snippets compile unchanged and lay out as SwiftUI's rules say")
struct SwiftUISnippetTests {
  @Test("Apple's equal-width stack makes every subview as wide as the widest")
  func equalWidthStack() {
    let result = MyEqualWidthHStack {
      Text("a")
      Text("bbb")
      Text("cc")
    }.layout(in: .unspecified)
    // Three columns of 3 cells with one cell between: 3 + 1 + 3 + 1 + 3.
    #expect(result.size == Size(width: 11, height: 1))
    // Each text is proposed 3 x 1 and centered in its column (0-3, 4-7, 8-11): the centers
    // are 1.5, 5.5 and 9.5.
    #expect(result.root.childFrames.map(\.minX) == [1, 4, 8.5])
    #expect(result.root.childFrames.map(\.width) == [1, 3, 2])
  }

  @Test("a layout's cache is made from its subviews and read while placing them")
  func cachedLayout() {
    let result = CachedRow {
      Text("ab")
      Text("c\nd")
    }.layout(in: .unspecified)
    // 2 + 1 + 1 wide, as tall as the two-line text; the first text sits on the bottom.
    #expect(result.size == Size(width: 4, height: 2))
    #expect(
      result.root.childFrames == [
        Rect(x: 0, y: 1, width: 2, height: 1), Rect(x: 3, y: 0, width: 1, height: 2),
      ])
  }

  @Test("a view defined by its body lays out as its body")
  func bodyView() {
    let result = Card(title: "Rent", detail: "1,200.00 €").layout(in: .width(20))
    // Text, divider and text, no spacing between vertical neighbours in cells; the divider
    // takes the width the stack is offered and one cell of height.
    #expect(result.size == Size(width: 20, height: 3))
    let stack = result.root
    #expect(stack.childFrames.map(\.minY) == [0, 1, 2])
    #expect(stack.children[1].description == "Divider")
    #expect(stack.childFrames[1].size == Size(width: 20, height: 1))
  }

  @Test("a body of several views gives a container each of them as a child")
  func bodyOfSeveralViews() {
    let urgent = HStack { Badges(urgent: true) }.layout(in: .unspecified)
    #expect(urgent.root.children.count == 2)
    #expect(urgent.size == Size(width: 5, height: 1))
    let calm = HStack { Badges(urgent: false) }.layout(in: .unspecified)
    #expect(calm.root.children.count == 1)
  }

  @Test("ForEach and Group give their views to the container, EmptyView gives none")
  func forEachGroupAndEmptyView() {
    let expenses = ExpenseList(
      expenses: [Expense(id: 1, title: "Rent"), Expense(id: 2, title: "Coffee")]
    ).layout(in: .unspecified)
    #expect(expenses.size == Size(width: 6, height: 2))
    #expect(expenses.root.children.count == 2)

    let row = HStack {
      ForEach(0..<3) { index in
        Text("\(index)")
      }
      Group {
        Text("a")
        Text("b")
      }
      EmptyView()
      ForEach(["x", "y"], id: \.self) { letter in
        Text(letter)
      }
    }.layout(in: .unspecified)
    // Seven texts of one cell, one cell apart: the empty view takes no room and no spacing.
    #expect(row.root.children.count == 7)
    #expect(row.size == Size(width: 13, height: 1))
  }

  @Test("AnyView lays out as the view it holds")
  func anyView() {
    #expect(Status(paid: true).layout(in: .unspecified).size == Size(width: 4, height: 1))
    #expect(Status(paid: false).layout(in: .unspecified).size == .zero)
    let stack = HStack {
      AnyView(Text("ab"))
      AnyView(Spacer())
      Text("c")
    }.layout(in: .width(10))
    // The erased Spacer is still a spacer: it takes the rest, with no spacing beside it.
    #expect(stack.root.childFrames.map(\.minX) == [0, 2, 9])
  }

  @Test("a Divider is vertical in an HStack and horizontal elsewhere")
  func dividerAxis() {
    let row = HStack {
      Text("a")
      Divider()
      Text("b")
    }.frame(height: 3).layout(in: .unspecified)
    let divider = row.root.children[0].children[1]
    #expect(divider.frame.size == Size(width: 1, height: 3))
    #expect(Divider().layout(in: .width(7)).size == Size(width: 7, height: 1))
    var points = EnvironmentValues()
    points.layoutMetrics = PointMetrics(displayScale: 2)
    #expect(
      Divider().layout(in: .width(7), environment: points).size == Size(width: 7, height: 0.5))
  }

  @Test("a Color takes what it is offered, as a Rectangle does")
  func color() {
    #expect(
      Color.red.layout(in: ProposedSize(width: 4, height: 2)).size == Size(width: 4, height: 2))
    #expect(
      Color(red: 1, green: 0, blue: 0).frame(height: 1).layout(in: .width(5)).size
        == Size(width: 5, height: 1))
    let striped = VStack(spacing: 0) {
      Color.blue
      Text("x")
    }.layout(in: ProposedSize(width: 3, height: 4))
    #expect(striped.root.childFrames.map(\.height) == [3, 1])
  }
}
