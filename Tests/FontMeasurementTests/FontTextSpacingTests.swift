import FontMeasurement
import LayoutEngine
import Testing
import TextMeasurement

/// A font measurer spaces texts as SwiftUI does with the same font.
@Suite struct FontTextSpacingTests {
  @Test func notoSansSeventeenIsSpacedAsSwiftUISpacesIt() throws {
    // MetalUI's text-semantics probe, arm X4 (macOS 27.0, display scale 2): VStack { Text("Hg")
    // in Noto Sans 17; a 10 x 10 colour } is 46.516 tall: a 23-point line, 13.516, 10.
    let measurer = try FontMeasurer(
      FontFile("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"), pointSize: 17,
      displayScale: 2)
    let result = VStack {
      Text("Hg")
      Rectangle().frame(width: 10, height: 10)
    }.measurer(measurer).layout(in: .unspecified)
    #expect(abs(result.size.height - 46.516) < 0.001)
    #expect(result.root.firstTextBaseline == 18)
    // Two texts of the font touch (its line gap is 0), where the former answer put 8 between.
    let texts = VStack {
      Text("Hg")
      Text("Hg")
    }.measurer(measurer).layout(in: .unspecified)
    #expect(texts.size.height == 46)
    // Horizontally every pair keeps SwiftUI's 8.
    let row = HStack {
      Text("Hg")
      Rectangle().frame(width: 10, height: 10)
    }.measurer(measurer).layout(in: .unspecified)
    let text = Text("Hg").measurer(measurer).layout(in: .unspecified)
    #expect(row.size.width == text.size.width + 8 + 10)
  }
}
