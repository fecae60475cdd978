import Hummingbird
import NIOCore

/// The request context of the service: Hummingbird's basic one, and the connection, so that a
/// request that runs past its time can be cut off.
struct WalletRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The request's connection.
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
