import Foundation

/// Why a font reference could not be read.
public struct FontReferenceError: Error, CustomStringConvertible {
  public var description: String
}

/// The units per em of face `faceIndex` of the font file at `path`, read from its `head`
/// table (in a collection, through the face's table directory).
public func fontUnitsPerEm(path: String, faceIndex: Int = 0) throws -> Double {
  let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  func u32(_ at: Int) throws -> Int {
    guard at >= 0, at + 4 <= bytes.count else {
      throw FontReferenceError(description: "\(path) is cut short")
    }
    return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8
      | Int(bytes[at + 3])
  }
  func u16(_ at: Int) throws -> Int { try u32(at - 2) & 0xFFFF }
  let directory = try u32(0) == 0x7474_6366 ? try u32(12 + 4 * faceIndex) : 0  // "ttcf"
  for table in 0..<(try u16(directory + 4)) {
    let record = directory + 12 + 16 * table
    // The "head" table: its units per em at offset 18.
    if try u32(record) == 0x6865_6164 { return Double(try u16(try u32(record + 8) + 18)) }
  }
  throw FontReferenceError(description: "\(path) has no head table")
}

/// The advance HarfBuzz's command-line shaper (`hb-shape`, libharfbuzz-bin) gives each of
/// `texts`, shaped whole, in face `faceIndex` of the font file at `path` and in `language`
/// when given: the sum of its glyphs' advances in font units. One run of the command for all
/// the texts, a text a line. Nil when hb-shape is not installed.
public func hbShapeAdvances(
  _ texts: [String], path: String, faceIndex: Int = 0, language: String? = nil
) throws -> [Double]? {
  let candidates = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape", "/opt/homebrew/bin/hb-shape"]
  guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
  else { return nil }
  let input = FileManager.default.temporaryDirectory.appendingPathComponent(
    "adaptive-rows-hb-\(UUID().uuidString).txt")
  defer { try? FileManager.default.removeItem(at: input) }
  try texts.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments =
    ["--face-index=\(faceIndex)", "--no-glyph-names", "--text-file=\(input.path)"]
    + (language.map { ["--language=\($0)"] } ?? []) + [path]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
  guard lines.count == texts.count else {
    throw FontReferenceError(description: "hb-shape gave \(lines.count) lines for \(texts.count)")
  }
  return try lines.map { line in
    try line.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: "|")
      .reduce(0.0) { total, glyph in
        // gid=cluster+advance, perhaps followed by an offset (@x,y).
        guard let plus = glyph.lastIndex(of: "+"),
          let advance = Double(glyph[glyph.index(after: plus)...].prefix { $0 != "@" })
        else { throw FontReferenceError(description: "hb-shape printed \(glyph)") }
        return total + advance
      }
  }
}
