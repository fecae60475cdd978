// format-floor: the floor that `adaptive-rows format` is measured against (Docs/Benchmarks.md,
// "End to end: format against the floor"). A minimal program doing the same work on the same
// files, with simpler rules: a direct scanner of the JSON fields, one ICU line-break pass per
// title with one reused iterator, a width table, greedy filling, and a writer that hands the
// kernel 64 KB at a time.
//
//   format-floor [--width W] [--format text|jsonl] FILE
//
// Its rows are those of `format` wherever its simpler width and cluster rules agree
// (Scripts/floor-agreement.sh counts how often). It never ships in the library.
import CICULineBreakPass
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// MARK: Output

/// Bytes out, written to standard output 64 KB at a time.
struct Writer {
  var buffer: [UInt8] = []
  init() { buffer.reserveCapacity(1 << 17) }

  mutating func flushIfFull() {
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { exit(1) }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  @inline(__always) mutating func append(_ byte: UInt8) { buffer.append(byte) }
  @inline(__always) mutating func append(_ bytes: ArraySlice<UInt8>) {
    buffer.append(contentsOf: bytes)
  }
  @inline(__always) mutating func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }
  mutating func append(_ text: StaticString) {
    buffer.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
  mutating func spaces(_ count: Int) {
    if count > 0 { buffer.append(contentsOf: repeatElement(0x20, count: count)) }
  }
  mutating func integer(_ value: Int) {
    if value < 0 {
      append(UInt8(ascii: "-"))
      integer(-value)
      return
    }
    if value >= 10 { integer(value / 10) }
    append(UInt8(0x30 + value % 10))
  }
  /// `bytes` as a JSON string, quoted.
  mutating func jsonString(_ bytes: ArraySlice<UInt8>) {
    append(UInt8(ascii: "\""))
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case 0..<0x20:
        append("\\u00")
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        append(hex[Int(byte >> 4)])
        append(hex[Int(byte & 15)])
      default: append(byte)
      }
    }
    append(UInt8(ascii: "\""))
  }
}

// MARK: Input: a direct scanner of the fields of one JSON Lines entry

/// One entry's fields, as UTF-8 slices of reused buffers.
struct Entry {
  var title: [UInt8] = []
  var subtitle: [UInt8] = []
  var hasSubtitle = false
  var date: [UInt8] = []
  var hasDate = false
  /// A string amount, or a structured amount's value.
  var amount: [UInt8] = []
  var structured = false
  var currency: [UInt8] = []
  var direction: [UInt8] = []
  var status: [UInt8] = []

  mutating func clear() {
    title.removeAll(keepingCapacity: true)
    subtitle.removeAll(keepingCapacity: true)
    date.removeAll(keepingCapacity: true)
    amount.removeAll(keepingCapacity: true)
    currency.removeAll(keepingCapacity: true)
    direction.removeAll(keepingCapacity: true)
    status.removeAll(keepingCapacity: true)
    hasSubtitle = false
    hasDate = false
    structured = false
  }
}

struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  @inline(__always) mutating func skipSpace() {
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
  }

  /// A JSON string at `index` (after its quote), unescaped into `out`.
  mutating func string(into out: inout [UInt8]) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
    index += 1
    var start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        index += 1
        return true
      }
      if byte == UInt8(ascii: "\\") {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        guard index + 1 < bytes.count else { return false }
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "u"):
          guard var scalar = hex4() else { return false }
          if scalar & 0xFC00 == 0xD800, index + 1 < bytes.count, bytes[index] == 0x5C,
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            guard let low = hex4() else { return false }
            scalar = 0x1_0000 + ((scalar & 0x3FF) << 10) + (low & 0x3FF)
          }
          appendUTF8(scalar, to: &out)
        default: out.append(escaped)
        }
        start = index
        continue
      }
      index += 1
    }
    return false
  }

  mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x37)
      case 0x61...0x66: digit = UInt32(byte - 0x57)
      default: return nil
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// Skips a value that is not read: a number, true, false or null.
  mutating func skipScalarValue() {
    while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}")
    {
      index += 1
    }
  }

  /// The key at `index`, compared with the field names by length and first bytes.
  mutating func key(_ scratch: inout [UInt8]) -> Bool {
    scratch.removeAll(keepingCapacity: true)
    return string(into: &scratch)
  }
}

