import Foundation
import LayoutEngine

/// The leaf of MetalUI's layout probes (`Leaf` in `docs/probes/swiftui-stack-algorithms.swift`,
/// `Reporter` in `swiftui-frame-semantics.swift`): on each axis it answers its proposal clamped
/// to [min, max], its ideal when proposed nil. A fixed leaf has min = ideal = max.
struct ProbeLeaf: View {
  let name: String
  var width: ClosedRange<Double>
  var idealWidth: Double
  var height: ClosedRange<Double>
  var idealHeight: Double

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    func answer(_ proposed: Double?, _ range: ClosedRange<Double>, _ ideal: Double) -> Double {
      min(max(proposed ?? ideal, range.lowerBound), range.upperBound)
    }
    return Size(
      width: answer(proposal.width, width, idealWidth),
      height: answer(proposal.height, height, idealHeight))
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }

  var layoutDescription: String { "leaf \(name)" }
}

/// A probe leaf of `width` x `height` whatever it is proposed.
func fixed(_ name: String, _ width: Double, _ height: Double) -> ProbeLeaf {
  ProbeLeaf(
    name: name, width: width...width, idealWidth: width, height: height...height,
    idealHeight: height)
}

/// A probe leaf flexible in width (min...max, ideal) and `height` high.
func flexW(
  _ name: String, _ minWidth: Double, _ ideal: Double, _ maxWidth: Double, _ height: Double = 20
) -> ProbeLeaf {
  ProbeLeaf(
    name: name, width: minWidth...maxWidth, idealWidth: ideal, height: height...height,
    idealHeight: height)
}

/// A probe leaf flexible in height (min...max, ideal) and `width` wide.
func flexH(
  _ name: String, _ minHeight: Double, _ ideal: Double, _ maxHeight: Double, _ width: Double = 20
) -> ProbeLeaf {
  ProbeLeaf(
    name: name, width: width...width, idealWidth: width, height: minHeight...maxHeight,
    idealHeight: ideal)
}

/// A probe leaf flexible on both axes from 0 to infinity, with an ideal size.
func greedy(_ name: String, idealWidth: Double = 10, idealHeight: Double = 10) -> ProbeLeaf {
  ProbeLeaf(
    name: name, width: 0...Double.infinity, idealWidth: idealWidth, height: 0...Double.infinity,
    idealHeight: idealHeight)
}

/// The probes' `Logged` leaf without a fixed size (`half`): half its proposed width (40 when
/// proposed nil) by 10.
struct HalfLeaf: View {
  let name: String

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    Size(width: (proposal.width ?? 40) / 2, height: 10)
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }

  var layoutDescription: String { "leaf \(name)" }
}

/// The grid probe's `odd` leaf: 15 x 15 when proposed exactly 20 x 20, else 20 x 20, so where a
/// grid places it shows the proposal it is placed with.
struct OddLeaf: View {
  let name: String

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.width == 20 && proposal.height == 20
      ? Size(width: 15, height: 15) : Size(width: 20, height: 20)
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }

  var layoutDescription: String { "leaf \(name)" }
}

/// The probes' `AreaLeaf`: a leaf of constant area, its width the proposal (its ideal when
/// nil) kept in 1...1000, its height the area over the width.
struct AreaLeaf: View {
  let name: String
  let area: Double
  let ideal: Double

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let width = max(1, min(proposal.width ?? ideal, 1000))
    return Size(width: width, height: area / width)
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    PlacedNode(self, bounds: bounds, proposal: proposal, context: context)
  }

  var layoutDescription: String { "leaf \(name)" }
}

/// Names a subtree for a recorded case, as the probes' `Recorder` layout does: the same size,
/// guides and traits as its content, one more node in the placed tree.
struct Tagged: View {
  let name: String
  let content: any View

  func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context.child(0))
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: Size, proposal: ProposedSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(key, size: size, proposal: proposal, context: context.child(0))
  }

  func place(in bounds: Rect, proposal: ProposedSize, context: LayoutContext) -> PlacedNode {
    let child = content.place(in: bounds, proposal: proposal, context: context.child(0))
    return PlacedNode(self, bounds: bounds, proposal: proposal, context: context, children: [child])
  }

  var layoutTraits: LayoutTraits { content.layoutTraits }

  var layoutDescription: String { "leaf \(name)" }
}

/// A proposal of `width` x `height`, nil meaning unspecified.
func at(_ width: Double?, _ height: Double?) -> ProposedSize {
  ProposedSize(width: width, height: height)
}
/// The unspecified proposal.
let none = ProposedSize.unspecified
let inf = Double.infinity
/// The rectangle at `x`, `y` of `width` x `height`.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(origin: Point(x: x, y: y), size: Size(width: width, height: height))
}
/// The size `width` x `height`.
func s(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

/// What the layout-protocol probe's `Inspect` layout printed for one subview: its
/// `LayoutSubview.priority` and its answers at the zero, unspecified and infinite proposals.
struct ProxyReading: Equatable, Sendable, CustomStringConvertible {
  let priority: Double
  let zero: Size
  let unspecified: Size
  let infinity: Size

  var description: String {
    "priority \(priority), zero \(zero), unspecified \(unspecified), infinity \(infinity)"
  }
}

/// The readings an ``Inspector`` takes, kept for the case that checks them.
final class ProxyReadings: @unchecked Sendable {
  private let lock = NSLock()
  private var taken: [ProxyReading] = []

  /// The readings of the last measurement.
  var values: [ProxyReading] { lock.withLock { taken } }

  func record(_ readings: [ProxyReading]) { lock.withLock { taken = readings } }
}

/// The probe's `Inspect` layout: it reads every subview through the public proxy, answers
/// zero and places nothing.
struct Inspector: Layout {
  let readings: ProxyReadings

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    readings.record(
      subviews.map {
        ProxyReading(
          priority: $0.priority, zero: $0.sizeThatFits(.zero),
          unspecified: $0.sizeThatFits(.unspecified), infinity: $0.sizeThatFits(.infinity))
      })
    return .zero
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
