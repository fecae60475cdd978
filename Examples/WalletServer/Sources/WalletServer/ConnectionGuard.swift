import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 connection with ``ConnectionGuard`` in its pipeline, just after the
/// HTTP decoder, where the requests' versions and bodies are still seen as they came.
struct GuardedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let base: HTTP1Channel
  let limits: ConnectionGuard.Limits

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let limits = self.limits
    return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try operations.addHandler(ConnectionGuard(limits: limits), position: .after(decoder))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// Holds each connection to its limits, whatever the route, the status or the error:
///
/// - **time**: a request is cut off (its connection closed) ``Limits/requestTimeout`` after its
///   head, unless both its body and its response have ended;
/// - **unread bodies**: a response that ends before its request's body has come in whole ends
///   the connection: its output is closed after the response, and what the client still sends
///   is discarded, at most ``Limits/lingerBytes`` bytes for at most ``Limits/lingerTime``
///   (so that the client reads the response rather than a reset), then the connection closes.
///   Hummingbird would otherwise read the rest of the body, however long, before the next
///   request; an error response to a body not yet read says `Connection: close`;
/// - **HTTP/1.0**: the response is HTTP/1.0, says `Connection: close` and ends the
///   connection; a fixed response has its `Content-Length`, a streamed one ends with the
///   connection;
/// - **`100 Continue`**: sent to a request that expects it when its handler is about to read
///   its body (``ContinueIfExpected``); a request refused before that gets its final status
///   instead, and its body is not read;
/// - **shutdown**: on the server's quiesce event (SIGTERM), a request still reading its body
///   after ``Limits/shutdownBound`` has its body fail with ``ServiceShuttingDown`` (the
///   statement ends with that error on its line), and a connection still open a second later
///   is closed.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  /// The bounds a connection is held to.
  struct Limits: Sendable {
    /// The time from a request's head to the end of both its body and its response.
    var requestTimeout: TimeAmount
    /// The time in-flight requests get to finish once the service is told to stop.
    var shutdownBound: TimeAmount
    /// The service's shutdown, which the first connection told to quiesce starts.
    var stop: StopState
    /// The longest a connection is kept, discarding input, after a response that ended
    /// before its request's body.
    var lingerTime = TimeAmount.seconds(1)
    /// The most bytes discarded after such a response.
    var lingerBytes = 64 << 10
  }

  private let limits: Limits
  /// A request's head has come in and its end not yet.
  private var reading = false
  /// Requests whose response has not ended.
  private var responding = 0
  /// The request being answered is HTTP/1.0.
  private var http10 = false
  /// The request waits for `100 Continue` before it sends its body.
  private var expectsContinue = false
  /// The bytes still to discard before closing; nil while the connection is not closing.
  private var lingerBudget: Int?
  /// The timer of the request's time, or of the linger.
  private var timer: Scheduled<Void>?

  init(limits: Limits) {
    self.limits = limits
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = unwrapInboundIn(data)
    if let budget = lingerBudget {
      if case .body(let buffer) = part {
        lingerBudget = budget - buffer.readableBytes
        if budget - buffer.readableBytes < 0 { context.close(promise: nil) }
      }
      return
    }
    switch part {
    case .head(let head):
      reading = true
      responding += 1
      http10 = head.version.major < 1 || (head.version.major == 1 && head.version.minor == 0)
      expectsContinue =
        !http10 && head.headers["expect"].contains { $0.lowercased() == "100-continue" }
      schedule(after: limits.requestTimeout, context: context)
    case .body: break
    case .end:
      reading = false
      if responding == 0 { cancelTimer() }
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head) where head.status.code >= 200:
      if http10 {
        head.version = .http1_0
        head.headers.replaceOrAdd(name: "connection", value: "close")
      } else if reading && head.status.code >= 400 {
        head.headers.replaceOrAdd(name: "connection", value: "close")
      }
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end:
      responding -= 1
      context.write(data, promise: promise)
      if http10 {
        context.flush()
        context.close(promise: nil)
      } else if reading {
        linger(context: context)
      } else if responding == 0 {
        cancelTimer()
      }
    default:
      context.write(data, promise: promise)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is ChannelShouldQuiesceEvent {
      limits.stop.startCountdown(limits.shutdownBound, on: context.eventLoop)
    }
    if event is ChannelShouldQuiesceEvent, responding > 0 {
      let loop = context.eventLoop.assumeIsolated()
      loop.scheduleTask(in: limits.shutdownBound) {
        if self.reading && self.lingerBudget == nil {
          context.fireErrorCaught(ServiceShuttingDown())
        }
      }
      loop.scheduleTask(in: limits.shutdownBound + .seconds(1)) { context.close(promise: nil) }
    }
    context.fireUserInboundEventTriggered(event)
  }

  func triggerUserOutboundEvent(
    context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?
  ) {
    guard event is ContinueIfExpected else {
      context.triggerUserOutboundEvent(event, promise: promise)
      return
    }
    if expectsContinue && reading {
      expectsContinue = false
      let head = HTTPResponseHead(version: .http1_1, status: .continue)
      context.writeAndFlush(wrapOutboundOut(.head(head)), promise: nil)
    }
    promise?.succeed()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelTimer()
  }

  /// Ends the connection after a response whose request's body has not come in whole.
  private func linger(context: ChannelHandlerContext) {
    context.flush()
    lingerBudget = limits.lingerBytes
    schedule(after: limits.lingerTime, context: context)
    context.close(mode: .output, promise: nil)
  }

  /// Closes the connection after `time`, unless cancelled first.
  private func schedule(after time: TimeAmount, context: ChannelHandlerContext) {
    cancelTimer()
    timer = context.eventLoop.assumeIsolated().scheduleTask(in: time) {
      context.close(promise: nil)
    }
  }

  private func cancelTimer() {
    timer?.cancel()
    timer = nil
  }
}

/// The service is shutting down: what a request had not read of its body by the end of the
/// shutdown's time is not read.
struct ServiceShuttingDown: Error, CustomStringConvertible {
  var description: String { "the service is shutting down" }
}

/// Sent down a connection's pipeline by a handler that is about to read its request's body:
/// ``ConnectionGuard`` answers `100 Continue` if the request asked for it.
struct ContinueIfExpected: Sendable {}
