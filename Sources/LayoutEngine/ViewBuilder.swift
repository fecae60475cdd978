/// Builds a container's children from a closure, as SwiftUI's `ViewBuilder` does:
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
  public static func buildExpression(_ view: any View) -> [any View] { [view] }
  public static func buildExpression(_ views: [any View]) -> [any View] { views }
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  public static func buildEither(first part: [any View]) -> [any View] { part }
  public static func buildEither(second part: [any View]) -> [any View] { part }
  public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }
}
