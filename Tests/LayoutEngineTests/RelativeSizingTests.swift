import Testing

@testable import LayoutEngine

/// The seed's `Image(.example)`: an image 200 x 100.
private let example = Image("example", width: 200, height: 100)

@Suite("GeometryReader")
struct GeometryReaderTests {
  @Test("a reader takes what it is proposed, 10 on an unspecified axis")
  func readerTakesTheProposal() {
    let reader = GeometryReader { _ in Placeholder(width: 4, height: 4) }
    #expect(
      reader.layout(in: ProposedSize(width: 50, height: 30)).size == Size(width: 50, height: 30))
    #expect(reader.layout(in: .unspecified).size == Size(width: 10, height: 10))
  }

  @Test("the content reads the reader's size and is placed at its top-leading corner")
  func contentAtTopLeading() {
    let result = Placeholder(width: 100, height: 100)
      .overlay {
        GeometryReader { proxy in Rectangle().frame(width: proxy.size.width / 2, height: 6) }
      }
      .layout(in: .unspecified)
    let reader = result.root.children[1]
    #expect(reader.children.map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 6)])
    #expect(reader.children[0].proposal == ProposedSize(width: 100, height: 100))
  }

  /// Seed 002: a 200 x 100 image, resizable and scaled to fit, framed at 80% of a reader
  /// proposed 400 x 300: the frame proposes 320 x 300, the largest 2:1 size within it is
  /// 320 x 160, and the frame sits at the reader's top-leading corner.
  @Test("seed 002: GeometryReader with an image 80% of its width")
  func imageAtEightyPercent() {
    let proposal = ProposedSize(width: 400, height: 300)
    let topLeading = GeometryReader { proxy in
      example.resizable().scaledToFit().frame(width: proxy.size.width * 0.8)
    }.layout(in: proposal)
    let frame = topLeading.root.children[0]
    #expect(frame.frame == Rect(x: 0, y: 0, width: 320, height: 160))
    #expect(topLeading.root.allNodes.last?.absoluteFrame == frame.absoluteFrame)

    // With a height of 300 the frame is 320 x 300 and centers the 160-high image: y = 70.
    let withHeight = GeometryReader { proxy in
      example.resizable().scaledToFit().frame(width: proxy.size.width * 0.8, height: 300)
    }.layout(in: proposal)
    #expect(
      withHeight.root.allNodes.last?.absoluteFrame == Rect(x: 0, y: 70, width: 320, height: 160))

    // A second frame filling the reader centers it: x = (400 - 320) / 2, y = (300 - 160) / 2.
    let centered = GeometryReader { proxy in
      example.resizable().scaledToFit().frame(width: proxy.size.width * 0.8)
        .frame(width: proxy.size.width, height: proxy.size.height)
    }.layout(in: proposal)
    #expect(
      centered.root.allNodes.last?.absoluteFrame == Rect(x: 40, y: 70, width: 320, height: 160))
  }

  /// Seed 002: next to a 200-wide view in an HStack, a reader gets what the stack leaves
  /// (200 of 400), so the image is 80% of that, 160 x 80, and the stack fits.
  @Test("seed 002: in an HStack the reader measures the stack's share, not the screen")
  func readerInAStack() {
    let result = HStack(spacing: 0) {
      Placeholder(width: 40, height: 10).frame(width: 200)
      GeometryReader { proxy in
        example.resizable().scaledToFit().frame(width: proxy.size.width * 0.8)
      }
    }.layout(in: ProposedSize(width: 400, height: 300))
    #expect(result.root.childWidths == [200, 200])
    #expect(result.root.allNodes.last?.absoluteFrame == Rect(x: 200, y: 0, width: 160, height: 80))
    #expect(!result.overflows)
  }
}

@Suite("Image and aspect ratio")
struct ImageAspectRatioTests {
  @Test("an image keeps its intrinsic size; resizable takes the proposal, intrinsic where nil")
  func resizable() {
    #expect(example.layout(in: .zero).size == Size(width: 200, height: 100))
    let stretched = example.resizable().layout(in: ProposedSize(width: 50, height: nil))
    #expect(stretched.size == Size(width: 50, height: 100))
    let invalid = Image("bad", width: -3, height: .nan).layout(in: .unspecified)
    #expect(invalid.size == .zero)
    #expect(invalid.diagnostics.count == 2)
  }

  /// Apple's documentation of `aspectRatio(_:contentMode:)`: a 3:4 shape fit in a 200 x 200
  /// frame is 150 x 200, centered.
  @Test("aspectRatio 0.75 fit in 200 x 200 is 150 x 200, centered (Apple's example)")
  func threeByFourFits() {
    let result = Rectangle().aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200)
      .layout(in: .unspecified)
    #expect(result.root.allNodes.last?.absoluteFrame == Rect(x: 25, y: 0, width: 150, height: 200))
  }

  /// Apple's documentation of `scaledToFit()` and `scaledToFill()`: a circle (ideal size
  /// square) in a 300 x 150 frame fits at 150 x 150 and fills at 300 x 300.
  @Test("scaledToFit and scaledToFill of a square in 300 x 150 (Apple's examples)")
  func fitAndFill() {
    let fit = Rectangle().scaledToFit().frame(width: 300, height: 150).layout(in: .unspecified)
    #expect(fit.root.allNodes.last?.absoluteFrame == Rect(x: 75, y: 0, width: 150, height: 150))
    let fill = Rectangle().scaledToFill().frame(width: 300, height: 150).layout(in: .unspecified)
    #expect(fill.root.allNodes.last?.absoluteFrame == Rect(x: 0, y: -75, width: 300, height: 300))
  }

  @Test("a wholly unspecified proposal passes through; an invalid ratio is read as nil")
  func unspecifiedAndInvalid() {
    #expect(example.resizable().scaledToFit().layout(in: .unspecified).size.width == 200)
    for ratio in [0, -1, Double.nan, .infinity] {
      let result = example.resizable().aspectRatio(ratio, contentMode: .fit)
        .layout(in: ProposedSize(width: 100, height: 100))
      // Read as nil: the image's own 2:1.
      #expect(result.size == Size(width: 100, height: 50))
      #expect(result.diagnostics.count == 1)
    }
  }
}

