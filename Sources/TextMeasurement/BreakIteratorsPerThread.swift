import CICU
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Which ICU break iterator a caller needs.
enum BreakIteratorKind: Hashable {
  /// A line break iterator for an ICU locale id ("en", "ja@lb=strict").
  case line(String)
  /// The extended grapheme cluster iterator (root locale).
  case character
}

/// ICU break iterators, one per thread and kind.
///
/// An ICU iterator is not thread-safe and opening one is slow, so neither one per call nor one
/// shared by all threads will do. The first use of a kind opens a *prototype*, kept for the life of
/// the process and never iterated; each thread that needs that kind clones the prototype once
/// (under a lock) and keeps its clone in thread-local storage. The clones are closed when their
/// thread exits.
///
/// A body runs synchronously on the calling thread, so a Swift task cannot move to another
/// thread while it holds an iterator.
enum BreakIteratorsPerThread {
  /// The prototypes, as pointer bit patterns (so the dictionary is plain Sendable data).
  private static let prototypes = Locked<[BreakIteratorKind: UInt]>([:])

  /// Runs `body` with this thread's iterator of `kind`, or returns nil when ICU cannot open
  /// one.
  static func withIterator<Result>(
    _ kind: BreakIteratorKind, _ body: (OpaquePointer) -> Result
  ) -> Result? {
    guard let cache = ThreadIterators.current else {
      // No thread-local storage: fall back to a clone for this call only.
      guard let iterator = cloneOfPrototype(kind) else { return nil }
      defer { cicu_break_close(iterator) }
      return body(iterator)
    }
    // Texts come in runs of one kind: the last one used is checked before the table.
    if let last = cache.last, last.kind == kind { return body(last.iterator) }
    if let iterator = cache.iterators[kind] {
      cache.last = (kind, iterator)
      return body(iterator)
    }
    guard let iterator = cloneOfPrototype(kind) else { return nil }
    cache.iterators[kind] = iterator
    cache.last = (kind, iterator)
    return body(iterator)
  }

  /// A new clone of the prototype of `kind`, opening the prototype on first use.
  private static func cloneOfPrototype(_ kind: BreakIteratorKind) -> OpaquePointer? {
    let bits: UInt? = prototypes.withLock { prototypes in
      let prototype: OpaquePointer
      if let existing = prototypes[kind].flatMap({ OpaquePointer(bitPattern: $0) }) {
        prototype = existing
      } else {
        guard let opened = open(kind) else { return nil }
        prototypes[kind] = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(opened)))
        prototype = opened
      }
      var error: Int32 = 0
      guard let clone = cicu_break_clone(prototype, &error) else { return nil }
      return UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(clone)))
    }
    return bits.flatMap { OpaquePointer(bitPattern: $0) }
  }

  /// Opens a new iterator of `kind`; a line iterator for a locale ICU rejects falls back to
  /// the root locale.
  private static func open(_ kind: BreakIteratorKind) -> OpaquePointer? {
    var error: Int32 = 0
    switch kind {
    case .line(let locale):
      if let iterator = locale.withCString({ cicu_line_break_open($0, &error) }) {
        return iterator
      }
      return cicu_line_break_open("", &error)
    case .character:
      return cicu_character_break_open("", &error)
    }
  }
}

extension BreakIteratorsPerThread {
  /// Calls `body` with each opportunity ICU finds inside `run` alone with `breaker`'s
  /// iterator, in order, as UTF-16 offsets from its start (its end left out): a run of
  /// characters of class SA (Thai, Lao, Khmer, Myanmar), whose words ICU finds by dictionary.
  /// Within a text, ICU breaks such a run as it breaks the run alone (`SpaceSeparatedText`
  /// covers the rest). A thread keeps the answers for the runs it has broken, up to
  /// ``dictionaryRunLimit`` of them and whatever the locale (the locales the rule is used
  /// for share the root's dictionaries, as tests check), so that a word that comes again
  /// costs a look-up rather than the dictionary's pass; a run longer than
  /// ``dictionaryRunKeptLength`` is broken each time, so that what a thread keeps stays small
  /// whatever the input.
  static func forEachDictionaryBreak(
    inside run: UnsafeBufferPointer<UInt16>, by breaker: LineBreaker, _ body: (Int) -> Void
  ) {
    guard run.count <= dictionaryRunKeptLength, let cache = ThreadIterators.current else {
      for offset in dictionaryBreaks(inside: run, by: breaker) { body(Int(offset)) }
      return
    }
    let hash = fnv1a(run)
    if let kept = cache.dictionaryRuns[hash], kept.run.elementsEqual(run) {
      for offset in kept.breaks { body(Int(offset)) }
      return
    }
    let breaks = dictionaryBreaks(inside: run, by: breaker)
    if cache.dictionaryRuns.count >= dictionaryRunLimit {
      cache.dictionaryRuns.removeAll(keepingCapacity: true)
    }
    cache.dictionaryRuns[hash] = (Array(run), breaks)
    for offset in breaks { body(Int(offset)) }
  }

  /// How many runs a thread keeps the breaks of (``forEachDictionaryBreak(inside:by:_:)``);
  /// past it, it forgets them all and starts again.
  static let dictionaryRunLimit = 4096

  /// The longest run, in UTF-16 units, whose breaks a thread keeps: a phrase of several
  /// words (the corpora's longest run of SA is 38).
  static let dictionaryRunKeptLength = 64

  /// ICU's opportunities inside `run` alone, as `breaker` finds them.
  private static func dictionaryBreaks(
    inside run: UnsafeBufferPointer<UInt16>, by breaker: LineBreaker
  ) -> [Int32] {
    var breaks: [Int32] = []
    breaker.forEachICUOpportunity(utf16: run) { offset, _ in
      if offset < run.count { breaks.append(Int32(truncatingIfNeeded: offset)) }
    }
    return breaks
  }

  /// The 64-bit FNV-1a hash of `units`: a run's key among the runs a thread keeps.
  private static func fnv1a(_ units: UnsafeBufferPointer<UInt16>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for unit in units { hash = (hash ^ UInt64(unit)) &* 0x100_0000_01b3 }
    return hash
  }
}

/// One thread's iterators, owned by a thread-local slot and closed when the thread exits.
private final class ThreadIterators {
  var iterators: [BreakIteratorKind: OpaquePointer] = [:]
  /// The iterator used last, one of `iterators`.
  var last: (kind: BreakIteratorKind, iterator: OpaquePointer)?
  /// The runs of dictionary text broken on this thread and their breaks, by their hash
  /// (``BreakIteratorsPerThread/forEachDictionaryBreak(inside:by:_:)``).
  var dictionaryRuns: [UInt64: (run: [UInt16], breaks: [Int32])] = [:]

  deinit {
    for iterator in iterators.values { cicu_break_close(iterator) }
  }

  /// The thread-local slot's key, or nil if the system refused one.
  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<ThreadIterators>.fromOpaque(pointer).release()
    }
    return status == 0 ? key : nil
  }()

  /// The calling thread's iterators, created on first use; nil without thread-local storage.
  static var current: ThreadIterators? {
    guard let key else { return nil }
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<ThreadIterators>.fromOpaque(pointer).takeUnretainedValue()
    }
    let cache = ThreadIterators()
    let retained = Unmanaged.passRetained(cache)
    guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
      retained.release()
      return nil
    }
    return cache
  }
}
