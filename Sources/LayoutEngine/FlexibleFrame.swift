/// A frame with minimum, ideal and maximum sizes around a view: see
/// ``View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``.
public struct FlexibleFrame: View, AligningModifier {
  /// The framed view.
  public package(set) var content: any View
  /// The width limits, normalised (min <= ideal <= max where given).
  public let horizontal: FrameLimits
  /// The height limits, normalised (min <= ideal <= max where given).
  public let vertical: FrameLimits
  /// Where the child goes inside the frame.
  public let alignment: Alignment
  let given: [(String, Double)]
  let diagnostics: [LayoutDiagnostic]

  init(
    content: any View, width: (Double?, Double?, Double?), height: (Double?, Double?, Double?),
    alignment: Alignment
  ) {
    var validator = LengthValidator()
    let minWidth = validator.limit(width.0, "frame minWidth", diagnosesInfinity: true)
    let idealWidth = validator.limit(width.1, "frame idealWidth")
    let maxWidth = validator.limit(width.2, "frame maxWidth")
    let minHeight = validator.limit(height.0, "frame minHeight", diagnosesInfinity: true)
    let idealHeight = validator.limit(height.1, "frame idealHeight")
    let maxHeight = validator.limit(height.2, "frame maxHeight")
    self.content = content
    self.horizontal = FrameLimits(min: minWidth, ideal: idealWidth, max: maxWidth)
    self.vertical = FrameLimits(min: minHeight, ideal: idealHeight, max: maxHeight)
    self.alignment = alignment
    let named: [(String, Double?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    self.given = named.compactMap { name, value in value.map { (name, $0) } }
    if horizontal.wasContradictory || vertical.wasContradictory {
      validator.note("contradictory frame constraints; normalised to min <= ideal <= max")
    }
    self.diagnostics = validator.diagnostics
  }

  func limits(_ axis: Axis) -> FrameLimits { axis == .horizontal ? horizontal : vertical }

  var movableEdges: Edge.Set {
    func limited(_ limits: FrameLimits) -> Bool {
      limits.min != nil || limits.ideal != nil || limits.max != nil
    }
    return edgesAcross(horizontal: limited(horizontal), vertical: limited(vertical))
  }

  func childProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal.childProposal(proposal.width),
      height: vertical.childProposal(proposal.height))
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    if let width = horizontal.sizeWithoutChild(proposal.width),
      let height = vertical.sizeWithoutChild(proposal.height)
    {
      return Size(width: width, height: height)
    }
    let childProposal = childProposal(for: proposal)
    let child = content.sizeThatFits(childProposal, context: context)
    return Size(
      width: horizontal.size(
        proposal.width, childProposal: childProposal.width, child: child.width),
      height: vertical.size(
        proposal.height, childProposal: childProposal.height, child: child.height))
  }

  public var layoutDescription: String {
    var parts = given.map { "\($0.0): \(formatLength($0.1))" }
    if alignment != .center { parts.append("alignment: \(alignment)") }
    return "frame(\(parts.joined(separator: ", ")))"
  }
}

/// The minimum, ideal and maximum lengths of a flexible frame on one axis, and how the frame
/// resolves its length on that axis.
public struct FrameLimits: Hashable, Sendable {
  /// The minimum length, if any.
  public let min: Double?
  /// The length when the proposal is unspecified, if any.
  public let ideal: Double?
  /// The maximum length, if any (may be infinite).
  public let max: Double?
  /// Whether the given values were out of order before normalisation.
  let wasContradictory: Bool

