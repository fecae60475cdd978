import Testing

@testable import TextMeasurement

/// The width of `text` under `model`, as MeasuredText measures it.
private func cells(_ text: String, _ model: CellWidthModel) -> Double {
  let measured = MeasuredText(text, measurer: TerminalCellMeasurer(cellWidths: model))
  return measured.width(0..<measured.clusterCount)
}

@Suite("Cell-width model")
struct CellWidthModelTests {
  @Test("the profiles are presets of the model, and the measurer names them back")
  func presets() {
    for profile in CellWidthProfile.allCases {
      #expect(TerminalCellMeasurer(profile: profile).cellWidths == profile.model)
      #expect(TerminalCellMeasurer(cellWidths: profile.model).profile == profile)
      #expect(TerminalCellMeasurer(ambiguousIsWide: true, profile: profile).profile == profile)
      #expect(CellWidthProfile(name: profile.name) == profile)
    }
    var own = CellWidthModel.clusters
    own.lamAlef = .oneCell
    #expect(TerminalCellMeasurer(cellWidths: own).profile == nil)
  }

  @Test("a model's text names its nearest preset and what differs, and reads back")
  func textRoundTrip() throws {
    var model = CellWidthModel.codePoints
    model.zwjSequences = .joinerIsCell
    model.lamAlef = .oneCell
    #expect(model.text == "code-points,zwj-sequences=joiner-is-cell,lam-alef=one-cell")
    var problem = ""
    for candidate in CellWidthProfile.allCases.map(\.model) + [model] {
      #expect(CellWidthModel(text: candidate.text, problem: &problem) == candidate)
      #expect(CellWidthModel(text: candidate.allSettings, problem: &problem) == candidate)
    }
    #expect(CellWidthModel(text: "keycaps=base", problem: &problem)?.keycaps == .base)
    #expect(CellWidthModel(text: "code-points,zwj=3", problem: &problem) == nil)
    #expect(problem.hasPrefix("unknown setting \"zwj\""))
    #expect(CellWidthModel(text: "keycaps=narrow", problem: &problem) == nil)
    #expect(problem == "unknown value \"narrow\" of keycaps: expected one of wide, base")
  }

  // Expected widths: the cursor columns the terminals of Docs/Text.md's table answered.
  @Test(
    "ZWJ sequences: whole (kitty's clusters), sum (xterm), first part (tmux), joiner a cell (mlterm)"
  )
  func zwjSequences() {
    var model = CellWidthModel.codePoints
    let expected: [(CellWidthModel.ZWJSequences, Double, Double)] = [
      (.sumOfParts, 4, 3), (.firstPart, 2, 1), (.joinerIsCell, 5, 4), (.wholeCluster, 2, 1),
    ]
    for (setting, programmer, rainbow) in expected {
      model.zwjSequences = setting
      #expect(cells("👨‍💻", model) == programmer, "\(setting)")
      #expect(cells("🏳️‍🌈", model) == rainbow, "\(setting)")
    }
  }

  @Test("each feature's setting changes its cluster as the terminals draw it")
  func features() {
    var kitty = CellWidthModel.clusters
    kitty.hangulJamo = .addsItsWidth
    kitty.thaiLaoAM = .addsItsWidth
    kitty.viramaConjuncts = .eachConsonant
    #expect(cells("\u{1100}\u{1161}\u{11A8}", kitty) == 4)
    #expect(cells("\u{1100}\u{1161}\u{11A8}", .clusters) == 2)
    #expect(cells("กำ", kitty) == 2)
    #expect(cells("กำ", .clusters) == 1)
    #expect(cells("क्ष", kitty) == 2)
    var mlterm = CellWidthModel.codePoints
    mlterm.spacingMarks = .addsNothing
    mlterm.lamAlef = .oneCell
    mlterm.knownEmoji = .upTo12
    #expect(cells("का", mlterm) == 1)
    #expect(cells("का", .codePoints) == 2)
    #expect(cells("لا", mlterm) == 1)
    #expect(cells("سلام", mlterm) == 3)
    #expect(cells("لا", .codePoints) == 2)
    #expect(cells("🥱", mlterm) == 2)
    #expect(cells("🥲", mlterm) == 1)
    var foot = CellWidthModel.codePoints
    foot.knownEmoji = .upTo14
    foot.unknownEmoji = .noCell
    #expect(cells("🫨", foot) == 0)
    #expect(cells("🫠", foot) == 2)
    #expect(cells("\u{00AD}", .codePoints) == 1)
    #expect(cells("\u{00AD}", .clusters) == 0)
    var flags = CellWidthModel.clusters
    #expect(cells("🇫", flags) == 2)
    flags.flags = .eachIndicator
    #expect(cells("🇫", flags) == 1)
    #expect(cells("🇫🇷", flags) == 2)
  }
}
