import Testing

@testable import LayoutEngine

@Suite("background, overlay and border")
struct LayeringModifierTests {
  @Test("an overlay is proposed the view's size, placed by alignment, and never grows the view")
  func overlayIsLayoutNeutral() {
    let result = Placeholder(width: 20, height: 10)
      .overlay(alignment: .bottomTrailing) { Placeholder(width: 30, height: 4) }
      .layout(in: ProposedSize(width: 100, height: 100))
    #expect(result.size == Size(width: 20, height: 10))
    // Bottom-trailing corners meet: x = 20 - 30, y = 10 - 4.
    #expect(
      result.root.childFrames == [
        Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: -10, y: 6, width: 30, height: 4),
      ])
    #expect(result.root.children[1].proposal == ProposedSize(width: 20, height: 10))
  }

  @Test("a background is drawn first: its node comes before the view's, centered by default")
  func backgroundComesFirst() {
    let result = HStack(spacing: 0) {
      Placeholder(width: 20, height: 10).background { Rectangle() }
      Placeholder(width: 5, height: 10)
    }.layout(in: .unspecified)
    #expect(result.size == Size(width: 25, height: 10))
    let background = result.root.children[0]
    #expect(background.description == "background(alignment: center)")
    // The rectangle takes the 20 x 10 it is proposed, then comes the placeholder.
    #expect(background.children.map(\.description) == ["Rectangle", "Placeholder(20 x 10)"])
    #expect(background.childFrames.allSatisfy { $0 == Rect(x: 0, y: 0, width: 20, height: 10) })
  }

  @Test("an overlay keeps the view's baselines, as SwiftUI's does")
  func overlayKeepsBaselines() {
    let result = Placeholder(width: 20, height: 10, firstBaseline: 8)
      .overlay { Placeholder(width: 4, height: 4, firstBaseline: 1) }
      .layout(in: .unspecified)
    #expect(result.root.firstTextBaseline == 8)
  }

  @Test("a border is an overlay stroke over the whole frame; a negative width is read as 0")
  func borderIsAnOverlay() {
    let result = Placeholder(width: 20, height: 10).border(width: 2).layout(in: .unspecified)
    #expect(result.size == Size(width: 20, height: 10))
    let stroke = result.root.children[1]
    #expect(stroke.frame == Rect(x: 0, y: 0, width: 20, height: 10))
    #expect((stroke.content as? BorderContent)?.width == 2)
    let invalid = Placeholder(width: 20, height: 10).border(width: -1).layout(in: .unspecified)
    #expect((invalid.root.children[1].content as? BorderContent)?.width == 0)
    #expect(invalid.diagnostics.count == 1)
  }
}

@Suite("offset")
struct OffsetTests {
  /// Seed 002: "A" with its leading guide at its trailing edge, "B" with its leading guide at
  /// -40, in a leading-aligned VStack: the stack grows to hold both (A from -50 to 0, B from
  /// 40 to 110 around the guide: 160 wide). Offsetting them instead moves what is drawn and
  /// leaves the stack at its children's own width.
  @Test("seed 002: alignmentGuide grows the VStack, offset does not")
  func offsetAgainstAlignmentGuide() {
    let guided = VStack(alignment: .leading, spacing: 0) {
      Placeholder(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      Placeholder(width: 70, height: 10).alignmentGuide(.leading) { _ in -40 }
    }.layout(in: .unspecified)
    #expect(guided.size.width == 160)
    #expect(guided.root.childFrames.map(\.minX) == [0, 90])

    let offset = VStack(alignment: .leading, spacing: 0) {
      Placeholder(width: 50, height: 10).offset(x: -50)
      Placeholder(width: 70, height: 10).offset(x: 40)
    }.layout(in: .unspecified)
    #expect(offset.size.width == 70)
    // The modifiers keep their place; what they hold is drawn moved.
    #expect(offset.root.childFrames.map(\.minX) == [0, 0])
    #expect(offset.root.children.map { $0.children[0].absoluteFrame.minX } == [-50, 40])
  }

  /// Seed 002: a 300 x 300 top-leading frame offset by (100, 100) is still 300 x 300; its
  /// text is drawn at (100, 100).
  @Test("seed 002: an offset frame keeps its size and draws its content moved")
  func offsetFrameKeepsItsSize() {
    let result = Placeholder(width: 40, height: 10)
      .frame(width: 300, height: 300, alignment: .topLeading)
      .offset(x: 100, y: 100)
      .layout(in: .unspecified)
    #expect(result.size == Size(width: 300, height: 300))
    let text = result.root.allNodes.last!
    #expect(text.absoluteFrame == Rect(x: 100, y: 100, width: 40, height: 10))
  }

  @Test("a NaN or infinite offset is read as 0 with a diagnostic")
  func invalidOffset() {
    let result = Placeholder(width: 4, height: 4).offset(x: .nan, y: -.infinity)
      .layout(in: .unspecified)
    #expect(result.root.children[0].absoluteFrame == Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(result.diagnostics.count == 2)
  }
}

@Suite("Dumps of the drawing and sizing modifiers")
struct ModifierDumpTests {
  @Test("the dump names border, offset and the border's stroke, with their frames")
  func borderAndOffsetDump() {
    let dump = Placeholder(width: 4, height: 2).offset(x: 1, y: 0).border()
      .layout(in: .unspecified).dump()
    #expect(
      dump == """
        border(width: 1) (0, 0, 4 x 2) proposed nil x nil
          offset(x: 1, y: 0) (0, 0, 4 x 2) proposed nil x nil
            Placeholder(4 x 2) (1, 0, 4 x 2) proposed nil x nil
          stroke (0, 0, 4 x 2) proposed 4 x 2 stroke 1
        """)
  }

  @Test("the dump names readers, images, ratios, relative frames, overlays and backgrounds")
  func sizingDump() {
    let view = GeometryReader { _ in
      Image("logo", width: 2, height: 1).resizable().scaledToFill()
        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
        .overlay(alignment: .topLeading) { Rectangle() }
        .background { Rectangle() }
    }
    let names = view.layout(in: ProposedSize(width: 40, height: 20)).root.allNodes
      .map(\.description)
    #expect(
      names == [
        "GeometryReader", "background(alignment: center)", "Rectangle",
        "overlay(alignment: topLeading)",
        "containerRelativeFrame(horizontal, count: 5, span: 2, spacing: 10)",
        "aspectRatio(contentMode: fill)", "Image(\"logo\", 2 x 1, resizable)", "Rectangle",
      ])
  }
}
