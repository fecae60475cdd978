/// Lengths given to modifiers and leaves are user input: an invalid one is read as nil (no
/// constraint) and reported as a diagnostic on the placed node, never a crash.
struct LengthValidator {
  /// What was worked around, in the order the values were checked.
  private(set) var diagnostics: [LayoutDiagnostic] = []

  /// `value` if it is a valid length, else nil with a diagnostic. Negative and NaN lengths are
  /// invalid; an infinite one is invalid unless `allowsInfinity` (a `maxWidth` may be
  /// `.infinity`, a fixed width or a minimum may not).
  mutating func length(_ value: Double?, _ name: String, allowsInfinity: Bool = false)
    -> Double?
  {
    guard let value else { return nil }
    let problem: String?
    if value.isNaN {
      problem = "is NaN"
    } else if value < 0 {
      problem = "is negative"
    } else if value.isInfinite && !allowsInfinity {
      problem = "is infinite"
    } else {
      problem = nil
    }
    guard let problem else { return value }
    diagnostics.append(
      LayoutDiagnostic("\(name) \(formatLength(value)) \(problem); ignored (read as nil)"))
    return nil
  }

  /// `value` as a limit of a flexible frame, read as SwiftUI stores it: a negative value
  /// (minus infinity included) becomes 0, with a diagnostic; +infinity is kept, with a
  /// diagnostic when `diagnosesInfinity` (an infinite minimum makes the frame infinite, which
  /// SwiftUI reports too); NaN is read as nil with a diagnostic.
  mutating func limit(_ value: Double?, _ name: String, diagnosesInfinity: Bool = false)
    -> Double?
  {
    guard let value else { return nil }
    if value.isNaN {
      diagnostics.append(LayoutDiagnostic("\(name) is NaN; ignored (read as nil)"))
      return nil
    }
    if value < 0 {
      diagnostics.append(LayoutDiagnostic("\(name) \(formatLength(value)) is negative; read as 0"))
      return 0
    }
    if value.isInfinite && diagnosesInfinity {
      diagnostics.append(LayoutDiagnostic("\(name) inf is infinite; the frame is infinite"))
    }
    return value
  }

  /// `value` if it is finite, else 0 with a diagnostic: for insets and spacing, where a
  /// negative value is meaningful but a NaN or infinite one is not.
  mutating func finite(_ value: Double, _ name: String) -> Double {
    if value.isFinite { return value }
    diagnostics.append(LayoutDiagnostic("\(name) \(formatLength(value)) is not finite; read as 0"))
    return 0
  }

  /// Records a diagnostic that is not about a single value.
  mutating func note(_ message: String) {
    diagnostics.append(LayoutDiagnostic(message))
  }
}

/// A container's spacing as its layout reads it: a NaN or infinite one is nil (the default
/// spacing); a negative one stays, its neighbours overlapping by it.
func finiteSpacing(_ spacing: Double?) -> Double? {
  spacing.flatMap { $0.isFinite ? $0 : nil }
}

/// The diagnostic for a spacing named `name` that ``finiteSpacing(_:)`` reads as nil: the one
/// message for every container's spacing (the stacks' and the grid's).
func spacingDiagnostics(_ spacing: Double?, _ name: String) -> [LayoutDiagnostic] {
  guard let spacing, !spacing.isFinite else { return [] }
  return [LayoutDiagnostic("\(name) \(formatLength(spacing)) is not finite; read as nil")]
}

extension PlacedNode {
  /// The node with `extra` diagnostics appended.
  func adding(_ extra: [LayoutDiagnostic]) -> PlacedNode {
    var node = self
    node.diagnostics += extra
    return node
  }
}
