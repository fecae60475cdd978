import LayoutEngine

/// Picks the first candidate that satisfies a predicate, and the last when none does (never
/// none): the choice rule of Docs/Semantics.md section 6 ("Priority selector"), on any
/// candidates.
///
/// ```swift
/// PrioritySelector.choose(from: [3, 8, 12]) { $0 > 5 }  // 1
/// PrioritySelector.choose(from: [3, 4]) { $0 > 5 }      // 1: the last, as a fallback
/// ```
public enum PrioritySelector {
  /// The index of the first candidate for which `predicate` holds, else the last index; nil
  /// only when there are no candidates. The predicate is not called after the first success.
  @inlinable
  public static func choose<C>(
    from candidates: some Collection<C>, where predicate: (C) throws -> Bool
  )
    rethrows -> Int?
  {
    try choose(from: candidates) { try predicate($0) ? .preferred : .rejected }
  }

  /// The index of the first ``CandidateFit/preferred`` candidate, else of the first
  /// ``CandidateFit/acceptable`` one, else the last index; nil only when there are no
  /// candidates. `fit` is called in order, and not after the first preferred candidate.
  ///
  /// ```swift
  /// func fit(_ value: Int) -> CandidateFit {
  ///   value < 5 ? .rejected : value < 10 ? .acceptable : .preferred
  /// }
  /// PrioritySelector.choose(from: [3, 8, 12], fit: fit)  // 2: the first preferred
  /// PrioritySelector.choose(from: [3, 8, 9], fit: fit)   // 1: the first acceptable
  /// ```
  @inlinable
  public static func choose<C>(from candidates: some Collection<C>, fit: (C) throws -> CandidateFit)
    rethrows -> Int?
  {
    var firstAcceptable: Int?
    var count = 0
    for candidate in candidates {
      switch try fit(candidate) {
      case .preferred: return count
      case .acceptable: if firstAcceptable == nil { firstAcceptable = count }
      case .rejected: break
      }
      count += 1
    }
    return count == 0 ? nil : firstAcceptable ?? count - 1
  }
}

/// How a candidate suits a proposal, for ``PrioritySelector/choose(from:fit:)``: the first
/// preferred candidate is chosen, else the first acceptable one, else the last.
public enum CandidateFit: Sendable, Hashable {
  /// It suits in every way; the first such candidate is chosen.
  case preferred
  /// It suits, but a later preferred candidate is chosen before it.
  case acceptable
  /// It does not suit; it is chosen only when it is the last and nothing suits.
  case rejected
}

/// A container that shows the first of its candidates that satisfies a predicate for the
/// proposal it receives, and takes exactly that candidate's size: the candidates sit in a
/// `ZStack`, the chosen one at layout priority 2, the others at 1 and hidden, so the ZStack
/// sizes itself to the chosen one alone (Docs/Semantics.md section 6). When no candidate
/// satisfies the predicate the last one is chosen.
///
/// The choice is made anew for every proposal, so a selection nested in a stack chooses for
/// the space the stack offers it.
///
/// ```swift
/// PrioritySelection(
///   candidates: [Rectangle().frame(width: 120), Rectangle().frame(width: 80)]
/// ) { candidate, proposal, context in
///   candidate.sizeThatFits(proposal, context: context).width <= (proposal.width ?? .infinity)
/// }
/// ```
public struct PrioritySelection: View {
  /// Whether a candidate is acceptable for a proposal.
  public typealias Predicate = @Sendable (any View, ProposedSize, LayoutContext) -> Bool

  /// How a candidate suits a proposal.
  public typealias Fit = @Sendable (any View, ProposedSize, LayoutContext) -> CandidateFit

  /// The candidates, in order of preference.
  public let candidates: [any View]
  let fit: Fit

  /// A selection among `candidates` by `predicate`: the first for which it holds.
  public init(candidates: [any View], where predicate: @escaping Predicate) {
    self.init(candidates: candidates) { predicate($0, $1, $2) ? .preferred : .rejected }
  }

  /// A selection among `candidates` by `fit`: the first preferred candidate, else the first
  /// acceptable one (``PrioritySelector/choose(from:fit:)``).
  public init(candidates: [any View], fit: @escaping Fit) {
    self.candidates = candidates
    self.fit = fit
  }

  /// The index of the candidate chosen for `proposal`; nil when there are no candidates.
  public func choice(for proposal: ProposedSize, context: LayoutContext) -> Int? {
    // Each candidate is judged at the position the ZStack gives it, so that a layout pass
    // remembers its answers under the right place in the tree; the choice itself is made once
    // per proposal in a pass, however often sizing, alignment and placement ask.
    context.remembering("PrioritySelection.choice", for: proposal) {
      PrioritySelector.choose(from: candidates.indices) { index in
        fit(candidates[index], proposal, context.child(index))
      }
    }
  }

  /// The ZStack that shows candidate `chosen` and hides the others.
  public func stack(choosing chosen: Int?) -> ZStack {
    ZStack(leadersKeepProposal: true) {
      for (index, candidate) in candidates.enumerated() {
        if index == chosen {
          candidate.layoutPriority(2)
        } else {
          candidate.layoutPriority(1).hidden()
        }
      }
    }
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    stack(choosing: choice(for: proposal, context: context))
      .sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    stack(choosing: choice(for: proposal, context: context))
      .explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let chosen = choice(for: proposal, context: context)
    let placed = stack(choosing: chosen).place(in: bounds, proposal: proposal, context: context)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed])
  }

  public var layoutDescription: String { "PrioritySelection(\(candidates.count) candidates)" }
}
