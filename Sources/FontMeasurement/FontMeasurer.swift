import LayoutEngine
import Locking
import TextMeasurement

/// Proportional text from real font files (semantics, section 4), measured as a text engine
/// lays it out: the text itemized into runs (same font after fallback, same script), each run
/// shaped whole by HarfBuzz at a point size (Arabic joining, Indic conjuncts, ligatures and
/// kerning included), line height and baseline from the font's metrics, fallback fonts from an
/// explicit list and from fontconfig, and line metrics rounded to the pixels of a display
/// scale.
///
/// ```swift
/// let font = try FontMeasurer(
///   FontFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), pointSize: 17,
///   systemFallbacks: true, displayScale: 2)
/// font.advance(ofCluster: "H")  // 12.78: 1540 of 2048 units per em at 17 pt
/// font.advance(ofRun: "تحويل إلى حساب التوفير")  // 175.69: shaped whole, letters joined
/// Text("Hi").layout(in: ProposedSize(width: 15, height: nil),
///                   environment: EnvironmentValues(measurer: font))  // "H", then "i"
/// ```
///
/// - `MeasuredText` takes each cluster's share of the run it is shaped in
///   (``advances(ofClustersIn:utf8Boundaries:)``), so a line is as wide as its runs shaped
///   whole, and lines are still found at any width from prefix sums without shaping again.
/// - A cluster takes the first font of the chain that has its first scalar: the primary font,
///   the explicit fallbacks in order, then (with `systemFallbacks`) the fonts fontconfig sorts
///   after the primary font's family, as Pango asks for them. A space, punctuation or another
///   character of no one script takes the font of the run around it when that font has it.
///   A character no font has is measured as the primary font's missing glyph, and
///   ``uncoveredScalars(in:)`` names it.
/// - Advances are not rounded: glyphs are placed at fractional positions, as Core Text, Pango
///   with subpixel positions and browsers place them, and lines are filled with their exact
///   widths. A text's frame is rounded up to the pixel grid (``pixelGrid``, 1 /
///   ``displayScale``) by its layout. ``advance(ofCluster:)`` shapes a cluster alone and
///   ``advance(ofRun:)`` a run as laid out.
/// - ``lineHeight`` is the primary font's ascender minus its descender plus its line gap,
///   and ``baselineOffset`` its ascender, at the point size, each rounded to the grid.
/// - Spacing is SwiftUI's default: 8 points along both axes, and a Spacer is at least 8;
///   vertically beside a text, SwiftUI's spacing for the primary font (``textSpacing``).
///
/// Copies share the loaded fonts, the fallbacks found and the advances of clusters shaped
/// alone, and are safe to use from several threads at once. Two measurers are equal when
/// their font files, fallback policy, point size and display scale are, so texts measured
/// with one are remembered for the other.
public struct FontMeasurer: TextMeasurer, Hashable {
  /// The font files: the primary font, then the fallbacks in order.
  public var fontFiles: [FontFile] { fonts.files }
  /// The size of one em, in points.
  public let pointSize: Double
  /// Pixels per point: 1, 2 or 3 on Apple's displays. Sizes are rounded to 1 / displayScale.
  public let displayScale: Double
  private let fonts: FontChain

  /// A measurer of `font` at `pointSize`, falling back on `fallbacks` in order for characters
  /// `font` has no glyph for, then, when `systemFallbacks` is true, on the fonts fontconfig
  /// sorts after `font`'s family; rounding to the pixels of `displayScale`.
  ///
  /// Throws ``FontMeasurerError`` when a file is missing or unreadable, is not a font, or
  /// when the size or the scale is not positive and finite.
  public init(
    _ font: FontFile, pointSize: Double, fallbacks: [FontFile] = [],
    systemFallbacks: Bool = false, displayScale: Double = 1
  ) throws(FontMeasurerError) {
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
    guard displayScale.isFinite, displayScale > 0 else {
      throw .invalidDisplayScale(displayScale)
    }
    var loaded: [LoadedFont] = []
    for file in [font] + fallbacks { loaded.append(try LoadedFont(file)) }
    self.pointSize = pointSize
    self.displayScale = displayScale
    self.fonts = FontChain(loaded, systemFallbacks: systemFallbacks)
  }

