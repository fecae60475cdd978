import LayoutEngine
import Testing
import TextMeasurement

// Default spacing by the neighbours' kinds, recorded from SwiftUI by two of MetalUI's probes:
//
// - `docs/probes/swiftui-stack-algorithms.swift` (recorded 2026-09-16, macOS 27.0, see
//   RecordedSwiftUICorpus.swift), the `S` arms: size(stack { a; b }) - size(a) - size(b) for
//   `text` = `Text("Hi")` (13 x 16 at 13 points), `rect` = `Rectangle().frame(width: 20,
//   height: 20)`, `leaf` = a fixed 20 x 20 `Leaf`, `hstack` = `HStack { rect }`,
//   `paddedText` = `Text("Hi").padding(4)`, and `zstack(text)` = `ZStack { text }`; printed
//   with two decimals. Each arm is a case for its HStack and its VStack, at the sizes the
//   probe's spacing gives. Also K0, K1, K1b, K1c, SP5 and SP5c (texts beside spacers).
// - `docs/probes/swiftui-text-semantics.swift` (recorded 2026-09-28, macOS 27.0, see
//   RecordedTextCorpus.swift), arms S1, S1c, S1d, S2 and X4: sizes and both baselines of
//   stacks of `Text("Hg")` (17.5 x 16, baseline 13 at 13 points; 33.5 x 30, baseline 25 at
//   26) and a 10 x 10 colour.
//
// The texts are measured by a fixed-advance measurer with the recorded width, line height
// and baseline of the probe's string, and the font's spacing (``TextSpacing``) from its
// metrics: the system font's ascent and descent as the probe prints them (12.568 and 2.742 at
// 13 points: 1980 and 432 of 2048 units), its cap height 1443 of 2048 units (9.16 at 13: the
// one figure read back from a recorded spacing, 8.151 below a 13-point text); Noto Sans's
// from its font file (1069, 293 and 714 of 1000 units). The 26-point and Noto Sans arms check
// the rule against spacings no metric was read from.

/// The system font at `size` points on a 2x display, as a measurer of "Hi" and "Hg" (the
/// advance that gives each string its recorded width) with SwiftUI's spacing for the font.
func systemFont(
  _ size: Double, advance: Double, lineHeight: Double, baseline: Double
) -> FixedAdvanceMeasurer {
  let unit = size / 2048
  return FixedAdvanceMeasurer(
    advance: advance, lineHeight: lineHeight, baselineOffset: baseline, horizontalSpacing: 8,
    verticalSpacing: 8, spacerLength: 8, pixelGrid: 0.5,
    textSpacing: TextSpacing(
      ascent: 1980 * unit, descent: 432 * unit, leading: 0, capHeight: 1443 * unit,
      pixelGrid: 0.5))
}

/// `Text("Hi")` at 13 points: 13 x 16, baseline 13.
private let hi13 = systemFont(13, advance: 6.5, lineHeight: 16, baseline: 13)
/// `Text("Hg")` at 13 points: 17.5 x 16, baseline 13.
let hg13 = systemFont(13, advance: 8.75, lineHeight: 16, baseline: 13)
/// `Text("Hg")` at 26 points: 33.5 x 30, baseline 25.
private let hg26 = systemFont(26, advance: 16.75, lineHeight: 30, baseline: 25)
/// `Text("Hg")` in Noto Sans at 17 points: 23.5 x 23, baseline 18 (B1).
private let notoHg17 = FixedAdvanceMeasurer(
  advance: 11.75, lineHeight: 23, baselineOffset: 18, horizontalSpacing: 8, verticalSpacing: 8,
  spacerLength: 8, pixelGrid: 0.5,
  textSpacing: TextSpacing(
    ascent: 1069 * 0.017, descent: 293 * 0.017, leading: 0, capHeight: 714 * 0.017,
    pixelGrid: 0.5))

/// The stack-algorithms probe's view kinds.
private enum Kind: String, CaseIterable {
  case rect, leaf, text, hstack, paddedText
  case zstackText = "zstack(text)"

  func view() -> any View {
    switch self {
    case .rect: Rectangle().frame(width: 20, height: 20)
    case .leaf: fixed("L", 20, 20)
    case .text: Text("Hi")
    case .hstack: HStack { Rectangle().frame(width: 20, height: 20) }
    case .paddedText: Text("Hi").padding(4)
    case .zstackText: ZStack { Text("Hi") }
    }
  }