func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
  switch scalar {
  case 0..<0x80: out.append(UInt8(scalar))
  case 0x80..<0x800:
    out.append(UInt8(0xC0 | scalar >> 6))
    out.append(UInt8(0x80 | scalar & 0x3F))
  case 0x800..<0x1_0000:
    out.append(UInt8(0xE0 | scalar >> 12))
    out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    out.append(UInt8(0x80 | scalar & 0x3F))
  default:
    out.append(UInt8(0xF0 | scalar >> 18))
    out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
    out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    out.append(UInt8(0x80 | scalar & 0x3F))
  }
}

let keyTitle = Array("title".utf8)
let keyAmount = Array("amount".utf8)
let keySubtitle = Array("subtitle".utf8)
let keyDate = Array("date".utf8)
let keyValue = Array("value".utf8)
let keyCurrency = Array("currency".utf8)
let keyDirection = Array("direction".utf8)
let keyStatus = Array("status".utf8)

/// Reads one entry's line into `entry`; false when it is not an object of the fields read.
func scan(_ line: UnsafeBufferPointer<UInt8>, into entry: inout Entry, key: inout [UInt8]) -> Bool {
  entry.clear()
  var scanner = Scanner(bytes: line, index: 0)
  scanner.skipSpace()
  guard scanner.index < line.count, line[scanner.index] == UInt8(ascii: "{") else { return false }
  scanner.index += 1
  var depth = 0  // 1 inside the amount's object
  while true {
    scanner.skipSpace()
    guard scanner.index < line.count else { return false }
    let byte = line[scanner.index]
    if byte == UInt8(ascii: ",") {
      scanner.index += 1
      continue
    }
    if byte == UInt8(ascii: "}") {
      scanner.index += 1
      if depth == 0 { return !entry.title.isEmpty }
      depth = 0
      continue
    }
    guard scanner.key(&key) else { return false }
    scanner.skipSpace()
    guard scanner.index < line.count, line[scanner.index] == UInt8(ascii: ":") else {
      return false
    }
    scanner.index += 1
    scanner.skipSpace()
    guard scanner.index < line.count else { return false }
    let isString = line[scanner.index] == UInt8(ascii: "\"")
    var ok = true
    if depth == 0 {
      if key == keyTitle {
        ok = scanner.string(into: &entry.title)
      } else if key == keyAmount {
        if isString {
          ok = scanner.string(into: &entry.amount)
        } else if line[scanner.index] == UInt8(ascii: "{") {
          scanner.index += 1
          depth = 1
          entry.structured = true
        } else {
          return false
        }
      } else if key == keySubtitle, isString {
        entry.hasSubtitle = true
        ok = scanner.string(into: &entry.subtitle)
      } else if key == keyDate, isString {
        entry.hasDate = true
        ok = scanner.string(into: &entry.date)
      } else if isString {
        key.removeAll(keepingCapacity: true)
        ok = scanner.string(into: &key)
      } else {
        scanner.skipScalarValue()
      }
    } else if !isString {
      scanner.skipScalarValue()
    } else if key == keyValue {
      ok = scanner.string(into: &entry.amount)
    } else if key == keyCurrency {
      ok = scanner.string(into: &entry.currency)
    } else if key == keyDirection {
      ok = scanner.string(into: &entry.direction)
    } else if key == keyStatus {
      ok = scanner.string(into: &entry.status)
    } else {
      key.removeAll(keepingCapacity: true)
      ok = scanner.string(into: &key)
    }
    if !ok { return false }
  }
}

