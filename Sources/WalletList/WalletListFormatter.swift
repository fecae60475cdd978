import AdaptiveAmountRow
import LayoutEngine
import TextMeasurement
import WalletEntries

/// Lays wallet entries out as rows at one width: the library behind the `format` command,
/// for servers and apps that render lists of transactions.
///
/// Rows come out in input order, one ``FormattedRecord`` per input record: a row, or the
/// error that kept the record from being an entry. Nothing is dropped: with
/// ``ListFormatterOptions/skipInvalid`` an error is yielded and the list goes on; without it
/// the error is yielded and the list ends there.
///
/// ```swift
/// let formatter = WalletListFormatter(options: ListFormatterOptions(width: 32))
/// for record in formatter.format(records: EntryReader(chunks: [body], format: .jsonLines)) {
///   switch record.result {
///   case .success(let row): print(formatter.text(of: row))
///   case .failure: print(record.diagnostic ?? "")
///   }
/// }
/// ```
///
/// **Streaming and the uniform policy.** Under ``AmountRowListPolicy/perRow`` each row is laid
/// out as it arrives, so memory stays flat however long the list. Under
/// ``AmountRowListPolicy/uniform`` every row of a list takes the same mode, which cannot be
/// known before the last row is read. Rather than hold an unbounded list, the formatter
/// decides per window of ``ListFormatterOptions/uniformWindow`` rows (1024 by default): a
/// list no longer than the window is uniform as a whole, a longer one is uniform within each
/// window, and memory stays bounded by the window. An error record that ends the list also
/// ends the window.
public struct WalletListFormatter: Sendable {
  /// The options.
  public let options: ListFormatterOptions
  private let environment: EnvironmentValues
  private let amountFormatter: AmountFormatter
  /// Whether rows are drawn in terminal cells (the options' measurer) or listed as text lines.
  private let drawsCells: Bool

  /// A formatter with `options`. The options are not validated here; call
  /// ``ListFormatterOptions/validate()`` on options that come from users.
  public init(options: ListFormatterOptions) {
    self.options = options
    self.environment = options.environment
    self.amountFormatter = options.amountFormatter
    self.drawsCells = true
  }

  /// A formatter with `options` that measures with `measurer` instead of the options' own
  /// (a font measurer: widths and sizes are then in its units, points). A row's
  /// ``RenderedRow/lines`` are then its text lines as laid out, one per line of each text, top
  /// to bottom and leading to trailing, since there are no cells to draw them in.
  ///
  /// ```swift
  /// let font = try FontMeasurer.defaultFont(pointSize: 17)
  /// let formatter = WalletListFormatter(options: ListFormatterOptions(width: 320), measurer: font)
  /// ```
  public init(options: ListFormatterOptions, measurer: any TextMeasurer) {
    self.options = options
    var environment = options.environment
    environment.textMeasurer = measurer
    self.environment = environment
    self.amountFormatter = options.amountFormatter
    self.drawsCells = false
  }

  /// The environment rows are laid out in: the options' measurer (or the one given) and
  /// line-breaking options.
  public var layoutEnvironment: EnvironmentValues { environment }

  /// The row view of `entry`: the title, the amount as shown, and the subtitle, if any, on a
  /// line of its own below every mode.
  public func rowView(for entry: WalletEntry) -> AdaptiveAmountRow {
    var configuration = AdaptiveAmountRow.Configuration()
    if entry.subtitle != nil {
      configuration.candidates = AmountRowCandidate.defaults.map { $0.withSubtitleLine() }
    }
    return AdaptiveAmountRow(
      title: entry.title, amount: amountFormatter.string(for: entry.amount),
      subtitle: entry.subtitle, configuration: configuration)
  }

  /// `entry` laid out at the width, on its own (the per-row policy).
  public func row(for entry: WalletEntry, line: Int? = nil) -> RenderedRow {
    let view = rowView(for: entry)
    let layout = view.layout(width: Double(options.width), environment: environment)
    return rendered(layout, view: view, entry: entry, line: line)
  }

  /// `entries` laid out at the width under the options' policy, in order.
  public func rows(for entries: [(entry: WalletEntry, line: Int?)]) -> [RenderedRow] {
    guard options.policy == .uniform else {
      return entries.map { row(for: $0.entry, line: $0.line) }
    }
    let views = entries.map { rowView(for: $0.entry) }
    // The subtitle's candidates differ from the plain ones by a line below, not by their
    // order or names, so rows with and without a subtitle can share a mode.
    let layouts = AdaptiveAmountRow.layoutList(
      views, width: Double(options.width), policy: .uniform, environment: environment)
    return zip(entries.indices, layouts).map { index, layout in
      rendered(layout, view: views[index], entry: entries[index].entry, line: entries[index].line)
    }
  }

