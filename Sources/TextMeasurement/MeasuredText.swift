/// A text segmented and measured once: its grapheme clusters, their advances (as prefix
/// sums), whitespace and newline flags, and the break opportunities at cluster boundaries.
/// Lines at any width come from it without calling ICU or the measurer again.
///
/// The text is first sanitized by ``ControlCharacterPolicy``; ``text`` is the result, and
/// every index and offset refers to it. Clusters are numbered from 0; a *boundary* `i` is the
/// start of cluster `i` (boundary ``clusterCount`` is the end of the text).
///
/// ```swift
/// let measured = MeasuredText("Hello 世界\n", measurer: TerminalCellMeasurer())
/// measured.clusterCount  // 9
/// measured.width(0..<8)  // 10: "Hello " is 6 cells, "世界" 4
/// measured.isWhitespace(5)  // true
/// measured.breakAfter(5)  // .soft
/// measured.breakAfter(8)  // .mandatory, after the newline
/// ```
///
/// Storage is one array with an entry of 16 bytes per boundary: its UTF-8 offset and the flags
/// of the cluster that starts there in one word, and the prefix sum of the advances before it.
/// It is the only allocation of a measurement; the UTF-16 units, cluster ends and ICU's
/// offsets live in scratch space while it is built. Accessors given an index out of range return an empty or
/// zero answer rather than trap.
public struct MeasuredText: Sendable {
  /// The sanitized text.
  public let text: String
  /// Per boundary (`clusterCount + 1` entries): its UTF-8 offset, the sum of the advances
  /// before it, and the flags of the cluster that starts there (none at the end).
  private var boundaries: [Boundary]
  /// For a text of one paragraph whose advances are all at least 0: the end of its visible
  /// part (without trailing whitespace). Such a text is one line at any width its visible part
  /// fits, which ``forEachLine(width:_:)`` answers without filling. Nil otherwise.
  package let singleParagraphVisibleEnd: Int?

  /// Measures `string` with `measurer`, breaking lines with `options`.
  public init(
    _ string: String, measurer: some TextMeasurer, options: LineBreakOptions = LineBreakOptions()
  ) {
    self.init(string, measurer: measurer, options: options, allowsASCIIFastPath: true)
  }

  /// Measures `string`; `allowsASCIIFastPath: false` forces the general path (for tests that
  /// check both paths agree).
  init(
    _ string: String, measurer: some TextMeasurer, options: LineBreakOptions,
    allowsASCIIFastPath: Bool, findsSoftBreaks: Bool = true
  ) {
    let breaker = findsSoftBreaks ? LineBreaker(options: options) : nil
    let measured = Segmentation.measure(
      string, measurer: measurer, breaker: breaker, allowsFastPaths: allowsASCIIFastPath)
    self.text = measured.text
    self.boundaries = measured.boundaries
    var visibleEnd = measured.visibleEnd
    if measurer.measuresClustersInContext {
      // A text engine's measurer: the advances of clusters shaped in their runs.
      Self.measureInContext(&boundaries, text: text, measurer: measurer)
      visibleEnd = nil
    }
    // A path that knows the visible end found it as it went; else one pass finds it.
    self.singleParagraphVisibleEnd =
      visibleEnd ?? boundaries.withUnsafeBufferPointer(Self.visibleEnd(of:))
  }

  /// Replaces the prefix sums of `boundaries` with those of the advances `measurer` gives the
  /// clusters of `text` in their context (``TextMeasurer/advances(ofClustersIn:utf8Boundaries:)``).
  private static func measureInContext(
    _ boundaries: inout [Boundary], text: String, measurer: some TextMeasurer
  ) {
    let advances = measurer.advances(ofClustersIn: text, utf8Boundaries: boundaries.map(\.utf8))
    guard advances.count == boundaries.count - 1 else { return }
    var prefix = 0.0
    for index in advances.indices {
      prefix += advances[index]
      boundaries[index + 1].prefixWidth = prefix
    }
  }

