import ControlScalars
import Foundation

/// A locale's way of writing a number with a given count of fraction digits, learnt from
/// Foundation's format of probe values with that count, so that any number of integer digits can
/// be written exactly without going through `Decimal`.
///
/// The probe `1234567.5` (negated for a negative amount; with two fraction digits `1234567.50`,
/// with none `1234567`) gives everything between the digits and around them: `-€1,234,567.50`
/// says the text before the number is `-€`, the grouping separator is `,`, the groups are 3
/// digits (the secondary group size comes from the second group from the right, as in `en_IN`'s
/// `12,34,567.50`), the decimal separator is `.`, the digits are ASCII. The probe `1234.5` says
/// whether a four-digit integer is grouped, and when it is not, `12345.5` from how many digits
/// an integer is grouped (`es_ES` writes `1234,50` and `12.345,50`, so its minimum grouping is
/// 2; Ewe writes `12345.50` and `123,456.50`, a minimum grouping of 3).
///
/// When the probe cannot be read (no digits, or not the digits asked for), the pattern is
/// the plain one: a `-` for a negative amount, ASCII digits, no grouping, `.` as the decimal
/// separator, and `fallbackSuffix` after the number.
struct LocaleNumberPattern: Hashable, Sendable {
  var prefix: String
  var suffix: String
  var decimalSeparator: String
  var groupingSeparator: String
  /// How the integer digits are grouped; a primary group of 0 for no grouping.
  var grouping: Grouping
  /// The scalar value of the locale's digit zero (0x30 for ASCII, 0x660 for Arabic-Indic).
  var zero: UInt32

  /// A value Foundation formatted, as integer and fraction digits, and its text.
  typealias Sample = (integer: String, fraction: String, text: String)

  /// The pattern the locale uses for `fractionDigits` fraction digits, learnt from
  /// `probe(value, fractionDigits)`.
  init(
    probing probe: (Decimal, Int) -> String, negative: Bool, fractionDigits: Int,
    fallbackSuffix: String = ""
  ) {
    self =
      Self.probed(
        probe, negative: negative, fractionDigits: fractionDigits,
        fallbackSuffix: fallbackSuffix
      ).pattern
  }

  /// The pattern learnt from the probes, and the probes as Foundation formatted them (samples
  /// the pattern must write alike).
  static func probed(
    _ probe: (Decimal, Int) -> String, negative: Bool, fractionDigits: Int,
    fallbackSuffix: String
  ) -> (pattern: Self, samples: [Sample]) {
    let pattern = Self(
      prefix: negative ? "-" : "", suffix: fallbackSuffix, decimalSeparator: ".",
      groupingSeparator: "", grouping: Grouping(primary: 0, secondary: 0, minimum: 1),
      zero: 0x30)
    let fraction =
      fractionDigits == 0 ? "" : "5" + String(repeating: "0", count: fractionDigits - 1)
    var samples: [Sample] = []
    func parts(_ integer: String) -> Parts? {
      guard
        let value = AmountFormatter.decimal(
          negative: negative, integer: integer, fraction: fraction)
      else { return nil }
      let text = probe(value, fractionDigits)
      samples.append((integer, fraction, text))
      return Self.parts(of: text, integer: integer, fraction: fraction)
    }
    guard let long = parts("1234567") else { return (pattern, []) }
    var learnt = pattern
    learnt.prefix = long.prefix
    learnt.suffix = long.suffix
    learnt.decimalSeparator = long.decimalSeparator
    learnt.zero = long.zero
    let groups = long.integerGroups
    if groups.count > 1 {
      learnt.groupingSeparator = long.groupingSeparator
      learnt.grouping.primary = groups[groups.count - 1]
      learnt.grouping.secondary =
        groups.count > 2 ? groups[groups.count - 2] : learnt.grouping.primary
      // Grouped from four digits, or else from five or from more.
      guard let four = parts("1234") else { return (pattern, []) }
      if four.integerGroups.count == 1 {
        guard let five = parts("12345") else { return (pattern, []) }
        learnt.grouping.minimum = five.integerGroups.count > 1 ? 2 : 3
      }
    }
    return (learnt, samples)
  }