// MARK: Amounts

/// What one currency's amounts are written with, learnt from Foundation the first time the
/// currency is met: the text before and after the digits, the grouping and decimal
/// separators, the minor digits.
struct CurrencyPattern {
  var positivePrefix: [UInt8]
  var positiveSuffix: [UInt8]
  var negativePrefix: [UInt8]
  var negativeSuffix: [UInt8]
  var grouping: [UInt8]
  var decimal: [UInt8]
  var minorDigits: Int

  static let locale = Locale(identifier: "en_US")
  static let isoCodes = Set(Locale.Currency.isoCurrencies.map(\.identifier))

  init(code: String) {
    func around(_ text: String) -> (prefix: [UInt8], suffix: [UInt8]) {
      let bytes = Array(text.utf8)
      let first = bytes.firstIndex { $0 >= 0x30 && $0 <= 0x39 } ?? 0
      let last = bytes.lastIndex { $0 >= 0x30 && $0 <= 0x39 } ?? bytes.count - 1
      return (Array(bytes[..<first]), Array(bytes[(last + 1)...]))
    }
    let precision = NumberFormatStyleConfiguration.Precision.fractionLength(1...1)
    let probe = Decimal(string: "1234567.5", locale: Locale(identifier: "en_US_POSIX"))!
    let text: (Decimal) -> String
    if Self.isoCodes.contains(code) {
      text = { $0.formatted(.currency(code: code).locale(Self.locale).precision(precision)) }
      let one = Decimal(1).formatted(.currency(code: code).locale(Self.locale))
      minorDigits = max(0, one.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count - 1)
    } else {
      text = { $0.formatted(.number.locale(Self.locale).precision(precision)) + " " + code }
      minorDigits = 0
    }
    let positive = text(probe)
    (positivePrefix, positiveSuffix) = around(positive)
    (negativePrefix, negativeSuffix) = around(text(-probe))
    // "1,234,567.5": the separators are the bytes between the digit runs.
    let digits = Array(positive.utf8.dropFirst(positivePrefix.count).dropLast(positiveSuffix.count))
    let firstSeparator = digits.firstIndex { !($0 >= 0x30 && $0 <= 0x39) } ?? 1
    let afterGroup = digits[(firstSeparator)...].firstIndex { $0 >= 0x30 && $0 <= 0x39 } ?? 1
    grouping = Array(digits[firstSeparator..<afterGroup])
    let lastDigitRun = digits.lastIndex { !($0 >= 0x30 && $0 <= 0x39) } ?? 0
    let decimalStart =
      digits[..<lastDigitRun].lastIndex { $0 >= 0x30 && $0 <= 0x39 }.map { $0 + 1 } ?? lastDigitRun
    decimal = Array(digits[decimalStart...lastDigitRun])
  }

  /// `value` (ASCII `-`? digits, `.` digits) written into `out`.
  func write(value: ArraySlice<UInt8>, negative: Bool, into out: inout [UInt8]) {
    var digits = value
    if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") {
      digits = digits.dropFirst()
    }
    let point = digits.firstIndex(of: UInt8(ascii: "."))
    var integer = digits[..<(point ?? digits.endIndex)]
    while integer.count > 1, integer.first == 0x30 { integer = integer.dropFirst() }
    let fraction = point.map { digits[($0 + 1)...] } ?? []
    let allZero = !digits.contains { $0 >= 0x31 && $0 <= 0x39 }
    let minus = negative && !allZero
    out.append(contentsOf: minus ? negativePrefix : positivePrefix)
    let count = integer.count
    var offset = 0
    for digit in integer {
      if offset > 0, (count - offset) % 3 == 0, count > 3 { out.append(contentsOf: grouping) }
      out.append(digit)
      offset += 1
    }
    let fractionCount = max(fraction.count, minorDigits)
    if fractionCount > 0 {
      out.append(contentsOf: decimal)
      out.append(contentsOf: fraction)
      for _ in fraction.count..<fractionCount { out.append(0x30) }
    }
    out.append(contentsOf: minus ? negativeSuffix : positiveSuffix)
  }
}

