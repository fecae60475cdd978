import LayoutEngine
import Testing

/// A grid that shares more than its proposal, from MetalUI's `swiftui-grid.swift` probe (arm
/// GS4, the default run's fuzz and its `divergences` run, recorded on macOS 27.0 through an
/// `NSHostingView`): a group with a cell beside a lower-priority cell and one in its columns below
/// it (or, with no grid spacing on the axis, above it), no cell of the group's priority or higher
/// sitting in the second one's row over the first one's columns, shares n / (n - k) of what
/// higher priorities left of the proposal, n the lines holding a cell of its priority or higher
/// and k those of them the lower cell covers.
@Suite("A grid sharing more than its proposal beside a lower priority")
struct GridPastProposalTests {
  /// GS4: [a half] [Spacer, c width 30...180 h20] at 60 x 60.
  private func gs4() -> LayoutResult {
    Grid {
      GridRow { HalfLeaf(name: "a") }
      GridRow {
        Spacer()
        ProbeLeaf(name: "c", width: 30...180, idealWidth: 10, height: 20...20, idealHeight: 20)
      }
    }
    .layout(in: ProposedSize(width: 60, height: 60), environment: points)
  }

  @Test("GS4 answers 90 x 40 at 60 x 60, not 45 x 40 within its proposal")
  func answersPastItsProposal() {
    let size = gs4().size
    #expect(size == Size(width: 90, height: 40))
    #expect(size != Size(width: 45, height: 40))
  }

  @Test("GS4's half cell is measured at 60 x 100: both axes share twice the proposal")
  func halfCellIsProposedTwiceTheShare() throws {
    let node = try #require(gs4().root.allNodes.last { $0.description == "leaf a" })
    #expect(node.proposal == ProposedSize(width: 60, height: 100))
    #expect(node.absoluteFrame == Rect(x: 0, y: 0, width: 30, height: 10))
  }

  @Test("GZ8-2's two priority-1 columns each take the whole 144 at 150 x nil with spacing 3")
  func groupBelowALowerCellSharesPastTheProposal() throws {
    // The default run's GZ8 fuzz: the Spacer c1 has the priority-1 flexible c4 below it and the
    // priority-1 Spacer c3 beside it; the two priority-1 columns of three share 2 / 1 of 144.
    let grid = gz82.grid()
    let result = grid.layout(in: ProposedSize(width: 150, height: nil), environment: points)
    #expect(result.size == Size(width: 314, height: 46))
    // Shared within the proposal, each column would be 72 and the grid 170 x 46.
    #expect(result.size != Size(width: 170, height: 46))
    let node = try #require(result.root.allNodes.last { $0.description.hasPrefix("leaf c4") })
    #expect(node.absoluteFrame == Rect(x: 0, y: 8, width: 144, height: 20))
  }

  @Test("a spacer with no cell above it leaves the share within the proposal (GE15: c at 40)")
  func spacerAloneInItsColumnSharesTheProposal() throws {
    let grid = Grid {
      GridRow {
        Rectangle().frame(width: 30, height: 10)
        Spacer()
        ProbeLeaf(name: "c", width: 10...10, idealWidth: 10, height: 10...10, idealHeight: 10)
      }
    }
    let result = grid.layout(in: ProposedSize(width: 80, height: nil), environment: points)
    #expect(result.size == Size(width: 80, height: 10))
    let node = try #require(result.root.allNodes.last { $0.description == "leaf c" })
    // Placed at its 40 x nil share; widened by 3 / 2 over three columns it would be 60 x nil.
    #expect(node.proposal == ProposedSize(width: 40, height: nil))
  }

  @Test("a lower priority shares n / (n - 1) of what the higher one left (GZ8-3: rows of 25.5)")
  func lowerPrioritySharesPastWhatTheHigherLeft() throws {
    // GZ8-3 of the default run's fuzz at nil x 80: the priority-1 c6 took 10 of the 64 the
    // gaps leave; the priority-0 rows share 3 / 2 of the 54 left, less the 30 row, 25.5 each.
    let result = gz83.grid().layout(in: ProposedSize(width: nil, height: 80), environment: points)
    #expect(result.size == Size(width: 56, height: 97))
    let node = try #require(result.root.allNodes.last { $0.description == "leaf c3" })
    #expect(node.absoluteFrame == Rect(x: 46, y: 0, width: 10, height: 25.5))
    // Widening the whole 64 and taking the 10 after, each row took 28 and the grid was 102 high.
    #expect(node.absoluteFrame.size.height != 28)
    #expect(result.size.height != 102)
  }