  init(
    prefix: String, suffix: String, decimalSeparator: String, groupingSeparator: String,
    grouping: Grouping, zero: UInt32
  ) {
    self.prefix = prefix
    self.suffix = suffix
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.grouping = grouping
    self.zero = zero
  }

  /// `integerDigits` and `fractionDigits` (ASCII) written in this pattern, the fraction
  /// padded with zeros to `minimumFractionDigits` digits.
  func format<Integer: StringProtocol, Fraction: StringProtocol>(
    integerDigits: Integer, fractionDigits: Fraction, minimumFractionDigits: Int = 0
  ) -> String {
    var integer = String(integerDigits)
    var fraction = String(fractionDigits)
    return integer.withUTF8 { integer in
      fraction.withUTF8 { fraction in
        text(integer: integer, fraction: fraction, minimumFractionDigits: minimumFractionDigits)
      }
    }
  }

  /// The text of the amount whose integer digits are `integer` and fraction digits `fraction`
  /// (ASCII, the integer without leading zeros), written in this pattern with the fraction
  /// padded with zeros to `minimumFractionDigits` digits, between `before` and `after`.
  func text(
    integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>,
    minimumFractionDigits: Int, before: String = "", after: String = ""
  ) -> String {
    var prefix = prefix
    var suffix = suffix
    var decimalSeparator = decimalSeparator
    var groupingSeparator = groupingSeparator
    return prefix.withUTF8 { prefix in
      suffix.withUTF8 { suffix in
        decimalSeparator.withUTF8 { decimalSeparator in
          groupingSeparator.withUTF8 { groupingSeparator in
            Self.text(
              integer: integer, fraction: fraction, minimumFractionDigits: minimumFractionDigits,
              before: before, after: after,
              pieces: Pieces(
                prefix: prefix, suffix: suffix, decimalSeparator: decimalSeparator,
                groupingSeparator: groupingSeparator),
              grouping: grouping, zero: zero)
          }
        }
      }
    }
  }

  /// How the integer digits are grouped.
  struct Grouping: Hashable, Sendable {
    /// The size of the rightmost group; 0 for no grouping.
    var primary: Int
    /// The size of the other groups.
    var secondary: Int
    /// Integers with fewer than `primary + minimum` digits are not grouped.
    var minimum: Int
  }

  /// The UTF-8 of the texts of a pattern, lent to ``text(integer:fraction:minimumFractionDigits:before:after:pieces:grouping:zero:)``.
  struct Pieces {
    var prefix: UnsafeBufferPointer<UInt8>
    var suffix: UnsafeBufferPointer<UInt8>
    var decimalSeparator: UnsafeBufferPointer<UInt8>
    var groupingSeparator: UnsafeBufferPointer<UInt8>
  }

