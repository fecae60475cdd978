import LayoutEngine
import Testing
import TextMeasurement

// The layout examples of the seed articles (the SwiftUI code that started the project),
// written with the public API. Texts are measured with a fixed advance, like the Ahem font
// of browser layout tests: every character 10 wide (7 where a seed gives widths in its
// comments), lines 20 high, default spacing 8, so every figure below can be worked out by
// hand from the seed's rule. Colours, borders and other drawing are left out.

/// Every character `advance` wide, lines 20 high, baseline 15, default spacing 8, lines
/// filled greedily as the seed fills them (the `none` line-break strategy).
private func fixed(advance: Double = 10) -> EnvironmentValues {
  var environment = EnvironmentValues(
    measurer: FixedAdvanceMeasurer(
      advance: advance, lineHeight: 20, baselineOffset: 15, horizontalSpacing: 8,
      verticalSpacing: 8, spacerLength: 8))
  environment.lineBreakStrategy = .none
  return environment
}

/// The text of every visible line, top to bottom.
private func lines(_ result: LayoutResult) -> [String] {
  result.placedTextLines().map(\.text)
}

/// The layouts of the visible texts.
private func textLayouts(_ result: LayoutResult) -> [TextLayout] {
  result.root.allNodes.filter { !$0.isHidden }.compactMap { ($0.content as? TextContent)?.layout }
}

/// A shape whose ideal width follows the proposed height: square when the width is
/// unspecified, 10 x 10 when both are. It shows which height a container measures it at.
private struct HeightFollowingSquare: View {
  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let height = proposal.height ?? 10
    return Size(width: proposal.width ?? height, height: height)
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }
}

private let geometryReaderSentence =
  "1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."
private let additionSentence = "2: In addition, some views believe that:"

@Suite("Seed 000: ViewThatFits and ideal sizes")
struct ViewThatFitsSeedTests {
  /// Seed 000's `IdealSizeDemo3`: the two texts in a `ViewThatFits(in: .vertical)`.
  let demo3 = ViewThatFits(in: .vertical) {
    Text(geometryReaderSentence)
    Text(additionSentence)
  }

  @Test(
    "IdealSizeDemo3: the first text wraps taller than 100 at width 200, so the second is chosen")
  func idealSizeDemo3ChoosesSecond() {
    // At 20 characters a line the 104-character sentence needs 6 lines (120 > 100); the
    // second needs 2 ("2: In addition, some", "views believe that:"), 40 <= 100. Measured with
    // nil on both axes the first would be one line, 20 high, and would be chosen.
    let result = demo3.frame(width: 200, height: 100, alignment: .top)
      .layout(in: .unspecified, environment: fixed())
    #expect(lines(result) == ["2: In addition, some", "views believe that:"])
    #expect(result.root.children.first?.frame == Rect(x: 0, y: 0, width: 200, height: 40))
    // The seed's own check: each text fixed vertically in the same frame.
    let first = Text(geometryReaderSentence).fixedSize(horizontal: false, vertical: true)
      .frame(width: 200, height: 100, alignment: .top).layout(
        in: .unspecified, environment: fixed())
    #expect(first.root.children.first?.frame.height == 120)
  }

  @Test("IdealSizeDemo3 at height 30: neither fits, the last is shown and truncated to one line")
  func idealSizeDemo3TruncatesLast() {
    let result = demo3.frame(width: 200, height: 30, alignment: .top)
      .layout(in: .unspecified, environment: fixed())
    let shown = textLayouts(result)
    #expect(shown.count == 1)
    #expect(shown.first?.isTruncated == true)
    #expect(lines(result).count == 1)
    #expect(lines(result).first?.hasPrefix("2: In") == true)
    #expect(lines(result).first?.hasSuffix("…") == true)
    #expect(result.root.children.first?.frame.height == 20)
  }

