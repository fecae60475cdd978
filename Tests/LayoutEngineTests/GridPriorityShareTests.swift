import LayoutEngine
import Testing

/// What a lower layout priority shares in a grid, from the fuzz of MetalUI's
/// `swiftui-grid.swift` probe (group GZ4, layout priority, seed 104; the default run recorded
/// on macOS 27.0 through an `NSHostingView`, its stdout committed as
/// `docs/probes/swiftui-grid-default-run.txt`): a priority shares what the higher ones left, and
/// its own lengths count on top of theirs. With the divergences run (GD6): a view outside the
/// rows shares a column holding only lower-priority cells with the priority it belongs to, and
/// any column it keeps open keeps the share the priority's first group gives it while a
/// single-line cell of the priority waits (GD36, GD52); a lower-priority span is proposed what
/// its priority shares, less the other columns (GD62); a group's spacers are measured before its
/// other cells, which share what the spacers leave (GD34); a column holding a higher-priority
/// cell unsized there and not of one width stays open for a lower priority's groups (GD8).
@Suite("What a lower priority shares in a grid")
struct GridPriorityShareTests {
  /// A leaf clamping the width proposal (10 when nil) to `low...high`, `height` high.
  private func clampedWidth(_ name: String, _ low: Double, _ high: Double, _ height: Double)
    -> ProbeLeaf
  { flexW(name, low, 10, high, height) }

  /// A leaf `width` wide taking the height proposal (10 when nil).
  private func heightFlexible(_ name: String, _ width: Double) -> ProbeLeaf {
    flexH(name, 0, 10, .infinity, width)
  }

  /// A leaf clamping both proposals (10 when nil) to `low...high`.
  private func clampedBoth(_ name: String, _ low: Double, _ high: Double) -> ProbeLeaf {
    ProbeLeaf(name: name, width: low...high, idealWidth: 10, height: low...high, idealHeight: 10)
  }

  @Test("a row a higher priority took counts again once its own cells are measured (GZ4-3)")
  func rowCountsBothPriorities() {
    let grid = Grid {
      GridRow {
        clampedWidth("c1", 10, 50, 10)
        clampedWidth("c2", 30, 70, 20).layoutPriority(1)
        clampedWidth("c3", 30, 130, 20)
      }
      GridRow {
        heightFlexible("c4", 20)
        heightFlexible("c5", 30)
      }
      GridRow { fixed("c6", 20, 40) }
    }
    let size = grid.layout(in: ProposedSize(width: 100, height: 100), environment: points).size
    // The height-flexible row gets 84 less 20 twice and 40: 4.
    #expect(size == Size(width: 136, height: 80))
    // Counting the first row once, the flexible row took 24 and the grid its whole proposal.
    #expect(size.height != 100)
  }

  @Test("a row still awaiting a cell counts only what the higher priority gave it (GZ4-2)")
  func awaitedRowCountsTheHigherPriorityOnly() {
    let grid = Grid {
      GridRow {
        greedy("c1")
        clampedWidth("c2", 0, 150, 30)
      }
      GridRow {
        HalfLeaf(name: "c3").layoutPriority(1)
        heightFlexible("c4", 10)
      }
      GridRow {
        clampedWidth("c5", 10, 50, 30)
        fixed("c6", 100, 30)
      }
    }
    let size = grid.layout(in: ProposedSize(width: 100, height: 100), environment: points).size
    // The second row is 22: 84 less its 10 and the last row's 30, over it and the first row.
    #expect(size == Size(width: 154, height: 98))
    // Counting the first row's length as taken too, the second row stayed at 10.
    #expect(size.height != 86)
  }