  private func rendered(
    _ layout: AmountRowLayout, view: AdaptiveAmountRow, entry: WalletEntry, line: Int?
  ) -> RenderedRow {
    RenderedRow(
      line: line, title: entry.title, amount: view.amount, subtitle: entry.subtitle,
      mode: layout.mode,
      lines: (drawsCells ? layout.terminalLines() : textLines(layout)).map(
        TerminalSafety.safeLine),
      proposedWidth: options.width, width: layout.size.width, height: layout.size.height,
      overflow: layout.overflows,
      candidates: layout.candidates.map(RenderedRow.CandidateSummary.init))
  }

  /// The text lines of `layout`, top to bottom, leading to trailing.
  private func textLines(_ layout: AmountRowLayout) -> [String] {
    layout.result.placedTextLines()
      .sorted { ($0.baseline, $0.x) < ($1.baseline, $1.x) }
      .map(\.text)
  }

  /// The rows of `records` (as an ``EntryReader`` yields them), lazily, in order.
  public func format<Records: Sequence>(records: Records) -> FormattedRecords<Records>
  where Records.Element == EntryRecord {
    FormattedRecords(base: records, formatter: self)
  }

  /// The rows of `entries`, lazily, in order; each row's line is its position from 1.
  public func format<Entries: Sequence>(entries: Entries)
    -> FormattedRecords<NumberedEntries<Entries>>
  where Entries.Element == WalletEntry {
    FormattedRecords(base: NumberedEntries(base: entries), formatter: self)
  }

  /// The rows of an asynchronous sequence of records (an ``AsyncEntryReader`` over a request
  /// body), in order.
  public func format<Records: AsyncSequence>(records: Records) -> AsyncFormattedRecords<Records>
  where Records.Element == EntryRecord {
    AsyncFormattedRecords(base: records, formatter: self)
  }

  /// The rows of an asynchronous sequence of entries, in order; each row's line is its
  /// position from 1. If the sequence throws, the list ends with a
  /// ``EntryError/readFailed(_:)`` record.
  public func format<Entries: AsyncSequence>(entries: Entries)
    -> AsyncFormattedRecords<AsyncNumberedEntries<Entries>>
  where Entries.Element == WalletEntry {
    AsyncFormattedRecords(base: AsyncNumberedEntries(base: entries), formatter: self)
  }

  /// The text of a row: its lines joined by line feeds, no trailing line feed.
  public func text(of row: RenderedRow) -> String {
    row.lines.joined(separator: "\n")
  }

  /// The separator line between two rows in text output, or nil for none.
  public var separatorLine: String? {
    switch options.separator {
    case .rule: String(repeating: "─", count: options.width)
    case .blank: ""
    case .none: nil
    }
  }

  /// Lays out the rows of a batch of records collected by a streaming sequence.
  func formatBatch(_ batch: [EntryRecord]) -> [FormattedRecord] {
    var entries: [(entry: WalletEntry, line: Int?)] = []
    for record in batch {
      if case .success(let entry) = record.result { entries.append((entry, record.line)) }
    }
    var rows = rows(for: entries).makeIterator()
    return batch.map { record in
      switch record.result {
      case .success:
        // One row was laid out per entry, in order.
        guard let row = rows.next() else {
          return FormattedRecord(line: record.line, result: .failure(.readFailed("no row")))
        }
        return FormattedRecord(line: record.line, result: .success(row))
      case .failure(let error):
        return FormattedRecord(line: record.line, result: .failure(error))
      }
    }
  }

  /// How many rows the streaming sequences collect before laying them out.
  var batchSize: Int { options.policy == .uniform ? max(1, options.uniformWindow) : 1 }
}

/// One input record and its row, or the error that kept it from being one.
public struct FormattedRecord: Sendable, Hashable {
  /// The input line the record starts on (its position from 1 for entries given in code).
  public let line: Int
  /// The row, or the error.
  public let result: Result<RenderedRow, EntryError>

  /// `line N: message` for an error, nil for a row.
  public var diagnostic: String? {
    guard case .failure(let error) = result else { return nil }
    return "line \(line): \(error.description)"
  }
}

/// Entries numbered from 1 as records, for the formatter.
public struct NumberedEntries<Base: Sequence>: Sequence where Base.Element == WalletEntry {
  let base: Base

