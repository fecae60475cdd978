import Dispatch
import NIOCore
import Synchronization
import Testing

@testable import WalletServer

/// How the statements in progress share the service's threads (Docs/Server.md, "How the service
/// shares its threads").
struct WorkGateTests {
  @Test func aNewStatementsPieceRunsBeforeTheNextPieceOfOneThatHasAnsweredRows() {
    // One piece per statement at most: its task waits for it.
    var queue = PieceQueue<String>()
    queue.add("answered 1,024 rows", done: 1024)
    queue.add("started earlier", done: 0)
    queue.add("new", done: 0)
    queue.add("answered 512 rows", done: 512)
    #expect(queue.count == 4)
    #expect(queue.removeFirst() == "started earlier")
    #expect(queue.removeFirst() == "new")
    #expect(queue.removeFirst() == "answered 512 rows")
    #expect(queue.removeFirst() == "answered 1,024 rows")
    #expect(queue.removeFirst() == nil)
  }

  @Test func statementsThatHaveAnsweredAsManyRowsRunInTheOrderTheyQueued() {
    var queue = PieceQueue<Int>()
    for statement in 0..<5 { queue.add(statement, done: 256) }
    #expect((0..<5).map { _ in queue.removeFirst() } == [0, 1, 2, 3, 4])
  }

  @Test func aThreadThatComesFreeRunsTheNewStatementsPieceFirst() {
    let gate = WorkGate(threads: 1)
    let running = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let order = Mutex<[String]>([])
    // The gate's one thread is busy while the two pieces queue.
    gate.submit(done: 300) {
      running.signal()
      release.wait()
    }
    running.wait()
    gate.submit(done: 2048) {
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
