import NIOConcurrencyHelpers
import Synchronization
import WalletEntries
import WalletList

// Every use of the AdaptiveRows library by the service is in this file: the rest of the service
// speaks in the plain types below (``StatementOptions``, ``StatementItem``, ``PreviewRow``), so
// that a change to the library's API is a change here alone.

/// How the rows of one statement are laid out and written.
struct StatementOptions: Sendable {
  /// The width of every row, in terminal cells.
  var width: Int
  /// What each row is written as.
  var output: OutputFormat
  /// How rows choose their modes.
  var policy: RowPolicy
}

/// What each row of a statement is written as.
enum OutputFormat: String, Sendable, CaseIterable {
  /// The row drawn in terminal cells.
  case text
  /// One JSON object per row (the library's JSON Lines output).
  case jsonl
  /// A picture: the rows drawn in cells, as SVG text.
  case svg
}

/// How the rows of a statement choose their modes.
enum RowPolicy: String, Sendable, CaseIterable {
  /// Each row its own mode.
  case perRow = "per-row"
  /// One mode for every row of a window of rows.
  case uniform
}

/// The formats a statement's body is read in.
enum InputFormat: Sendable {
  case jsonLines, csv
}

/// The answer to one input record, in input order: its row, or why it is not one.
enum StatementItem: Sendable {
  /// A row: its lines joined by line feeds (text and SVG), or its JSON object (jsonl); and
  /// what it shows otherwise than the entry has it (a control in its title shown as U+FFFD),
  /// each as a JSON object `{"line": 3, "warning": {...}}`.
  case row(line: Int, text: String, warnings: [String])
  /// An input record that is not an entry.
  case error(LineError)
}

extension StatementItem {
  /// The input line the answer is for.
  var line: Int {
    switch self {
    case .row(let line, _, _): line
    case .error(let error): error.line
    }
  }
}

/// Why one input record is not a row, with the line it starts on.
struct LineError: Sendable, Error {
  /// The input line, from 1.
  var line: Int
  /// A stable, machine-readable name of the problem (`missingField`, `malformedJSON`, ...).
  var code: String
  /// The message for people, without the line number.
  var message: String
  /// Where on the line, in bytes from 1, when the reader knows.
  var column: Int?
  /// The error as the library writes it in JSON, for an input line's error.
  var json: String? = nil
}

/// One row of a preview at one width.
struct PreviewRow: Sendable {
  /// The width, in cells.
  var width: Int
  /// The mode the row chose (`compact`, `standard`, `extended`).
  var mode: String
  /// The row drawn in cells, safe to print to a terminal.
  var lines: [String]
  /// The row as one line of JSON, as `format=jsonl` writes it.
  var json: String
}

/// Writes a statement's answers in its format, with the library's writer of the format: what
/// opens and closes the response, each answer with what goes before it, a line at a time
/// (`writeLine` adds the line feed).
struct StatementWriter {
  private var writer: any RowListWriter

  init(options: StatementOptions, formatter: WalletListFormatter) {
    writer = Library.listWriter(for: options, formatter: formatter)
  }

  func writeHead(to writeLine: (String) -> Void) { writer.writeHead(to: writeLine) }

  func writeTail(to writeLine: (String) -> Void) { writer.writeTail(to: writeLine) }

  /// A row's text, as the library made it; `answers` were written before it.
  mutating func writeRow(_ text: String, after answers: Int, to writeLine: (String) -> Void) {
    writer.writeRow(text, after: answers, to: writeLine)
  }

  /// A warning's JSON object about the row that follows.
  mutating func writeWarning(json: String, to writeLine: (String) -> Void) {
    writer.writeWarning(json: json, to: writeLine)
  }

  /// An answer that is not a row: its message and its JSON object.
  mutating func writeError(
    message: String, json: String, after answers: Int, to writeLine: (String) -> Void
  ) {
    writer.writeError(message: message, json: json, after: answers, to: writeLine)
  }
}

