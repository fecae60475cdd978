import NIOCore
import Synchronization

/// The requests in progress and the time each must end by. A sweep every ``interval`` closes
/// the connection of each request past its time, which ends its reading and writing. One
/// sweep for the service rather than a timer per request: a timer set or cancelled off its
/// event loop wakes that loop, twice per request.
final class RequestDeadlines: Sendable {
  /// How often requests are checked: a request is cut off at most this long after its time.
  static let interval = TimeAmount.milliseconds(250)

  private struct State {
    var nextKey = 0
    var requests: [Int: (deadline: NIODeadline, channel: any Channel)] = [:]
    var sweeping = false
  }

  private let state = Mutex(State())

  /// Marks a request on `channel` that must end within `time`; the key ends it with
  /// ``end(_:)``. The first request starts the sweeps, on its connection's event loop.
  func begin(on channel: any Channel, time: TimeAmount) -> Int {
    let deadline = NIODeadline.now() + time
    let (key, starts) = state.withLock { state in
      let key = state.nextKey
      state.nextKey += 1
      state.requests[key] = (deadline, channel)
      defer { state.sweeping = true }
      return (key, !state.sweeping)
    }
    if starts {
      channel.eventLoop.scheduleRepeatedTask(initialDelay: Self.interval, delay: Self.interval) {
        [weak self] _ in self?.sweep()
      }
    }
    return key
  }

  /// The request of `key` has ended.
  func end(_ key: Int) {
    _ = state.withLock { $0.requests.removeValue(forKey: key) }
  }

  /// Closes the connections of the requests past their time.
  private func sweep() {
    let now = NIODeadline.now()
    let late = state.withLock { state in
      let late = state.requests.filter { $0.value.deadline <= now }
      for key in late.keys { state.requests.removeValue(forKey: key) }
      return late.values.map(\.channel)
    }
    for channel in late { channel.close(promise: nil) }
  }
}
