import Foundation
import Testing

/// The bytes a process writes to a pipe, gathered on a thread of their own, with a wait for
/// the first `count` lines.
private final class LinesReceived: @unchecked Sendable {
  private let condition = NSCondition()
  private var bytes: [UInt8] = []
  private var ended = false

  /// Reads `handle` to its end on a new thread.
  init(reading handle: FileHandle) {
    Thread.detachNewThread { [self] in
      // availableData gives what one read gets; read(upToCount:) would wait for the count.
      while case let chunk = handle.availableData, !chunk.isEmpty {
        condition.withLock {
          bytes += chunk
          condition.broadcast()
        }
      }
      condition.withLock {
        ended = true
        condition.broadcast()
      }
    }
  }

  /// Whether `count` lines came within `seconds`.
  func wait(lines count: Int, seconds: Double) -> Bool {
    condition.withLock {
      let deadline = Date().addingTimeInterval(seconds)
      while bytes.count(where: { $0 == 0x0A }) < count, !ended, condition.wait(until: deadline) {}
      return bytes.count(where: { $0 == 0x0A }) >= count
    }
  }

  /// Everything written, once the writer closed its end (nil after 60 s).
  func all() -> String? {
    condition.withLock {
      let deadline = Date().addingTimeInterval(60)
      while !ended, condition.wait(until: deadline) {}
      return ended ? String(decoding: bytes, as: UTF8.self) : nil
    }
  }
}

@Suite("adaptive-rows format on live input")
struct CLILiveInputTests {
  @Test(
    "rows of lines piped in show while the input stays open, not when a block fills or it ends",
    arguments: [["--threads", "1"], ["--threads", "2"], ["--threads", "2", "--format", "jsonl"]])
  func rowsShowAsLinesArrive(options: [String]) throws {
    // `tail -f statement.jsonl | adaptive-rows format`: the tool's output, a pipe here, gets
    // the rows of the lines written so far while the writer waits.
    let process = Process()
    process.executableURL = toolURL
    process.arguments = ["format", "--width", "40"] + options
    process.currentDirectoryURL = packageDirectory
    process.environment = ["COLUMNS": "80"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input.fileHandleForReading
    process.standardOutput = output.fileHandleForWriting
    process.standardError = FileHandle.nullDevice
    try process.run()
    try input.fileHandleForReading.close()
    try output.fileHandleForWriting.close()
    let received = LinesReceived(reading: output.fileHandleForReading)
    let lines = [
      #"{"title": "Coffee", "amount": "EUR:3.5"}"#,
      #"{"title": "吾輩は猫である", "amount": "JPY:1200"}"#,
    ]
    try input.fileHandleForWriting.write(
      contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
    // Text rows of one line each with a rule between them: three lines; JSON Lines: two.
    let expected = options.contains("jsonl") ? 2 : 3
    let arrived = received.wait(lines: expected, seconds: 20)
    try input.fileHandleForWriting.close()
    let all = try #require(received.all())
    process.waitUntilExit()
    #expect(arrived, "the rows waited for more input than their lines: \(all)")
    #expect(process.terminationStatus == 0)
    #expect(all.contains("Coffee") && all.contains("吾輩は猫である"))
  }
}
