import LayoutEngine
import Testing

/// A grid's invalid values and its dump, against the arms of MetalUI's
/// `docs/probes/swiftui-grid.swift` (recorded on macOS 27.0 through an `NSHostingView`,
/// `docs/probes/swiftui-grid-default-run.txt`): GA1 to GA3 (a 30x10, b 20x20 over c 10x30,
/// d 40x10 at nil, 0 and 3/5 spacing) and GX7 (a 100x10 span of 2 over a and b).
@Suite("A grid's invalid values and its dump")
struct GridDiagnosticsTests {
  /// GA1's grid, its spacing and its first cell given.
  private func ga1(_ horizontal: Double?, _ vertical: Double?, first: any View = fixed("a", 30, 10))
    -> Grid
  {
    Grid(horizontalSpacing: horizontal, verticalSpacing: vertical) {
      GridRow {
        first
        fixed("b", 20, 20)
      }
      GridRow {
        fixed("c", 10, 30)
        fixed("d", 40, 10)
      }
    }
  }

  /// GA1's recorded answer at nil spacing (8 between the columns and the rows).
  private let defaultSpaced: [String: Rect] = [
    "a": r(0, 5, 30, 10), "b": r(48, 0, 20, 20), "c": r(10, 28, 10, 30), "d": r(38, 38, 40, 10),
  ]

  private func expectLeaves(_ result: LayoutResult, _ leaves: [String: Rect]) {
    for (name, frame) in leaves { #expect(result.leafFrame(name) == frame, "\(name)") }
  }

  @Test(
    "a NaN or infinite grid spacing is read as nil, GA1's default-spaced answer, with a diagnostic",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSpacingIsReadAsNil(spacing: Double) {
    let result = ga1(spacing, spacing).layout(in: none, environment: points)
    // SwiftUI's answer for GA1 with no spacing given: 78 x 58; taken as is, NaN would spread
    // into every frame and infinity would make the grid infinite.
    #expect(result.size == s(78, 58))
    expectLeaves(result, defaultSpaced)
    #expect(result.root.description == "Grid")
    let value = spacing.isNaN ? "nan" : spacing > 0 ? "inf" : "-inf"
    #expect(
      result.root.diagnostics.map(\.message) == [
        "grid horizontalSpacing \(value) is not finite; read as nil",
        "grid verticalSpacing \(value) is not finite; read as nil",
      ])
    #expect(result.diagnostics.count == 2)
  }

  @Test("one invalid spacing is reported alone, the other spacing kept (GA3's 3 between columns)")
  func oneInvalidSpacingLeavesTheOther() {
    let result = ga1(3, .nan).layout(in: none, environment: points)
    // GA3's columns, 3 apart (b at 43, d at 33), and the default 8 between the rows as in GA1.
    #expect(result.size == s(73, 58))
    #expect(result.leafFrame("b") == r(43, 0, 20, 20))
    #expect(result.leafFrame("d") == r(33, 38, 40, 10))
    #expect(
      result.diagnostics.map(\.message) == ["grid verticalSpacing nan is not finite; read as nil"])
    #expect(result.root.description == "Grid(horizontalSpacing: 3)")
  }

  @Test("a negative grid spacing is valid: the lines overlap by it, with no diagnostic")
  func negativeSpacingIsKept() {
    let result = ga1(-4, -6).layout(in: none, environment: points)
    // GA2's lines at spacing 0 (30 and 40 wide, 20 and 30 high) drawn 4 and 6 closer.
    #expect(result.size == s(66, 44))
    expectLeaves(
      result,
      ["a": r(0, 5, 30, 10), "b": r(36, 0, 20, 20), "c": r(10, 14, 10, 30), "d": r(26, 24, 40, 10)]
    )
    #expect(result.diagnostics.isEmpty)
  }

  @Test("the stacks and the grid report a non-finite spacing in the same words")
  func stacksAndGridShareTheSpacingMessage() {
    let stack = HStack(spacing: .infinity) { fixed("a", 30, 10) }.layout(in: none)
    #expect(
      stack.diagnostics.map(\.message) == ["stack spacing inf is not finite; read as nil"])
  }

  @Test(
    "a gridCellColumns count under 1 spans one column, GA1's answer, with a diagnostic on the cell",
    arguments: [0, -3, Int.min])
  func columnCountUnderOneIsOne(count: Int) throws {
    let result = ga1(nil, nil, first: fixed("a", 30, 10).gridCellColumns(count))
      .layout(in: none, environment: points)
    #expect(result.size == s(78, 58))
    expectLeaves(result, defaultSpaced)
    let cell = try #require(result.root.children.first)
    #expect(cell.description == "leaf a.gridCellColumns(\(count))")
    #expect(cell.diagnostics.map(\.message) == ["gridCellColumns \(count) is under 1; read as 1"])
    #expect(result.diagnostics.count == 1)
    #expect(
      ga1(nil, nil, first: fixed("a", 30, 10).gridCellColumns(1)).layout(in: none)
        .diagnostics.isEmpty)
  }

  @Test("the dump names the grid, each cell (a row is no node) and the cells' grid modifiers")
  func dumpNamesTheGridAndItsCells() {
    // GX7 with an anchor and a column alignment that keep SwiftUI's centred placement.
    let result = Grid {
      GridRow { fixed("x", 100, 10).gridCellColumns(2) }
      GridRow {
        fixed("a", 30, 10).gridColumnAlignment(.center)
        fixed("b", 20, 20).gridCellAnchor(.center).gridCellUnsizedAxes([.horizontal, .vertical])
      }
    }.layout(in: none, environment: points)
    let lines = result.dump().split(separator: "\n").map(String.init)
    let expected = [
      "Grid (0, 0, 100 x 38)",
      "  leaf x.gridCellColumns(2) (0, 0, 100 x 10)",
      "  leaf a.gridColumnAlignment(center) (10.5, 23, 30 x 10)",
      "  leaf b.gridCellAnchor(center).gridCellUnsizedAxes([horizontal, vertical]) (69.5, 18, 20 x 20)",
    ]
    #expect(lines.count == expected.count)
    for (line, start) in zip(lines, expected) { #expect(line.hasPrefix(start), "\(line)") }
  }

  @Test("the dump of a grid names its alignment and spacing, and a named or unnamed anchor")
  func dumpNamesTheGridsArguments() {
    let result = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { fixed("a", 30, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 1)) }
    }.layout(in: none, environment: points)
    let lines = result.dump().split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(
        "Grid(alignment: topLeading, horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 30 x 10)")
        == true)
    #expect(
      lines.last?.hasPrefix("  leaf a.gridCellAnchor(UnitPoint(x: 0.25, y: 1)) (0, 0, 30 x 10)")
        == true)
  }
}
