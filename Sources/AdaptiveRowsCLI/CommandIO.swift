import Foundation
import WalletEntries
import WalletList

/// Where a command writes text: standard output or error, or memory in tests.
package protocol TextSink: AnyObject {
  /// Writes `text` as UTF-8; throws ``OutputFailure`` when the output cannot be written.
  func write(_ text: String) throws(OutputFailure)
  /// Writes out whatever is buffered; throws ``OutputFailure`` when it cannot be written.
  func flush() throws(OutputFailure)
  /// Writes `text` and a line feed, as one write or two.
  func writeLine(_ text: String) throws(OutputFailure)
  /// Writes the UTF-8 `bytes`, made of pieces that each end with a line feed, the first
  /// `lineEnds[0]` bytes, then the next up to `lineEnds[1]`, and so on: as the pieces written
  /// one by one would be, with `writeLine(_:)` (a buffered sink writes out where it would).
  func write(utf8 bytes: [UInt8], lineEnds: [Int]) throws(OutputFailure)
}

extension TextSink {
  /// Writes `text`, then a line feed.
  package func writeLine(_ text: String) throws(OutputFailure) {
    try write(text)
    try write("\n")
  }

  /// Writes the text of `bytes` at once.
  package func write(utf8 bytes: [UInt8], lineEnds: [Int]) throws(OutputFailure) {
    try write(String(decoding: bytes, as: UTF8.self))
  }
}

/// A sink that keeps what is written, for tests.
package final class MemorySink: TextSink {
  /// Everything written so far.
  package private(set) var text = ""
  /// An empty sink.
  package init() {}
  /// Keeps `text` after what was written before.
  package func write(_ text: String) { self.text += text }
  /// Nothing is buffered: does nothing.
  package func flush() {}
}

/// An output that could not be written: which one, and the system's error number.
///
/// ```swift
/// OutputFailure(output: "standard output", code: ENOSPC).description
/// // "cannot write to standard output: no space left on device"
/// ```
package struct OutputFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The output, as messages name it: `standard output`, `standard error`.
  package let output: String
  /// The `errno` of the failed write.
  package let code: Int32

  /// The failure of `output` with `errno` `code`.
  package init(output: String, code: Int32) {
    self.output = output
    self.code = code
  }

  /// Why the write failed, in words: the common cases in the tool's own, others as the
  /// system says them (`strerror`), lowercased.
  package var reason: String {
    switch code {
    case EPIPE: return "the reading end of the pipe is closed"
    case EBADF: return "it is not open for writing"
    case ENOSPC: return "no space left on device"
    case EDQUOT: return "disk quota exceeded"
    case EFBIG: return "file too large"
    case EIO: return "input/output error"
    case ECONNRESET: return "connection reset by peer"
    default:
      guard let text = strerror(code) else { return "error \(code)" }
      let words = String(cString: text)
      return words.prefix(1).lowercased() + words.dropFirst()
    }
  }

  /// `cannot write to <output>: <reason>`.
  package var description: String { "cannot write to \(output): \(reason)" }
}

