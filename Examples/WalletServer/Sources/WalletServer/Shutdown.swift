import NIOCore
import Synchronization

/// How far the service's shutdown has gone: the requests in flight get a bound of time after
/// the service is told to stop (SIGTERM), then what is left is cut off.
///
/// On the signal the server stops accepting and closes its idle connections at once
/// (Hummingbird's graceful shutdown), and tells each open connection to quiesce. The first
/// connection told starts the countdown (``startCountdown(_:on:)``); at its end ``isCut`` is
/// set, and a statement checks it between pieces and ends with a `shuttingDown` error on the
/// line it stopped at. Each connection's ``ConnectionGuard`` ends, at the same bound, what
/// still reads its body, and closes what is left a second later.
final class StopState: Sendable {
  private let counting = Atomic<Bool>(false)
  private let cut = Atomic<Bool>(false)

  /// Whether the statements in progress are to end now.
  var isCut: Bool { cut.load(ordering: .relaxed) }

  /// Sets ``isCut`` after `bound`, once: later calls do nothing.
  func startCountdown(_ bound: TimeAmount, on loop: any EventLoop) {
    guard counting.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { return }
    loop.scheduleTask(in: bound) { self.cut.store(true, ordering: .relaxed) }
  }
}
