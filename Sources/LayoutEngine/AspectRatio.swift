/// How ``AspectRatio`` scales a shape to a proposal.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size of the ratio within the proposal.
  case fit
  /// The smallest size of the ratio that covers the proposal.
  case fill
}

/// A view proposed sizes of a fixed width-to-height ratio: see
/// ``View/aspectRatio(_:contentMode:)``.
public struct AspectRatio: View, SingleChildModifier {
  /// The constrained view.
  public package(set) var content: any View
  /// Width over height; nil takes the ratio of the content's ideal size.
  public let ratio: Double?
  /// Whether the content fits in the proposal or fills it.
  public let contentMode: ContentMode
  let diagnostics: [LayoutDiagnostic]

  init(content: any View, ratio: Double?, contentMode: ContentMode) {
    var validator = LengthValidator()
    self.content = content
    var checked = validator.length(ratio, "aspectRatio")
    if checked == 0 {
      validator.note("aspectRatio 0 has no shape; ignored (read as nil)")
      checked = nil
    }
    self.ratio = checked
    self.contentMode = contentMode
    self.diagnostics = validator.diagnostics
  }

  /// What the content is proposed: `proposal` itself when it is wholly unspecified, else the
  /// shape of the ratio scaled to fit or fill it. An unspecified axis does not limit the
  /// scale, so filling with one axis unspecified proposes infinity, as SwiftUI does.
  func childProposal(for proposal: ProposedSize, context: LayoutContext) -> ProposedSize {
    guard proposal != .unspecified else { return proposal }
    var shape =
      ratio.map { Size(width: $0, height: 1) }
      ?? content.sizeThatFits(.unspecified, context: context)
    if shape.width == shape.height { shape = Size(width: 1, height: 1) }
    let scales = Axis.allCases.map { axis -> Double in
      guard let target = proposal[axis], shape[axis] != 0 || target != 0 else { return .infinity }
      return target / shape[axis]
    }
    let scale = contentMode == .fit ? scales.min() ?? 1 : scales.max() ?? 1
    // 0 x infinity (a shape flat on one axis scaled without limit) has no length: 0.
    func scaled(_ length: Double) -> Double {
      let value = length * scale
      return value.isNaN ? 0 : value
    }
    return ProposedSize(width: scaled(shape.width), height: scaled(shape.height))
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(childProposal(for: proposal, context: context), context: context)
  }

  /// The content's frame, centered in `bounds`, and its proposal.
  func childFrame(in bounds: Rect, proposal: ProposedSize, context: LayoutContext)
    -> (frame: Rect, proposal: ProposedSize)
  {
    let childProposal = childProposal(for: proposal, context: context)
    let size = content.sizeThatFits(childProposal, context: context)
    let origin = Point(
      x: bounds.minX + (bounds.width - size.width) / 2,
      y: bounds.minY + (bounds.height - size.height) / 2)
    return (Rect(origin: origin, size: size), childProposal)
  }

  public var layoutDescription: String {
    let mode = contentMode == .fit ? "fit" : "fill"
    guard let ratio else { return "aspectRatio(contentMode: \(mode))" }
    return "aspectRatio(\(formatLength(ratio)), contentMode: \(mode))"
  }
}

extension View {
  /// Proposes the view sizes of width-to-height `ratio` (nil: the ratio of its ideal size), as
  /// SwiftUI's `aspectRatio(_:contentMode:)` does: the largest such size within the proposal
  /// (`.fit`) or the smallest that covers it (`.fill`); the result is the view's answer,
  /// centered. A wholly unspecified proposal is passed on as it is.
  ///
  /// ```swift
  /// Image("example", width: 200, height: 100).resizable()
  ///   .aspectRatio(contentMode: .fit)  // proposed 320 x 300: 320 x 160
  /// ```
  ///
  /// A zero, negative, NaN or infinite ratio is read as nil and the placed node carries a
  /// diagnostic.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> AspectRatio {
    AspectRatio(content: self, ratio: ratio, contentMode: contentMode)
  }

  /// Scales the view to fit the proposal, keeping the ratio of its ideal size:
  /// `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> AspectRatio { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill the proposal, keeping the ratio of its ideal size:
  /// `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> AspectRatio { aspectRatio(contentMode: .fill) }
}

extension AspectRatio: TextEdgeWrapper {}
