import LayoutEngine
import Testing

@Suite("Frames")
struct FrameTests {
  let fixed50 = Placeholder(width: 50, height: 10)

  @Test("a frame with both width and height reports them without asking the child")
  func fixedFrameBothGiven() {
    let result = fixed50.frame(width: 30, height: 20).layout(in: .unspecified)
    #expect(result.size == Size(width: 30, height: 20))
    #expect(result.root.childFrames == [Rect(x: -10, y: 5, width: 50, height: 10)])
  }

  @Test("a frame with only a width proposes it and takes the child's height")
  func fixedFrameWidthOnly() {
    let result = WrappingLeaf().frame(width: 25).layout(in: ProposedSize(width: 300, height: 7))
    #expect(result.root.children.map(\.proposal) == [ProposedSize(width: 25, height: 7)])
    #expect(result.size == Size(width: 25, height: 40))
  }

  @Test("a frame with only a minimum width and a nil proposal takes the larger of min and child")
  func onlyMinNilProposal() {
    #expect(fixed50.frame(minWidth: 30).layout(in: .unspecified).size.width == 50)
    #expect(fixed50.frame(minWidth: 80).layout(in: .unspecified).size.width == 80)
  }

  @Test("a frame with only a maximum width caps the child, and takes the proposal below it")
  func onlyMax() {
    #expect(WrappingLeaf().frame(maxWidth: 60).layout(in: .unspecified).size.width == 60)
    #expect(fixed50.frame(maxWidth: 80).layout(in: .width(70)).size.width == 70)
    #expect(fixed50.frame(maxWidth: 80).layout(in: .unspecified).size.width == 50)
  }

  @Test("an ideal width matters only when the proposal is nil")
  func idealOnlyForNilProposal() {
    let view = Rectangle().frame(idealWidth: 100)
    #expect(view.layout(in: .unspecified).size == Size(width: 100, height: 10))
    #expect(view.layout(in: .width(40)).size.width == 40)
    // The child is proposed the ideal when the proposal is nil.
    let leaf = WrappingLeaf().frame(idealWidth: 20).layout(in: .unspecified)
    #expect(leaf.root.children.map(\.frame.size) == [Size(width: 20, height: 50)])
  }

  @Test("min and max both given clamp the proposal without asking the child")
  func minAndMaxClampProposal() {
    let view = fixed50.frame(minWidth: 20, maxWidth: 40)
    #expect(view.layout(in: .width(100)).size.width == 40)
    #expect(view.layout(in: .width(10)).size.width == 20)
    #expect(view.layout(in: .width(30)).size.width == 30)
    // Unspecified: the child's 50 clamped to 40.
    #expect(view.layout(in: .unspecified).size.width == 40)
  }

  @Test("minWidth 0 and maxWidth infinity always take the proposed width")
  func zeroToInfinityTakesProposal() {
    let view = fixed50.frame(minWidth: 0, maxWidth: .infinity)
    #expect(view.layout(in: .width(7)).size.width == 7)
    #expect(view.layout(in: .width(700)).size.width == 700)
  }

  @Test("contradictory limits are normalised so that min <= ideal <= max, with a diagnostic")
  func contradictoryLimits() {
    let result = fixed50.frame(minWidth: 60, maxWidth: 20).layout(in: .width(100))
    #expect(result.size.width == 60)
    #expect(result.diagnostics.count == 1)
  }