  @Test("a column a higher priority made as long as its waiting cell shares nothing (GZ4-1)")
  func columnTooLongForItsCellSharesNothing() {
    let grid = Grid {
      GridRow {
        clampedWidth("c1", 30, 40, 30)
        clampedBoth("c2", 10, 20)
        fixed("c3", 40, 40)
      }
      GridRow { heightFlexible("c4", 30).layoutPriority(-1) }
      GridRow {
        fixed("c5", 40, 30).layoutPriority(1)
        clampedBoth("c6", 20, 170).layoutPriority(-1)
      }
    }
    let size = grid.layout(in: ProposedSize(width: 200, height: 100), environment: points).size
    // The 30-wide c4 cannot outgrow the first column's 40, so c6 alone shares 84.
    #expect(size == Size(width: 180, height: 86))
    // Sharing with the first column, c6 got 42.
    #expect(size.width != 138)
  }

  @Test("a view outside the rows keeps a lower priority's column open (GD6: 26 of 52 each)")
  func viewOutsideTheRowsKeepsALowerPrioritysColumnOpen() throws {
    // The divergences' grid 6 at 60 x 60: column 0 holds only the priority -1 c1 and a spacer,
    // column 1 the flexible c2, and the view outside the rows covers both. Priority 0 shares
    // the 52 the gap leaves over the two columns: c2 is 26 wide and the grid 134.
    let result = divergenceGrids[5].layoutAtItsProposal()
    #expect(result.size == Size(width: 134, height: 68))
    #expect(result.leafFrame("c2") == Rect(x: 108, y: 0, width: 26, height: 20))
    // With column 0 closed to priority 0, c2 took all 52 and the grid was 160 wide.
    #expect(result.size.width != 160)
  }

  @Test("the column a view outside the rows keeps open keeps its first share (GD36: 48)")
  func columnKeptOpenByAViewOutsideTheRowsKeepsItsFirstShare() throws {
    // The divergences' grid 36 at 150 wide: column 1 holds only the priority -1 c3, which the
    // view outside the rows keeps open. The first group of priority 0 shares the 144 the gaps
    // leave over the three columns, 48 each; the half-width c4 is measured after it and is
    // proposed 144 - 20 (c2) - 48 = 76: column 2 is 38 wide and the grid 114.
    let result = divergenceGrids[35].layoutAtItsProposal()
    #expect(result.size == Size(width: 114, height: 45))
    #expect(result.leafFrame("c4") == Rect(x: 76, y: 35, width: 19, height: 10))
    // Sharing column 1 again, c4 was proposed (144 - 20) / 2 = 62 and the grid 107 wide.
    #expect(result.size.width != 107)
  }

  @Test(
    "the columns a view outside the rows keeps open beside waiting cells keep their first share (GD52)"
  )
  func columnsOnlySpansCoverKeepTheFirstShareBesideAViewOutsideTheRows() throws {
    // The divergences' grid 52 at 300 x 200: columns 1 to 3 hold no single-line cell; the view
    // outside the rows c7 and the spans c2 and c6 keep them open, while c1 (column 0) and c3
    // (column 4) wait. The first group shares the 284 the gaps leave over the five columns,
    // 56.8 each; the half-width span c2 is then proposed the three columns' 170.4 and answers
    // 85.2, 28.4 a column: the grid is 150 + 8 + 85.2 + 8 + 20 = 271.2 wide.
    let result = divergenceGrids[51].layoutAtItsProposal()
    #expect(abs(result.size.width - 271.2) < 1e-9)
    let c2 = try #require(result.leafFrame("c2"))
    #expect(abs(c2.size.width - 42.6) < 1e-9 && abs(c2.minX - 179.3) < 1e-9)
    // Sharing columns 1 to 3 again beside c1, c2 was proposed 198 and the grid 285 wide.
    #expect(result.size.width != 285)
  }

