import CellRendering
import WalletEntries

/// What `adaptive-rows format` writes, a run of rows at a time: the rows of a unit that carry no
/// warning, no overflow and no error come joined into one text, written straight from their
/// lines on the thread that laid them out, so that the thread writing the output copies one
/// text a run rather than a text per row (and, on several threads, frees one buffer made on
/// another thread, not one a row).
package enum OutputRun: Sendable, Hashable {
  /// Consecutive rows without warnings or overflow, in UTF-8: each row's text followed by a
  /// line feed, with the separator line and a line feed between two rows; `lineEnds` are the
  /// offsets at which each row and each separator line end (after its line feed).
  case rows([UInt8], count: Int, lineEnds: [Int])
  /// A record with warnings, an overflow or an error.
  case record(FormattedOutput)
}

extension WalletListFormatter {
  /// The output of each record of `records`, as ``formatOutput(_:)`` gives it, with the rows
  /// that carry no warnings and fit joined into runs (``OutputRun``), `separator` between two
  /// rows of a run.
  package func formatOutputRuns<Records: Sequence<EntryRecord>>(
    _ records: Records, separator: String?
  ) -> FormattedSequence<Records, OutputRun> {
    let separator = separator.map { Array($0.utf8) + [0x0A] }
    return FormattedSequence(base: records, formatter: self) {
      $0.formatOutputRunBatch($1, separator: separator)
    }
  }
}

/// A row's text as the formatter hands it over: its drawn lines, for the format to write
/// (``RowOutput/text(ofLines:)``), the text the format made of the whole row, or the row's
/// JSON object as a `JSONWriter.Output` wrote it, in its buffer (valid only during the call it
/// is handed to).
enum RowText {
  case lines([String])
  case text(String)
  case json(UnsafeBufferPointer<UInt8>)
}

extension RowText {
  /// The lines that `draw` hands over, as strings, and the overflow it returns.
  static func lines(
    drawnBy draw: (_ eachLine: (UnsafeBufferPointer<UInt8>) -> Void) -> RowOverflow?
  ) -> (RowText, RowOverflow?) {
    var lines: [String] = []
    let overflow = draw { lines.append(TerminalRenderer.string(of: $0)) }
    return (.lines(lines), overflow)
  }
}

/// Where the outputs of a unit's records go, in order, as the formatter makes them.
protocol UnitOutputs {
  /// The format the rows are written in.
  var format: any RowOutput { get }
  /// How the format writes a row straight from the layout (``RowOutput/straightWriting``),
  /// asked of it once.
  var straightWriting: StraightRowWriting? { get }
  /// Adds the row of the record on input line `line`, with its warnings and overflow.
  mutating func appendRow(
    _ text: RowText, line: Int, warnings: [EntryWarning], overflow: RowOverflow?)
  /// Adds a record that is not a row.
  mutating func append(_ output: FormattedOutput)
  /// Adds the row of the record on input line `line`, safe for a terminal and without
  /// warnings, that `draw` draws: it hands each of the row's lines to its argument, top to
  /// bottom, and returns the row's overflow.
  mutating func appendRow(
    line: Int,
    drawing draw: (_ eachLine: (UnsafeBufferPointer<UInt8>) -> Void) -> RowOverflow?)
}

extension UnitOutputs {
  /// The row that `draw` draws, its lines as strings.
  mutating func appendRow(
    line: Int,
    drawing draw: (_ eachLine: (UnsafeBufferPointer<UInt8>) -> Void) -> RowOverflow?
  ) {
    let (text, overflow) = RowText.lines(drawnBy: draw)
    appendRow(text, line: line, warnings: [], overflow: overflow)
  }

  /// The output of a row, its text made whole.
  func output(
    of text: RowText, line: Int, warnings: [EntryWarning], overflow: RowOverflow?
  ) -> FormattedOutput {
    let whole: String
    switch text {
    case .lines(let lines): whole = format.text(ofLines: lines)
    case .text(let text): whole = text
    case .json(let bytes): whole = JSONWriter.text(ofWritten: bytes)
    }
    return FormattedOutput(
      line: line, result: .success(whole), warnings: warnings, overflow: overflow)
  }
}

/// Each record's output on its own (``WalletListFormatter/formatOutput(_:)``).
struct OutputList: UnitOutputs {
  let format: any RowOutput
  let straightWriting: StraightRowWriting?
  var outputs: [FormattedOutput] = []

