/// Text as a JSON string, escaped by the rule every JSON the library writes follows: `"` and
/// `\`, and every scalar the title rule singles out (C0 and C1 controls, DEL, the bidi
/// embeddings, overrides and isolates, the line and paragraph separators) as an escape, so that
/// nothing from the data reaches a terminal as a control sequence or reorders the text past
/// itself, and the text stays on one line. Everything else, the bidi marks (ALM, LRM, RLM)
/// included, is written as it is: a mark directs no more than a letter of its direction does.
///
/// For JSON of one's own beside the library's (a service's error bodies): the same text
/// escaped the same way.
///
/// ```swift
/// JSONString.literal("a\u{1B}b\u{202E}")  // "\"a\\u001bb\\u202e\""
/// ```
public enum JSONString {
  /// `text` as a JSON string literal, quotes included.
  public static func literal(_ text: String) -> String {
    JSONWriter.string(text)
  }
}
