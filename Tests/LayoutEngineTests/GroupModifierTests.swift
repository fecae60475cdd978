import LayoutEngine
import Testing

/// Apple's documentation of SwiftUI's `Group`: "any modifier you apply to the group affects
/// all of that group's members" ("The modifier applies to all members of the group — and not
/// to the group itself").
@Suite("A modifier on a Group applies to each of its views")
struct GroupModifierTests {
  /// Two boxes, 10x10 and 20x10, grouped and padded by 2 in an HStack of no spacing.
  private func padded() -> LayoutResult {
    HStack(spacing: 0) {
      Group {
        Rectangle().frame(width: 10, height: 10)
        Rectangle().frame(width: 20, height: 10)
      }
      .padding(2)
    }
    .layout(in: .unspecified, environment: points)
  }

  @Test("padding on a group pads each view, each a child of the stack")
  func paddingAppliesToEachMember() {
    let result = padded()
    // Each member padded: 14x14 beside 24x14.
    #expect(result.size == Size(width: 38, height: 14))
    #expect(result.root.children.count == 2)
    #expect(
      result.root.children.map(\.frame.size) == [
        Size(width: 14, height: 14), Size(width: 24, height: 14),
      ])
  }

  @Test("the group is not padded as one view (a stack of both, padded once)")
  func groupAsOneViewIsRejected() {
    // Padded as one view the group would be its two boxes stacked (20 wide) plus 4.
    #expect(padded().size.width != 24)
  }

  @Test("at the root, padding on a group pads each view, the padded views then a VStack")
  func paddingAppliesToEachMemberAtTheRoot() {
    let result = Group {
      Rectangle().frame(width: 10, height: 10)
      Rectangle().frame(width: 20, height: 10)
    }
    .padding(2)
    .layout(in: .unspecified, environment: points)
    // 14x14 above 24x14 with the default spacing of 8; padded as one view (the two boxes
    // stacked, 20x28, plus 4) the group would be 24x32.
    #expect(result.size == Size(width: 24, height: 36))
    #expect(result.size.height != 32)
    #expect(
      result.root.children.map(\.frame.size) == [
        Size(width: 14, height: 14), Size(width: 24, height: 14),
      ])
  }

  @Test("a modifier on a GridRow outside a grid applies to each of its views")
  func gridRowModifierAppliesToEachView() {
    let result = HStack(spacing: 0) {
      GridRow {
        Rectangle().frame(width: 10, height: 10)
        Rectangle().frame(width: 20, height: 10)
      }
      .frame(height: 30)
    }
    .layout(in: .unspecified, environment: points)
    #expect(result.size == Size(width: 30, height: 30))
    #expect(result.root.children.count == 2)
  }
}