  /// The text of the amount whose integer digits are `integer` and fraction digits `fraction`
  /// (ASCII, the integer without leading zeros), written with `pieces`, `grouping` and the
  /// digits from `zero`, the fraction padded with zeros to `minimumFractionDigits` digits,
  /// between `before` and `after`: the one writer of every pattern.
  static func text(
    integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>,
    minimumFractionDigits: Int, before: String, after: String, pieces: Pieces,
    grouping: Grouping, zero: UInt32
  ) -> String {
    let count = integer.count
    let padding = max(0, minimumFractionDigits - fraction.count)
    let fractionCount = fraction.count + padding
    let secondary = max(1, grouping.secondary)
    // A separator goes before each digit that starts a group: the primary group is the
    // rightmost, the secondary groups go on to its left. `mark` is the count of digits left
    // (this one included) at the next separator, 0 when none is left.
    let grouped = grouping.primary > 0 && count >= grouping.primary + grouping.minimum
    let separators =
      grouped && count > grouping.primary ? (count - 1 - grouping.primary) / secondary + 1 : 0
    var mark = separators > 0 ? grouping.primary + (separators - 1) * secondary : 0
    // ASCII digits are one byte each; other decimal digits at most four.
    let digitWidth = zero == 0x30 ? 1 : 4
    let capacity =
      before.utf8.count + pieces.prefix.count + pieces.suffix.count + after.utf8.count
      + digitWidth * (count + fractionCount) + separators * pieces.groupingSeparator.count
      + (fractionCount > 0 ? pieces.decimalSeparator.count : 0)
    // Written as UTF-8 into a buffer of the stack (of the heap when long), then copied into the
    // string without a second check: every piece is whole scalars.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      var output = Output(next: base, zero: zero)
      output.write(before)
      output.write(pieces.prefix)
      for offset in 0..<count {
        if count - offset == mark {
          output.write(pieces.groupingSeparator)
          mark = mark == grouping.primary ? 0 : mark - secondary
        }
        output.writeDigit(integer[offset])
      }
      if fractionCount > 0 {
        output.write(pieces.decimalSeparator)
        for byte in fraction { output.writeDigit(byte) }
        for _ in 0..<padding { output.writeDigit(UInt8(ascii: "0")) }
      }
      output.write(pieces.suffix)
      output.write(after)
      let written = UnsafeBufferPointer(start: base, count: output.next - base)
      return String(copyingValidUTF8: written)
    }
  }

  /// Where the text is written, a byte at a time.
  private struct Output {
    var next: UnsafeMutablePointer<UInt8>
    /// The scalar value of the digit zero written.
    let zero: UInt32

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
      for byte in bytes { writeByte(byte) }
    }

    mutating func write(_ text: String) {
      // Most markers are empty: those of a done amount.
      if text.isEmpty { return }
      let copied: UnsafeMutablePointer<UInt8>? = text.utf8.withContiguousStorageIfAvailable {
        [next] bytes in
        guard let start = bytes.baseAddress else { return next }
        next.initialize(from: start, count: bytes.count)
        return next + bytes.count
      }
      if let copied {
        next = copied
        return
      }
      for byte in text.utf8 { writeByte(byte) }
    }

    mutating func writeByte(_ byte: UInt8) {
      next.initialize(to: byte)
      next += 1
    }

    /// The locale's digit for the ASCII digit `ascii`.
    mutating func writeDigit(_ ascii: UInt8) {
      if zero == 0x30 { return writeByte(ascii) }
      let scalar = Unicode.Scalar(zero + UInt32(ascii) - 0x30) ?? Unicode.Scalar(ascii)
      UTF8.encode(scalar) { writeByte($0) }
    }
  }

  private struct Parts {
    var prefix: String
    var suffix: String
    var decimalSeparator: String
    var groupingSeparator: String
    var integerGroups: [Int]
    var zero: UInt32
  }

  /// Reads the probe `text`, which must hold `integer` and, when `fraction` is not empty,
  /// a decimal separator and `fraction` (ASCII digits) in the locale's digits.
  private static func parts(of text: String, integer: String, fraction: String) -> Parts? {
    let scalars = Array(text.unicodeScalars)
    let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
    guard let first = scalars.firstIndex(where: isDigit),
      let last = scalars.lastIndex(where: isDigit)
    else { return nil }
    // Alternating runs: digits, separator, digits, …, separator, digits.
    var digitRuns: [[Unicode.Scalar]] = []
    var separators: [String] = []
    var index = first
    while index <= last {
      var run: [Unicode.Scalar] = []
      while index <= last, isDigit(scalars[index]) {
        run.append(scalars[index])
        index += 1
      }
      digitRuns.append(run)
      var separator = ""
      while index <= last, !isDigit(scalars[index]) {
        separator.unicodeScalars.append(scalars[index])
        index += 1
      }
      if index <= last { separators.append(separator) }
    }
    // The probe's first digit is a 1, so the locale's zero is just before it.
    let zero = scalars[first].value - 1
    func ascii<Run: Sequence<Unicode.Scalar>>(_ run: Run) -> String? {
      var written = ""
      for scalar in run {
        guard scalar.value >= zero, scalar.value <= zero + 9 else { return nil }
        written.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + scalar.value - zero)))
      }
      return written
    }
    var integerRuns = digitRuns[...]
    var groupSeparators = separators[...]
    var decimalSeparator = ""
    if !fraction.isEmpty {
      guard digitRuns.count >= 2, let fractionRun = digitRuns.last,
        ascii(fractionRun) == fraction, let separator = separators.last
      else { return nil }
      decimalSeparator = separator
      integerRuns = integerRuns.dropLast()
      groupSeparators = groupSeparators.dropLast()
    }
    guard Set(groupSeparators).count <= 1, ascii(integerRuns.joined()) == integer else {
      return nil
    }
    return Parts(
      prefix: String(String.UnicodeScalarView(scalars[..<first])),
      suffix: String(String.UnicodeScalarView(scalars[(last + 1)...])),
      decimalSeparator: decimalSeparator,
      groupingSeparator: groupSeparators.first ?? "",
      integerGroups: integerRuns.map(\.count), zero: zero)
  }
}

