extension Segmentation {
  /// The boundaries of a sanitized text by the general path: cluster rules over its UTF-16
  /// units, which ICU's line breaking reads too.
  static func generalBoundaries(
    of text: String, utf8 bytes: UnsafeBufferPointer<UInt8>, measurer: some TextMeasurer,
    breaker: LineBreaker?
  ) -> [Boundary] {
    let count16 = utf16Count(of: bytes).0
    guard count16 > 0 else { return [Boundary.start] }
    return withScratch(of: UInt16.self, capacity: count16) { scratch in
      decode(bytes, into: scratch, mapping: nil)
      return general(UnsafeBufferPointer(scratch), text: text, measurer: measurer, breaker: breaker)
    }
  }

  /// Clusters from ``GraphemeClusters`` (ICU 72's rules, our own code), properties from the
  /// scalars: a cluster of one scalar is measured from the scalar alone.
  static func general(
    _ units: UnsafeBufferPointer<UInt16>, text: String, measurer: some TextMeasurer,
    breaker: LineBreaker?
  ) -> [Boundary] {
    guard units.count <= Int(Int32.max) else {
      // Past ICU's length limit: no soft breaks, and cluster ends that need a wider type.
      return withScratch(of: Int.self, capacity: units.count + 1) { ends in
        general(units, ends: ends, text: text, measurer: measurer)
      }
    }
    // The cluster ends are the boundaries' UTF-16 offsets, which map ICU's opportunities.
    return withScratch(of: Int32.self, capacity: units.count + 1) { ends in
      var result = general(units, ends: ends, text: text, measurer: measurer)
      if let breaker {
        result.withUnsafeMutableBufferPointer { boundaries in
          addBreaks(
            breaker, units: units,
            offsets16: UnsafeBufferPointer(rebasing: ends[..<boundaries.count]), to: boundaries)
        }
      }
      return result
    }
  }

  /// ``general(_:text:measurer:breaker:)`` without the soft breaks, with `ends` (room for
  /// `units.count + 1` offsets) for the cluster ends.
  static func general<Offset: FixedWidthInteger>(
    _ units: UnsafeBufferPointer<UInt16>, ends: UnsafeMutableBufferPointer<Offset>, text: String,
    measurer: some TextMeasurer
  ) -> [Boundary] {
    let found = GraphemeClusters.boundaries(utf16: units, into: ends)
    let cells = TerminalCellMeasurer.measurer(measurer)
    return boundaries(capacity: found) { result -> Int? in
      result[0] = Boundary.start
      var offset8 = 0
      var prefix = 0.0
      for cluster in 1..<found {
        let start = Int(ends[cluster - 1])
        let end = Int(ends[cluster])
        if end == start + 1, units[start] < 0xD800 {
          // One unit, the common case: a scalar of the basic plane below the surrogates.
          let value = units[start]
          let scalar = Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}"
          var flags: ClusterFlags = []
          var advance = 0.0
          if UnicodeProperties.isNewline(scalar) {
            flags = [.newline, .mandatoryBreakAfter]
          } else {
            if UnicodeProperties.isHangingWhitespace(scalar) { flags = .whitespace }
            advance = measurer.advance(ofScalar: scalar)
          }
          offset8 += value < 0x80 ? 1 : value < 0x800 ? 2 : 3
          prefix += advance
          result[cluster - 1].flags = flags
          result[cluster] = Boundary(utf8: offset8, prefixWidth: prefix, flags: [])
          continue
        }
        let start8 = offset8
        let (flags, advance) = withScratch(of: Unicode.Scalar.self, capacity: end - start) {
          scratch -> (ClusterFlags, Double) in
          var count = 0
          var offset = start
          var isWhitespace = true
          while offset < end {
            let unit = units[offset]
            var value = UInt32(unit)
            if unit & 0xFC00 == 0xD800, offset + 1 < end, units[offset + 1] & 0xFC00 == 0xDC00 {
              value = 0x1_0000 + (UInt32(unit & 0x3FF) << 10) + UInt32(units[offset + 1] & 0x3FF)
              offset += 2
            } else {
              offset += 1
            }
            // Units decoded from a String never hold a lone surrogate; U+FFFD stands in.
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            scratch[count] = scalar
            count += 1
            isWhitespace = isWhitespace && UnicodeProperties.isHangingWhitespace(scalar)
            offset8 += UTF8.width(scalar)
          }
          let scalars = UnsafeBufferPointer(rebasing: scratch[..<count])
          let first = scalars[0]
          if UnicodeProperties.isNewline(first) { return ([.newline, .mandatoryBreakAfter], 0) }
          let flags: ClusterFlags = isWhitespace ? .whitespace : []
          if count == 1 { return (flags, measurer.advance(ofScalar: first)) }
          // Terminal cells are measured from the scalars decoded here.
          if let cells { return (flags, cells.advance(ofClusterScalars: scalars)) }
          let utf8 = text.utf8
          let lower = utf8.index(utf8.startIndex, offsetBy: start8)
          let upper = utf8.index(lower, offsetBy: offset8 - start8)
          return (flags, measurer.advance(ofCluster: text[lower..<upper]))
        }
        prefix += advance
        result[cluster - 1].flags = flags
        result[cluster] = Boundary(utf8: offset8, prefixWidth: prefix, flags: [])
      }
      return found
    } ?? [Boundary.start]
  }
}
