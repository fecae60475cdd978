/// JSON Lines records split off the input but not yet decoded: each line's bytes, its line
/// number and byte offset, and the records whose outcome the split already settles (a line
/// over the limit, a read failure).
///
/// A reader's thread splits lines and fills these (``EntryReader/Iterator/nextUndecoded(upTo:)``);
/// another thread decodes them (``record(at:)``), with the same outcome as the reader's own
/// records (``EntryStreamDecoder``'s rules): what the list formatter's workers do with several
/// threads, so that the thread reading the input only splits it.
package struct UndecodedRecords: Sendable {
  /// The limits the records are read under (``EntryReaderOptions/rejectsControlsInText``).
  let options: EntryReaderOptions
  /// The lines' bytes, one after another (line feeds and a trailing carriage return removed).
  private var bytes: [UInt8] = []
  private var items: [Item] = []

  private enum Item: Sendable {
    /// A line to decode: `bytes[start..<end]`, starting at `offset` in the input.
    case line(number: Int, offset: Int, start: Int, end: Int)
    /// A record the split settled.
    case record(EntryRecord)
  }

  /// Records read under `options`, with room for `capacity` of them.
  init(options: EntryReaderOptions, capacity: Int = 0) {
    self.options = options
    items.reserveCapacity(capacity)
  }

  /// How many records these are.
  package var count: Int { items.count }

  /// Whether there are none.
  package var isEmpty: Bool { items.isEmpty }

  /// The record at `index`, decoded.
  package func record(at index: Int) -> EntryRecord {
    switch items[index] {
    case .record(let record):
      return record
    case .line(let number, let offset, let start, let end):
      return bytes.withUnsafeBufferPointer { all in
        EntryStreamDecoder.record(
          ofJSONLine: UnsafeBufferPointer(rebasing: all[start..<end]), line: number,
          offset: offset, options: options)
      }
    }
  }

  /// The record at `index` when the split settled it, nil for a line still to decode.
  package func settledRecord(at index: Int) -> EntryRecord? {
    guard case .record(let record) = items[index] else { return nil }
    return record
  }

  mutating func appendLine(_ line: UnsafeBufferPointer<UInt8>, number: Int, offset: Int) {
    let start = bytes.count
    bytes.append(contentsOf: line)
    items.append(.line(number: number, offset: offset, start: start, end: bytes.count))
  }

  mutating func append(_ record: EntryRecord) {
    items.append(.record(record))
  }

  /// Appends `other`'s records at `indices`, their lines' bytes copied at once.
  mutating func append(_ other: UndecodedRecords, at indices: Range<Int>) {
    var first: Int?
    var last = 0
    for index in indices {
      guard case .line(_, _, let start, let end) = other.items[index] else { continue }
      if first == nil { first = start }
      last = end
    }
    // The lines lie one after another in `other.bytes`: they move by the same shift.
    let shift = bytes.count - (first ?? 0)
    if let first { bytes.append(contentsOf: other.bytes[first..<last]) }
    items.reserveCapacity(items.count + indices.count)
    for index in indices {
      switch other.items[index] {
      case .record(let record):
        items.append(.record(record))
      case .line(let number, let offset, let start, let end):
        items.append(.line(number: number, offset: offset, start: start + shift, end: end + shift))
      }
    }
  }
}
