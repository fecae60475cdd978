import CellRendering
import LayoutEngine
import Testing
import TextMeasurement

@testable import AdaptiveAmountRow

private let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())

private func draw(_ view: some View, width: Double? = nil) -> [String] {
  TerminalRenderer().render(
    view.layout(in: ProposedSize(width: width, height: nil), environment: terminal))
}

@Suite("TerminalRenderer and modifiers")
struct TerminalRendererModifierTests {
  @Test("padding().border() draws a box of box-drawing characters a cell around the text")
  func borderDrawsABox() {
    #expect(draw(Text("Hi").padding().border()) == ["┌──┐", "│Hi│", "└──┘"])
  }

  @Test("a border one row high is a line; a zero-width border draws nothing")
  func degenerateBorders() {
    #expect(draw(Rectangle().frame(width: 3, height: 1).border()) == ["───"])
    #expect(draw(Text("ab").border(width: 0)) == ["ab"])
  }

  @Test("an offset text is drawn where it was moved, and its stack does not grow")
  func offsetMovesTheText() {
    let stack = VStack(alignment: .leading, spacing: 0) {
      Text("ab").offset(x: 3, y: 1)
      Text("cd")
    }
    // The stack is 2 x 2: "ab" keeps row 0 in layout but is drawn at row 1, column 3.
    #expect(draw(stack) == ["", "cd ab"])
  }

  @Test("a text with negative padding is drawn whole past its frame, as SwiftUI draws it")
  func negativePaddingDrawsPastTheFrame() {
    let result = Text("Hello").padding(-2).layout(in: .unspecified, environment: terminal)
    // The text keeps its 5 x 1 and is placed 2 cells left of and above the root's 1 x 0
    // frame: the canvas grows 2 columns and 2 rows to hold it, the root's origin at (2, 2).
    #expect(result.size == Size(width: 1, height: 0))
    #expect(TerminalRenderer().render(result) == ["Hello", ""])
  }

  @Test("what is drawn left of or above the root grows the canvas and moves the rest")
  func drawingBeforeTheOriginGrowsTheCanvas() {
    let left = VStack(alignment: .leading, spacing: 0) {
      Text("ab")
      Text("cd").offset(x: -1)
    }
    #expect(draw(left) == [" ab", "cd"])
    let above = VStack(alignment: .leading, spacing: 0) {
      Text("ab")
      Text("cd").offset(y: -2)
    }
    // "cd" is laid out in row 1 and drawn at row -1: one row above "ab", its own row empty.
    #expect(draw(above) == ["cd", "ab", ""])
    #expect(draw(Text("Hi").padding(-1).border()) == ["Hi"])
  }

  @Test("what starts further out than the overhang limit is not drawn and grows nothing")
  func overhangLimit() {
    let limit = Double(TerminalRenderer.maximumOverhang)
    let within = VStack(alignment: .leading, spacing: 0) {
      Text("ab")
      Text("cd").offset(x: -limit)
    }
    let drawn = draw(within)
    #expect(drawn.count == 2)
    #expect(drawn[0].count == TerminalRenderer.maximumOverhang + 2)
    #expect(drawn[1] == "cd")
    let beyond = VStack(alignment: .leading, spacing: 0) {
      Text("ab")
      Text("cd").offset(x: -limit - 1)
    }
    #expect(draw(beyond) == ["ab", ""])
  }

  @Test("an overlay's text is drawn over the view's cells, placed by its alignment")
  func overlayDrawsOver() {
    #expect(draw(Text("abcdef").overlay { Text("XY") }) == ["abXYef"])
    #expect(draw(Text("abcdef").overlay(alignment: .trailing) { Text("Z") }) == ["abcdeZ"])
  }

  @Test("an overlay over half of a wide cluster clears the other half")
  func overlayOverAWideCluster() {
    #expect(draw(Text("咖啡").overlay(alignment: .leading) { Text("x") }) == ["x 啡"])
  }

  @Test("a background's text is drawn in its placement, under the view's")
  func backgroundDrawsUnder() {
    let view = Text("ab").frame(width: 6, alignment: .leading)
      .background(alignment: .trailing) { Text("XY") }
    #expect(draw(view) == ["ab  XY"])
    let covered = Text("abcd").background { Text("XY") }
    #expect(draw(covered) == ["abcd"])
  }
}

@Suite("TerminalRenderer and scrolling or paged containers")
struct TerminalRendererContainerTests {
  @Test("a grid draws each cell in its column: as wide as the column's widest cell, aligned")
  func gridDrawsItsCells() {
    let grid = Grid(horizontalSpacing: 1, verticalSpacing: 0) {
      GridRow {
        Text("Rent").gridColumnAlignment(.leading)
        Text("1200").gridColumnAlignment(.trailing)
      }
      GridRow {
        Text("Tea")
        Text("4.5")
      }
    }
    #expect(draw(grid) == ["Rent 1200", "Tea   4.5"])
  }

  @Test("a horizontal ScrollView's text is drawn in full from its leading edge, not clipped")
  func scrollViewContentIsDrawnInFull() {
    let view = HStack(spacing: 0) {
      Text("|")
      ScrollView(.horizontal) { Text("scrolled text") }
    }
    // The scroll view is the 4 cells left of the bar; its text runs 13 cells from there.
    #expect(draw(view, width: 5) == ["|scrolled text"])
  }

