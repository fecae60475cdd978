import NIOCore

/// A request body in pieces of at most `pieceBytes` bytes (slices of what came in, not
/// copies), which fails once more than `limit` bytes have come in.
struct LimitedBody<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element == ByteBuffer {
  typealias Element = ByteBufferView

  let base: Base
  let limit: Int
  let pieceBytes: Int

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      base: base.makeAsyncIterator(), remaining: limit, limit: limit,
      pieceBytes: Swift.max(1, pieceBytes))
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var remaining: Int
    let limit: Int
    let pieceBytes: Int
    /// What came in and is not yet given out.
    var pending = ByteBuffer()

    mutating func next() async throws -> ByteBufferView? {
      while pending.readableBytes == 0 {
        guard let buffer = try await base.next() else { return nil }
        remaining -= buffer.readableBytes
        guard remaining >= 0 else { throw BodyTooLarge(limit: limit) }
        pending = buffer
      }
      return pending.readSlice(length: Swift.min(pending.readableBytes, pieceBytes))?
        .readableBytesView
    }
  }
}

/// A chunked request body grew past the limit.
struct BodyTooLarge: Error, CustomStringConvertible {
  let limit: Int
  var description: String { "the request body is larger than the limit of \(limit) bytes" }
}
