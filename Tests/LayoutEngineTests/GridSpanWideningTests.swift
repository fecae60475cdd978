import LayoutEngine
import Testing

/// When a grid's spanning cell widens its columns, from the replay corpus of MetalUI's
/// `swiftui-grid.swift` probe (GC100, GC75 and GC83, seed 4242, recorded on macOS 27.0 through an
/// `NSHostingView`) and its divergences run: a span widens the columns no single cell holds, or
/// only measured ones that left them zero wide, once its priority is measured, so a lower-priority
/// cell shares only what is left; over columns that each hold a cell, what it lacks is taken from
/// what the lower priorities share. A view outside the rows widens its columns last; a spacer fills
/// columns others widened and takes a share for each column still zero wide.
@Suite("When a grid's spanning cell widens its columns")
struct GridSpanWideningTests {
  /// A cell of width 0... (ideal 10) and height 20.
  private struct WidthFlexible: View {
    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
      Size(width: proposal.width ?? 10, height: 20)
    }

    func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
      PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
    }

    var layoutDescription: String { "width-flexible" }
  }

  @Test("a spacer after a span takes what the span leaves, 8 and not 100 (GC100: 108 wide)")
  func spacerAfterASpanGetsTheRest() {
    let grid = Grid {
      GridRow {
        WidthFlexible().gridCellColumns(3)
        Spacer().gridCellColumns(2).gridCellUnsizedAxes(.vertical)
      }
    }
    let size = grid.layout(in: ProposedSize(width: 100, height: 100), environment: points).size
    #expect(size == Size(width: 108, height: 20))
    // Widening the span's columns only once every cell is measured, the spacer took 100 too.
    #expect(size.width != 200)
  }

  @Test("a higher-priority span's width is taken before a spacer's share (GC75: 200 wide)")
  func higherPrioritySpanComesFirst() {
    let grid = Grid {
      GridRow(alignment: .bottom) {
        Rectangle().frame(width: 100, height: 20).layoutPriority(1).gridCellColumns(3)
          .gridCellUnsizedAxes(.horizontal)
        Spacer()
      }
    }
    let size = grid.layout(in: ProposedSize(width: 200, height: 100), environment: points).size
    #expect(size == Size(width: 200, height: 80))
    #expect(size.width != 300)
  }

  @Test("a higher-priority span's shortfall over held columns is taken from later shares (GC83)")
  func higherPrioritySpanShortfallIsTakenFromLaterShares() {
    // GC83 as recorded: the priority-1 view outside a row is 10 wide, 2 more than the gap it
    // spans; SwiftUI proposes the flexible cell 150 (200 less the gap, the 40 cell and the 2).
    let grid = Grid(alignment: .topTrailing) {
      GridRow(alignment: .center) {
        flexW("c1", 0, 10, .infinity, 30).gridCellAnchor(.trailing).gridColumnAlignment(.trailing)
        fixed("c2", 40, 60).gridCellAnchor(.bottom)
      }
      flexW("c3", 30, 10, 50, 10).gridCellAnchor(.bottom)
      flexH("c4", 0, 10, .infinity, 10).layoutPriority(1).gridColumnAlignment(.trailing)
    }
    let size = grid.layout(in: ProposedSize(width: 200, height: 100), environment: points).size
    #expect(size == Size(width: 198, height: 170))
    // Dropping the shortfall, as when only empty columns took it, the grid was 200 wide.
    #expect(size.width != 200)
  }

  @Test("a span past its proposal over empty columns takes its width and one column (GZ6-3)")
  func spanPastItsProposalTakesItsWidthAndOneColumn() throws {
    // GZ6-3 of the default run's fuzz at 150 x nil: the 100-wide span over three columns no
    // single cell holds leaves 134 - 100 for the four columns still open, 8.5 each for c3.
    let result = gz63.grid().layout(in: ProposedSize(width: 150, height: nil), environment: points)
    #expect(abs(result.size.width - 184.5) < 1e-9 && result.size.height == 28)
    let node = try #require(result.root.allNodes.last { $0.description == "leaf c3" })
    #expect(node.absoluteFrame == Rect(x: 68, y: 18, width: 8.5, height: 10))
    // Sharing 134 over the five columns, c3 took 26.8 and the grid was 202.8 wide.
    #expect(node.absoluteFrame.size.width != 26.8)
    #expect(result.size.width != 202.8)
  }

  @Test("a span shares with columns only an earlier span of its priority covers (GD19, GD22)")
  func laterSpanSharesWithAnEarlierSpansColumns() {
    // The divergences' grids 19 and 22 as recorded: one row of two spans and no single cell.
    // SwiftUI proposes the flexible span its columns' shares of what the gaps leave, with the
    // gaps inside it (3/6 of 85 and 6; 2/5 of 192), though the first span takes less.
    let gd19 = GridCorpusCase(
      id: 19, proposal: (100, 100), alignment: .bottomTrailing, horizontalSpacing: 3,
      verticalSpacing: 0,
      children: [.row(nil, [.init(.clampW(0, 10, 20), span: 3), .init(.flex, span: 3)])],
      size: (61.5, 100), rects: [])
    let gd22 = GridCorpusCase(
      id: 22, proposal: (200, 100), alignment: .center, horizontalSpacing: nil,
      verticalSpacing: nil,
      children: [.row(.bottom, [.init(.flexH(30), span: 3), .init(.flex, span: 2)])],
      size: (114.8, 100), rects: [])
    for (grid, recorded, old) in [(gd19, 61.5, 110.0), (gd22, 114.8, 230.0)] {
      let width = grid.grid().layout(
        in: ProposedSize(width: grid.proposal.0, height: grid.proposal.1), environment: points
      ).size.width
      #expect(abs(width - recorded) < 0.001)
      // Counting the first span's columns as settled at zero, the flexible span took all but
      // the gap, past the proposal.
      #expect(width != old)
    }
  }

  @Test("a view outside the rows that spans three columns makes three (GD33: spacer 66.67 wide)")
  func viewOutsideTheRowsCountsItsColumns() throws {
    // The divergences' grid 33 as recorded at nil x 80: a 100-wide view outside the rows with
    // `gridCellColumns(3)` above a row of one two-column spacer. SwiftUI makes three columns
    // of 33.33, so the spacer's two are 66.67 wide.
    let gd33 = GridCorpusCase(
      id: 33, proposal: (nil, 80), alignment: .bottomTrailing, horizontalSpacing: nil,
      verticalSpacing: 0,
      children: [
        .spanning(.init(.fixed(100, 10), span: 3)),
        .row(.bottom, [.init(.spacer, span: 2, columnAlignment: .trailing)]),
      ], size: (100, 80), rects: [])
    let result = gd33.grid().layout(in: ProposedSize(width: nil, height: 80), environment: points)
    #expect(result.size == Size(width: 100, height: 80))
    let spacer = try #require(
      result.root.allNodes.last {
        $0.description == "leaf c2" || $0.description.hasPrefix("leaf c2.")
      })
    #expect(abs(spacer.absoluteFrame.size.width - 66.667) < 0.001)
    // Counting the row's two columns only, the spacer spanned the whole 100.
    #expect(spacer.absoluteFrame.size.width != 100)
  }

  @Test("a view outside the rows widens all its columns once every cell is measured (GD14)")
  func viewOutsideTheRowsWidensLast() {
    // The divergences' grid 14 as recorded at 150 x nil, spacing 3: the flexible view outside
    // the rows answers 150, 46 more than the columns (30, the 60-wide span's 57 and the
    // spacer's 8) and the gaps, so each of the four columns is 11.5 wider.
    let result = divergenceGrids[13].layoutAtItsProposal()
    #expect(result.size == Size(width: 150, height: 78))
    #expect(result.leafFrame("c1") == Rect(x: 11.5, y: 0, width: 30, height: 60))
    #expect(result.leafFrame("c3") == Rect(x: 130.5, y: 0, width: 19.5, height: 60))
    // Widening the span's two columns before the spacer was measured, the grid was 158 wide.
    #expect(result.size.width != 158)
  }

  @Test("a view outside the rows widens a span's columns and a single cell's alike (GD51)")
  func viewOutsideTheRowsWidensHeldColumnsToo() throws {
    // The divergences' grid 51 as recorded at 200 x 100, spacing 3: the flexible view outside
    // the rows lacks 134.67 over the 30-wide span's columns and the half cell's 32.33 one, and
    // SwiftUI adds a third to each, so the half cell's column is 77.22 wide and it 38.61.
    let result = divergenceGrids[50].layoutAtItsProposal()
    #expect(result.size == Size(width: 200, height: 54))
    let half = try #require(result.leafFrame("c2"))
    #expect(abs(half.size.width - 38.611) < 0.001)
    // Widening only the span's columns, which hold no single cell, the half cell was 16.17.
    #expect(abs(half.size.width - 16.167) > 0.001)
  }

  @Test("a spacer over a column a cell made wide fills its columns and widens none (GD65)")
  func spacerFillsWidenedColumns() {
    // The divergences' grid 65 as recorded at 60 x 60, spacing 3: a spacer over columns 0 and
    // 1 beside a 30-wide cell, above a 20-wide one in column 0. SwiftUI proposes the spacer the
    // 23 its columns and gap have, so column 1 stays empty and the grid is 56 wide.
    let result = divergenceGrids[64].layoutAtItsProposal()
    #expect(result.leafFrame("c1") == Rect(x: 0, y: 0, width: 23, height: 35))
    // Proposed the rest of the proposal beside the 30-wide column, the spacer took 27 and the
    // grid was 60 wide.
    #expect(result.size == Size(width: 56, height: 50))
  }

  @Test("a spacer over columns still zero wide takes a share for each (GD10: 67.2 over three)")
  func spacerOverEmptyColumnsTakesAShareForEach() throws {
    // The divergences' grid 10 as recorded at 150 x nil: three spacers in a row over five
    // columns, the last spanning three no other cell covers, above two cells of 20 and 10. The
    // spacers share the 112 the gap and those cells leave, 22.4 a column: the span is 67.2 and
    // the grid 120 wide.
    let result = divergenceGrids[9].layoutAtItsProposal()
    let span = try #require(result.leafFrame("c3"))
    #expect(abs(span.size.width - 67.2) < 0.001)
    #expect(abs(result.size.width - 120) < 0.001)
    // Proposed the rest of the proposal beside the other spacers' columns, it took 99.6 and
    // the grid was 152.4 wide.
    #expect(abs(span.size.width - 99.6) > 1)
  }

  @Test("a spacer span is measured after the other spans widen, a view outside last (GD7)")
  func spacerSpanFillsWhatTheOthersWidenedAtTheEnd() throws {
    // The divergences' grid 7 as recorded at 300 x 200: a 20-wide cell of priority -1 in
    // column 0, a flexible view outside the rows, and below them a 30-wide cell over columns
    // 0-1, a spacer over 2-4 and a cell unsized horizontally over 5-7. SwiftUI closes columns
    // 0-1 at the 30 of the cell over them, the view outside the rows spreads the other 270 over
    // the six columns still zero wide, and the spacer fills its three: 135 at x 30.
    let result = divergenceGrids[6].layoutAtItsProposal()
    let spacer = try #require(result.leafFrame("c4"))
    #expect(spacer == Rect(x: 30, y: 84, width: 135, height: 88))
    #expect(result.leafFrame("c3") == Rect(x: 0, y: 84, width: 30, height: 30))
    #expect(result.leafFrame("c5") == Rect(x: 165, y: 84, width: 135, height: 88))
    // Measured with its group, before any widening, the spacer was proposed less than nothing
    // and took its 8.
    #expect(spacer.size.width != 8)
  }

  @Test("the grid's spacing goes before a column a cell ends at, though none starts there (GD29)")
  func gridSpacingBeforeAColumnACellEndsAt() throws {
    // The divergences' grid 29 as recorded at 60 x 60: a two-column spacer row above two rows
    // of one cell each. With the grid's spacing of 3, column 2 has the gap though no two cells
    // meet at it: the flexible cell is 57 wide, the half-width one 28.5.
    let gd29 = GridCorpusCase(
      id: 29, proposal: (60, 60), alignment: .bottomTrailing, horizontalSpacing: 3,
      verticalSpacing: nil,
      children: [
        .row(nil, [.init(.spacer, span: 2, unsizedHorizontal: true)]), .row(nil, [.init(.half)]),
        .row(.center, [.init(.flex)]),
      ], size: (60, 68), rects: [])
    let result = gd29.grid().layout(in: ProposedSize(width: 60, height: 60), environment: points)
    #expect(result.size == Size(width: 60, height: 68))
    let flexible = try #require(
      result.root.allNodes.last {
        $0.description == "leaf c3" || $0.description.hasPrefix("leaf c3.")
      })
    #expect(flexible.absoluteFrame.size.width == 57)
    // With no gap before column 2, the flexible cell took the whole 60.
    #expect(flexible.absoluteFrame.size.width != 60)
  }

  @Test("a span widens columns its measured cells left zero wide too (GD26: c6 3.33 wide)")
  func spanWidensColumnsItsMeasuredCellsLeftZeroWide() throws {
    // The divergences' grid 26 at 100 x 100, spacing 0: the fixed 20-wide c8 spans columns 3
    // to 5, and column 3 holds only the half-width c6, measured zero wide. The 20 goes over
    // all three columns, 6.67 each, and c6 is placed 3.33 wide in its column.
    let result = divergenceGrids[25].layoutAtItsProposal()
    #expect(result.size.height == 190 && abs(result.size.width - 160) < 0.001)
    let c6 = try #require(result.leafFrame("c6"))
    #expect(abs(c6.minX - 131.67) < 0.005 && abs(c6.size.width - 3.33) < 0.005)
    // Over columns 4 and 5 only, column 3 stayed zero wide and c6 was 0 wide at 130.
    #expect(c6.size.width != 0)
  }

  @Test("over columns each measured zero wide a span's lack goes to all (GD34: columns of 8)")
  func spanLackGoesOverColumnsAllMeasuredZeroWide() {
    // The divergences' grid 34 at 100 x 100, spacing 3: the 30-wide c2 spans columns 1 to 3;
    // the cells of columns 1 and 2 are measured zero wide, so each column takes 8 of the 24,
    // the unsized c4 is 8 wide and the half-width c5 and c7 are 4 wide.
    let result = divergenceGrids[33].layoutAtItsProposal()
    #expect(result.leafFrame("c4")?.minX == 103 && result.leafFrame("c4")?.size.width == 8)
    #expect(result.leafFrame("c5")?.minX == 118 && result.leafFrame("c5")?.size.width == 4)
    #expect(result.leafFrame("c7")?.minX == 103 && result.leafFrame("c7")?.size.width == 4)
    // Over column 3 alone, columns 1 and 2 stayed zero wide and c4, c5 and c7 were 0 wide.
    #expect(result.leafFrame("c5")?.size.width != 0)
  }

  @Test("a span over a column where a cell still waits widens last (GD21: 80 wide, not 88)")
  func spanOverAColumnWhereACellWaitsWidensLast() throws {
    // The divergences' grid 21 at 60 x 60: the 20-wide c5 spans columns 1 to 3, and column 3
    // holds the spacer c3, measured after it. Its 20 is held until every cell is measured, so
    // the priority -1 span c2 over columns 1 and 2 sets them and the grid is 80 wide.
    let result = divergenceGrids[20].layoutAtItsProposal()
    #expect(result.size == Size(width: 80, height: 98))
    let c2 = try #require(result.leafFrame("c2"))
    #expect(abs(c2.minX - 61) < 0.001 && c2.size.width == 10)
    // Widening columns 1 and 2 by 10 each once priority 0 was measured, the grid was 88 wide.
    #expect(result.size.width != 88)
  }

  @Test("a span beside a waiting spacer leaves the proposal unfilled (GD47: 203 wide, not 300)")
  func spanBesideAWaitingSpacerWidensLast() throws {
    // The divergences' grid 47 at 300 x 200, spacing 3: the 100-wide c5 spans columns 1 and 2,
    // and column 1 holds the spacer c3, measured last. With c5's lack held, c3 is 154 wide
    // and the grid 203 wide.
    let result = divergenceGrids[46].layoutAtItsProposal()
    #expect(result.size == Size(width: 203, height: 200))
    #expect(result.leafFrame("c3") == Rect(x: 46, y: 35, width: 154, height: 60))
    #expect(result.leafFrame("c5") == Rect(x: 43, y: 100, width: 100, height: 100))
    #expect(result.size.width != 300)
  }

  @Test("a span beside a column a measured cell made wide does not wait (GD23: 60 wide, not 70)")
  func spanBesideAWideColumnWidensAtItsPrioritysEnd() throws {
    // The divergences' grid 23 at 60 x 60: the priority-1 c1 spans columns 0 to 2, column 0
    // made wide by c4 of its priority and c2 of priority -1 waiting there, column 1 holding the
    // waiting c3. SwiftUI widens column 2 by c1's lack once priority 1 is measured, leaving
    // priority 0 nothing: c3 and c6 are zero wide and the grid is 60 x 80.
    let result = divergenceGrids[22].layoutAtItsProposal()
    #expect(abs(result.size.width - 60) < 0.001 && result.size.height == 80)
    let c6 = try #require(result.leafFrame("c6"))
    #expect(abs(c6.minX - 60) < 0.001 && abs(c6.size.width) < 0.001)
    // Holding c1's lack until every cell was measured, c3 took 8.5, c6 10 and the grid was 70.
    #expect(abs(result.size.width - 70) > 1)
  }

  @Test("a held span gives its lack before a lower span widens, then spreads it (GD38: c4 18)")
  func heldSpanGivesItsLackBeforeALowerSpanWidens() throws {
    // The divergences' grid 38 at 60 x 60: priority 1's c1 (44 wide) spans columns 0 and 1,
    // holding its 36 while c4 waits in column 0; column 1 holds no single cell. Before the
    // 150-wide c5 over columns 1 and 2 widens, c1 gives column 1 its 36, so c5 lacks 96, 48 for
    // column 1 and for column 2 (the fixed 10-wide c2's). Then c1's 36 is spread over columns 0
    // and 1, 18 each, and c5 overflows: the columns are 18, 66, 58 and 0, and c4 is placed 18
    // wide at x 0, as recorded.
    let result = divergenceGrids[37].layoutAtItsProposal()
    #expect(result.size == Size(width: 166, height: 86))
    #expect(result.leafFrame("c1") == Rect(x: 0, y: 30, width: 92, height: 10))
    #expect(result.leafFrame("c4") == Rect(x: 0, y: 48, width: 18, height: 20))
    #expect(result.leafFrame("c6") == Rect(x: 0, y: 76, width: 9, height: 10))
    // With c5's 132 all in column 1, c1 was 140 wide and c4 zero wide.
    let c1 = try #require(result.leafFrame("c1"))
    #expect(c1.size.width != 140)
  }

  @Test("with no width proposed, a span is measured at its columns' width (GD12: 59 wide)")
  func spanAtAnUnproposedWidthIsMeasuredAtItsColumns() {
    // The divergences' grid 12 at nil x 80, spacing 3: the 30-wide c2 spans columns 1 and 2
    // beside the 20-wide column 1, so column 2 is 7 wide; the half-width c7 spans columns 2 to
    // 4, 13 wide with their gaps, and answers 6.5 there, so it widens nothing.
    let result = divergenceGrids[11].layoutAtItsProposal()
    #expect(result.size == Size(width: 59, height: 112))
    #expect(result.leafFrame("c2") == Rect(x: 23, y: 0, width: 30, height: 20))
    #expect(result.leafFrame("c7") == Rect(x: 52.5, y: 102, width: 6.5, height: 10))
    // Widening by its ideal 20, c7 spread 7 over its columns and the grid was 66 wide.
    #expect(result.size.width != 66)
  }

  @Test("an unsized span widens after the view outside the rows of its priority (GD37)")
  func unsizedSpanWidensAfterTheViewOutsideTheRows() {
    // The divergences' grid 37 at 300 x 200, spacing 0: the 40-wide c2 spans columns 0 and 1
    // (column 0 holds a 10-wide cell), the 30-wide c3, unsized horizontally, columns 2 to 4, and
    // the 100-wide view outside the rows all five. SwiftUI widens columns 2 to 4 by the 60 the
    // view outside the rows lacks, which leaves c3 nothing to add: c3 sits at x 40.
    let result = divergenceGrids[36].layoutAtItsProposal()
    #expect(result.size == Size(width: 100, height: 200))
    #expect(result.leafFrame("c2") == Rect(x: 0, y: 152, width: 40, height: 10))
    #expect(result.leafFrame("c3") == Rect(x: 40, y: 142, width: 30, height: 30))
    // Widening columns 2 to 4 by c3's 30 first, the view outside the rows spread its 30 over
    // all five columns and c3 sat at x 52.
    #expect(result.leafFrame("c3")?.minX != 52)
  }

  @Test("a spacer's column stays open until a span over it is measured (GD63: 218.75 wide)")
  func spacersColumnStaysOpenForAWaitingSpan() throws {
    // The divergences' grid 63 at 300 x 200, spacing 0: the half-width c2 spans columns 1 to
    // 3, and column 1 holds only the spacer c6. Until c2 is measured, column 1 shares with the
    // others: past the 10-wide column 4 each group shares 290 / 4, c2 is proposed 217.5 (300
    // less column 0's 72.5 and column 4's 10) and answers 108.75, and the spacer takes 81.25.
    let result = divergenceGrids[62].layoutAtItsProposal()
    #expect(result.size == Size(width: 218.75, height: 200))
    #expect(result.leafFrame("c6") == Rect(x: 100, y: 170, width: 81.25, height: 30))
    let c2 = try #require(result.leafFrame("c2"))
    #expect(abs(c2.minX - 127.1875) < 1e-9 && abs(c2.size.width - 54.375) < 1e-9)
    // With column 1 closed at zero once the spacer waited for its own group, c2 was proposed
    // 193.33 and the grid was 206.67 wide.
    #expect(abs(result.size.width - 206.667) > 1)
  }

  @Test("a span holding its lack over waiting cells' columns proposes them a part (GD59: 138.67)")
  func spanHoldingItsLackProposesTheWaitingCellsAPart() throws {
    // The divergences' grid 59 at 200 x 100: the gaps leave 184 for six columns. Priority 1's
    // c4 (columns 1 to 3, measured first) leaves columns 2 and 3, which hold no cell, sharing as
    // one column: the spacer c6 over columns 0 and 1 is proposed 184 less one share of 184 / 3,
    // with its gap, 130.67. Its columns each hold a cell still waiting, so it holds its lack of
    // 122.67 and proposes them at least half of it: the flexible c3 takes 61.33 in column 0, the
    // fixed c2 60 in column 1, and c6 then widens both by the 1.33 left: 62 and 60.67.
    let result = divergenceGrids[58].layoutAtItsProposal()
    #expect(abs(result.size.width - 416.0 / 3) < 1e-9 && result.size.height == 180)
    let c3 = try #require(result.leafFrame("c3"))
    #expect(abs(c3.size.width - 62) < 1e-9 && c3.minX == 0)
    let c6 = try #require(result.leafFrame("c6"))
    #expect(abs(c6.size.width - 392.0 / 3) < 1e-9)
    let c2 = try #require(result.leafFrame("c2"))
    #expect(abs(c2.minX - 70) < 1e-9)
    // Proposed 100 with columns 2 and 3 sharing apart, c6 left c3 8 and the grid was 108 wide.
    #expect(abs(result.size.width - 108) > 1)
  }

  @Test("a span within its proposal takes its answer, one under a celled span none (GD41: 4.5)")
  func spanWithinItsProposalTakesItsAnswerAndOneUnderACelledSpanNone() throws {
    // The divergences' grid 41 at 150 x nil, spacing 3: the gaps leave 135 for six columns.
    // The first group measures c2 (100, columns 1-2, past its proposal), c3 (columns 0-2),
    // c4 (100, column 3) and c5 (20, columns 4-5, within its proposal). c1 (column 0) is then
    // proposed (135 - c4's 100 - c5's 20 less its gap) / 4 = 4.5: c5 takes its answer while c1
    // waits outside its row, and c2, under c3 which covers c1's column, takes nothing.
    let result = divergenceGrids[40].layoutAtItsProposal()
    #expect(result.size == Size(width: 233.5, height: 78))
    #expect(result.leafFrame("c1") == Rect(x: 0, y: 40, width: 4.5, height: 20))
    #expect(result.leafFrame("c5") == Rect(x: 213.5, y: 68, width: 20, height: 10))
    // With c2 taking its 97 and one column, c1 was 0 wide and the grid 229.
    #expect(result.size.width != 229)
  }
}