  @Test("a lower-priority span is proposed what the higher priorities left (GD62: 126.67)")
  func lowerPrioritySpanIsProposedWhatHigherPrioritiesLeft() throws {
    // The divergences' grid 62 at 150 x nil: the gap between c1 and c2 leaves 142 for the four
    // columns. Priority 1's c2 (columns 1 to 3) takes 10, 10/3 a column, and priority 0's c1
    // (column 0) 10. The priority -1 spacer (columns 0 to 2) is proposed the 122 they left,
    // less column 3's 10/3, and its inner gap of 8: 126.67; the grid is 130 wide.
    let result = divergenceGrids[61].layoutAtItsProposal()
    #expect(abs(result.size.width - 130) < 1e-9 && result.size.height == 38)
    let spacer = try #require(result.leafFrame("c3"))
    #expect(abs(spacer.size.width - 380.0 / 3) < 1e-9)
    // Proposed the 142 less column 3 alone, the spacer was 146.67 wide and the grid 150.
    #expect(result.size.width != 150)
  }

  @Test("a column under a span with a spacer still waiting keeps sharing (GD27: c8 at 24.89)")
  func columnUnderASpanWithAWaitingSpacerKeepsSharing() throws {
    // The divergences' grid 27 at 150 x nil: the gaps leave 126, priority 1's c7 takes 40 of
    // it in column 2, and priority 0 shares the 86 left past its proposal, 4/3 of it: 114.67.
    // Column 1's c5 (30) sits under the measured span c6 with the spacer c2 still waiting, so
    // the column still shares: c3 and c8 are proposed (114.67 - c1's 40) / 3 = 24.89, and the
    // half-width c8 answers 12.44, its column's width, and placed there 6.22, as recorded.
    let result = divergenceGrids[26].layoutAtItsProposal()
    #expect(abs(result.size.width - 146.0 - 4.0 / 9) < 1e-9 && result.size.height == 104)
    let c8 = try #require(result.leafFrame("c8"))
    #expect(abs(c8.size.width - 56.0 / 9) < 1e-9 && c8.minX == 134)
    // Taking column 1's 30 as well, c8 was proposed 22.33 and the grid 145.17 wide.
    #expect(abs(result.size.width - 145.0 - 1.0 / 6) > 1e-6)
  }

  @Test("a column whose cell answers past its share beside its group's span keeps sharing (GD44)")
  func columnOverflowingBesideItsGroupsSpanKeepsSharing() throws {
    // The divergences' grid 44 at 150 x nil: the gaps leave 126, shared by four columns, 31.5
    // each. The fixed 40-wide c5 answers past its 31.5 in column 1, measured in one group with
    // the span c1 over columns 0-1, so column 1 still shares: c2, c4 and later c3 and the
    // half-width c6 are proposed 31.5 too, and the grid is 158.5 wide, as recorded.
    let result = divergenceGrids[43].layoutAtItsProposal()
    #expect(result.size.width == 158.5 && result.size.height == 86)
    let c2 = try #require(result.leafFrame("c2"))
    #expect(c2.minX == 87.5 && c2.size.width == 31.5)
    let c6 = try #require(result.leafFrame("c6"))
    #expect(c6.minX == 103.25 && c6.size.width == 15.75)
    // Taking c5's 40 from the share, the others were proposed 86 / 3 and the grid 150 wide.
    #expect(result.size.width != 150)
  }

  @Test("a cell is proposed at least its column's lower-priority least width (GD23: c4 at 20)")
  func cellIsProposedItsColumnsLowerPriorityLeastWidth() throws {
    // The divergences' grid 23 at 60 x 60: the gaps leave 44. Priority 1's flexible c1 spans
    // columns 0 to 2, unmeasured, and columns 1 and 2 hold no cell of priority 1, so they share
    // with column 0: 44 / 3. Column 0 holds priority -1's c2 of width 20...40, so priority 1's
    // c4 there is proposed at least c2's least width, 20; c1 (52 with its gap) widens column 2
    // by 24, the width the unsized c5 then takes, and the grid is 60 wide, as recorded.
    let result = divergenceGrids[22].layoutAtItsProposal()
    #expect(result.size == Size(width: 60, height: 80))
    #expect(result.leafFrame("c4") == Rect(x: 0, y: 60, width: 20, height: 20))
    #expect(result.leafFrame("c2") == Rect(x: 0, y: 40, width: 20, height: 20))
    let c5 = try #require(result.leafFrame("c5"))
    #expect(c5.minX == 28 && abs(c5.size.width - 24) < 1e-9)
    // Sharing only columns 0 and 2, c4 was proposed 22, and c5 was 22 wide at x 30.
    #expect(c5.minX != 30)
  }

