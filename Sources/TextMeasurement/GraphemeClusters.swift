import CICU

/// Extended grapheme cluster boundaries (UAX #29), from ICU's character break iterator.
///
/// ICU rather than Swift's `Character`: ICU's rules and its character properties come from
/// the same Unicode version (15.0 in ICU 72) as the line breaker, so clusters, widths and
/// break opportunities agree with each other whatever the toolchain; and ICU works on
/// UTF-16 buffers, the offsets the line breaker reports. See Docs/Text.md.
package enum GraphemeClusters {
  /// The cluster boundaries of `units` as UTF-16 offsets: 0, then every boundary up to and
  /// including `units.count`. An empty buffer gives `[0]`.
  package static func boundaries(utf16 units: [UInt16]) -> [Int] {
    guard !units.isEmpty else { return [0] }
    guard units.count <= Int(Int32.max) else { return scalarBoundaries(units) }
    let count = Int32(units.count)
    var offsets = [Int32](repeating: 0, count: units.count)
    let found: Int =
      BreakIteratorsPerThread.withIterator(.character) { iterator in
        units.withUnsafeBufferPointer { text in
          offsets.withUnsafeMutableBufferPointer { offsets in
            guard let base = offsets.baseAddress else { return 0 }
            var error: Int32 = 0
            return Int(
              cicu_break_boundaries(iterator, text.baseAddress, count, base, nil, count, &error))
          }
        }
      } ?? 0
    guard found > 0 else { return scalarBoundaries(units) }
    var result = [0]
    result.reserveCapacity(found + 1)
    for index in 0..<found { result.append(Int(offsets[index])) }
    if result.last != units.count { result.append(units.count) }
    return result
  }

  /// The boundaries of the clusters of `text`, as UTF-16 offsets from its start.
  package static func boundaries(in text: Substring) -> [Int] {
    boundaries(utf16: Array(text.utf16))
  }

  /// A fallback if ICU fails: every scalar its own cluster.
  private static func scalarBoundaries(_ units: [UInt16]) -> [Int] {
    var result = [0]
    var offset = 0
    while offset < units.count {
      let isPair =
        UTF16.isLeadSurrogate(units[offset]) && offset + 1 < units.count
        && UTF16.isTrailSurrogate(units[offset + 1])
      offset += isPair ? 2 : 1
      result.append(offset)
    }
    return result
  }
}