extension LocaleNumberPattern {
  /// A pattern with its texts held inline as UTF-8: a value of no reference, which threads
  /// writing amounts with one pattern at once copy without writing a reference count in common.
  struct Inline: Sendable {
    /// The UTF-8 of the prefix, the suffix, the decimal and the grouping separators, one after
    /// the other.
    private var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    /// Where the prefix, the suffix and the decimal separator end in `bytes`, and the total.
    private var ends: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    private let grouping: Grouping
    private let zero: UInt32

    /// The most bytes of text held.
    static let capacity = 64

    /// `pattern` held inline; nil when its texts are longer than ``capacity`` bytes together.
    init?(_ pattern: LocaleNumberPattern) {
      grouping = pattern.grouping
      zero = pattern.zero
      let texts = [
        pattern.prefix, pattern.suffix, pattern.decimalSeparator, pattern.groupingSeparator,
      ]
      let utf8 = texts.flatMap(\.utf8)
      guard utf8.count <= Self.capacity else { return nil }
      withUnsafeMutableBytes(of: &bytes) { $0.copyBytes(from: utf8) }
      let ends = texts.map(\.utf8.count).reduce(into: [Int]()) { ends, count in
        ends.append((ends.last ?? 0) + count)
      }
      self.ends = (UInt8(ends[0]), UInt8(ends[1]), UInt8(ends[2]), UInt8(ends[3]))
    }

    /// The text of the amount, as ``LocaleNumberPattern/text(integer:fraction:minimumFractionDigits:before:after:)``
    /// writes it.
    func text(
      integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>,
      minimumFractionDigits: Int, before: String, after: String
    ) -> String {
      withUnsafeBytes(of: bytes) { raw in
        let all = raw.bindMemory(to: UInt8.self)
        let ends = (Int(ends.0), Int(ends.1), Int(ends.2), Int(ends.3))
        return LocaleNumberPattern.text(
          integer: integer, fraction: fraction, minimumFractionDigits: minimumFractionDigits,
          before: before, after: after,
          pieces: Pieces(
            prefix: UnsafeBufferPointer(rebasing: all[..<ends.0]),
            suffix: UnsafeBufferPointer(rebasing: all[ends.0..<ends.1]),
            decimalSeparator: UnsafeBufferPointer(rebasing: all[ends.1..<ends.2]),
            groupingSeparator: UnsafeBufferPointer(rebasing: all[ends.2..<ends.3])),
          grouping: grouping, zero: zero)
      }
    }
  }
}