  /// `string` measured without its soft break opportunities (no ICU pass): exact for any
  /// width at which the text is one line, that is for a text of one paragraph whose visible
  /// part fits (``singleParagraphVisibleEnd``). ``findSoftBreaks(options:)`` adds them when
  /// the text turns out to need them.
  package init(unbroken string: String, measurer: some TextMeasurer) {
    self.init(
      string, measurer: measurer, options: LineBreakOptions(), allowsASCIIFastPath: true,
      findsSoftBreaks: false)
  }

  /// For a non-empty text of one line that needs no cluster rules (each cluster a scalar with
  /// at most marks after it, no control or newline), measured in terminal cells: the UTF-8
  /// offset of the end of its visible part and that part's width, as `MeasuredText` would
  /// give them (``singleParagraphVisibleEnd``), without storing a boundary. Nil for any other
  /// text, and nil as soon as the visible part is found wider than `widthLimit`; nil under a
  /// profile other than ``CellWidthProfile/clusters``. For a row's amount, which is shown at
  /// its ideal size, and for a title that may fit beside it.
  package static func oneLine(
    _ string: String, measurer: TerminalCellMeasurer, widthLimit: Double = .infinity
  ) -> (visibleUTF8End: Int, width: Double)? {
    let measure = { (bytes: UnsafeBufferPointer<UInt8>) in
      Segmentation.oneLine(bytes, measurer: measurer, widthLimit: widthLimit)
    }
    if let result = string.utf8.withContiguousStorageIfAvailable(measure) { return result }
    var contiguous = string
    contiguous.makeContiguousUTF8()
    return contiguous.utf8.withContiguousStorageIfAvailable(measure) ?? nil
  }

  /// Adds the soft break opportunities ICU finds with `options` to a text measured without
  /// them (``init(unbroken:measurer:)``): the text is then as `init(_:measurer:options:)`
  /// measures it.
  package mutating func findSoftBreaks(options: LineBreakOptions) {
    let text = self.text
    let breaker = LineBreaker(options: options)
    boundaries.withUnsafeMutableBufferPointer { boundaries in
      _ = text.utf8.withContiguousStorageIfAvailable { bytes in
        Segmentation.addBreaks(breaker, utf8: bytes, to: boundaries)
      }
    }
  }

  /// The end of the visible part of a text of one paragraph with advances of at least 0;
  /// nil for any other text.
  private static func visibleEnd(of boundaries: UnsafeBufferPointer<Boundary>) -> Int? {
    let count = boundaries.count - 1
    var previous = 0.0
    for index in 0...count {
      let boundary = boundaries[index]
      // A newline, or a prefix sum that decreases (a negative advance) or is NaN.
      guard !boundary.flags.contains(.newline), boundary.prefixWidth >= previous else {
        return nil
      }
      previous = boundary.prefixWidth
    }
    var end = count
    while end > 0, boundaries[end - 1].flags.contains(.whitespace) { end -= 1 }
    return end
  }

  /// The number of grapheme clusters.
  public var clusterCount: Int { boundaries.count - 1 }

  /// Cluster `index`, a slice of ``text``.
  public func cluster(_ index: Int) -> Substring {
    guard index >= 0, index < clusterCount else { return text[text.endIndex...] }
    return text[stringRange(index..<(index + 1))]
  }

  /// The clusters in `range`, a slice of ``text``.
  public func text(_ range: Range<Int>) -> Substring {
    text[stringRange(range)]
  }

  /// The string indices of the clusters in `range`.
  public func stringRange(_ range: Range<Int>) -> Range<String.Index> {
    let range = clamped(range)
    return stringIndex(range.lowerBound)..<stringIndex(range.upperBound)
  }

