import LayoutEngine
import Testing

@Suite("Dump")
struct DumpTests {
  @Test("the dump of a small row shows frames in the parent, proposals and baselines")
  func dumpOfASmallRow() {
    let result = HStack(alignment: .lastTextBaseline, spacing: 2) {
      Placeholder(width: 20, height: 30, firstBaseline: 8, lastBaseline: 28)
      Spacer()
      Rectangle().frame(width: 10, height: 5).padding(1)
    }.layout(in: .width(60), environment: points)
    let expected = """
      HStack(alignment: lastTextBaseline, spacing: 2) (0, 0, 60 x 30) proposed 60 x nil \
      baselines 8/28
        Placeholder(20 x 30) (0, 0, 20 x 30) proposed 24 x 30 baselines 8/28
        Spacer (22, 28, 24 x 0) proposed 24 x 30
        padding(1) (48, 21, 12 x 7) proposed 28 x 30
          frame(width: 10, height: 5) (1, 1, 10 x 5) proposed 26 x 28
            Rectangle (0, 0, 10 x 5) proposed 10 x 5
      """
    #expect(result.dump() == expected)
  }

  @Test("the dump marks overflow, hidden nodes, priorities and diagnostics")
  func dumpMarksStates() {
    let result = ZStack(alignment: .topLeading) {
      Placeholder(width: 30, height: 10).layoutPriority(1)
      Rectangle().frame(width: -1).hidden()
    }.layout(in: ProposedSize(width: 20, height: 10))
    let expected = """
      ZStack(alignment: topLeading) (0, 0, 30 x 10) proposed 20 x 10 overflow
        Placeholder(30 x 10).layoutPriority(1) (0, 0, 30 x 10) proposed 30 x 10
        frame() (0, 0, 30 x 10) proposed 30 x 10 hidden \
      [frame width -1 is negative; ignored (read as nil)]
          Rectangle (0, 0, 30 x 10) proposed 30 x 10 hidden
      """
    #expect(result.dump() == expected)
  }
}
