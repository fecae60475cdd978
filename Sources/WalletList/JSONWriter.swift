import AdaptiveAmountRow
import ControlScalars
import LayoutEngine
import WalletEntries

/// Writes JSON text exactly, with every control character escaped: C0 controls, DEL, C1
/// controls, the bidi embeddings, overrides and isolates, and the line and paragraph
/// separators are written as `\uXXXX` (`\n`, `\r`, `\t`, `\b`, `\f` for theirs), so nothing
/// from the data reaches a terminal as a control sequence, and the output is one line.
///
/// ```swift
/// JSONWriter.string("a\u{1B}b")  // "\"a\\u001bb\""
/// ```
package enum JSONWriter {
  /// A JSON value.
  package indirect enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    /// Keys in the order given.
    case object([(String, Value)])

    package static func == (lhs: Value, rhs: Value) -> Bool {
      JSONWriter.text(of: lhs) == JSONWriter.text(of: rhs)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(JSONWriter.text(of: self)) }
  }

  /// The compact JSON text of `value`, on one line.
  package static func text(of value: Value) -> String {
    var output: [UInt8] = []
    write(value, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// `text` as a JSON string literal.
  package static func string(_ text: String) -> String {
    var output: [UInt8] = []
    writeString(text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// A number: an integer when the value is one, else Swift's shortest round-trip form.
  package static func number(_ value: Double) -> Value {
    if let whole = wholeNumber(value) { return .int(whole) }
    return .double(value)
  }

  /// `value` as an integer when it is one below 9e15 in magnitude (where every integer is
  /// exact), else nil: what ``number(_:)`` writes as an integer.
  @inline(__always)
  static func wholeNumber(_ value: Double) -> Int? {
    // Below the bound (which NaN is not), the conversion truncates without trapping, and
    // gives the value back exactly when it is whole.
    guard abs(value) < 9e15 else { return nil }
    let whole = Int(value)
    return Double(whole) == value ? whole : nil
  }

  /// JSON text written straight into bytes, without a ``Value`` tree: what the rows of
  /// `format`'s JSON Lines output are written with (``RenderedRow/jsonText``), byte for byte
  /// the text ``text(of:)`` makes of the same values.
  ///
  /// It owns its buffer and appends to it with a bounds check and a copy, without an array's
  /// checks and calls on every append: a row of JSON Lines is a hundred or so appends.
  package struct Output: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written so far.
    package private(set) var count = 0

    package init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
      if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
      let larger = max(needed, capacity * 2)
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
      moved.update(from: base, count: count)
      base.deallocate()
      base = moved
      capacity = larger
    }

    /// Appends `length` bytes from `source`.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
      reserve(length)
      (base + count).update(from: source, count: length)
      count += length
    }

    /// Appends the bytes `range` of `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
      guard !range.isEmpty, let start = bytes.baseAddress else { return }
      append(start + range.lowerBound, range.count)
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
      reserve(1)
      base[count] = byte
      count += 1
    }

    /// `text` as it is: punctuation and keys that need no escape.
    @inline(__always)
    package mutating func raw(_ text: StaticString) {
      append(text.utf8Start, text.utf8CodeUnitCount)
    }

    /// `text` as a string literal; returns where the literal's bytes are.
    @discardableResult
    package mutating func string(_ text: String) -> Range<Int> {
      let start = count
      append(UInt8(ascii: "\""))
      escaped(text)
      append(UInt8(ascii: "\""))
      return start..<count
    }

    /// `text` as a string literal: when it holds the same bytes as `earlier`'s text, a copy
    /// of the literal written for that, else escaped as ``string(_:)`` escapes it. A row's
    /// entry repeats the row's texts, and a copy skips looking at each byte for escapes.
    mutating func string(_ text: String, as earlier: Written?) {
      guard let earlier, UTF8Bytes.same(text, earlier.text) else {
        string(text)
        return
      }
      reserve(earlier.literal.count)
      (base + count).update(from: base + earlier.literal.lowerBound, count: earlier.literal.count)
      count += earlier.literal.count
    }

    /// `text` as a string literal, or null.
    package mutating func string(_ text: String?) {
      if let text { string(text) } else { raw("null") }
    }

    /// The characters of `text` as a string literal holds them, without the quotes: runs of
    /// bytes that need no escape copied as they are. The scalars escaped are `"`, `\` and
    /// those ``TerminalSafety/isUnsafe(_:)`` names, found from their UTF-8 bytes
    /// (`ControlScalars`).
    package mutating func escaped(_ text: String) {
      // In place for a native string (a small one is copied to the stack), without a copy
      // of the string to call `withUTF8` on.
      let done: Void? = text.utf8.withContiguousStorageIfAvailable { escaped($0) }
      if done == nil {
        var text = text
        text.withUTF8 { escaped($0) }
      }
    }

    /// The well-formed UTF-8 `bytes` as a string literal holds them, without the quotes.
    mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let base = bytes.baseAddress else { return }
      let count = bytes.count
      var runStart = 0
      var index = 0
      while index < count {
        // Eight bytes at a time while none of them may need an escape; the last few, fewer
        // than eight, in the word of the text's last eight bytes (some of them looked at
        // already), when the text has eight.
        if count >= 8 {
          let wordStart = min(index, count - 8)
          let word = UInt64(
            littleEndian: UnsafeRawPointer(base + wordStart).loadUnaligned(as: UInt64.self))
          if ControlScalar.firstStartingByte(in: word) == nil && !Self.holdsQuoteOrBackslash(word) {
            index = wordStart + 8
            continue
          }
        }
        // Then the eight (or the last) byte by byte.
        let stop = min(index + 8, count)
        while index < stop {
          let byte = base[index]
          // Printable ASCII but the quote and the backslash, continuation bytes, and lead
          // bytes of no singled-out scalar: as they are.
          if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            || byte >= 0x80 && byte != 0xC2 && byte != 0xE2
          {
            index += 1
            continue
          }
          let escape: (value: UInt32, length: Int)
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            escape = (UInt32(byte), 1)
          } else if let found = ControlScalar.scalar(at: index, in: bytes) {
            escape = (found.value, found.length)
          } else {
            index += 1
            continue
          }
          append(bytes, runStart..<index)
          JSONWriter.writeEscape(escape.value, to: &self)
          index += escape.length
          runStart = index
        }
      }
      append(bytes, runStart..<count)
    }

    /// Whether one of the eight bytes of `word` is `"` or `\`; exact by `ByteWord`'s rule.
    @inline(__always)
    private static func holdsQuoteOrBackslash(_ word: UInt64) -> Bool {
      ByteWord.marks(equalTo: UInt8(ascii: "\""), in: word)
        | ByteWord.marks(equalTo: UInt8(ascii: "\\"), in: word) != 0
    }

    package mutating func int(_ value: Int) {
      // One or two digits, as most of a row's integers are; else the digits, counted, then
      // written from the last into the room reserved for them.
      reserve(21)
      if value >= 0 && value < 100 {
        let digits = UInt8(truncatingIfNeeded: value)
        if digits >= 10 {
          base[count] = UInt8(ascii: "0") &+ digits / 10
          count += 1
        }
        base[count] = UInt8(ascii: "0") &+ digits % 10
        count += 1
        return
      }
      if value < 0 {
        base[count] = UInt8(ascii: "-")
        count += 1
      }
      var magnitude = value.magnitude
      var digits = 1
      var rest = magnitude / 10
      while rest > 0 {
        digits += 1
        rest /= 10
      }
      var position = count + digits
      repeat {
        position -= 1
        base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      count += digits
    }

    /// `value` as ``JSONWriter/number(_:)`` writes it.
    package mutating func number(_ value: Double) {
      if let whole = JSONWriter.wholeNumber(value) {
        int(whole)
      } else {
        utf8(value.isFinite ? String(value) : "null")
      }
    }

    package mutating func bool(_ flag: Bool) {
      // Each literal on its own, so that each is a copy of known length.
      if flag { raw("true") } else { raw("false") }
    }

    /// The UTF-8 of `text`, which needs no escape.
    mutating func utf8(_ text: String) {
      var text = text
      text.withUTF8 { append($0, 0..<$0.count) }
    }

    /// The bytes written.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The text written, as a string (``JSONWriter/text(ofWritten:)``).
    package var text: String {
      JSONWriter.text(ofWritten: UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the bytes written, which stay valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Forgets what was written, keeping the buffer: for the next row.
    mutating func removeAll() { count = 0 }
  }

  /// A text written as a string literal, and where the literal's bytes are in the output.
  struct Written {
    let text: String
    let literal: Range<Int>
  }

  /// String literals of a fixed set of texts, each escaped once by ``Output/string(_:)`` and
  /// then copied as bytes: for names that every row's JSON repeats. Its tables are made once
  /// and kept for the life of the process (a static value's), read in place without an
  /// array's reference count.
  struct Literals: @unchecked Sendable {
    /// A text, the number of its UTF-8 bytes (compared before the text, which is cheaper),
    /// and where its literal is in `bytes`.
    private struct Entry {
      let text: String
      let utf8Count: Int
      let literal: Range<Int>
    }
    private let entries: UnsafeBufferPointer<Entry>
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ texts: [String]) {
      var output = Output(capacity: 64)
      var entries: [Entry] = []
      for text in texts {
        let start = output.count
        output.string(text)
        entries.append(Entry(text: text, utf8Count: text.utf8.count, literal: start..<output.count))
      }
      let storedEntries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: entries.count)
      _ = storedEntries.initialize(from: entries)
      self.entries = UnsafeBufferPointer(storedEntries)
      let storedBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: output.count)
      _ = storedBytes.initialize(from: output.bytes)
      bytes = UnsafeBufferPointer(storedBytes)
    }

    /// Writes `text` as a string literal to `output`: the bytes made for it when it is one
    /// of the set (the same bytes), else escaped as ``Output/string(_:)`` escapes it.
    func write(_ text: String, to output: inout Output) {
      let utf8Count = text.utf8.count
      // `==` first, which tells most texts apart sooner; it holds for canonically
      // equivalent texts too, and only the same bytes are the same literal.
      for index in entries.indices
      where entries[index].utf8Count == utf8Count && entries[index].text == text
        && UTF8Bytes.same(entries[index].text, text)
      {
        output.append(bytes, entries[index].literal)
        return
      }
      output.string(text)
    }
  }

  /// `written`, bytes an ``Output`` wrote, as a string. What is written is UTF-8 by
  /// construction (ASCII, and whole scalars of strings: an escape replaces a whole scalar),
  /// so it is copied without a second check; debug builds check it all the same.
  static func text(ofWritten written: UnsafeBufferPointer<UInt8>) -> String {
    assert(String(validating: written, as: UTF8.self) != nil, "JSON output is not UTF-8")
    return String(copyingValidUTF8: written)
  }

  private static func write(_ value: Value, to output: inout [UInt8]) {
    switch value {
    case .null: output += "null".utf8
    case .bool(let flag): output += (flag ? "true" : "false").utf8
    case .int(let number): output += String(number).utf8
    case .double(let number): output += (number.isFinite ? String(number) : "null").utf8
    case .string(let text): writeString(text, to: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, element) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, element)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        write(element, to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let hexDigits: StaticString = "0123456789abcdef"

  /// Writes `text` quoted (``Output/string(_:)``).
  private static func writeString(_ text: String, to output: inout [UInt8]) {
    var written = Output(capacity: text.utf8.count + 2)
    written.string(text)
    output += written.bytes
  }

  private static func writeEscape(_ scalar: UInt32, to output: inout Output) {
    switch scalar {
    case 0x22: output.raw("\\\"")
    case 0x5C: output.raw("\\\\")
    case 0x0A: output.raw("\\n")
    case 0x0D: output.raw("\\r")
    case 0x09: output.raw("\\t")
    case 0x08: output.raw("\\b")
    case 0x0C: output.raw("\\f")
    default:
      output.raw("\\u")
      for shift in stride(from: 12, through: 0, by: -4) {
        output.append(hexDigits.utf8Start[Int(scalar >> UInt32(shift)) & 0xF])
      }
    }
  }
}

extension RenderedRow {
  /// The row as a JSON object: `line` (when known), `title`, `amount`, `subtitle` (when
  /// given), `mode`, `lines`, `width`, `height`, `proposedWidth`, `overflow` and
  /// `candidates`, each candidate with `mode`, `truncated`, `reason`, `explanation`,
  /// `titleWidthGiven`, `titleWidthNeeded`, `titleLinesNeeded`, `titleLinesAllowed` and
  /// `titleBrokenWord`; and `entry`, the entry as given (`title`, `amount`: a string, or an
  /// object of `value` (the exact decimal text), `currency` and, when given, `direction` and
  /// `status`; `subtitle` when given), as the readers read it.
  package var json: JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = []
    if let line { members.append(("line", .int(line))) }
    members.append(("title", .string(title)))
    members.append(("amount", .string(amount)))
    if let subtitle { members.append(("subtitle", .string(subtitle))) }
    members += [
      ("mode", .string(mode.rawValue)),
      ("lines", .array(lines.map { .string($0) })),
      ("width", JSONWriter.number(width)),
      ("height", JSONWriter.number(height)),
      ("proposedWidth", JSONWriter.number(proposedWidth)),
      ("overflow", .bool(overflow)),
      ("candidates", .array(candidates.map(\.json))),
      ("entry", entry.json),
    ]
    return .object(members)
  }

  /// The row as compact JSON text on one line, written straight into bytes, member by
  /// member.
  public var jsonText: String {
    var output = JSONWriter.Output(capacity: 1024)
    write(to: &output)
    return output.text
  }

  /// Writes `json`'s text to `output`, member by member.
  package func write(to output: inout JSONWriter.Output) {
    Self.writeObject(
      line: line, title: title, amount: amount, subtitle: subtitle, mode: mode,
      lines: { output in
        for index in lines.indices {
          if index > 0 { output.raw(",") }
          output.string(lines[index])
        }
      }, width: width, height: height, proposedWidth: proposedWidth, overflow: overflow,
      candidates: { output in
        // Each summary read in place through a pointer, field by field: a summary passed as
        // a value is copied whole (and its strings retained) around the output's calls.
        candidates.withUnsafeBufferPointer { summaries in
          guard let first = summaries.baseAddress else { return }
          for index in summaries.indices {
            if index > 0 { output.raw(",") }
            CandidateSummary.write(first + index, to: &output)
          }
        }
      }, entry: entry, to: &output)
  }

  /// Writes the object of a row with these members to `output`, member by member: the one
  /// writer of a row's object, for a ``RenderedRow`` and for a list's row written straight
  /// from its reports. `writeLines` writes the elements of `lines` (each line a string, a
  /// comma between two), `writeCandidates` those of `candidates` (each candidate's object,
  /// ``CandidateSummary/writeObject(mode:truncated:reason:explanation:titleWidthGiven:titleWidthNeeded:titleLinesNeeded:titleLinesAllowed:titleBrokenWord:to:)``).
  static func writeObject(
    line: Int?, title: String, amount: String, subtitle: String?, mode: AmountRowMode,
    lines writeLines: (inout JSONWriter.Output) -> Void, width: Double, height: Double,
    proposedWidth: Double, overflow: Bool,
    candidates writeCandidates: (inout JSONWriter.Output) -> Void, entry: WalletEntry,
    to output: inout JSONWriter.Output
  ) {
    output.raw("{")
    if let line {
      output.raw("\"line\":")
      output.int(line)
      output.raw(",")
    }
    output.raw("\"title\":")
    let titleLiteral = JSONWriter.Written(text: title, literal: output.string(title))
    output.raw(",\"amount\":")
    let amountLiteral = JSONWriter.Written(text: amount, literal: output.string(amount))
    var subtitleLiteral: JSONWriter.Written?
    if let subtitle {
      output.raw(",\"subtitle\":")
      subtitleLiteral = JSONWriter.Written(text: subtitle, literal: output.string(subtitle))
    }
    output.raw(",\"mode\":")
    CandidateSummary.modeLiterals.write(mode.rawValue, to: &output)
    output.raw(",\"lines\":[")
    writeLines(&output)
    output.raw("],\"width\":")
    output.number(width)
    output.raw(",\"height\":")
    output.number(height)
    output.raw(",\"proposedWidth\":")
    output.number(proposedWidth)
    output.raw(",\"overflow\":")
    output.bool(overflow)
    output.raw(",\"candidates\":[")
    writeCandidates(&output)
    output.raw("],\"entry\":")
    entry.write(to: &output, title: titleLiteral, amount: amountLiteral, subtitle: subtitleLiteral)
    output.raw("}")
  }
}