  @Test("ViewThatFits(in: .horizontal) measures the ideal width at the proposed height")
  func horizontalKeepsProposedHeight() {
    let view = ViewThatFits(in: .horizontal) {
      HeightFollowingSquare()
      Rectangle().frame(width: 5)
    }
    // Ideal width 40 at height 40 fits 50; 60 at height 60 does not.
    #expect(
      view.layout(in: ProposedSize(width: 50, height: 40)).size == Size(width: 50, height: 40))
    #expect(view.layout(in: ProposedSize(width: 50, height: 60)).size == Size(width: 5, height: 60))
  }

  @Test("ViewThatFits on both axes measures each child with nil on both")
  func bothAxesMeasureUnspecified() {
    let view = ViewThatFits {
      HeightFollowingSquare()
      Rectangle().frame(width: 5, height: 5)
    }
    // The ideal size is 10 x 10 whatever the proposal, so the first fits 50 x 60.
    #expect(
      view.layout(in: ProposedSize(width: 50, height: 60)).size == Size(width: 50, height: 60))
  }

  /// Seed 000's three greetings; its comments give their widths (100 < w < 200, 20 < w < 100,
  /// 10 < w < 20), which 7 per character gives: 147, 77 and 14.
  let greetings = ViewThatFits(in: .horizontal) {
    Text("Hello Beautiful World")
    Text("Hello World")
    Text("Hi")
  }

  @Test("the greetings: Hello World at width 100, Hello Beautiful World at 200")
  func greetingsByWidth() {
    let narrow = greetings.frame(width: 100).layout(
      in: .unspecified, environment: fixed(advance: 7))
    #expect(lines(narrow) == ["Hello World"])
    let wide = greetings.frame(width: 200).layout(in: .unspecified, environment: fixed(advance: 7))
    #expect(lines(wide) == ["Hello Beautiful World"])
  }

  @Test("the greetings at width 10: none fits, Hi is chosen and wraps on two lines")
  func greetingsAtTen() {
    let result = greetings.frame(width: 10).layout(in: .unspecified, environment: fixed(advance: 7))
    #expect(lines(result) == ["H", "i"])
    // Fixed horizontally it keeps its one line and overflows the 10; line-limited it truncates.
    let fixedHi = ViewThatFits(in: .horizontal) {
      Text("Hello World")
      Text("Hi").fixedSize(horizontal: true, vertical: false)
    }.frame(width: 10).layout(in: .unspecified, environment: fixed(advance: 7))
    #expect(lines(fixedHi) == ["Hi"])
    #expect(fixedHi.overflows)
    let limited = ViewThatFits(in: .horizontal) {
      Text("Hello World")
      Text("Hi").lineLimit(1)
    }.frame(width: 10).layout(in: .unspecified, environment: fixed(advance: 7))
    #expect(lines(limited).count == 1)
    #expect(textLayouts(limited).first?.isTruncated == true)
  }

  @Test("TextDemo: the longest title that fits the width, and the fixed last one below that")
  func titlesByWidth() {
    let titles = ViewThatFits {
      Text("Fatbobman's Swift Weekly")
      Text("Fatbobman's Weekly")
      Text("Fat's Weekly")
      Text("Weekly").fixedSize()
    }
    func shown(at width: Double) -> [String] {
      lines(
        titles.frame(width: width).layout(
          in: ProposedSize(width: 400, height: 400), environment: fixed(advance: 7)))
    }
    // 24, 18, 12 and 6 characters: 168, 126, 84 and 42 wide.
    #expect(shown(at: 200) == ["Fatbobman's Swift Weekly"])
    #expect(shown(at: 150) == ["Fatbobman's Weekly"])
    #expect(shown(at: 100) == ["Fat's Weekly"])
    #expect(shown(at: 30) == ["Weekly"])
  }

  @Test("LayoutSwitchDemo: the HStack from 177 wide, else the VStack, each filling the space")
  func layoutSwitch() {
    let logo = Rectangle().frame(idealWidth: 100, maxWidth: 200, idealHeight: 100)
    let title = Text("Hello World").fixedSize().frame(maxWidth: 120)
    let switching = ViewThatFits(in: .horizontal) {
      HStack(spacing: 0) {
        logo
        title
      }
      VStack(spacing: 0) {
        logo
        title
      }
    }
    func layout(_ width: Double) -> LayoutResult {
      switching.frame(maxWidth: width, maxHeight: 130).layout(
        in: ProposedSize(width: 1000, height: 1000), environment: fixed(advance: 7))
    }
    // The HStack's ideal width is the logo's 100 and the title's 77.
    let wide = layout(250)
    let hstack = wide.root.children[0].children[0]
    #expect(hstack.description == "HStack(spacing: 0)")
    // The title takes up to its 120 maximum first; the logo the 130 left.
    #expect(hstack.childFrames.map(\.width) == [130, 120])
    #expect(hstack.frame.size == Size(width: 250, height: 130))
    let narrow = layout(150)
    let vstack = narrow.root.children[0].children[0]
    #expect(vstack.description == "VStack(spacing: 0)")
    // The title keeps its one line (20); the logo takes the 110 left of 130.
    #expect(vstack.childFrames.map(\.height) == [110, 20])
    #expect(vstack.frame.size == Size(width: 150, height: 130))
  }

  @Test("SetIdealSize: a fixed frame is the size everywhere, an ideal frame only when fixed")
  func idealFrames() {
    let proposal = ProposedSize(width: 300, height: 300)
    #expect(
      Rectangle().frame(width: 100, height: 100).fixedSize().layout(in: proposal).size
        == Size(width: 100, height: 100))
    let ideal = Rectangle().frame(idealWidth: 100, idealHeight: 100)
    #expect(ideal.layout(in: proposal).size == Size(width: 300, height: 300))
    #expect(ideal.fixedSize().layout(in: proposal).size == Size(width: 100, height: 100))
    #expect(Rectangle().fixedSize().layout(in: proposal).size == Size(width: 10, height: 10))
  }

  @Test("IdealSizeDemo: a fixed VStack is its widest child's ideal width and their heights")
  func fixedVStack() {
    let result = VStack {
      Text(geometryReaderSentence)
      Rectangle()
    }.fixedSize().layout(in: ProposedSize(width: 300, height: 300), environment: fixed())
    // The sentence on one line (1040) over the shape at its ideal 10 high, spacing 8; the
    // shape is placed at the stack's width.
    #expect(result.size == Size(width: 1040, height: 38))
    #expect(
      result.root.children[0].childFrames.map(\.size) == [
        Size(width: 1040, height: 20), Size(width: 1040, height: 10),
      ])
  }

  @Test("IdealSizeDemo2: fixed vertically, a text shows all its lines in a 100 x 100 frame")
  func fixedVerticallyInFrame() {
    let result = Text(geometryReaderSentence).fixedSize(horizontal: false, vertical: true)
      .frame(width: 100, height: 100).layout(in: .unspecified, environment: fixed())
    let text = textLayouts(result)
    #expect(text.first?.isTruncated == false)
    // 10 characters a line: all 13 lines, 260 high, overflowing the 100.
    #expect(result.root.children.first?.frame.height == 260)
    #expect(result.overflows)
  }
}

