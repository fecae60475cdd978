import Foundation
import WalletEntries

/// Where a command writes text: standard output or error, or memory in tests.
public protocol TextSink: AnyObject {
  /// Writes `text` as UTF-8.
  func write(_ text: String)
  /// Writes out whatever is buffered.
  func flush()
}

/// A sink that keeps what is written, for tests.
public final class MemorySink: TextSink {
  /// Everything written so far.
  public private(set) var text = ""
  /// An empty sink.
  public init() {}
  /// Keeps `text` after what was written before.
  public func write(_ text: String) { self.text += text }
  /// Nothing is buffered: does nothing.
  public func flush() {}
}

/// A sink over a file handle that writes in blocks of 64 KiB.
public final class FileHandleSink: TextSink {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private let blockSize: Int

  /// A sink writing to `handle`; `blockSize` 0 writes at once.
  public init(_ handle: FileHandle, blockSize: Int = 64 * 1024) {
    self.handle = handle
    self.blockSize = blockSize
  }

  /// Buffers `text`, writing the buffer out once it holds a block.
  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= blockSize { flush() }
  }

  /// Writes the buffer to the handle.
  public func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Standard input as bytes or a file handle.
public enum InputSource {
  /// A file handle, read in chunks.
  case fileHandle(FileHandle)
  /// Bytes given at once (tests).
  case bytes([UInt8])
}

/// `--color`: whether to colour output.
enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}

/// What a command reads and writes, and what it knows of the terminal: the process's own
/// streams for the tool, memory in tests.
public struct CommandIO {
  /// Standard input.
  public var input: InputSource
  /// Standard output.
  public var output: any TextSink
  /// Standard error.
  public var errors: any TextSink
  /// The environment variables (`NO_COLOR`, `COLUMNS`).
  public var environment: [String: String]
  /// Whether standard output is a terminal (colour is used only then).
  public var outputIsTerminal: Bool
  /// The terminal's width in columns, when the system knows it.
  public var terminalColumns: Int?
  /// The directory relative paths are read from.
  public var currentDirectory: URL
  /// Asks the terminal how wide it draws each of the clusters given (the cursor's column
  /// after each, drawn at the start of a line), nil when it does not answer; nil when there
  /// is no terminal to ask. The tool's own asks `/dev/tty`.
  public var terminalProbe: (@Sendable ([String]) -> [Int]?)? = nil

  /// Streams for a command; by default no environment variables, not a terminal, and the
  /// process's current directory.
  public init(
    input: InputSource, output: any TextSink, errors: any TextSink,
    environment: [String: String] = [:], outputIsTerminal: Bool = false,
    terminalColumns: Int? = nil,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.input = input
    self.output = output
    self.errors = errors
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

  /// Standard input's bytes when it holds data: nil when it is a terminal (a person at a
  /// prompt, not data) or empty. Reads it to its end; a read that fails is reported
  /// (`cannot read standard input: Is a directory`, exit 74).
  func dataOnStandardInput() throws -> [UInt8]? {
    switch input {
    case .bytes(let bytes): return bytes.isEmpty ? nil : bytes
    case .fileHandle(let handle):
      guard isatty(handle.fileDescriptor) != 1 else { return nil }
      do {
        guard let data = try handle.readToEnd(), !data.isEmpty else { return nil }
        return [UInt8](data)
      } catch {
        errors.write("adaptive-rows: cannot read standard input: \(readErrorDescription(error))\n")
        throw ReportedFailure(status: ExitStatus.ioError.rawValue)
      }
    }
  }

  /// The width available for side-by-side output: `COLUMNS` when it is a positive number,
  /// else the terminal's width, else 80.
  public var columns: Int {
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
