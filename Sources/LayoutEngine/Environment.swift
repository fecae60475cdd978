/// A key for a value carried down the layout tree (SwiftUI's `EnvironmentKey`).
///
/// ```swift
/// private struct RowStyleKey: EnvironmentKey { static let defaultValue = "plain" }
/// extension EnvironmentValues {
///   var rowStyle: String {
///     get { self[RowStyleKey.self] }
///     set { self[RowStyleKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value: Sendable
  /// The value when no ancestor sets one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, set with `environment(_:_:)`.
public struct EnvironmentValues: Sendable {
  /// Each value in a box of its key's value type: only the setter of a key writes its entry,
  /// so reading it back needs no dynamic cast. An environment holds a handful of keys, so a
  /// list compared by identity is quicker to read than a hashed table.
  @usableFromInline var storage: [(key: ObjectIdentifier, box: any AnyObject & Sendable)] = []

  /// Whether the layout metrics are the text measurer's: set by the text measurer's setter,
  /// cleared by the metrics' own.
  package var metricsAreTextMeasurer = false

  /// What was wrong with the answers of the layout metrics (or the text measurer) in use:
  /// read once when the metrics are set, as the answers themselves are.
  package private(set) var metricsDiagnostics: [LayoutDiagnostic] = []

  /// An environment with every value at its default.
  public init() {}

  /// The same values in storage of its own. Reading a value retains and releases the storage
  /// (a reference count in its first bytes); threads that lay out many rows each in one copy
  /// of an environment write that count for every row, and the cache line holding it then
  /// moves between their cores each time. A thread that lays out a run of rows takes a copy
  /// of its own first.
  package func unshared() -> EnvironmentValues {
    var copy = self
    copy.storage = storage.map { $0 }
    return copy
  }

  /// The value for `key`, or its default.
  @inlinable
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in storage where entry.key == id {
        return unsafeDowncast(entry.box, to: EnvironmentBox<K.Value>.self).value
      }
      return K.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      let box = EnvironmentBox(newValue)
      if let index = storage.firstIndex(where: { $0.key == id }) {
        storage[index].box = box
      } else {
        storage.append((id, box))
      }
    }
  }
}

/// One environment value.
@usableFromInline
final class EnvironmentBox<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}

/// The metrics of a unit system that containers need without knowing about text: the default
/// spacing between two views, the default Spacer length, and the grid sizes round to.
///
/// Text measurers (terminal cells, fixed advance, fonts) conform to it, so the engine takes
/// its spacing from the measurer in use.
public protocol LayoutMetrics: Sendable {
  /// The spacing a stack puts between two non-spacer neighbours along `axis`.
  func defaultSpacing(along axis: Axis) -> Double
  /// The minimum length of a `Spacer()` with no `minLength`.
  var defaultSpacerLength: Double { get }
  /// Sizes of measured content round up to multiples of this (1 for terminal cells,
  /// 1/scale for a display).
  var pixelGrid: Double { get }
  /// The inset `padding()` puts on an edge across `axis` (the leading and trailing edges for
  /// `.horizontal`) when no length is given.
  func defaultPadding(along axis: Axis) -> Double
  /// The vertical default spacing beside a text's edge, when the unit system spaces texts by
  /// their neighbours' kinds as SwiftUI does; nil (the default) spaces every pair of views
  /// with ``defaultSpacing(along:)``.
  var textSpacing: TextSpacing? { get }
}

extension LayoutMetrics {
  /// None: every pair of neighbours gets ``defaultSpacing(along:)``.
  public var textSpacing: TextSpacing? { nil }

  /// The default spacing between two neighbours along `axis` that are not spacers, by whether
  /// the one before shows a text's edge to the one after (`textBefore`) and the one after a
  /// text's edge to the one before (`textAfter`): vertically, with ``textSpacing``, the text
  /// spacing of the pair's kinds; else ``defaultSpacing(along:)``.
  public func defaultSpacing(along axis: Axis, textBefore: Bool, textAfter: Bool) -> Double {
    defaultSpacing(
      along: axis, textAbove: textBefore ? textSpacing : nil,
      textBelow: textAfter ? textSpacing : nil)
  }

