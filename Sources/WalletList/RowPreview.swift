import AdaptiveAmountRow
import TextMeasurement
import WalletEntries

/// Rows at several widths, for an output format's preview (``RowOutput/preview(_:)``): each
/// row is a band, each band a panel per width, each panel the row laid out at that width as a
/// list lays it out (``RenderedRow``) and its layout (`AmountRowLayout`:
/// where each text line was placed).
public struct RowPreview: Sendable {
  /// A row laid out at one width.
  public struct Panel: Sendable {
    /// The width.
    public var width: Double
    /// The row as a list at this width shows it.
    public var row: RenderedRow
    /// Its layout: the frames and the placed text lines.
    public var layout: AmountRowLayout
    /// How the row reaches past the width, and why, as a list reports it; nil when it fits.
    public var overflow: RowOverflow?
  }

  /// One row at each width, with its label.
  public struct Band: Sendable {
    /// `row 2, line 3`: the row's position, and its input line when it came from input.
    public var label: String
    /// The input line, when the row came from input.
    public var line: Int?
    /// The row at each width, in order.
    public var panels: [Panel]
  }

  /// The bands, one per row.
  public var bands: [Band]
  /// The measurer the rows were laid out with.
  public var measurer: any TextMeasurer
  /// The fonts of a font measurer, for pictures; nil for terminal cells and fixed units.
  package var fonts: (any PictureFonts)?
  /// What the user chose besides the format.
  public var settings: OutputSettings

  /// `entries` laid out at each of `widths` by `formatter(width)`, under its policy: at each
  /// width the rows of the list together, as ``WalletListFormatter/rows(for:)`` lays them out.
  /// What `formatter` throws (a width it refuses) is thrown.
  public init(
    entries: [(entry: WalletEntry, line: Int?)], widths: [Double],
    settings: OutputSettings = .init(),
    formatter: (Double) throws(ListFormatterOptions.InvalidOption) -> WalletListFormatter
  ) throws(ListFormatterOptions.InvalidOption) {
    try self.init(
      entries: entries, widths: widths, settings: settings, fonts: nil, formatter: formatter)
  }

  /// As the public initializer, drawing with `fonts` in pictures.
  package init(
    entries: [(entry: WalletEntry, line: Int?)], widths: [Double], settings: OutputSettings,
    fonts: (any PictureFonts)?,
    formatter: (Double) throws(ListFormatterOptions.InvalidOption) -> WalletListFormatter
  ) throws(ListFormatterOptions.InvalidOption) {
    var measurer: (any TextMeasurer)?
    let columns = try widths.map { (width) throws(ListFormatterOptions.InvalidOption) -> [Panel] in
      let formatter = try formatter(width)
      measurer = measurer ?? formatter.layoutEnvironment.textMeasurer
      return zip(entries, formatter.rowsWithLayouts(for: entries)).map { entry, laidOut in
        Panel(
          width: width, row: laidOut.row, layout: laidOut.layout,
          overflow: formatter.overflow(ofRowWidth: laidOut.row.width, entry: entry.entry))
      }
    }
    bands = entries.indices.map { index in
      let line = entries[index].line
      return Band(
        label: line.map { "row \(index + 1), line \($0)" } ?? "row \(index + 1)", line: line,
        panels: columns.map { $0[index] })
    }
    self.measurer = measurer ?? FixedAdvanceMeasurer()
    self.fonts = fonts
    self.settings = settings
  }
}

/// The fonts a font measurer draws text with, as a picture names them: the measurer's own
/// files in fallback order, and the font each run of a text was measured with. The tool gives
/// a `FontMeasurer`'s; the list formatter's module does not link HarfBuzz.
package protocol PictureFonts: Sendable {
  /// The size of the text, in points.
  var pointSize: Double { get }
  /// The measurer's own font files, in fallback order.
  var faces: [FontFace] { get }
  /// The runs of `text`, each with the font it was measured with.
  func runs(in text: String) -> [(text: Substring, face: FontFace)]
  /// The family name of `face`, when the font names one.
  func family(of face: FontFace) -> String?
}

/// A font file, and the face of it a text was measured with.
package struct FontFace: Sendable, Hashable {
  /// The file's path.
  package var path: String
  /// The face's index in a collection; 0 for a single font.
  package var faceIndex: Int

  package init(path: String, faceIndex: Int) {
    self.path = path
    self.faceIndex = faceIndex
  }
}
