extension Segmentation {
  /// ``singleScalarClusters(_:capacity:measurer:)`` in terminal cells, which also takes marks
  /// that join the scalar before them (Thai vowels and tone marks, combining accents) and the
  /// conjuncts of ICU's rule (Devanagari "क्ष"), followed with ``ConjunctProgress`` as the
  /// cluster rules follow it: a scalar of the Basic Multilingual Plane is judged from one byte
  /// of ``TerminalScalarTable`` (and its cluster properties when the conjunct rule reads it)
  /// and measured as ``ScalarCellCounting`` says. With the soft breaks of
  /// `breaker`; nil under a model that measures clusters in their text.
  ///
  /// Newlines (LF, CR LF, CR, NEL, LS, PS) are clusters of their own, with no advance and a
  /// mandatory break after them. The other clusters have advances of 0 to 2, so the visible
  /// end of a text with no newline is the end of its last cluster that is not whitespace,
  /// found as it goes. When the text goes to ICU, its UTF-16 units and the boundaries' UTF-16
  /// offsets are written as it goes too, rather than by decoding it again.
  static func singleScalarCells(
    _ bytes: UnsafeBufferPointer<UInt8>, count16: Int, measurer: TerminalCellMeasurer,
    breaker: LineBreaker?
  ) -> Segmented? {
    guard let breaker, count16 <= Int(Int32.max),
      !(breaker.usesSpaceRule && SpaceSeparatedText.covers(utf8: bytes))
    else {
      // No ICU pass: no units to record.
      guard var fast = singleScalarCells(bytes, count16: count16, measurer: measurer, into: nil)
      else { return nil }
      if breaker != nil, count16 <= Int(Int32.max) {
        // The space rule covers the text (checked above): its opportunities, from the bytes.
        fast.boundaries.withUnsafeMutableBufferPointer { boundaries in
          var marker = BreakMarker(boundaries: boundaries)
          SpaceSeparatedText.forEachOpportunity(coveredUTF8: bytes) { offset, _ in
            marker.mark(at: offset) { boundaries[$0].utf8 }
          }
        }
      }
      return fast
    }
    return withScratch(of: UInt16.self, capacity: count16) { units in
      withScratch(of: Int32.self, capacity: count16 + 1) { offsets16 in
        guard
          var fast = singleScalarCells(
            bytes, count16: count16, measurer: measurer, into: (units, offsets16))
        else { return nil }
        fast.boundaries.withUnsafeMutableBufferPointer { boundaries in
          var marker = BreakMarker(boundaries: boundaries)
          breaker.forEachICUOpportunity(utf16: UnsafeBufferPointer(units)) { offset, _ in
            marker.mark(at: offset) { Int(offsets16[$0]) }
          }
        }
        return fast
      }
    }
  }

  /// The segmentation of ``singleScalarCells(_:count16:measurer:breaker:)``, writing the
  /// text's UTF-16 units and the boundaries' UTF-16 offsets into `recording` when given.
  static func singleScalarCells(
    _ bytes: UnsafeBufferPointer<UInt8>, count16: Int, measurer: TerminalCellMeasurer,
    into recording: (
      units: UnsafeMutableBufferPointer<UInt16>, offsets16: UnsafeMutableBufferPointer<Int32>
    )?
  ) -> Segmented? {
    guard let recording else {
      return singleScalarCells(
        bytes, count16: count16, measurer: measurer, recording: NoUTF16Recording())
    }
    return singleScalarCells(
      bytes, count16: count16, measurer: measurer,
      recording: UTF16Recorder(units: recording.units, offsets16: recording.offsets16))
  }

  /// ``singleScalarCells(_:count16:measurer:into:)``, recording with `recording`.
  private static func singleScalarCells(
    _ bytes: UnsafeBufferPointer<UInt8>, count16: Int, measurer: TerminalCellMeasurer,
    recording: some UTF16Recording
  ) -> Segmented? {
    if let table = TableCells(measurer) {
      return singleScalarCells(
        bytes, count16: count16, measurer: measurer, counting: table, recording: recording)
    }
    guard let model = ModelCells(measurer) else { return nil }
    return singleScalarCells(
      bytes, count16: count16, measurer: measurer, counting: model, recording: recording)
  }

