import LayoutEngine
import Testing
import TextMeasurement

/// A baseline set with `alignmentGuide` is the view's baseline, as SwiftUI reports it.
@Suite struct BaselineGuideTests {
  @Test func aBaselineGuideIsTheBaselineTheLayoutReports() {
    // MetalUI's text-semantics probe, arm X3 (macOS 27.0): `Text("Hg")` 17.5 x 16 with
    // `.alignmentGuide(.firstTextBaseline) { _ in 4 }` reports first 4 and last 13.
    let measurer = systemFont(13, advance: 8.75, lineHeight: 16, baseline: 13)
    let result = Text("Hg").alignmentGuide(.firstTextBaseline) { _ in 4 }
      .measurer(measurer).layout(in: .unspecified, environment: points)
    #expect(result.root.firstTextBaseline == 4)
    #expect(result.root.lastTextBaseline == 13)
    // The former answer kept the text's own first baseline.
    #expect(result.root.firstTextBaseline != 13)
    // A last-baseline guide moves the last one alone.
    let last = Text("Hg").alignmentGuide(.lastTextBaseline) { d in d.height }
      .measurer(measurer).layout(in: .unspecified, environment: points)
    #expect(last.root.firstTextBaseline == 13)
    #expect(last.root.lastTextBaseline == 16)
  }
}
