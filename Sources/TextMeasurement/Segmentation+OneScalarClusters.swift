extension Segmentation {
  /// A text whose every scalar has the Grapheme_Cluster_Break Other, LV or LVT (most letters
  /// of most scripts, precomposed Latin, CJK, Hangul syllables, lone emoji; no marks, joiners,
  /// controls, jamo or flags) is a cluster per scalar: GB999 breaks between any two of them.
  /// Newlines may come between them, each a cluster (CR LF one) with a break before and after
  /// it (GB4, GB5).
  /// Measured in one pass over its UTF-8 with no cluster rules and no UTF-16 units; nil for
  /// any other text, as soon as a scalar shows it is one.
  static func singleScalarClusters(
    _ bytes: UnsafeBufferPointer<UInt8>, capacity: Int, measurer: some TextMeasurer
  ) -> [Boundary]? {
    GraphemeBreakTable.values.withUnsafeBufferPointer { table -> [Boundary]? in
      boundaries(capacity: capacity) { result -> Int? in
        result[0] = Boundary.start
        let count = bytes.count
        var index = 0
        var written = 1
        var prefix = 0.0
        while index < count {
          let value = scalarValue(in: bytes, at: &index)
          let property = GraphemeBreakTable.property(of: value, table: table)
          if property.isOtherOrSyllable {
            // Valid UTF-8 decodes to scalars only.
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            prefix += measurer.advance(ofScalar: scalar)
            result[written - 1].flags =
              UnicodeProperties.isHangingWhitespace(scalar) ? .whitespace : []
          } else if newlineCluster(value, in: bytes, at: &index) != nil {
            // No advance, a mandatory break after it; CR LF is one cluster.
            result[written - 1].flags = [.newline, .mandatoryBreakAfter]
          } else {
            return nil
          }
          result[written] = Boundary(utf8: index, prefixWidth: prefix, flags: [])
          written += 1
        }
        return written
      }
    }
  }

  /// The UTF-16 length of valid UTF-8 (one unit per scalar, two for a scalar of four bytes),
  /// and whether it is all ASCII.
  static func utf16Count(of bytes: UnsafeBufferPointer<UInt8>) -> (Int, isASCII: Bool) {
    // Branch-free and without overflow checks, in blocks of 127 bytes counted in a byte (each
    // byte adds at most 2), so that the loop is vectorized sixteen bytes at a time.
    var count16 = 0
    var high: UInt8 = 0
    var start = 0
    while start < bytes.count {
      let end = min(start &+ 127, bytes.count)
      var block: UInt8 = 0
      for index in start..<end {
        let byte = bytes[index]
        block &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
        high |= byte
      }
      count16 &+= Int(block)
      start = end
    }
    return (count16, high < 0x80)
  }
}
