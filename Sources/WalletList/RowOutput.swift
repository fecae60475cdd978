/// One output format of wallet rows: text, JSON Lines, SVG. Each format is one type conforming
/// to this protocol and one entry of ``ListOutputFormat/allCases``; the formatter, the tool's
/// `format`, `preview` and `layout`, and the example server write every format through it
/// and name none of them.
///
/// A format writes three things:
///
/// - a **list**: rows at one width, in order (`format`, a server's statement). Each row's text
///   is made on the thread that laid the row out (``text(ofLines:)`` or ``text(of:)``, as
///   ``source`` says), then written in order by a ``RowListWriter``, which adds what opens
///   and closes the output and what goes between rows;
/// - a **preview**: rows at several widths (``preview(_:)``);
/// - a **layout**: one row at one width, with what it decided (``layout(_:)``).
///
/// ```swift
/// var options = ListFormatterOptions(width: 32)
/// options.output = .jsonLines
/// ```
public protocol RowOutput: Sendable {
  /// The name a user chooses the format by: the tool's `--format`, the server's `format=`.
  var name: String { get }
  /// Other names accepted for it (`json` for JSON Lines); none by default.
  var aliases: [String] { get }
  /// The media type of a whole output, for a server's `Content-Type`.
  var mediaType: String { get }
  /// What a row's text is made from in a list: its drawn lines alone, the cheapest (then
  /// ``text(ofLines:)``), or the whole row with its reports (then ``text(of:)``).
  var source: RowOutputSource { get }
  /// A row's text in a list from its lines (drawn in cells, or the text lines of a font
  /// measurer), safe for a terminal; no trailing line feed.
  func text(ofLines lines: [String]) -> String
  /// A row's text in a list from the whole row; no trailing line feed.
  func text(of row: RenderedRow) -> String
  /// What writes a list of rows laid out with `options`, one row's text at a time.
  func listWriter(for options: ListFormatterOptions) -> any RowListWriter
  /// Rows at several widths.
  ///
  /// - Throws: what keeps the output from being made (a font file an SVG embeds that cannot be
  ///   read).
  func preview(_ preview: RowPreview) throws -> String
  /// One row at one width on its own, what it shows and what it decided: the first panel of
  /// `preview`'s first band.
  ///
  /// - Throws: as ``preview(_:)``.
  func layout(_ preview: RowPreview) throws -> String
}

extension RowOutput {
  /// No other names.
  public var aliases: [String] { [] }

  /// The lines joined by line feeds.
  public func text(ofLines lines: [String]) -> String {
    // Most rows are one line, which needs no joining (a joined string is a new one). Others
    // are copied into one string of the length they make: the standard library's
    // `joined(separator:)` and `append(_:)` reach each line through code for every kind of
    // string.
    if lines.count == 1 { return lines[0] }
    var length = max(lines.count - 1, 0)
    for line in lines { length += line.utf8.count }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for index in lines.indices {
        if index > 0 {
          buffer[offset] = 0x0A
          offset += 1
        }
        let utf8 = lines[index].utf8
        let copied = utf8.withContiguousStorageIfAvailable { bytes in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: bytes)
          return bytes.count
        }
        if let copied {
          offset += copied
        } else {
          for byte in utf8 {
            buffer[offset] = byte
            offset += 1
          }
        }
      }
      return offset
    }
  }

  /// The row's lines, as ``text(ofLines:)`` writes them.
  public func text(of row: RenderedRow) -> String { text(ofLines: row.lines) }
}

/// What an output format makes a row's text from (``RowOutput/source``).
public enum RowOutputSource: Sendable, Hashable {
  /// The row's drawn lines alone, without its reports on the candidates.
  case lines
  /// The whole row: mode, lines, size and a report on each candidate.
  case row
}

/// How a format of this package writes a list's row straight from the layout, without a text
/// of the row's own; the list formatter asks a format once a unit of rows
/// (``RowOutput/straightWriting``).
package enum StraightRowWriting: Sendable {
  /// The drawn lines joined by line feeds, as ``RowOutput/text(ofLines:)`` joins them.
  case joinedLines
  /// The row's object (``RenderedRow/jsonText``), from its reports and drawn lines.
  case jsonObject
}

/// A format that writes a list's rows straight from the layout. A format outside the package
/// writes each row's text through ``RowOutput/text(ofLines:)`` or ``RowOutput/text(of:)``.
package protocol StraightRowOutput: RowOutput {
  /// How it writes a row without a text of its own.
  var straightRows: StraightRowWriting { get }
}

extension RowOutput {
  /// How the format writes a list's row straight from the layout, or nil when it writes the
  /// row's text.
  package var straightWriting: StraightRowWriting? {
    (self as? any StraightRowOutput)?.straightRows
  }
}

