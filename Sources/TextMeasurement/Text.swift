import LayoutEngine
import Locking

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A leaf that shows a string in lines, measured by the environment's measurer, as SwiftUI's
/// `Text` does: ideal size without wrapping, greedy line filling at a width, line limits,
/// truncation with "…", and text baselines for stack alignment (Docs/Semantics.md section 3).
///
/// ```swift
/// let result = Text("Hi").layout(in: ProposedSize(width: 1, height: nil),
///                                environment: .terminal)
/// result.size  // 1 x 2: "H" and "i" on two lines
/// ```
public struct Text: View {
  /// The string as given (before the control-character rules).
  public let string: String
  /// A name that renderers and callers can find the placed text by; nil by default.
  public private(set) var identifier: String?
  private let prepared: PreparedText?
  private let memo: SharedTextMemo

  /// A text measured with the environment's measurer and line-breaking options.
  public init(_ string: String) {
    self.string = string
    self.prepared = nil
    self.memo = SharedTextMemo()
  }

  /// A text already measured: it keeps its own measurer and options, whatever the
  /// environment says, and is never measured again.
  public init(_ prepared: PreparedText) {
    self.string = prepared.measured.text
    self.prepared = prepared
    self.memo = SharedTextMemo()
  }

  /// The same text carrying `identifier` into its placed content, so that a caller can find
  /// it in a layout result (as a row finds its title).
  public func identified(_ identifier: String) -> Text {
    var copy = self
    copy.identifier = identifier
    return copy
  }

  /// The measured text this view lays out in `context`.
  public func preparedText(in context: LayoutContext) -> PreparedText {
    if let prepared { return prepared }
    let measurer = context.environment.textMeasurer
    let options = context.environment.lineBreakOptions
    return memo.base.prepared(string, measurer: measurer, options: options)
  }

  /// The text's layout for `proposal` in `context`: its visible lines, size and baselines.
  public func textLayout(for proposal: ProposedSize, context: LayoutContext) -> TextLayout {
    let text = preparedText(in: context)
    let style = TextStyle(context.environment)
    if prepared != nil {
      return memo.base.layout(measurement: nil, proposal: proposal, style: style) {
        text.layout(for: proposal, style: style)
      }
    }
    let environment = context.environment
    guard let key = TextMemo.key(environment.textMeasurer, environment.lineBreakOptions) else {
      return text.layout(for: proposal, style: style)
    }
    return memo.base.layout(measurement: key, proposal: proposal, style: style) {
      text.layout(for: proposal, style: style)
    }
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    textLayout(for: proposal, context: context).size
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    if key == VerticalAlignment.firstTextBaseline.key {
      return textLayout(for: proposal, context: context).firstBaseline
    }
    if key == VerticalAlignment.lastTextBaseline.key {
      return textLayout(for: proposal, context: context).lastBaseline
    }
    return nil
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let layout = textLayout(for: proposal, context: context)
    let text = preparedText(in: context)
    // The problems of the measurer's answers: its advances for this text, and its metrics
    // when the text brings a measurer of its own (the environment's are the root's).
    var diagnostics = prepared == nil ? text.measured.diagnostics : text.diagnostics
    diagnostics += TextStyle.diagnostics(context.environment)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context,
      content: TextContent(
        layout: layout, lineHeight: text.measurer.lineHeight,
        lineSpacing: TextStyle(context.environment).lineSpacing, identifier: identifier),
      diagnostics: diagnostics)
  }

  /// Its top and bottom are a text's edges for a vertical stack's spacing.
  public var layoutTraits: LayoutTraits { LayoutTraits(textEdges: [.top, .bottom]) }

  public var layoutDescription: String {
    let shown = ControlCharacterPolicy.sanitize(string)
    let short = shown.count > 24 ? String(shown.prefix(23)) + "…" : shown
    return "Text(\(short.debugDescription))"
  }
}

/// What a placed text hands to renderers: its lines and where they go.
public struct TextContent: PlacedContent, Hashable {
  /// The layout the text was placed with.
  public var layout: TextLayout
  /// The height of one line.
  public var lineHeight: Double
  /// The space between two lines (`lineSpacing(_:)`).
  public var lineSpacing: Double = 0
  /// The text's identifier, if it was given one.
  public var identifier: String?

  /// The distance between two lines' tops: the line height and the line spacing.
  public var linePitch: Double { lineHeight + lineSpacing }

  public var dumpDescription: String {
    let lines = layout.lines.map(\.text.debugDescription).joined(separator: ", ")
    return "lines [\(lines)]" + (layout.isTruncated ? " truncated" : "")
  }
}