/// The library's list formatter, which lays a statement's rows out: what the routes hold of it.
typealias StatementFormatter = WalletListFormatter

/// The library, as the service uses it.
enum Library {
  /// The widest width the library lays rows out at.
  static let maximumWidth = Int(ListFormatterOptions.maximumWidth)

  /// The library's format of `output`, whose writer writes a statement.
  private static func format(_ output: OutputFormat) -> ListOutputFormat {
    ListOutputFormat.named(output.rawValue) ?? .text
  }

  /// The media type of a statement written as `output`.
  static func mediaType(of output: OutputFormat) -> String { format(output).output.mediaType }

  /// What writes a statement's answers in its format, one at a time.
  fileprivate static func listWriter(
    for options: StatementOptions, formatter: WalletListFormatter
  ) -> any RowListWriter {
    format(options.output).output.listWriter(for: formatter.options)
  }

  /// The answers to the records of `chunks` (a request body, in pieces of any size), one per
  /// record, in input order, a batch at a time as the rows are laid out, each batch's work a
  /// piece run by `gate` (under the per-row policy, as many rows as take about `pieceTime`;
  /// under the uniform policy a window). Invalid records are answered and skipped; a failing
  /// chunk sequence ends the answers with a `readFailed` error. A title with a control
  /// character is kept, shown safely, with a warning.
  static func statement<Chunks: AsyncSequence & Sendable>(
    _ chunks: Chunks, input: InputFormat, formatter: WalletListFormatter, maximumLineLength: Int,
    gate: WorkGate, pieceTime: Duration
  ) -> StatementAnswers<Chunks> {
    StatementAnswers(
      chunks: chunks, gate: gate, pieceTime: pieceTime,
      decoder: EntryStreamDecoder(
        format: input == .csv ? .csv : .jsonLines,
        options: EntryReaderOptions(maximumLineLength: maximumLineLength)),
      formatter: formatter)
  }

  /// The formatters made so far, by their options: a formatter's set-up (its amount
  /// formatter, its title cache) is done once, not per request, and its title cache serves
  /// every request with the same options (a merchant's name is measured once). At most
  /// ``maximumFormatters`` are kept; past that the table starts again.
  private static let formatters = Mutex<[FormatterKey: WalletListFormatter]>([:])
  private static let maximumFormatters = 64

  private struct FormatterKey: Hashable {
    var width: Int
    var policy: RowPolicy
    var output: OutputFormat
  }

  /// The formatter for `options`, from ``formatters`` or made and kept there; options the
  /// library refuses are a bad parameter.
  static func formatter(for options: StatementOptions) throws(ServiceError)
    -> WalletListFormatter
  {
    let key = FormatterKey(width: options.width, policy: options.policy, output: options.output)
    if let formatter = formatters.withLock({ $0[key] }) { return formatter }
    // A service with rows of its own passes them here: `configuration:` (candidates such as a
    // fourth mode, the spacer's minimum, styles) and `measurer:` (any TextMeasurer).
    let formatter: WalletListFormatter
    do {
      formatter = try WalletListFormatter(
        options: ListFormatterOptions(
          width: Double(options.width), policy: options.policy == .uniform ? .uniform : .perRow,
          skipInvalid: true, separator: .rule, threads: 1, output: format(options.output)))
    } catch {
      throw .badParameter(error.message)
    }
    formatters.withLock { formatters in
      if formatters.count >= maximumFormatters { formatters.removeAll() }
      formatters[key] = formatter
    }
    return formatter
  }

  /// One entry of `title` and `amount` (`CURRENCY:VALUE`, or text shown as given) laid out at
  /// each of `widths`. The title is taken as given, controls included: the layout shows them
  /// safely.
  static func preview(title: String, amount: String, widths: [Int]) throws(ServiceError)
    -> [PreviewRow]
  {
    let entry = WalletEntry(title: title, amount: try parsedAmount(amount))
    return try widths.map { (width) throws(ServiceError) in
      let row = try formatter(for: StatementOptions(width: width, output: .text, policy: .perRow))
        .row(for: entry)
      return PreviewRow(
        width: width, mode: row.mode.rawValue, lines: row.lines, json: row.jsonText)
    }
  }

