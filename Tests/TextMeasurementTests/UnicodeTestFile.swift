import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A Unicode data file read at run time from the standard Debian location.
struct UnicodeTestFile {
  /// Where Debian's unicode-data package installs the Unicode Character Database.
  static let directory = "/usr/share/unicode"

  /// One line of a file: its 1-based number and its text before any `#` comment, trimmed.
  struct Line {
    var number: Int
    var data: Substring
    var comment: Substring
  }

  let path: String
  let lines: [Line]

  /// Reads `relativePath` under ``directory``; records a failure (not a skip) and returns
  /// nil when it is missing.
  init?(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
    path = "\(Self.directory)/\(relativePath)"
    guard let contents = Self.read(path) else {
      Issue.record(
        "\(path) is missing: `bash Scripts/setup.sh` installs unicode-data, which provides it",
        sourceLocation: sourceLocation)
      return nil
    }
    var lines: [Line] = []
    for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let data = parts.first.map(trimmed) ?? ""
      let comment = parts.count > 1 ? trimmed(parts[1]) : ""
      guard !data.isEmpty else { continue }
      lines.append(Line(number: index + 1, data: data, comment: comment))
    }
    self.lines = lines
  }

  private static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

private func trimmed(_ text: Substring) -> Substring {
  let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
  guard let start = text.firstIndex(where: { !isSpace($0) }),
    let end = text.lastIndex(where: { !isSpace($0) })
  else { return "" }
  return text[start...end]
}

/// A break test case of the form `÷ 0061 × 0301 ÷`: the code points, and the UTF-16 offsets
/// (after offset 0) where the file says there is a break.
struct BreakTestCase {
  var units: [UInt16] = []
  var breaks: [Int] = []

  init?(_ data: Substring) {
    for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      switch token {
      case "÷":
        if !units.isEmpty { breaks.append(units.count) }
      case "×":
        break
      default:
        guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
          return nil
        }
        units.append(contentsOf: scalar.utf16)
      }
    }
  }
}

/// Parses a code point or a range `0041..005A` of a UCD file.
func codePoints(_ field: Substring) -> ClosedRange<UInt32>? {
  let bounds = field.split(separator: ".", omittingEmptySubsequences: true)
  guard let first = bounds.first.flatMap({ UInt32(trimmed($0), radix: 16) }) else { return nil }
  guard bounds.count == 2, let last = UInt32(trimmed(bounds[1]), radix: 16) else {
    return first...first
  }
  return first...last
}

/// Splits a UCD data line at its semicolons, trimmed.
func fields(_ data: Substring) -> [Substring] {
  data.split(separator: ";", omittingEmptySubsequences: false).map(trimmed)
}