  /// The string index of boundary `boundary`, in constant time (an offset in the UTF-8 view,
  /// which is the string's storage).
  private func stringIndex(_ boundary: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: boundaries[boundary].utf8)
  }

  /// The UTF-8 offsets of the clusters in `range`, in ``text``'s `utf8` view.
  package func utf8Range(_ range: Range<Int>) -> Range<Int> {
    let range = clamped(range)
    return boundaries[range.lowerBound].utf8..<boundaries[range.upperBound].utf8
  }

  /// The UTF-16 offsets of the clusters in `range`, in ``text``'s `utf16` view.
  ///
  /// Boundaries keep UTF-8 offsets only (UTF-16 offsets would make every measurement a third
  /// larger); these are converted through the string's `utf16` view, which a native string
  /// answers without decoding from its start each time.
  public func utf16Range(_ range: Range<Int>) -> Range<Int> {
    let range = stringRange(range)
    let utf16 = text.utf16
    let lower = utf16.distance(from: utf16.startIndex, to: range.lowerBound)
    return lower..<(lower + utf16.distance(from: range.lowerBound, to: range.upperBound))
  }

  /// The advance of cluster `index` (0 for a newline).
  public func advance(_ index: Int) -> Double {
    guard index >= 0, index < clusterCount else { return 0 }
    return boundaries[index + 1].prefixWidth - boundaries[index].prefixWidth
  }

  /// The sum of the advances of the clusters in `range`, in constant time (a difference of
  /// prefix sums; with fractional advances it may differ from a running sum in the last
  /// bits).
  public func width(_ range: Range<Int>) -> Double {
    let range = clamped(range)
    return boundaries[range.upperBound].prefixWidth - boundaries[range.lowerBound].prefixWidth
  }

  /// Whether cluster `index` is whitespace that hangs at the end of a line: White_Space
  /// other than the no-break spaces (U+00A0, U+2007, U+202F) and other than newlines.
  public func isWhitespace(_ index: Int) -> Bool {
    guard index >= 0, index < clusterCount else { return false }
    return boundaries[index].flags.contains(.whitespace)
  }

  /// Whether cluster `index` is a newline (LF, CR, CRLF, NEL, LS or PS): a mandatory break
  /// after it, zero advance, never rendered.
  public func isNewline(_ index: Int) -> Bool {
    guard index >= 0, index < clusterCount else { return false }
    return boundaries[index].flags.contains(.newline)
  }

  /// The opportunity at the boundary after cluster `index`: `mandatory` after a newline
  /// cluster, `soft` where ICU allows a break, else `none`.
  ///
  /// An opportunity ICU reports inside a cluster (its line rules and the cluster rules
  /// disagree there, e.g. around unusual combining sequences) is dropped: lines break at
  /// cluster boundaries only. The end of the text is `none` unless the last cluster is a
  /// newline.
  public func breakAfter(_ index: Int) -> BreakKind {
    guard index >= 0, index < clusterCount else { return .none }
    return boundaries[index].flags.breakKind
  }

  private func clamped(_ range: Range<Int>) -> Range<Int> {
    range.clamped(to: 0..<clusterCount)
  }
}

/// One cluster's flags in a byte: whitespace, newline, and the break kind after it.
struct ClusterFlags: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  static let whitespace = ClusterFlags(rawValue: 1 << 0)
  static let newline = ClusterFlags(rawValue: 1 << 1)
  static let softBreakAfter = ClusterFlags(rawValue: 1 << 2)
  static let mandatoryBreakAfter = ClusterFlags(rawValue: 1 << 3)

  var breakKind: BreakKind {
    if contains(.mandatoryBreakAfter) { return .mandatory }
    if contains(.softBreakAfter) { return .soft }
    return .none
  }
}

/// One boundary of a ``MeasuredText``: its UTF-8 offset, the sum of the advances before it,
/// and the flags of the cluster that starts at it, in 16 bytes.
///
/// A large text's boundary list is read several times (its lines counted, then filled), so
/// its size is most of what the measurement costs in memory traffic: the offset and the flags
/// share a word (a string's UTF-8 count fits in 48 bits), and the UTF-16 offsets ICU's
/// opportunities come in are kept in scratch space while they are mapped, not stored.
struct Boundary: Sendable {
  /// The flags in the low byte, the UTF-8 offset above them.
  private var offsetAndFlags: UInt64
  var prefixWidth: Double