@Suite("Seed 002: sizes, equal sizes and alignment")
struct LayoutSeedTests {
  @Test("Hello, World! with a background, then padding: the background hugs the text")
  func backgroundThenPadding() {
    let result = Text("Hello, World!").background { Rectangle() }.padding()
      .layout(in: ProposedSize(width: 390, height: 844), environment: fixed())
    // The text is 130 x 20; the background is proposed that and takes it; the padding adds
    // the default 16 (twice the spacing of 8) on every edge.
    #expect(result.size == Size(width: 162, height: 52))
    let rectangle = result.root.allNodes.first { $0.description == "Rectangle" }
    #expect(rectangle?.absoluteFrame == Rect(x: 16, y: 16, width: 130, height: 20))
  }

  @Test("two texts of different lengths are made equally tall by maxHeight infinity and fixedSize")
  func equallyTallTexts() {
    let row = HStack {
      Text("This is a short string.").padding(16).frame(maxHeight: .infinity)
      Text(
        "This is a very long string with lots and lots of text that will definitely run across multiple lines because it's just so long."
      ).padding(16).frame(maxHeight: .infinity)
    }.fixedSize(horizontal: false, vertical: true).frame(maxHeight: 200)
    let result = row.layout(in: ProposedSize(width: 600, height: 800), environment: fixed())
    let stack = result.root.children[0].children[0]
    // 592 across after the spacing: the short text (least flexible) is offered 296 and takes
    // its one line, 230 + 32; the long one the 330 left, 298 inside its padding: 29
    // characters a line, 5 lines, 100 + 32 high. The stack is that tall, and both frames
    // take its height.
    #expect(stack.childFrames.map(\.width) == [262, 322])
    #expect(stack.childFrames.map(\.height) == [132, 132])
    // The short text itself stays one line, centred in its frame.
    #expect(stack.children[0].children[0].frame == Rect(x: 0, y: 40, width: 262, height: 52))
    // Without fixedSize both frames take the whole 200 the outer frame offers.
    let unfixed = HStack {
      Text("This is a short string.").padding(16).frame(maxHeight: .infinity)
      Text("Long enough to wrap on several lines here.").padding(16).frame(maxHeight: .infinity)
    }.frame(maxHeight: 200).layout(in: ProposedSize(width: 600, height: 800), environment: fixed())
    #expect(unfixed.root.children[0].childFrames.map(\.height) == [200, 200])
  }

