import NIOCore

/// A request body as byte views for the entry reader, which fails once more than `limit` bytes
/// have come in.
struct LimitedBody<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element == ByteBuffer {
  typealias Element = ByteBufferView

  let base: Base
  let limit: Int

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), remaining: limit, limit: limit)
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var remaining: Int
    let limit: Int

    mutating func next() async throws -> ByteBufferView? {
      guard let buffer = try await base.next() else { return nil }
      remaining -= buffer.readableBytes
      guard remaining >= 0 else { throw BodyTooLarge(limit: limit) }
      return buffer.readableBytesView
    }
  }
}

/// A chunked request body grew past the limit.
struct BodyTooLarge: Error, CustomStringConvertible {
  let limit: Int
  var description: String { "the request body is larger than the limit of \(limit) bytes" }
}