/// A sink over a file descriptor (standard output or error) that writes in blocks of 64 KiB
/// with `write(2)` and `writev(2)`: an interrupted or partial write goes on where it stopped, a
/// descriptor in non-blocking mode is waited for, and any other failure throws an
/// ``OutputFailure``. After a failure nothing more is written: every later call throws the same
/// failure.
///
/// Texts are copied into a buffer; runs of pieces (``write(utf8:lineEnds:)``) are kept as they
/// are, unless short, and written from where they lie, so that the thread writing the output
/// does not copy the rows the formatter's threads wrote.
package final class FileHandleSink: TextSink {
  /// Bytes of a run kept until they are written out.
  private struct Held {
    let bytes: [UInt8]
    let range: Range<Int>
  }

  private let descriptor: Int32
  private let name: String
  /// What waits to be written, in order: the held runs (and buffers held between them), then
  /// `buffer`.
  private var held: [Held] = []
  private var heldCount = 0
  private var buffer: [UInt8] = []
  private let blockSize: Int
  /// The shortest part of a run kept rather than copied: a block holds at most 64 of them, so
  /// a write takes a bounded number of pieces.
  private let shortestHeld: Int
  private var failure: OutputFailure?

  /// A sink writing to `handle`'s descriptor, named `name` in messages; `blockSize` 0 writes
  /// at once.
  package init(_ handle: FileHandle, name: String = "the output", blockSize: Int = 64 * 1024) {
    self.descriptor = handle.fileDescriptor
    self.name = name
    self.blockSize = blockSize
    shortestHeld = max(1, blockSize / 64)
  }

  /// The bytes waiting to be written.
  private var waiting: Int { heldCount + buffer.count }

  /// Buffers `text`, writing the buffer out once it holds a block.
  package func write(_ text: String) throws(OutputFailure) {
    if let failure { throw failure }
    buffer.append(contentsOf: text.utf8)
    if waiting >= blockSize { try flush() }
  }

  /// Buffers `text` and a line feed, with no string made of the two.
  package func writeLine(_ text: String) throws(OutputFailure) {
    if let failure { throw failure }
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if waiting >= blockSize { try flush() }
  }

  /// Keeps `bytes`, writing out what waits once it holds a block at the end of a piece, as
  /// ``writeLine(_:)`` of each piece (without its line feed) would.
  package func write(utf8 bytes: [UInt8], lineEnds: [Int]) throws(OutputFailure) {
    if let failure { throw failure }
    var start = 0
    var index = 0
    while index < lineEnds.count {
      // The pieces up to the first at whose end a block waits (or up to the last) are kept at
      // once: what waits is written out where it would be a piece at a time.
      let room = blockSize - waiting
      while index < lineEnds.count - 1 && lineEnds[index] - start < room { index += 1 }
      let end = lineEnds[index]
      index += 1
      hold(bytes, start..<end)
      start = end
      if waiting >= blockSize { try flush() }
    }
  }

  /// Keeps `range` of `bytes` after what waits, or copies it into the buffer when it is short.
  private func hold(_ bytes: [UInt8], _ range: Range<Int>) {
    guard range.count >= shortestHeld else {
      bytes.withUnsafeBufferPointer {
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range]))
      }
      return
    }
    if !buffer.isEmpty {
      held.append(Held(bytes: buffer, range: buffer.indices))
      heldCount += buffer.count
      buffer = []
    }
    held.append(Held(bytes: bytes, range: range))
    heldCount += range.count
  }

  /// Writes what waits to the descriptor.
  package func flush() throws(OutputFailure) {
    if let failure { throw failure }
    guard waiting > 0 else { return }
    let code: Int32?
    if held.isEmpty {
      code = buffer.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    } else {
      if !buffer.isEmpty { held.append(Held(bytes: buffer, range: buffer.indices)) }
      var vectors: [iovec] = []
      vectors.reserveCapacity(held.count)
      code = Self.withVectors(of: held[...], into: &vectors) {
        Self.writeAll(&$0, to: descriptor)
      }
      held.removeAll(keepingCapacity: true)
      heldCount = 0
    }
    buffer.removeAll(keepingCapacity: true)
    if let code {
      let failure = OutputFailure(output: name, code: code)
      self.failure = failure
      throw failure
    }
  }

  /// Calls `body` with `vectors` followed by one vector for each of `parts`, valid during the
  /// call.
  private static func withVectors<Result>(
    of parts: ArraySlice<Held>, into vectors: inout [iovec],
    _ body: (inout [iovec]) -> Result
  ) -> Result {
    guard let part = parts.first else { return body(&vectors) }
    return part.bytes.withUnsafeBytes { bytes in
      vectors.append(
        iovec(
          iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress! + part.range.lowerBound),
          iov_len: part.range.count))
      return withVectors(of: parts.dropFirst(), into: &vectors, body)
    }
  }

  /// Writes all of `bytes` to `descriptor`; the `errno` of the write that failed, or nil.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      if let code = failure(ofWrite: written, to: descriptor) { return code }
    }
    return nil
  }

  /// Writes all that `vectors` point at to `descriptor`, in order, with `writev(2)` (the
  /// vectors are used up); the `errno` of the write that failed, or nil.
  private static func writeAll(_ vectors: inout [iovec], to descriptor: Int32) -> Int32? {
    var first = 0
    while first < vectors.count {
      let written = vectors.withUnsafeBufferPointer {
        systemWritev(descriptor, $0.baseAddress! + first, min($0.count - first, vectorLimit))
      }
      guard written > 0 else {
        if let code = failure(ofWrite: written, to: descriptor) { return code }
        continue
      }
      // Past the vectors written whole, into the one written in part.
      var left = written
      while first < vectors.count && left >= vectors[first].iov_len {
        left -= vectors[first].iov_len
        first += 1
      }
      if left > 0 {
        vectors[first].iov_base = vectors[first].iov_base.map { $0 + left }
        vectors[first].iov_len -= left
      }
    }
    return nil
  }

  /// After a write that wrote nothing (`written` 0 or -1): nil to try again (interrupted, or
  /// a non-blocking descriptor waited for), else the error.
  private static func failure(ofWrite written: Int, to descriptor: Int32) -> Int32? {
    if written == 0 { return EIO }
    switch errno {
    case EINTR: return nil
    case EAGAIN, EWOULDBLOCK:
      var wanted = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&wanted, 1, -1)
      return nil
    case let code: return code
    }
  }
}

/// `write(2)`, named apart from the sinks' own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// The most vectors one `writev(2)` takes (`IOV_MAX` on Linux and Darwin).
private let vectorLimit = 1024

/// `writev(2)`.
private func systemWritev(
  _ descriptor: Int32, _ vectors: UnsafePointer<iovec>, _ count: Int
) -> Int {
  #if canImport(Glibc)
    Glibc.writev(descriptor, vectors, Int32(count))
  #elseif canImport(Musl)
    Musl.writev(descriptor, vectors, Int32(count))
  #else
    Darwin.writev(descriptor, vectors, Int32(count))
  #endif
}

/// Standard input as bytes or a file handle.
package enum InputSource {
  /// A file handle, read in chunks.
  case fileHandle(FileHandle)
  /// Bytes given at once (tests).
  case bytes([UInt8])
}

