import Foundation
import MeasurerFuzzing
import TestSupport
import Testing

@Suite("Hostile measurer fuzz invariants")
struct MeasurerFuzzCorpusTests {
  @Test("every input of the measurer fuzzer's seed corpus keeps every invariant")
  func seedCorpus() throws {
    let directory = packageDirectory.appendingPathComponent("Fuzz/measurer-corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names.count >= 100)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
      let fuzzCase = MeasurerFuzzCase(bytes)
      #expect(MeasurerInvariants.violations(of: fuzzCase) == [], "\(name): \(fuzzCase)")
    }
  }

  @Test("100 seeded random hostile measurers keep every invariant")
  func seededRandomInputs() {
    var generator = SplitMix64(seed: 38)
    for _ in 0..<100 {
      let count = Int.random(in: 0..<60, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let fuzzCase = MeasurerFuzzCase(bytes)
      #expect(MeasurerInvariants.violations(of: fuzzCase) == [], "\(bytes): \(fuzzCase)")
    }
  }

  @Test("the invariants catch a stack that reports nothing of a hostile measurer")
  func hostileMeasurerIsDecoded() {
    // Byte 1 picks the line height: value 4 is NaN.
    let measurer = HostileMeasurer([0, 4])
    #expect(measurer.lineHeight.isNaN)
    #expect(!measurer.answersAreSane)
    #expect(HostileMeasurer([0]).answersAreSane)
  }
}
