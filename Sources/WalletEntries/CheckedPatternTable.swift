import Locking
import Synchronization

/// The checked patterns an ``AmountFormatter`` has learnt, read without a lock: what an
/// amount of a currency, sign and count of fraction digits already learnt takes, so that it
/// neither locks the formatter's table nor hashes its code nor copies its pattern.
///
/// Readers load the current ``Snapshot`` (immutable once published) with one atomic load and
/// find the code in its open-addressed index. Writers (the formatter, once it has checked a
/// pattern) publish a larger snapshot under a lock; every snapshot published stays alive as
/// long as the table, so a reader never holds one that is freed. A pattern is only ever added,
/// never changed: a checked pattern stays checked. The table holds at most ``capacity``
/// currency codes, signs and counts of fraction digits (below 65,536), each pattern's texts in
/// ``LocaleNumberPattern/Inline/capacity`` bytes; beyond them amounts go through the
/// formatter's locked table, with the same result.
final class CheckedPatternTable: Sendable {
  /// What an amount of one currency code, sign and count of fraction digits is written with.
  final class Entry: Sendable {
    /// The currency's minor digits: the fewest fraction digits shown.
    let minorDigits: Int
    /// The pattern checked for the sign and the count of fraction digits shown, held inline:
    /// an amount copies it out without retaining the entry.
    let pattern: LocaleNumberPattern.Inline

    init(minorDigits: Int, pattern: LocaleNumberPattern.Inline) {
      self.minorDigits = minorDigits
      self.pattern = pattern
    }
  }

  /// A currency code as given (up to ``CurrencyCode/maximumLength`` ASCII letters), a sign and
  /// a count of fraction digits given, packed into two words: the first eight bytes, then the
  /// rest, the length, the sign and the count.
  struct Key: Equatable {
    var low: UInt64
    var high: UInt64

    /// Nil for 65,536 fraction digits or more.
    init?(_ code: CurrencyCode, negative: Bool, fractionDigits: Int) {
      guard fractionDigits >= 0, fractionDigits <= 0xFFFF else { return nil }
      // From the code's bytes in place (a small string's are copied to the stack), without
      // stepping through its UTF-8 view.
      var text = code.rawValue
      let (low, high) = text.withUTF8 { bytes in
        // Byte i of the code is byte i of the words, in memory order.
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { words in
          words.copyMemory(
            from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).prefix(16)))
        }
        return words
      }
      self.low = low
      self.high =
        high | UInt64(text.utf8.count) << 32 | (negative ? 1 << 40 : 0)
        | UInt64(fractionDigits) << 48
    }

    /// The key's slot in an index of `slotCount` (a power of two) slots.
    func slot(in slotCount: Int) -> Int {
      let mixed = (low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
      return Int(truncatingIfNeeded: mixed >> 40) & (slotCount - 1)
    }
  }

  /// The keys published at one time, with an open-addressed index of them.
  final class Snapshot: Sendable {
    let keys: [Key]
    let entries: [Entry]
    /// `entries` without a reference count of their own (`entries` keeps them), so that an
    /// amount reads its entry without retaining it: every thread formatting amounts reads the
    /// same entries, and a count they all wrote would move between their cores.
    let unretainedEntries: [Unmanaged<Entry>]
    /// For each slot, the index in `keys` plus one of the key found there, or 0 for none.
    let index: [UInt8]

    init(keys: [Key], entries: [Entry]) {
      self.keys = keys
      self.entries = entries
      unretainedEntries = entries.map { Unmanaged.passUnretained($0) }
      var index = [UInt8](repeating: 0, count: CheckedPatternTable.slotCount)
      for (position, key) in keys.enumerated() {
        var slot = key.slot(in: index.count)
        while index[slot] != 0 { slot = (slot + 1) & (index.count - 1) }
        index[slot] = UInt8(position + 1)
      }
      self.index = index
    }

    /// The position of `key` in `keys`, if it is there.
    func position(of key: Key) -> Int? {
      var slot = key.slot(in: index.count)
      while true {
        let found = Int(index[slot])
        if found == 0 { return nil }
        if keys[found - 1] == key { return found - 1 }
        slot = (slot + 1) & (index.count - 1)
      }
    }
  }

  /// The most keys held; the index has twice as many slots, so that a probe stays short.
  static let capacity = 128
  private static let slotCount = 2 * capacity

  private let current = Atomic<Unmanaged<Snapshot>?>(nil)
  /// Every snapshot published, the current one last; written under its lock only.
  private let published = Locked<[Snapshot]>([])

  init() {}

  /// What `body` makes of the entry of `code`, the sign and `fractionDigits` given, when its
  /// checked pattern has been published; the entry is lent to `body` without being retained.
  func withEntry<Result>(
    for code: CurrencyCode, negative: Bool, fractionDigits: Int, _ body: (Entry) -> Result
  ) -> Result? {
    guard let snapshot = current.load(ordering: .acquiring),
      let key = Key(code, negative: negative, fractionDigits: fractionDigits)
    else { return nil }
    return snapshot._withUnsafeGuaranteedRef { snapshot in
      snapshot.position(of: key).map {
        snapshot.unretainedEntries[$0]._withUnsafeGuaranteedRef(body)
      }
    }
  }

  /// Publishes the checked `pattern` of `code`, the sign and `fractionDigits` given, whose
  /// currency has `minorDigits` minor digits, unless it is published already or the table is
  /// full.
  func publish(
    _ code: CurrencyCode, negative: Bool, fractionDigits: Int, minorDigits: Int,
    pattern: LocaleNumberPattern
  ) {
    guard let key = Key(code, negative: negative, fractionDigits: fractionDigits) else { return }
    published.withLock { published in
      let last = published.last
      if last?.position(of: key) != nil { return }
      let keys = last?.keys ?? []
      guard keys.count < Self.capacity, let inline = LocaleNumberPattern.Inline(pattern) else {
        return
      }
      let entry = Entry(minorDigits: minorDigits, pattern: inline)
      let snapshot = Snapshot(keys: keys + [key], entries: (last?.entries ?? []) + [entry])
      published.append(snapshot)
      current.store(Unmanaged.passUnretained(snapshot), ordering: .releasing)
    }
  }
}
