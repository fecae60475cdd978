import CHarfBuzz

/// A font face in a file: a path, and the index of the face for a collection (a `.ttc` or
/// `.otc` file holds several faces; a `.ttf` or `.otf` file one, at index 0).
///
/// ```swift
/// let dejaVu = FontFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let notoJapanese = FontFile("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
///                             faceIndex: 0)
/// ```
public struct FontFile: Sendable, Hashable, CustomStringConvertible {
  /// The file system path of the font file.
  public var path: String
  /// The index of the face in the file: 0 for a single font.
  public var faceIndex: Int

  /// The face at `faceIndex` of the file at `path`.
  public init(_ path: String, faceIndex: Int = 0) {
    self.path = path
    self.faceIndex = faceIndex
  }

  /// The path, with the face index when it is not 0.
  public var description: String {
    faceIndex == 0 ? path : "\(path) (face \(faceIndex))"
  }

  /// The family fontconfig knows the face by ("Noto Sans CJK KR"); nil when fontconfig does
  /// not know the file.
  package var familyName: String? { SystemFallbacks.familyName(of: self) }

  /// Whether the file can be read and holds a face at ``faceIndex``, without loading it.
  public var isAvailable: Bool {
    guard let index = UInt32(exactly: faceIndex), !path.utf8.contains(0) else { return false }
    return path.withCString { chb_face_count($0) } > index
  }
}

/// Why a ``FontMeasurer`` could not be made.
public enum FontMeasurerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The font file is missing, unreadable, a directory, or empty.
  case unreadableFile(FontFile)
  /// The file was read but holds no font face at the index asked for: it is not a font, or
  /// the index is past the faces of a collection.
  case notAFont(FontFile)
  /// HarfBuzz could not allocate what it needed to load the font.
  case outOfMemory(FontFile)
  /// The point size is not a positive finite number.
  case invalidPointSize(Double)
  /// The display scale is not a positive finite number.
  case invalidDisplayScale(Double)
  /// None of the default fonts is installed; `searched` lists where they were looked for.
  case noDefaultFont(searched: [String])

  public var description: String {
    switch self {
    case .unreadableFile(let file):
      "cannot read the font file \(file): it is missing, unreadable or empty"
    case .notAFont(let file):
      "\(file) is not a font file (no OpenType or TrueType face there)"
    case .outOfMemory(let file):
      "out of memory while loading the font file \(file)"
    case .invalidPointSize(let size):
      "the point size must be positive and finite, not \(size)"
    case .invalidDisplayScale(let scale):
      "the display scale must be positive and finite, not \(scale)"
    case .noDefaultFont(let searched):
      "no default font is installed (looked for \(searched.joined(separator: ", "))); "
        + "on Debian, install fonts-dejavu-core, or give a font file explicitly"
    }
  }
}

/// A font face loaded by HarfBuzz, at a scale of its units per em, with its metrics.
///
/// The HarfBuzz font is made immutable when it is loaded and never modified afterwards;
/// HarfBuzz then allows any number of threads to shape with it at once (each call uses a
/// buffer of its own, see Docs/Fonts.md), which is why this class is `Sendable`.
final class LoadedFont: @unchecked Sendable {
  let file: FontFile
  private let font: OpaquePointer
  /// The font's units per em.
  let unitsPerEm: Double
  /// Above the baseline, in font units (positive).
  let ascender: Double
  /// Below the baseline, in font units (negative, as fonts store it).
  let descender: Double
  /// The gap between lines, in font units.
  let lineGap: Double
  /// The height of capital letters above the baseline, in font units.
  let capHeight: Double

  init(_ file: FontFile) throws(FontMeasurerError) {
    guard let index = UInt32(exactly: file.faceIndex) else { throw .notAFont(file) }
    // A path with a NUL in it names no file.
    guard !file.path.utf8.contains(0) else { throw .unreadableFile(file) }
    var error: Int32 = 0
    let opened = file.path.withCString { chb_font_open($0, index, &error) }
    guard let opened else {
      switch error {
      case CHB_ERROR_NOT_A_FONT: throw .notAFont(file)
      case CHB_ERROR_ALLOCATION: throw .outOfMemory(file)
      default: throw .unreadableFile(file)
      }
    }
    self.file = file
    self.font = opened
    var ascender: Int32 = 0
    var descender: Int32 = 0
    var lineGap: Int32 = 0
    chb_font_extents(opened, &ascender, &descender, &lineGap)
    self.unitsPerEm = Double(max(chb_font_units_per_em(opened), 1))
    self.ascender = Double(ascender)
    self.descender = Double(descender)
    self.lineGap = Double(lineGap)
    self.capHeight = Double(chb_font_cap_height(opened))
  }

  deinit { chb_font_close(font) }

  /// Whether the font maps `scalar` to a glyph.
  func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    chb_font_has_glyph(font, scalar.value) != 0
  }

  /// Shapes the run `range` of the UTF-16 `units` (the text around it as context) in
  /// `script` and `language` (nil for the locale's), adding each glyph's advance in font units to `advances` at its HarfBuzz
  /// cluster's UTF-16 offset and marking that offset in `clusterStarts`. False when HarfBuzz
  /// could not shape it.
  func shapeRun(
    _ range: Range<Int>, of units: UnsafeBufferPointer<UInt16>, script: UInt32,
    language: String?, advances: UnsafeMutableBufferPointer<Int64>,
    clusterStarts: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    guard let base = units.baseAddress, let length = Int32(exactly: units.count),
      let offset = Int32(exactly: range.lowerBound), let count = Int32(exactly: range.count),
      let advancesBase = advances.baseAddress, let startsBase = clusterStarts.baseAddress
    else { return false }
    let rtl = chb_script_is_rtl(script)
    guard let language, !language.utf8.contains(0) else {
      return chb_shape_run(
        font, base, length, offset, count, script, rtl, nil, advancesBase, startsBase) == 0
    }
    return language.withCString {
      chb_shape_run(font, base, length, offset, count, script, rtl, $0, advancesBase, startsBase)
    } == 0
  }

  /// The advance of `text` shaped as one run, in font units.
  func shapedAdvance(_ text: Substring) -> Double {
    let units = Array(text.utf16)
    guard !units.isEmpty, let length = Int32(exactly: units.count) else { return 0 }
    return units.withUnsafeBufferPointer { buffer in
      Double(chb_shape_utf16_advance(font, buffer.baseAddress, length))
    }
  }
}