/// The memory of one text value: its measurement for the last measurer and options, and its
/// layout for the last few proposals, so a stack asking the same text several times pays once.
/// Copies of a text share it; it is safe to use from several threads. Measurers that are not
/// `Hashable` cannot be told apart, so texts measured with them are not remembered.
///
/// Every text makes one, so it is one allocation: the state is the buffer's header and the pthread
/// mutex guarding it (``PthreadMutex``, as `Locked` uses it, which the thread sanitizer sees
/// through) is its element, in the same block. A class of its own, not generic, so making one costs
/// no metadata lookup.
final class TextMemo: ManagedBuffer<TextMemo.State, pthread_mutex_t> {
  struct State: Sendable {
    var prepared: (key: MeasurementKey, value: PreparedText)?
    var layouts: [(key: LayoutKey, value: TextLayout)] = []
  }

  /// What a measurement depends on besides the string.
  struct MeasurementKey: Hashable, Sendable {
    var measurer: MeasurerKey
    var options: LineBreakOptions
  }

  struct LayoutKey: Hashable, Sendable {
    var measurement: MeasurementKey?
    var proposal: ProposedSize
    var style: TextStyle
  }

  /// An empty memo with its mutex initialized.
  static func make() -> TextMemo {
    let memo = unsafeDowncast(
      TextMemo.create(minimumCapacity: 1) { _ in State() }, to: TextMemo.self)
    memo.withUnsafeMutablePointerToElements(PthreadMutex.initialize)
    return memo
  }

  deinit {
    withUnsafeMutablePointerToElements(PthreadMutex.destroy)
  }

  /// Runs `body` with the state, holding the mutex.
  private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    withUnsafeMutablePointers { state, mutex in
      PthreadMutex.withLocked(mutex) { body(&state.pointee) }
    }
  }

  /// The key of `measurer` and `options`, nil when the measurer is not `Hashable`.
  static func key(_ measurer: any TextMeasurer, _ options: LineBreakOptions) -> MeasurementKey? {
    MeasurerKey(measurer).map { MeasurementKey(measurer: $0, options: options) }
  }

  func prepared(_ string: String, measurer: any TextMeasurer, options: LineBreakOptions)
    -> PreparedText
  {
    guard let key = Self.key(measurer, options) else {
      return PreparedText(string, measurer: measurer, options: options)
    }
    if let hit = withLock({ $0.prepared?.key == key ? $0.prepared?.value : nil }) {
      return hit
    }
    let fresh = PreparedText(string, measurer: measurer, options: options)
    withLock { $0.prepared = (key, fresh) }
    return fresh
  }

  /// The layout for `proposal` and `style` of the measurement `measurement` (nil for a text
  /// prepared in advance, whose measurement never changes), computed by `compute` once.
  func layout(
    measurement: MeasurementKey?, proposal: ProposedSize, style: TextStyle,
    compute: () -> TextLayout
  ) -> TextLayout {
    let key = LayoutKey(measurement: measurement, proposal: proposal, style: style)
    if let hit = withLock({ state in state.layouts.first { $0.key == key }?.value }) {
      return hit
    }
    let value = compute()
    withLock {
      if $0.layouts.count >= 8 { $0.layouts.removeFirst() }
      $0.layouts.append((key, value))
    }
    return value
  }
}

/// A text's memo as its copies share it. `ManagedBuffer` is not `Sendable`, but the memo only
/// touches its state under its mutex, so it is safe to share between threads.
struct SharedTextMemo: @unchecked Sendable {
  let base = TextMemo.make()
}

/// A measurer as a hashable, sendable key: two keys are equal when the measurers are.
///
/// It holds the measurer as `AnyHashable`, which Swift does not know to be `Sendable`; every
/// `TextMeasurer` is `Sendable`, so the value it wraps is.
struct MeasurerKey: Hashable, @unchecked Sendable {
  let base: AnyHashable

  init?(_ measurer: any TextMeasurer) {
    guard let hashable = measurer as? any Hashable else { return nil }
    base = AnyHashable(hashable)
  }

  /// Whether `first` and `second` are equal measurers (of one type, and `==`); never when
  /// their type is not `Hashable`. The library's own value measurers are compared by a cast to
  /// their type: the keys' cast to `any Hashable` looks the conformance up and boxes each
  /// measurer, a cost every row of a list would pay twice.
  static func equal(_ first: any TextMeasurer, _ second: any TextMeasurer) -> Bool {
    if let first = first as? TerminalCellMeasurer {
      return (second as? TerminalCellMeasurer) == first
    }
    if let first = first as? FixedAdvanceMeasurer {
      return (second as? FixedAdvanceMeasurer) == first
    }
    guard let mine = MeasurerKey(first), let theirs = MeasurerKey(second) else { return false }
    return mine == theirs
  }
}