  /// The picture of one entry of `title` and `amount` at each of `widths`, drawn by the
  /// library's SVG writer.
  static func picture(title: String, amount: String, widths: [Int]) throws(ServiceError)
    -> String
  {
    let entry = WalletEntry(title: title, amount: try parsedAmount(amount))
    let formatters = try widths.map { (width) throws(ServiceError) in
      try formatter(for: StatementOptions(width: width, output: .svg, policy: .perRow))
    }
    // The formatters are made: none is refused.
    guard
      let preview = try? RowPreview(
        entries: [(entry, nil)], widths: widths.map(Double.init),
        formatter: { width in formatters[widths.firstIndex(of: Int(width)) ?? 0] })
    else { return "" }
    // Drawn in cells, with no font file to read: nothing throws.
    return (try? ListOutputFormat.svg.output.preview(preview)) ?? ""
  }

  /// `amount` read as an amount (`CURRENCY:VALUE`, or text shown as given); one that is not
  /// is a bad request naming the amount's problem.
  private static func parsedAmount(_ amount: String) throws(ServiceError) -> Amount {
    do {
      return try Amount(text: amount)
    } catch {
      let line = lineError(error, line: 1)
      throw ServiceError(status: .badRequest, code: line.code, message: "amount: \(line.message)")
    }
  }

  /// The JSON of a statement's error: the library's own for an input line's, the service's
  /// for one it adds (`tooManyRows`).
  static func json(of error: LineError) -> String {
    error.json ?? JSONText.error(error)
  }

  fileprivate static func lineError(_ error: EntryError, line: Int) -> LineError {
    LineError(
      line: line, code: error.code, message: error.description, column: error.column,
      json: error.jsonText(atLine: line))
  }
}

/// The answers to a statement's records, in input order, in batches: the records each chunk of
/// the body completes are laid out together, in one call of the library, rather than one
/// asynchronous step per row (which costs more than a row's layout). Under the uniform policy
/// they are laid out a window at a time, the windows the library's streaming sequences use.
///
/// The body is read on the statement's task; decoding and layout run as pieces of the
/// ``WorkGate``, each piece a chunk decoded and a batch laid out, so that a statement whose
/// body is one chunk (a short one) takes one piece.
struct StatementAnswers<Chunks: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Chunks.Element: Collection<UInt8> & Sendable {
  typealias Element = [StatementItem]
  typealias Failure = Never

  let chunks: Chunks
  /// Where the statement's pieces run.
  let gate: WorkGate
  /// The time one piece's layout aims at under the per-row policy.
  let pieceTime: Duration
  let decoder: EntryStreamDecoder
  let formatter: WalletListFormatter

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      base: chunks.makeAsyncIterator(), gate: gate,
      work: Work(
        StatementWork(
          decoder: decoder, formatter: formatter, pieceTime: pieceTime,
          window: formatter.options.policy == .uniform
            ? Swift.max(1, formatter.options.uniformWindow) : nil)))
  }

  /// The statement's state, which its task and its pieces on the gate's threads take turns at
  /// (the task waits for each piece it runs). Locked with a `pthread_mutex_t`, as
  /// ``WorkGate``'s queue is, for the thread sanitizer.
  struct Work: Sendable {
    let state: NIOLockedValueBox<StatementWork>
    init(_ work: StatementWork) { state = NIOLockedValueBox(work) }
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: Chunks.AsyncIterator
    let gate: WorkGate
    let work: Work
    /// Whether records are held that make a batch.
    var ready = false
    /// Whether the body has ended (or failed).
    var ended = false
    /// The pieces run so far: the statement's place in the gate's queue.
    var pieces = 0

    /// The answers to the next batch of records; nil after the last.
    mutating func next() async -> [StatementItem]? {
      while true {
        var chunk: Chunks.Element?
        if !ready {
          guard !ended else { return nil }
          do {
            chunk = try await base.next()
            // The end of the body, or its failure, decodes what is left of its last line, a
            // little work done here: a body that ends in a line feed takes no piece for it.
            if chunk == nil { ready = work.state.withLockedValue { $0.finish() } }
          } catch {
            let reason = String(describing: error)
            ready = work.state.withLockedValue { $0.fail(reading: reason) }
          }
          ended = chunk == nil
          guard chunk != nil || ready else { return nil }
        }
        let work = self.work
        let (items, more) = await gate.run(done: pieces) { [chunk] in
          work.state.withLockedValue { $0.piece(decoding: chunk) }
        }
        ready = more
        pieces += 1
        if !items.isEmpty { return items }
      }
    }
  }
}

