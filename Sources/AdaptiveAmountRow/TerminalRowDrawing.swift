import LayoutEngine
import PrioritySelection
import TextMeasurement

/// The common row drawn in terminal cells with no layout values at all: the three built-in
/// candidates in their default order, terminal cells, leading alignment, whole-cell widths, a
/// title and an amount of one paragraph each. It decides the mode from the title's lines and
/// writes the rows' strings straight from the measured text.
///
/// The title is first measured without its line-break opportunities: a title whose visible
/// part fits beside the amount is one line at that width whatever its opportunities are, so a
/// compact row needs no ICU pass. Only a title that has to wrap is handed to ICU.
///
/// Which rows it draws is decided by ``RowPath``; a title or an amount it does not cover
/// returns nil, and the row is drawn by ``DirectRowLayout``. A test holds the drawing to the
/// engine's lines for random rows.
enum TerminalRowDrawing {
  /// The most cells a row may be wide to be drawn here: the renderer moves text placed further
  /// right to its ``TerminalRenderer/maximumColumn``, which this drawing does not do.
  static let maximumWidth = Double(TerminalRenderer.maximumColumn)

  /// What the drawing reads of a row's environment, read once by ``RowPath``.
  struct Cells {
    var measurer: TerminalCellMeasurer
    var defaultSpacerLength: Double
  }

