/// Where the service listens and the limits it keeps, from its command line.
///
/// `WalletServer [--host 127.0.0.1] [--port 8080] [--max-body-bytes N] [--max-rows N]
/// [--max-width N] [--max-line-bytes N] [--request-timeout SECONDS] [--idle-timeout SECONDS]`
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

  static let usage = """
    usage: WalletServer [--host ADDRESS] [--port N] [--max-body-bytes N] [--max-rows N]
                        [--max-width N] [--max-line-bytes N] [--request-timeout SECONDS]
                        [--idle-timeout SECONDS]
    """

  /// Settings from `arguments` (without the program's name).
  init(arguments: [String]) throws(SettingsError) {
    var remaining = arguments[...]
    while let name = remaining.popFirst() {
      if name == "--help" || name == "-h" { throw SettingsError(message: Self.usage, isHelp: true) }
      guard let value = remaining.popFirst() else {
        throw SettingsError(message: "\(name) needs a value\n\(Self.usage)")
      }
      if name == "--host" {
        host = value
        continue
      }
      guard let number = Int(value), number >= 0 else {
        throw SettingsError(message: "\(name): \(value) is not a non-negative integer")
      }
      switch name {
      case "--port" where number <= 65_535: port = number
      case "--max-body-bytes" where number >= 1: maximumBodyBytes = number
      case "--max-rows" where number >= 1: maximumRows = number
      case "--max-width" where (1...Library.maximumWidth).contains(number): maximumWidth = number
      case "--max-line-bytes" where number >= 1: maximumLineBytes = number
      case "--request-timeout" where number >= 1: requestTimeout = number
      case "--idle-timeout" where number >= 1: idleTimeout = number
      case "--port", "--max-body-bytes", "--max-rows", "--max-width", "--max-line-bytes",
        "--request-timeout", "--idle-timeout":
        throw SettingsError(message: "\(name): \(value) is out of range")
      default:
        throw SettingsError(message: "unknown option \(name)\n\(Self.usage)")
      }
    }
  }
}

/// A command line the service cannot start with, or a request for its usage.
struct SettingsError: Error {
  var message: String
  var isHelp = false
}
