import WalletEntries

extension Sequence<WalletEntry> {
  /// The entries as records numbered from 1, for `WalletListFormatter.format(_:)`.
  ///
  /// ```swift
  /// formatter.format([coffee, rent].numbered())
  /// ```
  public func numbered() -> some Sequence<EntryRecord> { NumberedEntries(base: self) }
}

extension AsyncSequence where Element == WalletEntry {
  /// The entries as records numbered from 1; an error the sequence throws ends them with a
  /// `EntryError.readFailed(_:)` record.
  public func numbered() -> some AsyncSequence<EntryRecord, Never> {
    AsyncNumberedEntries(base: self)
  }
}

/// Entries numbered from 1 as records, for the formatter (`numbered()`).
struct NumberedEntries<Base: Sequence>: Sequence where Base.Element == WalletEntry {
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

/// Asynchronous entries numbered from 1 as records
/// (`numbered()`); a thrown error ends them with a
/// `EntryError.readFailed(_:)` record.
struct AsyncNumberedEntries<Base: AsyncSequence>: AsyncSequence
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
