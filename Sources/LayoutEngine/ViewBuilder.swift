/// Builds a container's children (or a view's `body`) from a closure, as SwiftUI's
/// `ViewBuilder` does:
///
/// ```swift
/// HStack(alignment: .lastTextBaseline) {
///   title
///   Spacer(minLength: 2)
///   if showsAmount { amount.fixedSize() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
  /// A single view; a `Group`, a `ForEach` or a view whose body is several views is the
  /// views it stands for, a modifier on one of them each of its views modified, and an
  /// `EmptyView` is none. A `GridRow` stays one, for a `Grid` to read.
  public static func buildExpression(_ view: any View) -> [any View] {
    flattened([view], keepingRows: true)
  }
  /// Views already in an array (a loop's result, for instance).
  public static func buildExpression(_ views: [any View]) -> [any View] {
    flattened(views, keepingRows: true)
  }
  /// The views of a block, in order.
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  /// The views of an `if` without `else`, or none.
  public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  /// The views of an `if` branch.
  public static func buildEither(first part: [any View]) -> [any View] { part }
  /// The views of an `else` branch.
  public static func buildEither(second part: [any View]) -> [any View] { part }
  /// The views of a `for` loop, in order.
  public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
  /// The views of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }
}
