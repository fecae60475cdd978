import Locking
import TextMeasurement

/// Measured titles kept by their text, so that a title repeated on many rows (the same
/// merchant) is segmented, measured and broken once: a bounded, thread-safe cache of
/// `PreparedText` values for one measurer and one set of line-breaking options.
///
/// It is bounded twice: by ``capacity`` titles, and by ``maximumBytes`` bytes of title text
/// (UTF-8) in total, because a measurement takes memory in proportion to its text: about 26
/// bytes per grapheme cluster (its offsets, string index, advance and flags) plus a few
/// hundred bytes of its own. Titles longer than ``maximumTitleBytes`` are measured but not
/// kept: they rarely repeat, and one would push out many short ones. With the defaults
/// (4096 titles, 256 KiB of text) a full cache holds at most about 8 MiB.
///
/// Eviction is CLOCK, an approximation of least-recently-used that costs a flag on a hit: a
/// title used since the hand last passed it gets a second chance.
///
/// ```swift
/// let cache = TitleCache(capacity: 2)
/// let measurer = TerminalCellMeasurer()
/// let coffee = cache.preparedText(for: "Coffee") { PreparedText($0, measurer: measurer) }
/// cache.preparedText(for: "Coffee") { PreparedText($0, measurer: measurer) }  // a hit
/// (cache.count, cache.hits, cache.misses)  // (1, 1, 1)
/// ```
public final class TitleCache: Sendable {
  /// The most titles kept.
  public let capacity: Int
  /// The most bytes of title text (UTF-8) kept, all titles together.
  public let maximumBytes: Int
  /// The longest title kept, in UTF-8 bytes.
  public let maximumTitleBytes: Int

  private struct Slot {
    var key: Key
    var prepared: PreparedText
    var referenced: Bool
  }

  /// A title as a dictionary key by its UTF-8 bytes, hashed before the lock is taken: a
  /// `String` key hashes and compares by canonical equivalence (Unicode normalization), which
  /// is costly for a non-ASCII title and would be done with the lock held, while the other
  /// workers wait for it. Titles that differ in their bytes are kept apart
  /// even if canonically equivalent, which costs at most a second measurement.
  private struct Key: Hashable {
    let title: String
    let hash: Int

    init(_ title: String) {
      self.title = title
      var hasher = Hasher()
      Self.withBytes(of: title) { hasher.combine(bytes: $0) }
      hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.hash == rhs.hash && UTF8Bytes.same(lhs.title, rhs.title)
    }

    /// `body` of the title's UTF-8 bytes (a native string's own storage).
    private static func withBytes<Result>(
      of title: String, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
      if let result = title.utf8.withContiguousStorageIfAvailable({
        body(UnsafeRawBufferPointer($0))
      }) {
        return result
      }
      return Array(title.utf8).withUnsafeBytes(body)
    }
  }

  private struct State {
    var slots: [Slot] = []
    var index: [Key: Int] = [:]
    var hand = 0
    var bytes = 0
    var hits = 0
    var misses = 0
  }

  private let state = Locked(State())

  /// A cache of at most `capacity` titles (0 keeps none) and `maximumBytes` bytes of their
  /// text; titles longer than `maximumTitleBytes` are not kept.
  public init(capacity: Int, maximumBytes: Int = 256 * 1024, maximumTitleBytes: Int = 1024) {
    self.capacity = max(0, capacity)
    self.maximumBytes = max(0, maximumBytes)
    self.maximumTitleBytes = max(0, min(maximumTitleBytes, maximumBytes))
  }

  /// The measurement of `title`: the kept one, or `measure(title)`, kept when it fits. Two
  /// threads that miss the same title at once may both measure it; one measurement is kept.
  public func preparedText(for title: String, _ measure: (String) -> PreparedText)
    -> PreparedText
  {
    guard capacity > 0 else { return measure(title) }
    let key = Key(title)
    let known = state.withLock { state -> PreparedText? in
      guard let slot = state.index[key] else {
        state.misses += 1
        return nil
      }
      state.hits += 1
      state.slots[slot].referenced = true
      return state.slots[slot].prepared
    }
    if let known { return known }
    let prepared = measure(title)
    let size = title.utf8.count
    guard size <= maximumTitleBytes else { return prepared }
    state.withLock { state in
      guard state.index[key] == nil else { return }
      insert(Slot(key: key, prepared: prepared, referenced: false), size: size, in: &state)
    }
    return prepared
  }

  private func insert(_ slot: Slot, size: Int, in state: inout State) {
    if state.slots.count < capacity && state.bytes + size <= maximumBytes {
      state.index[slot.key] = state.slots.count
      state.slots.append(slot)
      state.bytes += size
      return
    }
    // Sweep the hand until a slot that was not used since the last sweep, and take it; go on
    // while the text would not fit (the freed slots are filled from the end).
    while true {
      let victim = state.hand
      if state.slots[victim].referenced {
        state.slots[victim].referenced = false
        state.hand = (victim + 1) % state.slots.count
        continue
      }
      state.index[state.slots[victim].key] = nil
      state.bytes -= state.slots[victim].key.title.utf8.count
      // The last slot left always makes room: the cache is then empty, and no kept title is
      // longer than `maximumTitleBytes`, at most `maximumBytes`. So the loop below never
      // empties the cache.
      if state.bytes + size <= maximumBytes {
        state.slots[victim] = slot
        state.index[slot.key] = victim
        state.bytes += size
        state.hand = (victim + 1) % state.slots.count
        return
      }
      // Not enough room yet: drop the victim for good, moving the last slot into its place.
      let last = state.slots.count - 1
      if victim != last {
        state.slots[victim] = state.slots[last]
        state.index[state.slots[victim].key] = victim
      }
      state.slots.removeLast()
      state.hand %= state.slots.count
    }
  }

  /// How many titles are kept.
  public var count: Int { state.withLock { $0.slots.count } }
  /// How many bytes of title text (UTF-8) are kept.
  public var byteCount: Int { state.withLock { $0.bytes } }
  /// How many lookups found their title.
  public var hits: Int { state.withLock { $0.hits } }
  /// How many lookups did not.
  public var misses: Int { state.withLock { $0.misses } }
}