  @Test("a group's spacer is measured first, its other cells sharing what it leaves (GD34)")
  func spacerOfAGroupIsMeasuredFirst() {
    // The divergences' grid 34 at 100 x 100: the priority-1 group is the flexible c4, unsized
    // horizontally, and the Spacer c6, unsized vertically. The rows share 2 / 1 of the 100
    // past the proposal; c6 first takes its row's 8, so c4 is proposed the other 192.
    let result = divergenceGrids[33].layoutAtItsProposal()
    #expect(result.size == Size(width: 133, height: 232))
    #expect(result.leafFrame("c4") == Rect(x: 103, y: 30, width: 8, height: 192))
    #expect(result.leafFrame("c6") == Rect(x: 0, y: 222, width: 100, height: 10))
    // Measured together, each took a 100 share: c4 was 100 tall and the grid 140.
    #expect(result.leafFrame("c4")?.size.height != 100)
    #expect(result.size.height != 140)
  }

  @Test("a column a higher-priority unsized cell holds stays open for lower groups (GD8)")
  func columnOfAHigherUnsizedCellStaysOpen() {
    // The divergences' grid 8 at 200 x 100, spacing 3: column 2 holds the priority-1 c3,
    // unsized horizontally and 0 to 100 wide, and the fixed 10-wide c5. Every priority-0 group
    // shares the 191 the gaps leave over the four columns, column 2 among them: c1, c2 and
    // c7 are proposed 47.75, and c7, half its proposal, is 11.94 wide.
    let result = divergenceGrids[7].layoutAtItsProposal()
    #expect(result.size == Size(width: 138.375, height: 80))
    #expect(result.leafFrame("c1") == Rect(x: 0, y: 0, width: 47.75, height: 20))
    #expect(result.leafFrame("c2") == Rect(x: 50.75, y: 5, width: 47.75, height: 10))
    #expect(result.leafFrame("c7") == Rect(x: 126.4375, y: 50, width: 11.9375, height: 10))
    // Taking c5's 10 from the share, c1 was proposed 60.33, c2 65.5 and the grid 167.25 wide.
    #expect(result.leafFrame("c2")?.size.width != 65.5)
    #expect(result.size.width != 167.25)
  }

  @Test("a column under a waiting span shares; spans side by side keep to their own (GD45)")
  func measuredColumnUnderAWaitingSpanSharesAndSpansBesideKeepToTheirColumns() {
    // The divergences' grid 45 at 200 x 100, no horizontal spacing: c4 (60) and c5 (30) are
    // measured first in columns 0 and 1, under the span c6 still waiting, so those columns
    // still share: c3 (column 3) is proposed 200 / 5 = 40. The last group holds c6 (columns
    // 0-1) and c8 (columns 3-4) side by side in one row: each is proposed its own columns,
    // c6 60 + 30 = 90 and c8 column 3's 40 plus the 40 column 4 first shared, so the grid is
    // 180 wide, as recorded.
    let result = divergenceGrids[44].layoutAtItsProposal()
    #expect(result.size == Size(width: 180, height: 100))
    #expect(result.leafFrame("c3") == Rect(x: 100, y: 0, width: 40, height: 20))
    #expect(result.leafFrame("c6") == Rect(x: 0, y: 100, width: 90, height: 0))
    #expect(result.leafFrame("c8") == Rect(x: 100, y: 100, width: 80, height: 0))
    // Taking columns 0 and 1 from the share and proposing c8 what the others left, c3 was
    // 42.5 wide, c8 100 and the grid 200.
    #expect(result.leafFrame("c3")?.size.width != 42.5)
    #expect(result.size.width != 200)
  }
}