  /// The default spacing between two neighbours along `axis` that are not spacers, given the
  /// text spacing of the text whose edge the one before shows (`textAbove`, nil when it shows
  /// none or its measurer spaces no texts) and of the one after (`textBelow`): vertically,
  /// between two texts the upper one's leading, below a text its ``TextSpacing/belowText``,
  /// above one the lower text's ``TextSpacing/aboveText``; else ``defaultSpacing(along:)``.
  func defaultSpacing(along axis: Axis, textAbove: TextSpacing?, textBelow: TextSpacing?)
    -> Double
  {
    guard axis == .vertical else { return defaultSpacing(along: axis) }
    switch (textAbove, textBelow) {
    case (let above?, .some): return above.betweenTexts
    case (let above?, nil): return above.belowText
    case (nil, let below?): return below.aboveText
    case (nil, nil): return defaultSpacing(along: axis)
    }
  }

  /// Twice the horizontal default spacing on both axes, as SwiftUI's 16 points are twice its
  /// 8: a unit system that says nothing pads as it spaces.
  public func defaultPadding(along axis: Axis) -> Double {
    2 * defaultSpacing(along: .horizontal)
  }
}

/// The default spacing a vertical stack puts beside a text, by the kinds of the two
/// neighbours (Docs/Semantics.md section 2): what SwiftUI derives from a text's font.
///
/// ```swift
/// // The 13-point system font: 4.74 under a shape, 8.15 above one, 0 between texts.
/// TextSpacing(ascent: 12.568, descent: 2.742, leading: 0, capHeight: 9.16, pixelGrid: 0.5)
/// ```
public struct TextSpacing: Hashable, Sendable {
  /// Between a view above and a text below it.
  public var aboveText: Double
  /// Between a text above and a view below it.
  public var belowText: Double
  /// Between a text above and a text below it.
  public var betweenTexts: Double

  /// The three spacings as given.
  public init(aboveText: Double, belowText: Double, betweenTexts: Double) {
    self.aboveText = aboveText
    self.belowText = belowText
    self.betweenTexts = betweenTexts
  }

  /// SwiftUI's spacing for a font of these metrics (in points), on a pixel grid of
  /// `pixelGrid`: with the line box b = ascent + descent and a margin m of b / 10 rounded up
  /// to the grid, a view above a text is b + m - ascent above it, a view below is
  /// max(b + m - capHeight, m + descent) below it, and two texts are the leading apart
  /// (rounded up to the grid).
  public init(
    ascent: Double, descent: Double, leading: Double, capHeight: Double, pixelGrid: Double
  ) {
    let grid = pixelGrid > 0 && pixelGrid.isFinite ? pixelGrid : 1
    func roundedUp(_ value: Double) -> Double { (value / grid).rounded(.up) * grid }
    let box = ascent + descent
    let margin = roundedUp(box / 10)
    self.init(
      aboveText: box + margin - ascent, belowText: max(box + margin - capHeight, margin + descent),
      betweenTexts: roundedUp(leading))
  }
}

/// SwiftUI's defaults in points: spacing 8 on both axes, Spacer length 8, padding 16, and a
/// pixel grid of 1 / `displayScale`.
public struct PointMetrics: LayoutMetrics, Hashable {
  /// Pixels per point: 1, 2 or 3.
  public var displayScale: Double

  /// SwiftUI's metrics for a display of `displayScale`.
  public init(displayScale: Double = 1) { self.displayScale = displayScale }

  /// 8 points on both axes.
  public func defaultSpacing(along axis: Axis) -> Double { 8 }
  /// 8 points.
  public var defaultSpacerLength: Double { 8 }
  /// 16 points on both axes.
  public func defaultPadding(along axis: Axis) -> Double { 16 }
  /// One pixel: 1 / `displayScale` points.
  public var pixelGrid: Double { 1 / displayScale }
}

