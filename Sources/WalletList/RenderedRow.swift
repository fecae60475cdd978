import AdaptiveAmountRow
import LayoutEngine
import TruncationDetection
import WalletEntries

/// One entry laid out at the list's width: what the `layout` command prints, and one line of
/// the `format` command's JSON Lines output (``jsonText``). It is `Codable` with the same
/// keys, so a consumer of that output decodes it back into this type.
///
/// ```swift
/// let row = try WalletListFormatter(options: ListFormatterOptions(width: 20))
///   .row(for: WalletEntry(title: "short Text", amount: .preformatted("-12.50 €")))
/// row.mode   // .compact
/// row.lines  // ["short Text  -12.50 €"]
/// ```
public struct RenderedRow: Sendable, Hashable, Codable {
  /// The input line the entry came from, when it came from input.
  public var line: Int?
  /// The title, as given.
  public var title: String
  /// The amount as shown: preformatted text exactly as given, or the formatted amount.
  public var amount: String
  /// The subtitle or date, when there is one.
  public var subtitle: String?
  /// The chosen mode.
  public var mode: AmountRowMode
  /// The row drawn in terminal cells (Docs/Semantics.md, section 7), safe to print to a terminal.
  public var lines: [String]
  /// The width the row was laid out at.
  public var proposedWidth: Double
  /// The row's width: the proposed width, or more when it overflows.
  public var width: Double
  /// The row's height, in lines for terminal measurers.
  public var height: Double
  /// Whether even the amount does not fit: lines are longer than the width, nothing is cut.
  public var overflow: Bool
  /// What the row decided about each candidate, in order.
  public var candidates: [CandidateSummary]
  /// The entry as given: its title, its amount (preformatted text, or a structured amount's
  /// exact value, currency, direction and status) and its subtitle.
  public var entry: WalletEntry

  /// A candidate's verdict: whether its title is truncated, and why.
  public struct CandidateSummary: Sendable, Hashable, Codable {
    /// The candidate's mode.
    public var mode: AmountRowMode
    /// Whether its title is truncated.
    public var truncated: Bool
    /// `"lines"` (more lines needed than allowed), `"width"` (too narrow to show anything),
    /// or nil.
    public var reason: String?
    /// The width its title was given inside the candidate, nil when unspecified.
    public var titleWidthGiven: Double?
    /// The width the title needs on one line.
    public var titleWidthNeeded: Double
    /// The lines the title needs at the width it was given.
    public var titleLinesNeeded: Int
    /// The lines the candidate allows the title; nil for no limit.
    public var titleLinesAllowed: Int?
    /// When the title shows whole, the first of its words the candidate breaks between two
    /// clusters (the reason a row that keeps words whole passes it over); nil when none.
    public var titleBrokenWord: String?

    /// The summary of a row's report on one candidate.
    public init(_ report: AmountRowCandidateReport) {
      mode = report.mode
      truncated = report.verdict.isTruncated
      titleWidthGiven = report.titleWidthGiven
      titleWidthNeeded = report.titleWidthNeeded
      titleLinesNeeded = report.titleLinesNeeded
      titleLinesAllowed = report.titleLinesAllowed
      titleBrokenWord = report.titleBrokenWord
      source = .judged(report.verdict, rowWidthGiven: report.rowWidthGiven)
      reason = Self.reason(of: report.verdict)
    }

    /// The ``reason`` of a candidate judged `verdict`.
    static func reason(of verdict: TruncationVerdict) -> String? {
      switch verdict.reason {
      case nil: nil
      case .lines?: "lines"
      case .width?: "width"
      }
    }

    /// What the explanation is taken from: the row's report (the fields of it the summary
    /// does not hold already), or the explanation itself when the summary was decoded.
    private enum Source: Sendable, Hashable {
      case judged(TruncationVerdict, rowWidthGiven: Double)
      case explained(String)
    }
    private let source: Source

    /// Why the candidate was taken or passed over, as the row's report says it
    /// (`AmountRowCandidateReport.explanation`): made when asked for, since a list that
    /// prints only lines never reads it.
    public var explanation: String {
      switch source {
      case .judged(let verdict, let rowWidthGiven):
        var text = ExplanationText()
        AmountRowCandidateReport.writeExplanation(
          verdict: verdict, titleWidthGiven: titleWidthGiven, titleLinesNeeded: titleLinesNeeded,
          titleBrokenWord: titleBrokenWord, rowWidthGiven: rowWidthGiven, to: &text)
        return text.text
      case .explained(let text): return text
      }
    }