  @Test("a TabView draws its selected page only, centered in it")
  func tabViewDrawsTheSelectedPage() {
    let tab = TabView(selection: 1) {
      Text("one")
      Text("two")
    }.frame(width: 9, height: 3)
    // "two" is 3 x 1 in 9 x 3: column (9 - 3) / 2 = 3, row (3 - 1) / 2 = 1.
    #expect(draw(tab) == ["", "   two", ""])
  }
}

@Suite("TerminalRenderer and dividers")
struct TerminalRendererDividerTests {
  @Test("a divider in a VStack draws a ─ rule across the stack's width")
  func dividerInAVStackIsAHorizontalRule() {
    let stack = VStack(alignment: .leading, spacing: 0) {
      Text("Rent")
      Divider()
      Text("Coffee")
    }
    #expect(draw(stack, width: 8) == ["Rent", "────────", "Coffee"])
    // Outside a stack a divider is horizontal too.
    #expect(draw(Divider(), width: 3) == ["───"])
  }

  @Test("a divider in an HStack draws a │ rule down the stack's height")
  func dividerInAnHStackIsAVerticalRule() {
    let row = HStack {
      Text("a")
      Divider()
      Text("b")
    }.frame(height: 3)
    #expect(draw(row) == ["  │", "a │ b", "  │"])
  }

  @Test("a divider offered no length draws nothing, and one offered a huge length is bounded")
  func dividerLengths() {
    #expect(draw(VStack { Divider() }) == [""])
    let wide = TerminalRenderer().render(
      Divider().frame(width: 1e12).layout(in: .unspecified, environment: terminal))
    #expect(wide.count == 1)
    #expect(wide[0].count == TerminalRenderer.maximumBorderCell + 1)
  }

  @Test(
    "box-drawing characters take one cell in every cell-width model with narrow ambiguous width")
  func boxDrawingIsOneCellWhereAmbiguousIsNarrow() {
    let models =
      CellWidthProfile.allCases.map(\.model)
      + CellWidthModel.WidthTable.allCases.map { table in
        var model = CellWidthModel.clusters
        model.widthTable = table
        return model
      }
    for model in models {
      for glyph in ["─", "│", "┌", "┐", "└", "┘"] {
        #expect(TerminalCellMeasurer(cellWidths: model).advance(ofCluster: glyph[...]) == 1)
        var wide = model
        wide.ambiguousIsWide = true
        // East Asian Width Ambiguous: two cells in a terminal set up for CJK.
        #expect(TerminalCellMeasurer(cellWidths: wide).advance(ofCluster: glyph[...]) == 2)
      }
    }
  }

  @Test("where box-drawing characters are two cells wide, borders and dividers are ASCII")
  func asciiWhereBoxDrawingIsWide() throws {
    let measurer = TerminalCellMeasurer(ambiguousIsWide: true)
    let renderer = try TerminalRenderer(measurer: measurer)
    let environment = EnvironmentValues(measurer: measurer)
    let boxed = Text("Hi").padding().border().layout(in: .unspecified, environment: environment)
    #expect(renderer.render(boxed) == ["+--+", "|Hi|", "+--+"])
    let row = HStack {
      Text("a")
      Divider()
      Text("b")
    }.frame(height: 1).layout(in: .unspecified, environment: environment)
    #expect(renderer.render(row) == ["a | b"])
    let rule = Divider().layout(in: ProposedSize(width: 4, height: nil), environment: environment)
    #expect(renderer.render(rule) == ["----"])
  }
}

@Suite("TerminalRenderer and modifiers with extreme values")
struct TerminalRendererExtremeModifierTests {
  @Test("a border around an infinite or huge frame is drawn up to the border limit, quickly")
  func hugeBorders() {
    let limit = TerminalRenderer.maximumBorderCell
    let wide = TerminalRenderer().render(
      Rectangle().border().layout(in: ProposedSize(width: .infinity, height: 2)))
    // Two rows: the top edge runs to the limit, and the far corner is never reached.
    #expect(wide.count == 2)
    #expect(wide[0].count == limit + 1)
    #expect(wide[0].hasPrefix("┌──"))
    #expect(wide[1].hasPrefix("└──"))
    let tall = TerminalRenderer().render(
      Rectangle().border().layout(in: ProposedSize(width: 3, height: 1e300)))
    #expect(tall.count >= limit + 1)
    #expect(tall[1] == "│ │")
  }

  @Test("offsets, frames and counts from adversarial values lay out and draw without trapping")
  func adversarialValues() {
    let values: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e300, -1e300]
    for value in values {
      let view = VStack(spacing: 0) {
        Text("ab").offset(x: value, y: value).border(width: value)
        Text("cd").padding(.horizontal, value).overlay(alignment: .trailing) { Text("Z") }
        Image("i", width: value, height: value).resizable().aspectRatio(value, contentMode: .fill)
          .containerRelativeFrame(.horizontal, count: Int.min, span: Int.max, spacing: value)
        GeometryReader { proxy in Text("g").offset(x: proxy.size.width) }
      }
      let result = view.layout(in: ProposedSize(width: 20, height: nil), environment: terminal)
      #expect(!TerminalRenderer().render(result).isEmpty)
    }
  }
}
