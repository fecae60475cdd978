import Testing

@testable import TextMeasurement

@Suite("Unicode conformance: terminal widths")
struct TerminalWidthConformanceTests {
  @Test("every fully-qualified emoji of emoji-test.txt is one cluster of 2 cells")
  func fullyQualifiedEmoji() throws {
    let file = try #require(UnicodeTestFile("emoji/emoji-test.txt"))
    let cells = TerminalCellMeasurer()
    var count = 0
    for line in file.lines {
      let parts = fields(line.data)
      guard parts.count == 2, parts[1] == "fully-qualified" else { continue }
      var scalars = String.UnicodeScalarView()
      for token in parts[0].split(separator: " ") {
        let value = try #require(UInt32(token, radix: 16).flatMap(Unicode.Scalar.init))
        scalars.append(value)
      }
      let emoji = String(scalars)
      count += 1
      let measured = MeasuredText(emoji, measurer: cells)
      #expect(measured.clusterCount == 1, "line \(line.number): \(line.comment)")
      #expect(
        measured.width(0..<measured.clusterCount) == 2, "line \(line.number): \(line.comment)")
    }
    // Unicode 15.0 lists 3,655 fully-qualified emoji.
    #expect(count == 3655)
  }

  @Test("every code point of East_Asian_Width W or F in EastAsianWidth.txt is 2 cells")
  func wideAndFullwidthCodePoints() throws {
    let file = try #require(UnicodeTestFile("EastAsianWidth.txt"))
    let cells = TerminalCellMeasurer()
    var count = 0
    var failures = 0
    for line in file.lines {
      let parts = fields(line.data)
      guard parts.count == 2, parts[1] == "W" || parts[1] == "F" else { continue }
      let range = try #require(codePoints(parts[0]), "line \(line.number)")
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        count += 1
        let width = cells.advance(ofCluster: String(scalar)[...])
        if width != 2 {
          failures += 1
          if failures <= 20 {
            Issue.record(
              "U+\(String(value, radix: 16, uppercase: true)) (line \(line.number)) is \(width) cells"
            )
          }
        }
      }
    }
    #expect(failures == 0)
    #expect(count > 100_000)
  }
}