    /// Writes the ``explanation`` of the summary at `summary` to `output` as a JSON string
    /// holds it, without the quotes.
    static func writeExplanation(
      of summary: UnsafePointer<Self>, to output: inout JSONWriter.Output
    ) {
      switch summary.pointee.source {
      case .judged(let verdict, let rowWidthGiven):
        AmountRowCandidateReport.writeExplanation(
          verdict: verdict, titleWidthGiven: summary.pointee.titleWidthGiven,
          titleLinesNeeded: summary.pointee.titleLinesNeeded,
          titleBrokenWord: summary.pointee.titleBrokenWord, rowWidthGiven: rowWidthGiven,
          to: &output)
      case .explained(let text): output.escaped(text)
      }
    }
  }
}

extension JSONWriter.Output: ExplanationOutput {
  package mutating func digits(_ text: String) { utf8(text) }
  package mutating func titleWord(_ word: String) { escaped(word) }
}

extension RenderedRow.CandidateSummary {
  private enum CodingKeys: String, CodingKey {
    case mode, truncated, reason, explanation, titleWidthGiven, titleWidthNeeded
    case titleLinesNeeded, titleLinesAllowed, titleBrokenWord
  }

  /// Decodes the object ``jsonText`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    mode = AmountRowMode(rawValue: try container.decode(String.self, forKey: .mode))
    truncated = try container.decode(Bool.self, forKey: .truncated)
    reason = try container.decodeIfPresent(String.self, forKey: .reason)
    titleWidthGiven = try container.decodeIfPresent(Double.self, forKey: .titleWidthGiven)
    titleWidthNeeded = try container.decode(Double.self, forKey: .titleWidthNeeded)
    titleLinesNeeded = try container.decode(Int.self, forKey: .titleLinesNeeded)
    titleLinesAllowed = try container.decodeIfPresent(Int.self, forKey: .titleLinesAllowed)
    titleBrokenWord = try container.decodeIfPresent(String.self, forKey: .titleBrokenWord)
    source = .explained(try container.decode(String.self, forKey: .explanation))
  }

  /// Encodes the object ``jsonText`` writes (nil values as null).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mode.rawValue, forKey: .mode)
    try container.encode(truncated, forKey: .truncated)
    try container.encode(reason, forKey: .reason)
    try container.encode(explanation, forKey: .explanation)
    try container.encode(titleWidthGiven, forKey: .titleWidthGiven)
    try container.encode(titleWidthNeeded, forKey: .titleWidthNeeded)
    try container.encode(titleLinesNeeded, forKey: .titleLinesNeeded)
    try container.encode(titleLinesAllowed, forKey: .titleLinesAllowed)
    try container.encode(titleBrokenWord, forKey: .titleBrokenWord)
  }
}

extension RenderedRow {
  private enum CodingKeys: String, CodingKey {
    case line, title, amount, subtitle, mode, lines, width, height, proposedWidth, overflow
    case candidates, entry
  }

  /// Decodes the object ``jsonText`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    line = try container.decodeIfPresent(Int.self, forKey: .line)
    title = try container.decode(String.self, forKey: .title)
    amount = try container.decode(String.self, forKey: .amount)
    subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
    mode = AmountRowMode(rawValue: try container.decode(String.self, forKey: .mode))
    lines = try container.decode([String].self, forKey: .lines)
    width = try container.decode(Double.self, forKey: .width)
    height = try container.decode(Double.self, forKey: .height)
    proposedWidth = try container.decode(Double.self, forKey: .proposedWidth)
    overflow = try container.decode(Bool.self, forKey: .overflow)
    candidates = try container.decode([CandidateSummary].self, forKey: .candidates)
    entry = try container.decode(WalletEntry.self, forKey: .entry)
  }

  /// Encodes the object ``jsonText`` writes (`line` and `subtitle` left out when nil).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(line, forKey: .line)
    try container.encode(title, forKey: .title)
    try container.encode(amount, forKey: .amount)
    try container.encodeIfPresent(subtitle, forKey: .subtitle)
    try container.encode(mode.rawValue, forKey: .mode)
    try container.encode(lines, forKey: .lines)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(proposedWidth, forKey: .proposedWidth)
    try container.encode(overflow, forKey: .overflow)
    try container.encode(candidates, forKey: .candidates)
    try container.encode(entry, forKey: .entry)
  }
}
