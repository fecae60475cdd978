import AdaptiveAmountRow
import Dispatch
import Foundation
import LayoutEngine
import Synchronization
import TestSupport
import Testing
import TextMeasurement
import WalletEntries

@testable import WalletList

/// A JSON Lines list of `count` rows with titles in several scripts, some repeated, and an
/// invalid line every `invalidEvery` rows (none when 0).
private func wallet(_ count: Int, invalidEvery: Int = 0) -> [UInt8] {
  let titles = [
    "Coffee", "Bäckerei Müller & Söhne, Hauptbahnhof Süd, Filiale 12",
    "some text which can obviously be wrapped in two lines", "吾輩は猫である。名前はまだ無い。",
    "ร้านกาแฟริมทางเดินเลียบแม่น้ำเจ้าพระยา", "Refund 🎟️ concert tickets", "مقهى الياسمين",
  ]
  var text = ""
  for index in 1...count {
    if invalidEvery > 0 && index % invalidEvery == 0 {
      text += index % 2 == 0 ? "{\"title\": \"broken\" \"amount\": 1}\n" : "{\"title\": \"x\"}\n"
      continue
    }
    let title = titles[index % titles.count] + (index % 3 == 0 ? " \(index)" : "")
    let date = index % 4 == 0 ? #", "date": "2024-05-01""# : ""
    text += #"{"title": "\#(title)", "amount": "EUR:\#(index).5"\#(date)}"# + "\n"
  }
  return Array(text.utf8)
}

private func formatted(
  _ input: [UInt8], threads: Int, policy: AmountRowListPolicy = .perRow,
  skipInvalid: Bool = false, output: ListOutputFormat? = .jsonLines, titleCache: Int = 4096,
  window: Int = 1024
) throws -> [FormattedRecord] {
  var options = ListFormatterOptions(width: 30, skipInvalid: skipInvalid)
  options.policy = policy
  options.threads = threads
  options.output = output
  options.titleCacheCapacity = titleCache
  options.uniformWindow = window
  let reader = EntryReader(chunks: [input], format: .jsonLines)
  return Array(WalletListFormatter(valid: options).format(reader))
}

@Suite("Parallel formatting")
struct ParallelFormattingTests {
  @Test("rows keep their input order on several threads")
  func order() throws {
    let input = wallet(3000)
    for threads in [2, 8] {
      let records = try formatted(input, threads: threads)
      #expect(records.map(\.line) == Array(1...3000))
      #expect(records.allSatisfy { $0.output != nil })
    }
  }

  @Test(
    "any thread count gives the same records, rows, errors and output",
    arguments: [false, true], [ListOutputFormat.text, .jsonLines])
  func sameForAnyThreadCount(skipInvalid: Bool, output: ListOutputFormat) throws {
    let input = wallet(2500, invalidEvery: skipInvalid ? 97 : 1900)
    for policy in AmountRowListPolicy.allCases {
      let one = try formatted(
        input, threads: 1, policy: policy, skipInvalid: skipInvalid, output: output, window: 300)
      #expect(one.count == (skipInvalid ? 2500 : 1900))
      for threads in [2, 3, 8] {
        let many = try formatted(
          input, threads: threads, policy: policy, skipInvalid: skipInvalid, output: output,
          window: 300)
        #expect(many == one, "\(policy) on \(threads) threads")
      }
    }
  }

  @Test(
    "output alone is each row's output or error, in order, on any thread count",
    arguments: [false, true], [ListOutputFormat?.none, .text, .jsonLines])
  func outputAlone(skipInvalid: Bool, output: ListOutputFormat?) throws {
    let input = wallet(1500, invalidEvery: skipInvalid ? 89 : 1300)
    for policy in AmountRowListPolicy.allCases {
      // The rows' own output, made on one thread; text when the options ask for none.
      let expected = try formatted(
        input, threads: 1, policy: policy, skipInvalid: skipInvalid, output: output ?? .text,
        window: 200
      ).map { record in
        var output =
          switch record.result {
          case .success: FormattedOutput(line: record.line, result: .success(record.output ?? ""))
          case .failure(let error): FormattedOutput(line: record.line, result: .failure(error))
          }
        output.stop = record.stop  // the same stop, on the same last record
        return output
      }
      #expect(expected.count == (skipInvalid ? 1500 : 1300))
      #expect(expected.contains { $0.diagnostic != nil })
      for threads in [1, 2, 3] {
        var options = ListFormatterOptions(width: 30, skipInvalid: skipInvalid)
        options.policy = policy
        options.threads = threads
        options.output = output
        options.uniformWindow = 200
        let reader = EntryReader(chunks: [input], format: .jsonLines)
        let outputs = Array(WalletListFormatter(valid: options).formatOutput(reader))
        #expect(outputs == expected, "\(policy) on \(threads) threads")
      }
    }
  }

