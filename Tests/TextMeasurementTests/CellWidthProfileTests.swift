import CICU
import Testing

@testable import TextMeasurement

#if canImport(Glibc)
  import Glibc
#endif

#if canImport(Glibc)
  /// glibc's own `wcwidth` and `wcswidth` (looked up in the C library, whose Swift module
  /// does not declare them) in its C.UTF-8 locale, set for the calling thread only
  /// (`uselocale`), so the other tests' threads keep theirs.
  final class GlibcWidths {
    private typealias Width = @convention(c) (wchar_t) -> Int32
    private typealias Widths = @convention(c) (UnsafePointer<wchar_t>, Int) -> Int32
    private let locale: locale_t
    private let previous: locale_t?
    private let wcwidth: Width
    private let wcswidth: Widths

    init?() {
      guard let library = dlopen(nil, RTLD_NOW), let single = dlsym(library, "wcwidth"),
        let sequence = dlsym(library, "wcswidth"),
        let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
      else { return nil }
      wcwidth = unsafeBitCast(single, to: Width.self)
      wcswidth = unsafeBitCast(sequence, to: Widths.self)
      self.locale = locale
      previous = uselocale(locale)
    }

    deinit {
      if let previous { uselocale(previous) }
      freelocale(locale)
    }

    /// `wcwidth` of one code point: -1 for what glibc's locale calls non-printable.
    func width(_ scalar: Unicode.Scalar) -> Int {
      Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// `wcswidth` of a sequence of code points: -1 when one of them is non-printable.
    func width(_ scalars: [Unicode.Scalar]) -> Int {
      let characters = scalars.map { wchar_t(bitPattern: $0.value) } + [0]
      return Int(wcswidth(characters, scalars.count))
    }
  }
#endif

/// The width of `text` under `measurer`: the sum of its clusters' widths.
private func cells(_ text: String, _ measurer: TerminalCellMeasurer) -> Int {
  let measured = MeasuredText(text, measurer: measurer)
  return Int(measured.width(0..<measured.clusterCount))
}

/// The sequences of emoji-test.txt, with their line numbers.
private func emojiTestSequences() throws -> [(line: Int, scalars: [Unicode.Scalar])] {
  let file = try #require(UnicodeTestFile("emoji/emoji-test.txt"))
  var sequences: [(line: Int, scalars: [Unicode.Scalar])] = []
  for line in file.lines {
    let parts = fields(line.data)
    guard parts.count == 2 else { continue }
    let scalars = try parts[0].split(separator: " ").map {
      try #require(UInt32($0, radix: 16).flatMap(Unicode.Scalar.init), "line \(line.number)")
    }
    sequences.append((line.number, scalars))
  }
  return sequences
}

@Suite("Cell width profiles")
struct CellWidthProfileTests {
  #if canImport(Glibc)
    @Test("codePoints gives every scalar glibc's wcwidth prints the width wcwidth gives it")
    func codePointsAgreesWithGlibcOnEveryScalar() throws {
      let glibc = try #require(GlibcWidths(), "glibc has no C.UTF-8 locale")
      let measurer = TerminalCellMeasurer(profile: .codePoints)
      var compared = 0
      var nonPrintable = 0
      var differences: [String] = []
      for value in UInt32(0x20)...0x10_FFFF {
        guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
        let expected = glibc.width(scalar)
        // Non-printable for glibc: controls (which the control-character rules replace
        // before any measurer sees them), and code points its Unicode data does not assign.
        guard expected >= 0 else {
          nonPrintable += 1
          continue
        }
        compared += 1
        let ours = Int(measurer.advance(ofScalar: scalar))
        let viaText = cells(String(scalar), measurer)
        if ours != expected || viaText != expected {
          differences.append(
            "U+\(String(value, radix: 16, uppercase: true)): ours \(ours) (text \(viaText)),"
              + " glibc \(expected)")
        }
      }
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(40))")
      // glibc 2.36 calls 282,163 of them printable (its Unicode 14.0 data assigns them).
      #expect(compared > 280_000)
      #expect(compared + nonPrintable == 0x11_0000 - 0x20 - 0x800)
    }

    @Test("codePoints gives every sequence of emoji-test.txt glibc's wcswidth (4,733)")
    func codePointsAgreesWithGlibcOnEmojiSequences() throws {
      let compared = try compareWithGlibc(TerminalCellMeasurer(profile: .codePoints)) { $0 }
      // All but the sequences with an emoji new in Unicode 15.0 (glibc 2.36 has 14.0).
      #expect(compared > 4700)
    }

    @Test("codePointsJoiningAfterZWJ is wcswidth with each code point after a ZWJ left out")
    func joiningAfterZWJAgreesWithGlibcWithoutJoinedCodePoints() throws {
      var joined = 0
      let compared = try compareWithGlibc(
        TerminalCellMeasurer(profile: .codePointsJoiningAfterZWJ)
      ) { scalars in
        var kept: [Unicode.Scalar] = []
        for (index, scalar) in scalars.enumerated() {
          if index > 0, scalars[index - 1].value == 0x200D { continue }
          kept.append(scalar)
        }
        if kept.count < scalars.count { joined += 1 }
        return kept
      }
      #expect(compared > 4700)
      // The ZWJ sequences of emoji-test.txt, in all their qualifications.
      #expect(joined > 1000)
    }

    /// Compares the width `measurer` gives each sequence of emoji-test.txt with glibc's
    /// `wcswidth` of the code points `reference` keeps of it; returns how many were compared.
    /// A sequence glibc calls non-printable is left out, and must hold a code point that
    /// ICU's Unicode assigns and glibc's older data does not know.
    private func compareWithGlibc(
      _ measurer: TerminalCellMeasurer, reference: ([Unicode.Scalar]) -> [Unicode.Scalar]
    ) throws -> Int {
      let glibc = try #require(GlibcWidths(), "glibc has no C.UTF-8 locale")
      let sequences = try emojiTestSequences()
      #expect(sequences.count == 4733)
      var differences: [String] = []
      var compared = 0
      for (line, scalars) in sequences {
        let expected = glibc.width(reference(scalars))
        guard expected >= 0 else {
          let unknown = scalars.filter { glibc.width($0) < 0 }
          #expect(
            !unknown.isEmpty
              && unknown.allSatisfy { UnicodeProperties.generalCategory($0) != CICU_GC_CN },
            "line \(line): wcswidth -1 but no assigned code point it does not know")
          continue
        }
        compared += 1
        let ours = cells(String(String.UnicodeScalarView(scalars)), measurer)
        if ours != expected { differences.append("line \(line): ours \(ours), glibc \(expected)") }
      }
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(40))")
      return compared
    }
  #endif

  @Test("the profiles part on the probe clusters as the terminals of each family draw them")
  func profilesOnProbeClusters() {
    // Widths drawn by tmux 3.3a (asked for its cursor column after each), and the clusters
    // rules of the semantics.
    let expected: [(String, clusters: Int, codePoints: Int, joining: Int)] = [
      ("❤️", 2, 1, 1), ("👍🏽", 2, 4, 4), ("1️⃣", 2, 1, 1), ("กำ", 1, 2, 2), ("👨‍💻", 2, 4, 2),
      ("🏳️‍🌈", 2, 3, 1), ("क्षि", 1, 3, 3), ("é", 1, 1, 1), ("🇺🇸", 2, 2, 2), ("각", 2, 2, 2),
    ]
    for (text, clusters, codePoints, joining) in expected {
      #expect(cells(text, TerminalCellMeasurer(profile: .clusters)) == clusters, "\(text)")
      #expect(cells(text, TerminalCellMeasurer(profile: .codePoints)) == codePoints, "\(text)")
      #expect(
        cells(text, TerminalCellMeasurer(profile: .codePointsJoiningAfterZWJ)) == joining,
        "\(text)")
    }
  }

  @Test("ambiguous-wide applies under every profile")
  func ambiguousWideUnderEveryProfile() {
    for profile in CellWidthProfile.allCases {
      #expect(cells("±→", TerminalCellMeasurer(ambiguousIsWide: false, profile: profile)) == 2)
      #expect(cells("±→", TerminalCellMeasurer(ambiguousIsWide: true, profile: profile)) == 4)
    }
  }

  @Test("the per-code-point table agrees with the rules for every scalar of the BMP")
  func codePointTableMatchesRules() {
    var mismatches = 0
    for value in UInt32(0x80)..<0x1_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for wide in [false, true]
      where CodePointWidth.cells(of: scalar, ambiguousIsWide: wide)
        != CodePointWidth.rules(scalar, ambiguousIsWide: wide)
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }
}