  @inline(__always)
  init(utf8: Int, prefixWidth: Double, flags: ClusterFlags) {
    offsetAndFlags = UInt64(truncatingIfNeeded: utf8) << 8 | UInt64(flags.rawValue)
    self.prefixWidth = prefixWidth
  }

  var utf8: Int {
    @inline(__always) get { Int(truncatingIfNeeded: offsetAndFlags >> 8) }
    @inline(__always) set {
      offsetAndFlags = UInt64(truncatingIfNeeded: newValue) << 8 | offsetAndFlags & 0xFF
    }
  }

  var flags: ClusterFlags {
    @inline(__always) get { ClusterFlags(rawValue: UInt8(truncatingIfNeeded: offsetAndFlags)) }
    @inline(__always) set { offsetAndFlags = offsetAndFlags & ~0xFF | UInt64(newValue.rawValue) }
  }

  /// The start of every text, and all of an empty one.
  static let start = Boundary(utf8: 0, prefixWidth: 0, flags: [])
}

extension MeasuredText {
  /// Whether a fast path (ASCII, one-scalar clusters) takes `string` as it is, for tests: the
  /// paths give the same boundaries as the general one, so only this tells which one ran.
  static func fastPathTakes(
    _ string: String, measurer: some TextMeasurer, options: LineBreakOptions = LineBreakOptions()
  ) -> Bool {
    var text = string
    text.makeContiguousUTF8()
    let breaker = LineBreaker(options: options)
    return text.utf8.withContiguousStorageIfAvailable {
      Segmentation.fastBoundaries($0, measurer: measurer, breaker: breaker) != nil
    } ?? false
  }
}