private struct LayoutMetricsKey: EnvironmentKey {
  static var defaultValue: any LayoutMetrics { CellMetrics() }
}

extension EnvironmentValues {
  /// The metrics containers use for default spacing and Spacer length: terminal cells
  /// (``CellMetrics``) unless set, the units texts are measured in when no measurer is set.
  /// Text measurers set it.
  ///
  /// Metrics are user input: those that are not the library's own are read once when set,
  /// and a NaN, negative, infinite or absurdly large answer is read as the nearest sane value
  /// (a layout's diagnostics say which).
  public var layoutMetrics: any LayoutMetrics {
    get { self[LayoutMetricsKey.self] }
    set {
      setLayoutMetrics(checked: Self.checked(newValue))
      metricsAreTextMeasurer = false
    }
  }

  /// Sets metrics that are checked already, as the setter of ``layoutMetrics`` keeps them.
  package mutating func setLayoutMetrics(checked: any CheckedMetrics) {
    self[LayoutMetricsKey.self] = checked
    metricsDiagnostics = checked.answerDiagnostics
  }

  /// `metrics` as they are when they are checked, else read once and checked. The cast is
  /// from the metrics' own type, opened here: from the existential, the runtime would first
  /// ask whether the existential type itself conforms, one more search of every conformance
  /// the process has loaded.
  private static func checked(_ metrics: some LayoutMetrics) -> any CheckedMetrics {
    metrics as? any CheckedMetrics ?? CheckedLayoutMetrics(metrics)
  }
}

/// Changes the environment of its content.
public struct EnvironmentModifier: View {
  /// The view whose environment changes.
  public package(set) var content: any View
  let transform: @Sendable (inout EnvironmentValues) -> Void

  /// A view that runs `content` in the environment changed by `transform`.
  public init(content: any View, transform: @escaping @Sendable (inout EnvironmentValues) -> Void) {
    self.content = content
    self.transform = transform
  }

  func childContext(_ context: LayoutContext) -> LayoutContext {
    var child = context
    transform(&child.environment)
    return child
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: childContext(context))
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(key, size: size, proposal: proposal, context: childContext(context))
  }

  /// The content's placed node, with the diagnostics of measurer or metrics answers that
  /// this modifier's environment brings.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let child = childContext(context)
    let placed = content.place(in: bounds, proposal: proposal, context: child)
    let brought = child.environment.metricsDiagnostics
    guard !brought.isEmpty, brought != context.environment.metricsDiagnostics else {
      return placed
    }
    return placed.adding(brought)
  }

  public var layoutTraits: LayoutTraits { content.layoutTraits }
}

extension EnvironmentModifier: TextEdgeSource {
  /// The content's, in the environment this modifier gives it (its measurer's spacing).
  func textSpacing(at edge: Edge.Set, context: LayoutContext) -> TextSpacing? {
    content.edgeTextSpacing(at: edge, context: childContext(context))
  }
}

extension View {
  /// Sets an environment value for this view and its subtree.
  ///
  /// ```swift
  /// row.environment(\.layoutMetrics, PointMetrics(displayScale: 2))
  /// ```
  public func environment<V: Sendable>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> EnvironmentModifier {
    nonisolated(unsafe) let keyPath = keyPath
    return EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes the environment for this view and its subtree.
  public func transformEnvironment(
    _ transform: @escaping @Sendable (inout EnvironmentValues) -> Void
  ) -> EnvironmentModifier {
    EnvironmentModifier(content: self, transform: transform)
  }
}

private struct StackOrientationKey: EnvironmentKey {
  static var defaultValue: Axis? { nil }
}

extension EnvironmentValues {
  /// The axis of the stack the view is a direct child of (through modifiers), nil outside a
  /// stack. Layout containers set it for their subviews from their ``LayoutProperties``.
  package var stackOrientation: Axis? {
    get { self[StackOrientationKey.self] }
    set { self[StackOrientationKey.self] = newValue }
  }
}

extension EnvironmentModifier: ContentModifier {}