  /// A measurer of the font file at `path` (its first face) at `pointSize`, falling back on
  /// the font files at `fallbacks` in order, then on fontconfig's when `systemFallbacks` is
  /// true.
  ///
  /// ```swift
  /// let font = try FontMeasurer(
  ///   path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", pointSize: 17)
  /// ```
  public init(
    path: String, pointSize: Double, fallbacks: [String] = [], systemFallbacks: Bool = false,
    displayScale: Double = 1
  ) throws(FontMeasurerError) {
    try self.init(
      FontFile(path), pointSize: pointSize, fallbacks: fallbacks.map { FontFile($0) },
      systemFallbacks: systemFallbacks, displayScale: displayScale)
  }

  /// Whether characters the font files lack are looked for in the fonts fontconfig sorts
  /// after the primary font.
  public var usesSystemFallbacks: Bool { fonts.usesSystemFallbacks }

  /// The fonts found through fontconfig so far, in the order they were first needed: the
  /// fonts texts measured with this measurer or its copies have fallen back on, besides
  /// ``fontFiles``.
  public var systemFallbacksFound: [FontFile] { fonts.systemFilesFound }

  /// The scalars of `text` that no font of the chain has a glyph for, each once, in order:
  /// they are measured, and drawn, as the primary font's missing glyph. Newlines and default
  /// ignorable scalars (joiners, variation selectors), which draw nothing, are never named.
  public func uncoveredScalars(in text: String) -> [Unicode.Scalar] {
    let (sanitized, boundaries) = Self.clusters(of: text[...])
    return Itemization(
      sanitized, utf8Boundaries: boundaries, chain: fonts, pointSize: pointSize
    ).uncovered
  }

  /// The runs of `text` as it is measured, each with the font file it is shaped with: what a
  /// renderer needs to draw it with the same fonts. Newlines are in no run.
  package func fontRuns(in text: String) -> [(text: Substring, font: FontFile)] {
    let (sanitized, boundaries) = Self.clusters(of: text[...])
    let itemized = Itemization(
      sanitized, utf8Boundaries: boundaries, chain: fonts, pointSize: pointSize)
    let utf8 = sanitized.utf8
    return itemized.runs.map { run in
      let lower = utf8.index(utf8.startIndex, offsetBy: boundaries[run.clusters.lowerBound])
      let upper = utf8.index(utf8.startIndex, offsetBy: boundaries[run.clusters.upperBound])
      return (sanitized[lower..<upper], run.font.file)
    }
  }

  /// The same fonts at another point size and display scale, sharing the loaded fonts and
  /// the advances already shaped.
  public func with(pointSize: Double? = nil, displayScale: Double? = nil) throws(FontMeasurerError)
    -> FontMeasurer
  {
    let pointSize = pointSize ?? self.pointSize
    let displayScale = displayScale ?? self.displayScale
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
    guard displayScale.isFinite, displayScale > 0 else {
      throw .invalidDisplayScale(displayScale)
    }
    return FontMeasurer(pointSize: pointSize, displayScale: displayScale, fonts: fonts)
  }

  private init(pointSize: Double, displayScale: Double, fonts: FontChain) {
    self.pointSize = pointSize
    self.displayScale = displayScale
    self.fonts = fonts
  }

  // MARK: Advances

  /// The advance of `cluster` shaped alone with the first font of the chain that has its first
  /// scalar, in points, unrounded. A newline and an empty string are 0.
  public func advance(ofCluster cluster: Substring) -> Double {
    guard let first = cluster.unicodeScalars.first, !Self.isNewline(first) else { return 0 }
    let shaped = fonts.clusterAdvance(cluster)
    return points(shaped.units, in: shaped.font)
  }

  /// The advance of `run` laid out as a whole (itemized into runs of one font and script,
  /// each shaped whole, so that joining, kerning and ligatures count), in points, unrounded.
  public func advance(ofRun run: Substring) -> Double {
    let (text, boundaries) = Self.clusters(of: run)
    return advances(ofClustersIn: text, utf8Boundaries: boundaries).reduce(0, +)
  }

