import Foundation
import LayoutEngine
import Testing

/// A span that still lacks space after a group gives the later groups of its priority more to
/// share, past the grid's proposal, from MetalUI's `swiftui-grid.swift` probe (arms GX9, GX17,
/// GX18 and GX19 of `docs/probes/swiftui-grid-default-run.txt`, recorded on macOS 27.0 through
/// an `NSHostingView`, each cell's proposals printed in the order SwiftUI measured them).
@Suite("A span still lacking space after a group gives later groups more to share")
struct GridSpanExtraShareTests {
  /// The proposals a grid measured its leaves at, by name, in order.
  private final class ProposalLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(name: String, proposal: ProposedSize)] = []

    func record(_ name: String, _ proposal: ProposedSize) {
      lock.withLock { entries.append((name, proposal)) }
    }

    /// Whether `name` was measured at `width` x `height` (to the probe's two decimals).
    func measured(_ name: String, _ width: Double, _ height: Double) -> Bool {
      lock.withLock {
        entries.contains { entry in
          guard entry.name == name, let w = entry.proposal.width, let h = entry.proposal.height
          else { return false }
          return abs(w - width) < 0.006 && abs(h - height) < 0.006
        }
      }
    }
  }

  /// A probe leaf that logs each proposal it is measured at.
  private struct Logged: View {
    let leaf: ProbeLeaf
    let log: ProposalLog

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
      log.record(leaf.name, proposal)
      return leaf.sizeThatFits(proposal, context: context)
    }

    func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
      PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
    }

    var layoutDescription: String { leaf.layoutDescription }
  }

  /// GX18 (`wide` 60) and GX19 (`wide` 40): [a flexible, b width 10...30, c width 20...50]
  /// above a `wide` x 10 view outside a row, at 200 x 100.
  private func gx18(_ wide: Double, _ log: ProposalLog) -> Size {
    Grid {
      GridRow {
        Logged(leaf: greedy("a"), log: log)
        Logged(leaf: flexW("b", 10, 10, 30, 10), log: log)
        Logged(leaf: flexW("c", 20, 20, 50, 10), log: log)
      }
      Logged(leaf: fixed("x", wide, 10), log: log)
    }
    .layout(in: ProposedSize(width: 200, height: 100), environment: points).size
  }

  @Test("GX18: the 60-wide span still lacks 14 after b, so c and a share b's unused 31.33 more")
  func earlierSpanStillLackingGivesUnusedShares() {
    let log = ProposalLog()
    let size = gx18(60, log)
    // SwiftUI measured b at 61.33 x 82, then c at 92.67 and a at 135.33, and answered 231.33.
    #expect(log.measured("b", 61.33, 82))
    #expect(log.measured("c", 92.67, 82))
    #expect(log.measured("a", 135.33, 82))
    #expect(abs(size.width - 231.33) < 0.006 && size.height == 100)
    // Sharing what b left within the proposal, c took 77 and a 104, the grid 200 wide.
    #expect(!log.measured("c", 77, 82))
    #expect(size != Size(width: 200, height: 100))
  }

  @Test("GX19: the 40-wide span fits once b is measured, so c shares 77 within the proposal")
  func earlierSpanThatFitsGivesNothing() {
    let log = ProposalLog()
    let size = gx18(40, log)
    #expect(log.measured("c", 77, 82))
    #expect(log.measured("a", 104, 82))
    #expect(size == Size(width: 200, height: 100))
  }

  @Test("GX17: the 150-wide span outgrows its group's shares, so b takes its lack: 218 wide")
  func spanWiderThanItsGroupsSharesGivesItsLack() {
    let log = ProposalLog()
    let size = Grid {
      GridRow {
        Logged(leaf: fixed("a", 30, 10), log: log)
        Logged(leaf: greedy("b"), log: log)
        Logged(leaf: fixed("c", 20, 20), log: log)
      }
      GridRow { Logged(leaf: fixed("x", 150, 10), log: log).gridCellColumns(3) }
    }
    .layout(in: ProposedSize(width: 200, height: 100), environment: points).size
    // SwiftUI measured a and c at 61.33 x 46 and x at 200 x 46, then b at 218 x 82: the 134
    // a and c left, and the 84 the span lacks over them and its gaps.
    #expect(log.measured("x", 200, 46))
    #expect(log.measured("b", 218, 82))
    #expect(size == Size(width: 284, height: 100))
    // Within the proposal, b took 134 and the grid answered 200 x 100.
    #expect(!log.measured("b", 134, 82))
    #expect(size != Size(width: 200, height: 100))
  }

  @Test("GX9: a span within its group's shares gives nothing, so b takes 262 of 300")
  func spanWithinItsGroupsSharesGivesNothing() {
    let log = ProposalLog()
    let size = Grid {
      GridRow {
        Logged(leaf: fixed("a", 30, 10), log: log)
        Logged(leaf: greedy("b"), log: log)
      }
      GridRow { Logged(leaf: fixed("x", 100, 10), log: log).gridCellColumns(2) }
    }
    .layout(in: ProposedSize(width: 300, height: 100), environment: points).size
    // The span lacks 62 over a's 30 and the gap, but fits a's 146 share and the gap.
    #expect(log.measured("b", 262, 82))
    #expect(size == Size(width: 300, height: 100))
  }

  @Test("GD40: a view outside the rows over empty columns widens them at once and adds its lack")
  func viewOutsideTheRowsOverEmptyColumnsWidensThemAtOnce() throws {
    // The divergences' grid 40 at 100 x 100, spacing 3: the 20 x 40 view outside the rows,
    // unsized horizontally, is proposed its three empty columns' 6 of gaps and lacks 14, so
    // each column is 14/3 wide at once and the later groups share 94 + 14: the span c1 over
    // columns 0 and 1 is proposed 94 less column 2's 36, with its gap, 61, and the spacer
    // outside the rows fills the 68.67 the columns then make, as recorded.
    let result = divergenceGrids[39].layoutAtItsProposal()
    #expect(abs(result.size.width - 206.0 / 3) < 1e-9 && result.size.height == 100)
    let c1 = try #require(result.leafFrame("c1"))
    #expect(c1.minX == 0 && abs(c1.size.width - 61) < 1e-9)
    let c3 = try #require(result.leafFrame("c3"))
    #expect(c3.minY == 90 && abs(c3.size.width - 206.0 / 3) < 1e-9)
    // Taking the view's 14 and one column from the share, c1 was proposed 57 and the grid was
    // 60 wide.
    #expect(abs(c1.size.width - 57) > 1 && abs(result.size.width - 60) > 1)
  }

  @Test("GD13: a fixed view outside the rows widens columns some cell waits in at once too")
  func fixedViewOutsideTheRowsWidensColumnsWithCellsAtOnce() throws {
    // The divergences' grid 13 at 60 x 60, no gaps: the 100 x 40 view outside the rows, of
    // priority 1 and unsized horizontally, spans all seven columns, still zero wide; only
    // column 3 holds a cell (c2, of priority -1). Of one width at every proposal, the view
    // widens all seven at once, 100/7 each; the spacer c3 over columns 4 to 6 then takes 300/7,
    // and the fixed 30-wide c5 over columns 0 and 1 leaves them 100/7 each, as recorded.
    let result = divergenceGrids[12].layoutAtItsProposal()
    #expect(abs(result.size.width - 100) < 1e-9 && result.size.height == 106)
    let c2 = try #require(result.leafFrame("c2"))
    #expect(abs(c2.minX - 300.0 / 7) < 1e-9 && abs(c2.size.width - 100.0 / 7) < 1e-9)
    let c3 = try #require(result.leafFrame("c3"))
    #expect(abs(c3.size.width - 300.0 / 7) < 1e-9)
    // Widening only at the end, after c3 had widened its columns, the view left c3 34.29.
    #expect(abs(c3.size.width - 240.0 / 7) > 1)
  }

  @Test("GD53: a fixed span over columns widened at once keeps them and shares one pin")
  func fixedSpanOverColumnsWidenedAtOnceKeepsThem() throws {
    // The divergences' grid 53 at 150 x nil: a gap of 8 leaves 142 for three columns. The
    // 20-wide view outside the rows lacks 12 over them, all zero wide, and widens each by 4 at
    // once; the fixed 20-wide c3 over columns 1 and 2 is then proposed 142 less column 0's
    // share of 154 / 3, and leaves its columns 8 wide, its lack of 12 taken from the later
    // shares; its columns take the one share they were pinned at, so the flexible c2 in column
    // 0 is proposed 142 - 154 / 3 = 90.67, and the grid is 106.67 wide, as recorded.
    let result = divergenceGrids[52].layoutAtItsProposal()
    #expect(abs(result.size.width - 320.0 / 3) < 1e-9 && result.size.height == 80)
    let c2 = try #require(result.leafFrame("c2"))
    #expect(c2.minX == 0 && abs(c2.size.width - 272.0 / 3) < 1e-9)
    let c3 = try #require(result.leafFrame("c3"))
    #expect(abs(c3.minX - 296.0 / 3) < 1e-9 && c3.size.width == 20)
    // Taking columns 1 and 2 at the first group's share of 47.33 each, c2 was 59.33 and the grid
    // 75.33 wide.
    #expect(abs(result.size.width - 226.0 / 3) > 1)
  }

  @Test("GD35: an unsized span lacking space beside a waiting column shares its lack with it")
  func unsizedSpanLackingSpaceSharesItsLack() throws {
    // The divergences' grid 35 at 60 x 60: c1, 40 wide, priority 1 and unsized horizontally
    // over columns 0-2, is proposed their 16 of gaps and lacks 24; c4 of priority 1 still waits
    // in column 1, columns 0 and 2 hold cells of priority 0. The 36 the four gaps leave and c1's
    // 24 are shared by column 1 and c1, so c4 is 30 wide and the grid 114, as recorded.
    let result = divergenceGrids[34].layoutAtItsProposal()
    #expect(result.size == Size(width: 114, height: 124))
    #expect(result.leafFrame("c4") == Rect(x: 28, y: 52, width: 30, height: 40))
    #expect(result.leafFrame("c2") == Rect(x: 84, y: 0, width: 30, height: 40))
    #expect(result.leafFrame("c8") == Rect(x: 68.5, y: 114, width: 5, height: 10))
    // Column 1 alone sharing the 36, c4 was 36 wide and the grid 120.
    #expect(result.leafFrame("c4")?.size.width != 36 && result.size.width != 120)
  }

  @Test("GD43: a view outside the rows still lacking space widens the columns under a waiting span")
  func viewOutsideTheRowsWidensUnderAWaitingSpan() throws {
    // The divergences' grid 43 at 60 x 60: c5, 10 wide in column 1, is measured at the share
    // 52/3 before c1, the view outside the rows (60 wide); c2 in column 0 is then proposed
    // 52/3 too, column 1 counting that share under the waiting span c3. c1 still lacks 24.67,
    // which widens columns 1 and 2 (c3's) by half each and is added to c3's proposal: c3 is
    // 59.33 wide, column 1 22.33 and the grid 84.67, as recorded.
    let result = divergenceGrids[42].layoutAtItsProposal()
    #expect(abs(result.size.width - 254.0 / 3) < 1e-9 && result.size.height == 116)
    let c2 = try #require(result.leafFrame("c2"))
    #expect(abs(c2.size.width - 52.0 / 3) < 1e-9)
    let c3 = try #require(result.leafFrame("c3"))
    #expect(abs(c3.minX - 76.0 / 3) < 1e-9 && abs(c3.size.width - 178.0 / 3) < 1e-9)
    let c5 = try #require(result.leafFrame("c5"))
    #expect(abs(c5.minX - 113.0 / 3) < 1e-9 && c5.minY == 76)
    // Taking column 1 at c5's 10, c2 was 24.67 wide, c3 27.33 and the grid 60.
    #expect(abs(c2.size.width - 74.0 / 3) > 1 && abs(result.size.width - 60) > 1)
  }

  @Test("GD24: a span over columns holding no single cell takes a share for each and shares as one")
  func spanOverEmptyColumnsSharesAsOne() {
    // The divergences' grid 24 at 60 x 60: the four gaps leave 48. c5 (20 to 60 wide) spans
    // columns 3-4, which hold no single-column cell, so they take no share: c2 is proposed 24,
    // half of the 48, and answers 20, and c5 is proposed 24 for each column and its gap, 51.
    // Measured, c5 shares with column 1 as one line, its answer not taken: c3 is proposed
    // (48 - 20) / 2 = 14. c5 then widens its columns to 48, and the grid is 94 wide, as
    // recorded.
    let result = divergenceGrids[23].layoutAtItsProposal()
    #expect(result.size == Size(width: 94, height: 86))
    #expect(result.leafFrame("c1") == Rect(x: 10, y: 0, width: 10, height: 10))
    #expect(result.leafFrame("c2") == Rect(x: 0, y: 40, width: 20, height: 20))
    #expect(result.leafFrame("c3") == Rect(x: 23, y: 18, width: 14, height: 42))
    #expect(result.leafFrame("c4") == Rect(x: 0, y: 60, width: 40, height: 26))
    #expect(result.leafFrame("c5") == Rect(x: 43, y: 60, width: 51, height: 26))
    // Its columns sharing as two open lines, c2 was 12 wide, c5 27 and the grid 60.
    #expect(result.size.width != 60 && result.leafFrame("c5")?.size.width != 27)
  }
}
