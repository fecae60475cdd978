import WalletEntries

/// One input record and the text its row is written as (``ListFormatterOptions/output``), or
/// the error that kept it from being a row: what `WalletListFormatter.formatOutput(_:)`
/// yields.
///
/// It carries the text alone. On several threads, a row laid out on one thread and dropped on
/// another costs more than the row itself: every string and array of it is freed into the
/// other thread's memory arena and its counts move between the cores. `adaptive-rows format`
/// needs only the text, and takes this path.
public struct FormattedOutput: Sendable, Hashable {
  /// The input line the record starts on (its position from 1 for entries given in code).
  public let line: Int
  /// The row's text (no trailing line feed), or the error.
  public let result: Result<String, EntryError>
  /// What the row shows otherwise than the entry has it (`EntryWarning`).
  public let warnings: [EntryWarning]

  init(line: Int, result: Result<String, EntryError>, warnings: [EntryWarning] = []) {
    self.line = line
    self.result = result
    self.warnings = warnings
  }

  /// `line N: message` for an error, nil for a row.
  public var diagnostic: String? {
    guard case .failure(let error) = result else { return nil }
    return error.diagnostic(atLine: line)
  }
}

/// Records made lazily into rows (``FormattedRecord``) or their output
/// (``FormattedOutput``), in order: see ``WalletListFormatter``. It is `Sendable` when its
/// records are.
public struct FormattedSequence<Base: Sequence, Element: Sendable>: Sequence
where Base.Element == EntryRecord {
  let base: Base
  let formatter: WalletListFormatter
  /// What a unit of records becomes, on whichever thread lays it out.
  let layOutUnit: @Sendable ([EntryRecord]) -> [Element]

  public func makeIterator() -> Iterator {
    Iterator(
      batches: BatchedRecords(
        base: base.makeIterator(), formatter: formatter, layOutUnit: layOutUnit))
  }

  /// Reads records a batch at a time and yields what they become in order.
  public struct Iterator: IteratorProtocol {
    var batches: BatchedRecords<Base.Iterator, Element>

    /// The next element, or nil at the end. Specialized for a reader's records, which
    /// `adaptive-rows format` and servers read: a caller in another module otherwise runs the
    /// generic batching for every element.
    @_specialize(where Base == EntryReader, Element == FormattedOutput)
    @_specialize(where Base == EntryReader, Element == FormattedRecord)
    public mutating func next() -> Element? { batches.next() }
  }
}

/// An asynchronous sequence of records made into rows (``FormattedRecord``) or their output
/// (``FormattedOutput``), in order: see ``WalletListFormatter``. It is `Sendable` when its
/// records are. If the records
/// throw, the list ends with a `EntryError.readFailed(_:)` record.
public struct AsyncFormattedSequence<Base: AsyncSequence, Element: Sendable>: AsyncSequence
where Base.Element == EntryRecord {
  public typealias Failure = Never
  let base: Base
  let formatter: WalletListFormatter
  /// What a unit of records becomes, on whichever thread lays it out.
  let layOutUnit: @Sendable ([EntryRecord]) -> [Element]

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      batches: AsyncBatchedRecords(
        base: base.makeAsyncIterator(), formatter: formatter, layOutUnit: layOutUnit))
  }

  /// Reads records a batch at a time and yields what they become in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var batches: AsyncBatchedRecords<Base.AsyncIterator, Element>

    public mutating func next() async -> Element? { await batches.next() }
  }
}

/// Reads records a unit and a batch at a time, has each unit made into elements (rows, or
/// their output) on the formatter's threads, and yields the elements in order.
struct BatchedRecords<Records: IteratorProtocol, Element: Sendable>
where Records.Element == EntryRecord {
  var base: Records
  let formatter: WalletListFormatter
  /// What a unit of records becomes, on whichever thread lays it out.
  let layOutUnit: @Sendable ([EntryRecord]) -> [Element]
  var state = BatchState<Element>()

  init(
    base: Records, formatter: WalletListFormatter,
    layOutUnit: @escaping @Sendable ([EntryRecord]) -> [Element]
  ) {
    self.base = base
    self.formatter = formatter
    self.layOutUnit = layOutUnit
  }

  mutating func next() -> Element? {
    while true {
      if let element = state.nextOutput() { return element }
      if formatter.options.threads <= 1 {
        let units = read()
        guard let unit = units.first else { return nil }
        state.take(layOutUnit(unit))
        continue
      }
      // Batches are read and queued ahead while the workers lay out the ones before.
      while state.wantsBatch(formatter) { state.queue(read(), formatter, layOutUnit) }
      guard let current = state.nextPending() else { return nil }
      state.take(reversed: current.wait(later: state.pending[...]))
    }
  }

  /// The units of the next batch, read in order; none at the end of the list.
  mutating func read() -> [[EntryRecord]] {
    var units: [[EntryRecord]] = []
    while units.count < formatter.unitsPerBatch, state.canRead {
      var unit: [EntryRecord] = []
      while unit.count < formatter.unitSize {
        guard let record = base.next() else {
          state.canRead = false
          break
        }
        unit.append(record)
        if state.endsList(record, skipInvalid: formatter.options.skipInvalid) { break }
      }
      if !unit.isEmpty { units.append(unit) }
    }
    return units
  }
}

