import HummingbirdCore

/// A request's query parameters, checked: every problem is a 400 with a JSON body.
struct Query {
  private let parameters: [String: String]

  /// The parameters of `uri`; a name not in `allowed`, or given twice, is a 400.
  init(_ uri: URI, allowed: Set<String>) throws(ServiceError) {
    var parameters: [String: String] = [:]
    for (key, value) in uri.queryParameters {
      let name = String(key)
      guard allowed.contains(name) else {
        throw .badParameter(
          "unknown parameter \"\(name.prefix(40))\";"
            + " expected \(allowed.sorted().joined(separator: ", "))")
      }
      guard parameters[name] == nil else { throw .badParameter("\(name) is given twice") }
      parameters[name] = String(value)
    }
    self.parameters = parameters
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
    guard let width = Int(text), (1...maximum).contains(width) else {
      throw .badParameter("\(name) must be a whole number from 1 to \(maximum)")
    }
    return width
  }
}
