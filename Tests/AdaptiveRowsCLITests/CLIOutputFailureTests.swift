import AdaptiveRowsCLI
import Foundation
import Testing

/// Runs the tool with `arguments` and SIGPIPE `ignored` or at its default, its standard
/// output a pipe whose reading end is closed once the first line is read (the result's
/// output is that line), or before the tool starts when `afterFirstLine` is false.
func runIntoClosedPipe(
  _ arguments: [String], ignoringSIGPIPE ignored: Bool, afterFirstLine: Bool = true
) throws -> ProcessResult {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let errorsURL = directory.appendingPathComponent("errors")
  try Data().write(to: errorsURL)
  let process = Process()
  // env sets the disposition the tool starts with, whatever the test runner's is.
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    [ignored ? "--ignore-signal=PIPE" : "--default-signal=PIPE", toolURL.path] + arguments
  process.currentDirectoryURL = packageDirectory
  process.environment = ["COLUMNS": "80"]
  process.standardInput = FileHandle.nullDevice
  let output = Pipe()
  let reading = output.fileHandleForReading
  if !afterFirstLine { try reading.close() }
  process.standardOutput = output.fileHandleForWriting
  process.standardError = try FileHandle(forWritingTo: errorsURL)
  try process.run()
  try output.fileHandleForWriting.close()
  var firstLine: [UInt8] = []
  if afterFirstLine {
    while !firstLine.contains(0x0A), let chunk = try reading.read(upToCount: 1), !chunk.isEmpty {
      firstLine += chunk
    }
    try reading.close()
  }
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
    output: String(decoding: firstLine, as: UTF8.self),
    errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
}

/// A JSON Lines file of `rows` entries in a new temporary directory.
func largeWallet(rows: Int) throws -> URL {
  let directory = try temporaryDirectory()
  let url = directory.appendingPathComponent("wallet.jsonl")
  var text = ""
  for index in 0..<rows {
    text += #"{"title": "Coffee number \#(index) at the corner shop", "amount": "-3.50 €"}"# + "\n"
  }
  try Data(text.utf8).write(to: url)
  return url
}

/// Every command, as the tool is called: each writes to standard output.
let everyCommand: [[String]] = [
  ["layout", "--title", "Tea", "--amount", "-3 €", "--width", "20"],
  ["layout", "--title", "Tea", "--amount", "-3 €", "--width", "20", "--format", "json"],
  ["breakpoints", "--title", "A longer merchant name", "--amount", "-3 €"],
  ["preview", "--widths", "24,40"],
  ["preview", "--widths", "24,40", "--format", "svg"],
  ["format", "--width", "40", "Samples/wallet.jsonl"],
  ["format", "--width", "40", "--format", "jsonl", "Samples/wallet.jsonl"],
]