  /// True: `MeasuredText` takes its advances from ``advances(ofClustersIn:utf8Boundaries:)``.
  public var measuresClustersInContext: Bool { true }

  /// The advances of the clusters of `text` laid out as a whole: each cluster's share of the
  /// run it is shaped in, in points, unrounded. 0 for a newline.
  public func advances(ofClustersIn text: String, utf8Boundaries: [Int]) -> [Double] {
    Itemization(text, utf8Boundaries: utf8Boundaries, chain: fonts, pointSize: pointSize).points
  }

  /// `text` after the control-character rules, and the UTF-8 offsets of its cluster
  /// boundaries.
  private static func clusters(of text: Substring) -> (String, [Int]) {
    let sanitized = ControlCharacterPolicy.sanitize(String(text))
    let boundaries16 = GraphemeClusters.boundaries(in: sanitized[...])
    var boundaries: [Int] = []
    boundaries.reserveCapacity(boundaries16.count)
    var index = sanitized.startIndex
    var offset16 = 0
    var offset8 = 0
    for boundary in boundaries16 {
      let next = sanitized.utf16.index(index, offsetBy: boundary - offset16)
      offset8 += sanitized.utf8.distance(from: index, to: next)
      boundaries.append(offset8)
      index = next
      offset16 = boundary
    }
    return (sanitized, boundaries)
  }

  // MARK: Metrics

  /// The primary font's ascender minus its descender plus its line gap, at the point size,
  /// rounded to the pixel grid.
  public var lineHeight: Double {
    let font = fonts.primary
    return rounded(points(font.ascender - font.descender + font.lineGap, in: font))
  }

  /// The primary font's ascender at the point size, rounded to the pixel grid.
  public var baselineOffset: Double { rounded(points(fonts.primary.ascender, in: fonts.primary)) }

  /// 8 points along either axis, SwiftUI's default spacing.
  public func defaultSpacing(along axis: Axis) -> Double { 8 }

  /// SwiftUI's spacing beside a text of the primary font (`TextSpacing`), from its ascender,
  /// descender, line gap and cap height at the point size.
  public var textSpacing: TextSpacing? {
    let font = fonts.primary
    return TextSpacing(
      ascent: points(font.ascender, in: font), descent: points(-font.descender, in: font),
      leading: points(font.lineGap, in: font), capHeight: points(font.capHeight, in: font),
      pixelGrid: pixelGrid)
  }

  /// 8 points, SwiftUI's default minimum Spacer length.
  public var defaultSpacerLength: Double { 8 }

  /// One pixel: 1 / ``displayScale`` points.
  public var pixelGrid: Double { 1 / displayScale }

  // MARK: Equality

  public static func == (lhs: FontMeasurer, rhs: FontMeasurer) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.displayScale == rhs.displayScale
      && (lhs.fonts === rhs.fonts
        || (lhs.fontFiles == rhs.fontFiles && lhs.usesSystemFallbacks == rhs.usesSystemFallbacks))
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontFiles)
    hasher.combine(usesSystemFallbacks)
    hasher.combine(pointSize)
    hasher.combine(displayScale)
  }

  // MARK: Helpers

  /// `units` of `font` in points at the point size.
  private func points(_ units: Double, in font: LoadedFont) -> Double {
    units * pointSize / font.unitsPerEm
  }

  /// `value` rounded to the nearest pixel (halves away from zero).
  private func rounded(_ value: Double) -> Double {
    (value * displayScale).rounded() / displayScale
  }

  /// LF, CR, NEL, LS and PS: never measured.
  private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}

/// The loaded fonts of a measurer and its copies, the fonts found through fontconfig, and
/// the advances of clusters shaped alone, in font units.
final class FontChain: Sendable {
  let loaded: [LoadedFont]
  /// The files of `loaded`, kept for hashing and equality.
  let files: [FontFile]
  /// Whether characters the files lack are looked for through fontconfig.
  let usesSystemFallbacks: Bool
  private let advances = Locked<[String: (font: LoadedFont, units: Double)]>([:])
  private let found = Locked(Found())