  public func makeIterator() -> Iterator { Iterator(base: base.makeIterator()) }

  /// Yields each entry as a record of its position.
  public struct Iterator: IteratorProtocol {
    var base: Base.Iterator
    var line = 0

    public mutating func next() -> EntryRecord? {
      guard let entry = base.next() else { return nil }
      line += 1
      return EntryRecord(line: line, result: .success(entry))
    }
  }
}

/// Asynchronous entries numbered from 1 as records; a thrown error ends them with a
/// ``EntryError/readFailed(_:)`` record.
public struct AsyncNumberedEntries<Base: AsyncSequence>: AsyncSequence
where Base.Element == WalletEntry {
  public typealias Element = EntryRecord
  public typealias Failure = Never
  let base: Base

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator())
  }

  /// Yields each entry as a record of its position.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var line = 0
    var ended = false

    public mutating func next() async -> EntryRecord? {
      guard !ended else { return nil }
      line += 1
      do {
        guard let entry = try await base.next() else {
          ended = true
          return nil
        }
        return EntryRecord(line: line, result: .success(entry))
      } catch {
        ended = true
        return EntryRecord(line: line, result: .failure(.readFailed(String(describing: error))))
      }
    }
  }
}

/// The rows of a sequence of records, laid out lazily: see ``WalletListFormatter``.
public struct FormattedRecords<Base: Sequence>: Sequence where Base.Element == EntryRecord {
  let base: Base
  let formatter: WalletListFormatter

  public func makeIterator() -> Iterator {
    Iterator(base: base.makeIterator(), formatter: formatter)
  }

  /// Reads records a batch at a time and yields their rows in order.
  public struct Iterator: IteratorProtocol {
    var base: Base.Iterator
    let formatter: WalletListFormatter
    var state = BatchState()

    public mutating func next() -> FormattedRecord? {
      while true {
        if let record = state.nextOutput() { return record }
        guard state.canRead else { return nil }
        var batch: [EntryRecord] = []
        while batch.count < formatter.batchSize, let record = base.next() {
          batch.append(record)
          if state.endsList(record, skipInvalid: formatter.options.skipInvalid) { break }
        }
        if batch.isEmpty { state.canRead = false }
        state.take(formatter.formatBatch(batch))
      }
    }
  }
}

/// The rows of an asynchronous sequence of records: see ``WalletListFormatter``. If the
/// records throw, the list ends with a ``EntryError/readFailed(_:)`` record.
public struct AsyncFormattedRecords<Base: AsyncSequence>: AsyncSequence
where Base.Element == EntryRecord {
  public typealias Element = FormattedRecord
  public typealias Failure = Never
  let base: Base
  let formatter: WalletListFormatter

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), formatter: formatter)
  }

  /// Reads records a batch at a time and yields their rows in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let formatter: WalletListFormatter
    var state = BatchState()
    var lastLine = 0

    public mutating func next() async -> FormattedRecord? {
      while true {
        if let record = state.nextOutput() { return record }
        guard state.canRead else { return nil }
        var batch: [EntryRecord] = []
        do {
          while batch.count < formatter.batchSize, let record = try await base.next() {
            batch.append(record)
            lastLine = record.line
            if state.endsList(record, skipInvalid: formatter.options.skipInvalid) { break }
          }
        } catch {
          batch.append(
            EntryRecord(
              line: lastLine + 1, result: .failure(.readFailed(String(describing: error)))))
          state.stopAfterBatch = true
        }
        if batch.isEmpty { state.canRead = false }
        state.take(formatter.formatBatch(batch))
      }
    }
  }
}

/// The bookkeeping both streaming sequences share.
struct BatchState: Sendable {
  var output: [FormattedRecord] = []
  var outputIndex = 0
  var canRead = true
  var stopAfterBatch = false

  mutating func nextOutput() -> FormattedRecord? {
    guard outputIndex < output.count else { return nil }
    defer { outputIndex += 1 }
    return output[outputIndex]
  }

  /// Whether `record` ends the list: an error when invalid records are not skipped, or a read
  /// failure, after which there is nothing more to read.
  mutating func endsList(_ record: EntryRecord, skipInvalid: Bool) -> Bool {
    guard case .failure(let error) = record.result else { return false }
    if case .readFailed = error { stopAfterBatch = true }
    if !skipInvalid { stopAfterBatch = true }
    return stopAfterBatch
  }

  mutating func take(_ records: [FormattedRecord]) {
    output = records
    outputIndex = 0
    if stopAfterBatch { canRead = false }
  }
}