  @Test("two buttons are made equally wide by maxWidth infinity in a horizontally fixed VStack")
  func equallyWideButtons() {
    let buttons = VStack {
      Text("Log in").padding(16).frame(maxWidth: .infinity)
      Text("Reset Password").padding(16).frame(maxWidth: .infinity)
    }.fixedSize(horizontal: true, vertical: false)
    let result = buttons.layout(in: ProposedSize(width: 600, height: 800), environment: fixed())
    // The widest label, "Reset Password" (140) with its padding: 172, for both.
    #expect(result.size == Size(width: 172, height: 112))
    #expect(result.root.children[0].childFrames.map(\.width) == [172, 172])
    // Each label keeps its own width, centred.
    #expect(
      result.root.children[0].children.map { $0.children[0].frame }
        == [
          Rect(x: 40, y: 0, width: 92, height: 52), Rect(x: 0, y: 0, width: 172, height: 52),
        ])
  }

  @Test("frame(maxWidth: 720) then frame(maxWidth: .infinity) centres a column of at most 720")
  func centredColumn() {
    let column = ZStack {}.frame(maxWidth: 720).frame(maxWidth: .infinity)
    // The empty stack has no height, so neither frame has one.
    let wide = column.layout(in: ProposedSize(width: 1000, height: 100))
    #expect(wide.size == Size(width: 1000, height: 0))
    #expect(wide.root.children[0].frame == Rect(x: 140, y: 0, width: 720, height: 0))
    let narrow = column.layout(in: ProposedSize(width: 500, height: 100))
    #expect(narrow.root.children[0].frame == Rect(x: 0, y: 0, width: 500, height: 0))
  }

  @Test("the layered alignmentGuide(.leading) VStack steps each text 10 further in and grows")
  func layeredLeadingGuides() {
    let layers = VStack(alignment: .leading) {
      for position in 0..<10 {
        Text("Number \(position)").alignmentGuide(.leading) { _ in Double(position) * -10 }
      }
    }
    let result = layers.layout(in: .unspecified, environment: fixed())
    #expect(result.root.childFrames.map(\.minX) == (0..<10).map { Double($0) * 10 })
    // "Number 9" (80) starts at 90: the stack grows to contain it.
    #expect(result.size.width == 170)
  }

  @Test("alignmentGuide example one: A's trailing edge on the line, B 40 past it")
  func leadingGuidesExampleOne() {
    let result = VStack(alignment: .leading) {
      Text("AAAAA").alignmentGuide(.leading) { d in d[.trailing] }
      Text("BBBBBBB").alignmentGuide(.leading) { _ in -40 }
    }.layout(in: .unspecified, environment: fixed())
    #expect(result.root.childFrames.map(\.minX) == [0, 90])
    #expect(result.size == Size(width: 160, height: 48))
  }

  @Test("vertical alignmentGuide: the weather row grows to contain the moved icons")
  func weatherRow() {
    let weather = VStack {
      Text("Today's Weather")
      HStack {
        Text("🌧").alignmentGuide(VerticalAlignment.center) { _ in -10 }
        Text("Rain & Thunderstorms")
        Text("⛈").alignmentGuide(VerticalAlignment.center) { _ in 80 }
      }
    }
    let result = weather.layout(in: .unspecified, environment: fixed())
    let row = result.root.children[1]
    // Centres at -10, 10 and 80 lie on one line at 80 from the top of the row.
    #expect(row.childFrames.map(\.minY) == [90, 70, 0])
    #expect(row.frame.height == 110)
  }

  @Test(
    "HStack(alignment: .bottom) lines up the bottoms of texts in four sizes, lastTextBaseline their baselines"
  )
  func stackAlignmentWithFonts() {
    // The seed's fonts as fixed-advance measurers: caption, body, title and large title.
    func font(_ advance: Double, _ lineHeight: Double, _ baseline: Double) -> FixedAdvanceMeasurer {
      FixedAdvanceMeasurer(
        advance: advance, lineHeight: lineHeight, baselineOffset: baseline, horizontalSpacing: 8,
        verticalSpacing: 8, spacerLength: 8)
    }
    func words(_ alignment: VerticalAlignment) -> LayoutResult {
      HStack(alignment: alignment) {
        Text("Live").measurer(font(6, 12, 9))
        Text("long").measurer(font(10, 20, 15))
        Text("and").measurer(font(14, 28, 21))
        Text("prosper").measurer(font(17, 34, 26))
      }.layout(in: .unspecified, environment: fixed())
    }
    // Widths 24, 40, 42 and 119 with 8 between them.
    let bottom = words(.bottom)
    #expect(bottom.root.childFrames.map(\.minX) == [0, 32, 80, 130])
    #expect(bottom.root.childFrames.map(\.maxY) == [34, 34, 34, 34])
    #expect(bottom.size == Size(width: 249, height: 34))
    // Baselines at 9, 15, 21 and 26 from each top lie on one line, 26 from the stack's top.
    let baselines = words(.lastTextBaseline)
    #expect(baselines.root.childFrames.map(\.minY) == [17, 11, 5, 0])
    #expect(baselines.placedTextLines().map(\.baseline) == [26, 26, 26, 26])
  }

  @Test("a text framed 300 x 300 is centred, or top-leading with that alignment")
  func framedText() {
    let centred = Text("Live long and prosper").frame(width: 300, height: 300)
      .layout(in: .unspecified, environment: fixed())
    #expect(centred.root.children[0].frame == Rect(x: 45, y: 140, width: 210, height: 20))
    let corner = Text("Live long and prosper").frame(
      width: 300, height: 300, alignment: .topLeading
    )
    .layout(in: .unspecified, environment: fixed())
    #expect(corner.root.children[0].frame == Rect(x: 0, y: 0, width: 210, height: 20))
  }

  @Test("min 0 max 200 frames take the proposal up to 200; two infinite maxima share the row")
  func absoluteSizes() {
    let welcome = Text("Welcome").frame(minWidth: 0, maxWidth: 200, minHeight: 0, maxHeight: 200)
    #expect(
      welcome.layout(in: ProposedSize(width: 300, height: 300), environment: fixed()).size
        == Size(width: 200, height: 200))
    #expect(
      welcome.layout(in: ProposedSize(width: 50, height: 30), environment: fixed()).size
        == Size(width: 50, height: 30))
    let shared = HStack {
      Text("Please log in").frame(
        minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      Text("Sign up").frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    }.layout(in: ProposedSize(width: 408, height: 100), environment: fixed())
    #expect(shared.root.childFrames.map(\.width) == [200, 200])
  }

  @Test("layoutPriority: the prioritised title keeps its text and the other one truncates")
  func priorityKeepsTitle() {
    // The seed's row without its image: at 150, "SwiftUI" (70) takes what it needs first.
    let row = HStack {
      Text("SwiftUI").layoutPriority(1)
      Text("Brings Balance").lineLimit(1)
    }.layout(in: ProposedSize(width: 150, height: 100), environment: fixed())
    #expect(lines(row).first == "SwiftUI")
    #expect(row.root.childFrames.map(\.width) == [70, 70])
    #expect(textLayouts(row).map(\.isTruncated) == [false, true])
  }
}

