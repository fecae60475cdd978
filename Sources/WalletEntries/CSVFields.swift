/// Splits one CSV record (its bytes, well-formed UTF-8, final line ending removed) into
/// fields by RFC 4180's rules, with a delimiter that is `,` unless told otherwise.
///
/// A field is either unquoted (no `"`, delimiter or line break in it) or quoted: it starts
/// with `"`, ends with the next `"` that is not doubled, and may hold the delimiter, line
/// breaks and `""` (one `"`). After the closing quote comes the delimiter or the end of the
/// record. A carriage
/// return or line feed inside a quoted field is kept as it is.
enum CSVFields {
  /// The fields of `bytes`.
  static func split(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8 = UInt8(ascii: ","))
    throws(CSVSyntaxError) -> [String]
  {
    var fields: [String] = []
    var index = 0
    let count = bytes.count
    while true {
      if index < count, bytes[index] == UInt8(ascii: "\"") {
        let quoteIndex = index
        index += 1
        var field: [UInt8] = []
        var closed = false
        while index < count {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\"") {
            if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
              field.append(byte)
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          field.append(byte)
          index += 1
        }
        guard closed else {
          throw CSVSyntaxError(index: quoteIndex, problem: "quoted field not closed")
        }
        fields.append(String(decoding: field, as: UTF8.self))
        if index == count { return fields }
        guard bytes[index] == delimiter else {
          let name = delimiter == 0x09 ? "a tab" : "'\(Character(Unicode.Scalar(delimiter)))'"
          throw CSVSyntaxError(index: index, problem: "expected \(name) after a closing quote")
        }
        index += 1
      } else {
        let start = index
        while index < count, bytes[index] != delimiter {
          if bytes[index] == UInt8(ascii: "\"") {
            throw CSVSyntaxError(
              index: index, problem: "quote in an unquoted field (quote the whole field)")
          }
          index += 1
        }
        fields.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        if index == count { return fields }
        index += 1
      }
    }
  }
}

/// A quoting error at byte `index` of a record.
struct CSVSyntaxError: Error, Hashable, Sendable {
  var index: Int
  var problem: String
}

/// The CSV header: which column holds which field.
struct CSVHeader: Hashable, Sendable {
  /// The number of columns.
  var count: Int
  var title: Int
  var amount: Int
  var currency: Int?
  var direction: Int?
  var status: Int?
  var date: Int?
  var subtitle: Int?

  /// The columns the reader knows; others are ignored.
  static let knownColumns = [
    "title", "amount", "currency", "direction", "status", "date", "subtitle",
  ]

  /// Reads the header's names: compared without case and surrounding spaces; `title` and
  /// `amount` are required, a known name may appear once, other names are ignored. A missing
  /// column is reported with the header as it was read (`no "title" column in the header
  /// "name;value"`).
  init(names: [String], delimiter: UInt8 = UInt8(ascii: ",")) throws(EntryError) {
    var columns: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      let key = String(name.trimmingSpaces).lowercased()
      guard Self.knownColumns.contains(key) else { continue }
      guard columns.updateValue(index, forKey: key) == nil else {
        throw .invalidHeader(problem: "column \"\(key)\" named twice")
      }
    }
    let seen = { () -> String in
      let text = names.joined(separator: String(Character(Unicode.Scalar(delimiter))))
      return "in the header \"\(quoted(text))\""
    }
    guard let title = columns["title"] else {
      throw .invalidHeader(problem: "no \"title\" column \(seen())")
    }
    guard let amount = columns["amount"] else {
      throw .invalidHeader(problem: "no \"amount\" column \(seen())")
    }
    self.count = names.count
    self.title = title
    self.amount = amount
    self.currency = columns["currency"]
    self.direction = columns["direction"]
    self.status = columns["status"]
    self.date = columns["date"]
    self.subtitle = columns["subtitle"]
  }
}

extension StringProtocol {
  /// The text without ASCII spaces and tabs at either end.
  var trimmingSpaces: SubSequence {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
