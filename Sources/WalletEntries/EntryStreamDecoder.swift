#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Turns bytes, given in chunks of any size, into ``EntryRecord``s: the push-style core of
/// ``EntryReader`` and ``AsyncEntryReader``, for servers that receive bodies in pieces.
///
/// Memory is bounded by ``EntryReaderOptions/maximumLineLength``: only the current line (or
/// CSV record) is kept, and one longer than the limit is skipped byte by byte. Line numbers
/// count line feeds from 1; a carriage return before a line feed is part of the line ending.
/// A UTF-8 byte-order mark at the very start is skipped (it still counts in byte offsets).
///
/// JSON Lines: each line is one record; blank lines (empty, or only spaces, tabs and carriage
/// returns) are skipped without a record, but still counted. CSV: the first record is the
/// header (it yields a record only when it is unusable); its delimiter is
/// ``EntryReaderOptions/csvDelimiter``, or the one with which the header names `title` and
/// `amount`; empty lines are skipped, so an input of none but empty lines, like an empty
/// one, is an empty list in both formats; a record spanning lines (a quoted field with a line
/// break) reports its first line. A last line without a line feed is read like any other.
///
/// ```swift
/// var decoder = EntryStreamDecoder(format: .jsonLines)
/// var records = decoder.decode(Array(#"{"title": "Tea", "amount": "EUR:3"}"#.utf8))
/// records += decoder.finish()  // one record: line 1, Tea, EUR 3
/// ```
public struct EntryStreamDecoder: Sendable {
  /// The input format.
  public let format: EntryFormat
  /// The limits.
  public let options: EntryReaderOptions

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private var byteOrderMarkProbe: [UInt8] = []
  private var byteOrderMarkDecided = false

  /// The current record's bytes (empty once it overflowed).
  private var buffer: [UInt8] = []
  private var overflowed = false
  /// Bytes consumed before the current chunk.
  private var offset = 0
  /// The line of the next byte.
  private var line = 1
  private var lineStartOffset = 0
  private var recordStartOffset = 0
  private var recordLine = 1
  private var csvState = CSVScanState.fieldStart
  /// The CSV delimiter: the option's, or, until the header has been read, a comma.
  private var delimiter: UInt8
  private var header = HeaderState.expected
  private var output: [EntryRecord] = []
  /// The records split off but not decoded, when decoding is deferred
  /// (``defersDecoding()``).
  private var undecoded: UndecodedRecords?
  private var finished = false

  private enum CSVScanState {
    case fieldStart, unquoted, quoted, quoteInQuoted
  }

  private enum HeaderState: Sendable {
    case expected
    case valid(CSVHeader)
    case unusable
  }

  /// A decoder of `format` with `options`.
  public init(format: EntryFormat, options: EntryReaderOptions = EntryReaderOptions()) {
    self.format = format
    self.options = options
    self.delimiter = (options.csvDelimiter ?? .comma).rawValue
  }

  /// The records completed by `chunk`, in input order.
  public mutating func decode<Bytes: Collection<UInt8>>(_ chunk: Bytes) -> [EntryRecord] {
    guard !finished else { return [] }
    let handled: Void? = chunk.withContiguousStorageIfAvailable { consume($0) }
    if handled == nil {
      Array(chunk).withUnsafeBufferPointer { consume($0) }
    }
    return takeOutput()
  }

  /// The records still pending at the end of the input (a last line without a line feed, an
  /// unclosed quoted field). Later calls to ``decode(_:)`` return nothing.
  public mutating func finish() -> [EntryRecord] {
    guard !finished else { return [] }
    if !byteOrderMarkDecided {
      byteOrderMarkDecided = true
      let held = byteOrderMarkProbe
      byteOrderMarkProbe = []
      held.withUnsafeBufferPointer { scan($0) }
    }
    if !buffer.isEmpty || overflowed {
      switch format {
      case .jsonLines: endJSONLine()
      case .csv: endCSVRecord()
      }
    }
    finished = true
    return takeOutput()
  }

  /// Ends the input because reading it failed: one ``EntryError/readFailed(_:)`` record on
  /// the line being read (it stands for that line's bytes and everything after them).
  public mutating func fail(reading reason: String) -> [EntryRecord] {
    guard !finished else { return [] }
    finished = true
    append(EntryRecord(line: recordLine, result: .failure(.readFailed(reason))))
    return takeOutput()
  }

