import Foundation
import ReaderFuzzing
import TestSupport
import Testing
import WalletEntries

@Suite("Reader fuzz invariants")
struct ReaderFuzzCorpusTests {
  @Test("every input of the readers' committed seed corpus keeps every invariant")
  func seedCorpus() async throws {
    let directory = packageDirectory.appendingPathComponent("Fuzz/reader-corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names.count >= 30)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
      let fuzzCase = ReaderFuzzCase(bytes)
      #expect(await ReaderInvariants.violations(of: fuzzCase) == [], "\(name): \(fuzzCase)")
    }
  }

  @Test("300 seeded random inputs keep every invariant")
  func seededRandomInputs() async {
    var generator = SplitMix64(seed: 23)
    for _ in 0..<300 {
      let count = Int.random(in: 0..<160, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let fuzzCase = ReaderFuzzCase(bytes)
      #expect(await ReaderInvariants.violations(of: fuzzCase) == [], "\(bytes): \(fuzzCase)")
    }
  }

  @Test("the reference finds the first ill-formed UTF-8 sequence where Python's decoder does")
  func utf8Reference() {
    // Python: b"...".decode("utf-8") reports the start of the first invalid sequence.
    #expect(ReaderInvariants.firstInvalidUTF8(Array("añ€😀".utf8)[...]) == nil)
    #expect(ReaderInvariants.firstInvalidUTF8([0x61, 0xED, 0xA0, 0x80]) == 1)
    #expect(ReaderInvariants.firstInvalidUTF8([0x61, 0xC3, 0x28]) == 1)
    #expect(ReaderInvariants.firstInvalidUTF8([0xC0, 0x80]) == 0)
    #expect(ReaderInvariants.firstInvalidUTF8([0x61, 0x62, 0xF4, 0x90, 0x80, 0x80]) == 2)
    #expect(ReaderInvariants.firstInvalidUTF8([0x61, 0xE2, 0x82]) == 1)
  }

  @Test("the line check fails on a wrong line, a lost record or a misplaced UTF-8 error")
  func lineCheckCanFail() {
    let fuzzCase = ReaderFuzzCase(
      format: .jsonLines,
      input: Array("\n{\"title\":\"A\",\"amount\":\"1\"}\n".utf8) + [0x22, 0xC3, 0x28, 0x0A])
    let records = ReaderInvariants.decodedWhole(fuzzCase)
    #expect(records.map(\.line) == [2, 3])
    #expect(ReaderInvariants.lineViolations(fuzzCase, records: records).isEmpty)
    let shifted = [EntryRecord(line: 1, result: records[0].result), records[1]]
    #expect(!ReaderInvariants.lineViolations(fuzzCase, records: shifted).isEmpty)
    #expect(!ReaderInvariants.lineViolations(fuzzCase, records: [records[1]]).isEmpty)
    let wrongColumn = EntryRecord(
      line: 3, result: .failure(.invalidUTF8(byte: 0xC3, byteOffset: 30, line: 3, column: 1)))
    #expect(!ReaderInvariants.lineViolations(fuzzCase, records: [records[0], wrongColumn]).isEmpty)
  }

  @Test(
    "the line check follows the delimiter a header names its columns with, and an empty CSV is no record"
  )
  func lineCheckFollowsTheDelimiter() {
    // With a semicolon, the quoted field on line 2 spans lines 2 and 3; with a comma it
    // would not be quoted, and lines 2 and 3 would be records of their own.
    let fuzzCase = ReaderFuzzCase(
      format: .csv, input: Array("title;amount\nx;\"a\nb\"\nTea;1\n".utf8))
    let records = ReaderInvariants.decodedWhole(fuzzCase)
    #expect(records.map(\.line) == [2, 4])
    #expect(ReaderInvariants.lineViolations(fuzzCase, records: records).isEmpty)
    let split =
      [EntryRecord(line: 2, result: records[0].result)] + [
        EntryRecord(line: 3, result: records[0].result), records[1],
      ]
    #expect(!ReaderInvariants.lineViolations(fuzzCase, records: split).isEmpty)
    let empty = ReaderFuzzCase(format: .csv, input: Array("\n\n".utf8))
    #expect(ReaderInvariants.decodedWhole(empty).isEmpty)
    #expect(ReaderInvariants.lineViolations(empty, records: []).isEmpty)
  }

  @Test("the chunking check fails when a reading differs")
  func chunkCheckCanFail() {
    let fuzzCase = ReaderFuzzCase(
      format: .csv, input: Array("title,amount\nA,1\nB,2\n".utf8), seed: 5)
    let whole = ReaderInvariants.decodedWhole(fuzzCase)
    #expect(whole.count == 2)
    #expect(ReaderInvariants.chunkingViolations(fuzzCase, whole: whole).isEmpty)
    #expect(
      ReaderInvariants.chunkingViolations(fuzzCase, whole: Array(whole.reversed())).count == 3)
  }

  @Test("the writer check fails on an unescaped control or a title that comes back changed")
  func writerCheckCanFail() {
    #expect(
      ReaderInvariants.writerViolations(
        #"{"title":"a\u001bb"}"#, key: "title", expected: "a\u{1B}b"
      ).isEmpty)
    #expect(
      !ReaderInvariants.writerViolations(
        "{\"title\":\"a\u{1B}b\"}", key: "title", expected: "a\u{1B}b"
      ).isEmpty)
    #expect(
      !ReaderInvariants.writerViolations(
        "{\"title\":\"a\u{202E}b\"}", key: "title", expected: "a\u{202E}b"
      ).isEmpty)
    #expect(
      !ReaderInvariants.writerViolations(#"{"title":"e\u0301"}"#, key: "title", expected: "é")
        .isEmpty)
    #expect(
      !ReaderInvariants.writerViolations(#"{"title":1}"#, key: "title", expected: "1").isEmpty)
  }
}
