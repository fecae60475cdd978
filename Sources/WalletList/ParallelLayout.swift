import Dispatch
import Locking
import Synchronization
import WalletEntries

/// What a unit of records becomes, laid out with the formatter it is given: the sequence's
/// own on one thread, the thread's copy on several (``WorkerQueues``). The records are handed
/// over, so that each can be moved out of the unit rather than copied.
typealias UnitLayout<Element> =
  @Sendable (WalletListFormatter, consuming [EntryRecord]) -> [Element]

/// The workers of one sequence: a serial queue each, made when its first batch is queued,
/// and a copy of the formatter for each of them and one for the caller's thread.
///
/// The queues run on the global concurrent queue, which runs no more of them at once than
/// the machine has processors (a serial queue of its own would get a thread of its own: 64
/// of them for `threads` 256 on two cores), as `concurrentPerform` did before.
///
/// Each copy shares nothing it writes with the others (``WalletListFormatter/unshared()``):
/// a reference count or a lock that two threads write for every row moves its cache line
/// from one core to the other each time. A queue runs one task at a time and the caller's
/// thread lays out one unit at a time, so each copy is used by one thread at a time, and for
/// the whole list: what it learns (the amount formatter's currencies) stays its own.
struct WorkerQueues: Sendable {
  let queues: [DispatchQueue]
  /// The formatter each queue lays out with, by the queue's index.
  let formatters: [WalletListFormatter]
  /// The formatter the caller's thread lays out with.
  let callerFormatter: WalletListFormatter

  init(count: Int, formatter: WalletListFormatter) {
    let pool = DispatchQueue.global(qos: .userInitiated)
    queues = (0..<max(1, count)).map { index in
      DispatchQueue(label: "WalletList.worker.\(index)", target: pool)
    }
    formatters = queues.map { _ in formatter.unshared() }
    callerFormatter = formatter.unshared()
  }
}

/// A batch's units and their results: the worker that claims a unit takes it out and writes
/// its slot once; the slots are read after every worker's task has finished.
private final class UnitResults<Element: Sendable>: @unchecked Sendable {
  /// The units not yet taken; a taken unit's place holds no records.
  private let units: UnsafeMutableBufferPointer<RecordUnit>
  private let slots: UnsafeMutableBufferPointer<[Element]>
  /// Whether each unit ends the list (``RecordUnit/records(skipInvalid:)``).
  private let endings: UnsafeMutableBufferPointer<Bool>
  private let next = Atomic<Int>(0)
  private let runningTasks: Atomic<Int>

  /// The results of `units`, laid out by `tasks` tasks. The units are moved in, so that they
  /// hold the only references to their records.
  init(units: consuming [RecordUnit], tasks: Int) {
    let count = units.count
    self.units = .allocate(capacity: count)
    var index = count
    while let unit = units.popLast() {
      index -= 1
      (self.units.baseAddress! + index).initialize(to: unit)
    }
    slots = .allocate(capacity: count)
    slots.initialize(repeating: [])
    endings = .allocate(capacity: count)
    endings.initialize(repeating: false)
    runningTasks = Atomic(tasks)
  }

  deinit {
    units.deinitialize()
    units.deallocate()
    slots.deinitialize()
    slots.deallocate()
    endings.deallocate()
  }

  /// The index of a unit no worker has taken yet, or nil when all are taken.
  func claim() -> Int? {
    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
    return index < slots.count ? index : nil
  }

  /// Unit `index`, taken out, for the worker that claimed it: the one reference to its records,
  /// which can then be moved out one by one.
  func take(at index: Int) -> RecordUnit {
    let unit = (units.baseAddress! + index).move()
    (units.baseAddress! + index).initialize(to: .records([]))
    return unit
  }

  func store(_ records: [Element], endsList: Bool, at index: Int) {
    slots[index] = records
    endings[index] = endsList
  }

  /// Called by each task when it finds nothing left to take: true for the last one, which
  /// then sees every slot its peers wrote.
  func taskFinished() -> Bool {
    runningTasks.subtract(1, ordering: .acquiringAndReleasing).newValue == 0
  }

  /// Every unit's records up to the first unit that ends the list, last first (after every
  /// task has finished), moved out of the slots, and whether a unit ends the list: the records
  /// come from the workers, and copying them retained and released every string and array of
  /// every row on the caller's thread (``BatchState/take(reversed:)``).
  func joinedReversed() -> (records: [Element], endsList: Bool) {
    let ending = endings.firstIndex(of: true)
    let taken = slots.indices.prefix(through: ending ?? slots.count - 1)
    var records: [Element] = []
    records.reserveCapacity(taken.reduce(0) { $0 + slots[$1].count })
    for index in taken.reversed() {
      var slot: [Element] = []
      swap(&slot, &slots[index])
      while let record = slot.popLast() { records.append(record) }
    }
    return (records, ending != nil)
  }
}