  /// The kind's size alone (`text` is 13 x 16).
  var size: Size {
    switch self {
    case .rect, .leaf, .hstack: s(20, 20)
    case .text, .zstackText: s(13, 16)
    case .paddedText: s(21, 24)
    }
  }
}

/// The S arm `a|b`: the HStack and the VStack of the two kinds with the spacing recorded.
private func spacingArm(_ a: Kind, _ b: Kind, vertical: Double) -> [RecordedCase] {
  let (first, second) = (a.size, b.size)
  let arm = "S \(a.rawValue)|\(b.rawValue)"
  return [
    spacingCase(
      "\(arm) hstack",
      size: s(first.width + 8 + second.width, max(first.height, second.height))
    ) {
      HStack {
        a.view(); b.view()
      }
    },
    spacingCase(
      "\(arm) vstack",
      size: s(max(first.width, second.width), first.height + vertical + second.height)
    ) {
      VStack {
        a.view(); b.view()
      }
    },
  ]
}

private func spacingCase(
  _ id: String, _ feature: RecordedFeature = .stacks, size: Size,
  _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  recordedCase("stack-algorithms \(id)", feature, none, size: size) {
    view().measurer(hi13)
  }
}

/// A text-semantics arm: size and both baselines, texts measured by `measurer` unless they
/// set their own.
private func textSpacingCase(
  _ id: String, size: Size, baselines: (Double, Double),
  measurer: FixedAdvanceMeasurer = hg13, _ view: @escaping @Sendable () -> any View
) -> RecordedCase {
  var recorded = recordedCase("text-semantics \(id)", .stacks, none, size: size) {
    view().measurer(measurer)
  }
  recorded.baselines = baselines
  return recorded
}

private func color() -> any View { Rectangle().frame(width: 10, height: 10) }

