import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// Runs the statements' work on threads of its own, a piece at a time: the first pieces of each
/// statement before the rest, and the rest in turn.
///
/// A statement's reading and layout never wait on anything when its body has come in and its
/// client reads fast: run on Swift's cooperative pool, the statements would share its threads
/// in the order of its queue, first in first out, so that `/health`, a short statement and the
/// shutdown would each wait behind a piece of every statement in progress. So a statement's
/// work runs here instead, in pieces (a chunk of the body decoded and the rows it completes laid
/// out, about ``Routes/pieceTime``), on ``threads`` threads that run nothing else; the
/// cooperative pool keeps HTTP's tasks, which never wait for a statement.
///
/// Each statement has at most one piece queued (its task waits for it). A thread that comes
/// free runs, in the order they were queued, the pieces among a statement's first
/// ``PieceQueue/firstPieces`` before any other (a short statement is all first pieces), then
/// the others: the long statements take turns, a piece each.
final class WorkGate: Sendable {
  /// Locked with a `pthread_mutex_t` (`Synchronization.Mutex` locks with raw futex calls on
  /// Linux, which the thread sanitizer does not see).
  private let queue = NIOLockedValueBox(PieceQueue<@Sendable () -> Void>())
  private let pool: NIOThreadPool
  /// The threads that run pieces.
  let threads: Int

  /// A gate with `threads` threads of its own, started at once.
  init(threads: Int) {
    self.threads = max(1, threads)
    pool = NIOThreadPool(numberOfThreads: self.threads)
    pool.start()
  }

  /// Runs `work`, a piece of a statement that has run `done` pieces before it, on one of the
  /// gate's threads when its turn comes, and returns what it returns.
  func run<Result: Sendable>(done: Int, _ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      submit(done: done) { continuation.resume(returning: work()) }
    }
  }

  /// Queues `piece`, of a statement that has run `done` pieces before it; a thread runs it in
  /// its turn.
  func submit(done: Int, _ piece: @escaping @Sendable () -> Void) {
    queue.withLockedValue { $0.add(piece, done: done) }
    // One run of the pool per piece queued, each taking the first piece in the queue's order at
    // the time it runs, not necessarily this one.
    pool.submit { _ in
      let next = self.queue.withLockedValue { $0.removeFirst() }
      next?()
    }
  }
}

/// The pieces waiting for a thread, in the order they run: those among their statement's
/// first ``firstPieces`` first, then the others, each group in the order added. A short
/// statement is all first pieces (a 10-row one takes one, a 100-row one one or two), so it
/// waits only for the first pieces of others, never behind a long statement's; past them, a
/// long statement takes its turn with the others, a piece each, however much it has done: no
/// more than the first pieces of statements that arrive later go before it.
struct PieceQueue<Piece> {
  /// The pieces of a statement that go before the long statements'.
  static var firstPieces: Int { 4 }

  private var first = CircularBuffer<Piece>()
  private var rest = CircularBuffer<Piece>()

  /// The pieces waiting.
  var count: Int { first.count + rest.count }

  /// Adds a piece of a statement that has run `done` pieces before it.
  mutating func add(_ piece: Piece, done: Int) {
    if done < Self.firstPieces { first.append(piece) } else { rest.append(piece) }
  }

  /// Removes and returns the piece to run next; nil when none waits.
  mutating func removeFirst() -> Piece? {
    first.popFirst() ?? rest.popFirst()
  }
}

extension PieceQueue: Sendable where Piece: Sendable {}
