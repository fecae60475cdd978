import ArgumentParser
import FontMeasurement
import WalletEntries
import WalletList

// The output formats as the command line names them: every format registered in
// `ListOutputFormat.allCases`, by its name or an alias.

extension ListOutputFormat: ExpressibleByArgument {
  /// The format named `argument`, or nil.
  public init?(argument: String) {
    guard let format = ListOutputFormat.named(argument) else { return nil }
    self = format
  }

  /// The formats' names.
  public static var allValueStrings: [String] { allCases.map(\.name) }

  /// The name.
  public var defaultValueDescription: String { name }
}

extension OutputSettings.FontReferences: ExpressibleByArgument {}

extension MeasuringOptions {
  /// `entries` laid out at each of `widths` under `policy`, with these options' measurer, for
  /// an output format's preview or layout; pictures drawn with the font measurer's fonts.
  func preview(
    of entries: [(entry: WalletEntry, line: Int?)], widths: [Double],
    policy: PolicyOption = .perRow,
    settings: OutputSettings = OutputSettings()
  ) throws(ListFormatterOptions.InvalidOption) -> RowPreview {
    try RowPreview(
      entries: entries, widths: widths, settings: settings,
      fonts: font.map(MeasuredFonts.init)
    ) { (width) throws(ListFormatterOptions.InvalidOption) in
      try formatter(width: width, policy: policy, oneRow: entries.count == 1)
    }
  }

  /// What `make` writes; a font file a picture embeds that cannot be read is reported (66).
  func written(io: CommandIO, _ make: () throws -> String) throws -> String {
    do {
      return try make()
    } catch let error as SVGOutput.UnreadableFont {
      try io.reportError("\(error)")
      throw ReportedFailure(status: ExitStatus.noInput.rawValue)
    }
  }
}

/// A font measurer's fonts as a picture names them.
struct MeasuredFonts: PictureFonts {
  let font: FontMeasurer

  var pointSize: Double { font.pointSize }

  var faces: [FontFace] { font.fontFiles.map(Self.face) }

  func runs(in text: String) -> [(text: Substring, face: FontFace)] {
    font.fontRuns(in: text).map { ($0.text, Self.face($0.font)) }
  }

  func family(of face: FontFace) -> String? {
    FontFile(face.path, faceIndex: face.faceIndex).familyName
  }

  private static func face(_ file: FontFile) -> FontFace {
    FontFace(path: file.path, faceIndex: file.faceIndex)
  }
}
