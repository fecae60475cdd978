/// A type that identifies an alignment guide and gives its value for a view that does not
/// set one explicitly (SwiftUI's `AlignmentID`).
///
/// A consumer declares a custom guide to line up views that live in different containers:
///
/// ```swift
/// enum AmountColumn: AlignmentID {
///   static func defaultValue(in d: ViewDimensions) -> Double { d[HorizontalAlignment.trailing] }
/// }
/// extension HorizontalAlignment {
///   static let amountColumn = HorizontalAlignment(AmountColumn.self)
/// }
/// ```
public protocol AlignmentID: SendableMetatype {
  /// The guide's value, in the view's own coordinates, when the view sets none.
  static func defaultValue(in dimensions: ViewDimensions) -> Double
}

/// The identity of an alignment guide on one axis, used to ask a view for its explicit value.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  /// The axis the guide measures along: a horizontal guide is an x offset.
  public let axis: Axis
  let id: ObjectIdentifier
  let name: String
  let defaultValue: @Sendable (ViewDimensions) -> Double

  init<ID: AlignmentID>(_ id: ID.Type, axis: Axis, name: String? = nil) {
    self.axis = axis
    self.id = ObjectIdentifier(id)
    self.name = name ?? String(describing: id)
    self.defaultValue = { ID.defaultValue(in: $0) }
  }

  public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.id == rhs.id && lhs.axis == rhs.axis
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }

  public var description: String { name }
}

/// A guide along the horizontal axis (an x offset): leading, center, trailing or custom.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's identity.
  public let key: AlignmentKey

  /// A custom horizontal guide identified by `id`.
  public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .horizontal) }

  init<ID: AlignmentID>(_ id: ID.Type, name: String) {
    key = AlignmentKey(id, axis: .horizontal, name: name)
  }

  /// The leading (left) edge: x = 0.
  public static let leading = HorizontalAlignment(LeadingID.self, name: "leading")
  /// The horizontal center: x = width / 2.
  public static let center = HorizontalAlignment(HorizontalCenterID.self, name: "center")
  /// The trailing (right) edge: x = width.
  public static let trailing = HorizontalAlignment(TrailingID.self, name: "trailing")

  public var description: String { key.description }
}

/// A guide along the vertical axis (a y offset): top, center, bottom, text baselines or custom.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's identity.
  public let key: AlignmentKey

  /// A custom vertical guide identified by `id`.
  public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .vertical) }

  init<ID: AlignmentID>(_ id: ID.Type, name: String) {
    key = AlignmentKey(id, axis: .vertical, name: name)
  }

  /// The top edge: y = 0.
  public static let top = VerticalAlignment(TopID.self, name: "top")
  /// The vertical center: y = height / 2.
  public static let center = VerticalAlignment(VerticalCenterID.self, name: "center")
  /// The bottom edge: y = height.
  public static let bottom = VerticalAlignment(BottomID.self, name: "bottom")
  /// The baseline of the first line of the first text in the view; the bottom edge when the
  /// view has no text.
  public static let firstTextBaseline = VerticalAlignment(
    FirstTextBaselineID.self, name: "firstTextBaseline")
  /// The baseline of the last line of the last text in the view; the bottom edge when the view
  /// has no text.
  public static let lastTextBaseline = VerticalAlignment(
    LastTextBaselineID.self, name: "lastTextBaseline")

  public var description: String { key.description }
}

/// A horizontal and a vertical guide, as used by frames and `ZStack`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide along the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The guide along the vertical axis.
  public var vertical: VerticalAlignment

  /// The alignment on `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The guide along `axis`.
  public func key(along axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }

  /// The name of a built-in alignment (`topLeading`), else `(horizontal, vertical)`.
  public var description: String {
    let named: [(Alignment, String)] = [
      (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
      (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
      (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
    ]
    return named.first { $0.0 == self }?.1 ?? "(\(horizontal), \(vertical))"
  }
}

enum LeadingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { 0 }
}
enum HorizontalCenterID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.width / 2 }
}
enum TrailingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.width }
}
enum TopID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { 0 }
}
enum VerticalCenterID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height / 2 }
}
enum BottomID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}
enum FirstTextBaselineID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}
enum LastTextBaselineID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}

/// A view's size together with its alignment guides, as seen by a parent that aligns it.
///
/// `d[.leading]`, `d[.lastTextBaseline]` and `d[MyGuide]` give the guide's value in the view's
/// own coordinates: the explicit value the view sets (a text's baseline, an `alignmentGuide`),
/// or the guide's default.
public struct ViewDimensions: Sendable {
  /// The width the view chose.
  public let width: Double
  /// The height the view chose.
  public let height: Double
  let explicit: @Sendable (AlignmentKey) -> Double?

  /// Dimensions of `size` whose guides come from `explicit`, or their defaults when it gives nil.
  public init(size: Size, explicit: @escaping @Sendable (AlignmentKey) -> Double? = { _ in nil }) {
    self.width = size.width
    self.height = size.height
    self.explicit = explicit
  }

  /// The size.
  public var size: Size { Size(width: width, height: height) }

  /// The value of `key`: explicit if the view sets one, else the guide's default.
  public subscript(key: AlignmentKey) -> Double { explicit(key) ?? key.defaultValue(self) }
  /// The value of a horizontal guide: explicit if the view sets one, else the default.
  public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
  /// The value of a vertical guide: explicit if the view sets one, else the default.
  public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }

  /// The explicit value of `key`, or nil when the view leaves it at its default.
  public subscript(explicit key: AlignmentKey) -> Double? { explicit(key) }
  /// The explicit value of a horizontal guide, or nil.
  public subscript(explicit guide: HorizontalAlignment) -> Double? { explicit(guide.key) }
  /// The explicit value of a vertical guide, or nil.
  public subscript(explicit guide: VerticalAlignment) -> Double? { explicit(guide.key) }
}