let pendingMarker = Array(" (pending)".utf8)
let failedMarker = Array(" (failed)".utf8)

/// Where the colon of a `CURRENCY:VALUE` amount is, nil for any other text.
func talerColon(_ text: [UInt8]) -> Int? {
  guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > 0,
    text[..<colon].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }), colon + 1 < text.count,
    text[colon + 1] >= 0x30, text[colon + 1] <= 0x39
  else { return nil }
  return colon
}

/// The amount as shown, into `out`; `patterns` are the currencies learnt so far.
func amountText(_ entry: Entry, into out: inout [UInt8], patterns: inout [[UInt8]: CurrencyPattern])
{
  out.removeAll(keepingCapacity: true)
  var code = entry.currency[...]
  var value = entry.amount[...]
  if !entry.structured {
    // CURRENCY:VALUE, else the text as given.
    guard let colon = talerColon(entry.amount) else {
      out.append(contentsOf: value)
      return
    }
    code = value[..<colon]
    value = value[(colon + 1)...]
  }
  let key = Array(code)
  let pattern: CurrencyPattern
  if let known = patterns[key] {
    pattern = known
  } else {
    pattern = CurrencyPattern(code: String(decoding: key, as: UTF8.self))
    patterns[key] = pattern
  }
  // Negative when outgoing ("o"), or without a direction when the value has a minus.
  let negative =
    entry.direction.isEmpty ? value.first == UInt8(ascii: "-") : entry.direction.first == 0x6F
  pattern.write(value: value, negative: negative, into: &out)
  if entry.status.first == UInt8(ascii: "p") { out.append(contentsOf: pendingMarker) }
  if entry.status.first == UInt8(ascii: "f") { out.append(contentsOf: failedMarker) }
}

// MARK: Widths and clusters

/// The width table of the Basic Multilingual Plane (`floor_width_table`).
func makeWidthTable() -> [UInt8] {
  var table = [UInt8](repeating: 0, count: 0x1_0000)
  table.withUnsafeMutableBufferPointer { floor_width_table($0.baseAddress!) }
  return table
}

/// One cluster of a title: where it starts in the UTF-8 bytes and the UTF-16 units, its cells,
/// whether it hangs at a line's end.
struct Cluster {
  var byte: Int32
  var unit: Int32
  var cells: Int32
  var hangs: Bool
}

/// The clusters of `bytes` (valid UTF-8) and its UTF-16 units, into reused arrays.
func segment(
  _ bytes: [UInt8], widthTable: [UInt8], clusters: inout [Cluster], units: inout [UInt16]
) {
  clusters.removeAll(keepingCapacity: true)
  units.removeAll(keepingCapacity: true)
  var index = 0
  var previousJoiner = false
  var regionalIndicators = 0
  let count = bytes.count
  while index < count {
    let lead = bytes[index]
    var scalar: UInt32
    var length: Int
    if lead < 0x80 {
      scalar = UInt32(lead)
      length = 1
    } else if lead < 0xE0 {
      scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      length = 2
    } else if lead < 0xF0 {
      scalar =
        UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
      length = 3
    } else {
      scalar =
        UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
      length = 4
    }
    let entry =
      scalar < 0x1_0000 ? widthTable[Int(scalar)] : UInt8(floor_scalar_entry(Int32(scalar)))
    let isRegional = scalar >= 0x1F1E6 && scalar <= 0x1F1FF
    let joins =
      !clusters.isEmpty
      && (entry & 4 != 0 || previousJoiner || (isRegional && regionalIndicators % 2 == 1))
    if joins {
      if scalar == 0xFE0F { clusters[clusters.count - 1].cells = 2 }
    } else {
      clusters.append(
        Cluster(
          byte: Int32(index), unit: Int32(units.count), cells: Int32(entry & 3),
          hangs: entry & 8 != 0))
    }
    regionalIndicators = isRegional ? regionalIndicators + 1 : 0
    previousJoiner = scalar == 0x200D
    if scalar < 0x1_0000 {
      units.append(UInt16(scalar))
    } else {
      units.append(UInt16(0xD800 + ((scalar - 0x1_0000) >> 10)))
      units.append(UInt16(0xDC00 + (scalar & 0x3FF)))
    }
    index += length
  }
}

