import Dispatch
import NIOCore
import Synchronization
import Testing

@testable import WalletServer

/// How the statements in progress share the service's threads (Docs/Server.md, "How the service
/// shares its threads").
struct WorkGateTests {
  // A statement has one piece queued at most: its task waits for it.

  @Test func aNewStatementsPieceRunsBeforeTheNextPieceOfALongOne() {
    var queue = PieceQueue<String>()
    queue.add("long, its 10th piece", done: 9)
    queue.add("new, its first piece", done: 0)
    #expect(queue.count == 2)
    #expect(queue.removeFirst() == "new, its first piece")
    #expect(queue.removeFirst() == "long, its 10th piece")
    #expect(queue.removeFirst() == nil)
  }

  @Test func theFirstPiecesOfEveryStatementRunInTheOrderTheyQueued() {
    let first = PieceQueue<String>.firstPieces
    var queue = PieceQueue<String>()
    queue.add("A, past its first pieces", done: first)
    queue.add("B, its first piece", done: 0)
    queue.add("C, its last first piece", done: first - 1)
    queue.add("D, its second piece", done: 1)
    #expect(
      (0..<5).map { _ in queue.removeFirst() } == [
        "B, its first piece", "C, its last first piece", "D, its second piece",
        "A, past its first pieces", nil,
      ])
  }

  @Test func longStatementsTakeTurnsHoweverMuchEachHasDone() {
    var queue = PieceQueue<String>()
    queue.add("A, 200 pieces done", done: 200)
    queue.add("B, 8 pieces done", done: 8)
    queue.add("C, 50 pieces done", done: 50)
    #expect(
      (0..<3).map { _ in queue.removeFirst() } == [
        "A, 200 pieces done", "B, 8 pieces done", "C, 50 pieces done",
      ])
    // A's next piece goes after those already waiting.
    queue.add("D, 9 pieces done", done: 9)
    queue.add("A, 201 pieces done", done: 201)
    #expect(queue.removeFirst() == "D, 9 pieces done")
    #expect(queue.removeFirst() == "A, 201 pieces done")
  }

  @Test func aThreadThatComesFreeRunsTheNewStatementsPieceFirst() {
    let gate = WorkGate(threads: 1)
    let running = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let order = Mutex<[String]>([])
    // The gate's one thread is busy while the two pieces queue.
    gate.submit(done: 30) {
      running.signal()
      release.wait()
    }
    running.wait()
    gate.submit(done: 31) {
      order.withLock { $0.append("long statement, its next piece") }
      finished.signal()
    }
    gate.submit(done: 0) {
      order.withLock { $0.append("new statement, its first piece") }
      finished.signal()
    }
    release.signal()
    finished.wait()
    finished.wait()
    #expect(
      order.withLock { $0 } == ["new statement, its first piece", "long statement, its next piece"]
    )
  }

  /// Pieces that keep every gate thread busy leave the cooperative pool to the rest of the
  /// service (`/health`, a connection's reading and writing). Run on the pool, as many pieces
  /// would hold every thread of it: the task below could not run, nor release them, until
  /// their wait ran out.
  @Test func busyPiecesLeaveTheCooperativePoolFree() async {
    let threads = System.coreCount
    let gate = WorkGate(threads: threads)
    let release = DispatchSemaphore(value: 0)
    let (started, starts) = AsyncStream<Void>.makeStream()
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<threads {
        group.addTask {
          await gate.run(done: 0) {
            starts.yield()
            return release.wait(timeout: .now() + .seconds(20)) == .success
          }
        }
      }
      var running = 0
      for await _ in started {
        running += 1
        if running == threads { break }
      }
      let answered = await Task.detached { "ok" }.value
      #expect(answered == "ok")
      for _ in 0..<threads { release.signal() }
      let released = await group.reduce(into: []) { $0.append($1) }
      #expect(released == Array(repeating: true, count: threads))
    }
  }
}
