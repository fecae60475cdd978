/// Reads ``EntryRecord``s from an asynchronous sequence of byte chunks (a socket, a request
/// body, `URLSession` bytes gathered into chunks), with the rules of ``EntryReader``.
///
/// If the chunk sequence throws, the reader yields one ``EntryError/readFailed(_:)`` record
/// and ends; it never throws itself.
///
/// ```swift
/// for await record in AsyncEntryReader(chunks: body, format: .jsonLines) {
///   handle(record)
/// }
/// ```
public struct AsyncEntryReader<Chunks: AsyncSequence>: AsyncSequence
where Chunks.Element: Collection<UInt8> {
  /// The records.
  public typealias Element = EntryRecord
  /// The reader does not throw: a failing chunk sequence ends in a record.
  public typealias Failure = Never

  private let chunks: Chunks
  private let format: EntryFormat
  private let options: EntryReaderOptions

  /// A reader of `chunks` in `format`.
  public init(
    chunks: Chunks, format: EntryFormat, options: EntryReaderOptions = EntryReaderOptions()
  ) {
    self.chunks = chunks
    self.format = format
    self.options = options
  }

  /// An iterator over one pass of `chunks`.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      base: chunks.makeAsyncIterator(),
      decoder: EntryStreamDecoder(format: format, options: options))
  }

  /// Yields the records, reading more chunks when needed.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private var base: Chunks.AsyncIterator
    private var decoder: EntryStreamDecoder
    private var pending: [EntryRecord] = []
    private var pendingIndex = 0
    private var ended = false

    fileprivate init(base: Chunks.AsyncIterator, decoder: EntryStreamDecoder) {
      self.base = base
      self.decoder = decoder
    }

    /// The next record; `nil` after the last.
    public mutating func next() async -> EntryRecord? {
      while pendingIndex == pending.count {
        guard !ended else { return nil }
        do {
          if let chunk = try await base.next() {
            pending = decoder.decode(chunk)
          } else {
            pending = decoder.finish()
            ended = true
          }
        } catch {
          pending = decoder.fail(reading: readErrorDescription(error))
          ended = true
        }
        pendingIndex = 0
      }
      defer { pendingIndex += 1 }
      return pending[pendingIndex]
    }
  }
}

extension AsyncEntryReader: Sendable where Chunks: Sendable {}
