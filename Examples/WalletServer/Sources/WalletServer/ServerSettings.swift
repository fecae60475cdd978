import Foundation

/// Where the service listens and the limits it keeps, from its command line.
///
/// `WalletServer [--host 127.0.0.1] [--port 8080] [--max-body-bytes N] [--max-rows N]
/// [--max-width N] [--max-line-bytes N] [--request-timeout SECONDS] [--idle-timeout SECONDS]
/// [--shutdown-timeout SECONDS] [--max-connections N]`
struct ServerSettings: Sendable {
  /// The address to bind; loopback by default.
  var host = "127.0.0.1"
  /// The port; 0 picks a free one (the port bound is printed at start).
  var port = 8080
  /// The largest request body accepted, in bytes: a larger `Content-Length` is answered 413;
  /// a chunked body that grows past it ends its statement with a `readFailed` error.
  var maximumBodyBytes = 32 << 20
  /// The most records one statement answers; the next one is answered `tooManyRows` and
  /// the statement ends.
  var maximumRows = 100_000
  /// The widest row accepted, in cells.
  var maximumWidth = 400
  /// The most widths one preview lays out.
  var maximumPreviewWidths = 16
  /// The longest preview title, in characters.
  var maximumTitleLength = 1_000
  /// The longest input line (a CSV record: all its lines), in bytes.
  var maximumLineBytes = 64 << 10
  /// The time one request may take, from its head to its last byte, in seconds; then its
  /// connection is closed.
  var requestTimeout = 30
  /// The time a connection may stay without reading or writing, in seconds.
  var idleTimeout = 15
  /// The most connections open at once; past them the server stops accepting until one
  /// closes. By default the process's descriptor limit (`ulimit -n`) less 64 (less half of
  /// a limit under 128) kept for everything else, so that the server does not run out of
  /// descriptors.
  var maximumConnections = {
    let limit = ServerSettings.descriptorLimit()
    return max(1, limit - min(64, limit / 2))
  }()
  /// The time the requests in flight get to finish once the service is told to stop
  /// (SIGTERM), in seconds; then what is left is cut off.
  var shutdownTimeout = 5

  static let usage = """
    usage: WalletServer [--host ADDRESS] [--port N] [--max-body-bytes N] [--max-rows N]
                        [--max-width N] [--max-line-bytes N] [--request-timeout SECONDS]
                        [--idle-timeout SECONDS] [--shutdown-timeout SECONDS]
                        [--max-connections N]
    """

  /// Settings from `arguments` (without the program's name).
  init(arguments: [String]) throws(SettingsError) {
    var remaining = arguments[...]
    while let name = remaining.popFirst() {
      if name == "--help" || name == "-h" { throw SettingsError(message: Self.usage, isHelp: true) }
      guard let value = remaining.popFirst() else {
        throw SettingsError(message: "\(JSONText.string(name)) needs a value\n\(Self.usage)")
      }
      if name == "--host" {
        host = value
        continue
      }
      guard let number = Query.strictInteger(value) else {
        throw SettingsError(
          message: "\(name): \(JSONText.string(value)) is not a whole number in digits")
      }
      switch name {
      case "--port" where number <= 65_535: port = number
      case "--max-body-bytes" where number >= 1: maximumBodyBytes = number
      case "--max-rows" where number >= 1: maximumRows = number
      case "--max-width" where (1...Library.maximumWidth).contains(number): maximumWidth = number
      case "--max-line-bytes" where number >= 1: maximumLineBytes = number
      case "--request-timeout" where number >= 1: requestTimeout = number
      case "--idle-timeout" where number >= 1: idleTimeout = number
      case "--shutdown-timeout": shutdownTimeout = number
      case "--max-connections" where number >= 1: maximumConnections = number
      case "--port", "--max-body-bytes", "--max-rows", "--max-width", "--max-line-bytes",
        "--request-timeout", "--idle-timeout", "--max-connections":
        throw SettingsError(message: "\(name): \(JSONText.string(value)) is out of range")
      default:
        throw SettingsError(message: "unknown option \(JSONText.string(name))\n\(Self.usage)")
      }
    }
  }
}

extension ServerSettings {
  /// The process's soft limit of open descriptors.
  static func descriptorLimit() -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
    return Int(clamping: limit.rlim_cur)
  }
}

/// A command line the service cannot start with, or a request for its usage; what it quotes
/// of the command line is a JSON string, so that no control or bidi control reaches the
/// terminal.
struct SettingsError: Error {
  var message: String
  var isHelp = false
}
