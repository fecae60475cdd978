import Dispatch
import Locking
import Synchronization
import WalletEntries

extension WalletListFormatter {
  /// The records of `units` laid out, in order: each unit by ``formatBatch(_:)``, the units
  /// spread over at most ``ListFormatterOptions/threads`` workers, which take the next unit
  /// as they finish one.
  func formatUnits(_ units: [[EntryRecord]]) -> [FormattedRecord] {
    let workers = min(options.threads, units.count)
    guard workers > 1 else { return units.flatMap(formatBatch) }
    let results = UnitResults(count: units.count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = results.claim() {
        results.store(formatBatch(units[index]), at: index)
      }
    }
    return results.joined()
  }
}

/// The results of a batch's units: each slot is written once, by the worker that claimed its
/// unit, and read after every worker has finished.
private final class UnitResults: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<[FormattedRecord]>
  private let next = Atomic<Int>(0)

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: [])
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The index of a unit no worker has taken yet, or nil when all are taken.
  func claim() -> Int? {
    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
    return index < slots.count ? index : nil
  }

  func store(_ records: [FormattedRecord], at index: Int) {
    slots[index] = records
  }

  /// Every unit's records, in order (after `concurrentPerform` has returned).
  func joined() -> [FormattedRecord] {
    var records: [FormattedRecord] = []
    records.reserveCapacity(slots.reduce(0) { $0 + $1.count })
    for slot in slots { records += slot }
    return records
  }
}

/// A batch being laid out on the workers while the caller reads the next one: queued at once
/// on its sequence's serial layout queue, so that the next batch starts as soon as this one
/// is done, without waiting for the caller, and no more than one batch's workers run at a
/// time. Waited for by the synchronous sequence (``wait()``) or the asynchronous one
/// (``value()``).
final class PendingBatch: Sendable {
  private enum State {
    case running([CheckedContinuation<[FormattedRecord], Never>])
    case finished([FormattedRecord])
  }

  private let state = Locked(State.running([]))
  private let done = DispatchSemaphore(value: 0)

  /// A serial queue for the batches of one sequence.
  static func makeQueue() -> DispatchQueue {
    DispatchQueue(label: "WalletList.layout", qos: .userInitiated)
  }

  init(units: [[EntryRecord]], formatter: WalletListFormatter, queue: DispatchQueue) {
    queue.async { [self] in
      finish(formatter.formatUnits(units))
    }
  }

  private func finish(_ records: [FormattedRecord]) {
    let waiting = state.withLock { state -> [CheckedContinuation<[FormattedRecord], Never>] in
      guard case .running(let waiting) = state else { return [] }
      state = .finished(records)
      return waiting
    }
    for continuation in waiting { continuation.resume(returning: records) }
    done.signal()
  }

  private var finishedRecords: [FormattedRecord]? {
    state.withLock { state in
      if case .finished(let records) = state { return records }
      return nil
    }
  }

  /// The batch's records, blocking until they are laid out.
  func wait() -> [FormattedRecord] {
    if let records = finishedRecords { return records }
    done.wait()
    return finishedRecords ?? []
  }

  /// The batch's records, suspending until they are laid out.
  func value() async -> [FormattedRecord] {
    await withCheckedContinuation { continuation in
      let records = state.withLock { state -> [FormattedRecord]? in
        switch state {
        case .finished(let records): return records
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
