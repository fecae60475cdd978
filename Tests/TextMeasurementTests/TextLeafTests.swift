import LayoutEngine
import Testing

@testable import TextMeasurement

/// Lays `view` out in terminal cells at `width` and returns its size and the texts' lines.
private func cells(_ view: some View, width: Double?, height: Double? = nil)
  -> (size: Size, lines: [[String]])
{
  let result = view.layout(
    in: ProposedSize(width: width, height: height),
    environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
  let lines = result.root.leaves.compactMap {
    ($0.content as? TextContent)?.layout.lines.map(\.text)
  }
  return (result.size, lines)
}

@Suite("Text leaf")
struct TextLeafTests {
  @Test("a zero proposal gives size zero")
  func zeroProposal() {
    #expect(cells(Text("Hello"), width: 0, height: 0).size == .zero)
    #expect(cells(Text("Hello"), width: 0).size == .zero)
  }

  @Test("a nil width gives one line per paragraph, as wide as the widest")
  func idealSize() {
    let (size, lines) = cells(Text("one two\nthree\r\nfour five six"), width: nil)
    #expect(size == Size(width: 13, height: 3))
    #expect(lines == [["one two", "three", "four five six"]])
  }

  @Test("a width below the longest word breaks that word between clusters")
  func longWordBreaks() {
    let (size, lines) = cells(Text("a extraordinary b"), width: 5)
    #expect(lines == [["a", "extra", "ordin", "ary b"]])
    #expect(size == Size(width: 5, height: 4))
  }

  @Test("\"Hi\" at width 1 is two lines, H and i")
  func hiAtOneCell() {
    let (size, lines) = cells(Text("Hi"), width: 1)
    #expect(lines == [["H", "i"]])
    #expect(size == Size(width: 1, height: 2))
  }

  @Test("whitespace at the end of a line hangs: neither counted nor rendered")
  func hangingWhitespace() {
    let (size, lines) = cells(Text("abc   def"), width: 3)
    #expect(lines == [["abc", "def"]])
    #expect(size.width == 3)
    // The ideal one-line layout drops trailing whitespace too.
    #expect(cells(Text("abc   "), width: nil).size == Size(width: 3, height: 1))
  }

  @Test("a run of spaces in a segment broken between clusters hangs instead of filling lines")
  func spacesInBrokenSegmentHang() {
    // No break before a comma: the eight spaces and "," are one segment, too wide for 3 cells.
    let title = String(repeating: " ", count: 8) + ", b"
    let (size, lines) = cells(Text(title), width: 3)
    #expect(lines == [["", ", b"]])
    #expect(size == Size(width: 3, height: 2))
    // The line count never grows with the width, and the widest line lays the text out alike.
    let measured = MeasuredText(title, measurer: TerminalCellMeasurer())
    let counts = (1...12).map { measured.lineCount(width: Double($0)) }
    #expect(counts == [3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1])
    for width in 1...12 {
      let lines = measured.lines(width: Double(width))
      let widest = lines.map(\.width).max() ?? 0
      #expect(measured.lines(width: widest) == lines, "at \(width)")
    }
  }

  @Test("the reported width is the widest line, not the proposal")
  func reportedWidth() {
    #expect(cells(Text("ab cd"), width: 40).size == Size(width: 5, height: 1))
    #expect(cells(Text("ab cdef"), width: 5).size == Size(width: 4, height: 2))
  }

  @Test("Japanese at 20 cells wraps with no line starting with 。")
  func japaneseKinsoku() {
    let (_, lines) = cells(Text("吾輩は猫である。名前はまだ無い。"), width: 20)
    #expect(lines == [["吾輩は猫である。名前", "はまだ無い。"]])
  }

  @Test("a cluster wider than the width overflows its line, one cluster a line")
  func wideClusterOverflows() {
    let (size, lines) = cells(Text("漢字"), width: 1)
    #expect(lines == [["漢", "字"]])
    #expect(size == Size(width: 2, height: 2))
  }

  @Test("lineLimit caps the lines and truncates the last with an ellipsis")
  func lineLimitTail() {
    let (size, lines) = cells(Text("one two three four").lineLimit(2), width: 7)
    #expect(lines == [["one two", "three…"]])
    #expect(size == Size(width: 7, height: 2))
  }

  @Test("lineLimit(2, reservesSpace: true) is at least two lines tall")
  func reservesSpace() {
    let (size, lines) = cells(Text("one").lineLimit(2, reservesSpace: true), width: 10)
    #expect(lines == [["one"]])
    #expect(size == Size(width: 3, height: 2))
    #expect(cells(Text("one").lineLimit(2), width: 10).size.height == 1)
  }

  @Test("a text that reserves two lines shows two even when offered the height of one")
  func reservedLinesAreShown() {
    let (size, lines) = cells(
      Text("aa bb cc").lineLimit(2, reservesSpace: true), width: 2, height: 1)
    #expect(lines == [["aa", "b…"]])
    #expect(size == Size(width: 2, height: 2))
  }

  @Test("a finite height caps the lines, at least one line shown")
  func heightCapsLines() {
    #expect(cells(Text("aa bb cc"), width: 2, height: 2).lines == [["aa", "b…"]])
    #expect(cells(Text("aa bb cc"), width: 2, height: 0.5).lines == [["a…"]])
  }

  @Test("lineSpacing adds its space between lines, and a height fits lines with it")
  func lineSpacing() {
    // Three one-cell lines with 1 between them: 3 + 2 = 5 tall.
    #expect(cells(Text("a b c").lineSpacing(1), width: 1).size == Size(width: 1, height: 5))
    // Offered 4, two lines (1 + 1 + 1) fit and the second ends with "…".
    #expect(cells(Text("a b c").lineSpacing(1), width: 1, height: 4).lines == [["a", "…"]])
    // An invalid spacing is read as 0, with a diagnostic.
    for invalid in [Double.nan, .infinity, -1] {
      let result = Text("a b c").lineSpacing(invalid).layout(
        in: ProposedSize(width: 1, height: nil),
        environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
      #expect(result.size.height == 3)
      #expect(result.diagnostics.contains { $0.message.contains("line spacing") })
    }
  }

  @Test("a line limit below 1 shows one line, with a diagnostic on each text's node")
  func lineLimitBelowOne() {
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    let proposal = ProposedSize(width: 2, height: nil)
    // What lineLimit(1) shows: the one line a limit below 1 is read as.
    let one = Text("aa bb cc").lineLimit(1).layout(in: proposal, environment: terminal)
    #expect(one.size == Size(width: 2, height: 1) && one.diagnostics.isEmpty)
    let invalid: [(String, any View)] = [
      ("0", Text("aa bb cc").lineLimit(0)), ("-3", Text("aa bb cc").lineLimit(...(-3))),
      ("0", Text("aa bb cc").lineLimit(0, reservesSpace: true)),
    ]
    for (limit, view) in invalid {
      let result = view.layout(in: proposal, environment: terminal)
      #expect(result.size == one.size, "\(limit)")
      #expect(
        result.root.leaves.compactMap { ($0.content as? TextContent)?.layout.lines.map(\.text) }
          == [["a…"]])
      #expect(
        result.diagnostics.map(\.message) == ["lineLimit \(limit) is below 1; read as 1"])
    }
    // Two texts under one modifier: a diagnostic on each.
    let stack = VStack(spacing: 0) {
      Text("a")
      Text("b")
    }.lineLimit(0).layout(in: proposal, environment: terminal)
    #expect(stack.size == Size(width: 1, height: 2))
    let messages = stack.root.allNodes.flatMap(\.diagnostics).map(\.message)
    #expect(messages == Array(repeating: "lineLimit 0 is below 1; read as 1", count: 2))
  }

  @Test("a range's lower bound below 1 reserves nothing, with a diagnostic")
  func lineLimitMinimumBelowOne() {
    let terminal = EnvironmentValues(measurer: TerminalCellMeasurer())
    let proposal = ProposedSize(width: 10, height: nil)
    // "Hi" at 0...2 is one line tall, as at 1...2, which reports nothing.
    let range = Text("Hi").lineLimit(0...2).layout(in: proposal, environment: terminal)
    #expect(range.size == Size(width: 2, height: 1))
    #expect(
      range.diagnostics.map(\.message) == [
        "lineLimit lower bound 0 is below 1; read as no minimum"
      ])
    let valid = Text("Hi").lineLimit(1...2).layout(in: proposal, environment: terminal)
    #expect(valid.size == range.size && valid.diagnostics.isEmpty)
    // A partial range reports its bound the same way; "Hi" at -1... is as with no limit.
    let from = Text("Hi").lineLimit((-1)...).layout(in: proposal, environment: terminal)
    #expect(from.size == range.size)
    #expect(
      from.diagnostics.map(\.message) == [
        "lineLimit lower bound -1 is below 1; read as no minimum"
      ])
    // A bound of 2 reserves two lines (SwiftUI's recorded "Hi" at 2...3 is two lines tall).
    let reserved = Text("Hi").lineLimit(2...).layout(in: proposal, environment: terminal)
    #expect(reserved.size.height == 2 && reserved.diagnostics.isEmpty)
    // Both bounds below 1: the cap is read as 1, the minimum as none, each reported.
    let both = Text("aa bb").lineLimit(-2...0).layout(
      in: ProposedSize(width: 2, height: nil), environment: terminal)
    #expect(both.size == Size(width: 2, height: 1))
    #expect(
      both.diagnostics.map(\.message) == [
        "lineLimit 0 is below 1; read as 1",
        "lineLimit lower bound -2 is below 1; read as no minimum",
      ])
  }

  @Test("one-line truncation in head, middle and tail modes")
  func truncationModes() {
    let text = "abcdefghij"
    #expect(cells(Text(text).lineLimit(1), width: 6).lines == [["abcde…"]])
    #expect(
      cells(Text(text).lineLimit(1).truncationMode(.head), width: 6).lines == [["…fghij"]])
    #expect(
      cells(Text(text).lineLimit(1).truncationMode(.middle), width: 6).lines == [["abc…ij"]])
  }

  @Test("over several lines the last visible line holds the rest truncated in the mode")
  func multilineTruncationKeepsTheMode() {
    // MetalUI's `docs/probes/swiftui-text-semantics.swift`, arm X8 (macOS 27.0): SwiftUI
    // draws "Alpha beta gamma delta epsilon zeta eta theta" at lineLimit(2) exactly as its
    // first line ("Alpha beta ") over the rest truncated as one line in the mode: "…zeta eta
    // theta" for .head, "gamma…a theta" for .middle. Here in cells, at width 11.
    let text = "Alpha beta gamma delta epsilon zeta eta theta"
    let rest = "gamma delta epsilon zeta eta theta"
    for mode in TruncationMode.allCases {
      let lines = cells(Text(text).lineLimit(2).truncationMode(mode), width: 11).lines
      let restAlone = cells(Text(rest).lineLimit(1).truncationMode(mode), width: 11).lines
      #expect(lines == [["Alpha beta"] + (restAlone.first ?? [])], "\(mode)")
    }
    let head = cells(Text(text).lineLimit(2).truncationMode(.head), width: 11).lines
    #expect(head == [["Alpha beta", "…eta theta"]])
    // The former answer truncated every multi-line text at the tail.
    #expect(head != [["Alpha beta", "gamma delt…"]])
    let middle = cells(Text(text).lineLimit(2).truncationMode(.middle), width: 11).lines
    #expect(middle == [["Alpha beta", "gamma…theta"]])
  }

  @Test("multilineTextAlignment offsets lines inside the text's width")
  func alignment() {
    let result = Text("a bbb").multilineTextAlignment(.trailing).layout(
      in: ProposedSize(width: 3, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    let content = result.root.leaves.first?.content as? TextContent
    #expect(content?.layout.lines.map(\.x) == [2, 0])
    let centered = Text("a bbb").multilineTextAlignment(.center).layout(
      in: ProposedSize(width: 3, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    #expect((centered.root.leaves.first?.content as? TextContent)?.layout.lines.map(\.x) == [1, 0])
  }

  @Test("mandatory breaks end lines; a trailing newline leaves an empty last line")
  func mandatoryBreaks() {
    #expect(cells(Text("a\nb\u{2028}c\u{85}d"), width: 10).lines == [["a", "b", "c", "d"]])
    #expect(cells(Text("a\n"), width: 10).size == Size(width: 1, height: 2))
  }

  @Test("controls: TAB is a space, ESC is U+FFFD, bidi overrides are removed")
  func controls() {
    #expect(cells(Text("a\tb"), width: nil).lines == [["a b"]])
    #expect(cells(Text("a\u{1B}[31mb"), width: nil).lines == [["a\u{FFFD}[31mb"]])
    #expect(cells(Text("a\u{202E}b"), width: nil).size == Size(width: 2, height: 1))
  }

  @Test("an empty text has size zero")
  func emptyText() {
    #expect(cells(Text(""), width: 10).size == .zero)
    #expect(cells(Text(""), width: nil).size == .zero)
  }

  @Test("baselines: the first and last visible lines'")
  func baselines() {
    let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 12, baselineOffset: 9)
    let result = Text("aa bb cc").layout(
      in: ProposedSize(width: 20, height: nil), environment: EnvironmentValues(measurer: measurer))
    #expect(result.root.firstTextBaseline == 9)
    #expect(result.root.lastTextBaseline == 33)
  }

  @Test("a text beside a fixed sibling in an HStack gets what the sibling leaves")
  func textInHStack() {
    let row = HStack(spacing: 1) {
      Text("alpha beta gamma")
      Text("-1.00").fixedSize()
    }
    let result = row.layout(
      in: ProposedSize(width: 12, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    let texts = result.root.leaves.compactMap { $0.content as? TextContent }
    #expect(texts.map { $0.layout.lines.map(\.text) } == [["alpha", "beta", "gamma"], ["-1.00"]])
    #expect(result.size == Size(width: 11, height: 3))
  }

  @Test("HStack(alignment: .lastTextBaseline) puts a one-line text on a two-line text's last line")
  func lastBaselineAlignment() {
    let row = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Text("aaaa bbbb")
      Spacer(minLength: 1)
      Text("9").fixedSize()
    }
    let result = row.layout(
      in: ProposedSize(width: 6, height: nil),
      environment: EnvironmentValues(measurer: TerminalCellMeasurer()))
    let amount = result.root.leaves.last
    #expect(amount?.absoluteFrame == Rect(x: 5, y: 1, width: 1, height: 1))
  }

  @Test("ViewThatFits rejects a one-line text wider than the proposal: ideal sizes decide")
  func viewThatFitsUsesIdealSizes() {
    let long = "some text which can obviously be wrapped in two lines"
    let fits = ViewThatFits(in: .horizontal) {
      Text(long).lineLimit(1)
      Text("short")
    }
    let (_, lines) = cells(fits, width: 20)
    #expect(lines == [["short"]])
  }

  @Test("a measurer written by a consumer is used for widths and spacing")
  func consumerMeasurer() {
    struct ByteMeasurer: TextMeasurer {
      func advance(ofCluster cluster: Substring) -> Double { Double(cluster.utf8.count) }
      var lineHeight: Double { 2 }
      var baselineOffset: Double { 2 }
      func defaultSpacing(along axis: Axis) -> Double { 3 }
      var defaultSpacerLength: Double { 4 }
      var pixelGrid: Double { 1 }
    }
    let result = HStack {
      Text("é")
      Text("ab")
    }.layout(environment: EnvironmentValues(measurer: ByteMeasurer()))
    #expect(result.size == Size(width: 7, height: 2))
  }
}