  @Test("rows joined into runs write what the rows one by one write, on any thread count")
  func outputRuns() throws {
    var input = wallet(1500, invalidEvery: 89)
    // A title with a control (a warning) and an amount wider than the row (an overflow).
    input += Array(#"{"title": "Shop\u001b[31m", "amount": "-3.50 €"}"#.utf8) + [0x0A]
    input += Array(#"{"title": "Rent", "amount": "-1234567890123456789012345678901.00 €"}"#.utf8)
    input += [0x0A] + wallet(300)
    for output in [nil, ListOutputFormat.jsonLines] {
      for separator in ["──", nil] {
        var options = ListFormatterOptions(width: 30, skipInvalid: true)
        options.output = output
        options.threads = 1
        // The reference: each record's output on its own, a record with a warning, an
        // overflow or an error named by its line.
        var reference = ""
        var rows = 0
        var referenceRecords: [Int: FormattedOutput] = [:]
        let records = WalletListFormatter(valid: options).formatOutput(
          EntryReader(chunks: [input], format: .jsonLines))
        for record in records {
          guard case .success(let text) = record.result, record.warnings.isEmpty,
            record.overflow == nil
          else {
            reference += "<line \(record.line)>"
            referenceRecords[record.line] = record
            continue
          }
          if rows > 0, let separator { reference += separator + "\n" }
          reference += text + "\n"
          rows += 1
        }
        #expect(reference.contains("<line 89>") && reference.contains("<line 1501>"))
        #expect(reference.contains("<line 1502>"))
        for threads in [1, 2, 3] {
          options.threads = threads
          var transcript = ""
          var rows = 0
          var most = 0
          let reader = EntryReader(chunks: [input], format: .jsonLines)
          let runs = WalletListFormatter(valid: options).formatOutputRuns(
            reader, separator: separator)
          for run in runs {
            switch run {
            case .rows(let bytes, let count, let lineEnds):
              if rows > 0, let separator { transcript += separator + "\n" }
              transcript += String(decoding: bytes, as: UTF8.self)
              rows += count
              most = max(most, count)
              // A row and a separator line each end at a line feed.
              #expect(lineEnds.count == (separator == nil ? count : 2 * count - 1))
              #expect(lineEnds.last == bytes.count)
              #expect(lineEnds.allSatisfy { bytes[$0 - 1] == 0x0A })
            case .record(let output):
              transcript += "<line \(output.line)>"
              #expect(
                output.diagnostic != nil || !output.warnings.isEmpty || output.overflow != nil)
              // A row taken out of a run (an overflow) is the row one by one, text included.
              #expect(output == referenceRecords[output.line])
            }
          }
          #expect(transcript == reference, "\(threads) threads")
          // The runs do join rows.
          #expect(most > 1)
        }
      }
    }
  }

  @Test("output alone of entries given in code, and of an asynchronous list")
  func outputAloneOfEntriesAndAsync() async throws {
    let entries = (1...700).map {
      WalletEntry(title: "Payment \($0) to Bäckerei Müller", amount: .preformatted("\($0).50 €"))
    }
    var options = ListFormatterOptions(width: 24)
    options.threads = 2
    let formatter = WalletListFormatter(valid: options)
    let rows = Array(formatter.format(entries.numbered()))
    let outputs = Array(formatter.formatOutput(entries.numbered()))
    #expect(outputs.map(\.line) == Array(1...700))
    #expect(
      outputs.map { try? $0.result.get() }
        == rows.map { record in (try? record.result.get()).map { formatter.text(of: $0) } })
    let stream = AsyncStream<WalletEntry> { continuation in
      for entry in entries { continuation.yield(entry) }
      continuation.finish()
    }
    var asynchronous: [FormattedOutput] = []
    for await output in formatter.formatOutput(stream.numbered()) { asynchronous.append(output) }
    #expect(asynchronous == outputs)
  }