  @Test("a lower cell over k of n columns makes the group share n / (n - k) (GD4: 556 wide)")
  func lowerSpanOverKColumnsSharesNOverNMinusK() throws {
    // The divergences' grid 4 at 300 x 200: the priority -1 span covers two of the four
    // columns, so priority 0 shares 4 / 2 of the 266 that the gaps and the priority-1 cell
    // leave; less the 150 cell, 127.33 for each of the three flexible columns.
    let result = gd4.grid().layout(in: ProposedSize(width: 300, height: 200), environment: points)
    #expect(result.size == Size(width: 556, height: 65))
    let node = try #require(result.root.allNodes.last { $0.description == "leaf c1" })
    #expect(abs(node.absoluteFrame.size.width - 127.33) < 0.006)
    // With 4 / 3 for a one-column lower cell, each flexible column took 68.22.
    #expect(abs(node.absoluteFrame.size.width - 68.22) > 1)
  }

  @Test("a cell where the row above meets the column beside keeps the share within (GD49: 12)")
  func cellWhereTheRowsMeetKeepsTheShareWithinTheProposal() throws {
    // The divergences' grid 49 at 60 x 60: a spacer over columns 1 and 2 has the 40-tall c3
    // beside it and the height-flexible c2 above it; c1 sits in c2's row over c3's column, so
    // c2 is proposed the 52 the gap leaves less the 40 row, 12, and the grid is 60 tall.
    let result = divergenceGrids[48].layoutAtItsProposal()
    #expect(result.size == Size(width: 50, height: 60))
    #expect(result.leafFrame("c2") == Rect(x: 40, y: 0, width: 10, height: 12))
    // Sharing 2 / 1 of the 52 past the proposal, c2 was 64 tall and the grid 112.
    #expect(result.size.height != 112)
  }

  @Test("a cell below over the column beside keeps the share within (GD30: 0 tall)")
  func cellBelowOverTheColumnBesideKeepsTheShareWithinTheProposal() throws {
    // The divergences' grid 30 at nil x 80, spacing 5: a spacer beside c2, and below both the
    // flexible c4 outside the rows. c4 covers c2's column in its own row, so the 70 the gaps
    // leave less the 30 and 40 rows is 0 for c4, and the grid is 80 tall.
    let result = divergenceGrids[29].layoutAtItsProposal()
    #expect(result.size == Size(width: 30, height: 80))
    #expect(result.leafFrame("c4") == Rect(x: 0, y: 80, width: 30, height: 0))
    // Sharing 3 / 2 of the 70, c4 was 35 tall and the grid 115.
    #expect(result.size.height != 115)
  }

  @Test("a cell above counts at a nil width without grid spacing (GD55: 46 tall, 112 at 80)")
  func cellAboveCountsWithOneAxisProposed() throws {
    // The divergences' grid 55 at nil x 80: the priority -1 span over columns 0 to 2 of the
    // last row has c6 beside it and c2 above it, and nothing sits in c2's row over c6's column.
    // The rows share 3 / 2 of the 64 the gaps leave: less the 10 and 40 rows, c6 is 46 tall.
    let result = divergenceGrids[54].layoutAtItsProposal()
    #expect(result.size == Size(width: 74, height: 112))
    #expect(result.leafFrame("c6") == Rect(x: 64, y: 66, width: 10, height: 46))
    // With a cell above counting only when both axes are proposed, c6 was 14 tall.
    #expect(result.leafFrame("c6")?.size.height != 14)
  }