/// A batch being laid out on the workers while the caller reads the next one.
///
/// Each worker is a serial queue of its sequence's (``WorkerQueues``). A batch puts one task
/// on each of them (at most one per unit); a task lays out the unit no worker has taken yet,
/// then the next, until none is left, so the workers share the units however long each takes.
/// There is no barrier between batches: a worker with nothing left to take in this batch goes
/// on to the next one's task, queued behind it, while the others finish their last unit. (With
/// one task for all workers, as `concurrentPerform` gives, every worker waited at the end of
/// each batch for the slowest unit.)
///
/// The caller's thread is a worker too: when it comes to wait for the batch (``wait()`` for
/// the synchronous sequence, ``value()`` for the asynchronous one), it first takes units like
/// the queues' tasks until none is left. So `threads` threads lay rows out in all, one of them
/// the caller's, which reads the input between batches: on two cores, two threads
/// are busy rather than three taking turns. Whichever finishes the batch's last task, a
/// queue's or the caller's, hands the records over.
final class PendingBatch<Element: Sendable>: Sendable {
  private enum State {
    case running([CheckedContinuation<[Element], Never>])
    case finished([Element])
  }

  private let state = Locked(State.running([]))
  private let done = DispatchSemaphore(value: 0)
  /// Whether invalid records are skipped rather than end the list.
  private let skipInvalid: Bool
  /// What a unit of records becomes.
  private let layOutUnit: UnitLayout<Element>
  /// The queues and each thread's formatter.
  private let workers: WorkerQueues
  private let results: UnitResults<Element>
  /// Whether a unit ends the list: set before the records are handed over.
  private let endsListFlag = Atomic<Bool>(false)
  /// Whether the caller's thread has taken its part (once; guards a second wait).
  private let helped = Atomic<Bool>(false)

  init(
    units: consuming [RecordUnit], skipInvalid: Bool, workers: WorkerQueues,
    layOutUnit: @escaping UnitLayout<Element>
  ) {
    self.skipInvalid = skipInvalid
    self.layOutUnit = layOutUnit
    self.workers = workers
    let queues = workers.queues.prefix(units.count)
    // The queues' tasks and the caller's part.
    results = UnitResults(units: units, tasks: queues.count + 1)
    for (index, queue) in queues.enumerated() {
      queue.async { [self] in layOut(with: workers.formatters[index]) }
    }
  }

  /// Lays out units no one has taken yet until none is left; the last task to finish hands
  /// the records over.
  private func layOut(with formatter: WalletListFormatter) {
    while let index = results.claim() { runUnit(at: index, with: formatter) }
    if results.taskFinished() {
      let (records, endsList) = results.joinedReversed()
      if endsList { endsListFlag.store(true, ordering: .releasing) }
      finish(records)
    }
  }

  /// Decodes unit `index` (when it comes undecoded), lays it out and stores what it becomes:
  /// every thread's part of the work. (A function of its own, so that a profile counts it as
  /// the work that threads share.)
  @inline(never)
  private func runUnit(at index: Int, with formatter: WalletListFormatter) {
    let (records, endsList) = results.take(at: index).records(skipInvalid: skipInvalid)
    results.store(layOutUnit(formatter, records), endsList: endsList, at: index)
  }

  /// Whether a unit of this batch ends the list: the records the batch hands over stop after
  /// it. Read after ``wait(later:)`` or ``value()``.
  var endsList: Bool { endsListFlag.load(ordering: .acquiring) }

  /// The caller's part, taken once.
  private func help() {
    guard !helped.exchange(true, ordering: .relaxed) else { return }
    layOut(with: workers.callerFormatter)
  }

  /// Lays out one unit no one has taken yet, for a caller waiting on an earlier batch; false
  /// when none is left. The batch's own tasks and the caller's part finish it as before.
  private func layOutOneUnit() -> Bool {
    guard let index = results.claim() else { return false }
    runUnit(at: index, with: workers.callerFormatter)
    return true
  }

  private func finish(_ records: [Element]) {
    let waiting = state.withLock { state -> [CheckedContinuation<[Element], Never>] in
      guard case .running(let waiting) = state else { return [] }
      // A waiting caller takes the records now; otherwise they wait in the state.
      state = .finished(waiting.isEmpty ? records : [])
      return waiting
    }
    for continuation in waiting { continuation.resume(returning: records) }
    done.signal()
  }

  private var isFinished: Bool {
    state.withLock { state in
      if case .finished = state { return true }
      return false
    }
  }

  /// The finished batch's records, taken out of the state so that the caller holds the only
  /// reference to them and can move them out one by one.
  private func takeFinishedRecords() -> [Element]? {
    state.withLock { state in
      guard case .finished(let records) = state else { return nil }
      state = .finished([])
      return records
    }
  }

  /// The batch's records, last first, laying out what no worker has taken yet, then blocking
  /// until the rest are laid out. While the workers finish this batch's last units, the caller
  /// lays out units of the batches queued `later` rather than sleep. Taken once.
  func wait(later: ArraySlice<PendingBatch> = []) -> [Element] {
    help()
    while !isFinished, later.contains(where: { $0.layOutOneUnit() }) {}
    if let records = takeFinishedRecords() { return records }
    done.wait()
    return takeFinishedRecords() ?? []
  }

  /// The batch's records, last first, laying out what no worker has taken yet, then
  /// suspending until the rest are laid out.
  func value() async -> [Element] {
    help()
    return await withCheckedContinuation { continuation in
      let records = state.withLock { state -> [Element]? in
        switch state {
        case .finished(let records):
          state = .finished([])
          return records
        case .running(var waiting):
          waiting.append(continuation)
          state = .running(waiting)
          return nil
        }
      }
      if let records { continuation.resume(returning: records) }
    }
  }
}