extension RenderedRow.CandidateSummary {
  /// The candidate as a JSON object.
  package var json: JSONWriter.Value {
    .object([
      ("mode", .string(mode.rawValue)),
      ("truncated", .bool(truncated)),
      ("reason", reason.map { .string($0) } ?? .null),
      ("explanation", .string(explanation)),
      ("titleWidthGiven", titleWidthGiven.map(JSONWriter.number) ?? .null),
      ("titleWidthNeeded", JSONWriter.number(titleWidthNeeded)),
      ("titleLinesNeeded", .int(titleLinesNeeded)),
      ("titleLinesAllowed", titleLinesAllowed.map { .int($0) } ?? .null),
      ("titleBrokenWord", titleBrokenWord.map { .string($0) } ?? .null),
    ])
  }
}

extension RenderedRow.CandidateSummary {
  /// The names of the default candidates' modes as string literals: the modes most rows
  /// name, in the row's object and in each of its candidates'.
  static let modeLiterals = JSONWriter.Literals(AmountRowCandidate.defaults.map(\.mode.rawValue))

  /// Writes the `json` text of the summary at `summary` to `output`, reading its fields in
  /// place.
  static func write(_ summary: UnsafePointer<Self>, to output: inout JSONWriter.Output) {
    writeObject(
      mode: summary.pointee.mode, truncated: summary.pointee.truncated,
      reason: summary.pointee.reason,
      explanation: { writeExplanation(of: summary, to: &$0) },
      titleWidthGiven: summary.pointee.titleWidthGiven,
      titleWidthNeeded: summary.pointee.titleWidthNeeded,
      titleLinesNeeded: summary.pointee.titleLinesNeeded,
      titleLinesAllowed: summary.pointee.titleLinesAllowed,
      titleBrokenWord: summary.pointee.titleBrokenWord, to: &output)
  }

