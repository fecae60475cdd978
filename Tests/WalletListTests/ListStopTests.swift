import AdaptiveAmountRow
import Foundation
import TestSupport
import Testing
import WalletEntries

@testable import WalletList

private func formatter(skipInvalid: Bool, threads: Int = 1, policy: AmountRowListPolicy = .perRow)
  throws -> WalletListFormatter
{
  WalletListFormatter(
    valid: ListFormatterOptions(
      width: 20, policy: policy, skipInvalid: skipInvalid, threads: threads))
}

private func reader() -> EntryReader {
  EntryReader(chunks: [Array(sevenLinesInvalidThird.utf8)], format: .jsonLines)
}

/// The body in pieces of 5 bytes, as from a socket.
private func body() -> AsyncStream<[UInt8]> {
  let bytes = Array(sevenLinesInvalidThird.utf8)
  return AsyncStream { continuation in
    for start in stride(from: 0, to: bytes.count, by: 5) {
      continuation.yield(Array(bytes[start..<min(start + 5, bytes.count)]))
    }
    continuation.finish()
  }
}

/// What a sequence answered: each record's line and kind, and its stop.
private struct Answer: Equatable, CustomStringConvertible {
  var line: Int
  var isRow: Bool
  var stop: ListStop?
  var description: String { "\(line) \(isRow ? "row" : "error") \(stop.map(\.description) ?? "")" }
}

private let stopAtThree = ListStop(line: 3, reason: .invalidLine)
private let stoppedAnswers = [
  Answer(line: 1, isRow: true), Answer(line: 2, isRow: true),
  Answer(line: 3, isRow: false, stop: stopAtThree),
]
private let everyLine = (1...7).map { Answer(line: $0, isRow: $0 != 3) }

@Suite("list sequences that say they stopped")
struct ListStopTests {
  @Test(
    "without skipInvalid every sequence ends at line 3 with the stop; with it, all 7 lines",
    arguments: [1, 3], [AmountRowListPolicy.perRow, .uniform])
  func sequencesEndWithTheStop(threads: Int, policy: AmountRowListPolicy) async throws {
    for skip in [false, true] {
      let formatter = try formatter(skipInvalid: skip, threads: threads, policy: policy)
      let expected = skip ? everyLine : stoppedAnswers
      let records = formatter.format(reader()).map {
        Answer(line: $0.line, isRow: (try? $0.result.get()) != nil, stop: $0.stop)
      }
      #expect(records == expected, "format, skip \(skip)")
      let outputs = formatter.formatOutput(reader()).map {
        Answer(line: $0.line, isRow: (try? $0.result.get()) != nil, stop: $0.stop)
      }
      #expect(outputs == expected, "formatOutput, skip \(skip)")
      var asyncRecords: [Answer] = []
      for await record in formatter.format(AsyncEntryReader(chunks: body(), format: .jsonLines)) {
        asyncRecords.append(
          Answer(line: record.line, isRow: (try? record.result.get()) != nil, stop: record.stop))
      }
      #expect(asyncRecords == expected, "async format, skip \(skip)")
      var asyncOutputs: [Answer] = []
      for await output in formatter.formatOutput(
        AsyncEntryReader(chunks: body(), format: .jsonLines))
      {
        asyncOutputs.append(
          Answer(line: output.line, isRow: (try? output.result.get()) != nil, stop: output.stop))
      }
      #expect(asyncOutputs == expected, "async formatOutput, skip \(skip)")
    }
  }

  @Test("outputs(of:) answers every record and never stops, whatever skipInvalid says")
  func outputsOfNeverStop() throws {
    let records = Array(reader())
    let outputs = try formatter(skipInvalid: false).outputs(of: records)
    #expect(outputs.map(\.line) == Array(1...7))
    #expect(outputs.allSatisfy { $0.stop == nil })
  }

  @Test("a body that fails while it is read ends with a read failure that says it stopped")
  func readFailureStops() async throws {
    struct Broken: Error {}
    for skip in [false, true] {
      let chunks = AsyncThrowingStream<[UInt8], any Error> { continuation in
        continuation.yield(Array("{\"title\": \"One\", \"amount\": \"1\"}\n".utf8))
        continuation.finish(throwing: Broken())
      }
      var answers: [Answer] = []
      for await record in try formatter(skipInvalid: skip).format(
        AsyncEntryReader(chunks: chunks, format: .jsonLines))
      {
        answers.append(
          Answer(line: record.line, isRow: (try? record.result.get()) != nil, stop: record.stop))
      }
      #expect(answers.count == 2, "\(answers)")
      #expect(answers.first == Answer(line: 1, isRow: true))
      #expect(answers.last?.stop?.reason == .readFailed, "skip \(skip): \(answers)")
      #expect(answers.last?.isRow == false)
    }
  }

  @Test("the stop record's words and JSON")
  func words() throws {
    #expect(
      stopAtThree.description
        == "stopped at line 3: an invalid line ends the list without skipInvalid")
    #expect(
      ListStop(line: 9, reason: .readFailed).description
        == "stopped at line 9: reading the input failed")
    #expect(
      stopAtThree.jsonText()
        == #"{"line":3,"stopped":{"code":"invalidLine","message":"an invalid line ends the list without skipInvalid"}}"#
    )
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(stopAtThree.jsonText().utf8)) as? [String: Any])
    #expect(object["line"] as? Int == 3)
    #expect((object["stopped"] as? [String: Any])?["code"] as? String == "invalidLine")
  }

  @Test("the stop's words name the option that skips invalid lines as the caller names it")
  func namedOption() {
    #expect(
      stopAtThree.description(skipInvalidOption: "--skip-invalid")
        == "stopped at line 3: an invalid line ends the list without --skip-invalid")
    #expect(
      stopAtThree.jsonText(skipInvalidOption: "--skip-invalid")
        == #"{"line":3,"stopped":{"code":"invalidLine","message":"an invalid line ends the list without --skip-invalid"}}"#
    )
    // A read failure names no option.
    let readFailed = ListStop(line: 9, reason: .readFailed)
    #expect(readFailed.description(skipInvalidOption: "--skip-invalid") == readFailed.description)
  }

  @Test("the rule: a row never stops a list, an invalid line does without skipInvalid")
  func rule() {
    let row = EntryRecord(
      line: 1, result: .success(WalletEntry(title: "A", amount: .preformatted("1"))))
    let invalid = EntryRecord(line: 2, result: .failure(.missingField("amount")))
    let failed = EntryRecord(line: 3, result: .failure(.readFailed("gone")))
    #expect(ListStop(at: row, skipInvalid: false) == nil)
    #expect(ListStop(at: invalid, skipInvalid: false) == ListStop(line: 2, reason: .invalidLine))
    #expect(ListStop(at: invalid, skipInvalid: true) == nil)
    #expect(ListStop(at: failed, skipInvalid: true) == ListStop(line: 3, reason: .readFailed))
  }
}
