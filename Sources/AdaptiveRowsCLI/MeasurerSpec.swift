import FontMeasurement
import Foundation
import LayoutEngine
import WalletEntries
import WalletList

/// A measurer as the command line names it: `terminal`, `fixed`, `font@SIZE` (the default
/// font) or `font:PATH@SIZE` (a font file; the last `@` separates the size, so a path may
/// hold `@` and `:`).
enum MeasurerSpec: Hashable {
  /// Terminal cells.
  case terminal
  /// One unit per character.
  case fixed
  /// A font file (nil for the default font) at a point size.
  case font(path: String?, pointSize: Double)

  /// The largest point size accepted: larger than any text size, small enough that sizes in
  /// points stay far from overflowing.
  static let maximumPointSize = 1000.0

  /// The syntax, for messages and help.
  static let syntax = "terminal, fixed, font@SIZE (the default font) or font:PATH@SIZE"

  /// The spec of `text`, or a message saying what is wrong.
  static func parse(_ text: String) throws(UsageError) -> MeasurerSpec {
    switch text {
    case "terminal": return .terminal
    case "fixed": return .fixed
    default: break
    }
    guard text.hasPrefix("font") else {
      throw UsageError("--measurer: unknown measurer \(quotedForMessage(text)): expected \(syntax)")
    }
    let rest = text.dropFirst("font".count)
    guard let at = rest.lastIndex(of: "@") else {
      throw UsageError(
        "--measurer: \(quotedForMessage(text)) has no point size: write font@17 or font:PATH@17")
    }
    let head = rest[..<at]
    let sizeText = String(rest[rest.index(after: at)...])
    let path: String?
    if head.isEmpty {
      path = nil
    } else if head.first == ":" {
      // `font:@17` is the default font too.
      path = head.count == 1 ? nil : String(head.dropFirst())
    } else {
      throw UsageError("--measurer: unknown measurer \(quotedForMessage(text)): expected \(syntax)")
    }
    guard let size = pointSize(sizeText) else {
      throw UsageError(
        "--measurer: the point size \(quotedForMessage(sizeText)) is not a positive number"
          + " up to \(formatLength(maximumPointSize))")
    }
    return .font(path: path, pointSize: size)
  }

  /// `text` as a point size: a decimal number, positive, finite, at most the maximum.
  private static func pointSize(_ text: String) -> Double? {
    // Digits and at most one point: no sign, exponent, hexadecimal, "nan" or "inf".
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      text.filter({ $0 == "." }).count <= 1, let value = Double(text), value.isFinite,
      value > 0, value <= maximumPointSize
    else { return nil }
    return value
  }

  /// The kind the list formatter's options name: the font is given to the formatter apart.
  var kind: MeasurerKind { self == .fixed ? .fixed : .terminal }

  /// Whether rows are measured in terminal cells (or fixed units) and can be drawn in cells.
  var drawsCells: Bool {
    if case .font = self { return false }
    return true
  }

  /// The font measurer of a `font` spec, with its path and the `fallbacks` (font files tried
  /// in order for characters the font lacks) resolved against `directory`; nil for the
  /// others. After the fallbacks, the measurer falls back on the fonts fontconfig sorts after
  /// the font's family.
  func fontMeasurer(relativeTo directory: URL, fallbacks: [String] = [])
    throws(FontMeasurerError) -> FontMeasurer?
  {
    guard case .font(let path, let pointSize) = self else { return nil }
    let resolve = { (path: String) in Self.fontFile(path, relativeTo: directory) }
    let file = path.map(resolve) ?? FontMeasurer.defaultFontFile
    if path == nil, !file.isAvailable { throw .noDefaultFont(searched: [file.path]) }
    return try FontMeasurer(
      file, pointSize: pointSize, fallbacks: fallbacks.map(resolve), systemFallbacks: true)
  }

  /// The font file at `path`, read from `directory` when it is relative.
  static func fontFile(_ path: String, relativeTo directory: URL) -> FontFile {
    FontFile(URL(fileURLWithPath: path, relativeTo: directory).path)
  }

  /// The option that names the font `error` is about: `--font-fallback` for one of
  /// `fallbacks` (read from `directory`), else `--measurer`.
  static func option(of error: FontMeasurerError, fallbacks: [String], relativeTo directory: URL)
    -> String
  {
    switch error {
    case .unreadableFile(let file), .notAFont(let file), .outOfMemory(let file):
      let isFallback = fallbacks.contains { fontFile($0, relativeTo: directory).path == file.path }
      return isFallback ? "--font-fallback" : "--measurer"
    case .invalidPointSize, .invalidDisplayScale, .noDefaultFont:
      return "--measurer"
    }
  }

  /// The font files of a `--font-fallback` value: paths separated by commas, empty ones
  /// skipped.
  static func fallbackPaths(_ text: String?) -> [String] {
    (text ?? "").split(separator: ",").map(String.init).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
  }

  /// A warning for each text of `texts` with characters no font of `font` covers (each
  /// character named once, at its first text): they are measured and drawn as the font's
  /// missing glyph. A text read from an input names its line.
  static func coverageWarnings(
    _ texts: some Sequence<(text: String, line: Int?)>, font: FontMeasurer
  ) -> [String] {
    var named: Set<Unicode.Scalar> = []
    var warnings: [String] = []
    for (text, line) in texts {
      let missing = font.uncoveredScalars(in: text).filter { named.insert($0).inserted }
      guard !missing.isEmpty else { continue }
      let list = missing.map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
      warnings.append(
        (line.map { "line \($0): " } ?? "")
          + "no installed font has \(list) (in \(quotedForMessage(text))); measured as the"
          + " missing glyph")
    }
    return warnings
  }
}

extension FontMeasurerError {
  /// The exit status of a font that cannot be loaded: a file that cannot be read is an input
  /// that cannot be opened (66), a file that is not a font is bad data (65).
  var exitStatus: ExitStatus {
    switch self {
    case .unreadableFile, .noDefaultFont: .noInput
    case .notAFont: .dataError
    case .outOfMemory: .ioError
    case .invalidPointSize, .invalidDisplayScale: .usage
    }
  }
}

extension MeasuringOptions {
  /// Writes a warning for the characters of `entries`' titles and subtitles that no font of
  /// the font measurer covers (``MeasurerSpec/coverageWarnings(_:font:)``), naming the line
  /// of an entry read from an input; nothing without a font measurer.
  func warnAboutCoverage(of entries: [(entry: WalletEntry, line: Int?)], io: CommandIO)
    throws(OutputFailure)
  {
    guard let font else { return }
    let texts = entries.flatMap { entry, line in
      [(entry.title, line)] + (entry.subtitle.map { [($0, line)] } ?? [])
    }
    for warning in MeasurerSpec.coverageWarnings(texts, font: font) {
      try io.reportWarning(warning)
    }
  }
}