  /// Writes the object of a candidate with these members to `output`: the one writer of a
  /// candidate's object, for a summary and for a row's report written straight. `explanation`
  /// writes the explanation as a JSON string holds it, without the quotes.
  static func writeObject(
    mode: AmountRowMode, truncated: Bool, reason: String?,
    explanation: (inout JSONWriter.Output) -> Void, titleWidthGiven: Double?,
    titleWidthNeeded: Double, titleLinesNeeded: Int, titleLinesAllowed: Int?,
    titleBrokenWord: String?, to output: inout JSONWriter.Output
  ) {
    output.raw("{\"mode\":")
    modeLiterals.write(mode.rawValue, to: &output)
    output.raw(",\"truncated\":")
    output.bool(truncated)
    output.raw(",\"reason\":")
    output.string(reason)
    output.raw(",\"explanation\":\"")
    explanation(&output)
    output.raw("\",\"titleWidthGiven\":")
    if let titleWidthGiven {
      output.number(titleWidthGiven)
    } else {
      output.raw("null")
    }
    output.raw(",\"titleWidthNeeded\":")
    output.number(titleWidthNeeded)
    output.raw(",\"titleLinesNeeded\":")
    output.int(titleLinesNeeded)
    output.raw(",\"titleLinesAllowed\":")
    if let titleLinesAllowed {
      output.int(titleLinesAllowed)
    } else {
      output.raw("null")
    }
    output.raw(",\"titleBrokenWord\":")
    output.string(titleBrokenWord)
    output.raw("}")
  }

