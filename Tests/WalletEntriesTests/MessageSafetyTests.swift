import Testing
import WalletEntries

@Suite("messages quote input safely")
struct MessageSafetyTests {
  /// A message that quotes input reaches a terminal or a document on one line, in its order:
  /// bidi controls, line and paragraph separators and controls are escaped as `\u{…}` (the
  /// scalars the title rule singles out); right-to-left and Arabic letter marks, which reorder
  /// nothing past themselves, stay as the JSON writer leaves them.
  @Test(
    "a quoted value's bidi controls, separators and controls are escaped",
    arguments: [
      ("EU\u{202E}R", "EU\\u{202E}R"), ("EU\u{2028}R", "EU\\u{2028}R"),
      ("EU\u{2029}R", "EU\\u{2029}R"), ("EU\u{2066}R", "EU\\u{2066}R"),
      ("EU\u{1B}R", "EU\\u{1B}R"), ("EU\u{85}R", "EU\\u{85}R"), ("EU\u{200F}R", "EU\u{200F}R"),
    ])
  func quotedValue(value: String, shown: String) {
    #expect(
      EntryError.invalidCurrency(value).description
        == "invalid currency \"\(shown)\": expected 1 to 11 ASCII letters")
    #expect(
      EntryError.unknownDirection(value).description
        == "unknown direction \"\(shown)\": expected incoming or outgoing")
  }

  @Test("a line whose currency holds U+202E and U+2028 is reported with them escaped")
  func readerMessage() {
    let line = #"{"title": "Shop", "amount": {"value": "1", "currency": "EU\u202e\u2028R"}}"#
    let error = records(line, format: .jsonLines).first?.error
    #expect(
      error?.description
        == #"invalid currency "EU\u{202E}\u{2028}R": expected 1 to 11 ASCII letters"#)
  }
}