/// The cells of `bytes`, by the same rules.
func cells(
  of bytes: [UInt8], widthTable: [UInt8], clusters: inout [Cluster], units: inout [UInt16]
) -> Int {
  segment(bytes, widthTable: widthTable, clusters: &clusters, units: &units)
  return clusters.reduce(0) { $0 + Int($1.cells) }
}

// MARK: Greedy filling

/// A line of a title: clusters `start..<end` (hanging whitespace at its end excluded), its
/// cells.
struct Line {
  var start: Int
  var end: Int
  var cells: Int
}

/// Fills `clusters` into lines of at most `width` cells, breaking at the opportunities
/// `breaks` (cluster indices, bit 30 for a mandatory break), and inside a word only when the
/// word alone is wider than the line. Returns the clusters of the first word broken, if any.
func fill(_ clusters: [Cluster], breaks: [Int32], width: Int, lines: inout [Line]) -> Range<Int>? {
  lines.removeAll(keepingCapacity: true)
  var brokeWord: Range<Int>? = nil
  var lineStart = 0
  var lineVisibleEnd = 0
  var lineCells = 0  // cells up to lineVisibleEnd
  var lineHanging = 0  // cells of the whitespace after it
  var segmentStart = 0
  func close(next: Int) {
    lines.append(Line(start: lineStart, end: lineVisibleEnd, cells: lineCells))
    lineStart = next
    lineVisibleEnd = next
    lineCells = 0
    lineHanging = 0
  }
  for rawBreak in breaks {
    let segmentEnd = Int(rawBreak & 0x3FFF_FFFF)
    let mandatory = rawBreak & (1 << 30) != 0
    var visibleEnd = segmentEnd
    while visibleEnd > segmentStart, clusters[visibleEnd - 1].hangs {
      visibleEnd -= 1
    }
    var visible = 0
    for index in segmentStart..<visibleEnd { visible += Int(clusters[index].cells) }
    var hanging = 0
    for index in visibleEnd..<segmentEnd { hanging += Int(clusters[index].cells) }
    if lineStart < segmentStart, lineCells + lineHanging + visible > width {
      close(next: segmentStart)
    }
    if lineCells + lineHanging + visible > width {
      // An emergency break: the word is cut into lines of at most `width` cells.
      if brokeWord == nil { brokeWord = segmentStart..<visibleEnd }
      var cut = segmentStart
      var cutCells = 0
      for index in segmentStart..<visibleEnd {
        let clusterCells = Int(clusters[index].cells)
        if cutCells + clusterCells > width, index > cut {
          lines.append(Line(start: cut, end: index, cells: cutCells))
          cut = index
          cutCells = 0
        }
        cutCells += clusterCells
      }
      lineStart = cut
      lineCells = cutCells
    } else {
      lineCells += lineHanging + visible
    }
    if visibleEnd > segmentStart || lineVisibleEnd < segmentStart { lineVisibleEnd = visibleEnd }
    lineHanging = visibleEnd > segmentStart ? hanging : lineHanging + hanging
    if mandatory { close(next: segmentEnd) }
    segmentStart = segmentEnd
  }
  if lineStart < clusters.count || lines.isEmpty { close(next: clusters.count) }
  return brokeWord
}

// MARK: Rows

