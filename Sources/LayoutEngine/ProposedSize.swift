/// What a parent offers a child: an optional width and an optional height.
///
/// | value on an axis | meaning |
/// | --- | --- |
/// | `nil` | unspecified: "your ideal size" |
/// | `0` | "your minimum size" |
/// | `.infinity` | "your maximum size" |
/// | a finite value | "this much is available" |
///
/// ```swift
/// let proposal = ProposedSize(width: 50, height: nil)
/// proposal.replacingUnspecifiedDimensions()  // 50 x 10
/// ```
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width; nil asks for the ideal width.
  public var width: Double?
  /// The proposed height; nil asks for the ideal height.
  public var height: Double?

  /// A proposal of `width` by `height`.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// (nil, nil): asks for the ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// (0, 0): asks for the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// (inf, inf): asks for the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal built from a value along `axis` and one across it.
  public init(_ axis: Axis, along: Double?, across: Double?) {
    self =
      axis == .horizontal
      ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
  }

  /// The proposal with each unspecified dimension replaced by `size`'s (10 x 10 by default,
  /// SwiftUI's value).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    "\(width.map(formatLength) ?? "nil") x \(height.map(formatLength) ?? "nil")"
  }
}
