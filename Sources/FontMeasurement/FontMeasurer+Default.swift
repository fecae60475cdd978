import CHarfBuzz

extension FontMeasurer {
  /// Where ``defaultFont(pointSize:displayScale:)`` looks for its primary font: DejaVu Sans,
  /// where Debian's fonts-dejavu-core installs it.
  public static let defaultFontFile = FontFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

  /// DejaVu Sans at `pointSize` (at Debian's location, ``defaultFontFile``), falling back on
  /// the fonts fontconfig sorts after it for the characters it lacks (Noto's fonts for Thai,
  /// Indic scripts, CJK and emoji, where they are installed).
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
    return try FontMeasurer(
      defaultFontFile, pointSize: pointSize, systemFallbacks: true, displayScale: displayScale)
  }
}

extension FontMeasurer {
  /// The version of the HarfBuzz library linked, such as "6.0.0".
  package static var harfBuzzVersion: String { String(cString: chb_version_string()) }
}
