import ArgumentParser
import Foundation
import Logging

/// The service's command line, as swift-argument-parser reads it. Every option can be given
/// in the environment instead, as `WALLET_SERVER_` and its name in capitals with underscores
/// (`--max-rows` is `WALLET_SERVER_MAX_ROWS`); a flag wins over the environment.
///
/// The values are read as text here and checked by ``ServerSettings``, which holds the rules
/// for flags and variables alike and quotes what it refuses as a JSON string.
struct ServerCommand: ParsableCommand {
  /// The settings when nothing is given, which the help shows.
  private static let defaults = ServerSettings()

  static let configuration = CommandConfiguration(
    commandName: "WalletServer",
    abstract: "Wallet statements laid out by AdaptiveRows, over HTTP.",
    discussion: """
      Every option can also be set in the environment: \(ServerSettings.variablePrefix) and the \
      option's name in capitals with underscores (--max-rows is \
      \(ServerSettings.variable(for: "max-rows"))). A flag wins over the environment. Numbers \
      are plain decimal digits.
      """)

  @Option(
    help: ArgumentHelp(
      "The address to bind (default \(ServerCommand.defaults.host)).", valueName: "address"))
  var host: String?
  @Option(
    help: ArgumentHelp(
      "The port; 0 picks a free one, printed at start (default \(ServerCommand.defaults.port)).",
      valueName: "n"))
  var port: String?
  @Option(
    help: ArgumentHelp(
      "The largest request body, in bytes (default \(ServerCommand.defaults.maximumBodyBytes)).",
      valueName: "bytes"))
  var maxBodyBytes: String?
  @Option(
    help: ArgumentHelp(
      "The most records one statement answers (default \(ServerCommand.defaults.maximumRows)).",
      valueName: "n"))
  var maxRows: String?
  @Option(
    help: ArgumentHelp(
      "The widest row, in cells (default \(ServerCommand.defaults.maximumWidth)).",
      valueName: "cells"))
  var maxWidth: String?
  @Option(
    help: ArgumentHelp(
      "The longest input line (a CSV record), in bytes (default \(ServerCommand.defaults.maximumLineBytes)).",
      valueName: "bytes"))
  var maxLineBytes: String?
  @Option(
    help: ArgumentHelp(
      "The time one request may take, in seconds (default \(ServerCommand.defaults.requestTimeout)).",
      valueName: "seconds"))
  var requestTimeout: String?
  @Option(
    help: ArgumentHelp(
      "The time a connection may stay idle, in seconds (default \(ServerCommand.defaults.idleTimeout)).",
      valueName: "seconds"))
  var idleTimeout: String?
  @Option(
    help: ArgumentHelp(
      "The time requests in flight get once told to stop, in seconds (default \(ServerCommand.defaults.shutdownTimeout)).",
      valueName: "seconds"))
  var shutdownTimeout: String?
  @Option(
    help: ArgumentHelp(
      "The most connections open at once (default: the descriptor limit less 64).", valueName: "n"))
  var maxConnections: String?
  @Option(
    help: ArgumentHelp(
      "The least level logged: trace, debug, info, notice, warning, error, critical (default \(ServerCommand.defaults.logLevel)).",
      valueName: "level"))
  var logLevel: String?
}

/// Where the service listens and the limits it keeps, from its command line and environment
/// (``ServerCommand``).
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
  /// The least level of the messages logged; `info` logs one line per request.
  var logLevel = Logger.Level.info

  /// What starts the name of an option's environment variable.
  static let variablePrefix = "WALLET_SERVER_"

  /// The environment variable of the option `--name`: `max-rows` is `WALLET_SERVER_MAX_ROWS`.
  static func variable(for name: String) -> String {
    variablePrefix + name.uppercased().replacingOccurrences(of: "-", with: "_")
  }

  /// The default settings.
  init() {}

  /// Settings from `command`, and from `environment` for each option not on the command line;
  /// an empty variable counts as unset.
  init(command: ServerCommand, environment: [String: String]) throws(SettingsError) {
    /// The value of the option `--name`, and where it came from (the flag or the variable).
    func value(_ name: String, _ flag: String?) -> (source: String, text: String)? {
      if let flag { return ("--\(name)", flag) }
      let variable = Self.variable(for: name)
      guard let text = environment[variable], !text.isEmpty else { return nil }
      return (variable, text)
    }
    /// The whole number of the option `--name`, in `range`; nil when it is not given.
    func number(_ name: String, _ flag: String?, in range: ClosedRange<Int>) throws(SettingsError)
      -> Int?
    {
      guard let (source, text) = value(name, flag) else { return nil }
      guard let number = Query.strictInteger(text) else {
        throw SettingsError(
          message: "\(source): \(JSONText.string(text)) is not a whole number in digits")
      }
      guard range.contains(number) else {
        throw SettingsError(message: "\(source): \(JSONText.string(text)) is out of range")
      }
      return number
    }
    let unbounded = 0...Int.max
    host = value("host", command.host)?.text ?? host
    port = try number("port", command.port, in: 0...65_535) ?? port
    maximumBodyBytes =
      try number("max-body-bytes", command.maxBodyBytes, in: 1...Int.max) ?? maximumBodyBytes
    maximumRows = try number("max-rows", command.maxRows, in: 1...Int.max) ?? maximumRows
    maximumWidth =
      try number("max-width", command.maxWidth, in: 1...Library.maximumWidth) ?? maximumWidth
    maximumLineBytes =
      try number("max-line-bytes", command.maxLineBytes, in: 1...Int.max) ?? maximumLineBytes
    requestTimeout =
      try number("request-timeout", command.requestTimeout, in: 1...Int.max) ?? requestTimeout
    idleTimeout = try number("idle-timeout", command.idleTimeout, in: 1...Int.max) ?? idleTimeout
    shutdownTimeout =
      try number("shutdown-timeout", command.shutdownTimeout, in: unbounded) ?? shutdownTimeout
    maximumConnections =
      try number("max-connections", command.maxConnections, in: 1...Int.max) ?? maximumConnections
    if let (source, text) = value("log-level", command.logLevel) {
      guard let level = Logger.Level(rawValue: text) else {
        throw SettingsError(
          message: "\(source): \(JSONText.string(text)) is not one of "
            + Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))
      }
      logLevel = level
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

  /// `text` with every control, format character and line or paragraph separator but the line
  /// feed written as `\u{...}`: a message that quotes the command line (swift-argument-parser's
  /// usage errors) reaches the terminal without a control sequence or a bidi control.
  static func escapingControls(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control where scalar != "\n", .format, .lineSeparator, .paragraphSeparator:
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

/// A setting the service cannot start with; what it quotes of the command line or the
/// environment is a JSON string, so that no control or bidi control reaches the terminal.
struct SettingsError: Error {
  var message: String
}
