#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a pthread mutex: what the modules share between threads (text memos,
/// caches, a batch's state).
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
    mutex.initialize(to: pthread_mutex_t())
    let status = initializeMutex(mutex)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; no other thread reads or writes the value
  /// until it returns.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}

/// Initializes `mutex` for locks held a short while: on glibc an adaptive mutex, which spins
/// briefly before it sleeps. A thread that finds the lock taken would otherwise sleep in the
/// kernel and be woken again, and the workers of a list, which look titles up in one shared
/// cache for every row, did that thousands of times a list (each a pair of context switches).
/// Elsewhere, the default mutex.
package func initializeMutex(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
  #if canImport(Glibc)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    defer { pthread_mutexattr_destroy(&attributes) }
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
    return pthread_mutex_init(mutex, &attributes)
  #else
    return pthread_mutex_init(mutex, nil)
  #endif
}