let arguments = CommandLine.arguments.dropFirst()
var width = 40
var jsonLines = false
var path: String?
var argumentIndex = arguments.startIndex
while argumentIndex < arguments.endIndex {
  let argument = arguments[argumentIndex]
  argumentIndex += 1
  switch argument {
  case "--width":
    width = Int(arguments[argumentIndex]) ?? 40
    argumentIndex += 1
  case "--format":
    jsonLines = arguments[argumentIndex] == "jsonl"
    argumentIndex += 1
  default: path = argument
  }
}
guard let path, let file = fopen(path, "rb") else {
  FileHandle.standardError.write(
    "usage: format-floor [--width W] [--format text|jsonl] FILE\n".data(using: .utf8)!)
  exit(64)
}

/// What the rows need from one to the next: the reused buffers, the learnt currencies.
struct Floor {
  let pass: OpaquePointer
  let width: Int
  let jsonLines: Bool
  let widthTable = makeWidthTable()
  var patterns: [[UInt8]: CurrencyPattern] = [:]
  var writer = Writer()
  var entry = Entry()
  var key: [UInt8] = []
  var amount: [UInt8] = []
  var clusters: [Cluster] = []
  var units: [UInt16] = []
  var amountClusters: [Cluster] = []
  var amountUnits: [UInt16] = []
  var rawBreaks = [Int32](repeating: 0, count: 64)
  var breaks: [Int32] = []
  var lines: [Line] = []
  var extendedLines: [Line] = []
  var rows = 0
  var lineNumber = 0
  var scratch: [UInt8] = []
  let rule: [UInt8]
  let modeNames: [StaticString] = ["compact", "standard", "extended"]

  init(pass: OpaquePointer, width: Int, jsonLines: Bool) {
    self.pass = pass
    self.width = width
    self.jsonLines = jsonLines
    rule = Array(String(repeating: "\u{2500}", count: width).utf8)
  }

  /// Writes the row of `entry` (text: its lines; JSON Lines: its object).
  /// Reads one line's entry; false when it is not one.
  mutating func scan(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    format_floor.scan(line, into: &entry, key: &key)
  }

