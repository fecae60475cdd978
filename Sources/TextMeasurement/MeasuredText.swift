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
/// Storage is a structure of arrays: boundary offsets and string indices, prefix sums of the
/// advances, and one flag byte per cluster. Accessors given an index out of range return an
/// empty or zero answer rather than trap.
public struct MeasuredText: Sendable {
  /// The sanitized text.
  public let text: String
  /// The UTF-16 offset of each boundary (`clusterCount + 1` entries).
  private let utf16Boundaries: [Int]
  /// The UTF-8 offset of each boundary (`clusterCount + 1` entries).
  private let utf8Boundaries: [Int]
  /// `prefixWidths[i]` is the sum of the advances of clusters `0..<i`.
  private let prefixWidths: [Double]
  /// Per cluster: whitespace, newline, and the break kind after it.
  private let flags: [ClusterFlags]

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
    let text = ControlCharacterPolicy.sanitize(string)
    let units = Array(text.utf16)
    var segmentation =
      allowsASCIIFastPath && text.utf8.allSatisfy({ $0 < 0x80 })
      ? Segmentation.ascii(text, measurer: measurer)
      : Segmentation.general(text, units: units, measurer: measurer)
    segmentation.addBreaks(
      findsSoftBreaks ? LineBreaker(options: options).opportunities(utf16: units) : [])
    self.text = text
    self.utf16Boundaries = segmentation.utf16Boundaries
    self.utf8Boundaries = segmentation.utf8Boundaries
    self.prefixWidths = segmentation.prefixWidths
    self.flags = segmentation.flags
  }

  /// The number of grapheme clusters.
  public var clusterCount: Int { flags.count }

  /// Cluster `index`, a slice of ``text``.
  public func cluster(_ index: Int) -> Substring {
    guard flags.indices.contains(index) else { return text[text.endIndex...] }
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
    text.utf8.index(text.utf8.startIndex, offsetBy: utf8Boundaries[boundary])
  }

  /// The UTF-16 offsets of the clusters in `range`, in ``text``'s `utf16` view.
  public func utf16Range(_ range: Range<Int>) -> Range<Int> {
    let range = clamped(range)
    return utf16Boundaries[range.lowerBound]..<utf16Boundaries[range.upperBound]
  }

  /// The advance of cluster `index` (0 for a newline).
  public func advance(_ index: Int) -> Double {
    guard flags.indices.contains(index) else { return 0 }
    return prefixWidths[index + 1] - prefixWidths[index]
  }

  /// The sum of the advances of the clusters in `range`, in constant time (a difference of
  /// prefix sums; with fractional advances it may differ from a running sum in the last
  /// bits).
  public func width(_ range: Range<Int>) -> Double {
    let range = clamped(range)
    return prefixWidths[range.upperBound] - prefixWidths[range.lowerBound]
  }

  /// Whether cluster `index` is whitespace that hangs at the end of a line: White_Space
  /// other than the no-break spaces (U+00A0, U+2007, U+202F) and other than newlines.
  public func isWhitespace(_ index: Int) -> Bool {
    guard flags.indices.contains(index) else { return false }
    return flags[index].contains(.whitespace)
  }

  /// Whether cluster `index` is a newline (LF, CR, CRLF, NEL, LS or PS): a mandatory break
  /// after it, zero advance, never rendered.
  public func isNewline(_ index: Int) -> Bool {
    guard flags.indices.contains(index) else { return false }
    return flags[index].contains(.newline)
  }

  /// The opportunity at the boundary after cluster `index`: `mandatory` after a newline
  /// cluster, `soft` where ICU allows a break, else `none`.
  ///
  /// An opportunity ICU reports inside a cluster (its line rules and the cluster rules
  /// disagree there, e.g. around unusual combining sequences) is dropped: lines break at
  /// cluster boundaries only. The end of the text is `none` unless the last cluster is a
  /// newline.
  public func breakAfter(_ index: Int) -> BreakKind {
    guard flags.indices.contains(index) else { return .none }
    return flags[index].breakKind
  }

  private func clamped(_ range: Range<Int>) -> Range<Int> {
    range.clamped(to: 0..<flags.count)
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

/// The arrays of a ``MeasuredText`` while they are built.
private struct Segmentation {
  var utf16Boundaries: [Int] = [0]
  var utf8Boundaries: [Int] = [0]
  var prefixWidths: [Double] = [0]
  var flags: [ClusterFlags] = []

  init(capacity: Int) {
    utf16Boundaries.reserveCapacity(capacity + 1)
    utf8Boundaries.reserveCapacity(capacity + 1)
    prefixWidths.reserveCapacity(capacity + 1)
    flags.reserveCapacity(capacity)
  }

  mutating func append(utf16 end: Int, utf8 end8: Int, advance: Double, flags: ClusterFlags) {
    utf16Boundaries.append(end)
    utf8Boundaries.append(end8)
    prefixWidths.append((prefixWidths.last ?? 0) + advance)
    self.flags.append(flags)
  }

  /// Clusters from ``GraphemeClusters`` (ICU 72's rules, our own code), properties from the scalars, read from the UTF-16
  /// units: a cluster of one scalar is measured from the scalar alone.
  static func general(_ text: String, units: [UInt16], measurer: some TextMeasurer)
    -> Segmentation
  {
    let boundaries = GraphemeClusters.boundaries(utf16: units)
    var result = Segmentation(capacity: boundaries.count - 1)
    var offset = 0
    var offset8 = 0
    for end in boundaries.dropFirst() {
      let start8 = offset8
      var first: Unicode.Scalar?
      var scalarCount = 0
      var isWhitespace = true
      while offset < end {
        let unit = units[offset]
        var value = UInt32(unit)
        var width16 = 1
        if UTF16.isLeadSurrogate(unit), offset + 1 < end, UTF16.isTrailSurrogate(units[offset + 1])
        {
          value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
          width16 = 2
        }
        // A lone surrogate reads as U+FFFD, as String stores it.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        if first == nil { first = scalar }
        scalarCount += 1
        isWhitespace = isWhitespace && UnicodeProperties.isHangingWhitespace(scalar)
        offset += width16
        offset8 += UTF8.width(scalar)
      }
      var flags: ClusterFlags = []
      let isNewline = first.map(UnicodeProperties.isNewline) ?? false
      if isNewline {
        flags.insert(.newline)
      } else if isWhitespace {
        flags.insert(.whitespace)
      }
      let advance: Double
      if isNewline {
        advance = 0
      } else if scalarCount == 1, let first {
        advance = measurer.advance(ofScalar: first)
      } else {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start8)
        let upper = utf8.index(lower, offsetBy: offset8 - start8)
        advance = measurer.advance(ofCluster: text[lower..<upper])
      }
      result.append(utf16: offset, utf8: offset8, advance: advance, flags: flags)
    }
    return result
  }

  /// ASCII text: one cluster per byte but CR LF, advances asked once per distinct cluster.
  static func ascii(_ text: String, measurer: some TextMeasurer) -> Segmentation {
    let bytes = text.utf8
    var result = Segmentation(capacity: bytes.count)
    var advances = [Double](repeating: .nan, count: 128)
    var crlfAdvance: Double?
    var index = bytes.startIndex
    var offset = 0
    while index < bytes.endIndex {
      let start = index
      let byte = bytes[index]
      index = bytes.index(after: index)
      offset += 1
      var isCRLF = false
      if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A {
        index = bytes.index(after: index)
        offset += 1
        isCRLF = true
      }
      var flags: ClusterFlags = []
      if byte == 0x0A || byte == 0x0D {
        flags.insert(.newline)
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
        flags.insert(.whitespace)
      }
      let advance: Double
      if flags.contains(.newline) {
        advance = 0
      } else if isCRLF {
        let known = crlfAdvance ?? measurer.advance(ofCluster: text[start..<index])
        crlfAdvance = known
        advance = known
      } else if advances[Int(byte)].isNaN {
        advance = measurer.advance(ofCluster: text[start..<index])
        advances[Int(byte)] = advance
      } else {
        advance = advances[Int(byte)]
      }
      result.append(utf16: offset, utf8: offset, advance: advance, flags: flags)
    }
    return result
  }

  /// Records each opportunity that falls on a cluster boundary (not the end of the text) as
  /// soft, then marks the boundary after every newline mandatory.
  mutating func addBreaks(_ opportunities: [LineBreakOpportunity]) {
    var cluster = 0
    for opportunity in opportunities {
      while cluster < flags.count, utf16Boundaries[cluster + 1] < opportunity.utf16Offset {
        cluster += 1
      }
      guard cluster < flags.count, utf16Boundaries[cluster + 1] == opportunity.utf16Offset,
        cluster + 1 < flags.count
      else { continue }
      flags[cluster].insert(.softBreakAfter)
    }
    for cluster in flags.indices where flags[cluster].contains(.newline) {
      flags[cluster].remove(.softBreakAfter)
      flags[cluster].insert(.mandatoryBreakAfter)
    }
  }
}
