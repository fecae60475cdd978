import Foundation

/// Whether a `--locale` names a locale Foundation knows, with close matches when it does not.
enum LocaleCheck {
  /// The locales Foundation knows, by identifier (`en_US`, `de_DE`, `sr_Latn_RS`, ...). A
  /// list, not a set: a command checks one identifier, and hashing every known one to look it
  /// up would cost more than comparing it with each.
  static let known = Locale.availableIdentifiers

  /// nil for a known locale (also written with `-`, `en-US`), else the message.
  static func problem(_ identifier: String) -> String? {
    let normalized = String(identifier.map { $0 == "-" ? "_" : $0 })
    guard !known.contains(normalized) else { return nil }
    let matches = closeMatches(normalized)
    let hint =
      matches.isEmpty
      ? "expected an identifier such as en_US, de_DE or ja_JP"
      : "did you mean \(matches.joined(separator: ", "))?"
    return "unknown locale \(quotedForMessage(identifier)): \(hint)"
  }

  /// Up to five known identifiers close to `identifier`: the same ignoring case, the same
  /// language, or within two edits.
  static func closeMatches(_ identifier: String) -> [String] {
    let lower = identifier.lowercased()
    let language = lower.split(separator: "_").first.map(String.init) ?? lower
    let scored = known.compactMap { candidate -> (Int, String)? in
      let other = candidate.lowercased()
      if other == lower { return (0, candidate) }
      let distance = editDistance(lower, other, limit: 2)
      if distance <= 2 { return (distance, candidate) }
      if other.split(separator: "_").first.map(String.init) == language, language.count >= 2 {
        return (3, candidate)
      }
      return nil
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(5).map(\.1)
  }

  /// The Levenshtein distance of `a` and `b`, or `limit + 1` once it is known to exceed it.
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      guard current.min() ?? 0 <= limit else { return limit + 1 }
      previous = current
    }
    return previous[b.count]
  }
}