/// `--color`: whether to colour output.
enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}

/// A sink whose every line is made safe for a terminal before it is written, by the rule
/// titles follow (`TerminalSafety.safeLine`: controls as U+FFFD, bidi controls removed, line
/// and paragraph separators as U+FFFD): what the commands write to standard error quotes
/// their input (values, file names, arguments), and none of it reaches the terminal as a
/// control sequence or reorders the line.
final class SafeLines: TextSink {
  private let base: any TextSink

  init(_ base: any TextSink) {
    self.base = base
  }

  func write(_ text: String) throws(OutputFailure) {
    try base.write(
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalSafety.safeLine(String($0)) }.joined(separator: "\n"))
  }

  func flush() throws(OutputFailure) {
    try base.flush()
  }
}

/// What a command reads and writes, and what it knows of the terminal: the process's own
/// streams for the tool, memory in tests.
package struct CommandIO {
  /// Standard input.
  package var input: InputSource
  /// Standard output.
  package var output: any TextSink
  /// Standard error: every line written to it follows the title rule (``SafeLines``).
  package var errors: any TextSink
  /// The environment variables (`NO_COLOR`, `COLUMNS`).
  package var environment: [String: String]
  /// Whether standard output is a terminal (colour is used only then).
  package var outputIsTerminal: Bool
  /// The terminal's width in columns, when the system knows it.
  package var terminalColumns: Int?
  /// The directory relative paths are read from.
  package var currentDirectory: URL
  /// Asks the terminal how wide it draws each of the clusters given (the cursor's column
  /// after each, drawn at the start of a line) and what it says of itself, nil when it does
  /// not answer; nil when there is no terminal to ask. The tool's own asks `/dev/tty`.
  package var terminalProbe: (@Sendable ([String]) -> TerminalAnswers?)? = nil

  /// Streams for a command; by default no environment variables, not a terminal, and the
  /// process's current directory.
  package init(
    input: InputSource, output: any TextSink, errors: any TextSink,
    environment: [String: String] = [:], outputIsTerminal: Bool = false,
    terminalColumns: Int? = nil,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.input = input
    self.output = output
    self.errors = SafeLines(errors)
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.terminalColumns = terminalColumns
    self.currentDirectory = currentDirectory
  }

  /// Whether to colour output under `choice`: `always` and `never` as they say; `auto`
  /// colours a terminal, unless `NO_COLOR` is set and not empty (no-color.org), and colours
  /// any output when `FORCE_COLOR` is set and not empty (force-color.org); `NO_COLOR` wins
  /// when both are.
  func usesColor(_ choice: ColorChoice = .auto) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if let force = environment["FORCE_COLOR"], !force.isEmpty { return true }
      return outputIsTerminal
    }
  }

  /// Whether standard input is a terminal: a person at a prompt rather than data.
  var inputIsTerminal: Bool {
    guard case .fileHandle(let handle) = input else { return false }
    return isatty(handle.fileDescriptor) == 1
  }

  /// Standard input's bytes when it holds data: nil when it is a terminal (a person at a
  /// prompt, not data) or empty. Reads it to its end; a read that fails is reported
  /// (`cannot read standard input: Is a directory`, exit 74).
  func dataOnStandardInput() throws -> [UInt8]? {
    switch input {
    case .bytes(let bytes): return bytes.isEmpty ? nil : bytes
    case .fileHandle(let handle):
      guard !inputIsTerminal else { return nil }
      do {
        guard let data = try handle.readToEnd(), !data.isEmpty else { return nil }
        return [UInt8](data)
      } catch {
        try reportError("cannot read standard input: \(readErrorDescription(error))")
        throw ReportedFailure(status: ExitStatus.ioError.rawValue)
      }
    }
  }

  /// Writes `adaptive-rows: error: <message>` on standard error: every error the tool
  /// reports has this shape.
  func reportError(_ message: String) throws(OutputFailure) {
    try errors.write(Message.error(message) + "\n")
  }

  /// Writes `adaptive-rows: warning: <message>` on standard error: every warning the tool
  /// reports has this shape.
  func reportWarning(_ message: String) throws(OutputFailure) {
    try errors.write(Message.warning(message) + "\n")
  }

  /// The width available for side-by-side output: `COLUMNS` when it is a positive number,
  /// else the terminal's width, else 80.
  package var columns: Int {
    if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
    return terminalColumns ?? 80
  }
}

/// A command whose work reads and writes through a ``CommandIO``.
protocol IOCommand {
  func run(io: CommandIO) throws
}

/// A failure already reported on standard error: only its exit status is left.
struct ReportedFailure: Error {
  let status: Int32
}

/// The one shape of the tool's messages on standard error: `adaptive-rows: error: ...` or
/// `adaptive-rows: warning: ...`.
enum Message {
  /// `adaptive-rows: error: <text>`.
  static func error(_ text: String) -> String { "adaptive-rows: error: \(text)" }
  /// `adaptive-rows: warning: <text>`.
  static func warning(_ text: String) -> String { "adaptive-rows: warning: \(text)" }
}
