#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a pthread mutex: what the modules share between threads (caches, a
/// batch's state). Types made once per text or row keep their mutex in their own allocation
/// instead, with ``PthreadMutex``.
///
/// It takes the place of `Synchronization.Mutex`, whose Linux implementation locks with raw
/// futex calls that the thread sanitizer does not intercept: TSan saw no order between two
/// threads' accesses under it and reported races on every guarded value. `pthread_mutex_lock`
/// and `pthread_mutex_unlock` are intercepted, so code under `Locked` is checked for what it
/// really does. An uncontended pthread mutex costs about as much as a futex-based one.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// ```
package final class Locked<Value: Sendable>: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var value: Value

  /// A lock guarding `value`.
  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    PthreadMutex.initialize(mutex)
  }

  deinit {
    PthreadMutex.destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; no other thread reads or writes the value
  /// until it returns.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try PthreadMutex.withLocked(mutex) { try body(&value) }
  }
}

/// The pieces of a lock for a mutex that lives in memory its owner provides: ``Locked``'s, and
/// those of types that keep their mutex in their own allocation (the element of a
/// `ManagedBuffer`), so that one made per text or per row costs a single allocation.
package enum PthreadMutex {
  /// Initializes the uninitialized `mutex` for locks held a short while: on glibc an adaptive
  /// mutex, which spins briefly before it sleeps. A thread that finds the lock taken would
  /// otherwise sleep in the kernel and be woken again, and the workers of a list, which look titles
  /// up in one shared cache for every row, would do that many times a list (each time a pair of
  /// context switches). Elsewhere, the default mutex.
  package static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    mutex.initialize(to: pthread_mutex_t())
    #if canImport(Glibc)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      defer { pthread_mutexattr_destroy(&attributes) }
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      let status = pthread_mutex_init(mutex, &attributes)
    #else
      let status = pthread_mutex_init(mutex, nil)
    #endif
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  /// Destroys and deinitializes `mutex`, which no thread holds.
  package static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
  }

  /// Runs `body` holding `mutex`.
  @inlinable
  package static func withLocked<Result>(
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>, _ body: () throws -> Result
  ) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
