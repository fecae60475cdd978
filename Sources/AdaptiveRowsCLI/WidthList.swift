import ArgumentParser
import Foundation
import WalletList

/// Parses a list of widths: `20,32,48`, a range `20...80` (every width), a range with a step
/// `20...80/4`, or any mix separated by commas. A width in points (with a font) may have a
/// fraction (`240.5`); a range's ends and step are whole.
enum WidthList {
  /// The most widths one list may hold.
  static let maximumCount = 100

  /// The widths of `text`, or a message saying what is wrong; with `inCells`, widths are whole
  /// terminal cells.
  static func parse(_ text: String, inCells: Bool) throws(WidthListError) -> [Double] {
    var widths: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = String(item).trimmingCharacters(in: .whitespaces)
      guard !item.isEmpty else { throw WidthListError("an empty width in \"\(text)\"") }
      if let range = item.range(of: "...") {
        let lower = item[..<range.lowerBound]
        var upper = item[range.upperBound...]
        var step = 1
        if let slash = upper.firstIndex(of: "/") {
          guard let value = Int(upper[upper.index(after: slash)...]), value >= 1 else {
            throw WidthListError("the step of \"\(item)\" is not a positive integer")
          }
          step = value
          upper = upper[..<slash]
        }
        guard let from = Int(lower), let to = Int(upper) else {
          throw WidthListError("\"\(item)\" is not a range of integers such as 20...80/4")
        }
        try check(Double(from), inCells: inCells)
        try check(Double(to), inCells: inCells)
        guard from <= to else { throw WidthListError("the range \"\(item)\" is empty") }
        guard (to - from) / step < maximumCount else {
          throw WidthListError("\"\(item)\" has more than \(maximumCount) widths")
        }
        widths += stride(from: from, through: to, by: step).map(Double.init)
      } else {
        guard let width = decimal(item) else {
          throw WidthListError(
            inCells
              ? "\"\(item)\" is not a positive integer" : "\"\(item)\" is not a positive number")
        }
        try check(width, inCells: inCells)
        widths.append(width)
      }
      guard widths.count <= maximumCount else {
        throw WidthListError("more than \(maximumCount) widths")
      }
    }
    return widths
  }

  /// `text` as a width written in decimal digits with at most one point and an optional
  /// leading minus (which the range check then names): no exponent, no hexadecimal, no
  /// `nan` or `inf`, which `Double(_:)` would take.
  static func decimal(_ text: String) -> Double? {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      digits.filter({ $0 == "." }).count <= 1
    else { return nil }
    return Double(text)
  }

  private static func check(_ width: Double, inCells: Bool) throws(WidthListError) {
    do {
      try ListFormatterOptions.validate(width: width, inCells: inCells)
    } catch {
      throw WidthListError(error.message)
    }
  }
}

/// What is wrong with a width list.
struct WidthListError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A width given on the command line (`--width`), written as ``WidthList/decimal(_:)`` reads
/// it: whole cells, or points that may have a fraction.
struct WidthArgument: ExpressibleByArgument {
  /// The width.
  let value: Double

  init?(argument: String) {
    guard let value = WidthList.decimal(argument) else { return nil }
    self.value = value
  }
}
