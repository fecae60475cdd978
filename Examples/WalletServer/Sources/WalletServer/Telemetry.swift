import Hummingbird
import Logging
import Metrics
import Prometheus
import Synchronization

/// What one request answered, for its log line and the metrics: the rows laid out and the
/// codes of the errors among its answers. A request's handler adds to it; ``RequestRecorder``
/// reads it once the response is written.
final class RequestTally: Sendable {
  private let counts = Mutex<(rows: Int, errors: [String: Int])>((0, [:]))

  /// Adds `rows` rows and `errors` (a count per error code).
  func add(rows: Int, errors: [String: Int] = [:]) {
    counts.withLock { counts in
      counts.rows += rows
      counts.errors.merge(errors, uniquingKeysWith: +)
    }
  }

  /// The rows and errors so far.
  var current: (rows: Int, errors: [String: Int]) { counts.withLock { $0 } }
}

/// The service's request log (swift-log) and metrics (swift-metrics, exported for Prometheus
/// at `/metrics`), set up once per process.
struct Telemetry: Sendable {
  /// The registry `/metrics` writes out.
  let registry: PrometheusCollectorRegistry
  /// The service's logger: one line per request, and the server's own messages.
  let logger: Logger

  /// Names of the metrics (Docs/Server.md, "Logs and metrics").
  enum Name {
    static let requests = "wallet_requests_total"
    static let rows = "wallet_rows_total"
    static let errors = "wallet_errors_total"
    static let duration = "wallet_request_duration_seconds"
    static let inFlight = "wallet_requests_in_flight"
  }

  /// The latency histogram's buckets: from a row (1 ms) to the default request timeout (30 s).
  static let durationBuckets: [Duration] = [
    .milliseconds(1), .microseconds(2_500), .milliseconds(5), .milliseconds(10),
    .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
    .milliseconds(500), .seconds(1), .microseconds(2_500_000), .seconds(5), .seconds(10),
    .seconds(30),
  ]

  /// Bootstraps swift-log (lines on standard error at `logLevel` and above) and swift-metrics
  /// (a Prometheus registry). Once per process: both systems are global.
  static func bootstrap(logLevel: Logger.Level) -> Telemetry {
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = logLevel
      return handler
    }
    let registry = PrometheusCollectorRegistry()
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.defaultDurationHistogramBuckets = durationBuckets
    MetricsSystem.bootstrap(factory)
    return Telemetry(registry: registry, logger: Logger(label: "WalletServer"))
  }

  /// The Prometheus text exposition of every metric.
  func exposition() -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
  }
}

/// Logs one line per request (method, path, status, rows, duration) and counts it in the
/// metrics, once its response has been written to the end, or has failed.
///
/// The path logged and counted is the route's (`/format`, `/preview`, `/health`, `/metrics`),
/// or `other` for any other path, and never the query: a title in a query is the user's data,
/// and the metrics' labels stay few.
struct RequestRecorder: RouterMiddleware {
  typealias Context = WalletRequestContext

  let logger: Logger
  /// The paths counted under their own name.
  let routes: Set<String>
  /// The methods counted under their own name; any other is `other`.
  static let methods: Set<String> = ["GET", "HEAD", "POST"]

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let method = request.method.rawValue
    let record = Record(
      method: Self.methods.contains(method) ? method : "other",
      path: routes.contains(request.uri.path) ? request.uri.path : "other", tally: context.tally,
      logger: logger)
    var response: Response
    do {
      response = try await next(request, context)
    } catch {
      let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
      context.tally.add(
        rows: 0, errors: [(error as? ServiceError)?.code ?? "http\(status.code)": 1])
      record.finish(status: status.code)
      throw error
    }
    let status = response.status.code
    record.respond(status: status)
    let body = response.body
    response.body = ResponseBody(contentLength: body.contentLength) { writer in
      do {
        try await body.write(writer)
      } catch {
        record.finish(status: status, completed: false)
        throw error
      }
      record.finish(status: status)
    }
    return response
  }

  /// One request from its head to its response's end: counted in flight from its start, and
  /// logged and counted once it ends, once. A response whose body is never written (its
  /// connection closed before its head went out) ends when the last reference to its record
  /// goes, as not completed.
  final class Record: Sendable {
    let method: String
    let path: String
    let tally: RequestTally
    let logger: Logger
    let started = ContinuousClock.now
    private let inFlight = Meter(label: Telemetry.Name.inFlight)
    private let finished = Atomic<Bool>(false)
    private let status = Atomic<Int>(0)

    init(method: String, path: String, tally: RequestTally, logger: Logger) {
      self.method = method
      self.path = path
      self.tally = tally
      self.logger = logger
      inFlight.increment()
    }

    deinit {
      finish(status: status.load(ordering: .relaxed), completed: false)
    }

    /// Notes the response's status, for a response whose body is never written.
    func respond(status: Int) {
      self.status.store(status, ordering: .relaxed)
    }

    /// Logs the request's line and counts it, with `status`, unless it has been already;
    /// `completed` is false when its response was cut off (the client went away, the
    /// connection was closed).
    func finish(status: Int, completed: Bool = true) {
      guard !finished.exchange(true, ordering: .relaxed) else { return }
      inFlight.decrement()
      let elapsed = ContinuousClock.now - started
      let (rows, errors) = tally.current
      var metadata: Logger.Metadata = [
        "method": "\(method)", "path": "\(path)", "status": "\(status)", "rows": "\(rows)",
        "duration": "\(RequestRecorder.seconds(elapsed))",
      ]
      if !errors.isEmpty {
        let codes = errors.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        metadata["errors"] = "\(codes.joined(separator: ","))"
      }
      if !completed { metadata["completed"] = "false" }
      logger.info("request", metadata: metadata)

      Counter(
        label: Telemetry.Name.requests,
        dimensions: [("method", method), ("path", path), ("status", "\(status)")]
      ).increment()
      if rows > 0 {
        Counter(label: Telemetry.Name.rows, dimensions: [("path", path)]).increment(by: rows)
      }
      for (code, count) in errors {
        Counter(label: Telemetry.Name.errors, dimensions: [("code", code)]).increment(by: count)
      }
      let (seconds, attoseconds) = elapsed.components
      Timer(label: Telemetry.Name.duration, dimensions: [("path", path)]).recordNanoseconds(
        seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
  }

  /// `elapsed` in seconds, to the microsecond.
  private static func seconds(_ elapsed: Duration) -> String {
    let microseconds =
      elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
    let fraction = String(microseconds % 1_000_000)
    return
      "\(microseconds / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
  }
}