  /// Writes the object of the summary of the report at `report` (``init(_:)``) to `output`,
  /// straight from the report, reading its fields in place.
  static func write(
    _ report: UnsafePointer<AmountRowCandidateReport>, to output: inout JSONWriter.Output
  ) {
    writeObject(
      mode: report.pointee.mode, truncated: report.pointee.verdict.isTruncated,
      reason: reason(of: report.pointee.verdict),
      explanation: {
        AmountRowCandidateReport.writeExplanation(
          verdict: report.pointee.verdict, titleWidthGiven: report.pointee.titleWidthGiven,
          titleLinesNeeded: report.pointee.titleLinesNeeded,
          titleBrokenWord: report.pointee.titleBrokenWord,
          rowWidthGiven: report.pointee.rowWidthGiven, to: &$0)
      },
      titleWidthGiven: report.pointee.titleWidthGiven,
      titleWidthNeeded: report.pointee.titleWidthNeeded,
      titleLinesNeeded: report.pointee.titleLinesNeeded,
      titleLinesAllowed: report.pointee.titleLinesAllowed,
      titleBrokenWord: report.pointee.titleBrokenWord, to: &output)
  }
}

extension WalletEntry {
  /// Writes `json`'s text to `output`, each member that holds the same text as one of the
  /// literals written already (`title`, `amount`, `subtitle`: the row's) copied from it.
  func write(
    to output: inout JSONWriter.Output, title titleLiteral: JSONWriter.Written?,
    amount amountLiteral: JSONWriter.Written?, subtitle subtitleLiteral: JSONWriter.Written?
  ) {
    output.raw("{\"title\":")
    output.string(title, as: titleLiteral)
    output.raw(",\"amount\":")
    switch amount {
    case .preformatted(let text): output.string(text, as: amountLiteral)
    case .structured(let structured):
      output.raw("{\"value\":")
      output.string(structured.value.description)
      output.raw(",\"currency\":")
      output.string(structured.currency.description)
      if let direction = structured.direction {
        output.raw(",\"direction\":")
        output.string(direction.rawValue)
      }
      if let status = structured.status {
        output.raw(",\"status\":")
        output.string(status.rawValue)
      }
      output.raw("}")
    }
    if let subtitle {
      output.raw(",\"subtitle\":")
      output.string(subtitle, as: subtitleLiteral)
    }
    output.raw("}")
  }

