import LayoutEngine
import Locking
import TextMeasurement

/// Proportional text from real font files (semantics, section 4): advances shaped by
/// HarfBuzz at a point size (kerning, ligatures and complex scripts included), line height
/// and baseline from the font's metrics, a fallback chain for characters the font lacks, and
/// sizes rounded to the pixels of a display scale as SwiftUI rounds them.
///
/// ```swift
/// let font = try FontMeasurer(
///   FontFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), pointSize: 17,
///   fallbacks: [FontFile("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")],
///   displayScale: 2)
/// font.advance(ofCluster: "H")  // 13: 1540 of 2048 units per em at 17 pt, to the half point
/// font.advance(ofCluster: "猫")  // 17: one em, from Noto Sans CJK
/// Text("Hi").layout(in: ProposedSize(width: 15, height: nil),
///                   environment: EnvironmentValues(measurer: font))  // "H", then "i"
/// ```
///
/// - A cluster is measured with the first font of the chain (the primary font, then the
///   fallbacks in order) that has a glyph for its first scalar; with the primary font when
///   none has.
/// - ``advance(ofCluster:)`` shapes the cluster alone and rounds it to the pixel grid
///   (``pixelGrid``, 1 / ``displayScale``). Line filling sums these per-cluster advances, so
///   kerning and ligatures *between* clusters are not counted there: a line's width is a
///   difference of prefix sums of cluster advances, which is what lets lines be found at any
///   width without shaping again. ``advance(ofRun:)`` shapes a whole run instead (kerning
///   and ligatures counted) and rounds once.
/// - ``lineHeight`` is the primary font's ascender minus its descender plus its line gap,
///   and ``baselineOffset`` its ascender, at the point size, each rounded to the grid.
/// - Spacing is SwiftUI's default: 8 points along both axes, and a Spacer is at least 8.
///
/// Advances are remembered per cluster (in font units, for the life of the measurer and its
/// copies), so each distinct cluster is shaped once. Copies share the loaded fonts and that
/// memory, and are safe to use from several threads at once. Two measurers are equal when
/// their font files, point size and display scale are, so texts measured with one are
/// remembered for the other.
public struct FontMeasurer: TextMeasurer, Hashable {
  /// The font files: the primary font, then the fallbacks in order.
  public var fontFiles: [FontFile] { fonts.files }
  /// The size of one em, in points.
  public let pointSize: Double
  /// Pixels per point: 1, 2 or 3 on Apple's displays. Sizes are rounded to 1 / displayScale.
  public let displayScale: Double
  private let fonts: FontChain

  /// A measurer of `font` at `pointSize`, falling back on `fallbacks` in order for characters
  /// `font` has no glyph for, rounding to the pixels of `displayScale`.
  ///
  /// Throws ``FontMeasurerError`` when a file is missing or unreadable, is not a font, or
  /// when the size or the scale is not positive and finite.
  public init(
    _ font: FontFile, pointSize: Double, fallbacks: [FontFile] = [], displayScale: Double = 1
  ) throws(FontMeasurerError) {
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
    guard displayScale.isFinite, displayScale > 0 else {
      throw .invalidDisplayScale(displayScale)
    }
    var loaded: [LoadedFont] = []
    for file in [font] + fallbacks { loaded.append(try LoadedFont(file)) }
    self.pointSize = pointSize
    self.displayScale = displayScale
    self.fonts = FontChain(loaded)
  }