@Suite("adaptive-rows: output that cannot be written")
struct CLIOutputFailureTests {
  @Test("the built tool is there to run")
  func toolIsBuilt() {
    #expect(
      FileManager.default.isExecutableFile(atPath: toolURL.path),
      "no adaptive-rows beside the test runner at \(toolURL.path)")
  }

  @Test(
    "every command writing to a full device or a closed standard output exits 74 with one line",
    arguments: [
      ("> /dev/full", "no space left on device"), (">&-", "it is not open for writing"),
    ])
  func fullOrClosedOutput(redirection: String, reason: String) throws {
    for command in everyCommand {
      let result = try runShell(#"exec "$0" "$@" "# + redirection, arguments: command)
      #expect(!result.signalled, "\(command)")
      #expect(result.status == 74, "\(command): \(result.errors)")
      #expect(
        result.errors == "adaptive-rows: error: cannot write to standard output: \(reason)\n",
        "\(command)")
    }
  }

  @Test("a message to a closed or full standard error exits 74 silently")
  func closedOrFullErrors() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = directory.appendingPathComponent("bad.jsonl")
    try Data(#"{"title": 3}"#.utf8).write(to: bad)
    for redirection in ["2>&-", "2>/dev/full"] {
      // A usage error, a file that cannot be opened, and bad data: each has a message.
      for arguments in [
        ["layout", "--title", "Tea", "--amount", "3", "--width", "0"],
        ["format", "--width", "40", "no-such-file.jsonl"],
        ["format", "--width", "40", bad.path],
      ] {
        let result = try runShell(#"exec "$0" "$@" "# + redirection, arguments: arguments)
        #expect(!result.signalled, "\(arguments) \(redirection)")
        #expect(result.status == 74, "\(arguments) \(redirection)")
        #expect(result.output.isEmpty, "\(arguments) \(redirection)")
      }
    }
  }

  @Test("with standard error closed, a command that has nothing to report succeeds")
  func closedErrorsUnused() throws {
    let result = try runShell(#"exec "$0" layout --title Tea --amount 3 --width 20 2>&-"#)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Tea                3\n"))
  }

  @Test("after standard error fails, nothing more is written: the skipped line stops the list")
  func nothingAfterErrorsFail() throws {
    let input =
      #"{"title": "First", "amount": "1 €"}\n{"title": 3}\n{"title": "Third", "amount": "3 €"}\n"#
    let result = try runShell(
      #"printf '\#(input)' | "$0" format --width 30 --separator none --skip-invalid 2>/dev/full"#)
    #expect(result.status == 74)
    // The row before the invalid line is out before its message; the row after it is not.
    #expect(result.output == "First                      1 €\n")
  }

  @Test("a closed pipe with SIGPIPE ignored: 74 and one line, the list cut short")
  func brokenPipeIgnored() throws {
    let wallet = try largeWallet(rows: 100_000)
    defer { try? FileManager.default.removeItem(at: wallet.deletingLastPathComponent()) }
    let result = try runIntoClosedPipe(
      ["format", "--width", "80", wallet.path], ignoringSIGPIPE: true)
    #expect(!result.signalled)
    #expect(result.status == 74)
    #expect(result.output.hasPrefix("Coffee number 0 at the corner shop"))
    #expect(
      result.errors
        == "adaptive-rows: error: cannot write to standard output: the reading end of the pipe is closed\n"
    )
  }

  @Test("a closed pipe with SIGPIPE at its default: the tool ends by SIGPIPE, silently")
  func brokenPipeDefault() throws {
    let wallet = try largeWallet(rows: 100_000)
    defer { try? FileManager.default.removeItem(at: wallet.deletingLastPathComponent()) }
    let result = try runIntoClosedPipe(
      ["format", "--width", "80", wallet.path], ignoringSIGPIPE: false)
    // As `yes | head` does: the reader has all it wants, so the writer stops without a word.
    #expect(result.signalled)
    #expect(result.status == SIGPIPE)
    #expect(result.output.hasPrefix("Coffee number 0 at the corner shop"))
    #expect(result.errors.isEmpty)
  }

  @Test("every command into a closed pipe with SIGPIPE ignored exits 74 with one line")
  func everyCommandBrokenPipe() throws {
    for command in everyCommand {
      let result = try runIntoClosedPipe(command, ignoringSIGPIPE: true, afterFirstLine: false)
      #expect(!result.signalled, "\(command)")
      #expect(result.status == 74, "\(command)")
      #expect(
        result.errors
          == "adaptive-rows: error: cannot write to standard output: the reading end of the pipe is closed\n",
        "\(command)")
    }
  }
}

