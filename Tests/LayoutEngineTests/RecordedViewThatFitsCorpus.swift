import LayoutEngine
import Testing
import TextMeasurement

// ViewThatFits as SwiftUI shows it. No probe prints a ViewThatFits layout's numbers; what is
// recorded is which child SwiftUI chose at a given proposal, from a real run:
//
// - Apple's documentation of `ViewThatFits`
//   (https://developer.apple.com/documentation/swiftui/viewthatfits): its `UploadProgressView`
//   example fitted to `frame(maxWidth:)` 200, 100 and 50, and the figure under it
//   (`ViewThatFits-1`, a rendering of that code), whose description reads: "The first line
//   shows the text, 75%, and a three-quarters-full progress bar. The second line shows only
//   the progress view. The third line shows only the text." The progress views are framed
//   100 wide. `init(in:content:)`'s page
//   (https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:)) states
//   that with an empty set of axes the first child is used.
// - Fatbobman's "Mastering ViewThatFits" (https://fatbobman.com/en/posts/mastering-viewthatfits/,
//   2023-11, iOS 17 screenshots of each example): three greetings in
//   `ViewThatFits(in: .horizontal)` framed 100, 200 and 10 wide, with the texts' widths stated
//   as ranges (100 to 200, 20 to 100, 10 to 20); at 10 the last, "Hi", is proposed 10 and wraps
//   onto two lines. `IdealSizeDemo3`: two texts in `ViewThatFits(in: .vertical)` framed 200 x
//   100 (the second chosen: the first's ideal height at 200 is more than 100) and 200 x 30
//   (the second again, as the last child, when neither fits). `ScrollViewDemo`: a row of
//   30 x 30 squares or, when its width exceeds the 300 the frame allows, the same row in a
//   horizontal `ScrollView` (the article's statement, at its slider's ends, 3 and 20 squares).
//
// The texts are measured at 8 points a character, 22 high, which puts every string in the
// range its source states; the choices hold for any widths in those ranges. The bar is a
// fixed 100 x 4 leaf, as `ProgressView().frame(width: 100)` is.

/// The sources' body font: 8 points a character, lines 22 high.
private let body = FixedAdvanceMeasurer(
  advance: 8, lineHeight: 22, baselineOffset: 17, horizontalSpacing: 8, verticalSpacing: 8,
  spacerLength: 8, pixelGrid: 0.5)

/// A ViewThatFits case: the child SwiftUI showed (`chosen`) and the children it did not.
private func fitCase(
  _ id: String, _ proposal: ProposedSize, chosen: String, others: [String],
  placedWith: ProposedSize? = nil, _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  var recorded = recordedCase(id, .viewThatFits, proposal, size: nil) {
    view().measurer(body)
  }
  recorded.chosen = (chosen, others)
  if let placedWith { recorded.placementProposals = [chosen: placedWith] }
  return recorded
}

/// Apple's `UploadProgressView` at 75%.
private func uploadProgress() -> ViewThatFits {
  ViewThatFits(in: .horizontal) {
    Tagged(
      name: "text and bar",
      content: HStack {
        Text("75%")
        fixed("bar in stack", 100, 4)
      })
    Tagged(name: "bar", content: fixed("bar alone", 100, 4))
    Tagged(name: "text", content: Text("75%"))
  }
}

/// Fatbobman's greetings, longest first.
private func greetings() -> ViewThatFits {
  ViewThatFits(in: .horizontal) {
    Tagged(name: "Hello Beautiful World", content: Text("Hello Beautiful World"))
    Tagged(name: "Hello World", content: Text("Hello World"))
    Tagged(name: "Hi", content: Text("Hi"))
  }
}

/// Fatbobman's `IdealSizeDemo3` texts.
private func demo3() -> ViewThatFits {
  ViewThatFits(in: .vertical) {
    Tagged(
      name: "text 1",
      content: Text(
        "1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role"
          + " in many scenarios."))
    Tagged(name: "text 2", content: Text("2: In addition, some views believe that:"))
  }
}

/// Fatbobman's `ScrollViewDemo` with `count` squares: the row, else the row in a scroll view.
private func scrollViewDemo(_ count: Int) -> ViewThatFits {
  func row() -> HStack {
    HStack {
      for index in 0..<count { fixed("square \(index)", 30, 30) }
    }
  }
  return ViewThatFits {
    Tagged(name: "row", content: row())
    Tagged(name: "scroll view", content: ScrollView(.horizontal) { row() })
  }
}

private let greetingNames = ["Hello Beautiful World", "Hello World", "Hi"]
private let uploadNames = ["text and bar", "bar", "text"]

let viewThatFitsCases: [RecordedCase] =
  [(200.0, "text and bar"), (100, "bar"), (50, "text")].map { width, chosen in
    fitCase(
      "Apple ViewThatFits UploadProgressView maxWidth \(Int(width))", at(390, nil),
      chosen: chosen, others: uploadNames.filter { $0 != chosen }
    ) {
      uploadProgress().frame(maxWidth: width)
    }
  } + [
    fitCase(
      "Apple ViewThatFits(in: []) uses the first child", at(100, 100), chosen: "wide",
      others: ["narrow"]
    ) {
      ViewThatFits(in: []) {
        Tagged(name: "wide", content: fixed("w", 500, 500))
        Tagged(name: "narrow", content: fixed("n", 10, 10))
      }
    }
  ]
  + [(100.0, "Hello World"), (200, "Hello Beautiful World")].map { width, chosen in
    fitCase(
      "Fatbobman greetings frame(width: \(Int(width)))", at(390, nil), chosen: chosen,
      others: greetingNames.filter { $0 != chosen }, placedWith: at(width, nil)
    ) {
      greetings().frame(width: width)
    }
  } + [
    // None fits 10: the last is chosen and proposed 10 (where it wraps onto two lines).
    fitCase(
      "Fatbobman greetings frame(width: 10), none fits", at(390, nil), chosen: "Hi",
      others: ["Hello Beautiful World", "Hello World"], placedWith: at(10, nil)
    ) {
      greetings().frame(width: 10)
    },
    fitCase(
      "Fatbobman IdealSizeDemo3 in: .vertical, frame 200x100", at(390, 844),
      chosen: "text 2", others: ["text 1"], placedWith: at(200, 100)
    ) {
      demo3().frame(width: 200, height: 100, alignment: .top)
    },
    fitCase(
      "Fatbobman IdealSizeDemo3 in: .vertical, frame 200x30, none fits", at(390, 844),
      chosen: "text 2", others: ["text 1"], placedWith: at(200, 30)
    ) {
      demo3().frame(width: 200, height: 30, alignment: .top)
    },
  ]
  + [(3, "row", "scroll view"), (20, "scroll view", "row")].map { count, chosen, other in
    fitCase(
      "Fatbobman ScrollViewDemo \(count) squares in 300", at(390, 844), chosen: chosen,
      others: [other]
    ) {
      scrollViewDemo(count).frame(width: 300)
    }
  }

@Suite struct RecordedViewThatFitsChoiceTests {
  /// A recorded choice is checked both ways: another child shown, or the recorded one hidden,
  /// is a mismatch.
  @Test func aChoiceOtherThanTheRecordedOneIsAMismatch() throws {
    var recorded = try #require(viewThatFitsCases.first)
    #expect(recorded.check().matches)
    recorded.chosen = ("bar", ["text and bar", "text"])
    let mismatches = recorded.check().mismatches
    #expect(mismatches.contains("bar not shown"))
    #expect(mismatches.contains("text and bar shown, recorded bar"))
  }
}