  /// The row's mode and lines at `width`, for a row whose path (``RowPath``) is
  /// ``RowPath/drawn(_:)`` with `cells`; nil when its title or amount is not one this drawing
  /// covers (a title of several paragraphs or none visible, an amount of several lines, too
  /// little room beside the amount).
  static func lines(
    of row: AdaptiveAmountRow, width: Double, cells: Cells, environment: EnvironmentValues
  ) -> AmountRowLines? {
    let configuration = row.configuration
    let measurer = cells.measurer
    let spacerMinimum = configuration.spacerMinLength
    let spacerDefault = cells.defaultSpacerLength

    // The amount, at its ideal size: one line, drawn as given up to its visible end.
    guard let (amountEnd, amountWidth) = MeasuredText.oneLine(row.amount, measurer: measurer)
    else { return nil }
    let amount = row.amount

    // What the stacks offer a title with width on one line (the drawing returns nil below for
    // one without): with less than a wide cluster, lines could overflow into the amount,
    // which the renderer draws otherwise.
    let offered = DirectRowLayout.leastTitleOffer(
      width: width, spacerMinLength: spacerMinimum, amountWidth: amountWidth)
    guard offered >= 2 else { return nil }
    let candidates = configuration.candidates

    var title: MeasuredText
    let titleHasBreaks: Bool
    if row.hasPreparedTitle, let prepared = row.preparedTitle,
      prepared.isMeasured(as: environment)
    {
      title = prepared.measured
      titleHasBreaks = true
    } else {
      // Most titles are one line of clusters of one scalar (and marks): their visible width
      // comes from one pass over their bytes, which stops once past what the row offers, and
      // a compact row needs nothing more.
      if let (titleEnd, titleWidth) = MeasuredText.oneLine(
        row.title, measurer: measurer, widthLimit: offered + 1e-9)
      {
        guard titleWidth > 0 else { return nil }
        return compact(
          row.title, 0..<titleEnd, titleWidth: titleWidth, amount, 0..<amountEnd,
          amountWidth: amountWidth, width: width, spacerMinimum: spacerMinimum,
          mode: candidates[0].mode)
      }
      title = MeasuredText(unbroken: row.title, measurer: measurer)
      titleHasBreaks = false
    }
    guard let titleEnd = title.singleParagraphVisibleEnd else { return nil }
    let titleWidth = title.width(0..<titleEnd)
    guard titleWidth > 0 else { return nil }

    // Compact: the title's visible part fits on one line.
    if titleWidth <= offered + 1e-9 {
      return compact(
        title.text, title.utf8Range(0..<titleEnd), titleWidth: titleWidth, amount,
        0..<amountEnd, amountWidth: amountWidth, width: width, spacerMinimum: spacerMinimum,
        mode: candidates[0].mode)
    }

    if !titleHasBreaks { title.findSoftBreaks(options: environment.lineBreakOptions) }

    // Standard: at most the standard limit of lines at the same width, the amount on the last
    // line's baseline. Extended: the title's lines at the row's width, then the amount on a
    // line of its own at the trailing edge. The row's rule chooses between them from the
    // standard lines' count (compact is out: the title does not fit beside the amount), so
    // the standard lines are kept while they are counted: on the stack for the usual limits,
    // else in an array that grows with the lines (never sized by a large limit).
    let limit = configuration.standardLineLimit
    func standardRows(count: Int, placedWidth: Double, line: (Int) -> TextLine) -> [String] {
      let amountX = placedWidth + max(width - placedWidth - amountWidth, spacerMinimum)
      var lines: [String] = []
      lines.reserveCapacity(count)
      for index in 0..<count {
        let titleLine = line(index)
        let shown = titleLine.clusters.lowerBound..<titleLine.visibleEnd
        lines.append(
          index == count - 1
            ? drawnRow(title, shown, spaces: Int(amountX - titleLine.width), amount, 0..<amountEnd)
            : titleRow(title, shown))
      }
      return lines
    }
    // The chosen candidate drawn, from the standard lines' count and the kept lines.
    func chosenRows(count: Int, placedWidth: Double, line: (Int) -> TextLine) -> AmountRowLines {
      var extended: [String] = []
      let chosen =
        PrioritySelector.choose(from: 0..<3) { index in
          switch index {
          case 0: return .rejected
          case 1:
            // Untruncated, every line is kept: a word is broken where one ends inside it.
            return configuration.fit(
              truncated: count > limit,
              breaksWord: count <= limit && (0..<count).contains { title.endsInsideWord(line($0)) })
          default:
            var breaksWord = false
            title.forEachLine(width: width) { titleLine in
              extended.append(titleRow(title, titleLine.clusters.lowerBound..<titleLine.visibleEnd))
              breaksWord = breaksWord || title.endsInsideWord(titleLine)
            }
            let spaces = Int(max(width - amountWidth, 0, spacerDefault))
            extended.append(drawnRow(title, 0..<0, spaces: spaces, amount, 0..<amountEnd))
            return configuration.fit(truncated: false, breaksWord: breaksWord)
          }
        } ?? 2
      return AmountRowLines(
        mode: candidates[chosen].mode, modeIndex: chosen,
        lines: chosen == 1
          ? standardRows(count: count, placedWidth: placedWidth, line: line) : extended)
    }
    // Counts the lines at the offered width, handing the first `limit` to `keep` with their
    // index; returns the count and the widest kept line's width.
    func countLines(_ keep: (Int, TextLine) -> Void) -> (count: Int, placedWidth: Double) {
      var count = 0
      var placedWidth = 0.0
      title.forEachLine(width: offered) { line in
        if count < limit {
          keep(count, line)
          placedWidth = max(placedWidth, line.width)
        }
        count += 1
      }
      return (count, placedWidth)
    }
    if limit <= Self.standardLinesOnStack {
      return withUnsafeTemporaryAllocation(of: TextLine.self, capacity: limit) { kept in
        let (count, placedWidth) = countLines { kept[$0] = $1 }
        return chosenRows(count: count, placedWidth: placedWidth) { kept[$0] }
      }
    }
    var kept: [TextLine] = []
    let (count, placedWidth) = countLines { kept.append($1) }
    return chosenRows(count: count, placedWidth: placedWidth) { kept[$0] }
  }

  /// The most standard lines counted on the stack.
  static let standardLinesOnStack = 16

  /// The compact row: the title's visible part (`titleBytes` of the UTF-8 of `titleText`), the
  /// spacer, the amount's.
  private static func compact(
    _ titleText: String, _ titleBytes: Range<Int>, titleWidth: Double, _ amount: String,
    _ amountBytes: Range<Int>, amountWidth: Double, width: Double, spacerMinimum: Double,
    mode: AmountRowMode
  ) -> AmountRowLines {
    let spacer = max(width - titleWidth - amountWidth, spacerMinimum)
    let line = drawnRow(titleText, titleBytes, spaces: Int(spacer), amount, amountBytes)
    return AmountRowLines(mode: mode, modeIndex: 0, lines: [line])
  }