/// Seed 000's `content` of `ScrollViewDemo` and `IdealSizeDemo`: `count` squares 30 x 30, each
/// with its number over it, in an HStack (spacing 8, the default with these metrics).
private func squares(_ count: Int) -> HStack {
  HStack {
    for index in 0..<count {
      Rectangle().frame(width: 30, height: 30).overlay { Text("\(index)") }
    }
  }
}

@Suite("Seed 000: ScrollView")
struct ScrollViewSeedTests {
  /// Seed 000's `ScrollViewDemo` without its slider: the count, then the squares, or the
  /// squares in a horizontal scroll view when they do not fit, in a frame 300 wide.
  func scrollViewDemo(_ count: Int) -> LayoutResult {
    VStack(alignment: .leading) {
      Text("Count: \(count)")
      ViewThatFits {
        squares(count)
        ScrollView(.horizontal) { squares(count) }
      }
    }.frame(width: 300).layout(in: ProposedSize(width: 390, height: 844), environment: fixed())
  }

  /// The node of the view `ViewThatFits` chose.
  func chosen(_ result: LayoutResult) -> PlacedNode? {
    result.root.allNodes.first { $0.description == "ViewThatFits" }?.children.first
  }

  @Test("ScrollViewDemo: up to 8 squares the HStack fits in 300 and is chosen")
  func scrollViewDemoChoosesTheRow() {
    // n squares and n - 1 gaps of 8 are 38n - 8 wide: 296 for 8, at most 300.
    for count in 3...8 {
      let node = chosen(scrollViewDemo(count))
      #expect(node?.description.hasPrefix("HStack") == true, "count \(count)")
      #expect(node?.frame.size == Size(width: Double(38 * count - 8), height: 30))
    }
    // The VStack is as wide as the row, 296, centered in the 300 frame: it starts at 2.
    #expect(chosen(scrollViewDemo(8))?.absoluteFrame.minX == 2)
  }