@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
  /// Seed 002: items 2/5 of a 400-wide container with 10 between columns: (400 - 10 x 4) / 5
  /// = 72 a column, two columns and the spacing between them = 154.
  @Test("seed 002: count 5, span 2, spacing 10 of a 400-wide container is 154")
  func countFiveSpanTwo() {
    let result = HStack(spacing: 10) {
      for _ in 0..<3 {
        Placeholder(width: 30, height: 10)
          .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
      }
    }.layout(in: ProposedSize(width: 400, height: nil))
    #expect(result.root.childWidths == [154, 154, 154])
    // The text is centered in its 154: (154 - 30) / 2.
    #expect(result.root.children[0].childFrames == [Rect(x: 62, y: 0, width: 30, height: 10)])
    #expect(result.root.children[0].description.hasPrefix("containerRelativeFrame(horizontal"))
  }

  /// Seed 002's example as written: ten items in an HStack in a horizontal ScrollView. The
  /// scroll view is the root, 400 wide, so each item is 154; the HStack keeps its default
  /// spacing of 8 and is 10 x 154 + 9 x 8 = 1612 wide, at the scroll view's leading edge.
  @Test("seed 002: in a horizontal ScrollView items of span 2 in 5 show two and a half")
  func itemsInAScrollView() {
    let result = ScrollView(.horizontal) {
      HStack {
        for _ in 0..<10 {
          Placeholder(width: 30, height: 10)
            .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
        }
      }
    }.layout(in: ProposedSize(width: 400, height: nil), environment: points)
    #expect(result.size == Size(width: 400, height: 10))
    let stack = result.root.children[0]
    #expect(stack.frame == Rect(x: 0, y: 0, width: 1612, height: 10))
    // The third item starts at 2 x (154 + 8) = 324: 76 of its 154 lie inside the 400.
    #expect(stack.childFrames.prefix(3).map(\.minX) == [0, 162, 324])
    #expect(stack.childWidths.allSatisfy { $0 == 154 })
  }

  /// Seed 002: the container is the whole root, not the HStack: next to a 200-wide view, an
  /// image at 80% of a 400-wide root is 320 wide and the stack overflows.
  @Test("seed 002: the closure form reads the root's length, not the stack's")
  func closureReadsTheRoot() {
    let result = HStack(spacing: 0) {
      Placeholder(width: 40, height: 10).frame(width: 200)
      example.resizable().scaledToFit().containerRelativeFrame(.horizontal) { length, _ in
        length * 0.8
      }
    }.layout(in: ProposedSize(width: 400, height: 300))
    #expect(result.root.childWidths == [200, 320])
    #expect(result.root.allNodes.last?.frame.size == Size(width: 320, height: 160))
    #expect(result.overflows)
  }

  @Test("invalid count, span, spacing and closure answers are worked around with diagnostics")
  func invalidValues() {
    let proposal = ProposedSize(width: 100, height: 50)
    let zero = Rectangle().containerRelativeFrame(.horizontal, count: 0, span: -2, spacing: .nan)
      .layout(in: proposal)
    #expect(zero.size.width == 100)
    #expect(zero.diagnostics.count == 3)
    let nan = Placeholder(width: 7, height: 3).containerRelativeFrame(.vertical) { _, _ in .nan }
      .layout(in: proposal)
    #expect(nan.size == Size(width: 7, height: 3))
    #expect(nan.diagnostics.count == 1)
  }

  @Test("an unspecified root axis leaves the view its own length there")
  func unspecifiedContainer() {
    let result = Placeholder(width: 7, height: 3)
      .containerRelativeFrame([.horizontal, .vertical], count: 2, spacing: 0)
      .layout(in: ProposedSize(width: 40, height: nil))
    #expect(result.size == Size(width: 20, height: 3))
  }
}

@Suite("Default padding")
struct DefaultPaddingTests {
  @Test("padding() takes SwiftUI's 16 points with point metrics")
  func pointDefault() {
    let result = Rectangle().padding()
      .layout(in: ProposedSize(width: 100, height: nil), environment: points)
    #expect(result.root.children[0].proposal == ProposedSize(width: 68, height: nil))
    #expect(result.size == Size(width: 100, height: 42))
    #expect(result.root.description == "padding()")
  }

  @Test("padding(.horizontal) takes the measurer's default on those edges only")
  func edgeDefault() {
    var environment = EnvironmentValues()
    environment.layoutMetrics = SpacingOnlyMetrics()
    let result = Placeholder(width: 4, height: 1).padding(.horizontal)
      .layout(in: .unspecified, environment: environment)
    // SpacingOnlyMetrics spaces 1 horizontally and says nothing of padding: twice that, 2.
    #expect(result.size == Size(width: 8, height: 1))
    #expect(result.root.description == "padding(leading: default, trailing: default)")
  }
}
