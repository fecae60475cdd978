/// JSON Lines records split off the input but not yet decoded: each line's bytes, its line
/// number and byte offset, and the records whose outcome the split already settles (a line
/// over the limit, a read failure).
///
/// A reader's thread splits lines and fills these
/// (``EntryReader/Iterator/nextUndecoded(upTo:stoppingWhereInputWaits:)``); another thread
/// decodes them (``record(at:)``), with the same outcome as the reader's own records
/// (``EntryStreamDecoder``'s rules): what the list formatter's workers do with several
/// threads, so that the thread reading the input only splits it.
///
/// The split costs the reading thread little a line: each chunk's bytes are copied at once
/// (``appendChunk(_:)``), a line lying whole in its chunk is kept as a range of that copy, and
/// the records of a chunk are handed out as views of its arrays (``records(in:)``), which
/// share them rather than copy them.
package struct UndecodedRecords: Sendable {
  /// The limits the records are read under (``EntryReaderOptions/rejectsControlsInText``).
  let options: EntryReaderOptions
  /// The bytes the lines lie in: a copy of each chunk, and the lines that spanned chunks.
  private var bytes: [UInt8] = []
  /// The records of every view sharing these arrays, in input order.
  private var items: [Item] = []
  /// The records the split settled, in input order.
  private var settled: [EntryRecord] = []
  /// The items these records are.
  private var range: Range<Int> = 0..<0

  /// A line to decode, `bytes[start..<end]`, starting at `offset` in the input on line
  /// `number`; or, with `start` -1, the record the split settled at `settled[end]`.
  private struct Item: Sendable {
    var number: Int
    var offset: Int
    var start: Int
    var end: Int
  }

  /// Records read under `options`, with room for `capacity` of them and `byteCapacity` bytes
  /// of their lines.
  init(options: EntryReaderOptions, capacity: Int = 0, byteCapacity: Int = 0) {
    self.options = options
    items.reserveCapacity(capacity)
    bytes.reserveCapacity(byteCapacity)
  }

  /// How many records these are.
  package var count: Int { range.count }

  /// Whether there are none.
  package var isEmpty: Bool { range.isEmpty }

  /// How many bytes the lines take, chunks' copies included: what room to make for the next.
  var byteCount: Int { bytes.count }

  /// The record at `index`, decoded.
  package func record(at index: Int) -> EntryRecord {
    let item = items[range.lowerBound + index]
    guard item.start >= 0 else { return settled[item.end] }
    return bytes.withUnsafeBufferPointer { all in
      EntryStreamDecoder.record(
        ofJSONLine: UnsafeBufferPointer(rebasing: all[item.start..<item.end]), line: item.number,
        offset: item.offset, options: options)
    }
  }

  /// Records `indices` of these, sharing their arrays: a view to decode, not to append to.
  func records(in indices: Range<Int>) -> UndecodedRecords {
    var view = self
    view.range = (range.lowerBound + indices.lowerBound)..<(range.lowerBound + indices.upperBound)
    return view
  }

  /// Copies `chunk` whole, for lines that lie in it to be added as ranges of the copy
  /// (``appendLine(at:count:number:offset:)``); the copy's first index.
  mutating func appendChunk(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
    let start = bytes.count
    bytes.append(contentsOf: chunk)
    return start
  }

  /// Adds the line of `count` bytes at `start` of the bytes, copied with ``appendChunk(_:)``.
  mutating func appendLine(at start: Int, count: Int, number: Int, offset: Int) {
    items.append(Item(number: number, offset: offset, start: start, end: start + count))
    range = range.lowerBound..<items.count
  }

  /// Adds a line, copying it.
  mutating func appendLine(_ line: UnsafeBufferPointer<UInt8>, number: Int, offset: Int) {
    let start = bytes.count
    bytes.append(contentsOf: line)
    appendLine(at: start, count: line.count, number: number, offset: offset)
  }

  mutating func append(_ record: EntryRecord) {
    items.append(Item(number: record.line, offset: 0, start: -1, end: settled.count))
    settled.append(record)
    range = range.lowerBound..<items.count
  }

  /// Appends `other`'s records at `indices`, copying their lines (a unit that spans two
  /// chunks: one a chunk).
  mutating func append(_ other: UndecodedRecords, at indices: Range<Int>) {
    let first = other.range.lowerBound + indices.lowerBound
    items.reserveCapacity(items.count + indices.count)
    for index in first..<(first + indices.count) {
      let item = other.items[index]
      if item.start >= 0 {
        let start = bytes.count
        bytes.append(contentsOf: other.bytes[item.start..<item.end])
        items.append(Item(number: item.number, offset: item.offset, start: start, end: bytes.count))
      } else {
        items.append(Item(number: item.number, offset: 0, start: -1, end: settled.count))
        settled.append(other.settled[item.end])
      }
    }
    range = range.lowerBound..<items.count
  }
}