  @Test(
    "ScrollViewDemo: from 9 squares (334 wide) the ScrollView is chosen, 300 wide, its row overflowing"
  )
  func scrollViewDemoChoosesTheScrollView() {
    for count in 9...20 {
      let result = scrollViewDemo(count)
      let scroll = chosen(result)
      #expect(scroll?.description == "ScrollView(horizontal)", "count \(count)")
      // The scroll view takes the 300 proposed on its scroll axis and its row's 30 across.
      #expect(scroll?.absoluteFrame == Rect(x: 0, y: 28, width: 300, height: 30))
      // The row is proposed nil on the scroll axis and, across, what the scroll view is
      // proposed: the 844 less the count's 20 and the spacing's 8. It is its ideal 38n - 8
      // wide, at the scroll view's leading edge.
      let row = scroll?.children.first
      #expect(row?.proposal == ProposedSize(width: nil, height: 816))
      #expect(row?.absoluteFrame == Rect(x: 0, y: 28, width: Double(38 * count - 8), height: 30))
    }
  }

  @Test("IdealSizeDemo: a fixed horizontal ScrollView shows all 50 squares, 1892 wide")
  func idealSizeDemoScrollView() {
    let result = ScrollView(.horizontal) { squares(50) }.fixedSize()
      .layout(in: ProposedSize(width: 390, height: 844), environment: fixed())
    // 50 x 30 + 49 x 8: the content's ideal width on the scroll axis, its height across.
    #expect(result.size == Size(width: 1892, height: 30))
    #expect(result.root.children.first?.children.first?.frame.width == 1892)
  }
}