  /// The entry as the readers read it: `title`, `amount` (a string, or an object of `value`,
  /// `currency`, and `direction` and `status` when given) and `subtitle` when given.
  package var json: JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = [("title", .string(title))]
    switch amount {
    case .preformatted(let text): members.append(("amount", .string(text)))
    case .structured(let structured):
      var amountMembers: [(String, JSONWriter.Value)] = [
        ("value", .string(structured.value.description)),
        ("currency", .string(structured.currency.description)),
      ]
      if let direction = structured.direction {
        amountMembers.append(("direction", .string(direction.rawValue)))
      }
      if let status = structured.status {
        amountMembers.append(("status", .string(status.rawValue)))
      }
      members.append(("amount", .object(amountMembers)))
    }
    if let subtitle { members.append(("subtitle", .string(subtitle))) }
    return .object(members)
  }
}

extension EntryError {
  /// The error of the record on `line` as one line of JSON:
  /// `{"line":7,"error":{"code":"missingField","message":"missing field \"amount\""}}`,
  /// with `"column"` in the error when it is known. What `format --errors json` writes.
  public func jsonText(atLine line: Int) -> String {
    var error: [(String, JSONWriter.Value)] = [
      ("code", .string(code)), ("message", .string(description)),
    ]
    if let column { error.append(("column", .int(column))) }
    return JSONWriter.text(of: .object([("line", .int(line)), ("error", .object(error))]))
  }
}

extension EntryWarning {
  /// The warning about the record on `line` as one line of JSON:
  /// `{"line":3,"warning":{"code":"controlCharacter","message":"...","field":"title",
  /// "position":5}}`. What `format --errors json` writes.
  public func jsonText(atLine line: Int) -> String {
    JSONWriter.text(
      of: .object([
        ("line", .int(line)),
        (
          "warning",
          .object([
            ("code", .string(code)), ("message", .string(description)),
            ("field", .string(field)), ("position", .int(position)),
          ])
        ),
      ]))
  }
}