  @Test("negative, NaN and infinite fixed sizes are ignored with a diagnostic each")
  func invalidFixedFrame() {
    let result = fixed50.frame(width: -5, height: .nan).layout(in: .unspecified)
    #expect(result.size == Size(width: 50, height: 10))
    #expect(result.diagnostics.count == 2)
    let infinite = fixed50.frame(width: .infinity).layout(in: .width(100))
    #expect(infinite.size == Size(width: 50, height: 10))
    #expect(
      infinite.diagnostics.map(\.message) == ["frame width inf is infinite; ignored (read as nil)"])
  }

  /// A case of the SwiftUI probe below: a 20 x 20 square in a flexible frame, proposed
  /// `offered` on both axes (nil: unspecified), and the width SwiftUI answered.
  struct RecordedFrame: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: @Sendable (any View) -> any View
    let offered: Double?
    let width: Double
    let swiftUIDiagnoses: Bool
    var testDescription: String { name }
  }

  /// Widths SwiftUI answered, recorded by MetalUI's probe
  /// `docs/probes/swiftui-layout-input-validation.swift` (macOS 26.6.2, a `Layout` reading
  /// `sizeThatFits` of `Rectangle().frame(width: 20, height: 20)` in each frame).
  static let recorded: [RecordedFrame] = [
    .init(
      name: "min 40 max 80 offered 100", frame: { $0.frame(minWidth: 40, maxWidth: 80) },
      offered: 100, width: 80, swiftUIDiagnoses: false),
    .init(
      name: "min 40 max 80 offered nil", frame: { $0.frame(minWidth: 40, maxWidth: 80) },
      offered: nil, width: 40, swiftUIDiagnoses: false),
    .init(
      name: "min 80 max 40 offered 100", frame: { $0.frame(minWidth: 80, maxWidth: 40) },
      offered: 100, width: 80, swiftUIDiagnoses: true),
    .init(
      name: "min 80 max 40 offered nil", frame: { $0.frame(minWidth: 80, maxWidth: 40) },
      offered: nil, width: 80, swiftUIDiagnoses: true),
    .init(
      name: "min -10 offered nil", frame: { $0.frame(minWidth: -10) }, offered: nil, width: 20,
      swiftUIDiagnoses: false),
    .init(
      name: "min -inf offered nil", frame: { $0.frame(minWidth: -.infinity) }, offered: nil,
      width: 20, swiftUIDiagnoses: false),
    .init(
      name: "max -10 offered 100", frame: { $0.frame(maxWidth: -10) }, offered: 100, width: 0,
      swiftUIDiagnoses: true),
    .init(
      name: "max -inf offered 100", frame: { $0.frame(maxWidth: -.infinity) }, offered: 100,
      width: 0, swiftUIDiagnoses: true),
    .init(
      name: "ideal -10 offered nil", frame: { $0.frame(idealWidth: -10) }, offered: nil,
      width: 0, swiftUIDiagnoses: true),
    .init(
      name: "ideal inf offered nil", frame: { $0.frame(idealWidth: .infinity) }, offered: nil,
      width: .infinity, swiftUIDiagnoses: false),
    .init(
      name: "ideal inf offered 100", frame: { $0.frame(idealWidth: .infinity) }, offered: 100,
      width: 20, swiftUIDiagnoses: false),
    .init(
      name: "min inf offered nil", frame: { $0.frame(minWidth: .infinity) }, offered: nil,
      width: .infinity, swiftUIDiagnoses: true),
    .init(
      name: "min 60 ideal 40 offered nil", frame: { $0.frame(minWidth: 60, idealWidth: 40) },
      offered: nil, width: 60, swiftUIDiagnoses: true),
    .init(
      name: "ideal 100 max 80 offered nil", frame: { $0.frame(idealWidth: 100, maxWidth: 80) },
      offered: nil, width: 100, swiftUIDiagnoses: true),
    .init(
      name: "max inf offered 100", frame: { $0.frame(maxWidth: .infinity) }, offered: 100,
      width: 100, swiftUIDiagnoses: false),
    .init(
      name: "max inf offered nil", frame: { $0.frame(maxWidth: .infinity) }, offered: nil,
      width: 20, swiftUIDiagnoses: false),
  ]

  @Test(
    "flexible frames answer the widths SwiftUI recorded, with a diagnostic where it gives one",
    arguments: recorded)
  func recordedSwiftUIWidths(_ recorded: RecordedFrame) {
    let square = Rectangle().frame(width: 20, height: 20)
    let result = recorded.frame(square).layout(
      in: ProposedSize(width: recorded.offered, height: recorded.offered))
    #expect(result.size == Size(width: recorded.width, height: 20))
    if recorded.swiftUIDiagnoses { #expect(!result.diagnostics.isEmpty) }
  }

  @Test("limits are stored as SwiftUI stores them: min >= 0, ideal >= min, max >= ideal")
  func storedLimits() {
    // The values OpenSwiftUI's tests of _FlexFrameLayout expect.
    #expect(FrameLimits(min: -10, ideal: nil, max: nil).min == 0)
    #expect(FrameLimits(min: -0.1, ideal: nil, max: nil).min == 0)
    #expect(FrameLimits(min: 20, ideal: 10, max: nil).ideal == 20)
    #expect(FrameLimits(min: 100, ideal: 0, max: nil).ideal == 100)
    #expect(FrameLimits(min: nil, ideal: 30, max: 20).max == 30)
    let infinite = FrameLimits(min: .infinity, ideal: nil, max: nil)
    #expect(infinite.min == .infinity)
    #expect(infinite.ideal == nil && infinite.max == nil)
    let valid = FrameLimits(min: 10, ideal: 20, max: 30)
    #expect([valid.min, valid.ideal, valid.max] == [10, 20, 30])
  }

  @Test("an infinite minimum in a stack makes the stack infinite, with a diagnostic, and no NaN")
  func infiniteMinimumInStack() {
    let result = HStack(spacing: 0) {
      Rectangle().frame(minWidth: .infinity)
      Rectangle()
    }.layout(in: ProposedSize(width: 100, height: 10))
    #expect(result.size == Size(width: .infinity, height: 10))
    #expect(result.root.childFrames.allSatisfy { !$0.minX.isNaN && !$0.width.isNaN })
    #expect(
      result.diagnostics.map(\.message) == ["frame minWidth inf is infinite; the frame is infinite"]
    )
  }

  @Test("a NaN limit is read as nil with a diagnostic, where SwiftUI answers NaN")
  func nanLimits() {
    let result = fixed50.frame(minWidth: .nan, maxHeight: .nan).layout(
      in: ProposedSize(width: 100, height: 100))
    #expect(result.size == Size(width: 50, height: 10))
    #expect(
      result.diagnostics.map(\.message) == [
        "frame minWidth is NaN; ignored (read as nil)",
        "frame maxHeight is NaN; ignored (read as nil)",
      ])
    #expect(
      FrameLimits(min: .nan, ideal: .nan, max: .nan) == FrameLimits(min: nil, ideal: nil, max: nil))
  }
}