  /// Defers decoding JSON Lines: from now on the decoder only splits lines, and each record
  /// goes to ``takeUndecoded()`` rather than to what ``decode(_:)``, ``finish()`` and
  /// ``fail(reading:)`` return, to be decoded elsewhere with the same outcome
  /// (``UndecodedRecords/record(at:)``). False, and nothing changes, for CSV (whose records
  /// depend on the header) or once bytes have been read.
  package mutating func defersDecoding() -> Bool {
    guard format == .jsonLines, offset == 0, byteOrderMarkProbe.isEmpty, !finished else {
      return false
    }
    if undecoded == nil { undecoded = UndecodedRecords(options: options) }
    return true
  }

  /// The records split off since the last call, in input order, when decoding is deferred.
  package mutating func takeUndecoded() -> UndecodedRecords {
    guard let records = undecoded else { return UndecodedRecords(options: options) }
    // Chunks are alike: room for as many records and bytes as the last, and for a line that
    // spans two chunks, which is copied after the chunk.
    undecoded = UndecodedRecords(
      options: options, capacity: records.count, byteCapacity: records.byteCount + 4096)
    return records
  }

  private mutating func takeOutput() -> [EntryRecord] {
    let records = output
    output.removeAll(keepingCapacity: true)
    return records
  }