/// ``BatchedRecords`` over an asynchronous sequence of records.
struct AsyncBatchedRecords<Records: AsyncIteratorProtocol, Element: Sendable>
where Records.Element == EntryRecord {
  var base: Records
  let formatter: WalletListFormatter
  /// What a unit of records becomes, on whichever thread lays it out.
  let layOutUnit: @Sendable ([EntryRecord]) -> [Element]
  var state = BatchState<Element>()
  var lastLine = 0

  init(
    base: Records, formatter: WalletListFormatter,
    layOutUnit: @escaping @Sendable ([EntryRecord]) -> [Element]
  ) {
    self.base = base
    self.formatter = formatter
    self.layOutUnit = layOutUnit
  }

  mutating func next() async -> Element? {
    while true {
      if let element = state.nextOutput() { return element }
      if formatter.options.threads <= 1 {
        let units = await read()
        guard let unit = units.first else { return nil }
        state.take(layOutUnit(unit))
        continue
      }
      // Batches are read and queued ahead while the workers lay out the ones before.
      while state.wantsBatch(formatter) { state.queue(await read(), formatter, layOutUnit) }
      guard let current = state.nextPending() else { return nil }
      state.take(reversed: await current.value())
    }
  }

  /// The units of the next batch, read in order; none at the end of the list.
  mutating func read() async -> [[EntryRecord]] {
    var units: [[EntryRecord]] = []
    while units.count < formatter.unitsPerBatch, state.canRead {
      var unit: [EntryRecord] = []
      do {
        while unit.count < formatter.unitSize {
          guard let record = try await base.next() else {
            state.canRead = false
            break
          }
          unit.append(record)
          lastLine = record.line
          if state.endsList(record, skipInvalid: formatter.options.skipInvalid) { break }
        }
      } catch {
        unit.append(
          EntryRecord(
            line: lastLine + 1, result: .failure(.readFailed(String(describing: error)))))
        state.canRead = false
      }
      if !unit.isEmpty { units.append(unit) }
    }
    return units
  }
}

/// The bookkeeping both streaming sequences share.
struct BatchState<Element: Sendable>: Sendable {
  /// The elements of the batch being yielded, last first, so that each is moved out of the
  /// array rather than copied (a copy of a row retains every string and array of it).
  var output: [Element] = []
  /// Whether more records may be read: false at the end of the input or after a record that
  /// ends the list.
  var canRead = true
  /// The batches the workers are laying out or have laid out, oldest first, not yet taken
  /// (several threads only).
  var pending: [PendingBatch<Element>] = []
  /// The workers that lay batches out (several threads only).
  var workers: WorkerQueues?

  /// Whether another batch should be read and queued now: until there are
  /// ``WalletListFormatter/batchesAhead`` besides the one to be yielded next.
  func wantsBatch(_ formatter: WalletListFormatter) -> Bool {
    canRead && pending.count <= formatter.batchesAhead
  }

  /// Queues `units` for the workers behind the batches already there; no units, no batch.
  mutating func queue(
    _ units: [[EntryRecord]], _ formatter: WalletListFormatter,
    _ layOutUnit: @escaping @Sendable ([EntryRecord]) -> [Element]
  ) {
    guard !units.isEmpty else { return }
    // The caller's thread is one of the `threads` (``PendingBatch``); no batch has more units
    // than `unitsPerBatch`, so no more workers than that are used.
    let workers =
      workers
      ?? WorkerQueues(count: min(formatter.options.threads - 1, formatter.unitsPerBatch))
    self.workers = workers
    pending.append(PendingBatch(units: units, workers: workers, layOutUnit: layOutUnit))
  }

  /// The oldest batch not yet taken, if any.
  mutating func nextPending() -> PendingBatch<Element>? {
    pending.isEmpty ? nil : pending.removeFirst()
  }

  /// The next element to yield, moved out of `output`.
  mutating func nextOutput() -> Element? {
    output.popLast()
  }

  /// Whether `record` ends the list: an error when invalid records are not skipped, or a read
  /// failure, after which there is nothing more to read.
  mutating func endsList(_ record: EntryRecord, skipInvalid: Bool) -> Bool {
    guard case .failure(let error) = record.result else { return false }
    let ends: Bool
    if case .readFailed = error { ends = true } else { ends = !skipInvalid }
    if ends { canRead = false }
    return ends
  }

  /// Yields `elements` next, in order.
  mutating func take(_ elements: [Element]) {
    output = elements
    output.reverse()
  }

  /// Yields `elements` next, last first: as a batch laid out on several threads hands them
  /// over.
  mutating func take(reversed elements: [Element]) {
    output = elements
  }
}

extension FormattedSequence: Sendable where Base: Sendable {}
extension AsyncFormattedSequence: Sendable where Base: Sendable {}