@Suite("FileHandleSink")
struct FileHandleSinkTests {
  @Test("a write that fails throws the output's name and reason, and every later call too")
  func failureIsReportedAndSticks() throws {
    let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let sink = FileHandleSink(handle, name: "the list", blockSize: 4)
    try sink.write("abc")  // buffered: nothing written yet
    #expect(throws: OutputFailure(output: "the list", code: ENOSPC)) { try sink.write("def") }
    #expect(throws: OutputFailure(output: "the list", code: ENOSPC)) { try sink.flush() }
    #expect(
      OutputFailure(output: "the list", code: ENOSPC).description
        == "cannot write to the list: no space left on device")
  }

  @Test("a text written in pieces goes out where its pieces written one by one would")
  func piecesFlushAsLines() throws {
    let pieces = ["ab", "cdefghij", "", "─x", "klmnopqrstuvwxyz0123", "4", "56789"]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every prefix of the pieces, so that each place a block can end is compared.
    for count in 0...pieces.count {
      var joined = ""
      var lineEnds: [Int] = []
      for piece in pieces.prefix(count) {
        joined += piece + "\n"
        lineEnds.append(joined.utf8.count)
      }
      // Blocks that pieces end exactly at (3, 12, 13, 18 bytes), and others.
      for blockSize in [1, 3, 5, 10, 12, 13, 16, 18, 1000] {
        var written: [Data] = []
        for name in ["lines", "pieces"] {
          let url = directory.appendingPathComponent("\(name)-\(count)-\(blockSize)")
          #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
          let handle = try FileHandle(forWritingTo: url)
          let sink = FileHandleSink(handle, blockSize: blockSize)
          if name == "lines" {
            for piece in pieces.prefix(count) { try sink.writeLine(piece) }
          } else {
            try sink.write(utf8: Array(joined.utf8), lineEnds: lineEnds)
          }
          // What went out before the last flush, then everything.
          written.append(try Data(contentsOf: url))
          try sink.flush()
          written.append(try Data(contentsOf: url))
          try handle.close()
        }
        #expect(written[0] == written[2], "\(count) pieces, block of \(blockSize)")
        #expect(written[1] == written[3])
        #expect(written[3] == Data(joined.utf8))
      }
    }
  }

  @Test("runs kept between lines go out where their pieces written one by one would, at every step")
  func keptRunsFlushAsLines() throws {
    // Runs of pieces (some long enough to be kept rather than copied) between single lines.
    let calls: [[String]] = [
      ["ab"], ["cdefghij", "", "─x"], ["klmnopqrstuvwxyz0123456789"], ["4"],
      [String(repeating: "w", count: 40), "56789", String(repeating: "é", count: 30)], ["y"],
      [String(repeating: "z", count: 70)], ["", "q"],
    ]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for blockSize in [0, 1, 3, 7, 16, 29, 64, 100, 128, 1000] {
      var written: [[Data]] = []
      for name in ["lines", "runs"] {
        let url = directory.appendingPathComponent("\(name)-\(blockSize)")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        let sink = FileHandleSink(handle, blockSize: blockSize)
        // What has gone out after each call, then after the last flush.
        var steps: [Data] = []
        for (index, pieces) in calls.enumerated() {
          if name == "lines" {
            for piece in pieces { try sink.writeLine(piece) }
          } else if index % 2 == 0 {
            var joined: [UInt8] = []
            var lineEnds: [Int] = []
            for piece in pieces {
              joined += Array(piece.utf8) + [0x0A]
              lineEnds.append(joined.count)
            }
            try sink.write(utf8: joined, lineEnds: lineEnds)
          } else {
            for piece in pieces { try sink.writeLine(piece) }
          }
          steps.append(try Data(contentsOf: url))
        }
        try sink.flush()
        steps.append(try Data(contentsOf: url))
        try handle.close()
        written.append(steps)
      }
      #expect(written[0] == written[1], "block of \(blockSize)")
      let whole = calls.joined().map { $0 + "\n" }.joined()
      #expect(written[1].last == Data(whole.utf8))
    }
  }

  @Test("a non-blocking pipe gets every byte of kept runs in order, through partial writes")
  func nonBlockingPipeKeptRuns() throws {
    let pipe = Pipe()
    let descriptor = pipe.fileHandleForWriting.fileDescriptor
    #expect(fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0)
    // 256 runs of 4 KiB, all kept, written as one block: more than a pipe holds, so writev(2)
    // takes part of them, stopping inside one, then EAGAIN.
    let runs = (0..<256).map { run in
      (0..<4096).map { $0 >= 4094 ? 0x0A : UInt8(97 + (run + $0) % 26) }
    }
    let received = ReceivedBytes()
    let reader = Thread {
      received.set(pipe.fileHandleForReading.readDataToEndOfFile())
    }
    reader.start()
    let sink = FileHandleSink(pipe.fileHandleForWriting, blockSize: 1 << 20)
    for run in runs { try sink.write(utf8: run, lineEnds: [4095, 4096]) }
    try sink.flush()
    try pipe.fileHandleForWriting.close()
    let data = try #require(received.wait())
    #expect(data == Data(runs.joined()))
  }

  @Test("a non-blocking pipe gets every byte in order, through partial writes and waits")
  func nonBlockingPipe() throws {
    let pipe = Pipe()
    let descriptor = pipe.fileHandleForWriting.fileDescriptor
    #expect(fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0)
    // 1 MiB in one block, more than a pipe holds: write(2) takes part of it, then EAGAIN.
    let text = String((0..<(1 << 20)).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
    let received = ReceivedBytes()
    let reader = Thread {
      received.set(pipe.fileHandleForReading.readDataToEndOfFile())
    }
    reader.start()
    let sink = FileHandleSink(pipe.fileHandleForWriting, blockSize: 1 << 20)
    try sink.write(text)
    try sink.flush()
    try pipe.fileHandleForWriting.close()
    let data = try #require(received.wait())
    #expect(data.count == text.utf8.count)
    #expect(data == Data(text.utf8))
  }
}

/// Bytes handed over from a reader thread.
final class ReceivedBytes: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ data: Data) {
    condition.withLock {
      self.data = data
      condition.signal()
    }
  }

  /// The bytes, once set (nil after 60 s).
  func wait() -> Data? {
    condition.withLock {
      let deadline = Date().addingTimeInterval(60)
      while data == nil, condition.wait(until: deadline) {}
      return data
    }
  }
}
