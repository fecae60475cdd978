/// Views that stand for a list of views rather than one: a container given one lays out each
/// of its views as a child of its own (SwiftUI's `Group`, `ForEach` and the several views of
/// a view builder). Laid out on its own, a list of one view lays out as that view, of none as
/// nothing, and of several as a `VStack`, as SwiftUI lays out several views at a root.
package protocol ViewList: View {
  /// The views the list stands for, lists among them not yet flattened.
  var listedViews: [any View] { get }
}

/// A modifier around one view (padding, a frame, a background, a grid cell attribute, ...).
/// Around a list of views it stands for the list of its content's views, each modified, as
/// SwiftUI applies a modifier on a `Group` to each of the group's views.
package protocol ContentModifier: View {
  /// The view modified.
  var content: any View { get set }
}

extension ContentModifier {
  /// The same modifier around `content`.
  func modifying(_ content: any View) -> any View {
    var modified = self
    modified.content = content
    return modified
  }
}

/// `views` with every list replaced by the views it stands for, recursively: the children a
/// container lays out. A view whose body is a list (`var body: some View { A; B }`) stands
/// for the views of its body too, as in SwiftUI; a modifier around a list for the list's
/// views, each modified; empty views are dropped. With `keepingRows` (a view builder, which
/// cannot tell whether a `Grid` holds its views) a ``GridRow`` stays a row, its modifiers
/// applied to its cells.
package func flattened(_ views: [any View], keepingRows: Bool = false) -> [any View] {
  var result: [any View] = []
  result.reserveCapacity(views.count)
  for view in views {
    if keepingRows, let row = view as? GridRow {
      result.append(row)
    } else if let list = listed(view) {
      result += flattened(list.listedViews, keepingRows: keepingRows)
    } else if let modifier = view as? any ContentModifier,
      let distributed = distributed(modifier, keepingRows: keepingRows)
    {
      result += distributed
    } else if !(view is EmptyView) {
      result.append(view)
    }
  }
  return result
}

/// `view` as a list of views: a list itself, or a view whose body is one.
private func listed(_ view: any View) -> (any ViewList)? {
  (view as? any ViewList) ?? bodyList(of: view)
}

/// The views `modifier` stands for when what it modifies, through further modifiers, is a
/// list: each view of the list (each cell of a kept row) inside the same modifiers; nil when
/// it modifies one view.
private func distributed(_ modifier: any ContentModifier, keepingRows: Bool) -> [any View]? {
  var chain: [any ContentModifier] = [modifier]
  var inner = modifier.content
  while let next = inner as? any ContentModifier {
    chain.append(next)
    inner = next.content
  }
  guard let list = listed(inner) else { return nil }
  func wrapped(_ view: any View) -> any View {
    chain.reversed().reduce(view) { $1.modifying($0) }
  }
  if keepingRows, let row = inner as? GridRow {
    return [GridRow(alignment: row.alignment, cells: flattened(row.cells).map(wrapped))]
  }
  return flattened(list.listedViews, keepingRows: keepingRows).map(wrapped)
}

/// The body of `view` when it is a list of views; nil for a view that lays itself out.
private func bodyList<V: View>(of view: V) -> (any ViewList)? {
  guard V.Body.self != EmptyView.self else { return nil }
  return view.body as? any ViewList
}

extension ViewList {
  /// The view the list lays out as on its own: its only view, nothing, or a `VStack`.
  var standIn: any View {
    let views = flattened(listedViews)
    switch views.count {
    case 0: return EmptyView()
    case 1: return views[0]
    default: return VStack { views }
    }
  }

  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    standIn.sizeThatFits(proposal, context: context)
  }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    standIn.explicitAlignment(key, size: size, proposal: proposal, context: context)
  }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    standIn.place(in: bounds, proposal: proposal, context: context)
  }

  public var layoutTraits: LayoutTraits { standIn.layoutTraits }
}

/// The views of a view builder: a list of views is a view, so that a `body` of several views
/// (`var body: some View { Text("a"); Text("b") }`) is one.
extension Array: View where Element == any View {
  /// A list of views, laid out as its children by a container.
  public var layoutDescription: String { "[\(count) views]" }
}

extension Array: ViewList where Element == any View {
  package var listedViews: [any View] { self }
}

/// Views grouped without a container of their own, as SwiftUI's `Group`: inside a container
/// each is a child of the container, and a modifier on the group applies to each of its views
/// (laid out on its own, a group of several is a `VStack`).
///
/// ```swift
/// HStack {
///   Group {
///     Text("a")
///     Text("b")
///   }
///   Text("c")
/// }  // three children
///
/// HStack {
///   Group {
///     Text("a")
///     Text("b")
///   }
///   .padding(2)
/// }  // two children, each padded

/// ```
public struct Group: ViewList {
  /// The grouped views.
  public let content: [any View]

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> [any View]) {
    self.content = content()
  }

  package var listedViews: [any View] { content }

  public var layoutDescription: String { "Group" }
}

/// The views `content` builds for each element of a collection, as SwiftUI's `ForEach`:
/// inside a container each is a child of the container.
///
/// ```swift
/// VStack(alignment: .leading) {
///   ForEach(["Rent", "Coffee"], id: \.self) { title in
///     Text(title)
///   }
/// }
/// ```
///
/// The views are built once, when the `ForEach` is made; the identities are kept for
/// ``ids``, in the order of the elements (a layout is pure, so they identify nothing else).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable & Sendable>: ViewList {
  /// The views built, all the views of one element before those of the next.
  public let views: [any View]
  /// The identity of each element, in order.
  public let ids: [ID]

  /// The views `content` builds for each element of `data`, identified by `id`.
  public init<Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: (Data.Element) -> Content
  ) {
    ids = data.map { $0[keyPath: id] }
    views = data.map { content($0) }
  }

  package var listedViews: [any View] { views }

  public var layoutDescription: String { "ForEach" }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, ID: Sendable {
  /// The views `content` builds for each element of `data`, identified by its `id`.
  public init<Content: View>(
    _ data: Data, @ViewBuilder content: (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// The views `content` builds for each integer of `data`.
  public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// A view that shows nothing and takes no room: a container does not count it among its
/// children (SwiftUI's `EmptyView`). The body of every view that lays itself out.
public struct EmptyView: View {
  /// An empty view.
  public init() {}

  public var body: EmptyView { return self }

  /// Zero on both axes, whatever it is offered.
  public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { .zero }

  public func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? { nil }

  public func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }

  public var layoutTraits: LayoutTraits { LayoutTraits() }

  public var layoutDescription: String { "EmptyView" }
}

/// Any view, its type erased (SwiftUI's `AnyView`): it lays out as the view it holds.
///
/// ```swift
/// let badge: AnyView = urgent ? AnyView(Text("!")) : AnyView(EmptyView())
/// ```
public struct AnyView: ComposedView {
  /// The view held.
  public let view: any View

  /// `view`, its type erased.
  public init(_ view: some View) {
    self.view = (view as? AnyView)?.view ?? view
  }

  /// `view`, its type erased.
  public init(erasing view: some View) {
    self.init(view)
  }

  /// The view held, which the erased view lays out as.
  public var layoutBody: any View { view }
}
