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
  /// Set on the last record of a streaming sequence that stopped at it before the end of its
  /// input (an error record): why, and that nothing after it is answered. Nil otherwise.
  public internal(set) var stop: ListStop?
  /// How the row reaches past the width, and why; nil when it fits (or for an error).
  public let overflow: RowOverflow?

  init(
    line: Int, result: Result<String, EntryError>, warnings: [EntryWarning] = [],
    overflow: RowOverflow? = nil
  ) {
    self.line = line
    self.result = result
    self.warnings = warnings
    self.overflow = overflow
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
  let layOutUnit: UnitLayout<Element>

  public func makeIterator() -> Iterator {
    var batches = BatchedRecords(
      base: base.makeIterator(), formatter: formatter, layOutUnit: layOutUnit)
    // On several threads, a reader of JSON Lines only splits lines on this thread; the
    // workers decode them (``RecordUnit``). On one, under the per-row policy, a reader's
    // records are laid out a run at a time (``BatchedRecords/readRead()``). Otherwise they
    // are read a unit at a time, from an iterator ``BatchedRecords/inputWaits()`` can ask.
    if let reader = base as? EntryReader {
      batches.inputCanWait = reader.canWait
      var records = reader.makeIterator()
      if formatter.options.threads > 1 && records.defersDecoding() {
        batches.lines = records
      } else if formatter.options.threads <= 1 && formatter.options.policy == .perRow {
        batches.records = records
      } else {
        batches.entries = records
      }
    }
    return Iterator(batches: batches)
  }

  /// Reads records a batch at a time and yields what they become in order.
  public struct Iterator: IteratorProtocol {
    var batches: BatchedRecords<Base.Iterator, Element>

    /// The next element, or nil at the end. Specialized for a reader's records, which
    /// `adaptive-rows format` and servers read: a caller in another module otherwise runs the
    /// generic batching for every element.
    @_specialize(where Base == EntryReader, Element == FormattedOutput)
    @_specialize(where Base == EntryReader, Element == FormattedRecord)
    @_specialize(where Base == EntryReader, Element == OutputRun)
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
  let layOutUnit: UnitLayout<Element>

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
  let layOutUnit: UnitLayout<Element>
  var state = BatchState<Element>()
  /// The reader's lines, split but not decoded, read instead of `base` when set.
  var lines: EntryReader.Iterator?
  /// The reader's records, read instead of `base` when set (``readRead()``).
  var records: EntryReader.Iterator?
  /// The reader's records, read a unit at a time instead of `base` when set (as `base`'s
  /// would be): ``inputWaits()`` asks it.
  var entries: EntryReader.Iterator?
  /// Whether the reader's input can wait (``EntryReader/canWait``): a pipe or a terminal.
  var inputCanWait = false
  /// Whether a unit stops where the input waits: under the per-row policy; a uniform window
  /// stays whole, its decision needing all its rows.
  var cutsUnitsWhereInputWaits: Bool { inputCanWait && formatter.options.policy == .perRow }

  init(
    base: Records, formatter: WalletListFormatter,
    layOutUnit: @escaping UnitLayout<Element>
  ) {
    self.base = base
    self.formatter = formatter
    self.layOutUnit = layOutUnit
  }

  mutating func next() -> Element? {
    while true {
      if let element = state.nextOutput() { return element }
      if formatter.options.threads <= 1 {
        var units = read()
        guard !units.isEmpty else { return nil }
        let unit = units.removeFirst()
        state.take(
          layOutUnit(formatter, unit.records(skipInvalid: formatter.options.skipInvalid).records))
        continue
      }
      // Batches are read and queued ahead while the workers lay out the ones before, but not
      // while one is pending and the input waits: its rows come out before the wait.
      while state.wantsBatch(formatter), state.pending.isEmpty || !inputWaits() {
        state.queue(read(), formatter, layOutUnit)
      }
      guard let current = state.nextPending() else { return nil }
      state.take(reversed: current.wait(later: state.pending[...]))
      if current.endsList { state.endList() }
    }
  }

  /// Whether the next record waits for input (``EntryReader/inputWaits``): only a reader's
  /// can.
  func inputWaits() -> Bool {
    guard inputCanWait else { return false }
    return lines?.waitsForInput() ?? records?.waitsForInput() ?? entries?.waitsForInput() ?? false
  }

  /// The next record of `entries`, or else of `base`.
  private mutating func nextRecord() -> EntryRecord? {
    if entries != nil { return entries!.next() }
    return base.next()
  }

  /// The units of the next batch, read in order; none at the end of the list.
  mutating func read() -> [RecordUnit] {
    if lines != nil { return readUndecoded() }
    if records != nil { return readRead() }
    var units: [RecordUnit] = []
    let cutsUnits = cutsUnitsWhereInputWaits
    while units.count < formatter.unitsPerBatch, state.canRead {
      // Not past input that waits: the units read are laid out before the wait, a unit
      // stopping there too when ``cutsUnitsWhereInputWaits``.
      if !units.isEmpty, inputWaits() { break }
      var unit: [EntryRecord] = []
      while unit.count < formatter.unitSize {
        if cutsUnits, !unit.isEmpty, inputWaits() { break }
        guard let record = nextRecord() else {
          state.canRead = false
          break
        }
        unit.append(record)
        if state.endsList(record, skipInvalid: formatter.options.skipInvalid) { break }
      }
      if !unit.isEmpty { units.append(.records(unit)) }
    }
    return units
  }

  /// One unit of a reader's records on one thread: the next record, then those the chunks
  /// read so far hold, up to ``WalletListFormatter/readUnitSize`` and the record that ends
  /// the list. So the input is read no sooner than one record at a time would read it, and
  /// the cost of a unit (its arrays, its call) is shared by the records one chunk holds.
  mutating func readRead() -> [RecordUnit] {
    guard state.canRead, var reader = records.take() else { return [] }
    defer { records = reader }
    guard let first = reader.next() else {
      state.canRead = false
      return []
    }
    let skipInvalid = formatter.options.skipInvalid
    // Each record is checked before it is moved into the unit.
    var ends = state.endsList(first, skipInvalid: skipInvalid)
    var unit = [first]
    if !ends {
      unit.reserveCapacity(WalletListFormatter.readUnitSize)
      while !ends, unit.count < WalletListFormatter.readUnitSize, let record = reader.nextRead() {
        ends = state.endsList(record, skipInvalid: skipInvalid)
        unit.append(record)
      }
    }
    return [.records(unit)]
  }

  /// The units of the next batch as the reader splits them, for the workers to decode; none
  /// at the end of the input. The batch ends where the input waits, as in ``read()``, and at
  /// a short unit. A record that ends the list is found where it is decoded
  /// (``PendingBatch/endsList``).
  mutating func readUndecoded() -> [RecordUnit] {
    var units: [RecordUnit] = []
    let size = formatter.unitSize
    let cutsUnits = cutsUnitsWhereInputWaits
    while units.count < formatter.unitsPerBatch, state.canRead,
      units.isEmpty || !inputWaits(),
      let unit = lines?.nextUndecoded(upTo: size, stoppingWhereInputWaits: cutsUnits)
    {
      guard !unit.isEmpty else {
        state.canRead = false
        break
      }
      units.append(.undecoded(unit))
      if unit.count < size { break }
    }
    return units
  }
}

/// A unit of records as the streaming sequences read it: decoded, or split off a reader's
/// JSON Lines input, for the thread that lays the unit out to decode (so that with several
/// threads the thread that reads the input only splits its lines).
enum RecordUnit: Sendable {
  case records([EntryRecord])
  case undecoded(UndecodedRecords)

  /// The unit's records, decoded, up to and including the first that ends the list
  /// (``endsList(_:skipInvalid:)``), and whether one does. (A unit read decoded
  /// ends at such a record already.) Taken, so that a unit read decoded hands over its records
  /// without sharing them.
  consuming func records(skipInvalid: Bool) -> (records: [EntryRecord], endsList: Bool) {
    switch self {
    case .records(let records):
      return (records, false)
    case .undecoded(let lines):
      var records: [EntryRecord] = []
      records.reserveCapacity(lines.count)
      for index in 0..<lines.count {
        let record = lines.record(at: index)
        records.append(record)
        if Self.endsList(record, skipInvalid: skipInvalid) {
          return (records, true)
        }
      }
      return (records, false)
    }
  }

  /// Whether `record` ends the list (``ListStop/init(at:skipInvalid:)``).
  static func endsList(_ record: EntryRecord, skipInvalid: Bool) -> Bool {
    // An entry ends nothing: known from the result's case, without a copy of its payload.
    if case .success = record.result { return false }
    return ListStop(at: record, skipInvalid: skipInvalid) != nil
  }
}

/// ``BatchedRecords`` over an asynchronous sequence of records.
struct AsyncBatchedRecords<Records: AsyncIteratorProtocol, Element: Sendable>
where Records.Element == EntryRecord {
  var base: Records
  let formatter: WalletListFormatter
  /// What a unit of records becomes, on whichever thread lays it out.
  let layOutUnit: UnitLayout<Element>
  var state = BatchState<Element>()
  var lastLine = 0

  init(
    base: Records, formatter: WalletListFormatter,
    layOutUnit: @escaping UnitLayout<Element>
  ) {
    self.base = base
    self.formatter = formatter
    self.layOutUnit = layOutUnit
  }

  mutating func next() async -> Element? {
    while true {
      if let element = state.nextOutput() { return element }
      if formatter.options.threads <= 1 {
        var units = await read()
        guard !units.isEmpty else { return nil }
        let unit = units.removeFirst()
        state.take(
          layOutUnit(formatter, unit.records(skipInvalid: formatter.options.skipInvalid).records))
        continue
      }
      // Batches are read and queued ahead while the workers lay out the ones before.
      while state.wantsBatch(formatter) { state.queue(await read(), formatter, layOutUnit) }
      guard let current = state.nextPending() else { return nil }
      state.take(reversed: await current.value())
    }
  }

  /// The units of the next batch, read in order; none at the end of the list.
  mutating func read() async -> [RecordUnit] {
    var units: [RecordUnit] = []
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
      if !unit.isEmpty { units.append(.records(unit)) }
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
    _ units: consuming [RecordUnit], _ formatter: WalletListFormatter,
    _ layOutUnit: @escaping UnitLayout<Element>
  ) {
    guard !units.isEmpty else { return }
    // The caller's thread is one of the `threads` (``PendingBatch``); no batch has more units
    // than `unitsPerBatch`, so no more workers than that are used.
    let workers =
      workers
      ?? WorkerQueues(
        count: min(formatter.options.threads - 1, formatter.unitsPerBatch), formatter: formatter)
    self.workers = workers
    pending.append(
      PendingBatch(
        units: units, skipInvalid: formatter.options.skipInvalid, workers: workers,
        layOutUnit: layOutUnit))
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
    let ends = RecordUnit.endsList(record, skipInvalid: skipInvalid)
    if ends { canRead = false }
    return ends
  }

  /// Ends the list after the batch being yielded, one of whose units ends it: nothing more is
  /// read, and the batches read ahead are dropped.
  mutating func endList() {
    canRead = false
    pending.removeAll()
  }

  /// Yields `elements` next, in order.
  mutating func take(_ elements: consuming [Element]) {
    output = elements
    // Through the buffer, whose swaps move the elements rather than copy them.
    output.withUnsafeMutableBufferPointer { $0.reverse() }
  }

  /// Yields `elements` next, last first: as a batch laid out on several threads hands them
  /// over.
  mutating func take(reversed elements: [Element]) {
    output = elements
  }
}

extension FormattedSequence: Sendable where Base: Sendable {}
extension AsyncFormattedSequence: Sendable where Base: Sendable {}
