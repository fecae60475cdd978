extension String {
  /// A string of `bytes`, which the caller knows are well-formed UTF-8 (bytes it wrote itself,
  /// or a slice of a line checked already), copied without a second check.
  ///
  /// `String(copying:)` and `UTF8Span` come with the Swift 6.2 runtime: on Linux, and on Apple
  /// systems from their 26 releases. The package supports earlier Apple systems (macOS 15,
  /// iOS 18), where the bytes are decoded instead, which checks them again and gives the same
  /// string.
  @inlinable
  package init(copyingValidUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      self.init(copying: UTF8Span(unchecked: bytes.span))
    } else {
      self.init(decoding: bytes, as: UTF8.self)
    }
  }
}
