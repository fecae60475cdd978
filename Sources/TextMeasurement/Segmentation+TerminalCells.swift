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
    // A text is ASCII when it has a UTF-16 unit for each byte.
    let asciiOnly = count16 == bytes.count
    guard let breaker, count16 <= Int(Int32.max) else {
      return singleScalarCells(bytes, count16: count16, measurer: measurer, into: nil)
    }
    if breaker.usesSpaceRule {
      // The space rule's opportunities first: when it covers the text, there is no ICU pass
      // and no units to record for one.
      var covered = false
      let ruled = withScratch(of: Int32.self, capacity: bytes.count + 1) { offsets -> Segmented? in
        guard
          let found = SpaceSeparatedText.opportunities(
            utf8: bytes, asciiOnly: asciiOnly, by: breaker, into: offsets)
        else { return nil }
        covered = true
        guard var fast = singleScalarCells(bytes, count16: count16, measurer: measurer, into: nil)
        else { return nil }
        fast.boundaries.withUnsafeMutableBufferPointer { boundaries in
          var marker = BreakMarker(boundaries: boundaries)
          for offset in offsets[..<found] {
            marker.mark(at: Int(offset)) { boundaries[$0].utf8 }
          }
        }
        return fast
      }
      if covered { return ruled }
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
          var value = scalarValue(in: bytes, at: &next)
          defer { previous = value }
          var flags: ClusterFlags = []
          var handsOver = false
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
              // A code point the bits do not decide (a joiner, a prepend, a jamo).
              handsOver = true
            }
          } else {
            // Past the plane (emoji, rare ideographs): no whitespace there; the cluster
            // property and the width one at a time.
            let property = GraphemeBreakTable.property(of: value, table: graphemeTable)
            if property.isOtherOrSyllable {
              guard let scalar = Unicode.Scalar(value) else { return nil }
              conjunct = conjunct.after(property)
              let advance = measurer.advance(ofScalar: scalar)
              guard advance >= 0, advance <= 2, advance.rounded(.down) == advance else {
                return nil
              }
              sum += Int(advance)
              recorder.append(scalar: value)
            } else {
              // An emoji modifier, a regional indicator.
              handsOver = true
            }
          }
          if handsOver {
            // The cluster rules take the text on, until a cluster the bits decide starts.
            guard
              let rules = byTheRules(
                bytes, after: next, result: result, count: count, recording: recorder,
                measurer: measurer, counting: counting, table: table, graphemeTable: graphemeTable)
            else { return nil }
            next = rules.next
            count = rules.count
            sum = rules.sum
            value = rules.previous
            conjunct = rules.conjunct
            recorder = rules.recording
            if let end = rules.visibleEnd { visibleEnd = end }
            hasNewline = hasNewline || rules.hasNewline
            measuredWhole = false
            continue
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

  /// Where the cluster rules hand a text back to the one-scalar loop.
  struct RulesHandBack<Recording: UTF16Recording> {
    /// The UTF-8 offset where the loop goes on: the start of a cluster the table's bits
    /// decide, or the end of the text.
    var next: Int
    /// The count of boundaries written, the cells up to the last, and the recording so far.
    var count: Int
    var sum: Int
    var recording: Recording
    /// The scalar before `next`, and the conjunct rule's progress after it.
    var previous: UInt32
    var conjunct: ConjunctProgress
    /// The end of the last visible cluster the rules wrote, if they wrote one; whether they
    /// met a newline.
    var visibleEnd: Int?
    var hasNewline: Bool
  }

  /// The clusters ``GraphemeRules`` find once the one-scalar loop has met a code point the
  /// table's bits do not decide (a joiner, a regional indicator, an emoji modifier, a prepend,
  /// a Hangul jamo), which ends before `end`: from the start of the last of the `count`
  /// boundaries written to `result` on, since the code point may join that cluster and what
  /// the rules hold comes from the cluster a code point is in, up to the next cluster after
  /// it that starts with a code point the bits decide. A cluster of one scalar is measured as
  /// the loop measures it, one of more whole, as the general path measures it. Nil for a text
  /// with a control the control-character rules change, or a cluster whose cells are not
  /// whole.
  @inline(never)
  private static func byTheRules<Counting: ScalarCellCounting, Recording: UTF16Recording>(
    _ bytes: UnsafeBufferPointer<UInt8>, after end: Int,
    result: UnsafeMutableBufferPointer<Boundary>, count: Int, recording: Recording,
    measurer: TerminalCellMeasurer, counting: Counting, table: UnsafeBufferPointer<UInt8>,
    graphemeTable: UnsafeBufferPointer<UInt8>
  ) -> RulesHandBack<Recording>? {
    // The last cluster is segmented again, from its start.
    let count = max(count - 1, 1)
    var state = RulesHandBack(
      next: result[count - 1].utf8, count: count, sum: Int(result[count - 1].prefixWidth),
      recording: recording.resumed(atBoundary: count - 1), previous: 0, conjunct: .none,
      visibleEnd: nil, hasNewline: false)
    // The open cluster: its rules, its first scalar, its count of scalars (none before the
    // first) and whether all its scalars are hanging whitespace.
    var rules = GraphemeRules(first: GraphemeBreakProperty(rawValue: 0))
    var first: UInt32 = 0
    var scalars = 0
    var hangs = true
    while true {
      let start = state.next
      let atEnd = start == bytes.count
      var value: UInt32 = 0
      var property = GraphemeBreakProperty(rawValue: 0)
      var conjunctBefore = rules.conjunct
      if !atEnd {
        value = scalarValue(in: bytes, at: &state.next)
        property = GraphemeBreakTable.property(of: value, table: graphemeTable)
        conjunctBefore = rules.conjunct
        if scalars > 0, rules.joins(property) {
          scalars += 1
          hangs = hangs && value < 0x1_0000 && table[Int(value)] & TerminalScalarTable.hangs != 0
          state.recording.append(scalar: value)
          state.previous = value
          continue
        }
      }
      if scalars > 0 {
        // The open cluster ends at `start`.
        var flags: ClusterFlags = []
        if UnicodeProperties.isNewline(Unicode.Scalar(first) ?? "\u{FFFD}") {
          // LF, CR, NEL, LS, PS, or CR LF (GB3): nothing else joins them (GB4).
          flags = [.newline, .mandatoryBreakAfter]
          state.hasNewline = true
        } else {
          let cells: Double
          if scalars == 1, first < 0x1_0000 {
            cells = Double(counting.first(first, entry: table[Int(first)]))
          } else {
            cells = advance(
              ofCluster: UnsafeBufferPointer(rebasing: bytes[result[state.count - 1].utf8..<start]),
              measurer: measurer)
            guard cells >= 0, cells <= 0x1p32, cells.rounded(.down) == cells else { return nil }
          }
          state.sum += Int(cells)
          if hangs { flags = .whitespace }
        }
        result[state.count - 1].flags = flags
        result[state.count] = Boundary(utf8: start, prefixWidth: Double(state.sum), flags: [])
        state.recording.markBoundary(state.count)
        if flags.isEmpty { state.visibleEnd = state.count }
        state.count += 1
      }
      if atEnd { return state }
      let entry = value < 0x1_0000 ? table[Int(value)] : 0
      if start >= end,
        value < 0x1_0000
          ? entry & TerminalScalarTable.standsAlone != 0 : property.isOtherOrSyllable
      {
        // A cluster the bits decide: the loop takes it.
        state.next = start
        state.conjunct = conjunctBefore
        return state
      }
      // A cluster starts; a control the control-character rules keep is a newline.
      if property.kind.isControl, !UnicodeProperties.isNewline(Unicode.Scalar(value) ?? "\u{0}") {
        return nil
      }
      rules = GraphemeRules(first: property)
      first = value
      scalars = 1
      hangs = entry & TerminalScalarTable.hangs != 0
      state.recording.append(scalar: value)
      state.previous = value
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
      // A cluster of one scalar as the general path measures it.
      if count == 1 { return measurer.advance(ofScalar: scratch[0]) }
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
  /// The recording with what follows boundary `index`, whose offset it recorded, taken back.
  func resumed(atBoundary index: Int) -> Self
}

extension UTF16Recording {
  /// Records the UTF-16 units of the scalar `value`: one, or a surrogate pair past the plane.
  @inline(__always)
  mutating func append(scalar value: UInt32) {
    guard value >= 0x1_0000 else { return append(UInt16(truncatingIfNeeded: value)) }
    let offset = value - 0x1_0000
    append(UInt16(truncatingIfNeeded: 0xD800 + (offset >> 10)))
    append(UInt16(truncatingIfNeeded: 0xDC00 + (offset & 0x3FF)))
  }
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

  func resumed(atBoundary index: Int) -> Self {
    var recorder = self
    recorder.count = Int(offsets16[index])
    return recorder
  }
}

/// Recording nothing: a text that goes to no ICU pass.
struct NoUTF16Recording: UTF16Recording {
  @inline(__always)
  mutating func append(_ unit: UInt16) {}

  @inline(__always)
  func markBoundary(_ index: Int) {}

  func resumed(atBoundary index: Int) -> Self { self }
}
