import AdaptiveAmountRow
import Dispatch
import Foundation
import Locking
import Testing
import WalletEntries

@testable import WalletList

/// What a formatter yielded of lines written to a pipe that stays open: the lines of the
/// records yielded, and whether `expected` of them came before the pipe closed.
private struct LiveRun {
  var arrivedOpen: Bool
  var lines: [Int]
}

/// Writes `lines` to a pipe and formats what a reader of it gives, on a thread of its own,
/// waiting up to `timeout` seconds for `expected` records before closing the pipe: a
/// formatter that held the records back for more input then fails the run rather than hangs
/// it, as the close ends the input. `more`, when given, is written once the records came.
private func live(
  _ lines: [String], format: EntryFormat = .jsonLines, options: ListFormatterOptions,
  expected: Int, timeout: Double = 20, more: [String] = []
) throws -> LiveRun {
  let pipe = Pipe()
  let writer = pipe.fileHandleForWriting
  try writer.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
  let reading = pipe.fileHandleForReading
  let formatter = WalletListFormatter(valid: options)
  let yielded = Locked<[Int]>([])
  let enough = DispatchSemaphore(value: 0)
  let ended = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    let reader = EntryReader(fileHandle: reading, format: format)
    for record in formatter.format(reader) {
      let count = yielded.withLock {
        $0.append(record.line)
        return $0.count
      }
      if count == expected { enough.signal() }
    }
    ended.signal()
  }
  let arrived = enough.wait(timeout: .now() + timeout) == .success
  if !more.isEmpty { try writer.write(contentsOf: Data(more.map { $0 + "\n" }.joined().utf8)) }
  try writer.close()
  _ = ended.wait(timeout: .now() + 60)
  return LiveRun(arrivedOpen: arrived, lines: yielded.withLock { $0 })
}

private func row(_ title: String, _ amount: Int) -> String {
  #"{"title": "\#(title)", "amount": "EUR:\#(amount).5"}"#
}

private func options(threads: Int, policy: AmountRowListPolicy = .perRow, window: Int = 1024)
  -> ListFormatterOptions
{
  var options = ListFormatterOptions(width: 30)
  options.threads = threads
  options.policy = policy
  options.uniformWindow = window
  options.output = .text
  return options
}

@Suite("Live input")
struct LiveInputTests {
  @Test(
    "rows of lines written to a pipe that stays open come before more input, on any thread count",
    arguments: [1, 2, 4])
  func rowsComeAsLinesArrive(threads: Int) throws {
    // A log followed live: three lines, then the writer waits. Every row comes while the
    // pipe is open, not once a unit of rows or a batch read ahead fills.
    let lines = [row("Coffee", 1), row("吾輩は猫である", 2), row("Refund 🎟️ tickets", 3)]
    let run = try live(lines, options: options(threads: threads), expected: 3)
    #expect(run.arrivedOpen, "the rows waited for more input than their lines")
    #expect(run.lines == [1, 2, 3])
  }

  @Test("CSV rows come as their lines arrive too, on several threads")
  func csvRowsComeAsLinesArrive() throws {
    let lines = ["title,amount", "Coffee,EUR:1.5", "Tea,EUR:2.5"]
    let run = try live(lines, format: .csv, options: options(threads: 2), expected: 2)
    #expect(run.arrivedOpen, "the rows waited for more input than their lines")
    #expect(run.lines == [2, 3])
  }

  @Test(
    "a uniform window stays whole: its rows wait for its last line, then come before more input",
    arguments: [1, 2])
  func uniformWindowWaitsForItsRows(threads: Int) throws {
    // Two lines of a window of three: the window's decision needs its third row, so no row
    // comes while the pipe is open (a window cut where the input waits would decide on two).
    let first = [row("Coffee", 1), row("吾輩は猫である", 2)]
    let options = options(threads: threads, policy: .uniform, window: 3)
    let held = try live(first, options: options, expected: 1, timeout: 0.5)
    #expect(!held.arrivedOpen, "a row came before its window was whole")
    #expect(held.lines == [1, 2])
    // With the third line the window is whole, and its rows come with the pipe still open.
    let whole = try live(first + [row("Refund", 3)], options: options, expected: 3)
    #expect(whole.arrivedOpen, "the window's rows waited for more input than its lines")
    #expect(whole.lines == [1, 2, 3])
  }

  @Test("a pipe's rows read live are the rows of the same lines read from a file")
  func liveRowsAreTheFilesRows() throws {
    // Lines arriving in pieces cut units and batches where the input waits; the rows and
    // their output are what one read of all the lines gives.
    let lines = (1...40).map { row($0 % 3 == 0 ? "吾輩は猫である。名前はまだ無い。" : "Coffee \($0)", $0) }
    for threads in [1, 2] {
      let formatter = WalletListFormatter(valid: options(threads: threads))
      let whole = Array(
        formatter.formatOutput(
          EntryReader(chunks: [Array(lines.map { $0 + "\n" }.joined().utf8)], format: .jsonLines)))
      let pipe = Pipe()
      let reading = pipe.fileHandleForReading
      let outputs = Locked<[FormattedOutput]>([])
      let yielded = DispatchSemaphore(value: 0)
      let ended = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        for output in formatter.formatOutput(EntryReader(fileHandle: reading, format: .jsonLines)) {
          let count = outputs.withLock {
            $0.append(output)
            return $0.count
          }
          if count % 10 == 0 { yielded.signal() }
        }
        ended.signal()
      }
      // Ten lines at a time, each group written once the rows before it came.
      for start in stride(from: 0, to: lines.count, by: 10) {
        let group = lines[start..<start + 10].map { $0 + "\n" }.joined()
        try pipe.fileHandleForWriting.write(contentsOf: Data(group.utf8))
        _ = yielded.wait(timeout: .now() + 10)
      }
      try pipe.fileHandleForWriting.close()
      _ = ended.wait(timeout: .now() + 60)
      let live = outputs.withLock { $0 }
      #expect(live.map(\.line) == whole.map(\.line))
      #expect(live.map { try? $0.result.get() } == whole.map { try? $0.result.get() })
    }
  }
}
