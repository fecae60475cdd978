/// Segmenting and measuring a text into its ``Boundary`` list, in one pass over its UTF-8
/// with scratch space for the UTF-16 units and cluster ends that ICU and the cluster rules
/// read (on the stack when the text is small): the result is the only allocation.
enum Segmentation {
  /// `string` after the control-character rules, and its boundaries.
  ///
  /// The fast paths (ASCII, one-scalar clusters) come first, on the string as given: a text
  /// they take has no scalar the rules change (a control, a bidi control), so the string is
  /// its own sanitized text and is not scanned for them. Any other text is sanitized, then
  /// segmented.
  // Terminal cells are the common measurer and are measured per scalar: a specialized entry
  // saves the generic calls.
  @_specialize(where M == TerminalCellMeasurer)
  static func measure<M: TextMeasurer>(
    _ string: String, measurer: M, breaker: LineBreaker?, allowsFastPaths: Bool
  ) -> (text: String, boundaries: [Boundary], visibleEnd: Int?) {
    var text = string
    text.makeContiguousUTF8()
    if allowsFastPaths,
      let fast = text.utf8.withContiguousStorageIfAvailable({ bytes in
        fastBoundaries(bytes, measurer: measurer, breaker: breaker)
      }) ?? nil
    {
      return (text, fast.boundaries, fast.visibleEnd)
    }
    let changes =
      text.utf8.withContiguousStorageIfAvailable(ControlCharacterPolicy.needsChanges(utf8:))
      ?? true
    if changes {
      text = ControlCharacterPolicy.sanitize(text)
      text.makeContiguousUTF8()
    }
    let result =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Segmented in
        // A text the rules changed may now be one the fast paths take.
        if allowsFastPaths, changes,
          let fast = fastBoundaries(bytes, measurer: measurer, breaker: breaker)
        {
          return fast
        }
        return Segmented(
          boundaries: generalBoundaries(
            of: text, utf8: bytes, measurer: measurer, breaker: breaker),
          visibleEnd: nil)
      } ?? Segmented(boundaries: [Boundary.start], visibleEnd: nil)
    return (text, result.boundaries, result.visibleEnd)
  }

  /// Boundaries, and the visible end of a text of one paragraph with advances of at least 0
  /// when the path that found them knows it (``MeasuredText/singleParagraphVisibleEnd``):
  /// nil when it does not, and a pass over the boundaries finds it.
  struct Segmented {
    var boundaries: [Boundary]
    var visibleEnd: Int?
  }

  /// The boundaries of a text the control-character rules leave as it is, by the ASCII or the
  /// one-scalar-cluster path, with its soft breaks when `breaker` is given; nil when neither
  /// path takes it (or the rules would change it).
  static func fastBoundaries(
    _ bytes: UnsafeBufferPointer<UInt8>, measurer: some TextMeasurer, breaker: LineBreaker?
  ) -> Segmented? {
    let (count16, isASCII) = utf16Count(of: bytes)
    guard count16 > 0 else { return Segmented(boundaries: [Boundary.start], visibleEnd: 0) }
    // Both paths turn down the controls the rules change (for the one-scalar paths, they are
    // Grapheme_Cluster_Break Control) and take the newlines the rules keep.
    let fast: [Boundary]?
    if isASCII {
      fast = ascii(bytes, measurer: measurer)
    } else if let cells = TerminalCellMeasurer.measurer(measurer), !cells.measuresClustersInContext
    {
      return singleScalarCells(bytes, count16: count16, measurer: cells, breaker: breaker)
    } else {
      fast = singleScalarClusters(bytes, capacity: count16 + 1, measurer: measurer)
    }
    guard var result = fast else { return nil }
    if let breaker {
      result.withUnsafeMutableBufferPointer {
        addBreaks(breaker, utf8: bytes, count16: count16, isASCII: isASCII, to: $0)
      }
    }
    return Segmented(boundaries: result, visibleEnd: nil)
  }

  /// The boundaries `body` writes to scratch space for `capacity` of them, as an array of the
  /// count it returns; nil when it returns nil (the path gives the text up). The array is made
  /// from the written buffer, an allocation specialized for `Boundary`:
  /// `init(unsafeUninitializedCapacity:)` looks the array's storage type up at run time, which
  /// costs more than copying a text's boundaries.
  @inline(__always)
  static func boundaries(
    capacity: Int, _ body: (UnsafeMutableBufferPointer<Boundary>) -> Int?
  ) -> [Boundary]? {
    withScratch(of: Boundary.self, capacity: capacity) { scratch in
      guard let count = body(scratch) else { return nil }
      return Array(UnsafeBufferPointer(rebasing: scratch[..<count]))
    }
  }

  /// The UTF-16 units of valid UTF-8; with a `mapping`, also the UTF-16 offset of each of its
  /// boundaries (whose UTF-8 offsets fall at starts of scalars) in its `offsets16`.
  @inline(__always)
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutableBufferPointer<UInt16>,
    mapping: (
      boundaries: UnsafeBufferPointer<Boundary>, offsets16: UnsafeMutableBufferPointer<Int32>
    )?
  ) {
    var index = 0
    var written = 0
    // The next boundary to map, and its UTF-8 offset (past the text when there is none).
    var boundary = 0
    var boundaryOffset = mapping.map { $0.boundaries.isEmpty ? Int.max : 0 } ?? Int.max
    let count = bytes.count
    while index < count {
      if index == boundaryOffset, let mapping {
        mapping.offsets16[boundary] = Int32(truncatingIfNeeded: written)
        boundary += 1
        boundaryOffset =
          boundary < mapping.boundaries.count ? mapping.boundaries[boundary].utf8 : Int.max
      }
      let lead = UInt32(bytes[index])
      if lead < 0x80 {
        units[written] = UInt16(lead)
        index += 1
        written += 1
        continue
      }
      var value = scalarValue(in: bytes, at: &index)
      if value > 0xFFFF {
        value -= 0x1_0000
        units[written] = UInt16(0xD800 + (value >> 10))
        units[written + 1] = UInt16(0xDC00 + (value & 0x3FF))
        written += 2
        continue
      }
      units[written] = UInt16(value)
      written += 1
    }
    if let mapping, boundary < mapping.boundaries.count {
      mapping.offsets16[boundary] = Int32(truncatingIfNeeded: written)
    }
  }

  /// The scalar value of the valid UTF-8 sequence at `index`, which moves past it (to at most
  /// the buffer's count, so the moves need no overflow check).
  @inline(__always)
  static func scalarValue(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
    -> UInt32
  {
    let lead = UInt32(bytes[index])
    if lead < 0x80 {
      index &+= 1
      return lead
    }
    if lead < 0xE0 {
      defer { index &+= 2 }
      return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
    }
    if lead < 0xF0 {
      defer { index &+= 3 }
      return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
    }
    defer { index &+= 4 }
    return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
      | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
  }
}