/// Seed 003's `MaxHeightLayout` in the engine's `Layout`: each subview is proposed an equal
/// share of the width and an unspecified height, and the layout is as tall as the tallest.
/// The seed writes the height into a `@Binding` that the `TabView` is framed with; here the
/// binding is a value: ``tallest(_:width:)`` returns it, and the next pass is given it as
/// `maxHeight`, which placement proposes to every subview, as the seed's does.
private struct MaxHeightLayout: Layout {
  /// The height read from the previous pass (the seed's binding).
  var maxHeight: Double = 0

  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    let width = proposal.replacingUnspecifiedDimensions().width
    let share = ProposedSize(width: width / Double(max(subviews.count, 1)), height: nil)
    return Size(width: width, height: subviews.map { $0.sizeThatFits(share).height }.max() ?? 0)
  }

  /// The seed's `calcSpaces` with its default spacing: the space after each subview, 0 after
  /// the last.
  func spaces(_ subviews: LayoutSubviews) -> [Double] {
    subviews.indices.map { index in
      index + 1 < subviews.count
        ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        : 0
    }
  }

  /// As the seed places them: each subview is its share less the space after it, and the
  /// next one starts where it ends.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) {
    let share = bounds.width / Double(max(subviews.count, 1))
    var x = bounds.minX
    for (subview, space) in zip(subviews, spaces(subviews)) {
      subview.place(
        at: Point(x: x, y: bounds.minY),
        proposal: ProposedSize(width: share - space, height: maxHeight))
      x += share - space
    }
  }

  /// The seed's binding after every page has been measured at `width`: the largest height.
  static func tallest(_ pages: [[any View]], width: Double, environment: EnvironmentValues)
    -> Double
  {
    pages.map { page in
      MaxHeightLayout { page }.layout(in: .width(width), environment: environment).size.height
    }.max() ?? 0
  }
}

@Suite("Seed 003: TabView and MaxHeightLayout")
struct TabViewSeedTests {
  @Test("a page TabView ignores its page's 200 height and takes the 500 it is proposed")
  func tabViewIgnoresItsPage() {
    let proposal = ProposedSize(width: 300, height: 500)
    let tab = TabView { Rectangle().frame(height: 200) }
    let unframed = tab.layout(in: proposal)
    #expect(unframed.size == Size(width: 300, height: 500))
    // The page is centered: (500 - 200) / 2 = 150 from the top.
    #expect(unframed.root.childFrames == [Rect(x: 0, y: 150, width: 300, height: 200)])
    let framed = TabView { Rectangle() }.frame(height: 200).layout(in: proposal)
    #expect(framed.size == Size(width: 300, height: 200))
    #expect(framed.root.children.first?.childFrames == [Rect(x: 0, y: 0, width: 300, height: 200)])
  }

  /// The seed's idioms, two to a page; the second page is filled up with a clear rectangle.
  let pages: [[any View]] = [
    [Text("Once in a blue moon"), Text("Break a leg")],
    [Text("Actions speak louder than words"), Rectangle()],
  ]

  @Test("MaxHeightLayout: halves of 300, as tall as the tallest idiom, 40 then 60")
  func maxHeightLayoutPerPage() {
    // At 150 (15 characters a line) "Once in a blue / moon" is 2 lines, "Break a leg" 1;
    // "Actions speak / louder than / words" 3, the rectangle its default 10.
    let heights = pages.map { page in
      MaxHeightLayout { page }.layout(in: .width(300), environment: fixed()).size
    }
    #expect(heights == [Size(width: 300, height: 40), Size(width: 300, height: 60)])
    #expect(MaxHeightLayout.tallest(pages, width: 300, environment: fixed()) == 60)
  }

