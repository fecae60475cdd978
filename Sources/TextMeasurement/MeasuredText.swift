import LayoutEngine

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
  /// Whether line filling moves a paragraph's orphan word (the standard strategy's push-out,
  /// ``LineBreakOptions/strategy``).
  package private(set) var pushesOutOrphans: Bool
  /// The advances the measurer answered that were read otherwise (NaN, negative, infinite or
  /// absurdly large ones: see ``TextMeasurer``), one diagnostic for each kind of problem and
  /// answer; empty for a sane measurer.
  public let diagnostics: [LayoutDiagnostic]

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
    if TerminalCellMeasurer.measurer(measurer) != nil {
      self.init(
        measuring: string, with: measurer, options: options,
        allowsASCIIFastPath: allowsASCIIFastPath, findsSoftBreaks: findsSoftBreaks, log: nil)
      return
    }
    // Any other measurer's answers are checked where they are received.
    let (received, log) = MeasurerAnswers.received(measurer, logging: true)
    self.init(
      measuring: string, with: received, options: options,
      allowsASCIIFastPath: allowsASCIIFastPath, findsSoftBreaks: findsSoftBreaks, log: log)
  }

  /// Measures `string` with `measurer` as the library received it; the problems of its
  /// answers are in `log` once measured.
  private init(
    measuring string: String, with measurer: some TextMeasurer, options: LineBreakOptions,
    allowsASCIIFastPath: Bool, findsSoftBreaks: Bool, log: AnswerLog?
  ) {
    let breaker = findsSoftBreaks ? LineBreaker(options: options) : nil
    let measured = Segmentation.measure(
      string, measurer: measurer, breaker: breaker, allowsFastPaths: allowsASCIIFastPath)
    self.text = measured.text
    self.boundaries = measured.boundaries
    self.pushesOutOrphans = options.pushesOutOrphans
    var visibleEnd = measured.visibleEnd
    if measurer.measuresClustersInContext {
      // A text engine's measurer: the advances of clusters shaped in their runs.
      Self.measureInContext(&boundaries, text: text, measurer: measurer)
      visibleEnd = nil
    }
    // A path that knows the visible end found it as it went; else one pass finds it.
    self.singleParagraphVisibleEnd =
      visibleEnd ?? boundaries.withUnsafeBufferPointer(Self.visibleEnd(of:))
    self.diagnostics = log?.diagnostics ?? []
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
  init(unbroken string: String, measurer: some TextMeasurer) {
    self.init(
      string, measurer: measurer, options: .defaults, allowsASCIIFastPath: true,
      findsSoftBreaks: false)
  }

  /// For a non-empty text of one line that needs no cluster rules but the conjunct rule (each
  /// cluster a scalar with at most marks after it, or a conjunct; no control or newline),
  /// measured in terminal cells: the UTF-8
  /// offset of the end of its visible part and that part's width, as `MeasuredText` would
  /// give them (``singleParagraphVisibleEnd``), without storing a boundary. Nil for any other
  /// text, and nil as soon as the visible part is found wider than `widthLimit`; nil under a
  /// model that measures clusters in their text (lam-alef in one cell). For a row's amount,
  /// which is shown at its ideal size, and for a title that may fit beside it.
  @inline(__always)
  static func oneLine(
    _ string: String, measurer: TerminalCellMeasurer, widthLimit: Double = .infinity
  ) -> (visibleUTF8End: Int, width: Double)? {
    oneLine(string, cells: CellCounting(measurer), widthLimit: widthLimit)
  }

  /// ``oneLine(_:measurer:widthLimit:)`` with the measurer's counting worked out already.
  @inline(__always)
  static func oneLine(
    _ string: String, cells: CellCounting, widthLimit: Double = .infinity
  ) -> (visibleUTF8End: Int, width: Double)? {
    guard
      case .line(let end, let width) = oneLinePass(string, cells: cells, widthLimit: widthLimit)
    else { return nil }
    return (end, width)
  }

  /// What the one-line pass of ``oneLine(_:measurer:widthLimit:)`` finds of `string`, with
  /// why it gives no line: the text is wider than `widthLimit`, or the pass does not take it.
  @inline(__always)
  static func oneLinePass(
    _ string: String, cells: CellCounting, widthLimit: Double
  ) -> Segmentation.OneLine {
    let measure = { (bytes: UnsafeBufferPointer<UInt8>) in
      Segmentation.oneLine(bytes, cells: cells, widthLimit: widthLimit)
    }
    if let result = string.utf8.withContiguousStorageIfAvailable(measure) { return result }
    var contiguous = string
    contiguous.makeContiguousUTF8()
    return contiguous.utf8.withContiguousStorageIfAvailable(measure) ?? .notTaken
  }

  /// Adds the soft break opportunities ICU finds with `options` to a text measured without
  /// them (``init(unbroken:measurer:)``): the text is then as `init(_:measurer:options:)`
  /// measures it.
  mutating func findSoftBreaks(options: LineBreakOptions) {
    let text = self.text
    let breaker = LineBreaker(options: options)
    pushesOutOrphans = options.pushesOutOrphans
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
    while end > 0, boundaries.isWhitespace(end - 1) { end -= 1 }
    return end
  }

  /// The number of grapheme clusters.
  public var clusterCount: Int { boundaries.count - 1 }

  /// Calls `body` with the boundaries' storage: ``clusterCount`` + 1 boundaries, the one at a
  /// cluster's index holding its flags, each holding the prefix sum of the advances before it.
  func withBoundaries<Result>(_ body: (UnsafeBufferPointer<Boundary>) -> Result) -> Result {
    boundaries.withUnsafeBufferPointer(body)
  }

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
  func utf8Range(_ range: Range<Int>) -> Range<Int> {
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
    return boundaries.width(index..<(index + 1))
  }

  /// The sum of the advances of the clusters in `range`, in constant time (a difference of
  /// prefix sums; with fractional advances it may differ from a running sum in the last
  /// bits).
  public func width(_ range: Range<Int>) -> Double {
    boundaries.width(clamped(range))
  }

  /// Whether cluster `index` is whitespace that hangs at the end of a line: White_Space
  /// other than the no-break spaces (U+00A0, U+2007, U+202F) and other than newlines.
  public func isWhitespace(_ index: Int) -> Bool {
    guard index >= 0, index < clusterCount else { return false }
    return boundaries.isWhitespace(index)
  }

  /// Whether cluster `index` is a newline (LF, CR, CRLF, NEL, LS or PS): a mandatory break
  /// after it, zero advance, never rendered.
  public func isNewline(_ index: Int) -> Bool {
    guard index >= 0, index < clusterCount else { return false }
    return boundaries.isNewline(index)
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

/// A text's boundaries read without checks: each reader's caller keeps its indices within them
/// (a ``MeasuredText``'s accessors by clamping, the line filler by its loops' conditions).
extension RandomAccessCollection where Element == Boundary, Index == Int {
  /// The sum of the advances of the clusters in `range`: a difference of prefix sums.
  @inline(__always)
  func width(_ range: Range<Int>) -> Double {
    self[range.upperBound].prefixWidth - self[range.lowerBound].prefixWidth
  }

  /// Whether cluster `index` is hanging whitespace.
  @inline(__always)
  func isWhitespace(_ index: Int) -> Bool { self[index].flags.contains(.whitespace) }

  /// Whether cluster `index` is a newline.
  @inline(__always)
  func isNewline(_ index: Int) -> Bool { self[index].flags.contains(.newline) }
}

/// One cluster's flags in a byte: whitespace, newline, and the break kind after it.
struct ClusterFlags: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  static let whitespace = ClusterFlags(rawValue: 1 << 0)
  static let newline = ClusterFlags(rawValue: 1 << 1)
  static let softBreakAfter = ClusterFlags(rawValue: 1 << 2)
  static let mandatoryBreakAfter = ClusterFlags(rawValue: 1 << 3)
  /// Either break after the cluster.
  static let breaksAfter: ClusterFlags = [.softBreakAfter, .mandatoryBreakAfter]

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
