import Foundation
import NIOCore

/// Stops a listening socket from spinning when accept fails for lack of descriptors or memory
/// (`EMFILE`, `ENFILE`, `ENOBUFS`, `ENOMEM`).
///
/// After such a failure NIO keeps its read pending and the socket registered, so the event loop
/// would call accept again at once, and again, at a full core, for as long as the descriptors
/// stay taken (NIO's own `AcceptBackoffHandler` delays only the next read request, which never
/// comes). This handler, first in the listening socket's pipeline, turns reading off on such
/// a failure, which takes the socket out of the event loop's interest, and back on after
/// ``pause``: a failing accept costs one call per pause, and accepting resumes by itself once
/// descriptors are free. The connections waiting meanwhile stay in the kernel's backlog.
final class AcceptPause: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = any Channel

  /// The time accepting stays off after a failure.
  let pause: TimeAmount
  private var paused = false

  init(pause: TimeAmount = .milliseconds(250)) {
    self.pause = pause
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if let error = error as? IOError, [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(error.errnoCode),
      !paused, let options = context.channel.syncOptions
    {
      paused = true
      try? options.setOption(ChannelOptions.autoRead, value: false)
      context.eventLoop.assumeIsolated().scheduleTask(in: pause) {
        self.paused = false
        try? options.setOption(ChannelOptions.autoRead, value: true)
      }
    }
    context.fireErrorCaught(error)
  }
}
