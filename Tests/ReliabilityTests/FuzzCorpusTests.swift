import Foundation
import RowFuzzing
import TestSupport
import Testing
import TextMeasurement

@Suite("Fuzz invariants")
struct FuzzCorpusTests {
  @Test("every input of the committed seed corpus keeps every invariant")
  func seedCorpus() throws {
    let directory = packageDirectory.appendingPathComponent("Fuzz/corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names.count >= 100)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
      let fuzzCase = FuzzCase(bytes)
      #expect(RowInvariants.violations(of: fuzzCase) == [], "\(name): \(fuzzCase)")
    }
  }

  @Test("300 seeded random inputs keep every invariant")
  func seededRandomInputs() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let count = Int.random(in: 0..<120, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let fuzzCase = FuzzCase(bytes)
      #expect(RowInvariants.violations(of: fuzzCase) == [], "\(bytes): \(fuzzCase)")
    }
  }

  @Test("the grapheme check fails on a lost, repeated or reordered grapheme")
  func graphemeCheckCanFail() {
    let cells = TerminalCellMeasurer()
    #expect(RowInvariants.drawsEveryGrapheme(["Cof", "fee"], of: "Cof fee\n", measurer: cells))
    #expect(!RowInvariants.drawsEveryGrapheme(["Cof", "fe"], of: "Coffee", measurer: cells))
    #expect(!RowInvariants.drawsEveryGrapheme(["Cof", "feee"], of: "Coffee", measurer: cells))
    #expect(!RowInvariants.drawsEveryGrapheme(["Cfo", "fee"], of: "Coffee", measurer: cells))
    #expect(RowInvariants.drawsEveryGrapheme(["a\u{FFFD}b"], of: "a\u{1B}b", measurer: cells))
  }
}
