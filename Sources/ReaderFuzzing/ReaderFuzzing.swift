import ControlScalars
import Dispatch
import Foundation
import WalletEntries
import WalletList

/// One reader fuzz case decoded from arbitrary bytes: an input in JSON Lines or CSV, a line
/// limit, and a seed for the chunks the input is cut into. Every byte string decodes to a
/// case.
///
/// Layout of the bytes: `[flags, seed, input...]`, each missing byte read as 0. Flag bit 0
/// picks the format (JSON Lines, CSV), bits 1-2 the line limit (1 MiB, 64, 16 or 3 bytes),
/// bit 3 reads the input as indices into a table of pieces (keys, values, quotes, line
/// endings, escapes, a byte-order mark, ill-formed UTF-8) instead of as bytes.
public struct ReaderFuzzCase: Sendable, CustomStringConvertible {
  /// The input format.
  public var format: EntryFormat
  /// The input's bytes.
  public var input: [UInt8]
  /// The reader's line limit.
  public var maximumLineLength: Int
  /// The seed of the random chunk sizes.
  public var seed: UInt64

  static let limits = [1 << 20, 64, 16, 3]

  static let pieces: [[UInt8]] = {
    let texts = [
      #"{"title":"#, #""amount":"#, #""subtitle":"#, #""date":"#, #""Tea""#, #""EUR:3.50""#,
      #""-3 €""#, #"{"value":"1.5","currency":"EUR","direction":"incoming","status":"pending"}"#,
      "}", "{", ",", ":", "\n", "\r\n", "\r", "\"", "\"\"", "title,amount",
      "title,amount,currency,direction,status,date,subtitle", "Title , AMOUNT", "Tea", "3.50",
      "EUR", "incoming", "pending", "\"a,b\"", "\"a\nb\"", "\"a\"\"b\"", " ", "\t", "\u{1B}[31m",
      #"\u001b"#, #"\ud83d\ude00"#, #"\ud800"#, #"\""#, #"\\"#, #"\n"#, #"\/"#, "é", "吾輩",
      "👍🏽", "\u{202E}", "\u{85}", "[", "]", "null", "true", "1e400", "-0", "{}", "a",
    ]
    let invalid: [[UInt8]] = [
      [0xEF, 0xBB, 0xBF], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xE2, 0x82], [0x80], [0xF0, 0x9F, 0x98], [0x00],
    ]
    return texts.map { Array($0.utf8) } + invalid
  }()

  /// The case `bytes` decode to.
  public init(_ bytes: [UInt8]) {
    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    let flags = byte(0)
    format = flags & 1 == 0 ? .jsonLines : .csv
    maximumLineLength = Self.limits[Int((flags >> 1) & 0b11)]
    seed = UInt64(byte(1)) | UInt64(flags >> 4) << 8
    let rest = bytes.count > 2 ? Array(bytes[2...]) : []
    if flags & 0b1000 != 0 {
      input = rest.flatMap { Self.pieces[Int($0) % Self.pieces.count] }
    } else {
      input = rest
    }
  }

  /// A case of `input` in `format`.
  public init(
    format: EntryFormat, input: [UInt8], maximumLineLength: Int = 1 << 20, seed: UInt64 = 0
  ) {
    self.format = format
    self.input = input
    self.maximumLineLength = maximumLineLength
    self.seed = seed
  }

  /// The reader options of the case.
  public var options: EntryReaderOptions {
    EntryReaderOptions(maximumLineLength: maximumLineLength)
  }

  /// The case in one line, to name it in a failure.
  public var description: String {
    "\(format) limit \(maximumLineLength) seed \(seed) input "
      + String(decoding: input, as: UTF8.self).debugDescription
      + " bytes \(input.map { String($0, radix: 16) }.joined(separator: " "))"
  }

  /// The input cut into chunks of 1 to 17 bytes, from the seed (SplitMix64).
  public var randomChunks: [ArraySlice<UInt8>] {
    var state = seed
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    while start < input.count {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      mixed ^= mixed >> 31
      let end = min(input.count, start + 1 + Int(mixed % 17))
      chunks.append(input[start..<end])
      start = end
    }
    return chunks
  }
}

/// The checks run on every reader fuzz case: each returns what it found wrong, nothing when
/// all holds.
public enum ReaderInvariants {
  /// Everything wrong with `fuzzCase`.
  public static func violations(of fuzzCase: ReaderFuzzCase) async -> [String] {
    let records = decodedWhole(fuzzCase)
    let asynchronous = await readAsynchronously(fuzzCase.randomChunks, fuzzCase)
    return chunkingViolations(fuzzCase, whole: records)
      + (asynchronous == records
        ? [] : ["read by AsyncEntryReader in random chunks: \(asynchronous), whole: \(records)"])
      + lineViolations(fuzzCase, records: records)
      + roundTripViolations(records)
  }

