/// A line that separates content (SwiftUI's `Divider`): inside a stack it extends across the
/// stack's minor axis and is one pixel of the unit system thick along the stack's axis (one
/// cell with terminal cells, 1 / scale points with ``PointMetrics``); outside a stack it is
/// horizontal.
///
/// ```swift
/// VStack {
///   Text("Rent")
///   Divider()  // as wide as the stack is offered, one cell high
///   Text("Coffee")
/// }
/// ```
public struct Divider: View {
  /// A divider.
  public init() {}

  /// The axis the line runs along: a horizontal stack's divider is vertical; any other is
  /// horizontal.
  private func axis(in context: LayoutContext) -> Axis {
    context.environment.stackOrientation == .horizontal ? .vertical : .horizontal
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let along = axis(in: context)
    let thickness = context.metrics.pixelGrid
    let length = proposal[along].map { $0.isFinite ? max($0, 0) : 0 } ?? 0
    return Size(along, along: length, across: thickness)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context,
      content: DividerContent(axis: axis(in: context)))
  }
}

/// A divider's line as renderers read it from the placed tree: the placed node's frame is the
/// line, running along `axis`.
public struct DividerContent: PlacedContent, Hashable {
  /// The axis the line runs along: vertical in a horizontal stack, else horizontal.
  public let axis: Axis

  public var dumpDescription: String { "rule \(axis)" }
}

/// A color as a view (SwiftUI's `Color`): like `Rectangle`, it takes whatever it is offered,
/// and 10 on an unspecified axis. Renderers in terminal cells draw nothing for it.
///
/// ```swift
/// Color.red.frame(height: 1)
/// ```
public struct Color: View, Hashable {
  /// The color's name, or its components, as the dump shows it.
  public let name: String

  /// A color of the given components, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name =
      "Color(red: \(formatLength(red)), green: \(formatLength(green)), "
      + "blue: \(formatLength(blue)), opacity: \(formatLength(opacity)))"
  }

  /// A gray of the given white level, from 0 to 1.
  public init(white: Double, opacity: Double = 1) {
    name = "Color(white: \(formatLength(white)), opacity: \(formatLength(opacity)))"
  }

  private init(named name: String) { self.name = name }

  public static let clear = Color(named: "clear")
  public static let black = Color(named: "black")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray")
  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let blue = Color(named: "blue")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  public static let accentColor = Color(named: "accentColor")

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }

  public var layoutDescription: String { name.hasPrefix("Color(") ? name : "Color.\(name)" }
}
