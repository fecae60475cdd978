import Hummingbird
import NIOCore

/// The request context of the service: Hummingbird's basic one, and the connection, which
/// `/format` tells when it is about to read the body (`100 Continue`).
struct WalletRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The request's connection.
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
