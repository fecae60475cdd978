import Testing

@testable import TextMeasurement

@Suite("Control characters")
struct ControlCharacterPolicyTests {
  @Test("TAB becomes one space")
  func tab() {
    #expect(ControlCharacterPolicy.sanitize("a\tb") == "a b")
  }

  @Test("ESC, DEL and other C0 controls become U+FFFD")
  func c0AndDelete() {
    #expect(ControlCharacterPolicy.sanitize("\u{1B}[0m") == "\u{FFFD}[0m")
    #expect(
      ControlCharacterPolicy.sanitize("a\u{7F}b\u{0}c\u{0B}\u{0C}")
        == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}")
  }

  @Test("LF, CR and NEL stay; C1 CSI becomes U+FFFD")
  func newlinesStayC1Replaced() {
    #expect(ControlCharacterPolicy.sanitize("a\nb\rc\r\nd\u{85}e") == "a\nb\rc\r\nd\u{85}e")
    #expect(ControlCharacterPolicy.sanitize("\u{9B}31m") == "\u{FFFD}31m")
    #expect(ControlCharacterPolicy.sanitize("\u{80}\u{9F}") == "\u{FFFD}\u{FFFD}")
  }

  @Test("bidi embeddings, overrides and isolates are removed")
  func bidiRemoved() {
    let text = "a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}j"
    #expect(ControlCharacterPolicy.sanitize(text) == "abcdefghij")
    // Marks that do not reorder stay.
    #expect(ControlCharacterPolicy.sanitize("a\u{200E}b") == "a\u{200E}b")
  }

  @Test("a text without controls comes back unchanged")
  func unchanged() {
    for text in ["", "plain", "猫 😀 é", "\u{2028}\u{2029}"] {
      #expect(ControlCharacterPolicy.sanitize(text) == text)
    }
  }

  @Test("measured text sees the sanitized text: TAB one cell, ESC one cell, bidi none")
  func measuredAfterSanitizing() {
    let measured = MeasuredText("\tx\u{1B}\u{202E}y", measurer: TerminalCellMeasurer())
    #expect(measured.text == " x\u{FFFD}y")
    #expect(measured.width(0..<measured.clusterCount) == 4)
    #expect(measured.isWhitespace(0))
  }

  @Test("the UTF-8 scan finds exactly the scalars whose action is not keep")
  func byteScanAgreesWithActions() {
    var checked = 0
    for value in UInt32(0)..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), "a\(scalar)b"] {
        let scanned = Array(text.utf8).withUnsafeBufferPointer(
          ControlCharacterPolicy.needsChanges(utf8:))
        #expect(
          scanned == (ControlCharacterPolicy.action(for: scalar) != .keep),
          "U+\(String(value, radix: 16))")
      }
      checked += 1
    }
    #expect(checked > 190_000)
  }
}