  mutating func writeRow() {
    amountText(entry, into: &amount, patterns: &patterns)
    let amountCells = cells(
      of: amount, widthTable: widthTable, clusters: &amountClusters, units: &amountUnits)
    segment(entry.title, widthTable: widthTable, clusters: &clusters, units: &units)
    // One ICU pass over the title, its boundaries mapped from UTF-16 offsets to clusters.
    if rawBreaks.count < units.count + 1 {
      rawBreaks = [Int32](repeating: 0, count: units.count + 1)
    }
    var error: Int32 = 0
    let found = units.withUnsafeBufferPointer { text in
      rawBreaks.withUnsafeMutableBufferPointer { out in
        line_break_pass_boundaries(
          pass, text.baseAddress, Int32(text.count), out.baseAddress!, Int32(out.count), &error)
      }
    }
    breaks.removeAll(keepingCapacity: true)
    var cluster = 0
    for index in 0..<max(0, Int(found)) {
      let offset = rawBreaks[index] & 0x3FFF_FFFF
      while cluster < clusters.count, clusters[cluster].unit < offset { cluster += 1 }
      breaks.append(Int32(cluster) | (rawBreaks[index] & (1 << 30)))
    }
    let besideAmount = width - 2 - amountCells
    // Each candidate judged in order: compact (one line beside the amount), standard (two),
    // extended (the whole width, no limit); the first whose title shows whole without a broken
    // word, else the first that shows it whole.
    var judged: [(given: Int, lines: Int, allowed: Int, broken: Range<Int>?)] = []
    var titleCells = 0
    for cluster in clusters { titleCells += Int(cluster.cells) }
    if besideAmount > 0 {
      let broken = fill(clusters, breaks: breaks, width: besideAmount, lines: &lines)
      judged.append((besideAmount, lines.count, 1, broken))
      judged.append((besideAmount, lines.count, min(2, max(1, lines.count)), broken))
    } else {
      judged.append((max(0, besideAmount), clusters.count, 1, nil))
      judged.append((max(0, besideAmount), clusters.count, 2, nil))
    }
    let extendedBroken = fill(clusters, breaks: breaks, width: width, lines: &extendedLines)
    judged.append((width, extendedLines.count, Int.max, extendedBroken))
    var mode = 2
    var firstShowing: Int? = nil
    for (index, candidate) in judged.enumerated() where candidate.lines <= candidate.allowed {
      if firstShowing == nil { firstShowing = index }
      if candidate.broken == nil {
        mode = index
        break
      }
    }
    if mode == 2, extendedBroken != nil, let firstShowing { mode = firstShowing }
    let titleLines = mode == 2 ? extendedLines : lines
    var height = titleLines.count + (mode == 2 ? 1 : 0)
    if entry.hasSubtitle || entry.hasDate { height += 1 }
    if jsonLines {
      writer.append("{\"line\":")
      writer.integer(lineNumber)
      writer.append(",\"title\":")
      writer.jsonString(entry.title[...])
      writer.append(",\"amount\":")
      writer.jsonString(amount[...])
      if entry.hasSubtitle || entry.hasDate {
        writer.append(",\"subtitle\":")
        writer.jsonString(entry.hasSubtitle ? entry.subtitle[...] : entry.date[...])
      }
      writer.append(",\"mode\":\"")
      writer.append(modeNames[mode])
      writer.append("\",\"lines\":[")
    } else if rows > 0 {
      writer.append(rule[...])
      writer.append(0x0A)
    }
    var first = true
    func lineOut(_ bytes: ArraySlice<UInt8>) {
      if jsonLines {
        if !first { writer.append(UInt8(ascii: ",")) }
        writer.jsonString(bytes)
      } else {
        writer.append(bytes)
        writer.append(0x0A)
      }
      first = false
    }
    func bytes(_ line: Line) -> ArraySlice<UInt8> {
      let start = line.start < clusters.count ? Int(clusters[line.start].byte) : entry.title.count
      let end = line.end < clusters.count ? Int(clusters[line.end].byte) : entry.title.count
      return entry.title[start..<max(start, end)]
    }
    for (index, line) in titleLines.enumerated() {
      if mode != 2, index == titleLines.count - 1 {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes(line))
        scratch.append(
          contentsOf: repeatElement(0x20, count: max(2, width - amountCells - line.cells)))
        scratch.append(contentsOf: amount)
        lineOut(scratch[...])
      } else {
        lineOut(bytes(line))
      }
    }
    if mode == 2 {
      scratch.removeAll(keepingCapacity: true)
      scratch.append(contentsOf: repeatElement(0x20, count: max(1, width - amountCells)))
      scratch.append(contentsOf: amount)
      lineOut(scratch[...])
    }
    if entry.hasSubtitle {
      lineOut(entry.subtitle[...])
    } else if entry.hasDate {
      lineOut(entry.date[...])
    }
    if jsonLines {
      writer.append("],\"width\":")
      writer.integer(width)
      writer.append(",\"height\":")
      writer.integer(height)
      writer.append(",\"proposedWidth\":")
      writer.integer(width)
      writer.append(",\"overflow\":false,\"candidates\":[")
      for (index, candidate) in judged.enumerated() {
        let truncated = candidate.lines > candidate.allowed
        writer.append(index == 0 ? "{\"mode\":\"" : ",{\"mode\":\"")
        writer.append(modeNames[index])
        writer.append(
          truncated
            ? "\",\"truncated\":true,\"reason\":\"lines\""
            : "\",\"truncated\":false,\"reason\":null")
        writer.append(",\"explanation\":\"")
        if truncated {
          writer.append("truncated: needs ")
          writer.integer(candidate.lines)
          writer.append(" lines, ")
          writer.integer(candidate.allowed)
          writer.append(" allowed at width ")
          writer.integer(candidate.given)
        } else {
          writer.append("fits: needs ")
          writer.integer(candidate.lines)
          writer.append(candidate.lines == 1 ? " line at width " : " lines at width ")
          writer.integer(candidate.given)
          if let broken = candidate.broken {
            writer.append(", breaks the word \u{201C}")
            writer.append(bytes(Line(start: broken.lowerBound, end: broken.upperBound, cells: 0)))
            writer.append("\u{201D}")
          }
        }
        writer.append("\",\"titleWidthGiven\":")
        writer.integer(candidate.given)
        writer.append(",\"titleWidthNeeded\":")
        writer.integer(titleCells)
        writer.append(",\"titleLinesNeeded\":")
        writer.integer(candidate.lines)
        writer.append(",\"titleLinesAllowed\":")
        if candidate.allowed == Int.max {
          writer.append("null")
        } else {
          writer.integer(candidate.allowed)
        }
        writer.append(",\"titleBrokenWord\":")
        if let broken = candidate.broken, !truncated {
          writer.jsonString(bytes(Line(start: broken.lowerBound, end: broken.upperBound, cells: 0)))
        } else {
          writer.append("null")
        }
        writer.append("}")
      }
      writer.append("],\"entry\":{\"title\":")
      writer.jsonString(entry.title[...])
      writer.append(",\"amount\":")
      if !entry.structured, let colon = talerColon(entry.amount) {
        writer.append("{\"value\":")
        writer.jsonString(entry.amount[(colon + 1)...])
        writer.append(",\"currency\":")
        writer.jsonString(entry.amount[..<colon])
        writer.append("}")
      } else if entry.structured {
        writer.append("{\"value\":")
        writer.jsonString(entry.amount[...])
        writer.append(",\"currency\":")
        writer.jsonString(entry.currency[...])
        if !entry.direction.isEmpty {
          writer.append(",\"direction\":")
          writer.jsonString(entry.direction[...])
        }
        if !entry.status.isEmpty {
          writer.append(",\"status\":")
          writer.jsonString(entry.status[...])
        }
        writer.append("}")
      } else {
        writer.jsonString(entry.amount[...])
      }
      if entry.hasSubtitle || entry.hasDate {
        writer.append(",\"subtitle\":")
        writer.jsonString(entry.hasSubtitle ? entry.subtitle[...] : entry.date[...])
      }
      writer.append("}}\n")
    }
    rows += 1
    writer.flushIfFull()
  }
}