/// Writes one list of rows in order, on the thread that writes the output: what opens it, each
/// row's text (made by the format on the thread that laid the row out) with what goes before
/// it, the answers that are not rows, and what closes it. Each method hands its output to
/// `writeLine` a line at a time, without the line feed, which the caller adds (a piece may hold
/// line feeds of its own).
public protocol RowListWriter {
  /// The text between two rows when each row is written as its text alone, with this line
  /// between two rows (nil for nothing between them); the formatter joins such rows into runs
  /// on the threads that lay them out. Meaningful only when ``separatesRowsOnly``.
  var separator: String? { get }
  /// Whether each row is written as its text alone, and the line ``separator`` (if any)
  /// between two rows, with nothing before the first or after the last.
  var separatesRowsOnly: Bool { get }
  /// Writes what opens the output, if anything.
  func writeHead(to writeLine: (String) throws -> Void) rethrows
  /// Writes a row's text, with what goes before it; `answers` is how many answers (rows and
  /// errors) were written before it.
  mutating func writeRow(_ text: String, after answers: Int, to writeLine: (String) throws -> Void)
    rethrows
  /// Writes a warning about the row that follows, if the format shows warnings among rows:
  /// `json` is one JSON object (`{"line": 3, "warning": {...}}`).
  mutating func writeWarning(json: String, to writeLine: (String) throws -> Void) rethrows
  /// Writes an answer that is not a row, in its place among the rows: `message` for people
  /// (`error: line 7: ...`), `json` for machines (one JSON object); `answers` as in
  /// ``writeRow(_:after:to:)``.
  mutating func writeError(
    message: String, json: String, after answers: Int, to writeLine: (String) throws -> Void
  ) rethrows
  /// Writes what closes the output, if anything.
  func writeTail(to writeLine: (String) throws -> Void) rethrows
}

extension RowListWriter {
  /// Nothing opens the output.
  public func writeHead(to writeLine: (String) throws -> Void) rethrows {}
  /// Nothing closes the output.
  public func writeTail(to writeLine: (String) throws -> Void) rethrows {}
  /// Warnings are not shown among rows.
  public mutating func writeWarning(json: String, to writeLine: (String) throws -> Void) rethrows {}
}

/// What a user chooses besides the format, read by the formats it concerns.
public struct OutputSettings: Sendable, Hashable {
  /// Whether text may carry ANSI colours (the tool's own escapes only; data never does).
  public var color: Bool
  /// The columns a text preview may fill before it puts panels below each other.
  public var columns: Int
  /// How an SVG refers to its fonts.
  public var fontReferences: FontReferences

  /// Settings: no colour, 80 columns, fonts by family.
  public init(color: Bool = false, columns: Int = 80, fontReferences: FontReferences = .families) {
    self.color = color
    self.columns = columns
    self.fontReferences = fontReferences
  }

  /// How a picture refers to the fonts of its text.
  public enum FontReferences: String, Sendable, Hashable, CaseIterable {
    /// By family name alone, the generic family last: a viewer draws each run in its own copy
    /// of the font, or in a fallback. The picture holds no path of the machine that drew it.
    case families
    /// By family, and an `@font-face` rule with each font file's `file://` URL: the same
    /// picture on the machine that drew it.
    case files
    /// By family, and an `@font-face` rule with each font file's data (base64): the same
    /// picture anywhere, at the size of the fonts.
    case embedded
  }
}

/// The output format of a list: which ``RowOutput`` writes it. The formats are registered in
/// ``allCases``; ``named(_:)`` finds one by the name a user gives.
///
/// ```swift
/// ListOutputFormat.named("jsonl") == .jsonLines  // true
/// ```
public struct ListOutputFormat: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The format.
  public let output: any RowOutput

  /// The format `output` writes.
  public init(_ output: any RowOutput) { self.output = output }

  /// The row's lines joined by line feeds (``TextOutput``).
  public static let text = ListOutputFormat(TextOutput())
  /// The row as one line of JSON (``JSONLinesOutput``).
  public static let jsonLines = ListOutputFormat(JSONLinesOutput())
  /// A picture of the rows (``SVGOutput``).
  public static let svg = ListOutputFormat(SVGOutput())

  /// Every format, in the order help lists them: the one registration of a format.
  public static let allCases: [ListOutputFormat] = [.text, .jsonLines, .svg]

  /// The format of `name`, or one of its aliases; nil for none.
  public static func named(_ name: String) -> ListOutputFormat? {
    allCases.first { $0.name == name || $0.output.aliases.contains(name) }
  }

  /// The format's name (``RowOutput/name``).
  public var name: String { output.name }

  /// The name.
  public var description: String { name }

  /// Two formats are the same when they have the same name.
  public static func == (lhs: ListOutputFormat, rhs: ListOutputFormat) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
