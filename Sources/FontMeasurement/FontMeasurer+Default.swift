extension FontMeasurer {
  /// Where ``defaultFont(pointSize:displayScale:)`` looks for its primary font: DejaVu Sans,
  /// where Debian's fonts-dejavu-core installs it.
  public static let defaultFontFile = FontFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

  /// Where ``defaultFont(pointSize:displayScale:)`` looks for its fallback: Noto Sans CJK
  /// (its first face, Japanese), where Debian's fonts-noto-cjk installs it.
  public static let defaultFallbackFile = FontFile(
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

  /// DejaVu Sans at `pointSize`, with Noto Sans CJK as fallback when it is installed, at
  /// Debian's locations (``defaultFontFile``, ``defaultFallbackFile``).
  ///
  /// Throws ``FontMeasurerError/noDefaultFont(searched:)`` when DejaVu Sans is not there (on
  /// a machine without Debian's fonts-dejavu-core, or not running Linux): give a font file
  /// explicitly there.
  ///
  /// ```swift
  /// let font = try FontMeasurer.defaultFont(pointSize: 17, displayScale: 2)
  /// ```
  public static func defaultFont(pointSize: Double, displayScale: Double = 1)
    throws(FontMeasurerError) -> FontMeasurer
  {
    guard defaultFontFile.isAvailable else {
      throw .noDefaultFont(searched: [defaultFontFile.path])
    }
    let fallbacks = defaultFallbackFile.isAvailable ? [defaultFallbackFile] : []
    return try FontMeasurer(
      defaultFontFile, pointSize: pointSize, fallbacks: fallbacks, displayScale: displayScale)
  }
}
