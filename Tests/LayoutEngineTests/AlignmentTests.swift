import LayoutEngine
import Testing

/// A guide that lines up the middle of a handle and the middle of a name across two columns.
private enum MidAccountAndName: AlignmentID {
  static func defaultValue(in dimensions: ViewDimensions) -> Double {
    dimensions[VerticalAlignment.top]
  }
}

extension VerticalAlignment {
  fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

@Suite("Alignment")
struct AlignmentTests {
  /// Two "lines" (baselines 8 and 28) beside one line (baseline 10).
  let twoLines = Placeholder(width: 20, height: 30, firstBaseline: 8, lastBaseline: 28)
  let oneLine = Placeholder(width: 20, height: 12, firstBaseline: 10)

  @Test("lastTextBaseline lines up the last baselines of views with different baselines")
  func lastTextBaseline() {
    let result = HStack(alignment: .lastTextBaseline, spacing: 0) {
      twoLines
      oneLine
    }.layout(in: .unspecified)
    let frames = result.root.childFrames
    #expect(frames.map(\.minY) == [0, 18])
    #expect(frames[1].minY + 10 == frames[0].minY + 28)
    #expect(result.size == Size(width: 40, height: 30))
    #expect(result.root.lastTextBaseline == 28)
    #expect(result.root.firstTextBaseline == 8)
  }

  @Test("firstTextBaseline lines up the first baselines")
  func firstTextBaseline() {
    let result = HStack(alignment: .firstTextBaseline, spacing: 0) {
      twoLines
      oneLine
    }.layout(in: .unspecified)
    #expect(result.root.childFrames.map(\.minY) == [2, 0])
    #expect(result.size == Size(width: 40, height: 32))
    #expect(result.root.firstTextBaseline == 10)
    // The last baseline is the largest of the children's: the two-line placeholder's 28, at
    // y = 2, as SwiftUI reports it (RecordedBaselineCorpus.swift, arm B2), not the last
    // child's 10.
    #expect(result.root.lastTextBaseline == 30)
  }

  @Test("a view without baselines aligns its bottom edge on the baseline")
  func noBaselineUsesBottom() {
    let result = HStack(alignment: .lastTextBaseline, spacing: 0) {
      twoLines
      Placeholder(width: 20, height: 10)
    }.layout(in: .unspecified)
    #expect(result.root.childFrames.map(\.maxY) == [30, 28])
  }

  @Test("a stack without text has no baseline, so it aligns on its bottom edge")
  func stackWithoutTextHasNoBaseline() {
    let result = HStack(alignment: .lastTextBaseline, spacing: 0) {
      twoLines
      VStack { Placeholder(width: 10, height: 4) }
    }.layout(in: .unspecified)
    #expect(result.root.children.map(\.lastTextBaseline) == [28, nil])
    #expect(result.root.childFrames.map(\.maxY) == [30, 28])
  }

  @Test("a stack's baselines are its first and last texts', where they are placed")
  func nestedStackBaselines() {
    let column = VStack(spacing: 0) {
      oneLine
      twoLines
      Placeholder(width: 5, height: 5)
    }
    let result = HStack(alignment: .lastTextBaseline, spacing: 0) {
      column
      Placeholder(width: 10, height: 20, firstBaseline: 15)
    }.layout(in: .unspecified)
    let inner = result.root.children[0]
    #expect(inner.firstTextBaseline == 10)
    #expect(inner.lastTextBaseline == 40)
    // The column's last baseline (40) and the placeholder's (15) line up at y = 40.
    #expect(result.root.childFrames.map(\.minY) == [0, 25])
  }

  @Test("a custom alignment guide lines up views inside two different stacks")
  func customGuideAcrossContainers() {
    let result = HStack(alignment: .midAccountAndName) {
      VStack {
        Placeholder(width: 40, height: 10)
          .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
        Placeholder(width: 64, height: 64)
      }
      VStack {
        Placeholder(width: 50, height: 10)
        Placeholder(width: 100, height: 30)
          .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
      }
    }.layout(in: .unspecified, environment: points)
    let handle = result.root.children[0].children[0].absoluteFrame
    let name = result.root.children[1].children[1].absoluteFrame
    #expect(handle.midY == name.midY)
    // The name's middle is 10 + 8 + 15 = 33 into its column; the handle's is 5.
    #expect(result.root.childFrames.map(\.minY) == [28, 0])
    #expect(result.size == Size(width: 172, height: 110))
  }

  @Test("alignmentGuide overrides the leading guide of a VStack's children")
  func alignmentGuideOverridesLeading() {
    let result = VStack(alignment: .leading, spacing: 0) {
      Placeholder(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      Placeholder(width: 70, height: 10).alignmentGuide(.leading) { _ in -40 }
      Placeholder(width: 30, height: 10)
    }.layout(in: .unspecified)
    // The line is at x = 50: the first ends there, the second starts 40 after, the third on it.
    #expect(result.root.childFrames.map(\.minX) == [0, 90, 50])
    #expect(result.size == Size(width: 160, height: 30))
  }

  @Test("trailing and bottom alignment")
  func trailingAndBottom() {
    let vertical = VStack(alignment: .trailing, spacing: 0) {
      Placeholder(width: 50, height: 10)
      Placeholder(width: 20, height: 10)
    }.layout(in: .unspecified)
    #expect(vertical.root.childFrames.map(\.minX) == [0, 30])
    let horizontal = HStack(alignment: .bottom, spacing: 0) {
      Placeholder(width: 10, height: 50)
      Placeholder(width: 10, height: 20)
    }.layout(in: .unspecified)
    #expect(horizontal.root.childFrames.map(\.minY) == [0, 30])
  }

  @Test("a frame aligns its child by the child's guides and passes its baselines up")
  func frameAlignmentAndBaselines() {
    let result = oneLine.frame(width: 100, height: 40, alignment: .bottomTrailing)
      .layout(in: .unspecified)
    #expect(result.root.childFrames == [Rect(x: 80, y: 28, width: 20, height: 12)])
    #expect(result.root.firstTextBaseline == 38)
    let padded = oneLine.padding(EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0))
      .layout(in: .unspecified)
    #expect(padded.root.lastTextBaseline == 13)
  }
}