  init(format: any RowOutput, capacity: Int) {
    self.format = format
    straightWriting = format.straightWriting
    outputs.reserveCapacity(capacity)
  }

  mutating func appendRow(
    _ text: RowText, line: Int, warnings: [EntryWarning], overflow: RowOverflow?
  ) {
    outputs.append(output(of: text, line: line, warnings: warnings, overflow: overflow))
  }

  mutating func append(_ output: FormattedOutput) { outputs.append(output) }
}

/// Records' outputs with consecutive rows that carry no warnings and fit joined into runs
/// (``OutputRun``): each such row written into the run's bytes as it comes, a text format's
/// lines straight from the lines.
struct RunList: UnitOutputs {
  let format: any RowOutput
  /// The separator line between two rows and its line feed, in UTF-8, or nil for none.
  let separatorLine: [UInt8]?
  let straightWriting: StraightRowWriting?
  private var runs: [OutputRun] = []
  private var bytes: [UInt8] = []
  private var count = 0
  private var lineEnds: [Int] = []

  /// Runs of rows in `format`, `separator` (UTF-8, with its line feed) between two.
  init(format: any RowOutput, separator: [UInt8]?, capacity: Int) {
    self.format = format
    separatorLine = separator
    let straight = format.straightWriting
    straightWriting = straight
    // Room for a run of every row of the unit, as most units are, each row given enough for
    // most rows of the format (a JSON object holds the row's reports), so that the run's
    // bytes are seldom moved to grow.
    let rowRoom = straight == .jsonObject ? 2048 : 64
    bytes.reserveCapacity(capacity * rowRoom)
    lineEnds.reserveCapacity(separator == nil ? capacity : 2 * capacity)
  }

  mutating func appendRow(
    _ text: RowText, line: Int, warnings: [EntryWarning], overflow: RowOverflow?
  ) {
    guard warnings.isEmpty, overflow == nil else {
      append(output(of: text, line: line, warnings: warnings, overflow: overflow))
      return
    }
    if count > 0, let separatorLine {
      bytes.append(contentsOf: separatorLine)
      lineEnds.append(bytes.count)
    }
    switch text {
    case .lines(let lines) where straightWriting == .joinedLines:
      TextOutput.write(lines: lines, to: &bytes)
    case .lines(let lines):
      Self.write(format.text(ofLines: lines), to: &bytes)
    case .text(let text):
      Self.write(text, to: &bytes)
    case .json(let text):
      bytes.append(contentsOf: text)
    }
    bytes.append(0x0A)
    lineEnds.append(bytes.count)
    count += 1
  }

  /// The row that `draw` draws, its lines written into the run's bytes as they come when the
  /// format writes lines as they are; a row that overflows is taken back out of them.
  mutating func appendRow(
    line: Int,
    drawing draw: (_ eachLine: (UnsafeBufferPointer<UInt8>) -> Void) -> RowOverflow?
  ) {
    guard straightWriting == .joinedLines else {
      let (text, overflow) = RowText.lines(drawnBy: draw)
      appendRow(text, line: line, warnings: [], overflow: overflow)
      return
    }
    let start = bytes.count
    if count > 0, let separatorLine { bytes.append(contentsOf: separatorLine) }
    let rowStart = bytes.count
    var first = true
    let overflow = draw { lineBytes in
      if !first { bytes.append(0x0A) }
      first = false
      bytes.append(contentsOf: lineBytes)
    }
    if let overflow {
      let text = String(decoding: bytes[rowStart...], as: UTF8.self)
      bytes.removeSubrange(start...)
      append(FormattedOutput(line: line, result: .success(text), overflow: overflow))
      return
    }
    if rowStart > start { lineEnds.append(rowStart) }
    bytes.append(0x0A)
    lineEnds.append(bytes.count)
    count += 1
  }

  mutating func append(_ output: FormattedOutput) {
    endRun()
    runs.append(.record(output))
  }

  /// The runs and records, in order.
  mutating func finished() -> [OutputRun] {
    endRun()
    return runs
  }

  private mutating func endRun() {
    guard count > 0 else { return }
    runs.append(.rows(bytes, count: count, lineEnds: lineEnds))
    bytes = []
    count = 0
    lineEnds = []
  }

  /// Appends the UTF-8 of `text` to `bytes`.
  static func write(_ text: String, to bytes: inout [UInt8]) {
    // A native string's bytes are read in place, without a copy of the string to reach them.
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: $0)
    }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }
}