  @Test("a lower span counts only its columns holding a cell, a rigid cell below none (GD57)")
  func lowerSpanCountsItsColumnsHoldingACell() {
    // The divergences' grid 57 at 200 x 100, vertical spacing 12: the spacer c2 over columns
    // 1 and 2 has c1 and c3 beside it and c6 below it. Of the three columns holding a cell it
    // covers one, so the columns share 3 / 2 of the 192 the gap leaves: less c5's 50, c6 and
    // c3 are 119 wide. c6 answers one height, so the rows share the 76 within: 38 each.
    let result = divergenceGrids[56].layoutAtItsProposal()
    #expect(result.size == Size(width: 296, height: 110))
    #expect(result.leafFrame("c1") == Rect(x: 10, y: 0, width: 40, height: 38))
    #expect(result.leafFrame("c3") == Rect(x: 177, y: 18, width: 119, height: 20))
    #expect(result.leafFrame("c6") == Rect(x: 58, y: 70, width: 119, height: 40))
    // Counting both of c2's columns, the columns shared 3 / 1 and the grid was 584 wide; with
    // c6 counting, the rows shared 2 / 1 and c1 was 40 tall.
    #expect(result.size != Size(width: 584, height: 112))
    #expect(result.leafFrame("c1")?.size.height != 40)
  }

  @Test("a lower cell over a fixed span below counts the span's cell-less column (GD56)")
  func lowerCellOverAFixedSpanCountsItsCelllessColumn() throws {
    // The divergences' grid 56 at 100 x 100, horizontal spacing 12: the gaps leave 64. The
    // spacer c2 (column 2) has c1 beside it and the fixed span c5 (columns 2-3) below it, the
    // unsized c3 in c5's row under c1; column 3 only c5 covers. Of four columns c2 covers one,
    // so they share 4 / 3 of 64. c5 answers 60 past its share over column 3 and column 2,
    // which holds only the unsized fixed c8 and still shares: c5 takes its 48 and a column, so
    // c6 is proposed (256 / 3 - 48) / 3 = 112 / 9 and answers 56 / 9; c1's lack over columns
    // 0 and 1 (10) widens them evenly to 604 / 9 and 638 / 9, as recorded.
    let gd56 = divergenceGrids[55]
    let result = gd56.layoutAtItsProposal()
    #expect(result.size == Size(width: 222, height: 156))
    for (number, rect) in gd56.rects.enumerated() {
      let frame = try #require(result.leafFrame("c\(number + 1)"))
      let (x, y, width, height) = rect
      #expect(abs(frame.minX - x) < 1e-9 && abs(frame.minY - y) < 1e-9)
      #expect(abs(frame.size.width - width) < 1e-9 && abs(frame.size.height - height) < 1e-9)
    }
    // Sharing 64 over the four columns, c6 was proposed 16 and c7 placed at x 80.
    #expect(result.leafFrame("c7")?.minX != 80)
  }

  @Test("a lower cell's line of shareless cells keeps sharing; rows stay within (GD31: 203)")
  func sharelessLineBesideALowerCellKeepsSharing() {
    // The divergences' grid 31 at 300 x 200, vertical spacing 12: the priority -1 c4 in column
    // 1 has c5 beside it and c6 below it, so the columns share 3 / 2 of the 284 the gaps leave.
    // Column 1 holds only the unsized, fixed c2 besides c4, so it keeps sharing: c5 is
    // (426 - 20) / 2 = 203. c5 is unsized vertically, so the rows share within: c6 is
    // (176 - 40) / 2 = 68, and c4 takes the 48 left, row 2 holding only the spacer c8 of its
    // priority. c8 shares 3 / 2 of the 31 left beside the spacer c7, less c4's 30: 16.5.
    let result = divergenceGrids[30].layoutAtItsProposal()
    #expect(result.size == Size(width: 285.5, height: 180))
    #expect(result.leafFrame("c4") == Rect(x: 28, y: 52, width: 30, height: 48))
    #expect(result.leafFrame("c5") == Rect(x: 66, y: 52, width: 203, height: 48))
    #expect(result.leafFrame("c6") == Rect(x: 9, y: 112, width: 40, height: 68))
    #expect(result.leafFrame("c8") == Rect(x: 269, y: 112, width: 16.5, height: 68))
    // Taking column 1's 30 and sharing 3 / 2 on both axes, the grid was 450 x 196, c5 376 wide.
    #expect(result.size != Size(width: 450, height: 196))
    #expect(result.leafFrame("c5")?.size.width != 376)
  }
}