  /// ``violations(of:)`` waited for on this thread: for a caller outside Swift concurrency
  /// (the fuzzer's callback), never from a task (it would hold a thread the check needs).
  public static func violationsWaiting(of fuzzCase: ReaderFuzzCase) -> [String] {
    let found = Collected()
    let done = DispatchSemaphore(value: 0)
    Task {
      found.violations = await violations(of: fuzzCase)
      done.signal()
    }
    done.wait()
    return found.violations
  }

  // MARK: Whole, byte by byte, in chunks

  /// The records of the input given to a decoder at once.
  public static func decodedWhole(_ fuzzCase: ReaderFuzzCase) -> [EntryRecord] {
    var decoder = EntryStreamDecoder(format: fuzzCase.format, options: fuzzCase.options)
    return decoder.decode(fuzzCase.input) + decoder.finish()
  }

  /// The records of `chunks` given to a decoder one after the other.
  static func decoded(_ chunks: [ArraySlice<UInt8>], _ fuzzCase: ReaderFuzzCase) -> [EntryRecord] {
    var decoder = EntryStreamDecoder(format: fuzzCase.format, options: fuzzCase.options)
    return chunks.flatMap { decoder.decode($0) } + decoder.finish()
  }

  /// The records of `chunks` read by an ``AsyncEntryReader``.
  static func readAsynchronously(
    _ chunks: [ArraySlice<UInt8>], _ fuzzCase: ReaderFuzzCase
  ) async -> [EntryRecord] {
    let reader = AsyncEntryReader(
      chunks: ChunkSequence(chunks: chunks), format: fuzzCase.format, options: fuzzCase.options)
    var records: [EntryRecord] = []
    for await record in reader { records.append(record) }
    return records
  }

  /// Whether the input read whole, byte by byte and in random chunks (through the decoder and
  /// the synchronous reader) gives the same records (``violations(of:)`` compares the
  /// asynchronous reader's too).
  public static func chunkingViolations(_ fuzzCase: ReaderFuzzCase, whole: [EntryRecord])
    -> [String]
  {
    let bytes = fuzzCase.input.indices.map { fuzzCase.input[$0...$0] }
    let chunks = fuzzCase.randomChunks
    let readings: [(String, [EntryRecord])] = [
      ("byte by byte", decoded(bytes, fuzzCase)),
      ("in random chunks", decoded(chunks, fuzzCase)),
      (
        "by EntryReader in random chunks",
        Array(EntryReader(chunks: chunks, format: fuzzCase.format, options: fuzzCase.options))
      ),
    ]
    return readings.compactMap { name, records in
      records == whole ? nil : "read \(name): \(records), whole: \(whole)"
    }
  }

  // MARK: Lines

