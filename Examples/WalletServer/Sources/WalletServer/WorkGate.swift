import Synchronization

/// Shares the cooperative threads between the statements in progress, a piece at a time.
///
/// A statement's reading and layout never wait on anything when its body has come in and its
/// client reads fast: without a gate, the statements that run would keep their threads to
/// the end, and everything else (`/health`, a short statement, the shutdown) would wait for
/// whole statements. So a statement does its work in pieces (a few hundred rows laid out, or
/// one chunk of the body decoded), each between ``enter(done:)`` and ``leave()``, and gives
/// its thread up after each (`Task.yield()`): at most ``permits`` pieces run at once, the rest wait, and
/// the next to run is the statement that has done the least so far (short statements go
/// first, long ones share what is left equally). Work outside statements never waits here:
/// it waits for one piece at most.
final class WorkGate: Sendable {
  private struct Waiter {
    var done: Int
    var order: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var free: Int
    var waiters: [Waiter] = []
    var nextOrder = 0
  }

  private let state: Mutex<State>
  /// The pieces that may run at once.
  let permits: Int

  /// A gate that lets `permits` pieces run at once.
  init(permits: Int) {
    self.permits = max(1, permits)
    state = Mutex(State(free: max(1, permits)))
  }

  /// Waits for a turn to run one piece of a statement that has answered `done` records.
  func enter(done: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let runs = state.withLock { state -> Bool in
        if state.free > 0 {
          state.free -= 1
          return true
        }
        state.waiters.append(Waiter(done: done, order: state.nextOrder, continuation: continuation))
        state.nextOrder += 1
        return false
      }
      if runs { continuation.resume() }
    }
  }

  /// Ends a piece: the waiting statement that has done the least runs next.
  func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiters.isEmpty else {
        state.free += 1
        return nil
      }
      var best = 0
      for index in state.waiters.indices.dropFirst() {
        let waiter = state.waiters[index]
        let current = state.waiters[best]
        if (waiter.done, waiter.order) < (current.done, current.order) { best = index }
      }
      return state.waiters.remove(at: best).continuation
    }
    next?.resume()
  }
}
