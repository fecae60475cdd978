import Testing

@testable import TextMeasurement

@Suite("Unicode conformance: grapheme clusters")
struct GraphemeBreakConformanceTests {
  @Test("GraphemeBreakTest.txt passes in full (all 602 cases)")
  func graphemeBreakTest() throws {
    let file = try #require(UnicodeTestFile("auxiliary/GraphemeBreakTest.txt"))
    var count = 0
    for line in file.lines {
      let testCase = try #require(BreakTestCase(line.data), "unreadable line \(line.number)")
      count += 1
      let found = Array(GraphemeClusters.boundaries(utf16: testCase.units).dropFirst())
      #expect(found == testCase.breaks, "line \(line.number): \(line.data)")
    }
    #expect(count == 602)
  }

  @Test("measured text has the same clusters for the cases without controls")
  func measuredTextClusters() throws {
    let file = try #require(UnicodeTestFile("auxiliary/GraphemeBreakTest.txt"))
    for line in file.lines {
      let testCase = try #require(BreakTestCase(line.data), "unreadable line \(line.number)")
      let text = String(decoding: testCase.units, as: UTF16.self)
      guard ControlCharacterPolicy.sanitize(text) == text else { continue }
      let measured = MeasuredText(text, measurer: TerminalCellMeasurer())
      let ends = (0..<measured.clusterCount).map { measured.utf16Range($0..<$0 + 1).upperBound }
      #expect(ends == testCase.breaks, "line \(line.number): \(line.data)")
    }
  }
}
