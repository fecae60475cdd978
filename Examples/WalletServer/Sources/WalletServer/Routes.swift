import Hummingbird
import NIOCore

/// The service's endpoints: `POST /format`, `GET /preview`, `GET /health` and `GET /metrics`
/// (Examples/WalletServer/openapi.yaml describes them).
struct Routes: Sendable {
  let settings: ServerSettings
  /// The request log and the metrics.
  let telemetry: Telemetry
  /// Where the statements' pieces run, in turn.
  let gate: WorkGate
  /// Whether the service has stopped taking more work from the statements in progress.
  let stop: StopState

  /// A router with every endpoint; `HEAD` answers each `GET` route with its headers alone.
  func router() -> Router<WalletRequestContext> {
    let router = Router(context: WalletRequestContext.self)
    router.add(
      middleware: RequestRecorder(
        logger: telemetry.logger, routes: ["/format", "/preview", "/health", "/metrics"]))
    router.get("/health") { _, _ in Self.health() }
    router.head("/health") { _, _ in Self.headersAlone(Self.health()) }
    router.get("/metrics") { _, _ in telemetry.exposition() }
    router.get("/preview") { request, context in try preview(request, tally: context.tally) }
    router.head("/preview") { request, context in
      do throws(ServiceError) {
        return Self.headersAlone(try preview(request, tally: context.tally))
      } catch {
        return Self.headersAlone(try error.response(from: request, context: context))
      }
    }
    router.post("/format") { request, context in try format(request, context: context) }
    return router
  }