  /// What fontconfig gave: its sorted list per request (nil when it has none), the font for
  /// each scalar looked up (nil when none has it), each font loaded by its file (nil when
  /// HarfBuzz cannot load it), and the files in the order they were first needed.
  private struct Found: Sendable {
    var lists: [SystemFallbacks.Request: SystemFallbacks?] = [:]
    var byScalar: [ScalarRequest: LoadedFont?] = [:]
    var byFile: [FontFile: LoadedFont?] = [:]
    var files: [FontFile] = []
  }

  private struct ScalarRequest: Hashable, Sendable {
    var scalar: UInt32
    var request: SystemFallbacks.Request
  }

  /// `loaded` must not be empty: a measurer always has its primary font.
  init(_ loaded: [LoadedFont], systemFallbacks: Bool) {
    self.loaded = loaded
    self.files = loaded.map(\.file)
    self.usesSystemFallbacks = systemFallbacks
  }

  var primary: LoadedFont { loaded[0] }

  /// The files found through fontconfig so far, in the order they were first needed.
  var systemFilesFound: [FontFile] { found.withLock { $0.files } }

  /// The first font that has a glyph for `scalar`: of the font files, then of the list
  /// fontconfig sorts for `request` (the primary font's family in a script's language by
  /// default); nil when none has. For the emoji request, fontconfig's emoji fonts come first.
  func font(
    for scalar: Unicode.Scalar, request: SystemFallbacks.Request = .init()
  ) -> LoadedFont? {
    if request != .emoji || !usesSystemFallbacks,
      let font = loaded.first(where: { $0.hasGlyph(for: scalar) })
    {
      return font
    }
    guard usesSystemFallbacks else { return nil }
    let key = ScalarRequest(scalar: scalar.value, request: request)
    if let known = found.withLock({ $0.byScalar[key] }) { return known }
    var result: LoadedFont?
    if let system = list(for: request) {
      var start = 0
      while let position = system.firstCovering(scalar, from: start) {
        if let file = system.file(at: position), let font = font(file),
          font.hasGlyph(for: scalar)
        {
          result = font
          break
        }
        start = position + 1
      }
    }
    if result == nil, request == .emoji {
      // No emoji font has it: the fonts of the other requests.
      result = font(for: scalar)
    }
    found.withLock { $0.byScalar[key] = .some(result) }
    return result
  }

  /// The list fontconfig sorts for `request`, made once.
  private func list(for request: SystemFallbacks.Request) -> SystemFallbacks? {
    if let known = found.withLock({ $0.lists[request] }) { return known }
    let made = SystemFallbacks(after: primary.file, for: request)
    return found.withLock { found in
      if let known = found.lists[request] { return known }
      found.lists[request] = .some(made)
      return made
    }
  }

  /// The font in `file`, loaded once; nil when it cannot be loaded.
  private func font(_ file: FontFile) -> LoadedFont? {
    if let font = loaded.first(where: { $0.file == file }) { return font }
    if let known = found.withLock({ $0.byFile[file] }) { return known }
    let font = try? LoadedFont(file)
    return found.withLock { found in
      if let known = found.byFile[file] { return known }
      found.byFile[file] = .some(font)
      if font != nil { found.files.append(file) }
      return font
    }
  }

  /// The font that measures `cluster` alone and its advance there in font units, shaped once.
  func clusterAdvance(_ cluster: Substring) -> (font: LoadedFont, units: Double) {
    let key = String(cluster)
    if let known = advances.withLock({ $0[key] }) { return known }
    // Clusters from MeasuredText are already sanitized; a caller's own may not be.
    let text = ControlCharacterPolicy.sanitize(key)
    let font = Itemization.font(forCluster: Array(text.unicodeScalars), chain: self)
    let units = font.shapedAdvance(text[...])
    advances.withLock { $0[key] = (font, units) }
    return (font, units)
  }
}
