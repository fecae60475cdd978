extension Segmentation {
  /// ASCII text: one cluster per byte but CR LF, advances asked once per distinct byte; nil
  /// for a text with a control the control-character rules change (all but LF and CR, DEL).
  static func ascii(_ bytes: UnsafeBufferPointer<UInt8>, measurer: some TextMeasurer)
    -> [Boundary]?
  {
    withScratch(of: Double.self, capacity: 128) { advances -> [Boundary]? in
      var known: (low: UInt64, high: UInt64) = (0, 0)
      let count = bytes.count
      return boundaries(capacity: count + 1) { result -> Int? in
        result[0] = Boundary.start
        var written = 1
        var index = 0
        var prefix = 0.0
        while index < count {
          let byte = bytes[index]
          index += 1
          var flags: ClusterFlags = []
          var advance = 0.0
          if byte == 0x0A || byte == 0x0D {
            if byte == 0x0D, index < count, bytes[index] == 0x0A { index += 1 }
            flags = [.newline, .mandatoryBreakAfter]
          } else {
            if byte < 0x20 || byte == 0x7F { return nil }
            if byte == 0x20 { flags = .whitespace }
            let bit: UInt64 = 1 << UInt64(byte & 63)
            let isKnown = byte < 64 ? known.low & bit != 0 : known.high & bit != 0
            if isKnown {
              advance = advances[Int(byte)]
            } else {
              advance = measurer.advance(ofScalar: Unicode.Scalar(byte))
              advances[Int(byte)] = advance
              if byte < 64 { known.low |= bit } else { known.high |= bit }
            }
          }
          prefix += advance
          result[written - 1].flags = flags
          result[written] = Boundary(utf8: index, prefixWidth: prefix, flags: [])
          written += 1
        }
        return written
      }
    }
  }
}
