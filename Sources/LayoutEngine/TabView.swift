/// Pages shown one at a time: SwiftUI's `TabView` with the page style
/// (`.tabViewStyle(.page)`), laid out as that style lays it out.
///
/// The tab view ignores its pages' sizes: it takes what it is proposed (10 on an unspecified
/// axis, the default replacement of unspecified dimensions), so a page taller than it does
/// not make it grow; give it `frame(height:)` to fit a page. The selected page is proposed
/// the tab view's size and centered in it, at its own size; the other pages are not placed
/// (a page view shows one page at a time).
///
/// ```swift
/// TabView {
///   Rectangle().frame(height: 200)
/// }
/// .frame(height: 200)  // without it, the tab view is not 200 high
/// ```
public struct TabView: View {
  /// The pages, in order.
  public let pages: [any View]
  /// The index of the page shown.
  public let selection: Int

  /// A tab view of the pages of `content`, showing the page at `selection` (the first by
  /// default). A selection outside the pages shows none, with a diagnostic.
  public init(selection: Int = 0, @ViewBuilder content: () -> [any View]) {
    self.pages = content()
    self.selection = selection
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The tab view in `bounds`, its selected page proposed the bounds' size and centered.
  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    guard pages.indices.contains(selection) else {
      let diagnostic = LayoutDiagnostic(
        "TabView selection \(selection) is not a page of \(pages.count); no page is shown")
      return PlacedNode(
        self, bounds: bounds, proposal: proposal, context: context,
        diagnostics: pages.isEmpty ? [] : [diagnostic])
    }
    let page = pages[selection]
    let pageContext = context.child(selection)
    let pageProposal = ProposedSize(bounds.size)
    let size = page.sizeThatFits(pageProposal, context: pageContext)
    // Where either length is infinite there is no center: the page starts at the origin.
    func start(_ axis: Axis) -> Double {
      let room = bounds.size[axis] - size[axis]
      return room.isFinite ? bounds.origin[axis] + room / 2 : bounds.origin[axis]
    }
    let frame = Rect(origin: Point(x: start(.horizontal), y: start(.vertical)), size: size)
    let placed = page.place(in: frame, proposal: pageProposal, context: pageContext)
    return PlacedNode(
      self, bounds: bounds, proposal: proposal, context: context, children: [placed])
  }

  /// `TabView(page)`, with the selection when it is not the first page.
  public var layoutDescription: String {
    selection == 0 ? "TabView(page)" : "TabView(page, selection: \(selection))"
  }
}
