/// How ``AmountFormatter`` marks each ``Status`` next to an amount.
///
/// The default marks a pending amount with the suffix `" (pending)"` and a failed one with
/// `" (failed)"`, so the state is in the text itself (readable without colour, in a terminal,
/// by a screen reader), and leaves a done amount bare. A suffix keeps the amount's first
/// character where a reader expects it; pick ``Marker/prefix(_:)`` or ``Marker/none`` where a
/// row shows the state elsewhere.
///
/// ```swift
/// var markers = StatusMarkers()
/// markers.pending = .prefix("⏳ ")
/// AmountFormatter(locale: Locale(identifier: "en_US"), statusMarkers: markers)
/// ```
public struct StatusMarkers: Hashable, Sendable {
  /// Text added before or after an amount.
  public enum Marker: Hashable, Sendable {
    /// Nothing is added.
    case none
    /// The text goes before the amount.
    case prefix(String)
    /// The text goes after the amount.
    case suffix(String)

    /// `amount` with this marker.
    public func applied(to amount: String) -> String {
      switch self {
      case .none: amount
      case .prefix(let text): text + amount
      case .suffix(let text): amount + text
      }
    }

    /// The text written before an amount: a prefix's, else none.
    var prefixText: String {
      if case .prefix(let text) = self { text } else { "" }
    }

    /// The text written after an amount: a suffix's, else none.
    var suffixText: String {
      if case .suffix(let text) = self { text } else { "" }
    }
  }

  /// The marker of a pending amount; by default the suffix `" (pending)"`.
  public var pending: Marker
  /// The marker of a done amount (or one with no status); by default none.
  public var done: Marker
  /// The marker of a failed amount; by default the suffix `" (failed)"`.
  public var failed: Marker

  /// Markers; each one defaults to the documented default.
  public init(
    pending: Marker = .suffix(" (pending)"), done: Marker = .none,
    failed: Marker = .suffix(" (failed)")
  ) {
    self.pending = pending
    self.done = done
    self.failed = failed
  }

  /// The marker of `status`.
  public func marker(for status: Status) -> Marker {
    switch status {
    case .pending: return pending
    case .done: return done
    case .failed: return failed
    }
  }
}
