/// The memo of one layout pass: what each subview answered for a proposal, so that a
/// container that measures a child several times (its minimum, its maximum, its final size,
/// its guides) does not lay the child's whole subtree out again each time. Without it, the
/// work grows exponentially with the depth of nested stacks.
///
/// A subview is identified by its position in the tree: the indices of the containers'
/// children from the root down. Within one pass a position always holds the same view in the
/// same environment, so its answer for a proposal never changes; the memo only saves work.
///
/// `View.layout(in:environment:)` creates one for its pass and drops it when the pass ends.
/// A pass is synchronous and the memo never leaves it, so it is not locked; a custom layout
/// must not measure its subviews from several threads at once.
final class LayoutCache: @unchecked Sendable {
  struct SizeKey: Hashable {
    let path: [Int]
    let proposal: ProposedSize
  }

  struct GuideKey: Hashable {
    let path: [Int]
    let key: AlignmentKey
    let size: Size
    let proposal: ProposedSize
  }

  struct ValueKey: Hashable {
    let path: [Int]
    let tag: String
    let proposal: ProposedSize
  }

  private var sizes: [SizeKey: Size] = [:]
  private var guides: [GuideKey: Double?] = [:]
  private var values: [ValueKey: any Sendable] = [:]

  /// The memoised value for `key`, computing it with `compute` the first time (or again when
  /// a value of another type was stored under the key).
  func value<T: Sendable>(_ key: ValueKey, compute: () -> T) -> T {
    // Unwrap the entry before casting: a missing entry cast to an optional `T` would
    // otherwise "succeed" as nil.
    if let stored = values[key], let known = stored as? T { return known }
    let value = compute()
    values[key] = value
    return value
  }

  /// The memoised size for `key`, computing it with `measure` the first time.
  func size(_ key: SizeKey, measure: () -> Size) -> Size {
    if let known = sizes[key] { return known }
    let size = measure()
    sizes[key] = size
    return size
  }

  /// The memoised explicit guide value for `key`, computing it with `measure` the first time.
  func guide(_ key: GuideKey, measure: () -> Double?) -> Double? {
    if let known = guides[key] { return known }
    let value = measure()
    guides[key] = .some(value)
    return value
  }
}
