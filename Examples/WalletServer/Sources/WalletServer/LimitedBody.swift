import NIOCore

/// A request body that fails once more than `limit` bytes have come in.
struct LimitedBody<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element == ByteBuffer {
  typealias Element = ByteBuffer

  let base: Base
  let limit: Int

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), remaining: limit, limit: limit)
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var remaining: Int
    let limit: Int

    mutating func next() async throws -> ByteBuffer? {
      guard let buffer = try await base.next() else { return nil }
      remaining -= buffer.readableBytes
      guard remaining >= 0 else { throw BodyTooLarge(limit: limit) }
      return buffer
    }
  }
}

/// A chunked request body grew past the limit.
struct BodyTooLarge: Error, CustomStringConvertible {
  let limit: Int
  var description: String { "the request body is larger than the limit of \(limit) bytes" }
}