  private mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) {
    var start = 0
    while !byteOrderMarkDecided && start < bytes.count {
      if bytes[start] == Self.byteOrderMark[byteOrderMarkProbe.count] {
        byteOrderMarkProbe.append(bytes[start])
        start += 1
        if byteOrderMarkProbe.count == Self.byteOrderMark.count {
          byteOrderMarkDecided = true
          byteOrderMarkProbe = []
          offset = Self.byteOrderMark.count
          lineStartOffset = offset
          recordStartOffset = offset
        }
      } else {
        byteOrderMarkDecided = true
        let held = byteOrderMarkProbe
        byteOrderMarkProbe = []
        held.withUnsafeBufferPointer { scan($0) }
      }
    }
    if start < bytes.count {
      scan(UnsafeBufferPointer(rebasing: bytes[start...]))
    }
  }

  private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
    switch format {
    case .jsonLines: scanJSONLines(bytes)
    case .csv: scanCSV(bytes)
    }
    offset += bytes.count
  }

  /// Adds `bytes` to the current record, or drops them once it is over the limit (one more
  /// byte is allowed for a carriage return before the line feed).
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !overflowed, !bytes.isEmpty else { return }
    if buffer.count + bytes.count > options.maximumLineLength + 1 {
      overflowed = true
      buffer = []
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  private mutating func startNextLine(afterLineFeedAt index: Int) {
    line += 1
    lineStartOffset = offset + index + 1
  }

  private mutating func startNextRecord() {
    if !buffer.isEmpty { buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024) }
    overflowed = false
    recordStartOffset = lineStartOffset
    recordLine = line
  }

  // MARK: JSON Lines

  private mutating func scanJSONLines(_ bytes: UnsafeBufferPointer<UInt8>) {
    // Deferred, the chunk is copied at once, and its whole lines are kept as ranges of the copy.
    let copy = undecoded?.appendChunk(bytes)
    var start = 0
    let count = bytes.count
    while start < count {
      let end = Self.lineFeed(in: bytes, from: start)
      if end < count && buffer.isEmpty && !overflowed {
        // A whole line in this chunk is read where it is, not copied into the buffer.
        decodeJSONLine(
          UnsafeBufferPointer(rebasing: bytes[start..<end]), copiedAt: copy.map { $0 + start })
        startNextLine(afterLineFeedAt: end)
        startNextRecord()
        start = end + 1
        continue
      }
      append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
      guard end < count else { return }
      endJSONLine()
      startNextLine(afterLineFeedAt: end)
      startNextRecord()
      start = end + 1
    }
  }

  /// The index of the first line feed in `bytes` at `start` or after, or `bytes.count`.
  private static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, 0x0A, bytes.count - start)
    else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  private mutating func endJSONLine() {
    if overflowed {
      emit(recordLine, .failure(.lineTooLong(limit: options.maximumLineLength)))
      return
    }
    let line = buffer
    line.withUnsafeBufferPointer { decodeJSONLine($0) }
  }

  /// Reads one line (its line feed removed) and emits its record, if it is not blank; when
  /// decoding is deferred and the line lies in a chunk's copy, `copiedAt` is its index there.
  private mutating func decodeJSONLine(
    _ line: UnsafeBufferPointer<UInt8>, copiedAt copy: Int? = nil
  ) {
    let lineNumber = recordLine
    var length = line.count
    if length > 0 && line[length - 1] == 0x0D { length -= 1 }
    if length > options.maximumLineLength {
      emit(lineNumber, .failure(.lineTooLong(limit: options.maximumLineLength)))
      return
    }
    let bytes = UnsafeBufferPointer(rebasing: line[..<length])
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
    if undecoded != nil {
      if let copy {
        undecoded?.appendLine(
          at: copy, count: length, number: lineNumber, offset: recordStartOffset)
      } else {
        undecoded?.appendLine(bytes, number: lineNumber, offset: recordStartOffset)
      }
      return
    }
    append(
      Self.record(ofJSONLine: bytes, line: lineNumber, offset: recordStartOffset, options: options)
    )
  }

  /// The record of one JSON Lines line that is not blank nor over the limit (its line feed and
  /// a trailing carriage return removed), starting on `line` at byte `offset` of the input.
  static func record(
    ofJSONLine bytes: UnsafeBufferPointer<UInt8>, line: Int, offset: Int,
    options: EntryReaderOptions
  ) -> EntryRecord {
    if let bad = UTF8Validation.firstInvalidIndex(in: bytes) {
      return EntryRecord(
        line: line,
        result: .failure(invalidUTF8(at: bad, in: bytes, line: line, offset: offset)))
    }
    do throws(EntryError) {
      return checked(
        EntryRecord(line: line, result: .success(try WalletEntry.decodingJSONLine(bytes))),
        options: options)
    } catch {
      return EntryRecord(line: line, result: .failure(error))
    }
  }

  // MARK: CSV

  private mutating func scanCSV(_ bytes: UnsafeBufferPointer<UInt8>) {
    var segmentStart = 0
    var state = csvState
    var delimiter = self.delimiter
    for index in 0..<bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        if state == .quoted {
          startNextLine(afterLineFeedAt: index)
          continue
        }
        append(UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
        csvState = state
        endCSVRecord()
        delimiter = self.delimiter  // the header's, once it is read
        startNextLine(afterLineFeedAt: index)
        startNextRecord()
        segmentStart = index + 1
        state = .fieldStart
        continue
      }
      switch state {
      case .fieldStart:
        if byte == UInt8(ascii: "\"") {
          state = .quoted
        } else if byte != delimiter {
          state = .unquoted
        }
      case .unquoted:
        if byte == delimiter { state = .fieldStart }
      case .quoted:
        if byte == UInt8(ascii: "\"") { state = .quoteInQuoted }
      case .quoteInQuoted:
        if byte == UInt8(ascii: "\"") {
          state = .quoted
        } else if byte == delimiter {
          state = .fieldStart
        } else {
          state = .unquoted
        }
      }
    }
    csvState = state
    append(UnsafeBufferPointer(rebasing: bytes[segmentStart...]))
  }

  private mutating func endCSVRecord() {
    let lineNumber = recordLine
    var length = buffer.count
    if csvState != .quoted && length > 0 && buffer[length - 1] == 0x0D { length -= 1 }
    csvState = .fieldStart
    if overflowed || length > options.maximumLineLength {
      emitCSV(lineNumber, .failure(.lineTooLong(limit: options.maximumLineLength)))
      return
    }
    guard length > 0 else { return }
    let header = self.header
    let outcome: CSVOutcome = buffer.withUnsafeBufferPointer { all in
      let bytes = UnsafeBufferPointer(rebasing: all[..<length])
      if let bad = UTF8Validation.firstInvalidIndex(in: bytes) {
        return .entry(.failure(invalidUTF8(at: bad, in: bytes)))
      }
      if case .expected = header {
        return Self.header(of: bytes, line: recordLine, delimiter: options.csvDelimiter)
      }
      let fields: [String]
      do throws(CSVSyntaxError) {
        fields = try CSVFields.split(bytes, delimiter: delimiter)
      } catch {
        let position = Self.position(of: error.index, in: bytes, line: recordLine)
        return .entry(
          .failure(
            .malformedCSV(
              problem: "\(error.problem) at line \(position.line), column \(position.column)")))
      }
      switch header {
      case .expected, .unusable:
        return .entry(.failure(.noUsableHeader))
      case .valid(let header):
        do throws(EntryError) {
          return .entry(.success(try WalletEntry.decodingCSVFields(fields, header: header)))
        } catch {
          return .entry(.failure(error))
        }
      }
    }
    switch outcome {
    case .header(let header, let delimiter):
      self.header = .valid(header)
      self.delimiter = delimiter
    case .entry(let result): emitCSV(lineNumber, result)
    }
  }

  private enum CSVOutcome {
    case header(CSVHeader, delimiter: UInt8)
    case entry(Result<WalletEntry, EntryError>)
  }

  /// The header of the record `bytes` (well-formed UTF-8) on `line`, with its delimiter: the
  /// one given, or the first of comma, semicolon and tab with which it is a usable header;
  /// else the error of reading it with a comma. A record that starts as a JSON object is no
  /// header: the input is JSON Lines.
  private static func header(
    of bytes: UnsafeBufferPointer<UInt8>, line: Int, delimiter given: CSVDelimiter?
  ) -> CSVOutcome {
    if let first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 }), first == UInt8(ascii: "{") {
      return .entry(.failure(.invalidHeader(problem: EntryError.jsonObjectHeader)))
    }
    var firstError: EntryError?
    for delimiter in given.map({ [$0] }) ?? CSVDelimiter.allCases {
      do throws(CSVSyntaxError) {
        let fields = try CSVFields.split(bytes, delimiter: delimiter.rawValue)
        do throws(EntryError) {
          let header = try CSVHeader(names: fields, delimiter: delimiter.rawValue)
          return .header(header, delimiter: delimiter.rawValue)
        } catch {
          if firstError == nil { firstError = error }
        }
      } catch {
        if firstError == nil {
          let position = Self.position(of: error.index, in: bytes, line: line)
          firstError = .malformedCSV(
            problem: "\(error.problem) at line \(position.line), column \(position.column)")
        }
      }
    }
    return .entry(.failure(firstError ?? .invalidHeader(problem: "no usable header")))
  }

  /// Emits a CSV record's result; an error in the header record makes the header unusable.
  private mutating func emitCSV(_ line: Int, _ result: Result<WalletEntry, EntryError>) {
    if case .expected = header { header = .unusable }
    emit(line, result)
  }

  // MARK: Shared

  private mutating func emit(_ line: Int, _ result: Result<WalletEntry, EntryError>) {
    append(Self.checked(EntryRecord(line: line, result: result), options: options))
  }

  /// Adds `record` to the output, or to the undecoded records when decoding is deferred.
  private mutating func append(_ record: EntryRecord) {
    if undecoded != nil {
      undecoded?.append(record)
    } else {
      output.append(record)
    }
  }

  /// `record`, or the error it is under ``EntryReaderOptions/rejectsControlsInText``.
  private static func checked(_ record: consuming EntryRecord, options: EntryReaderOptions)
    -> EntryRecord
  {
    if options.rejectsControlsInText, case .success(let entry) = record.result,
      let first = entry.textWarnings.first
    {
      let error = EntryError.controlCharacter(
        field: first.field, scalar: first.scalar, position: first.position)
      return EntryRecord(line: record.line, result: .failure(error))
    }
    return record
  }

  /// The line and column (both from 1, the column in bytes) of byte `index` of a record that
  /// starts at the beginning of `line`.
  private static func position(
    of index: Int, in bytes: UnsafeBufferPointer<UInt8>, line recordLine: Int
  ) -> (line: Int, column: Int) {
    var line = recordLine
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return (line, index - lineStart + 1)
  }

  /// The error for the invalid byte `index` of the current record.
  private func invalidUTF8(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> EntryError {
    Self.invalidUTF8(at: index, in: bytes, line: recordLine, offset: recordStartOffset)
  }

  /// The error for the invalid byte `index` of a record that starts on `line` at byte
  /// `offset` of the input.
  private static func invalidUTF8(
    at index: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int, offset: Int
  ) -> EntryError {
    let position = position(of: index, in: bytes, line: line)
    return .invalidUTF8(
      byte: bytes[index], byteOffset: offset + index, line: position.line,
      column: position.column)
  }
}
