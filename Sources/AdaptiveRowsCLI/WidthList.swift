import Foundation
import WalletList

/// Parses a list of widths: `20,32,48`, a range `20...80` (every width), a range with a step
/// `20...80/4`, or any mix separated by commas.
enum WidthList {
  /// The most widths one list may hold.
  static let maximumCount = 100

  /// The widths of `text`, or a message saying what is wrong.
  static func parse(_ text: String) throws(WidthListError) -> [Int] {
    var widths: [Int] = []
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
        try check(from)
        try check(to)
        guard from <= to else { throw WidthListError("the range \"\(item)\" is empty") }
        guard (to - from) / step < maximumCount else {
          throw WidthListError("\"\(item)\" has more than \(maximumCount) widths")
        }
        widths += Array(stride(from: from, through: to, by: step))
      } else {
        guard let width = Int(item) else {
          throw WidthListError("\"\(item)\" is not a positive integer")
        }
        try check(width)
        widths.append(width)
      }
      guard widths.count <= maximumCount else {
        throw WidthListError("more than \(maximumCount) widths")
      }
    }
    return widths
  }

  private static func check(_ width: Int) throws(WidthListError) {
    do {
      try ListFormatterOptions.validate(width: Double(width))
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