  @Test("MaxHeightLayout in a TabView framed to the tallest page: 60 high, plus the 8 padding")
  func maxHeightLayoutInTabView() {
    let maxHeight = MaxHeightLayout.tallest(pages, width: 300, environment: fixed())
    func tabView(selection: Int) -> LayoutResult {
      TabView(selection: selection) {
        for page in pages {
          VStack {
            MaxHeightLayout(maxHeight: maxHeight) { page }
            Spacer()
          }
        }
      }.frame(height: maxHeight).padding(.bottom, 8)
        .layout(in: .width(300), environment: fixed())
    }
    let first = tabView(selection: 0)
    #expect(first.size == Size(width: 300, height: 68))
    let tab = first.root.allNodes.first { $0.description == "TabView(page)" }
    #expect(tab?.absoluteFrame == Rect(x: 0, y: 0, width: 300, height: 60))
    // The page's VStack fills the 60: the layout's 40 and a Spacer of the 20 left.
    let page = tab?.children.first
    #expect(page?.frame == Rect(x: 0, y: 0, width: 300, height: 60))
    let layout = page?.children.first
    #expect(layout?.frame == Rect(x: 0, y: 0, width: 300, height: 40))
    // The first idiom is proposed 150 - 8 x 60 and the second starts where it ends, at 142.
    #expect(
      layout?.children.map(\.proposal) == [
        ProposedSize(width: 142, height: 60), ProposedSize(width: 150, height: 60),
      ])
    #expect(
      layout?.childFrames == [
        Rect(x: 0, y: 0, width: 140, height: 40), Rect(x: 142, y: 0, width: 110, height: 20),
      ])
    #expect(Set(lines(first)) == ["Once in a blue", "moon", "Break a leg"])
    // The second page's layout is 60 and its Spacer keeps its minimum 8: the page is 68,
    // centered in the 60, 4 above the top.
    let second = tabView(selection: 1)
    let secondPage = second.root.allNodes.first { $0.description.hasPrefix("TabView") }?
      .children.first
    #expect(secondPage?.frame == Rect(x: 0, y: -4, width: 300, height: 68))
    #expect(Set(lines(second)) == ["Actions speak", "louder than", "words"])
  }
}

/// Seed 000's replica of `ViewThatFits` as a custom layout (`_MyViewThatFitsLayout`): each
/// child but the last is measured with nil on both axes and compared on `axes` with the
/// proposal (nil read as 10); the first that fits, else the last, is proposed the proposal
/// and placed at the top-leading corner; the others are placed far away, proposed zero.
private struct ReplicaViewThatFits: Layout {
  let axes: Axis.Set

  func choice(_ proposal: ProposedSize, _ subviews: LayoutSubviews) -> Int {
    let limit = proposal.replacingUnspecifiedDimensions()
    let fitting = subviews.dropLast().firstIndex { subview in
      let ideal = subview.sizeThatFits(.unspecified)
      return (!axes.contains(.horizontal) || ideal.width <= limit.width)
        && (!axes.contains(.vertical) || ideal.height <= limit.height)
    }
    return fitting ?? subviews.count - 1
  }

  func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.isEmpty ? .zero : subviews[choice(proposal, subviews)].sizeThatFits(proposal)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout ()
  ) {
    let chosen = choice(proposal, subviews)
    for index in subviews.indices {
      if index == chosen {
        subviews[index].place(at: bounds.origin, proposal: proposal)
      } else {
        subviews[index].place(at: Point(x: 100_000, y: 100_000), proposal: .zero)
      }
    }
  }
}

@Suite("Seed 000: the ViewThatFits replica")
struct ViewThatFitsReplicaSeedTests {
  @Test("MyViewThatFitsByLayout shows the greeting ViewThatFits shows at widths 10, 100 and 200")
  func replicaMatchesViewThatFits() {
    let greetings: [any View] = [Text("Hello Beautiful World"), Text("Hello World"), Text("Hi")]
    // 147, 77 and 14 wide at 7 a character: Hi (the last) at 10, Hello World at 100.
    for (width, expected) in [(10.0, 2), (100, 1), (200, 0)] {
      let replica = ReplicaViewThatFits(axes: .horizontal) { greetings }.frame(width: width)
        .layout(in: .unspecified, environment: fixed(advance: 7))
      let placed = replica.root.children[0].children
      #expect(placed.firstIndex { $0.frame.origin == .zero } == expected, "width \(width)")
      let real = ViewThatFits(in: .horizontal) { greetings }.choice(
        for: .width(width), context: LayoutContext(environment: fixed(advance: 7)))
      #expect(real == expected, "width \(width)")
    }
  }
}
