import Foundation

/// A locale's way of writing a number, learnt from Foundation's format of probe values, so
/// that any number of digits can be written exactly without going through `Decimal`.
///
/// The probe `1234567.5` (negated for a negative amount) formatted with one fraction digit
/// gives everything between the digits and around them: `-€1,234,567.5` says the text before
/// the number is `-€`, the grouping separator is `,`, the groups are 3 digits (the secondary
/// group size comes from the second group from the right, as in `en_IN`'s `12,34,567.5`),
/// the decimal separator is `.`, the digits are ASCII. The probes `1234.5` and `12345.5` say
/// from how many digits an integer is grouped (`es_ES` writes `1234,5` and `12.345,5`, so its
/// minimum grouping is 2; Ewe writes `12345.5` and `123,456.5`, a minimum grouping of 3).
///
/// When the probe cannot be read (no digits, or not the digits asked for), the pattern is
/// the plain one: a `-` for a negative amount, ASCII digits, no grouping, `.` as the decimal
/// separator, and `fallbackSuffix` after the number.
struct LocaleNumberPattern: Hashable, Sendable {
  var prefix: String
  var suffix: String
  var decimalSeparator: String
  var groupingSeparator: String
  /// The size of the rightmost group; 0 for no grouping.
  var primaryGroupSize: Int
  /// The size of the other groups.
  var secondaryGroupSize: Int
  /// Integers with fewer than `primaryGroupSize + minimumGrouping` digits are not grouped.
  var minimumGrouping: Int
  /// The scalar value of the locale's digit zero (0x30 for ASCII, 0x660 for Arabic-Indic).
  var zero: UInt32

  /// The pattern the locale uses, learnt from `probe(value, fractionDigits)`.
  init(
    probing probe: (Decimal, Int) -> String, negative: Bool, fallbackSuffix: String = ""
  ) {
    let sign = negative ? "-" : ""
    self.init(
      prefix: sign, suffix: fallbackSuffix, decimalSeparator: ".", groupingSeparator: "",
      primaryGroupSize: 0, secondaryGroupSize: 0, minimumGrouping: 1, zero: 0x30)
    guard
      let long = AmountFormatter.decimal(negative: negative, integer: "1234567", fraction: "5"),
      let four = AmountFormatter.decimal(negative: negative, integer: "1234", fraction: "5"),
      let five = AmountFormatter.decimal(negative: negative, integer: "12345", fraction: "5"),
      let parts = Self.parts(of: probe(long, 1), integer: "1234567"),
      let fourParts = Self.parts(of: probe(four, 1), integer: "1234"),
      let fiveParts = Self.parts(of: probe(five, 1), integer: "12345")
    else { return }
    prefix = parts.prefix
    suffix = parts.suffix
    decimalSeparator = parts.decimalSeparator
    zero = parts.zero
    let groups = parts.integerGroups
    if groups.count > 1 {
      groupingSeparator = parts.groupingSeparator
      primaryGroupSize = groups[groups.count - 1]
      secondaryGroupSize = groups.count > 2 ? groups[groups.count - 2] : primaryGroupSize
      minimumGrouping =
        fourParts.integerGroups.count > 1 ? 1 : fiveParts.integerGroups.count > 1 ? 2 : 3
    }
  }

  init(
    prefix: String, suffix: String, decimalSeparator: String, groupingSeparator: String,
    primaryGroupSize: Int, secondaryGroupSize: Int, minimumGrouping: Int, zero: UInt32
  ) {
    self.prefix = prefix
    self.suffix = suffix
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.primaryGroupSize = primaryGroupSize
    self.secondaryGroupSize = secondaryGroupSize
    self.minimumGrouping = minimumGrouping
    self.zero = zero
  }

  /// `integerDigits` and `fractionDigits` (ASCII) written in this pattern, the fraction
  /// padded with zeros to `minimumFractionDigits` digits.
  func format<Integer: StringProtocol, Fraction: StringProtocol>(
    integerDigits: Integer, fractionDigits: Fraction, minimumFractionDigits: Int = 0
  ) -> String {
    let count = integerDigits.utf8.count
    let givenFraction = fractionDigits.utf8.count
    let padding = max(0, minimumFractionDigits - givenFraction)
    let grouped = primaryGroupSize > 0 && count >= primaryGroupSize + minimumGrouping
    let secondary = max(1, secondaryGroupSize)
    let capacity =
      prefix.utf8.count + suffix.utf8.count + 4 * (count + givenFraction + padding)
      + decimalSeparator.utf8.count + (count / secondary + 1) * groupingSeparator.utf8.count
    let asciiDigits = zero == 0x30
    // Written as UTF-8 into the string's own storage, a byte at a time.
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      var written = 0
      func write(_ text: String) {
        for byte in text.utf8 {
          buffer[written] = byte
          written += 1
        }
      }
      func writeDigit(_ ascii: UInt8) {
        if asciiDigits {
          buffer[written] = ascii
          written += 1
          return
        }
        UTF8.encode(localDigit(ascii)) { byte in
          buffer[written] = byte
          written += 1
        }
      }
      write(prefix)
      var offset = 0
      for byte in integerDigits.utf8 {
        // A separator goes before each digit that starts a group: the primary group is the
        // rightmost, the secondary groups go on to its left.
        let remaining = count - offset
        if grouped, offset > 0, remaining >= primaryGroupSize,
          (remaining - primaryGroupSize) % secondary == 0
        {
          write(groupingSeparator)
        }
        writeDigit(byte)
        offset += 1
      }
      if givenFraction + padding > 0 {
        write(decimalSeparator)
        for byte in fractionDigits.utf8 { writeDigit(byte) }
        for _ in 0..<padding { writeDigit(UInt8(ascii: "0")) }
      }
      write(suffix)
      return written
    }
  }

  private func localDigit(_ ascii: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(zero + UInt32(ascii) - 0x30) ?? Unicode.Scalar(ascii)
  }

  private struct Parts {
    var prefix: String
    var suffix: String
    var decimalSeparator: String
    var groupingSeparator: String
    var integerGroups: [Int]
    var zero: UInt32
  }

  /// Reads the probe `text`, which must hold `integer` and one fraction digit `5`.
  private static func parts(of text: String, integer: String) -> Parts? {
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
    guard digitRuns.count >= 2, let fraction = digitRuns.last, fraction.count == 1,
      let decimalSeparator = separators.last
    else { return nil }
    let integerRuns = digitRuns.dropLast()
    let groupSeparators = separators.dropLast()
    guard Set(groupSeparators).count <= 1 else { return nil }
    // The probe's first digit is a 1, so the locale's zero is just before it.
    let zero = scalars[first].value - 1
    var written = ""
    for scalar in integerRuns.joined() {
      guard scalar.value >= zero, scalar.value <= zero + 9 else { return nil }
      written.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + scalar.value - zero)))
    }
    guard written == integer, fraction[0].value == zero + 5 else { return nil }
    return Parts(
      prefix: String(String.UnicodeScalarView(scalars[..<first])),
      suffix: String(String.UnicodeScalarView(scalars[(last + 1)...])),
      decimalSeparator: decimalSeparator,
      groupingSeparator: groupSeparators.first ?? "",
      integerGroups: integerRuns.map(\.count), zero: zero)
  }
}
