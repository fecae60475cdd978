import Foundation
import Hummingbird

// WalletServer: wallet statements laid out by AdaptiveRows, over HTTP (Docs/Server.md).

let settings: ServerSettings
do {
  settings = try ServerSettings(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data((error.message + "\n").utf8))
  exit(error.isHelp ? 0 : 64)
}

let app = Application(
  router: Routes(settings: settings, deadlines: RequestDeadlines()).router(),
  server: .http1(configuration: .init(idleTimeout: .seconds(Int64(settings.idleTimeout)))),
  configuration: .init(
    address: .hostname(settings.host, port: settings.port), serverName: "WalletServer"),
  onServerRunning: { channel in
    let port = channel.localAddress?.port ?? settings.port
    let line = "WalletServer listening on http://\(settings.host):\(port)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
  })
try await app.runService()
