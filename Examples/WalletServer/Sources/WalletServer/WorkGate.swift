import NIOPosix
import Synchronization

/// Runs the statements' work on threads of its own, a piece at a time, the statement that has
/// done the least first.
///
/// A statement's reading and layout never wait on anything when its body has come in and its
/// client reads fast: run on Swift's cooperative pool, the statements would share its threads
/// in the order of its queue, first in first out, so that `/health`, a short statement and the
/// shutdown would each wait behind a piece of every statement in progress. So a statement's
/// work runs here instead, in pieces (a chunk of the body decoded and the rows it completes laid
/// out, about ``Routes/pieceTime``), on ``threads`` threads that run nothing else; the
/// cooperative pool keeps HTTP's tasks, which never wait for a statement.
///
/// Each statement has at most one piece queued (its task waits for it), and a thread that comes
/// free runs the queued piece of the statement that has answered the fewest records, the
/// earliest queued among equals (``PieceQueue``): a new statement's first piece waits for a
/// thread, not for the pieces of the statements already in progress, and long statements share
/// what is left equally.
final class WorkGate: Sendable {
  private let queue = Mutex(PieceQueue<@Sendable () -> Void>())
  private let pool: NIOThreadPool
  /// The threads that run pieces.
  let threads: Int

  /// A gate with `threads` threads of its own, started at once.
  init(threads: Int) {
    self.threads = max(1, threads)
    pool = NIOThreadPool(numberOfThreads: self.threads)
    pool.start()
  }

  /// Runs `work`, a piece of a statement that has answered `done` records, on one of the gate's
  /// threads when its turn comes, and returns what it returns.
  func run<Result: Sendable>(done: Int, _ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      submit(done: done) { continuation.resume(returning: work()) }
    }
  }

  /// Queues `piece`; a thread runs it in its turn.
  func submit(done: Int, _ piece: @escaping @Sendable () -> Void) {
    queue.withLock { $0.add(piece, done: done) }
    // One run of the pool per piece queued, each taking the first piece in the queue's order at
    // the time it runs, not necessarily this one.
    pool.submit { _ in
      let next = self.queue.withLock { $0.removeFirst() }
      next?()
    }
  }
}

/// The pieces waiting for a thread, in the order they run: the least `done` first, the earliest
/// added among equals.
struct PieceQueue<Piece> {
  private struct Entry {
    var done: Int
    var order: Int
    var piece: Piece
  }

  private var entries: [Entry] = []
  private var added = 0

  /// The pieces waiting.
  var count: Int { entries.count }

  /// Adds a piece of a statement that has answered `done` records.
  mutating func add(_ piece: Piece, done: Int) {
    entries.append(Entry(done: done, order: added, piece: piece))
    added += 1
  }

  /// Removes and returns the piece to run next; nil when none waits. The queue holds a piece
  /// per statement in progress at most, so a scan costs less than keeping an order.
  mutating func removeFirst() -> Piece? {
    guard var best = entries.indices.first else { return nil }
    for index in entries.indices.dropFirst()
    where (entries[index].done, entries[index].order) < (entries[best].done, entries[best].order) {
      best = index
    }
    return entries.remove(at: best).piece
  }
}