  private static func health() -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\"}\n")))
  }

  /// The answer to `HEAD`: the `GET` response's status and headers (its `Content-Length`
  /// included), without its body.
  private static func headersAlone(_ response: Response) -> Response {
    var response = response
    let length = response.headers[.contentLength]
    response.body = ResponseBody()
    response.headers[.contentLength] = length
    return response
  }

  // MARK: POST /format

  /// Rows are written out in pieces of about this many bytes, or ``flushRows`` rows, whichever
  /// comes first: each write costs a hop to the connection's event loop, a chunk header and a
  /// system call, so a 100-row statement in text goes out in one.
  static let flushBytes = 32 << 10
  static let flushRows = 256
  /// The time one piece's layout aims at (per-row policy; the uniform policy lays out a window
  /// in one piece), and the most bytes of the body one piece decodes: the pieces running on
  /// the ``WorkGate``'s threads, which a new statement's first piece waits for, are this long.
  static let pieceTime = Duration.milliseconds(2)
  static let pieceBytes = 16 << 10
  /// A body of at most this many bytes, by its `Content-Length`, is not read ahead: a client
  /// that writes it whole before reading finishes writing into the sockets' buffers.
  static let readAheadFrom = 64 << 10

  /// `POST /format?width=N&format=text|jsonl|svg&policy=per-row|uniform`: the statement in the
  /// body (JSON Lines or CSV, by `Content-Type`), one answer per record, streamed.
  ///
  /// A body over ``readAheadFrom`` bytes, or of no stated length, is read ahead of the answers,
  /// as fast as it comes, into memory (at most `--max-body-bytes`): a client that sends its
  /// whole body before it reads the response gets its answers once it reads, rather than
  /// waiting on a server that waits on it.
  func format(_ request: Request, context: WalletRequestContext) throws -> Response {
    let query = try Query(request.uri, allowed: ["width", "format", "policy"])
    let options = StatementOptions(
      width: try query.width("width", default: 40, maximum: settings.maximumWidth),
      output: try query.choice("format", default: OutputFormat.text),
      policy: try query.choice("policy", default: RowPolicy.perRow))
    let formatter = try Library.formatter(for: options)
    let input = try Self.inputFormat(request.headers[.contentType])
    try Self.checkEncoding(request.headers[.contentEncoding])
    if let length = request.headers[.contentLength].flatMap({ Int($0) }),
      length > settings.maximumBodyBytes
    {
      throw ServiceError(
        status: .contentTooLarge, code: "bodyTooLarge",
        message: "the request body is \(length) bytes, more than the limit of"
          + " \(settings.maximumBodyBytes)")
    }
    // The body will be read: a client waiting for `100 Continue` may send it now. The event
    // reaches the connection's event loop before the response's head, which follows it there.
    context.channel.triggerUserOutboundEvent(ContinueIfExpected(), promise: nil)
    let contentType = Library.mediaType(of: options.output)
    let body = LimitedBody(
      base: request.body, limit: settings.maximumBodyBytes, pieceBytes: Self.pieceBytes)
    let readsAhead =
      request.headers[.contentLength].flatMap { Int($0) }.map { $0 > Self.readAheadFrom } ?? true
    let maximumRows = settings.maximumRows
    let maximumLineLength = settings.maximumLineBytes
    let gate = self.gate
    let stop = self.stop
    let tally = context.tally
    return Response(
      status: .ok, headers: [.contentType: contentType],
      body: ResponseBody { writer in
        guard readsAhead else {
          let items = Library.statement(
            body, input: input, formatter: formatter, maximumLineLength: maximumLineLength,
            gate: gate, pieceTime: Self.pieceTime)
          try await Self.write(
            items, options: options, formatter: formatter, maximumRows: maximumRows, stop: stop,
            tally: tally,
            to: &writer)
          return
        }
        let (chunks, feed) = AsyncThrowingStream<ByteBufferView, any Error>.makeStream()
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            do {
              for try await piece in body { feed.yield(piece) }
              feed.finish()
            } catch {
              feed.finish(throwing: error)
            }
          }
          let items = Library.statement(
            chunks, input: input, formatter: formatter, maximumLineLength: maximumLineLength,
            gate: gate, pieceTime: Self.pieceTime)
          try await Self.write(
            items, options: options, formatter: formatter, maximumRows: maximumRows, stop: stop,
            tally: tally,
            to: &writer)
          // A statement that ends early (its row limit, the shutdown) reads no more.
          group.cancelAll()
        }
      })
  }

  /// Writes one answer per record of `answers`, in order, a piece at a time, and adds the rows
  /// and errors written to `tally`. A write that fails (the client went away) throws, which
  /// stops the statement's reading and layout there.
  private static func write(
    _ answers: some AsyncSequence<[StatementItem], Never>, options: StatementOptions,
    formatter: StatementFormatter, maximumRows: Int, stop: StopState, tally: RequestTally,
    to writer: inout any ResponseBodyWriter
  ) async throws {
    var encoder = StatementEncoder(options: options, formatter: formatter)
    var buffer = ByteBuffer()
    buffer.reserveCapacity(flushBytes + 1024)
    encoder.writeHead(into: &buffer)
    var pending = 0
    var count = 0
    var rows = 0
    var errors: [String: Int] = [:]
    defer { tally.add(rows: rows, errors: errors) }
    statement: for await items in answers {
      for item in items {
        count += 1
        // The statement ends here, on this line, past its row limit or at the shutdown's bound.
        let end: LineError? =
          if stop.isCut {
            LineError(
              line: item.line, code: "shuttingDown",
              message: "the service is shutting down: the statement ends before this line")
          } else if count > maximumRows {
            LineError(
              line: item.line, code: "tooManyRows",
              message: "the statement has more than the limit of \(maximumRows) rows")
          } else { nil }
        if let end {
          errors[end.code, default: 0] += 1
          encoder.encode(.error(end), into: &buffer)
          break statement
        }
        switch item {
        case .row: rows += 1
        case .error(let error): errors[error.code, default: 0] += 1
        }
        encoder.encode(item, into: &buffer)
        pending += 1
        if buffer.readableBytes >= flushBytes || pending >= flushRows {
          try await writer.write(buffer)
          buffer = ByteBuffer()
          buffer.reserveCapacity(flushBytes + 1024)
          pending = 0
        }
      }
    }
    encoder.writeTail(into: &buffer)
    if buffer.readableBytes > 0 { try await writer.write(buffer) }
    try await writer.finish(nil)
  }

  /// The reader's format for a `Content-Type`: JSON Lines or CSV, in UTF-8; anything else is
  /// answered 415.
  static func inputFormat(_ contentType: String?) throws(ServiceError) -> InputFormat {
    // The usual types as clients send them, without the general parsing below.
    switch contentType {
    case "application/jsonl", "application/x-ndjson": return .jsonLines
    case "text/csv": return .csv
    default: break
    }
    let parts = (contentType ?? "").lowercased().split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let charset = parts.dropFirst().first { $0.hasPrefix("charset=") }
    let format: InputFormat? =
      switch parts.first ?? "" {
      case "application/jsonl", "application/x-ndjson", "application/x-jsonlines",
        "application/jsonlines", "application/json-lines":
        .jsonLines
      case "text/csv": .csv
      default: nil
      }
    guard let format, charset == nil || charset == "charset=utf-8" || charset == "charset=\"utf-8\""
    else {
      throw ServiceError(
        status: .unsupportedMediaType, code: "unsupportedMediaType",
        message: "the body must be JSON Lines (application/jsonl, application/x-ndjson) or CSV"
          + " (text/csv) in UTF-8, not \(contentType.map { "\"\($0)\"" } ?? "untyped")")
    }
    return format
  }

  /// A body in an encoding other than `identity` is answered 415: the service reads bodies
  /// as they are sent.
  static func checkEncoding(_ encoding: String?) throws(ServiceError) {
    guard let encoding,
      !encoding.split(separator: ",").allSatisfy({
        $0.trimmingCharacters(in: .whitespaces).lowercased() == "identity"
      })
    else { return }
    throw ServiceError(
      status: .unsupportedMediaType, code: "unsupportedContentEncoding",
      message: "the body must be sent without a content encoding, not \"\(encoding)\"")
  }

  // MARK: GET /preview

  /// `GET /preview?title=...&amount=...&widths=20,32,48&format=text|json|svg`: one entry at
  /// each width.
  func preview(_ request: Request, tally: RequestTally) throws(ServiceError) -> Response {
    let query = try Query(request.uri, allowed: ["title", "amount", "widths", "format"])
    let title = try query.required("title")
    guard title.count <= settings.maximumTitleLength else {
      throw ServiceError.badParameter(
        "title is longer than the limit of \(settings.maximumTitleLength) characters")
    }
    let amount = try query.required("amount")
    let widths = try query.widths(
      "widths", default: [20, 32, 48], maximum: settings.maximumWidth,
      count: settings.maximumPreviewWidths)
    let format = try query.choice("format", default: PreviewFormat.text)
    let rows: [PreviewRow]
    rows = try Library.preview(title: title, amount: amount, widths: widths)
    tally.add(rows: rows.count)
    let body: String
    let contentType: String
    switch format {
    case .text:
      contentType = "text/plain; charset=utf-8"
      body = rows.map {
        "width \($0.width) (\($0.mode))\n" + $0.lines.joined(separator: "\n") + "\n"
      }
      .joined(separator: "\n")
    case .json:
      contentType = "application/jsonl; charset=utf-8"
      body = rows.map { $0.json + "\n" }.joined()
    case .svg:
      contentType = Library.mediaType(of: .svg)
      body = try Library.picture(title: title, amount: amount, widths: widths)
    }
    return Response(
      status: .ok, headers: [.contentType: contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }
}

/// What a preview is written as.
enum PreviewFormat: String, CaseIterable {
  case text, json, svg
}

/// Writes a statement's answers in its output format, with the library's writer of it.
struct StatementEncoder {
  let options: StatementOptions
  private var writer: StatementWriter
  /// The answers written so far.
  private var answers = 0

  init(options: StatementOptions, formatter: StatementFormatter) {
    self.options = options
    writer = StatementWriter(options: options, formatter: formatter)
  }

  /// Writes what opens the response.
  func writeHead(into buffer: inout ByteBuffer) {
    writer.writeHead { Self.writeLine($0, to: &buffer) }
  }

  /// Writes what closes the response.
  func writeTail(into buffer: inout ByteBuffer) {
    writer.writeTail { Self.writeLine($0, to: &buffer) }
  }

  /// One answer, a row or an error, with what goes before it, written at the end of `buffer`.
  mutating func encode(_ item: StatementItem, into buffer: inout ByteBuffer) {
    defer { answers += 1 }
    switch item {
    case .row(_, let text, let warnings):
      for warning in warnings {
        writer.writeWarning(json: warning) { Self.writeLine($0, to: &buffer) }
      }
      writer.writeRow(text, after: answers) { Self.writeLine($0, to: &buffer) }
    case .error(let error):
      writer.writeError(
        message: Self.message(error), json: Library.json(of: error), after: answers,
        to: { Self.writeLine($0, to: &buffer) })
    }
  }

  private static func writeLine(_ text: String, to buffer: inout ByteBuffer) {
    buffer.writeString(text)
    buffer.writeInteger(UInt8(ascii: "\n"))
  }

  /// `error: line 7: missing field "amount"`.
  static func message(_ error: LineError) -> String {
    "error: line \(error.line): \(error.message)"
  }
}