  /// The index of the first byte of the first ill-formed UTF-8 sequence in `bytes`, by the
  /// standard library's decoder; nil when all is well-formed.
  public static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var position = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): position += scalar.count
      case .emptyInput: return nil
      case .error: return position
      }
    }
  }

  /// One record of the input as the reference below cuts it: its first line, its byte range,
  /// and whether it ended inside a quoted field (CSV).
  struct ReferenceRecord {
    var line: Int
    var range: Range<Int>
    var endsQuoted = false
  }

  /// The input's start after a byte-order mark.
  static func contentStart(_ input: [UInt8]) -> Int {
    input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// JSON Lines records: one per line feed, and one for a last line without one.
  static func jsonLineRecords(_ input: [UInt8]) -> [ReferenceRecord] {
    let start = contentStart(input)
    var records: [ReferenceRecord] = []
    var lineStart = start
    var line = 1
    for index in start..<input.count where input[index] == 0x0A {
      records.append(ReferenceRecord(line: line, range: lineStart..<index))
      line += 1
      lineStart = index + 1
    }
    if lineStart < input.count {
      records.append(ReferenceRecord(line: line, range: lineStart..<input.count))
    }
    return records
  }

  /// CSV records by RFC 4180's fields: a field that starts with a quote runs to the quote
  /// that closes it (a doubled quote does not), line feeds included; anything else, and what
  /// follows a closing quote, runs to the next delimiter or line feed. A line feed outside a
  /// quoted field ends the record. The delimiter is a comma up to the header (the first
  /// record that is not empty), then the one it names its columns with
  /// (``headerDelimiter(_:)``), when it is valid UTF-8 within `limit` bytes.
  static func csvRecords(_ input: [UInt8], limit: Int = 1 << 20) -> [ReferenceRecord] {
    let quote = UInt8(ascii: "\""), lineFeed: UInt8 = 0x0A
    var comma = UInt8(ascii: ",")
    var header = true
    var records: [ReferenceRecord] = []
    var index = contentStart(input)
    var line = 1
    while index < input.count {
      let recordStart = index, recordLine = line
      var endsQuoted = false
      fields: while true {
        if index < input.count, input[index] == quote {
          index += 1
          var closed = false
          while index < input.count {
            if input[index] == quote {
              if index + 1 < input.count, input[index + 1] == quote {
                index += 2
                continue
              }
              index += 1
              closed = true
              break
            }
            if input[index] == lineFeed { line += 1 }
            index += 1
          }
          if !closed {
            endsQuoted = true
            break fields
          }
        }
        while index < input.count, input[index] != comma, input[index] != lineFeed { index += 1 }
        guard index < input.count, input[index] == comma else { break }
        index += 1
      }
      records.append(
        ReferenceRecord(line: recordLine, range: recordStart..<index, endsQuoted: endsQuoted))
      var content = recordStart..<index
      if !endsQuoted, !content.isEmpty, input[content.upperBound - 1] == 0x0D {
        content = content.lowerBound..<(content.upperBound - 1)
      }
      if header, !content.isEmpty {
        header = false
        if content.count <= limit, let text = String(validating: input[content], as: UTF8.self) {
          comma = headerDelimiter(text)
        }
      }
      if index < input.count {
        // The line feed that ended the record.
        index += 1
        line += 1
      }
    }
    return records
  }

  /// The delimiter of a CSV header: the first of comma, semicolon and tab with which its
  /// fields (quoted as RFC 4180 quotes them) name `title` and `amount` (compared without case
  /// and surrounding spaces and tabs) and no known column twice; a comma when none does.
  static func headerDelimiter(_ header: String) -> UInt8 {
    let known: Set<String> = [
      "title", "amount", "currency", "direction", "status", "date", "subtitle",
    ]
    for delimiter in [",", ";", "\t"] {
      var names: [String] = []
      var field = ""
      var quoted = false
      var wellFormed = true
      var characters = Array(header.unicodeScalars)[...]
      var atStart = true
      while let scalar = characters.popFirst() {
        if quoted {
          if scalar == "\"" {
            if characters.first == "\"" {
              field.unicodeScalars.append("\"")
              characters.removeFirst()
            } else {
              quoted = false
              if let next = characters.first, String(next) != delimiter { wellFormed = false }
            }
          } else {
            field.unicodeScalars.append(scalar)
          }
        } else if String(scalar) == delimiter {
          names.append(field)
          field = ""
          atStart = true
          continue
        } else if scalar == "\"" {
          if atStart { quoted = true } else { wellFormed = false }
        } else {
          field.unicodeScalars.append(scalar)
        }
        atStart = false
      }
      names.append(field)
      guard wellFormed, !quoted else { continue }
      let keys = names.map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t")).lowercased()
      }.filter(known.contains)
      if keys.contains("title"), keys.contains("amount"), Set(keys).count == keys.count {
        return UInt8(ascii: Unicode.Scalar(delimiter) ?? ",")
      }
    }
    return UInt8(ascii: ",")
  }

  /// Whether the records sit on the right lines, one for each record of the input that is
  /// not blank (JSON Lines) or empty (CSV, the header's only when it is unusable), and say
  /// "too long" and "invalid UTF-8" (at the right byte, offset, line and column) exactly
  /// when the reference finds so.
  public static func lineViolations(_ fuzzCase: ReaderFuzzCase, records: [EntryRecord]) -> [String]
  {
    let input = fuzzCase.input
    let limit = fuzzCase.maximumLineLength
    let isCSV = fuzzCase.format == .csv
    var found: [String] = []
    // The records the reader should answer, each with its content (a final CR removed).
    var expected: [(record: ReferenceRecord, content: Range<Int>)] = []
    for record in isCSV ? csvRecords(input, limit: limit) : jsonLineRecords(input) {
      var content = record.range
      if !record.endsQuoted, !content.isEmpty, input[content.upperBound - 1] == 0x0D {
        content = content.lowerBound..<(content.upperBound - 1)
      }
      let bytes = input[content]
      if content.count <= limit {
        if isCSV ? bytes.isEmpty : bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
          continue
        }
      }
      expected.append((record, content))
    }
    var remaining = records[...]
    if isCSV {
      guard let header = expected.first else {
        // No header and no record: an empty list, as JSON Lines.
        return records.isEmpty ? [] : ["an empty CSV input gave \(records), not none"]
      }
      if records.first?.line == header.record.line {
        // An unusable header: every record after it fails too.
        if let entry = records.first(where: { (try? $0.result.get()) != nil }) {
          found.append("\(entry) read after an unusable header")
        }
      } else {
        expected.removeFirst()
      }
      remaining = records[...]
    }
    guard remaining.map(\.line) == expected.map(\.record.line) else {
      return found + [
        "records on lines \(remaining.map(\.line)), expected \(expected.map(\.record.line))"
      ]
    }
    for (record, (reference, content)) in zip(remaining, expected) {
      let error: EntryError? =
        if case .failure(let error) = record.result { error } else { nil }
      if content.count > limit {
        if error != .lineTooLong(limit: limit) {
          found.append("line \(record.line) has \(content.count) bytes: \(record), not too long")
        }
        continue
      }
      if error == .lineTooLong(limit: limit) {
        found.append("line \(record.line) has \(content.count) bytes, said too long")
        continue
      }
      if let bad = firstInvalidUTF8(input[content]) {
        let offset = content.lowerBound + bad
        let lineFeeds = input[content.lowerBound..<offset].filter { $0 == 0x0A }.count
        // Records start where lines start (on line 1 after a byte-order mark).
        let lineStart =
          input[content.lowerBound..<offset].lastIndex(of: 0x0A).map { $0 + 1 }
          ?? content.lowerBound
        let wanted = EntryError.invalidUTF8(
          byte: input[offset], byteOffset: offset, line: reference.line + lineFeeds,
          column: offset - lineStart + 1)
        if error != wanted { found.append("line \(record.line): \(record), expected \(wanted)") }
      } else if case .invalidUTF8? = error {
        found.append("line \(record.line) is UTF-8, said \(record)")
      }
    }
    return found
  }

  // MARK: The JSON writer

  /// Whether `scalar` must never appear unescaped in the writer's output: C0 controls, DEL,
  /// C1 controls, bidi embeddings, overrides and isolates, line and paragraph separators.
  static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
    ControlScalar.kind(of: scalar.value) != nil
  }

  /// What is wrong with `text` written by the writer: a scalar left unescaped, or a value
  /// Foundation's parser reads back differently from `expected`.
  public static func writerViolations(_ json: String, key: String, expected: String) -> [String] {
    var found: [String] = []
    if let raw = json.unicodeScalars.first(where: mustBeEscaped) {
      found.append(
        "the writer left U+\(String(raw.value, radix: 16)) unescaped in \(json.debugDescription)")
    }
    let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    guard let value = parsed?[key] as? String else {
      return found + ["Foundation cannot read \(key) back from \(json.debugDescription)"]
    }
    if Array(value.unicodeScalars) != Array(expected.unicodeScalars) {
      found.append("\(key) \(expected.debugDescription) came back as \(value.debugDescription)")
    }
    return found
  }

  /// Whether every entry's title and subtitle round-trip: written as a JSON line with the
  /// writer, Foundation reads them back and the reader reads back the same entry text; the
  /// first entry's row (`RenderedRow.jsonText`) gives its title back.
  public static func roundTripViolations(_ records: [EntryRecord]) -> [String] {
    var found: [String] = []
    let entries = records.compactMap { try? $0.result.get() }
    for entry in entries {
      var members: [(String, JSONWriter.Value)] = [("title", .string(entry.title))]
      if let subtitle = entry.subtitle { members.append(("subtitle", .string(subtitle))) }
      members.append(("amount", .string("1")))
      let line = JSONWriter.text(of: .object(members))
      found += writerViolations(line, key: "title", expected: entry.title)
      if let subtitle = entry.subtitle {
        found += writerViolations(line, key: "subtitle", expected: subtitle)
      }
      var decoder = EntryStreamDecoder(format: .jsonLines)
      let again = decoder.decode(Array(line.utf8)) + decoder.finish()
      guard again.count == 1, let read = try? again[0].result.get() else {
        found.append("the reader cannot read back \(line.debugDescription): \(again)")
        continue
      }
      let scalars = { (text: String?) in text.map { Array($0.unicodeScalars) } }
      if scalars(read.title) != scalars(entry.title)
        || scalars(read.subtitle) != scalars(entry.subtitle)
      {
        found.append("\(line.debugDescription) read back as \(read)")
      }
    }
    if let first = entries.first {
      let row = rowFormatter.row(for: first)
      found += writerViolations(row.jsonText, key: "title", expected: first.title)
    }
    return found
  }

  /// A formatter of options the list accepts.
  static let rowFormatter: WalletListFormatter = {
    do {
      return try WalletListFormatter(options: ListFormatterOptions(width: 40))
    } catch {
      fatalError("the list refuses width 40: \(error)")
    }
  }()
}

/// Chunks as an asynchronous sequence.
struct ChunkSequence: AsyncSequence, Sendable {
  typealias Element = ArraySlice<UInt8>
  let chunks: [ArraySlice<UInt8>]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<ArraySlice<UInt8>>
    mutating func next() async -> ArraySlice<UInt8>? { remaining.popFirst() }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }
}

/// Violations handed from a task to the thread waiting for it (the semaphore orders the two).
final class Collected: @unchecked Sendable {
  var violations: [String] = []
}
