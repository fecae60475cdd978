import ControlScalars

/// Reads the common JSON Lines line straight into a ``WalletEntry``, without building a
/// ``JSONValue`` tree: an object whose members are `title`, `amount` (a string, or an object
/// of `value`, `currency`, `direction` and `status`), and `subtitle` or `date`, each at most
/// once, with strings free of escapes and every field valid.
///
/// Anything else gives nil, and the line goes through ``JSONParser`` and
/// `WalletEntry.decodingJSONLine(_:)`'s checks, which read it as before: they make the entry
/// of an unusual line (escapes, `null`, fields of the producer's own) and the error of a bad
/// one, with its column and wording. So the scanner only accepts what that path accepts, and
/// makes the same entry of it.
struct EntryLineScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The entry `bytes` (well-formed UTF-8) describes when the line has the common shape and
  /// holds a valid entry; nil when the full reader must decide.
  static func entry(_ bytes: UnsafeBufferPointer<UInt8>) -> WalletEntry? {
    var scanner = EntryLineScanner(bytes: bytes)
    return scanner.scanEntry()
  }

  // MARK: The line

  private mutating func scanEntry() -> WalletEntry? {
    skipWhitespace()
    guard consume(UInt8(ascii: "{")) else { return nil }
    var title: Range<Int>?
    var amount: Amount?
    var subtitle: Range<Int>?
    var date: Range<Int>?
    repeat {
      skipWhitespace()
      guard let key = memberKey() else { return nil }
      switch key {
      case .title:
        guard title == nil, let range = string() else { return nil }
        title = range
      case .amount:
        // Matched rather than compared with nil, which would copy it; so the assignment, to
        // an amount known to be none, destroys nothing.
        guard case .none = amount, let value = amountValue() else { return nil }
        amount = value
      case .subtitle:
        guard subtitle == nil, let range = string() else { return nil }
        subtitle = range
      case .date:
        guard date == nil, let range = string() else { return nil }
        date = range
      default:
        return nil
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")) else { return nil }
    skipWhitespace()
    guard index == bytes.count, let title, let amount = amount.take() else { return nil }
    if subtitle != nil && date != nil { return nil }
    // Without a closure over the scanner for the subtitle's text, which would box it.
    let detail: String? = if let range = subtitle ?? date { text(range) } else { nil }
    return WalletEntry(title: text(title), amount: amount, subtitle: detail)
  }

  /// A string amount, as `Amount(text:)` reads it, or a structured amount object.
  private mutating func amountValue() -> Amount? {
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "{") {
      return structuredAmount().map(Amount.structured)
    }
    guard let range = amountString(), !range.isEmpty else { return nil }
    if mayBeTalerAmount(range), let taler = Amount.talerAmount(bytes: slice(range)) {
      return .structured(taler)
    }
    return .preformatted(text(range))
  }

  /// Whether the bytes start as `Amount.talerAmount(_:)` requires (1 to 11 letters A to Z, a
  /// colon, a digit): false rules it out without making its parts.
  private func mayBeTalerAmount(_ range: Range<Int>) -> Bool {
    var offset = range.lowerBound
    while offset < range.upperBound, bytes[offset] >= UInt8(ascii: "A"),
      bytes[offset] <= UInt8(ascii: "Z")
    {
      offset += 1
    }
    let letters = offset - range.lowerBound
    return (1...CurrencyCode.maximumLength).contains(letters) && offset + 1 < range.upperBound
      && bytes[offset] == UInt8(ascii: ":") && isASCIIDigit(bytes[offset + 1])
  }

  /// The amount object: `value` (a string or a number), `currency`, and optionally
  /// `direction` and `status`.
  private mutating func structuredAmount() -> MonetaryAmount? {
    index += 1  // the opening brace
    var value: Range<Int>?
    var currency: Range<Int>?
    var direction: Direction??
    var status: Status??
    repeat {
      skipWhitespace()
      guard let key = memberKey() else { return nil }
      switch key {
      case .value:
        guard value == nil, index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
          guard let range = amountString() else { return nil }
          value = range
        } else {
          guard let range = number() else { return nil }
          value = range
        }
      case .currency:
        guard currency == nil, let range = amountString() else { return nil }
        currency = range
      case .direction:
        guard direction == nil, let range = amountString(),
          let parsed = named(range, among: Self.directions)
        else { return nil }
        direction = .some(parsed)
      case .status:
        guard status == nil, let range = amountString(),
          let parsed = named(range, among: Self.statuses)
        else { return nil }
        status = .some(parsed)
      default:
        return nil
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), let value, let currency else { return nil }
    guard let exact = ExactDecimal(bytes: slice(value)),
      let code = CurrencyCode(bytes: slice(currency))
    else { return nil }
    return try? MonetaryAmount(
      value: exact, currency: code, direction: direction ?? nil, status: status ?? nil)
  }

  /// A raw value's bytes, with its first eight (at most) as ``prefixWord(_:)`` reads them.
  private struct Name<Value: Sendable>: Sendable {
    let bytes: [UInt8]
    let word: UInt64
    let value: Value

    init(_ rawValue: String, _ value: Value) {
      bytes = Array(rawValue.utf8)
      word = bytes.prefix(8).enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
      self.value = value
    }
  }

  /// Each direction's name.
  private static let directions = Direction.allCases.map { Name($0.rawValue, $0) }
  /// Each status's name.
  private static let statuses = Status.allCases.map { Name($0.rawValue, $0) }

  /// The value whose raw value the bytes of `range` spell, as `init(rawValue:)` reads it.
  private func named<Value>(_ range: Range<Int>, among names: [Name<Value>]) -> Value? {
    let word = prefixWord(range)
    return names.first { name in
      name.bytes.count == range.count && name.word == word
        && (range.count <= 8 || name.bytes.dropFirst(8).elementsEqual(slice(range).dropFirst(8)))
    }?.value
  }

  // MARK: Keys

  /// The keys the scanner reads.
  private enum Key {
    case title, amount, subtitle, date
    case value, currency, direction, status
    case other
  }

  /// The key of a member and the colon after it, the index then on the member's value; nil
  /// when there is no plain string key there.
  private mutating func memberKey() -> Key? {
    guard let range = string() else { return nil }
    skipWhitespace()
    guard consume(UInt8(ascii: ":")) else { return nil }
    skipWhitespace()
    return key(range)
  }

  private func key(_ range: Range<Int>) -> Key {
    guard range.count >= 4, range.count <= 9 else { return .other }
    // The key's first eight bytes (at most) as one word, compared with each name of its length.
    let word = prefixWord(range)
    switch range.count {
    case 4: return word == Self.word("date") ? .date : .other
    case 5:
      return word == Self.word("title") ? .title : word == Self.word("value") ? .value : .other
    case 6:
      return word == Self.word("amount") ? .amount : word == Self.word("status") ? .status : .other
    case 8:
      return word == Self.word("subtitle")
        ? .subtitle : word == Self.word("currency") ? .currency : .other
    case 9:
      return word == Self.word("directio") && bytes[range.lowerBound + 8] == UInt8(ascii: "n")
        ? .direction : .other
    default: return .other
    }
  }

  /// The first eight bytes of `range` (all of them when it is shorter, the rest of the word
  /// zero) as a little-endian word.
  private func prefixWord(_ range: Range<Int>) -> UInt64 {
    let count = min(8, range.count)
    if bytes.count - range.lowerBound >= 8, let base = bytes.baseAddress {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
      return count == 8 ? word : word & ((1 << (8 * UInt64(count))) - 1)
    }
    var word: UInt64 = 0
    for offset in 0..<count { word |= UInt64(bytes[range.lowerBound + offset]) << (8 * offset) }
    return word
  }

  /// `name` (up to eight ASCII bytes) as ``prefixWord(_:)`` reads it.
  @inline(__always)
  private static func word(_ name: StaticString) -> UInt64 {
    var word: UInt64 = 0
    for offset in 0..<name.utf8CodeUnitCount {
      word |= UInt64(name.utf8Start[offset]) << (8 * offset)
    }
    return word
  }

  // MARK: Tokens

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// The bytes of a string without escapes (between its quotes), the index then after it;
  /// nil for anything else.
  private mutating func string() -> Range<Int>? {
    guard consume(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return nil }
    let start = index
    let count = bytes.count
    // The index stays within the line, so no step overflows.
    while index < count {
      // Eight bytes at a time while none of them ends the string's plain run, then straight
      // to the first that does.
      if count &- index >= 8 {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        guard let stop = JSONStringWord.firstStop(in: word) else {
          index &+= 8
          continue
        }
        index &+= stop
      }
      let byte = base[index]
      if byte == UInt8(ascii: "\"") {
        index &+= 1
        return start..<index &- 1
      }
      // An escape, or a control character (an error).
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      index &+= 1
    }
    return nil
  }

  /// A string of an amount's field: one without escapes that holds no control character
  /// (C0, DEL or C1), which an amount may not hold (`EntryValidation.checkAmountText`), found
  /// by `ControlScalar.next(in:from:)` as the validation finds them.
  private mutating func amountString() -> Range<Int>? {
    guard let range = string(), let base = bytes.baseAddress else { return nil }
    let text = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    var offset = 0
    while let found = ControlScalar.next(in: text, from: offset) {
      switch found.kind {
      case .c0, .delete, .c1: return nil
      case .bidi, .lineSeparator: offset = found.offset + found.length
      }
    }
    return range
  }

  /// A JSON number's literal bytes (RFC 8259's grammar), the index then after it.
  private mutating func number() -> Range<Int>? {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    if consume(UInt8(ascii: "0")) {
      if index < bytes.count, isASCIIDigit(bytes[index]) { return nil }
    } else if !digits() {
      return nil
    }
    if consume(UInt8(ascii: ".")), !digits() { return nil }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard digits() else { return nil }
    }
    return start..<index
  }

  /// Skips one or more ASCII digits; false when there is none.
  private mutating func digits() -> Bool {
    let start = index
    while index < bytes.count, isASCIIDigit(bytes[index]) { index += 1 }
    return index > start
  }

  /// The bytes of `range`.
  private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// The string of the bytes `range`: whole scalars (a string's contents between its ASCII
  /// quotes, or an ASCII number) of a line that is UTF-8 already, so they are copied without a
  /// second check.
  private func text(_ range: Range<Int>) -> String {
    String(copyingValidUTF8: UnsafeBufferPointer(rebasing: bytes[range]))
  }
}
