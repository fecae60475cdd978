import LayoutEngine
import TruncationDetection

/// Where a candidate's explanation is written, piece by piece: a list writes it straight into
/// its JSON output, ``AmountRowCandidateReport/explanation`` into a string.
@usableFromInline package protocol ExplanationOutput: ~Copyable {
  /// Text of the explanation's own: words and punctuation that need no escape.
  mutating func raw(_ text: StaticString)
  /// An integer's digits.
  mutating func int(_ value: Int)
  /// A number's digits that are not an integer's (`String(value)`).
  mutating func digits(_ text: String)
  /// A word of the title, which the output escapes as it needs (a JSON string's escapes).
  mutating func titleWord(_ word: String)
}

/// An explanation written into a string.
package struct ExplanationText: ExplanationOutput {
  /// The explanation written so far.
  package var text = ""
  package init() {}
  package mutating func raw(_ text: StaticString) { self.text += text.description }
  package mutating func int(_ value: Int) { text += String(value) }
  package mutating func digits(_ text: String) { self.text += text }
  package mutating func titleWord(_ word: String) { text += word }
}

extension AmountRowCandidateReport {
  /// Why the candidate was taken or passed over, in a sentence: e.g. `truncated: needs 2
  /// lines, 1 allowed at width 38`, `fits: needs 2 lines at width 3, breaks the word
  /// “Coffee”` or `truncated: the amount leaves no room for the title at width 20`. The CLI
  /// and a list's rows (`RenderedRow.CandidateSummary`) show this sentence.
  public var explanation: String {
    var output = ExplanationText()
    writeExplanation(to: &output)
    return output.text
  }

  /// Writes ``explanation`` to `output`.
  @inlinable
  package func writeExplanation<Output: ExplanationOutput & ~Copyable>(to output: inout Output) {
    Self.writeExplanation(
      verdict: verdict, titleWidthGiven: titleWidthGiven, titleLinesNeeded: titleLinesNeeded,
      titleBrokenWord: titleBrokenWord, rowWidthGiven: rowWidthGiven, to: &output)
  }

  /// Writes the ``explanation`` of a report with these fields to `output`: for a holder of
  /// the fields (a list's summary of a report) that keeps no copy of the report itself.
  @inlinable
  package static func writeExplanation<Output: ExplanationOutput & ~Copyable>(
    verdict: TruncationVerdict, titleWidthGiven: Double?, titleLinesNeeded: Int,
    titleBrokenWord: String?, rowWidthGiven: Double, to output: inout Output
  ) {
    // Both inlined into each case: a call of its own each would cost more than its body.
    @inline(__always) func number(_ value: Double) {
      if let whole = wholeNumber(value) {
        output.int(whole)
      } else {
        output.digits(String(value))
      }
    }
    @inline(__always) func at() {
      guard let titleWidthGiven else { return }
      output.raw(" at width ")
      number(titleWidthGiven)
    }
    switch verdict.reason {
    case nil:
      output.raw("fits: needs ")
      output.int(titleLinesNeeded)
      // Each literal on its own, so that each is a copy of known length.
      if titleLinesNeeded == 1 { output.raw(" line") } else { output.raw(" lines") }
      at()
      if let titleBrokenWord {
        output.raw(", breaks the word \u{201C}")
        output.titleWord(titleBrokenWord)
        output.raw("\u{201D}")
      }
    case .lines(let needed, let allowed)?:
      output.raw("truncated: needs ")
      output.int(needed)
      output.raw(" lines, ")
      output.int(allowed)
      output.raw(" allowed")
      at()
    case .width(_, let given)? where given <= 0:
      // Beside the amount, a title is given no width only when the amount takes it all.
      output.raw("truncated: the amount leaves no room for the title")
      if rowWidthGiven.isFinite {
        output.raw(" at width ")
        number(rowWidthGiven)
      }
    case .width(let needed, let given)?:
      output.raw("truncated: needs width ")
      number(needed)
      output.raw(", given ")
      number(given)
    }
  }
}