  /// A row of the title's clusters `titleClusters` alone: a copy of that part of the title's
  /// text, which, unlike bytes written into a new string, needs no check that it is UTF-8.
  private static func titleRow(_ title: MeasuredText, _ titleClusters: Range<Int>) -> String {
    let bytes = title.utf8Range(titleClusters)
    let utf8 = title.text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    let end = utf8.index(start, offsetBy: bytes.count)
    // A visible part ends before its hanging whitespace, so the row has no trailing space to
    // drop; should one end with a space all the same, it is drawn as every other row is.
    guard bytes.isEmpty || utf8[utf8.index(before: end)] != 0x20 else {
      return drawnRow(title, titleClusters, spaces: 0, "", 0..<0)
    }
    return String(title.text[start..<end])
  }

  /// A row of cells: the clusters `titleClusters` of `title`, `spaces` spaces, and the bytes
  /// `amountBytes` of the UTF-8 of `amount`, written into the string's storage at once; as
  /// the renderer, without the spaces it would end with.
  private static func drawnRow(
    _ title: MeasuredText, _ titleClusters: Range<Int>, spaces: Int, _ amount: String,
    _ amountBytes: Range<Int>
  ) -> String {
    drawnRow(title.text, title.utf8Range(titleClusters), spaces: spaces, amount, amountBytes)
  }

  /// A row of cells: the bytes `titleBytes` of the UTF-8 of `titleText`, `spaces` spaces, and
  /// the bytes `amountBytes` of the UTF-8 of `amount`.
  ///
  /// The bytes are written into a buffer and copied into the string without a second check
  /// that they are UTF-8: they are whole scalars of two strings (the byte ranges of whole
  /// clusters) and spaces, so they are UTF-8 by construction, and a check would walk every
  /// byte of a title that is not ASCII (debug builds check them all the same).
  private static func drawnRow(
    _ titleText: String, _ titleBytes: Range<Int>, spaces: Int, _ amount: String,
    _ amountBytes: Range<Int>
  ) -> String {
    let capacity = titleBytes.count + max(spaces, 0) + amountBytes.count
    guard capacity > 0 else { return "" }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var written = copy(titleText, titleBytes, into: buffer, at: 0)
      if spaces > 0 {
        buffer.baseAddress?.advanced(by: written).initialize(repeating: 0x20, count: spaces)
        written += spaces
      }
      written = copy(amount, amountBytes, into: buffer, at: written)
      while written > 0, buffer[written - 1] == 0x20 { written -= 1 }
      let row = UnsafeBufferPointer(rebasing: buffer[..<written])
      assert(String(validating: row, as: UTF8.self) != nil, "a drawn row is not UTF-8")
      return String(copying: UTF8Span(unchecked: row.span))
    }
  }

  /// Copies the bytes `range` of `text`'s UTF-8 into `buffer` at `offset`; returns the offset
  /// after them.
  private static func copy(
    _ text: String, _ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>,
    at offset: Int
  ) -> Int {
    guard !range.isEmpty else { return offset }
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
      (target + offset).update(from: source + range.lowerBound, count: range.count)
      return range.count
    }
    if let copied { return offset + copied }
    // A text that is not contiguous UTF-8 (measured text always is): copy by index.
    var written = offset
    for byte in text.utf8.dropFirst(range.lowerBound).prefix(range.count) {
      buffer[written] = byte
      written += 1
    }
    return written
  }
}

extension AdaptiveAmountRow {
  /// Whether the row's candidates are compact, standard and extended, in that order, without
  /// subtitle lines.
  var hasDefaultArrangements: Bool {
    let candidates = configuration.candidates
    guard candidates.count == 3 else { return false }
    return candidates[0].builtIn == BuiltInCandidate(arrangement: .compact)
      && candidates[1].builtIn == BuiltInCandidate(arrangement: .standard)
      && candidates[2].builtIn == BuiltInCandidate(arrangement: .extended)
  }
}