/// Segmenting and measuring a text into its ``Boundary`` list, in one pass over its UTF-8
/// with scratch space for the UTF-16 units and cluster ends that ICU and the cluster rules
/// read (on the stack when the text is small): the result is the only allocation.
private enum Segmentation {
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
    } else if let cells = measurer as? TerminalCellMeasurer, cells.profile == .clusters {
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

  /// ``singleScalarClusters(_:capacity:measurer:)`` in terminal cells, which also takes marks
  /// that join the scalar before them (Thai vowels and tone marks, combining accents): a
  /// scalar of the Basic Multilingual Plane is judged and measured from one byte of
  /// ``TerminalScalarTable``. With the soft breaks of `breaker`.
  ///
  /// Newlines (LF, CR LF, CR, NEL, LS, PS) are clusters of their own, with no advance and a
  /// mandatory break after them. The other clusters have advances of 0 to 2, so the visible
  /// end of a text with no newline is the end of its last cluster that is not whitespace,
  /// found as it goes. When the text goes to ICU, its UTF-16 units and the boundaries' UTF-16
  /// offsets are written as it goes too, rather than by decoding it again.
  private static func singleScalarCells(
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
  private static func singleScalarCells(
    _ bytes: UnsafeBufferPointer<UInt8>, count16: Int, measurer: TerminalCellMeasurer,
    into recording: (
      units: UnsafeMutableBufferPointer<UInt16>, offsets16: UnsafeMutableBufferPointer<Int32>
    )?
  ) -> Segmented? {
    let shift: UInt8 = measurer.ambiguousIsWide ? 2 : 0
    var visibleEnd = 0
    // Whether the text has a newline: it is then more than one paragraph.
    var hasNewline = false
    return TerminalScalarTable.values.withUnsafeBufferPointer { table -> Segmented? in
      var accepted = true
      let result = [Boundary](unsafeUninitializedCapacity: count16 + 1) { result, initialized in
        result[0] = Boundary.start
        recording?.offsets16[0] = 0
        var next = 0
        var count = 1
        // UTF-16 units written, when recording.
        var units = 0
        // Whole cells, counted as integers (no floating-point add on the loop's path); a
        // scalar past the plane whose advance is not whole is left to the general path.
        var sum = 0
        while next < bytes.count {
          let value = scalarValue(in: bytes, at: &next)
          var flags: ClusterFlags = []
          if value < 0x1_0000 {
            if let recording {
              recording.units[units] = UInt16(truncatingIfNeeded: value)
              units += 1
            }
            let entry = table[Int(value)]
            if entry & TerminalScalarTable.joinsPrevious != 0, count > 1,
              !result[count - 2].flags.contains(.newline)
            {
              // The cluster before takes it, without the whitespace flag (a cluster is
              // whitespace when all its scalars are). A mark leaves its cells alone; VS16 may
              // ask for emoji presentation (rule 2), so the measurer's own rules measure the
              // cluster it ends up in.
              if value == 0xFE0F {
                let cluster = String(
                  decoding: UnsafeBufferPointer(rebasing: bytes[result[count - 2].utf8..<next]),
                  as: UTF8.self)
                let cells = measurer.advance(ofCluster: Substring(cluster))
                guard cells >= 0, cells <= 2, cells.rounded(.down) == cells else {
                  accepted = false
                  break
                }
                sum +=
                  Int(cells) - Int(result[count - 1].prefixWidth - result[count - 2].prefixWidth)
                result[count - 1].prefixWidth = Double(sum)
              }
              result[count - 1].utf8 = next
              result[count - 2].flags = []
              recording?.offsets16[count - 1] = Int32(truncatingIfNeeded: units)
              visibleEnd = count - 1
              continue
            }
            if entry & (TerminalScalarTable.standsAlone | TerminalScalarTable.joinsPrevious) != 0 {
              // A cluster of its own; a mark at the start of a text or paragraph too.
              sum &+= Int(entry >> shift & 0b11)
              if entry & TerminalScalarTable.hangs != 0 { flags = .whitespace }
            } else if let crlf = newlineCluster(value, in: bytes, at: &next) {
              // A cluster of its own with no advance and a mandatory break after it: CR LF is
              // one cluster (GB3), and its LF is recorded after the CR.
              if crlf, let recording {
                recording.units[units] = 0x0A
                units += 1
              }
              flags = [.newline, .mandatoryBreakAfter]
              hasNewline = true
            } else {
              accepted = false
              break
            }
          } else {
            // Past the plane (emoji, rare ideographs): no whitespace there; the cluster
            // property and the width one at a time.
            let property = GraphemeBreakTable.property(of: value)
            guard let scalar = Unicode.Scalar(value), property.isOtherOrSyllable else {
              accepted = false
              break
            }
            let advance = measurer.advance(ofScalar: scalar)
            guard advance >= 0, advance <= 2, advance.rounded(.down) == advance else {
              accepted = false
              break
            }
            sum += Int(advance)
            if let recording {
              let offset = value - 0x1_0000
              recording.units[units] = UInt16(truncatingIfNeeded: 0xD800 + (offset >> 10))
              recording.units[units + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (offset & 0x3FF))
              units += 2
            }
          }
          result[count - 1].flags = flags
          result[count] = Boundary(utf8: next, prefixWidth: Double(sum), flags: [])
          recording?.offsets16[count] = Int32(truncatingIfNeeded: units)
          if flags.isEmpty { visibleEnd = count }
          count += 1
        }
        initialized = accepted ? count : 0
      }
      guard accepted else { return nil }
      return Segmented(boundaries: result, visibleEnd: hasNewline ? nil : visibleEnd)
    }
  }

  /// Nil unless the scalar `value`, just read from `bytes` before `next`, is a newline (LF,
  /// CR, NEL, LS or PS; the control-character rules keep them all); else whether it is a CR
  /// followed by LF, which `next` then moves past: the two are one cluster (GB3).
  @inline(__always)
  private static func newlineCluster(
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

  /// See ``MeasuredText/oneLine(_:measurer:)``: from ``TerminalScalarTable``, a mark after
  /// the first scalar joins its cluster and adds no cells.
  static func oneLine(
    _ bytes: UnsafeBufferPointer<UInt8>, measurer: TerminalCellMeasurer, widthLimit: Double
  ) -> (visibleUTF8End: Int, width: Double)? {
    // The table's widths are those of the clusters profile.
    guard !bytes.isEmpty, measurer.profile == .clusters else { return nil }
    let shift: UInt8 = measurer.ambiguousIsWide ? 2 : 0
    // Terminal cells are whole: they are counted as integers (no floating-point add on the
    // loop's path) and compared with the limit's whole part, which gives the same answer.
    let limit =
      widthLimit.isNaN || widthLimit >= 0x1p62 ? Int.max : Int(max(widthLimit, -1).rounded(.down))
    return TerminalScalarTable.values.withUnsafeBufferPointer { table in
      var next = 0
      var cells = 0
      var shown = (end: 0, cells: 0)
      while next < bytes.count {
        let first = next == 0
        let value = scalarValue(in: bytes, at: &next)
        if value >= 0x1_0000 {
          let property = GraphemeBreakTable.property(of: value)
          guard property.isOtherOrSyllable, let scalar = Unicode.Scalar(value) else { return nil }
          let advance = measurer.advance(ofScalar: scalar)
          guard advance >= 0, advance <= 2, advance.rounded(.down) == advance else { return nil }
          cells += Int(advance)
          shown = (next, cells)
          if cells > limit { return nil }
          continue
        }
        let entry = table[Int(value)]
        if entry & TerminalScalarTable.joinsPrevious != 0, !first {
          // VS16 may widen the cluster (rule 2): left to the paths that segment.
          if value == 0xFE0F { return nil }
          // A mark makes the cluster before it visible, hanging spaces included.
          shown = (next, cells)
          if cells > limit { return nil }
          continue
        }
        guard entry & (TerminalScalarTable.standsAlone | TerminalScalarTable.joinsPrevious) != 0
        else { return nil }
        cells &+= Int(entry >> shift & 0b11)
        if entry & TerminalScalarTable.hangs == 0 {
          shown = (next, cells)
          // The visible width only grows: once past the limit, it stays there.
          if cells > limit { return nil }
        }
      }
      return (shown.end, Double(shown.cells))
    }
  }

  /// The boundaries of a sanitized text by the general path: cluster rules over its UTF-16
  /// units, which ICU's line breaking reads too.
  private static func generalBoundaries(
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

  /// A text whose every scalar has the Grapheme_Cluster_Break Other, LV or LVT (most letters
  /// of most scripts, precomposed Latin, CJK, Hangul syllables, lone emoji; no marks, joiners,
  /// controls, jamo or flags) is a cluster per scalar: GB999 breaks between any two of them.
  /// Newlines may come between them, each a cluster (CR LF one) with a break before and after
  /// it (GB4, GB5).
  /// Measured in one pass over its UTF-8 with no cluster rules and no UTF-16 units; nil for
  /// any other text, as soon as a scalar shows it is one.
  private static func singleScalarClusters(
    _ bytes: UnsafeBufferPointer<UInt8>, capacity: Int, measurer: some TextMeasurer
  ) -> [Boundary]? {
    GraphemeBreakTable.values.withUnsafeBufferPointer { table -> [Boundary]? in
      var isSimple = true
      let result = [Boundary](unsafeUninitializedCapacity: capacity) { result, initialized in
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
            isSimple = false
            break
          }
          result[written] = Boundary(utf8: index, prefixWidth: prefix, flags: [])
          written += 1
        }
        initialized = isSimple ? written : 0
      }
      return isSimple ? result : nil
    }
  }

  /// The UTF-16 length of valid UTF-8 (one unit per scalar, two for a scalar of four bytes),
  /// and whether it is all ASCII.
  private static func utf16Count(of bytes: UnsafeBufferPointer<UInt8>) -> (Int, isASCII: Bool) {
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
  private static func addBreaks(
    _ breaker: LineBreaker, utf8 bytes: UnsafeBufferPointer<UInt8>, count16: Int, isASCII: Bool,
    to boundaries: UnsafeMutableBufferPointer<Boundary>
  ) {
    guard count16 > 0, count16 <= Int(Int32.max) else { return }
    var marker = BreakMarker(boundaries: boundaries)
    if breaker.usesSpaceRule,
      SpaceSeparatedText.forEachOpportunity(
        utf8: bytes, { offset, _ in marker.mark(at: offset) { boundaries[$0].utf8 } })
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

  /// The UTF-16 units of valid UTF-8; with a `mapping`, also the UTF-16 offset of each of its
  /// boundaries (whose UTF-8 offsets fall at starts of scalars) in its `offsets16`.
  @inline(__always)
  private static func decode(
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

  /// The scalar value of the valid UTF-8 sequence at `index`, which moves past it.
  @inline(__always)
  private static func scalarValue(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
    -> UInt32
  {
    let lead = UInt32(bytes[index])
    if lead < 0x80 {
      index += 1
      return lead
    }
    if lead < 0xE0 {
      defer { index += 2 }
      return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
    }
    if lead < 0xF0 {
      defer { index += 3 }
      return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
    }
    defer { index += 4 }
    return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
      | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
  }

  /// Clusters from ``GraphemeClusters`` (ICU 72's rules, our own code), properties from the
  /// scalars: a cluster of one scalar is measured from the scalar alone.
  private static func general(
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
  private static func general<Offset: FixedWidthInteger>(
    _ units: UnsafeBufferPointer<UInt16>, ends: UnsafeMutableBufferPointer<Offset>, text: String,
    measurer: some TextMeasurer
  ) -> [Boundary] {
    let found = GraphemeClusters.boundaries(utf16: units, into: ends)
    return [Boundary](unsafeUninitializedCapacity: found) { result, initialized in
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
        var offset = start
        var first: Unicode.Scalar = "\u{FFFD}"
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
          if offset8 == start8 { first = scalar }
          isWhitespace = isWhitespace && UnicodeProperties.isHangingWhitespace(scalar)
          offset8 += UTF8.width(scalar)
        }
        var flags: ClusterFlags = []
        let advance: Double
        if UnicodeProperties.isNewline(first) {
          flags = [.newline, .mandatoryBreakAfter]
          advance = 0
        } else {
          if isWhitespace { flags = .whitespace }
          if offset8 - start8 == UTF8.width(first) {
            advance = measurer.advance(ofScalar: first)
          } else {
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: start8)
            let upper = utf8.index(lower, offsetBy: offset8 - start8)
            advance = measurer.advance(ofCluster: text[lower..<upper])
          }
        }
        prefix += advance
        result[cluster - 1].flags = flags
        result[cluster] = Boundary(utf8: offset8, prefixWidth: prefix, flags: [])
      }
      initialized = found
    }
  }

  /// ASCII text: one cluster per byte but CR LF, advances asked once per distinct byte; nil
  /// for a text with a control the control-character rules change (all but LF and CR, DEL).
  private static func ascii(_ bytes: UnsafeBufferPointer<UInt8>, measurer: some TextMeasurer)
    -> [Boundary]?
  {
    withScratch(of: Double.self, capacity: 128) { advances -> [Boundary]? in
      var known: (low: UInt64, high: UInt64) = (0, 0)
      let count = bytes.count
      var hasControl = false
      let result = [Boundary](unsafeUninitializedCapacity: count + 1) { result, initialized in
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
            if byte < 0x20 || byte == 0x7F {
              hasControl = true
              break
            }
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
        initialized = hasControl ? 0 : written
      }
      return hasControl ? nil : result
    }
  }

  /// Records each opportunity that falls on a cluster boundary (not the end of the text) as
  /// soft; the boundary after a newline is already mandatory. `offsets16` are the boundaries'
  /// UTF-16 offsets, in which ICU reports opportunities.
  private static func addBreaks(
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
private struct BreakMarker {
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
