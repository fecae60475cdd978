/// A frame whose width, height or both are a share of the container's: see
/// ``View/containerRelativeFrame(_:count:span:spacing:alignment:)``.
///
/// The container is the root of the layout pass: the length on an axis comes from the
/// proposal the root was given on it. An axis whose root proposal is unspecified or infinite
/// has no length to share, and the frame leaves it to the content, as a frame with no value
/// there does.
public struct ContainerRelativeFrame: View {
  /// The framed view.
  public package(set) var content: any View
  /// The axes the frame sets.
  public let axes: Axis.Set
  /// Where the content goes inside the frame.
  public let alignment: Alignment
  let rule: Rule
  let diagnostics: [LayoutDiagnostic]

  /// How the frame's length on an axis comes from the container's.
  enum Rule: Sendable {
    /// `count` columns (rows) with `spacing` between them, `span` of them taken.
    case grid(count: Int, span: Int, spacing: Double)
    /// The closure's length for the container's length on the axis.
    case closure(@Sendable (Double, Axis) -> Double)
  }

  init(content: any View, axes: Axis.Set, alignment: Alignment, rule: Rule) {
    var validator = LengthValidator()
    var rule = rule
    if case .grid(let count, let span, let spacing) = rule {
      var checkedCount = count
      var checkedSpan = span
      if count < 1 {
        validator.note("containerRelativeFrame count \(count) is below 1; read as 1")
        checkedCount = 1
      }
      if span < 1 {
        validator.note("containerRelativeFrame span \(span) is below 1; read as 1")
        checkedSpan = 1
      }
      let checkedSpacing = validator.finite(spacing, "containerRelativeFrame spacing")
      rule = .grid(count: checkedCount, span: checkedSpan, spacing: checkedSpacing)
    }
    self.content = content
    self.axes = axes
    self.alignment = alignment
    self.rule = rule
    self.diagnostics = validator.diagnostics
  }

  /// The frame's length along `axis`, nil when it sets none there (an axis not in `axes`, no
  /// finite container length, or a closure answer that is not a valid length).
  func length(along axis: Axis, context: LayoutContext) -> (Double?, [LayoutDiagnostic]) {
    guard axes.contains(axis), let container = context.container?[axis], container.isFinite
    else { return (nil, []) }
    switch rule {
    case .grid(let count, let span, let spacing):
      let column = (container - spacing * Double(count - 1)) / Double(count)
      let value = column * Double(span) + spacing * Double(span - 1)
      return (max(value, 0), [])
    case .closure(let compute):
      var validator = LengthValidator()
      let value = validator.length(compute(container, axis), "containerRelativeFrame \(axis)")
      return (value, validator.diagnostics)
    }
  }

  /// The fixed frame this frame is in `context`, and what was worked around computing it.
  func frame(in context: LayoutContext) -> (FixedFrame, [LayoutDiagnostic]) {
    let (width, widthNotes) = length(along: .horizontal, context: context)
    let (height, heightNotes) = length(along: .vertical, context: context)
    let frame = FixedFrame(content: content, width: width, height: height, alignment: alignment)
    return (frame, widthNotes + heightNotes)
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    frame(in: context).0.sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    frame(in: context).0.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  /// The content placed as a fixed frame of the computed lengths places it.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let (frame, notes) = frame(in: context)
    var node = frame.place(in: bounds, proposal: proposal, context: context)
    node.description = layoutDescription
    node.diagnostics += diagnostics + notes
    return node
  }

  /// The content's traits: a frame does not change a view's priority or spacer-ness.
  public var layoutTraits: LayoutTraits { content.layoutTraits }

  public var layoutDescription: String {
    var axisNames: [String] = []
    if axes.contains(.horizontal) { axisNames.append("horizontal") }
    if axes.contains(.vertical) { axisNames.append("vertical") }
    var parts = [axisNames.count == 1 ? axisNames[0] : "[\(axisNames.joined(separator: ", "))]"]
    if case .grid(let count, let span, let spacing) = rule {
      parts.append("count: \(count), span: \(span), spacing: \(formatLength(spacing))")
    }
    if alignment != .center { parts.append("alignment: \(alignment)") }
    return "containerRelativeFrame(\(parts.joined(separator: ", ")))"
  }
}

extension View {
  /// Sizes the view on `axes` as `span` of `count` equal columns (rows) of its container with
  /// `spacing` between them, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`
  /// does: length = (container - spacing x (count - 1)) / count x span + spacing x (span - 1).
  /// The container is the layout pass's root proposal (there is no window or scroll view
  /// here); the view is proposed that length and placed in the frame by `alignment`.
  ///
  /// ```swift
  /// Text("Item 0").containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
  /// // in a root proposed 400 wide: 154 wide
  /// ```
  ///
  /// A count or span below 1 is read as 1, a NaN or infinite spacing as 0, and the placed
  /// node carries a diagnostic.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
  ) -> ContainerRelativeFrame {
    ContainerRelativeFrame(
      content: self, axes: axes, alignment: alignment,
      rule: .grid(count: count, span: span, spacing: spacing))
  }

  /// Sizes the view on `axes` as the whole container (the layout pass's root proposal), as
  /// SwiftUI's `containerRelativeFrame(_:alignment:)` does.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> ContainerRelativeFrame
  {
    ContainerRelativeFrame(
      content: self, axes: axes, alignment: alignment,
      rule: .grid(count: 1, span: 1, spacing: 0))
  }

  /// Sizes the view on `axes` by `length`, given the container's length (the layout pass's
  /// root proposal) and the axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)` does.
  ///
  /// ```swift
  /// image.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
  /// ```
  ///
  /// An answer that is negative, NaN or infinite sets nothing on that axis, with a
  /// diagnostic.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping @Sendable (Double, Axis) -> Double
  ) -> ContainerRelativeFrame {
    ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, rule: .closure(length))
  }
}

extension ContainerRelativeFrame: ContentModifier {}