  @Test("an asynchronous list gives the same records on several threads")
  func asyncSame() async throws {
    let input = wallet(1200, invalidEvery: 101)
    let chunks = stride(from: 0, to: input.count, by: 4096).map {
      Array(input[$0..<min($0 + 4096, input.count)])
    }
    var results: [[FormattedRecord]] = []
    for threads in [1, 2, 4] {
      let stream = AsyncStream<[UInt8]> { continuation in
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
      }
      var options = ListFormatterOptions(width: 28, skipInvalid: true)
      options.threads = threads
      options.output = .text
      var records: [FormattedRecord] = []
      for await record in WalletListFormatter(valid: options).format(
        AsyncEntryReader(chunks: stream, format: .jsonLines))
      {
        records.append(record)
      }
      results.append(records)
      // Output alone, from the same chunks: each row's text, or its error.
      let again = AsyncStream<[UInt8]> { continuation in
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
      }
      var outputs: [FormattedOutput] = []
      for await output in WalletListFormatter(valid: options).formatOutput(
        AsyncEntryReader(chunks: again, format: .jsonLines))
      {
        outputs.append(output)
      }
      #expect(outputs.map(\.line) == records.map(\.line))
      #expect(outputs.map { try? $0.result.get() } == records.map(\.output))
      #expect(outputs.map(\.diagnostic) == records.map(\.diagnostic))
    }
    #expect(results[0].count == 1200)
    #expect(results[1] == results[0])
    #expect(results[2] == results[0])
  }

  @Test("records are pulled at most two batches ahead of the rows yielded (one under uniform)")
  func boundedReadAhead() throws {
    final class Counter: Sendable {
      let pulled = Mutex(0)
    }
    for (policy, window) in [(AmountRowListPolicy.perRow, 1024), (.uniform, 100)] {
      let counter = Counter()
      let records = (1...1_000_000).lazy.map { line -> EntryRecord in
        counter.pulled.withLock { $0 += 1 }
        return EntryRecord(
          line: line,
          result: .success(WalletEntry(title: "Row \(line)", amount: .preformatted("1 €"))))
      }
      var options = ListFormatterOptions(width: 30, policy: policy, threads: 2)
      options.uniformWindow = window
      var iterator = WalletListFormatter(valid: options).format(records).makeIterator()
      // A batch is 8 runs of 32 rows on two threads, or two windows under the uniform policy.
      let batch = policy == .perRow ? 256 : 2 * window
      let ahead = policy == .perRow ? 2 : 1
      var yielded = 0
      var most = 0
      while yielded < 6 * batch + 7, let record = iterator.next() {
        yielded += 1
        #expect(record.line == yielded)
        let pulled = counter.pulled.withLock { $0 }
        most = max(most, pulled - yielded)
        // The batch being yielded, and those read while it was laid out.
        #expect(
          pulled <= ((yielded - 1) / batch + 1 + ahead) * batch, "\(policy) after \(yielded)")
      }
      #expect(yielded == 6 * batch + 7)
      // It does read ahead, while the batches are laid out.
      #expect(most >= ahead * batch, "\(policy)")
    }
  }

  @Test("a list that stops at an error reads nothing after it, on any thread count")
  func stopsAtError() throws {
    final class Counter: Sendable {
      let pulled = Mutex(0)
    }
    let counter = Counter()
    let records = (1...10_000).lazy.map { line -> EntryRecord in
      counter.pulled.withLock { $0 += 1 }
      if line == 40 {
        return EntryRecord(line: line, result: .failure(.notAnObject(found: "an array")))
      }
      return EntryRecord(
        line: line, result: .success(WalletEntry(title: "Row", amount: .preformatted("1 €"))))
    }
    let formatter = WalletListFormatter(valid: ListFormatterOptions(width: 30, threads: 4))
    let lines = formatter.format(records).map(\.line)
    #expect(lines == Array(1...40))
    #expect(counter.pulled.withLock { $0 } == 40)
  }

  @Test("threads and the title cache are validated")
  func validation() {
    #expect(throws: InvalidOption.self) {
      try ListFormatterOptions(width: 9, threads: 0).validate()
    }
    #expect(throws: InvalidOption.self) {
      try ListFormatterOptions(width: 9, threads: 257).validate()
    }
    #expect(throws: InvalidOption.self) {
      try ListFormatterOptions(width: 9, titleCacheCapacity: -1).validate()
    }
    #expect(throws: Never.self) {
      try ListFormatterOptions(width: 9, threads: 256, titleCacheCapacity: 0).validate()
    }
    #expect(ListFormatterOptions(width: 9).threads == 1)
    #expect(ListFormatterOptions(width: 9).titleCacheCapacity == 4096)
  }
}

@Suite("Title cache")
struct TitleCacheTests {
  let measurer = TerminalCellMeasurer()

  func measure(_ title: String) -> PreparedText { PreparedText(title, measurer: measurer) }

  @Test("a kept measurement lays out as a fresh one, and is found again")
  func sameMeasurement() {
    let cache = TitleCache(capacity: 8)
    let title = "Bäckerei Müller & Söhne, Hauptbahnhof Süd, Filiale 12"
    _ = cache.preparedText(for: title, measure)
    var measured = 0
    let again = cache.preparedText(for: title) {
      measured += 1
      return measure($0)
    }
    #expect(measured == 0)
    #expect((cache.hits, cache.misses, cache.count) == (1, 1, 1))
    for width in [5.0, 12, 30, 80] {
      let proposal = ProposedSize(width: width, height: nil)
      #expect(again.layout(for: proposal) == measure(title).layout(for: proposal))
    }
  }

