import WalletEntries

// How the streaming sequences split a list into work: units of records laid out together,
// batches of units read ahead and laid out on the threads (see ``WalletListFormatter``).
extension WalletListFormatter {
  /// Lays out the rows of a unit of records collected by a streaming sequence. On several
  /// threads the formatter is the thread's own copy (``WorkerQueues``).
  func formatBatch(_ batch: [EntryRecord]) -> [FormattedRecord] {
    var records = formatUnit(batch, output: options.output)
    if let stop = stop(endingUnit: batch) { records[records.count - 1].stop = stop }
    return records
  }

  /// The output of each record of a unit collected by a streaming sequence, in
  /// ``ListFormatterOptions/output`` (text when nil): its row is laid out, written and dropped
  /// on the thread that laid it out.
  func formatOutputBatch(_ batch: consuming [EntryRecord]) -> [FormattedOutput] {
    let stop = stop(endingUnit: batch)
    var outputs = outputUnit(batch)
    if let stop { outputs[outputs.count - 1].stop = stop }
    return outputs
  }

  /// ``formatOutputBatch(_:)``'s outputs with the rows that carry no warnings and fit joined
  /// into runs, `separator` (UTF-8, with its line feed) between two rows of a run (``OutputRun``).
  func formatOutputRunBatch(_ batch: consuming [EntryRecord], separator: [UInt8]?)
    -> [OutputRun]
  {
    let stop = stop(endingUnit: batch)
    // On several threads, the separator in storage of the unit's own: every row of a run
    // appends it.
    var runs = outputRuns(
      batch, separator: options.threads > 1 ? separator.map(Self.copyInOwnStorage) : separator)
    // The record that ends the list is an error, never joined into a run.
    if let stop, case .record(var last)? = runs.last {
      last.stop = stop
      runs[runs.count - 1] = .record(last)
    }
    return runs
  }

  /// `bytes` in storage of their own: `Array(bytes)` would share the buffer, whose reference
  /// count every append retains and releases.
  static func copyInOwnStorage(_ bytes: [UInt8]) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: bytes)
    }
  }

  /// The stop the last record of `unit` makes, if any: a unit the streaming sequences read
  /// ends at the record that ends the list, so only its last record can.
  private func stop(endingUnit unit: [EntryRecord]) -> ListStop? {
    guard let last = unit.last else { return nil }
    return ListStop(at: last, skipInvalid: options.skipInvalid)
  }

  /// How many records one unit of work holds: under the uniform policy a window, else one row
  /// (one thread) or a short run of rows (several).
  var unitSize: Int {
    if options.policy == .uniform { return max(1, options.uniformWindow) }
    return options.threads > 1 ? 32 : 1
  }

  /// How many units the streaming sequences read before laying them out: one on one thread;
  /// on several, enough to keep every worker busy, never more than
  /// ``maximumBatchRecords`` records (or one window, if that is larger).
  var unitsPerBatch: Int {
    guard options.threads > 1 else { return 1 }
    let most = max(1, Self.maximumBatchRecords / unitSize)
    if options.policy == .uniform { return min(options.threads, most) }
    return min(max(options.threads * 4, 8), most)
  }

  /// How many batches the streaming sequences keep read ahead of the one whose rows they are
  /// yielding, on several threads: two of the per-row policy's short batches, so that the
  /// workers do not run out of work whenever the caller's thread (which reads the input and
  /// writes the rows out, on two cores sharing them with two workers) falls behind
  /// for a moment, as they did with one; one under the uniform policy, whose batches are
  /// whole windows, to keep memory at three batches of them (yielded, laid out, read).
  var batchesAhead: Int { options.policy == .uniform ? 1 : 2 }

  /// The most records one unit holds on one thread under the per-row policy when they come
  /// from an `EntryReader`: those its chunks read so far hold (`BatchedRecords.readRead()`).
  static let readUnitSize = 32

  /// The most records one batch holds (unless one uniform window is larger).
  static let maximumBatchRecords = 2048
}
