import LayoutEngine
import Testing
import TextMeasurement

/// Default spacing by the neighbours' kinds (Docs/Semantics.md section 2), against SwiftUI's
/// recorded spacings (RecordedSpacingCorpus.swift names the probes and arms).
@Suite struct TextSpacingTests {
  /// The 13-point system font as the corpus measures `Text("Hi")`.
  let system13 = systemFont(13, advance: 6.5, lineHeight: 16, baseline: 13)

  func height(_ view: any View, _ measurer: FixedAdvanceMeasurer) -> Double {
    view.measurer(measurer).layout(in: .unspecified, environment: points).size.height
  }

  @Test func aVerticalStackSpacesTextsByTheirNeighboursKinds() {
    let square = { Rectangle().frame(width: 20, height: 20) }
    // stack-algorithms S: text|text 0, rect|text 4.74, text|rect 8.15, rect|rect 8.
    let texts = height(
      VStack {
        Text("Hi"); Text("Hi")
      }, system13)
    let shapeAbove = height(
      VStack {
        square(); Text("Hi")
      }, system13)
    let textAbove = height(
      VStack {
        Text("Hi"); square()
      }, system13)
    let shapes = height(
      VStack {
        square(); square()
      }, system13)
    #expect(texts == 32)
    #expect(abs(shapeAbove - 40.74) < 0.006)
    #expect(abs(textAbove - 44.15) < 0.006)
    #expect(shapes == 48)
    // The former answer gave every pair the measurer's 8: 40, 44 and 44.
    #expect(texts != 40)
    #expect(shapeAbove != 44)
    #expect(textAbove != 44)
  }

  @Test func swiftUIsRuleFromFontMetricsGivesTheRecordedSpacings() {
    // The 26-point system font (text-semantics X4): 8.984 under a colour, 15.802 above one.
    let unit = 26.0 / 2048
    let system26 = TextSpacing(
      ascent: 1980 * unit, descent: 432 * unit, leading: 0, capHeight: 1443 * unit,
      pixelGrid: 0.5)
    #expect(abs(system26.aboveText - 8.984) < 0.001)
    #expect(abs(system26.belowText - 15.802) < 0.001)
    #expect(system26.betweenTexts == 0)
    // Noto Sans at 17 points, its metrics from its font file: 13.516 above a colour.
    let noto17 = TextSpacing(
      ascent: 1069 * 0.017, descent: 293 * 0.017, leading: 0, capHeight: 714 * 0.017,
      pixelGrid: 0.5)
    #expect(abs(noto17.belowText - 13.516) < 0.001)
  }

  @Test func paddingAndAHeightFrameSpaceATextAsAnyView() {
    let color = { Rectangle().frame(width: 10, height: 10) }
    // text-semantics X4: padded by 1, 18 + 8 + 10; framed 20 high, 20 + 8 + 10.
    #expect(
      height(
        VStack {
          Text("Hi").padding(1); color()
        }, system13) == 36)
    #expect(
      height(
        VStack {
          Text("Hi").frame(height: 20); color()
        }, system13) == 38)
    // A frame that sets only a width leaves the text's top and bottom where its lines are.
    #expect(
      height(
        VStack {
          Text("Hi").frame(maxWidth: .infinity); Text("Hi")
        }, system13) == 32)
  }

  @Test func stacksShowTheirChildrensTextEdges() {
    let square = { Rectangle().frame(width: 20, height: 20) }
    // stack-algorithms S zstack(text)|text 0, hstack(rect)|text 4.74.
    #expect(
      height(
        VStack {
          ZStack { Text("Hi") }; Text("Hi")
        }, system13) == 32)
    #expect(
      abs(
        height(
          VStack {
            HStack { square() }; Text("Hi")
          }, system13) - 40.74) < 0.006)
    // A VStack's top is its first child's and its bottom its last child's.
    let column = VStack(spacing: 0) {
      Text("Hi"); square()
    }
    #expect(
      abs(
        height(
          VStack {
            column; Text("Hi")
          }, system13) - (36 + 4.7421875 + 16)) < 1e-9)
  }

  @Test func metricsWithoutTextSpacingKeepTheirSpacingForEveryPair() {
    // PointMetrics and terminal cells say nothing about texts: every pair gets the default.
    let stack = VStack {
      Text("a"); Rectangle().frame(width: 1, height: 1)
    }
    let cells = stack.layout(in: .unspecified).size.height
    #expect(cells == 2)
    let fixed = FixedAdvanceMeasurer(
      advance: 6.5, lineHeight: 16, baselineOffset: 13, horizontalSpacing: 8, verticalSpacing: 8)
    #expect(
      height(
        VStack {
          Text("Hi"); Text("Hi")
        }, fixed) == 40)
  }

  @Test func anInvalidTextSpacingIsReadAsZeroWithADiagnostic() {
    var measurer = system13
    measurer.textSpacing = TextSpacing(aboveText: .nan, belowText: -3, betweenTexts: .infinity)
    let result = VStack {
      Rectangle().frame(width: 20, height: 20); Text("Hi")
    }
    .measurer(measurer).layout(in: .unspecified, environment: points)
    #expect(result.size.height == 36)
    #expect(result.diagnostics.contains { $0.message.contains("textSpacing.aboveText") })
  }
}
