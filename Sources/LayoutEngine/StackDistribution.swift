/// How an `HStack` or `VStack` shares its length among its children (Docs/Semantics.md section 2,
/// steps 3 to 7), as a pure function: the children's minimum and maximum lengths and layout
/// priorities, the spacing and the proposed length in; what each child is offered out, the child's
/// own answer to each offer coming back through a closure.
///
/// ``StackLayout`` distributes every stack with it, and `AdaptiveAmountRow` computes what its
/// built-in stacks offer the title with it, so the row's arithmetic is the engine's.
///
/// ```swift
/// // A title (0 to 53 wide), a Spacer(minLength: 2) and a fixed 8-wide amount in 48.
/// let children = [
///   StackDistribution.Child(minimum: 0, maximum: 53, priority: 0),
///   StackDistribution.Child(minimum: 2, maximum: .infinity, priority: -.infinity),
///   StackDistribution.Child(minimum: 8, maximum: 8, priority: 0),
/// ]
/// var offers = [0.0, 0, 0]
/// StackDistribution.distribute(48, spacing: 0, count: 3, child: { children[$0] }) { index, offer in
///   offers[index] = offer
///   return min(max(offer, children[index].minimum), children[index].maximum)
/// }
/// offers  // [38, 2, 23]: the amount first (least flexible), the title the rest, the spacer last
/// ```
public enum StackDistribution {
  /// A child as distribution sees it along the stack's axis.
  public struct Child: Sendable, Hashable {
    /// Its length when offered 0.
    public var minimum: Double
    /// Its length when offered infinity.
    public var maximum: Double
    /// Its layout priority for distribution: its explicit priority, else 0, and -infinity for
    /// a `Spacer` without one.
    public var priority: Double

    /// A child of lengths `minimum` to `maximum` at `priority` (a NaN priority is read as 0).
    @inlinable
    public init(minimum: Double, maximum: Double, priority: Double) {
      self.minimum = minimum
      self.maximum = maximum
      self.priority = priority.isNaN ? 0 : priority
    }

    /// How much it can grow: maximum minus minimum, infinity when that is not a number.
    @inlinable
    public var flexibility: Double {
      let value = maximum - minimum
      return value.isNaN ? .infinity : value
    }
  }

  /// Offers `length` less `spacing` (the total spacing between the children) to `count`
  /// children, `child(index)` giving each (asked as often as needed: it should be cheap):
  /// in order of priority, highest first, then least flexible first (of two that grow without
  /// bound, the larger minimum first), then source order; the
  /// space available is what the minimums of every child outside the highest priority group
  /// leave (a group's minimums come back when its turn comes); each child in turn is offered
  /// an equal share of what is left, max(available / children left in its group, 0), and what
  /// it takes (`take`, called with its index and the offer) is subtracted, so
  /// what is left may go negative. An infinite length offers every child infinity.
  ///
  /// Calls `take` once per child, in the order of distribution. Inlinable, so that a caller
  /// with a few children known in advance (a row's stack) pays for no calls through closures.
  @inlinable
  public static func distribute(
    _ length: Double, spacing: Double, count: Int, child: (Int) -> Child,
    take: (Int, Double) -> Double
  ) {
    guard count > 0 else { return }
    withUnsafeTemporaryAllocation(of: Child.self, capacity: count) { children in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
        for index in 0..<count {
          children.initializeElement(at: index, to: child(index))
        }
        distribute(length, spacing: spacing, children: children, order: order, take: take)
        _ = children.deinitialize()
      }
    }
  }

  /// ``distribute(_:spacing:count:child:take:)`` with the children in `children` and room for
  /// their order in `order`.
  @inlinable
  static func distribute(
    _ length: Double, spacing: Double, children: UnsafeMutableBufferPointer<Child>,
    order: UnsafeMutableBufferPointer<Int>, take: (Int, Double) -> Double
  ) {
    let count = children.count
    // Insertion sort: stacks have few children, and their order is total (source order
    // breaks ties), so the result does not depend on the sort's stability.
    for index in 0..<count {
      var position = index
      while position > 0,
        precedes(children[index], index, children[order[position - 1]], order[position - 1])
      {
        order[position] = order[position - 1]
        position -= 1
      }
      order[position] = index
    }
    let topPriority = children[order[0]].priority
    var available = length - spacing
    for index in 0..<count where children[index].priority != topPriority {
      available -= children[index].minimum
    }
    var start = 0
    while start < count {
      let priority = children[order[start]].priority
      var end = start
      while end < count, children[order[end]].priority == priority { end += 1 }
      if start > 0 {
        for position in start..<end { available += children[order[position]].minimum }
      }
      for position in start..<end {
        let share = available / Double(end - position)
        let taken = take(order[position], share.isNaN ? 0 : max(share, 0))
        // An infinite length stays infinite: every child is offered its maximum.
        if available != .infinity { available -= taken }
      }
      start = end
    }
  }

  /// Whether child `a` (at `aIndex`) is offered its share before child `b` (at `bIndex`).
  @inlinable
  static func precedes(_ a: Child, _ aIndex: Int, _ b: Child, _ bIndex: Int) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    let (aFlexibility, bFlexibility) = (a.flexibility, b.flexibility)
    if aFlexibility != bFlexibility { return aFlexibility < bFlexibility }
    // Both grow without bound: infinity less the larger minimum is the smaller flexibility.
    if aFlexibility == .infinity, a.minimum != b.minimum { return a.minimum > b.minimum }
    return aIndex < bIndex
  }
}
