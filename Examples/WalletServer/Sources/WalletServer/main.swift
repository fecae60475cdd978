import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

// WalletServer: wallet statements laid out by AdaptiveRows, over HTTP (Docs/Server.md).

let settings: ServerSettings
do {
  let command = try ServerCommand.parse(Array(CommandLine.arguments.dropFirst()))
  settings = try ServerSettings(command: command, environment: ProcessInfo.processInfo.environment)
} catch let error as SettingsError {
  FileHandle.standardError.write(Data((error.message + "\n").utf8))
  exit(64)
} catch {
  // swift-argument-parser's help (status 0, on standard output) or usage error (64); its
  // messages quote the command line as given, so its controls are escaped.
  let status = ServerCommand.exitCode(for: error)
  let text = ServerSettings.escapingControls(ServerCommand.fullMessage(for: error)) + "\n"
  (status.isSuccess ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
  exit(status.rawValue)
}

let telemetry = Telemetry.bootstrap(logLevel: settings.logLevel)
let logger = telemetry.logger
let stop = StopState()
// The statements' pieces run on a thread per core of their own, beside the cooperative pool.
let routes = Routes(
  settings: settings, telemetry: telemetry, gate: WorkGate(threads: System.coreCount), stop: stop)
let limits = ConnectionGuard.Limits(
  requestTimeout: .seconds(Int64(settings.requestTimeout)),
  shutdownBound: .seconds(Int64(settings.shutdownTimeout)), stop: stop)
let idleTimeout = TimeAmount.seconds(Int64(settings.idleTimeout))
let app = Application(
  router: routes.router(),
  server: HTTPServerBuilder { responder in
    GuardedHTTP1Channel(
      base: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: idleTimeout)),
      limits: limits)
  },
  configuration: .init(
    address: .hostname(settings.host, port: settings.port), serverName: "WalletServer",
    // Past this many connections the server stops accepting until one closes, so that it
    // never runs out of descriptors (the others wait in the kernel's backlog).
    availableConnectionsDelegate: .maximum(settings.maximumConnections, logger: logger)),
  onServerRunning: { channel in
    try? await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(AcceptPause(), position: .first)
    }.get()
    let port = channel.localAddress?.port ?? settings.port
    let line = "WalletServer listening on http://\(settings.host):\(port)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
  }, logger: logger)

// SIGTERM or SIGINT: the server stops accepting and closes its idle connections at once, the
// requests in flight get `--shutdown-timeout` seconds (StopState, ConnectionGuard), and the
// process exits 0 once every connection is closed. Whatever still runs two seconds after the
// bound is cancelled.
var configuration = ServiceGroupConfiguration(
  services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
configuration.maximumGracefulShutdownDuration = .seconds(settings.shutdownTimeout + 2)
configuration.maximumCancellationDuration = .seconds(2)
do {
  try await ServiceGroup(configuration: configuration).run()
} catch let error as IOError where error.errnoCode == EADDRINUSE {
  let line =
    "WalletServer: cannot listen on \(JSONText.string(settings.host)) port \(settings.port):"
    + " the address is in use\n"
  FileHandle.standardError.write(Data(line.utf8))
  exit(69)
} catch {
  // The error may quote the command line (the host): written as a JSON string.
  FileHandle.standardError.write(Data("WalletServer: \(JSONText.string("\(error)"))\n".utf8))
  exit(1)
}
