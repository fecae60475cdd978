import Hummingbird

/// A request the service refuses: answered with `status` and a JSON body
/// `{"error": {"code": "...", "message": "..."}}`.
struct ServiceError: HTTPResponseError {
  let status: HTTPResponse.Status
  let code: String
  let message: String

  func response(from request: Request, context: some RequestContext) throws -> Response {
    var body = ByteBuffer(string: JSONText.error(code: code, message: message))
    body.writeString("\n")
    return Response(
      status: status, headers: [.contentType: "application/json; charset=utf-8"],
      body: ResponseBody(byteBuffer: body))
  }

  /// 400: a parameter is missing, malformed or out of range.
  static func badParameter(_ message: String) -> ServiceError {
    ServiceError(status: .badRequest, code: "badParameter", message: message)
  }
}