  @Test("titles are kept by their bytes: canonically equivalent spellings are kept apart")
  func keptByBytes() {
    let cache = TitleCache(capacity: 8)
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(composed == decomposed)  // equal as Swift strings
    let first = cache.preparedText(for: composed, measure)
    let second = cache.preparedText(for: decomposed, measure)
    #expect((cache.hits, cache.misses, cache.count) == (0, 2, 2))
    #expect(Array(first.measured.text.utf8) == Array(composed.utf8))
    #expect(Array(second.measured.text.utf8) == Array(decomposed.utf8))
    _ = cache.preparedText(for: decomposed, measure)
    #expect((cache.hits, cache.misses) == (1, 2))
  }

  @Test("the cache never holds more titles or bytes than its bounds")
  func bounds() {
    let cache = TitleCache(capacity: 50, maximumBytes: 600, maximumTitleBytes: 40)
    for index in 0..<2000 {
      let title = String(repeating: "x", count: index % 37) + " \(index % 300)"
      _ = cache.preparedText(for: title, measure)
      #expect(cache.count <= 50)
      #expect(cache.byteCount <= 600)
    }
    #expect(cache.count > 0)
    let long = String(repeating: "y", count: 41)
    _ = cache.preparedText(for: long, measure)
    let before = cache.misses
    _ = cache.preparedText(for: long, measure)
    #expect(cache.misses == before + 1, "a title longer than the limit is not kept")
    let none = TitleCache(capacity: 0)
    _ = none.preparedText(for: "Coffee", measure)
    #expect(none.count == 0)
  }

  @Test("recently used titles stay while others come and go")
  func clock() {
    let cache = TitleCache(capacity: 4)
    for round in 0..<50 {
      _ = cache.preparedText(for: "Coffee", measure)
      _ = cache.preparedText(for: "other \(round)", measure)
    }
    #expect(cache.misses == 51)
    #expect(cache.hits == 49)
  }

  @Test("many threads share one cache")
  func concurrent() {
    let cache = TitleCache(capacity: 16)
    let measurer = self.measurer
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for index in 0..<500 {
        let title = "Merchant \((index * 7 + worker) % 24)"
        let prepared = cache.preparedText(for: title) { PreparedText($0, measurer: measurer) }
        #expect(prepared.measured.text == title)
      }
    }
    #expect(cache.count <= 16)
    #expect(cache.hits + cache.misses == 4000)
  }

  @Test("a formatter gives the same rows with its title cache as without")
  func formatterSameRows() throws {
    let input = wallet(700, invalidEvery: 50)
    let cached = try formatted(input, threads: 2, skipInvalid: true, titleCache: 4096)
    let uncached = try formatted(input, threads: 2, skipInvalid: true, titleCache: 0)
    #expect(cached == uncached)
    let formatter = WalletListFormatter(valid: ListFormatterOptions(width: 30))
    let first = formatter.preparedTitle("Coffee")
    _ = formatter.preparedTitle("Coffee")
    #expect(formatter.titleCache?.hits == 1)
    #expect(first.measured.text == "Coffee")
    #expect(
      WalletListFormatter(valid: ListFormatterOptions(width: 30, titleCacheCapacity: 0))
        .titleCache == nil)
  }
}

private typealias InvalidOption = ListFormatterOptions.InvalidOption

@Suite("Copies for a thread")
struct ThreadCopyTests {
  private func base<Element>(_ array: [Element]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
  }

  @Test("a unit's copy of the formatter holds both configurations' candidates in its own storage")
  func unsharedCandidates() throws {
    let formatter = try WalletListFormatter(options: ListFormatterOptions(width: 40, threads: 2))
    let copy = formatter.unshared()
    for (original, copied) in [
      (formatter.configurationWithoutSubtitle, copy.configurationWithoutSubtitle),
      (formatter.configurationWithSubtitle, copy.configurationWithSubtitle),
    ] {
      #expect(copied.candidates.map(\.mode) == original.candidates.map(\.mode))
      #expect(base(original.candidates) != nil && base(copied.candidates) != nil)
      #expect(base(copied.candidates) != base(original.candidates))
    }
  }

  @Test("the separator a unit's rows append is copied into storage of its own")
  func separatorCopy() {
    let separator = Array("----\n".utf8)
    let copy = WalletListFormatter.copyInOwnStorage(separator)
    #expect(copy == separator)
    #expect(base(copy) != base(separator))
  }
}
