import Foundation
import Locking
import Testing
import WalletEntries

@Suite("Streaming")
struct StreamingTests {
  @Test("200,000 lines read in chunks yield exactly 200,000 records in order")
  func manyLines() {
    var input: [UInt8] = []
    input.reserveCapacity(200_000 * 40)
    for index in 1...200_000 {
      input += Array("{\"title\":\"t\(index)\",\"amount\":\"EUR:\(index).5\"}\n".utf8)
    }
    let chunks = stride(from: 0, to: input.count, by: 65_536).map {
      input[$0..<min($0 + 65_536, input.count)]
    }
    var count = 0
    var inOrder = true
    for record in EntryReader(chunks: chunks, format: .jsonLines) {
      count += 1
      if record.line != count { inOrder = false }
      if case .failure = record.result { inOrder = false }
    }
    #expect(count == 200_000)
    #expect(inOrder)
  }

  @Test("a file is read through a FileHandle in small chunks")
  func fileHandle() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "entries-\(UUID().uuidString).csv")
    try Data("title,amount\nA,1\n\"B\nb\",2\nC,3".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let result = Array(EntryReader(fileHandle: handle, format: .csv, chunkSize: 3))
    #expect(result.map(\.line) == [2, 3, 5])
    #expect(result.map(\.entry?.title) == ["A", "B\nb", "C"])
  }

  @Test("a pipe such as standard input is read to its end")
  func pipe() throws {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    try writer.write(contentsOf: Data("{\"title\":\"A\",\"amount\":\"1\"}\n".utf8))
    try writer.close()
    let result = Array(EntryReader(fileHandle: pipe.fileHandleForReading, format: .jsonLines))
    #expect(result.map(\.entry?.title) == ["A"])
  }

  @Test("a line written to a pipe that stays open is read without waiting for a full chunk")
  func pipeLineArrivesAlone() throws {
    // A producer that writes one line and waits (a log followed live): the reader's chunk is
    // what one read gives, not 64 KiB gathered first, so the record comes while the pipe is
    // still open. Read on a thread of its own, so that a reader that waited fails the test
    // rather than hangs it: closing the pipe then ends the read.
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    try writer.write(contentsOf: Data("{\"title\":\"A\",\"amount\":\"1\"}\n".utf8))
    let reading = pipe.fileHandleForReading
    let read = DispatchSemaphore(value: 0)
    let first = Locked<String?>(nil)
    Thread.detachNewThread {
      var iterator = EntryReader(fileHandle: reading, format: .jsonLines).makeIterator()
      let title = iterator.next()?.entry?.title
      first.withLock { $0 = title }
      read.signal()
    }
    let arrived = read.wait(timeout: .now() + 20) == .success
    try writer.close()
    if !arrived { _ = read.wait(timeout: .now() + 20) }
    #expect(arrived, "the first record waited for more input than its line")
    #expect(first.withLock { $0 } == "A")
  }

  @Test("a read that fails ends the records with the system's message for its error")
  func readFailureNamesTheError() throws {
    // A directory opens for reading, and read(2) then fails with EISDIR, whose message glibc
    // and Darwin's libc both give as "Is a directory".
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "entries-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let handle = try #require(FileHandle(forReadingAtPath: directory.path))
    defer { try? handle.close() }
    let records = Array(EntryReader(fileHandle: handle, format: .jsonLines))
    #expect(records.count == 1)
    #expect(records.first?.line == 1)
    #expect(records.first?.error == .readFailed("Is a directory"))
  }

  @Test("an asynchronous sequence of chunks is read, and a failing one ends in a record")
  func asyncChunks() async {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    continuation.yield(Array("{\"title\":\"A\",\"am".utf8))
    continuation.yield(Array("ount\":\"1\"}\n{\"title\":\"B\",\"amount\":\"2\"}".utf8))
    continuation.finish()
    var titles: [String?] = []
    for await record in AsyncEntryReader(chunks: stream, format: .jsonLines) {
      titles.append(record.entry?.title)
    }
    #expect(titles == ["A", "B"])

    struct Broken: Error {}
    let (failing, failingContinuation) = AsyncThrowingStream.makeStream(
      of: [UInt8].self, throwing: (any Error).self)
    failingContinuation.yield(Array("{\"title\":\"A\",\"amount\":\"1\"}\n{\"ti".utf8))
    failingContinuation.finish(throwing: Broken())
    var results: [EntryRecord] = []
    for await record in AsyncEntryReader(chunks: failing, format: .jsonLines) {
      results.append(record)
    }
    #expect(results.count == 2)
    #expect(results[1].line == 2)
    guard case .readFailed? = results[1].error else {
      Issue.record("expected a read failure, got \(results[1])")
      return
    }
  }

  @Test("the push decoder gives the same records whatever the chunk size")
  func chunkSizesAgree() {
    let input = Array(
      "title,amount,currency\n\"a,\"\"b\"\"\n\",1,EUR\r\nc,2,\n\nd,3\n\"e".utf8)
    let whole = records(input, format: .csv, chunkSize: input.count)
    for size in 1...9 {
      #expect(records(input, format: .csv, chunkSize: size) == whole)
    }
    #expect(whole.count == 4)
  }

  /// Lines read where they are in a chunk and lines gathered from several chunks: a
  /// byte-order mark, blank lines, CRLF, a line over 64 bytes, bad UTF-8, a wrong type, a last
  /// line without a line feed.
  static var mixedJSONLines: [UInt8] {
    var input: [UInt8] = [0xEF, 0xBB, 0xBF]
    input += Array(#"{"title": "A", "amount": "1"}"#.utf8) + [0x0A]
    input += Array(" \t\r\n\n".utf8)
    input += Array(#"{"title": "B", "amount": "2"}"#.utf8) + [0x0D, 0x0A]
    input += Array(#"{"title": "\#(String(repeating: "x", count: 80))", "amount": "3"}"#.utf8)
    input += [0x0A]
    input += Array(#"{"title": "C"#.utf8) + [0xC3, 0x28]
    input += Array(#"", "amount": "4"}"#.utf8) + [0x0A]
    input += Array(#"{"title": "D", "amount": 5}"#.utf8) + [0x0A]
    input += Array(#"{"title": "E", "amount": "6"}"#.utf8)
    return input
  }

  @Test("JSON Lines give the same records, offsets and all, whatever the chunk size")
  func jsonLinesChunkSizesAgree() {
    let input = Self.mixedJSONLines
    let options = EntryReaderOptions(maximumLineLength: 64)
    let whole = records(input, format: .jsonLines, chunkSize: input.count, options: options)
    for size in [1, 2, 3, 5, 8, 13, 31, 64, 100] {
      #expect(records(input, format: .jsonLines, chunkSize: size, options: options) == whole)
    }
    #expect(whole.map(\.line) == [1, 4, 5, 6, 7, 8])
    #expect(whole.map(\.entry?.title) == ["A", "B", nil, nil, nil, "E"])
    #expect(whole[2].error == .lineTooLong(limit: 64))
    // The bad byte is the 13th of line 6, which starts after the mark and 175 bytes of lines.
    #expect(
      whole[3].error == .invalidUTF8(byte: 0xC3, byteOffset: 3 + 175 + 12, line: 6, column: 13))
    #expect(
      whole[4].error
        == .wrongType(field: "amount", expected: "a string or an object", found: "a number"))
  }

  @Test("JSON Lines split on one thread and decoded later give the reader's own records")
  func deferredDecodingAgrees() {
    // A title with a control character: a warning, or with strict options an error.
    let input =
      Array(#"{"title": "F\u0007", "amount": "7"}"#.utf8) + [0x0A] + Self.mixedJSONLines
    for strict in [false, true] {
      let options = EntryReaderOptions(maximumLineLength: 64, rejectsControlsInText: strict)
      let expected = records(input, format: .jsonLines, chunkSize: input.count, options: options)
      #expect(expected.count == 7)
      #expect((expected[0].error != nil) == strict)
      for size in [1, 2, 3, 5, 8, 13, 31, 64, 100, input.count] {
        let chunks = stride(from: 0, to: input.count, by: size).map {
          input[$0..<min($0 + size, input.count)]
        }
        for unit in [1, 2, 3, 4] {
          var iterator = EntryReader(chunks: chunks, format: .jsonLines, options: options)
            .makeIterator()
          let deferred = iterator.defersDecoding()
          #expect(deferred)
          var decoded: [EntryRecord] = []
          var splits: [UndecodedRecords] = []
          var counts: [Int] = []
          while true {
            let split = iterator.nextUndecoded(upTo: unit)
            if split.isEmpty { break }
            counts.append(split.count)
            splits.append(split)
            decoded += (0..<split.count).map { split.record(at: $0) }
          }
          #expect(decoded == expected, "chunks of \(size), units of \(unit)")
          // Decoded after the whole input is split, as workers may: each unit keeps its lines
          // whatever was read after it.
          let later = splits.flatMap { split in (0..<split.count).map { split.record(at: $0) } }
          #expect(later == expected, "decoded later, chunks of \(size), units of \(unit)")
          // Every unit is full but the last.
          #expect(counts.dropLast().allSatisfy { $0 == unit })
          #expect(counts.reduce(0, +) == expected.count)
        }
      }
    }
  }

  @Test("decoding is deferred for JSON Lines before reading only")
  func deferredDecodingOnlyAtStart() {
    let csv = [Array("title,amount\nA,1\n".utf8)]
    var csvIterator = EntryReader(chunks: csv, format: .csv).makeIterator()
    let csvDeferred = csvIterator.defersDecoding()
    #expect(!csvDeferred)
    let csvRecord = csvIterator.next()
    #expect(csvRecord?.entry?.title == "A")
    let lines = [Array(#"{"title": "A", "amount": "1"}\#n{"title": "B", "amount": "2"}"#.utf8)]
    var started = EntryReader(chunks: lines, format: .jsonLines).makeIterator()
    let first = started.next()
    #expect(first?.entry?.title == "A")
    let startedDeferred = started.defersDecoding()
    #expect(!startedDeferred)
    let second = started.next()
    #expect(second?.entry?.title == "B")
  }
}