// Lines of input, read 64 KB at a time.
var openError: Int32 = 0
guard let pass = line_break_pass_open("en", &openError) else { exit(70) }
var floor = Floor(pass: pass, width: width, jsonLines: jsonLines)
var input = [UInt8](repeating: 0, count: 1 << 16)
var pending: [UInt8] = []
while true {
  let read = input.withUnsafeMutableBytes { fread($0.baseAddress!, 1, $0.count, file) }
  if read == 0 { break }
  var start = 0
  input.withUnsafeBufferPointer { chunk in
    for index in 0..<read where chunk[index] == 0x0A {
      let ok: Bool
      if pending.isEmpty {
        ok = floor.scan(UnsafeBufferPointer(rebasing: chunk[start..<index]))
      } else {
        pending.append(contentsOf: chunk[start..<index])
        ok = pending.withUnsafeBufferPointer { floor.scan($0) }
        pending.removeAll(keepingCapacity: true)
      }
      floor.lineNumber += 1
      if ok { floor.writeRow() }
      start = index + 1
    }
    pending.append(contentsOf: chunk[start..<read])
  }
}
floor.lineNumber += 1
if !pending.isEmpty, pending.withUnsafeBufferPointer({ floor.scan($0) }) {
  floor.writeRow()
}
floor.writer.flush()
line_break_pass_close(pass)