  /// Limits normalised as SwiftUI stores them: min = max(min, 0) (an infinite minimum is
  /// kept), ideal = max(min, ideal), max = max(ideal, max), each where given, the ideal
  /// compared with the minimum and the maximum with the ideal, or the minimum when there is
  /// no ideal. A NaN limit is read as nil.
  ///
  /// ```swift
  /// FrameLimits(min: -10, ideal: nil, max: nil).min  // 0
  /// FrameLimits(min: 20, ideal: 10, max: nil).ideal  // 20
  /// FrameLimits(min: nil, ideal: 30, max: 20).max    // 30
  /// ```
  public init(min: Double?, ideal: Double?, max: Double?) {
    let (min, ideal, max) = (
      min.flatMap(Self.number), ideal.flatMap(Self.number), max.flatMap(Self.number)
    )
    let lower = min.map { Swift.max($0, 0) }
    let idealValue = ideal.map { Swift.max(lower ?? $0, $0) }
    let floor = idealValue ?? lower
    let upper = max.map { Swift.max(floor ?? $0, $0) }
    self.min = lower
    self.ideal = idealValue
    self.max = upper
    self.wasContradictory = idealValue != ideal || upper != max
  }

  /// `value`, or nil when it is NaN.
  private static func number(_ value: Double) -> Double? { value.isNaN ? nil : value }

  /// `value` held between the limits that are given.
  func clamp(_ value: Double) -> Double {
    var result = value
    if let max { result = Swift.min(result, max) }
    if let min { result = Swift.max(result, min) }
    return result
  }

  /// What the child is proposed on this axis for a proposal `proposal`: the proposal (or the
  /// ideal when it is nil) clamped to the limits; nil stays nil.
  func childProposal(_ proposal: Double?) -> Double? {
    (proposal ?? ideal).map(clamp)
  }

  /// The frame's length when it does not depend on the child: a proposal with both min and
  /// max given is clamped; a nil proposal with an ideal takes the ideal.
  func sizeWithoutChild(_ proposal: Double?) -> Double? {
    if let proposal, min != nil, max != nil { return clamp(proposal) }
    if proposal == nil, let ideal { return ideal }
    return nil
  }

  /// The frame's length for `proposal`, once the child proposed `childProposal` chose `child`.
  func size(_ proposal: Double?, childProposal: Double?, child: Double) -> Double {
    if let fixed = sizeWithoutChild(proposal) { return fixed }
    switch (min, max) {
    case (.some, .some): return clamp(child)
    case (.some(let lower), nil):
      return Swift.max(lower, Swift.min(childProposal ?? .infinity, child))
    case (nil, .some(let upper)):
      return Swift.min(upper, Swift.max(childProposal ?? -.infinity, child))
    case (nil, nil): return child
    }
  }
}

extension View {
  /// Puts the view in a frame whose size follows the proposal within limits, as SwiftUI's
  /// flexible frame does. Per axis:
  /// 1. a proposal with both min and max given is clamped to them, without asking the child;
  /// 2. an unspecified proposal with an ideal given takes the ideal;
  /// 3. otherwise the child is proposed the proposal (or the ideal) clamped to the limits,
  ///    and its answer is clamped (with only a min: at least the min, and no more than the
  ///    child's proposal; with only a max: at most the max, and at least the child's proposal).
  ///
  /// ```swift
  /// Rectangle().frame(maxWidth: .infinity)   // takes the whole proposed width
  /// content.frame(minWidth: 150)             // at least 150 wide
  /// Rectangle().frame(idealWidth: 100)       // 100 wide when the width is unspecified
  /// ```
  ///
  /// Limits are first normalised as SwiftUI stores them: a negative limit becomes 0, then the
  /// ideal is raised to the minimum and the maximum to the ideal (min <= ideal <= max). A
  /// negative or NaN limit, an infinite minimum and contradictory limits give the placed frame
  /// a diagnostic; a NaN limit is read as nil. `maxWidth: .infinity` is valid, and so is an
  /// infinite ideal (the frame is then infinite when the proposal is unspecified).
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> FlexibleFrame {
    FlexibleFrame(
      content: self, width: (minWidth, idealWidth, maxWidth),
      height: (minHeight, idealHeight, maxHeight), alignment: alignment)
  }
}

extension FlexibleFrame: TextEdgeWrapper {}
