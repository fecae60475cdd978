import Hummingbird
import NIOCore

/// The request context of the service: Hummingbird's basic one, the connection, which
/// `/format` tells when it is about to read the body (`100 Continue`), and the request's tally
/// of rows and errors, which its log line and the metrics read (``RequestRecorder``).
struct WalletRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The request's connection.
  let channel: any Channel
  /// What the request answered.
  let tally = RequestTally()

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
