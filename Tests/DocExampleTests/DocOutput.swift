import Foundation
import Testing

/// What a documentation example shows, checked: the values its result comments claim
/// (`row.layout(width: 48).mode  // standard`) and the lines its `print` calls write, against
/// the output block the docs give after it.
///
/// A value is written as the docs write values: a string in quotes, an array in brackets (its
/// numbers as `print` writes them), a whole number without a fraction, anything else by its
/// description. A claim holds when it
/// is that text, or that text followed by an explanation (`// 1, the last`,
/// `// standard: the title on two lines`, `// 10 cells`); an enum case may be written with its
/// leading dot; a fractional number holds to the decimals the claim gives.
final class DocOutput {
  let example: String
  private(set) var printed: [String] = []

  init(_ example: String) {
    self.example = example
  }

  /// As the standard library's `print`, into the example's printed lines.
  func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    printed += lines
  }

  /// Records an issue unless `value` is what `claim` says.
  func check<Value>(
    _ value: Value, _ claim: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = Self.written(value)
    if !Self.holds(claim, shown: shown, value: value) {
      Issue.record(
        Comment(rawValue: "\(example): the docs say \(claim), the code gives \(shown)"),
        sourceLocation: sourceLocation)
    }
  }

  /// Records an issue unless the printed lines are `expected`, the docs' output block.
  func checkPrinted(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    if printed != expected {
      let shown = expected.joined(separator: "\n")
      let given = printed.joined(separator: "\n")
      Issue.record(
        Comment(rawValue: "\(example): the docs show\n\(shown)\nthe code prints\n\(given)"),
        sourceLocation: sourceLocation)
    }
  }

  static func written(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return written(wrapped)
    }
    switch value {
    case let text as String: return "\"\(text)\""
    case let text as Substring: return "\"\(text)\""
    case let number as Double:
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int(number)) : String(number)
    case let number as Float: return written(Double(number))
    default: break
    }
    if mirror.displayStyle == .collection {
      // Numbers in an array as `print` writes them: `[1.0, 39.0]`.
      return "["
        + mirror.children.map { child in
          child.value is Double || child.value is Float
            ? String(describing: child.value) : written(child.value)
        }.joined(separator: ", ") + "]"
    }
    return String(describing: value)
  }

  static func holds(_ claim: String, shown: String, value: Any) -> Bool {
    var claim = claim
    if claim.hasPrefix("."), !shown.hasPrefix(".") { claim.removeFirst() }
    if claim == shown { return true }
    for separator in [":", ",", " "] where claim.hasPrefix(shown + separator) { return true }
    // A fractional number, to the claim's decimals.
    if let number = value as? Double ?? (value as? Float).map(Double.init),
      let token = claim.split(whereSeparator: { ":, ".contains($0) }).first,
      let claimed = Double(token)
    {
      let decimals = token.split(separator: ".").dropFirst().first?.count ?? 0
      let scale = pow(10, Double(decimals))
      return (number * scale).rounded() == (claimed * scale).rounded()
    }
    return false
  }
}