  /// ``singleScalarCells(_:count16:measurer:into:)``, counting cells with `counting` and
  /// recording with `recording`.
  private static func singleScalarCells<Counting: ScalarCellCounting>(
    _ bytes: UnsafeBufferPointer<UInt8>, count16: Int, measurer: TerminalCellMeasurer,
    counting: Counting, recording: some UTF16Recording
  ) -> Segmented? {
    var visibleEnd = 0
    // Whether the text has a newline: it is then more than one paragraph.
    var hasNewline = false
    return TerminalScalarTable.withTables { table, graphemeTable -> Segmented? in
      let written = boundaries(capacity: count16 + 1) { result -> Int? in
        result[0] = Boundary.start
        var recorder = recording
        recorder.markBoundary(0)
        var next = 0
        var count = 1
        // Whole cells, counted as integers (no floating-point add on the loop's path); a
        // scalar past the plane whose advance is not whole is left to the general path.
        var sum = 0
        // The scalar before, and whether the cluster being read was measured whole (for VS16).
        var previous: UInt32 = 0
        var measuredWhole = false
        // How far the scalars so far go into ICU's conjunct rule (GB9c).
        var conjunct = ConjunctProgress.none
        while next < bytes.count {
          let value = scalarValue(in: bytes, at: &next)
          defer { previous = value }
          var flags: ClusterFlags = []
          if value < 0x1_0000 {
            recorder.append(UInt16(truncatingIfNeeded: value))
            let entry = table[Int(value)]
            let (joins, linksConsonant) = TerminalScalarTable.joins(
              value, entry: entry, graphemeTable: graphemeTable, conjunct: &conjunct)
            if joins, count > 1, !result[count - 2].flags.contains(.newline) {
              // The cluster before takes it, without the whitespace flag (a cluster is
              // whitespace when all its scalars are). A mark adds what the model says; VS16
              // may ask for emoji presentation (rule 2), so the measurer's own rules measure
              // the cluster it ends up in, and under a model that counts marks, the marks
              // after it. A linked consonant adds what the model says of a conjunct.
              if value == 0xFE0F || (measuredWhole && !Counting.fromTable) {
                let cells = advance(
                  ofCluster: UnsafeBufferPointer(rebasing: bytes[result[count - 2].utf8..<next]),
                  measurer: measurer)
                guard cells >= 0, cells <= 2, cells.rounded(.down) == cells else { return nil }
                sum +=
                  Int(cells) - Int(result[count - 1].prefixWidth - result[count - 2].prefixWidth)
                result[count - 1].prefixWidth = Double(sum)
                measuredWhole = true
              } else if !Counting.fromTable {
                sum &+= counting.joined(value, after: previous, conjunct: linksConsonant)
                result[count - 1].prefixWidth = Double(sum)
              }
              result[count - 1].utf8 = next
              result[count - 2].flags = []
              recorder.markBoundary(count - 1)
              visibleEnd = count - 1
              continue
            }
            if joins || entry & TerminalScalarTable.standsAlone != 0 {
              // A cluster of its own; a mark at the start of a text or paragraph too.
              sum &+= counting.first(value, entry: entry)
              if entry & TerminalScalarTable.hangs != 0 { flags = .whitespace }
            } else if let crlf = newlineCluster(value, in: bytes, at: &next) {
              // A cluster of its own with no advance and a mandatory break after it: CR LF is
              // one cluster (GB3), and its LF is recorded after the CR.
              if crlf { recorder.append(0x0A) }
              flags = [.newline, .mandatoryBreakAfter]
              hasNewline = true
            } else {
              return nil
            }
          } else {
            // Past the plane (emoji, rare ideographs): no whitespace there; the cluster
            // property and the width one at a time.
            let property = GraphemeBreakTable.property(of: value, table: graphemeTable)
            guard let scalar = Unicode.Scalar(value), property.isOtherOrSyllable else { return nil }
            conjunct = conjunct.after(property)
            let advance = measurer.advance(ofScalar: scalar)
            guard advance >= 0, advance <= 2, advance.rounded(.down) == advance else { return nil }
            sum += Int(advance)
            let offset = value - 0x1_0000
            recorder.append(UInt16(truncatingIfNeeded: 0xD800 + (offset >> 10)))
            recorder.append(UInt16(truncatingIfNeeded: 0xDC00 + (offset & 0x3FF)))
          }
          measuredWhole = false
          result[count - 1].flags = flags
          result[count] = Boundary(utf8: next, prefixWidth: Double(sum), flags: [])
          recorder.markBoundary(count)
          if flags.isEmpty { visibleEnd = count }
          count += 1
        }
        return count
      }
      guard let written else { return nil }
      return Segmented(boundaries: written, visibleEnd: hasNewline ? nil : visibleEnd)
    }
  }

