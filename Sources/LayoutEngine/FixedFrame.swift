/// A frame of a fixed width, height or both around a view: see ``View/frame(width:height:alignment:)``.
public struct FixedFrame: View, AligningModifier {
  /// The framed view.
  public package(set) var content: any View
  /// The frame's width; nil takes the child's.
  public let width: Double?
  /// The frame's height; nil takes the child's.
  public let height: Double?
  /// Where the child goes inside the frame.
  public let alignment: Alignment
  let diagnostics: [LayoutDiagnostic]

  init(content: any View, width: Double?, height: Double?, alignment: Alignment) {
    var validator = LengthValidator()
    self.content = content
    self.width = validator.length(width, "frame width")
    self.height = validator.length(height, "frame height")
    self.alignment = alignment
    self.diagnostics = validator.diagnostics
  }

  func childProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  var movableEdges: Edge.Set {
    edgesAcross(horizontal: width != nil, vertical: height != nil)
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let child = content.sizeThatFits(childProposal(for: proposal), context: context)
    return Size(width: width ?? child.width, height: height ?? child.height)
  }

  public var layoutDescription: String {
    var parts: [String] = []
    if let width { parts.append("width: \(formatLength(width))") }
    if let height { parts.append("height: \(formatLength(height))") }
    if alignment != .center { parts.append("alignment: \(alignment)") }
    return "frame(\(parts.joined(separator: ", ")))"
  }
}

extension View {
  /// Puts the view in a frame of a fixed `width`, `height` or both, and places it inside by
  /// `alignment`.
  ///
  /// With both given, the frame is that size whatever the child chooses (the child may
  /// overflow it). Otherwise the child is proposed the given value on that axis and the
  /// parent's proposal on the other, and the frame takes the child's size where no value is
  /// given.
  ///
  /// ```swift
  /// Rectangle().frame(width: 120)  // 120 wide, as tall as proposed
  /// ```
  ///
  /// A negative, NaN or infinite value is invalid: it is read as nil and the placed frame
  /// carries a diagnostic.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> FixedFrame
  {
    FixedFrame(content: self, width: width, height: height, alignment: alignment)
  }
}

extension FixedFrame: TextEdgeWrapper {}