/// What a statement has read and not yet answered, and how it lays rows out.
struct StatementWork: Sendable {
  var decoder: EntryStreamDecoder
  let formatter: WalletListFormatter
  /// The time one piece's layout aims at under the per-row policy.
  let pieceTime: Duration
  /// The records laid out together under the uniform policy; nil when any number may be.
  let window: Int?
  /// The records laid out in the next piece under the per-row policy: halved after a piece
  /// that took more than twice ``pieceTime``, doubled after one that took less than half, from
  /// 16 to 1024, so that a piece takes about the same time in any build and on any machine.
  var pieceRows = 64
  /// Records read and not yet laid out.
  var held: [EntryRecord] = []
  /// Whether the body has ended: the last window may be short.
  var ended = false

  /// One piece: decodes `chunk` (when there is one), then lays out the next batch of records
  /// held, if they make one. Returns the batch's answers, and whether the records still held
  /// make another batch.
  mutating func piece<Chunk: Collection<UInt8>>(decoding chunk: Chunk?) -> (
    [StatementItem], more: Bool
  ) {
    if let chunk { held += decoder.decode(chunk) }
    guard let batch = nextBatch() else { return ([], false) }
    let started = ContinuousClock.now
    let items = answers(batch)
    let took = ContinuousClock.now - started
    if batch.count == pieceRows && took < pieceTime / 2 {
      pieceRows = Swift.min(1024, pieceRows * 2)
    } else if took > pieceTime * 2 {
      pieceRows = Swift.max(16, pieceRows / 2)
    }
    return (items, hasBatch)
  }

  /// Ends the body: decodes what is left of its last line; returns whether the records held
  /// make a batch.
  mutating func finish() -> Bool {
    held += decoder.finish()
    ended = true
    return hasBatch
  }

  /// Ends the body with a failure to read it; returns whether the records held make a batch.
  mutating func fail(reading reason: String) -> Bool {
    held += decoder.fail(reading: reason)
    ended = true
    return hasBatch
  }

  /// Whether the records held make a batch: any under the per-row policy, a full window (or
  /// the last one) under the uniform policy.
  private var hasBatch: Bool {
    guard let window else { return !held.isEmpty }
    return held.count >= window || (ended && !held.isEmpty)
  }

  /// The records to lay out now: all those held, at most ``pieceRows``, or a full window (the
  /// last one at the end).
  private mutating func nextBatch() -> [EntryRecord]? {
    guard hasBatch else { return nil }
    let count = Swift.min(held.count, window ?? pieceRows)
    let batch = Array(held.prefix(count))
    held.removeFirst(count)
    return batch
  }

  private func answers(_ records: [EntryRecord]) -> [StatementItem] {
    formatter.outputs(of: records).map { output in
      switch output.result {
      case .success(let text):
        .row(
          line: output.line, text: text,
          warnings: output.warnings.map { $0.jsonText(atLine: output.line) })
      case .failure(let error): .error(Library.lineError(error, line: output.line))
      }
    }
  }
}
