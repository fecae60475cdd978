import Foundation
import HummingbirdCore

/// A request's query parameters, checked: every problem is a 400 with a JSON body.
struct Query {
  private let parameters: [String: String]

  /// The parameters of `uri`, decoded as an HTML form sends them (`+` is a space, `%XX` a
  /// byte of UTF-8); a name not in `allowed`, given twice, or not decodable is a 400.
  init(_ uri: URI, allowed: Set<String>) throws(ServiceError) {
    var parameters: [String: String] = [:]
    for pair in (uri.query ?? "").split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = Self.decode(parts[0]), let value = Self.decode(parts.dropFirst().first ?? "")
      else {
        throw .badParameter("a parameter is not valid percent-encoded UTF-8")
      }
      guard allowed.contains(name) else {
        throw .badParameter(
          "unknown parameter \"\(name.prefix(40))\";"
            + " expected \(allowed.sorted().joined(separator: ", "))")
      }
      guard parameters[name] == nil else { throw .badParameter("\(name) is given twice") }
      parameters[name] = value
    }
    self.parameters = parameters
  }

  /// A name or value of a query: `+` as a space, then percent-decoded; nil when that is not
  /// UTF-8.
  private static func decode(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }

  /// `text` as a non-negative integer written plainly: ASCII digits only, without a sign or a
  /// leading zero (`0` itself is one), at most nine of them; nil otherwise.
  static func strictInteger(_ text: some StringProtocol) -> Int? {
    let digits = text.utf8
    guard (1...9).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
      digits.first != 0x30 || digits.count == 1
    else { return nil }
    return Int(text)
  }

  /// The parameter `name`, which must be given and not empty.
  func required(_ name: String) throws(ServiceError) -> String {
    guard let value = parameters[name], !value.isEmpty else {
      throw .badParameter("\(name) is required")
    }
    return value
  }

  /// A width from 1 to `maximum`.
  func width(_ name: String, default value: Int, maximum: Int) throws(ServiceError) -> Int {
    guard let text = parameters[name] else { return value }
    return try Self.width(text, name: name, maximum: maximum)
  }

  /// Widths separated by commas, each from 1 to `maximum`, at most `count` of them.
  func widths(_ name: String, default value: [Int], maximum: Int, count: Int)
    throws(ServiceError) -> [Int]
  {
    guard let text = parameters[name] else { return value }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= count else {
      throw .badParameter("\(name): at most \(count) widths, not \(parts.count)")
    }
    var widths: [Int] = []
    for part in parts { widths.append(try Self.width(String(part), name: name, maximum: maximum)) }
    return widths
  }

  /// One of `Choice`'s values, by its raw value.
  func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, default value: Choice)
    throws(ServiceError) -> Choice where Choice.RawValue == String
  {
    guard let text = parameters[name] else { return value }
    guard let choice = Choice(rawValue: text) else {
      throw .badParameter(
        "\(name) must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return choice
  }

  private static func width(_ text: String, name: String, maximum: Int) throws(ServiceError)
    -> Int
  {
    guard let width = strictInteger(text), (1...maximum).contains(width) else {
      throw .badParameter("\(name) must be a whole number from 1 to \(maximum)")
    }
    return width
  }
}