  /// `measurer`'s advance of the cluster whose valid UTF-8 is `bytes`, measured from its
  /// scalars as they are decoded (no string is made for it).
  static func advance(
    ofCluster bytes: UnsafeBufferPointer<UInt8>, measurer: TerminalCellMeasurer
  ) -> Double {
    withScratch(of: Unicode.Scalar.self, capacity: bytes.count) { scratch in
      var count = 0
      var index = 0
      while index < bytes.count {
        scratch[count] = Unicode.Scalar(scalarValue(in: bytes, at: &index)) ?? "\u{FFFD}"
        count += 1
      }
      return measurer.advance(ofClusterScalars: UnsafeBufferPointer(rebasing: scratch[..<count]))
    }
  }

  /// Nil unless the scalar `value`, just read from `bytes` before `next`, is a newline (LF,
  /// CR, NEL, LS or PS; the control-character rules keep them all); else whether it is a CR
  /// followed by LF, which `next` then moves past: the two are one cluster (GB3).
  @inline(__always)
  static func newlineCluster(
    _ value: UInt32, in bytes: UnsafeBufferPointer<UInt8>, at next: inout Int
  ) -> Bool? {
    switch value {
    case 0x0D:
      guard next < bytes.count, bytes[next] == 0x0A else { return false }
      next += 1
      return true
    case 0x0A, 0x85, 0x2028, 0x2029: return false
    default: return nil
    }
  }
}

/// Where ``Segmentation/singleScalarCells(_:count16:measurer:into:)`` writes a text's UTF-16
/// units and its boundaries' UTF-16 offsets for ICU's pass, or nothing: the pass is
/// specialized for each, so that a pass that records nothing checks nothing per scalar.
protocol UTF16Recording {
  /// Records `unit` as the text's next UTF-16 unit.
  mutating func append(_ unit: UInt16)
  /// Records the count of units so far as the UTF-16 offset of boundary `index`.
  func markBoundary(_ index: Int)
}

/// Recording into scratch space with room for the text's units and its boundaries' offsets.
struct UTF16Recorder: UTF16Recording {
  let units: UnsafeMutableBufferPointer<UInt16>
  let offsets16: UnsafeMutableBufferPointer<Int32>
  /// The units written so far.
  private var count = 0

  init(units: UnsafeMutableBufferPointer<UInt16>, offsets16: UnsafeMutableBufferPointer<Int32>) {
    self.units = units
    self.offsets16 = offsets16
  }

  @inline(__always)
  mutating func append(_ unit: UInt16) {
    units[count] = unit
    count &+= 1
  }

  @inline(__always)
  func markBoundary(_ index: Int) { offsets16[index] = Int32(truncatingIfNeeded: count) }
}

/// Recording nothing: a text that goes to no ICU pass.
struct NoUTF16Recording: UTF16Recording {
  @inline(__always)
  mutating func append(_ unit: UInt16) {}

  @inline(__always)
  func markBoundary(_ index: Int) {}
}