  /// A measurer of the font file at `path` (its first face) at `pointSize`, falling back on
  /// the font files at `fallbacks` in order.
  ///
  /// ```swift
  /// let font = try FontMeasurer(
  ///   path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", pointSize: 17)
  /// ```
  public init(
    path: String, pointSize: Double, fallbacks: [String] = [], displayScale: Double = 1
  ) throws(FontMeasurerError) {
    try self.init(
      FontFile(path), pointSize: pointSize, fallbacks: fallbacks.map { FontFile($0) },
      displayScale: displayScale)
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
  /// scalar, in points, rounded to the pixel grid. A newline and an empty string are 0.
  public func advance(ofCluster cluster: Substring) -> Double {
    guard let first = cluster.unicodeScalars.first, !Self.isNewline(first) else { return 0 }
    let shaped = fonts.clusterAdvance(cluster)
    return rounded(points(shaped.units, in: shaped.font))
  }

  /// The advance of `run` shaped as a whole, so that kerning and ligatures between its
  /// clusters count, in points, rounded once to the pixel grid. Consecutive clusters that
  /// take the same font of the chain are shaped together.
  public func advance(ofRun run: Substring) -> Double {
    let text = ControlCharacterPolicy.sanitize(String(run))
    let boundaries = GraphemeClusters.boundaries(in: text[...])
    var total = 0.0
    var segmentStart = text.startIndex
    var segmentFont: Int?
    var start = text.startIndex
    for index in boundaries.indices.dropFirst() {
      let end = text.utf16.index(start, offsetBy: boundaries[index] - boundaries[index - 1])
      let cluster = text[start..<end]
      let font: Int? =
        cluster.unicodeScalars.first.map { Self.isNewline($0) ? nil : fonts.fontIndex(for: $0) }
        ?? nil
      if font != segmentFont {
        total += segmentAdvance(text[segmentStart..<start], font: segmentFont)
        segmentStart = start
        segmentFont = font
      }
      start = end
    }
    total += segmentAdvance(text[segmentStart..<text.endIndex], font: segmentFont)
    return rounded(total)
  }

  /// The advance in points of `segment` shaped with font `font`; 0 for newlines (nil).
  private func segmentAdvance(_ segment: Substring, font: Int?) -> Double {
    guard let font, !segment.isEmpty else { return 0 }
    let loaded = fonts.loaded[font]
    return points(loaded.shapedAdvance(segment), in: loaded)
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

  /// 8 points, SwiftUI's default minimum Spacer length.
  public var defaultSpacerLength: Double { 8 }

  /// One pixel: 1 / ``displayScale`` points.
  public var pixelGrid: Double { 1 / displayScale }

  // MARK: Equality

  public static func == (lhs: FontMeasurer, rhs: FontMeasurer) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.displayScale == rhs.displayScale
      && (lhs.fonts === rhs.fonts || lhs.fontFiles == rhs.fontFiles)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontFiles)
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

/// The loaded fonts of a measurer and its copies, and the advances already shaped with them,
/// in font units, per cluster.
final class FontChain: Sendable {
  let loaded: [LoadedFont]
  /// The files of `loaded`, kept for hashing and equality.
  let files: [FontFile]
  private let advances = Locked<[String: (font: Int, units: Double)]>([:])

  /// `loaded` must not be empty: a measurer always has its primary font.
  init(_ loaded: [LoadedFont]) {
    self.loaded = loaded
    self.files = loaded.map(\.file)
  }

  var primary: LoadedFont { loaded[0] }

  /// The index of the first font that has a glyph for `scalar`; the primary font (0) when
  /// none has.
  func fontIndex(for scalar: Unicode.Scalar) -> Int {
    loaded.firstIndex { $0.hasGlyph(for: scalar) } ?? 0
  }

  /// The font that measures `cluster` and its advance there in font units, shaped once.
  func clusterAdvance(_ cluster: Substring) -> (font: LoadedFont, units: Double) {
    let key = String(cluster)
    if let known = advances.withLock({ $0[key] }) { return (loaded[known.font], known.units) }
    // Clusters from MeasuredText are already sanitized; a caller's own may not be.
    let text = ControlCharacterPolicy.sanitize(key)
    let index = text.unicodeScalars.first.map(fontIndex(for:)) ?? 0
    let units = loaded[index].shapedAdvance(text[...])
    advances.withLock { $0[key] = (index, units) }
    return (loaded[index], units)
  }
}
