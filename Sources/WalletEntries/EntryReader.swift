import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads ``EntryRecord``s from a byte stream in chunks: a `FileHandle` (standard input
/// included) or any sequence of byte chunks. One record per input record, in input order,
/// none dropped; memory stays bounded by ``EntryReaderOptions/maximumLineLength``, never by
/// the input's size. See ``EntryStreamDecoder`` for the line and record rules.
///
/// The sequence is single-pass for a file handle (a second iteration goes on where the
/// handle is).
///
/// ```swift
/// for record in EntryReader(fileHandle: .standardInput, format: .csv) {
///   if let diagnostic = record.diagnostic { print(diagnostic) }
/// }
/// let chunks = [Array(#"{"title":"A","amount":"1 €"}"#.utf8), Array("\n".utf8)]
/// Array(EntryReader(chunks: chunks, format: .jsonLines)).count  // 1
/// ```
public struct EntryReader: Sequence {
  private let format: EntryFormat
  private let options: EntryReaderOptions
  private let makeFeeder: () -> Feeder
  /// Whether the input has no bytes ready to read now (``inputWaits``); nil for an input
  /// that never waits.
  private let waits: (() -> Bool)?

  /// Feeds the next chunk into the decoder and returns its records, or `nil` at the end.
  fileprivate typealias Feeder = (inout EntryStreamDecoder) -> [EntryRecord]?

  /// A reader of the byte chunks `chunks` (each a `[UInt8]`, `Data`, `ArraySlice<UInt8>`,
  /// `String.UTF8View`, …) in `format`.
  public init<Chunks: Sequence>(
    chunks: Chunks, format: EntryFormat, options: EntryReaderOptions = EntryReaderOptions()
  ) where Chunks.Element: Collection<UInt8> {
    self.format = format
    self.options = options
    self.makeFeeder = {
      var iterator = chunks.makeIterator()
      return { decoder in iterator.next().map { decoder.decode($0) } }
    }
    self.waits = nil
  }

  /// A reader of `fileHandle` (a file, a pipe, `FileHandle.standardInput`) in `format`,
  /// reading up to `chunkSize` bytes at a time. A read error ends the sequence with an
  /// ``EntryError/readFailed(_:)`` record.
  ///
  /// Each chunk is one `read(2)` of the handle's descriptor: Foundation's
  /// `read(upToCount:)` on Linux asks the system for 4 KiB at a time, sixteen calls for a
  /// chunk of 64 KiB. A read that gives fewer bytes (a pipe's) is a smaller chunk; one that a
  /// signal interrupts is made again.
  public init(
    fileHandle: FileHandle, format: EntryFormat,
    options: EntryReaderOptions = EntryReaderOptions(), chunkSize: Int = 64 * 1024
  ) {
    self.format = format
    self.options = options
    self.waits = Self.readiness(of: fileHandle.fileDescriptor)
    let size = Swift.max(1, chunkSize)
    self.makeFeeder = {
      var failed = false
      return { decoder in
        guard !failed else { return nil }
        var failure: Int32 = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
          count = 0
          while true {
            let got = read(fileHandle.fileDescriptor, buffer.baseAddress, size)
            if got >= 0 {
              count = got
              return
            }
            guard errno == EINTR else {
              failure = errno
              return
            }
          }
        }
        if failure != 0 {
          failed = true
          return decoder.fail(reading: systemMessage(errno: failure))
        }
        guard !chunk.isEmpty else { return nil }
        return decoder.decode(chunk)
      }
    }
  }

  /// Whether the input has nothing ready to read now: a pipe or a terminal whose writer has
  /// written nothing more yet, so that the next read waits for it. Always false for chunks and
  /// regular files, which never keep a reader waiting, and for an input that has ended (a
  /// read then returns at once).
  ///
  /// A caller that holds output back (in blocks, or batches read ahead) writes it out when the
  /// input waits: rows of a log followed live then show as its lines arrive.
  package var inputWaits: Bool { waits?() ?? false }

  /// Whether ``inputWaits`` can ever be true: false for chunks and regular files.
  package var canWait: Bool { waits != nil }

  /// ``inputWaits`` for `descriptor`: a poll(2) with no timeout; nil for a regular file.
  private static func readiness(of descriptor: Int32) -> (() -> Bool)? {
    var status = stat()
    if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG { return nil }
    return {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      // 0: nothing ready; 1: bytes, the end or an error ready; -1 (a signal): read on.
      return poll(&request, 1, 0) == 0
    }
  }

  /// An iterator that reads chunks as records are asked for.
  public func makeIterator() -> Iterator {
    Iterator(
      decoder: EntryStreamDecoder(format: format, options: options), feed: makeFeeder(),
      waits: waits)
  }

  /// Yields the records of one pass over the input.
  public struct Iterator: IteratorProtocol {
    private var decoder: EntryStreamDecoder
    private let feed: Feeder
    private let waits: (() -> Bool)?
    /// The records of the last chunk not yet taken, last first, so that each is moved out
    /// rather than copied (a copy retains every string of the entry).
    private var pending: [EntryRecord] = []
    /// The records split off the last chunk, when decoding is deferred, and the next to take.
    private var undecoded: UndecodedRecords
    private var undecodedIndex = 0
    private var ended = false

    fileprivate init(
      decoder: EntryStreamDecoder, feed: @escaping Feeder, waits: (() -> Bool)?
    ) {
      self.decoder = decoder
      self.feed = feed
      self.waits = waits
      undecoded = UndecodedRecords(options: decoder.options)
    }

    /// Defers decoding JSON Lines (``EntryStreamDecoder/defersDecoding()``): the records are
    /// then read with ``nextUndecoded(upTo:stoppingWhereInputWaits:)``, not ``next()``. False,
    /// and nothing changes, for CSV or once records have been read.
    package mutating func defersDecoding() -> Bool {
      pending.isEmpty && !ended && decoder.defersDecoding()
    }

    /// Whether the next record waits for input: the chunks read hold no more, and the input
    /// has nothing ready (``EntryReader/inputWaits``).
    package func waitsForInput() -> Bool {
      guard let waits else { return false }
      return pending.isEmpty && undecodedIndex == undecoded.count && !ended && waits()
    }

    /// Up to `count` more records in input order, split off the input but not decoded (after
    /// ``defersDecoding()``); fewer at the end of the input, and, when
    /// `stoppingWhereInputWaits`, where the input waits (``waitsForInput()``) after at least
    /// one, so that the records read are not held back for input that has not come. None only
    /// at the end. Records that lie in one chunk share its arrays; only a unit that spans two
    /// chunks is copied.
    package mutating func nextUndecoded(
      upTo count: Int, stoppingWhereInputWaits: Bool = false
    ) -> UndecodedRecords {
      var records = UndecodedRecords(options: decoder.options)
      while records.count < count {
        if undecodedIndex == undecoded.count {
          guard !ended else { break }
          if stoppingWhereInputWaits && !records.isEmpty, let waits, waits() { break }
          if feed(&decoder) == nil {
            _ = decoder.finish()
            ended = true
          }
          undecoded = decoder.takeUndecoded()
          undecodedIndex = 0
          continue
        }
        let available = undecoded.count - undecodedIndex
        if records.isEmpty && available >= count {
          defer { undecodedIndex += count }
          return undecoded.records(in: undecodedIndex..<undecodedIndex + count)
        }
        let taken = Swift.min(count - records.count, available)
        records.append(undecoded, at: undecodedIndex..<undecodedIndex + taken)
        undecodedIndex += taken
      }
      return records
    }

    /// The next record, reading more chunks when needed; `nil` after the last.
    public mutating func next() -> EntryRecord? {
      while pending.isEmpty {
        guard !ended else { return nil }
        if let records = feed(&decoder) {
          pending = records
        } else {
          pending = decoder.finish()
          ended = true
        }
        // Through the buffer, whose swaps move the records rather than copy them.
        pending.withUnsafeMutableBufferPointer { $0.reverse() }
      }
      return pending.popLast()
    }

    /// The next record when the chunks read so far hold it, without reading another; nil
    /// otherwise. For a caller that takes several records at a time, and would not wait on
    /// the input for more than ``next()`` did.
    package mutating func nextRead() -> EntryRecord? {
      pending.popLast()
    }
  }
}
