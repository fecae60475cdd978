extension Segmentation {
  /// ``addBreaks(_:units:to:)`` for the text whose valid UTF-8 is `bytes`, decoded here.
  static func addBreaks(
    _ breaker: LineBreaker, utf8 bytes: UnsafeBufferPointer<UInt8>,
    to boundaries: UnsafeMutableBufferPointer<Boundary>
  ) {
    let (count16, isASCII) = utf16Count(of: bytes)
    addBreaks(breaker, utf8: bytes, count16: count16, isASCII: isASCII, to: boundaries)
  }

  /// ``addBreaks(_:utf8:to:)`` for a text whose UTF-16 length is `count16`.
  ///
  /// Boundaries keep UTF-8 offsets. Space-separated text gets its opportunities from the
  /// bytes (``SpaceSeparatedText``), in UTF-8 offsets. Other text is decoded for ICU, whose
  /// opportunities are UTF-16 offsets: the UTF-16 offset of each boundary is recorded as it
  /// is decoded (an ASCII text's offsets are the same in both). A text past ICU's length limit
  /// (`Int32.max` units) gets no opportunity but its end, which is not recorded, so it is not
  /// decoded.
  static func addBreaks(
    _ breaker: LineBreaker, utf8 bytes: UnsafeBufferPointer<UInt8>, count16: Int, isASCII: Bool,
    to boundaries: UnsafeMutableBufferPointer<Boundary>
  ) {
    guard count16 > 0, count16 <= Int(Int32.max) else { return }
    var marker = BreakMarker(boundaries: boundaries)
    if breaker.usesSpaceRule,
      SpaceSeparatedText.forEachOpportunity(
        utf8: bytes, asciiOnly: isASCII, by: breaker,
        { offset, _ in marker.mark(at: offset) { boundaries[$0].utf8 } })
    {
      return
    }
    withScratch(of: UInt16.self, capacity: count16) { scratch in
      withScratch(of: Int32.self, capacity: isASCII ? 0 : boundaries.count) { offsets16 in
        decode(
          bytes, into: scratch,
          mapping: isASCII ? nil : (UnsafeBufferPointer(boundaries), offsets16))
        // The rule did not cover the text: ICU's pass.
        breaker.forEachICUOpportunity(utf16: UnsafeBufferPointer(scratch)) { offset, _ in
          marker.mark(at: offset) { isASCII ? boundaries[$0].utf8 : Int(offsets16[$0]) }
        }
      }
    }
  }

  /// Records each opportunity that falls on a cluster boundary (not the end of the text) as
  /// soft; the boundary after a newline is already mandatory. `offsets16` are the boundaries'
  /// UTF-16 offsets, in which ICU reports opportunities.
  static func addBreaks(
    _ breaker: LineBreaker?, units: UnsafeBufferPointer<UInt16>,
    offsets16: UnsafeBufferPointer<Int32>, to boundaries: UnsafeMutableBufferPointer<Boundary>
  ) {
    guard let breaker else { return }
    var marker = BreakMarker(boundaries: boundaries)
    breaker.forEachOpportunity(utf16: units) { offset, _ in
      marker.mark(at: offset) { Int(offsets16[$0]) }
    }
  }
}

/// Records opportunities, in order, on the boundaries they fall on: soft after the cluster
/// before, unless that cluster is a newline (already mandatory). An opportunity inside a
/// cluster, or at the end of the text, is dropped.
struct BreakMarker {
  let boundaries: UnsafeMutableBufferPointer<Boundary>
  /// The cluster whose end the next opportunity is compared with, moving forward only.
  private var cluster = 0

  init(boundaries: UnsafeMutableBufferPointer<Boundary>) {
    self.boundaries = boundaries
  }

  /// Records the opportunity at `offset`, in the encoding in which `offsetOf` gives a
  /// boundary's offset.
  @inline(__always)
  mutating func mark(at offset: Int, _ offsetOf: (Int) -> Int) {
    let count = boundaries.count - 1
    while cluster < count, offsetOf(cluster + 1) < offset { cluster += 1 }
    guard cluster + 1 < count, offsetOf(cluster + 1) == offset,
      !boundaries[cluster].flags.contains(.newline)
    else { return }
    boundaries[cluster].flags.insert(.softBreakAfter)
  }
}