let spacingCases: [RecordedCase] =
  [
    spacingArm(.rect, .rect, vertical: 8), spacingArm(.leaf, .leaf, vertical: 8),
    spacingArm(.text, .text, vertical: 0), spacingArm(.rect, .text, vertical: 4.74),
    spacingArm(.text, .rect, vertical: 8.15), spacingArm(.leaf, .text, vertical: 4.74),
    spacingArm(.hstack, .rect, vertical: 8), spacingArm(.hstack, .text, vertical: 4.74),
    spacingArm(.paddedText, .paddedText, vertical: 8),
    spacingArm(.paddedText, .rect, vertical: 8), spacingArm(.zstackText, .text, vertical: 0),
  ].flatMap { $0 } + [
    spacingCase("K0 control", size: s(13, 32)) {
      VStack(spacing: 0) {
        Text("Hi"); Text("Hi")
      }
    },
    spacingCase("K1b", size: s(13, 32)) {
      VStack {
        Text("Hi"); Text("Hi")
      }
    },
    spacingCase("K1", .spacers, size: s(13, 40)) {
      VStack {
        Text("Hi"); Spacer(); Text("Hi")
      }
    },
    spacingCase("K1c", .spacers, size: s(13, 40)) {
      VStack(spacing: 0) {
        Text("Hi"); Spacer(); Text("Hi")
      }
    },
    spacingCase("SP5", .spacers, size: s(34, 16)) {
      HStack {
        Text("Hi"); Spacer(); Text("Hi")
      }
    },
    spacingCase("SP5c", size: s(34, 16)) {
      HStack {
        Text("Hi"); Text("Hi")
      }
    },
    textSpacingCase("S1", size: s(17.5, 32), baselines: (13, 29)) {
      VStack {
        Text("Hg"); Text("Hg")
      }
    },
    textSpacingCase("S1c", size: s(17.5, 34.151), baselines: (13, 13)) {
      VStack {
        Text("Hg"); color()
      }
    },
    textSpacingCase("S1d", size: s(33.5, 60), baselines: (25, 55), measurer: hg26) {
      VStack {
        Text("Hg"); Text("Hg")
      }
    },
    textSpacingCase("S2", size: s(43, 16), baselines: (13, 13)) {
      HStack {
        Text("Hg"); Text("Hg")
      }
    },
    textSpacingCase("X4 Color then Text 13", size: s(17.5, 30.742), baselines: (27.742, 27.742)) {
      VStack {
        color(); Text("Hg")
      }
    },
    textSpacingCase(
      "X4 Text 26 then Color", size: s(33.5, 55.802), baselines: (25, 25), measurer: hg26
    ) {
      VStack {
        Text("Hg"); color()
      }
    },
    textSpacingCase(
      "X4 Color then Text 26", size: s(33.5, 48.984), baselines: (43.984, 43.984), measurer: hg26
    ) {
      VStack {
        color(); Text("Hg")
      }
    },
    textSpacingCase("X4 Text 13 then Text 26", size: s(33.5, 46), baselines: (13, 41)) {
      VStack {
        Text("Hg"); Text("Hg").measurer(hg26)
      }
    },
    textSpacingCase(
      "X4 Text Noto 17 then Color", size: s(23.5, 46.516), baselines: (18, 18), measurer: notoHg17
    ) {
      VStack {
        Text("Hg"); color()
      }
    },
    textSpacingCase("X4 Text 13 padded 1 then Color", size: s(19.5, 36), baselines: (14, 14)) {
      VStack {
        Text("Hg").padding(1); color()
      }
    },
    textSpacingCase("X4 Text 13 framed h20 then Color", size: s(17.5, 38), baselines: (15, 15)) {
      VStack {
        Text("Hg").frame(height: 20); color()
      }
    },
    textSpacingCase("X4 HStack Text 13 and Color", size: s(35.5, 16), baselines: (13, 13)) {
      HStack {
        Text("Hg"); color()
      }
    },
  ]
  // As the probe wrote them: the font on the text alone, the stack's the default 13 points.
  + [
    textSpacingCase(
      "X4 Text 26 then Color, font on the text", size: s(33.5, 55.802), baselines: (25, 25)
    ) {
      VStack {
        Text("Hg").measurer(hg26); color()
      }
    },
    textSpacingCase(
      "X4 Color then Text 26, font on the text", size: s(33.5, 48.984),
      baselines: (43.984, 43.984)
    ) {
      VStack {
        color(); Text("Hg").measurer(hg26)
      }
    },
    textSpacingCase(
      "X4 Text Noto 17 then Color, font on the text", size: s(23.5, 46.516), baselines: (18, 18)
    ) {
      VStack {
        Text("Hg").measurer(notoHg17); color()
      }
    },
  ]

/// A text in a stack is spaced by its own font, not the stack's: the X4 arms as the probe wrote
/// them (`Text("Hg").font(.system(size: 26))` in a `VStack` at the default 13 points).
@Suite struct TextSpacingByItsOwnFontTests {
  /// The height of recorded case `id`, which must match.
  func height(of id: String) throws -> Double {
    let recorded = try #require(recordedCorpus.first { $0.id == "text-semantics \(id)" })
    let (matches, result, mismatches) = recorded.check()
    #expect(matches, "\(id): \(mismatches)")
    return result.size.height
  }

  @Test func aTextInAStackIsSpacedByItsOwnFontNotTheStacks() throws {
    // 30 + 15.802 + 10: the 26-point font's spacing below a text.
    let below = try height(of: "X4 Text 26 then Color, font on the text")
    #expect(abs(below - 55.802) < 0.006)
    // The former answer took the stack's 13-point spacing: 30 + 8.151 + 10.
    #expect(abs(below - 48.151) > 1)
    // 10 + 8.984 + 30 above a 26-point text; formerly 10 + 4.742 + 30.
    let above = try height(of: "X4 Color then Text 26, font on the text")
    #expect(abs(above - 48.984) < 0.006)
    #expect(abs(above - 44.742) > 1)
  }

  @Test func aTextsOwnFontSpacesItThroughANestedStackAndAFrame() {
    // A nested stack is spaced by its content's kinds (arm S hstack|text), so the 26-point
    // text inside gives the X4 arm's 15.802 below it.
    let stack = VStack {
      VStack { Text("Hg").measurer(hg26) }.frame(width: 40)
      color()
    }
    let result = stack.measurer(hg13).layout(in: none, environment: points)
    #expect(abs(result.size.height - 55.802) < 0.006)
  }
}
