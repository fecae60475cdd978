/// A width and a height, in the measurer's units (points, terminal cells, ...).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal length.
  public var width: Double
  /// The vertical length.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size built from a length along `axis` and one across it.
  public init(_ axis: Axis, along: Double, across: Double) {
    self =
      axis == .horizontal
      ? Size(width: along, height: across) : Size(width: across, height: along)
  }

  public var description: String { "\(formatLength(width)) x \(formatLength(height))" }
}

/// A position in a coordinate space whose origin is the top-leading corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, growing rightward.
  public var x: Double
  /// The vertical coordinate, growing downward.
  public var y: Double

  /// The point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  public var description: String { "(\(formatLength(x)), \(formatLength(y)))" }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-leading corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The rectangle at `origin` of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle at `x`, `y` of `width` by `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The leading edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The trailing edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical center.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The smallest rectangle that contains both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  public var description: String {
    "(\(formatLength(minX)), \(formatLength(minY)), \(size))"
  }
}

/// The horizontal or vertical dimension.
public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// The other axis.
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, as used by `fixedSize` and `ViewThatFits(in:)`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int
    /// The set of the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    /// The set holding `axis` alone.
    init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    /// Whether the set holds `axis`.
    public func contains(_ axis: Axis) -> Bool { contains(Set(axis)) }

    /// The set as the dump writes it: `horizontal`, `vertical`, `[horizontal, vertical]` or
    /// `[]`.
    var dumpDescription: String {
      switch self {
      case .horizontal: "horizontal"
      case .vertical: "vertical"
      case [.horizontal, .vertical]: "[horizontal, vertical]"
      default: "[]"
      }
    }
  }
}

/// An edge of a rectangle.
public enum Edge: Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges, as used by `padding(_:_:)`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int
    /// The set of the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Insets of the given lengths, 0 where none is given.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// The same inset on the given edges, zero elsewhere.
  public init(_ edges: Edge.Set, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The sum of the insets along `axis`.
  public func total(along axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}

/// A length without a trailing ".0" when it is whole (``wholeNumber(_:below:)``), else
/// Swift's shortest form, for dumps, descriptions and messages.
package func formatLength(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  if let whole = wholeNumber(value) { return String(whole) }
  return String(value)
}

/// `value` as an integer when it is whole and smaller in magnitude than `bound`, else nil: the
/// one rule by which a number is printed as an integer. The bound keeps the conversion exact;
/// JSON writers pass 2^53's order (9e15), the largest integers a double holds exactly.
@inlinable
package func wholeNumber(_ value: Double, below bound: Double = 1e15) -> Int? {
  value == value.rounded() && abs(value) < bound ? Int(value) : nil
}
