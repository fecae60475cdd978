/// One line of a text laid out at a width: a range of clusters of a ``MeasuredText``.
public struct TextLine: Hashable, Sendable {
  /// The clusters on the line, without the newline that ends it.
  public var clusters: Range<Int>
  /// The end of the line's visible part: trailing whitespace after it hangs (neither counted
  /// nor rendered).
  public var visibleEnd: Int
  /// The width of the visible part.
  public var width: Double
  /// Whether the line ends a paragraph (a mandatory break or the end of the text).
  public var endsParagraph: Bool
}

extension MeasuredText {
  /// The lines of the text at `width`, filled greedily (Docs/Semantics.md section 3): a line takes whole
  /// segments (text between two break opportunities) while the segment's visible part fits;
  /// whitespace at the end of a line hangs; a segment that does not fit an empty line is broken
  /// between grapheme clusters, with at least one cluster a line, never before whitespace
  /// (which hangs there too). A nil or infinite width gives one line per paragraph. With the
  /// standard line-break strategy (the text's ``LineBreakOptions/strategy``) a paragraph's
  /// last word alone on its line then takes the word before it along when it can (the
  /// push-out), which never changes the number of lines.
  ///
  /// The line count never grows with the width, and at the width of its widest line (when no
  /// cluster overflows) a text takes the same lines as at the width they were filled for: the
  /// truncation detector's reference and the row's breakpoints rely on both.
  ///
  /// An empty text has no lines. A newline at the very end of the text starts an empty last
  /// line, as a paragraph separator does anywhere else.
  public func lines(width: Double?) -> [TextLine] {
    var lines: [TextLine] = []
    lines.reserveCapacity(expectedLineCount(width: width))
    forEachLine(width: width) { lines.append($0) }
    return lines
  }

  /// The lines at `width` and the number of lines at `countWidth`, from one pass over the
  /// boundaries (``forEachLine(width:_:andWidth:_:chunk:)``).
  package func lines(width: Double?, countingLinesAt countWidth: Double?)
    -> (lines: [TextLine], count: Int)
  {
    var lines: [TextLine] = []
    lines.reserveCapacity(expectedLineCount(width: width))
    var count = 0
    forEachLine(width: width, { lines.append($0) }, andWidth: countWidth, { _ in count += 1 })
    return (lines, count)
  }

  /// Room for the lines at `width`, so that collecting them seldom grows the array: the
  /// lines the text's width fills at least, and half as many again for lines that end early
  /// (at a break opportunity or a newline). Two for a nil or infinite width.
  private func expectedLineCount(width: Double?) -> Int {
    let limit = Self.limit(width)
    guard limit.isFinite, limit > 0 else { return 2 }
    let filled = self.width(0..<clusterCount) / limit
    // A line holds one cluster at least: no more lines than clusters (and an empty last one).
    guard filled < Double(clusterCount) else { return clusterCount + 1 }
    let lines = Int(filled)
    return lines + lines / 2 + 2
  }

  /// The number of lines at `width`, without collecting them.
  public func lineCount(width: Double?) -> Int {
    var count = 0
    forEachLine(width: width) { _ in count += 1 }
    return count
  }

  /// Calls `body` with each line at `width`, in order, without collecting them.
  package func forEachLine(width: Double?, _ body: (TextLine) -> Void) {
    let count = clusterCount
    guard count > 0 else { return }
    if let end = oneLineEnd(width: width) {
      // Every segment's visible part ends at or before `end`, and prefix sums do not
      // decrease: each fits, so filling would give this one line.
      body(
        TextLine(
          clusters: 0..<count, visibleEnd: end, width: self.width(0..<end), endsParagraph: true))
      return
    }
    fillLines(width: width, body)
  }

  /// The greedy filling of ``forEachLine(width:_:)`` for every text, without its one-line
  /// shortcut (tests hold the shortcut to it).
  func fillLines(width: Double?, _ body: (TextLine) -> Void) {
    var filler = LineFiller(width: width, pushesOut: pushesOutOrphans)
    filler.fill(self, until: clusterCount, body)
    filler.finish(self, body)
  }

  /// ``forEachLine(width:_:)`` at two widths in one pass over the boundaries: the lines at
  /// `width` go to `body`, those at `otherWidth` to `otherBody`. A large text's boundaries
  /// do not stay in the processor's cache between two passes; filled together, a few
  /// thousand clusters at a time (`chunk`), each is read from memory once.
  package func forEachLine(
    width: Double?, _ body: (TextLine) -> Void, andWidth otherWidth: Double?,
    _ otherBody: (TextLine) -> Void, chunk: Int = 2048
  ) {
    let count = clusterCount
    guard count > 0 else { return }
    if oneLineEnd(width: width) != nil || oneLineEnd(width: otherWidth) != nil {
      // The one-line shortcut of ``forEachLine(width:_:)`` takes one width at least.
      forEachLine(width: width, body)
      forEachLine(width: otherWidth, otherBody)
      return
    }
    var first = LineFiller(width: width, pushesOut: pushesOutOrphans)
    var other = LineFiller(width: otherWidth, pushesOut: pushesOutOrphans)
    var stop = 0
    let step = max(chunk, 1)
    while stop < count {
      stop = count - stop > step ? stop + step : count
      first.fill(self, until: stop, body)
      other.fill(self, until: stop, otherBody)
    }
    first.finish(self, body)
    other.finish(self, otherBody)
  }

  /// The clusters of the first word that filling at `width` breaks between two clusters where
  /// no break is allowed (an emergency break, Docs/Semantics.md section 3), without its hanging
  /// whitespace; nil when every word stays whole, and for a nil or infinite width.
  ///
  /// A word here is a segment, the text between two break opportunities. Filling breaks a
  /// segment exactly when its visible part is wider than `width` and has at least two
  /// clusters: a segment that does not fit a line that has text starts the next line, and
  /// one that does not fit an empty line is broken (a single cluster wider than the line
  /// overflows it whole instead). So the answer needs no filling, one pass over the
  /// segments, and the row's whole-words rule can ask it of the width a title was offered.
  ///
  /// ```swift
  /// let coffee = MeasuredText("Coffee", measurer: TerminalCellMeasurer())
  /// coffee.firstBrokenWord(width: 3)  // 0..<6: "Cof" / "fee"
  /// coffee.firstBrokenWord(width: 6)  // nil
  /// ```
  public func firstBrokenWord(width: Double?) -> Range<Int>? {
    let limit = Self.limit(width)
    guard limit.isFinite else { return nil }
    var found: Range<Int>?
    // As line filling compares: a small tolerance absorbs the rounding of prefix sums.
    forEachBreakableWord { word, wordWidth in
      guard wordWidth > limit + 1e-9 else { return true }
      found = word
      return false
    }
    return found
  }

  /// The visible width of the widest word (segment) of two clusters or more: filling at a
  /// width breaks a word exactly when this is wider (``firstBrokenWord(width:)``); 0 when
  /// there is none.
  package var widestBreakableWordWidth: Double {
    var widest = 0.0
    forEachBreakableWord { _, wordWidth in
      widest = max(widest, wordWidth)
      return true
    }
    return widest
  }

  /// Calls `body` with the visible clusters and width of each segment of two visible clusters
  /// or more, in order, until it returns false.
  private func forEachBreakableWord(_ body: (Range<Int>, Double) -> Bool) {
    let count = clusterCount
    var start = 0
    while start < count {
      var end = start
      var kind = BreakKind.none
      while end < count, kind == .none {
        kind = breakAfter(end)
        end += 1
      }
      var visibleEnd = end
      while visibleEnd > start, isWhitespace(visibleEnd - 1) || isNewline(visibleEnd - 1) {
        visibleEnd -= 1
      }
      if visibleEnd - start >= 2, !body(start..<visibleEnd, width(start..<visibleEnd)) { return }
      start = end
    }
  }

  /// Whether `line` ends inside a word: between two clusters where no break is allowed
  /// (an emergency break), with more of the word's visible part after it. A wide cluster that
  /// overflows its line whole, its hanging space carried to the next line, breaks nothing.
  /// The same words as ``firstBrokenWord(width:)``, from lines already filled.
  public func endsInsideWord(_ line: TextLine) -> Bool {
    let end = line.clusters.upperBound
    guard !line.endsParagraph, end > 0, breakAfter(end - 1) == .none else { return false }
    var index = end
    while index < clusterCount {
      if !isWhitespace(index) && !isNewline(index) { return true }
      if breakAfter(index) != .none { return false }
      index += 1
    }
    return false
  }

  /// The word that `line`, which ``endsInsideWord(_:)``, breaks: from the break opportunity
  /// before its end to the one after, without hanging whitespace.
  package func word(brokenBy line: TextLine) -> Range<Int> {
    var start = line.clusters.upperBound - 1
    while start > 0, breakAfter(start - 1) == .none { start -= 1 }
    var end = line.clusters.upperBound
    while end < clusterCount, breakAfter(end - 1) == .none { end += 1 }
    while end > start, isWhitespace(end - 1) || isNewline(end - 1) { end -= 1 }
    return start..<end
  }

  /// The last two lines of a paragraph, `before` and `last`, after the standard strategy's
  /// push-out (Docs/Semantics.md, "The line-break strategy"): when `last` holds exactly one
  /// segment, `before` at least two, and each line starts and ends at a break opportunity
  /// (neither was broken inside a segment), the last segment of `before` moves to the start
  /// of `last`, provided `last` still fits `limit` up to its last visible cluster. Nil when
  /// the lines stay as they are.
  func pushingOut(_ before: TextLine, _ last: TextLine, limit: Double) -> (TextLine, TextLine)? {
    let start = before.clusters.lowerBound
    let middle = before.clusters.upperBound
    let end = last.clusters.upperBound
    guard !before.endsParagraph, last.endsParagraph, last.clusters.lowerBound == middle,
      middle - start >= 2, end > middle, start == 0 || breakAfter(start - 1) != .none,
      breakAfter(middle - 1) == .soft
    else { return nil }
    // The last line's end is the paragraph's (its newline, or the end of the text): one
    // segment when no break is allowed after any of its clusters but the last.
    for index in middle..<(end - 1) where breakAfter(index) != .none { return nil }
    // The moved segment starts after the last opportunity inside `before`.
    var moved = middle - 1
    while moved > start, breakAfter(moved - 1) == .none { moved -= 1 }
    guard moved > start else { return nil }
    var lastVisibleEnd = end
    while lastVisibleEnd > moved, isWhitespace(lastVisibleEnd - 1) || isNewline(lastVisibleEnd - 1)
    {
      lastVisibleEnd -= 1
    }
    let lastWidth = width(moved..<lastVisibleEnd)
    // As line filling compares: a small tolerance absorbs the rounding of prefix sums.
    guard lastWidth <= limit + 1e-9 else { return nil }
    var beforeVisibleEnd = moved
    while beforeVisibleEnd > start, isWhitespace(beforeVisibleEnd - 1) { beforeVisibleEnd -= 1 }
    return (
      TextLine(
        clusters: start..<moved, visibleEnd: beforeVisibleEnd,
        width: width(start..<beforeVisibleEnd), endsParagraph: false),
      TextLine(
        clusters: moved..<end, visibleEnd: lastVisibleEnd, width: lastWidth, endsParagraph: true)
    )
  }

  /// The end of the visible part of a text of one paragraph that fits `width` (with advances
  /// of at least 0): the text is then one line, which filling would give too. Nil otherwise.
  private func oneLineEnd(width: Double?) -> Int? {
    guard let end = singleParagraphVisibleEnd,
      // A small tolerance absorbs the rounding of prefix sums of fractional advances.
      self.width(0..<end) <= Self.limit(width) + 1e-9
    else { return nil }
    return end
  }

  /// A width as line filling compares with it: nil or not finite is no limit.
  static func limit(_ width: Double?) -> Double {
    width.map { $0.isFinite ? $0 : Double.infinity } ?? .infinity
  }
}

/// The state of greedy line filling at one width (Docs/Semantics.md section 3), which can stop at a
/// cluster and go on from there: ``MeasuredText/fillLines(width:_:)`` fills a text in one go,
/// ``MeasuredText/forEachLine(width:_:andWidth:_:chunk:)`` two widths a chunk at a time.
/// With `pushesOut`, each line that does not end its paragraph is held until the next one is
/// closed, so that the last two lines of a paragraph go out after the push-out
/// (``MeasuredText/pushingOut(_:_:limit:)``): every way of filling lines gets it here.
struct LineFiller {
  private let limit: Double
  private let pushesOut: Bool
  /// The line closed last, held while the next line may still take its last segment.
  private var held: TextLine?
  private var lineStart = 0
  private var visibleEnd = 0
  private var position = 0
  // The segment last scanned: a segment broken between clusters is continued on the next
  // line, and scanning it again from there for every line would be quadratic in its length
  // (a megabyte word at 80 cells is 13,000 lines).
  private var scannedStart = 0
  private var scannedEnd = 0
  private var scannedKind = BreakKind.none
  private var scannedVisibleEnd = 0

  init(width: Double?, pushesOut: Bool) {
    limit = MeasuredText.limit(width)
    self.pushesOut = pushesOut
  }

  /// Hands `line` on to `body`, after the push-out when it pushes out.
  @inline(__always)
  private mutating func emit(_ line: TextLine, _ text: MeasuredText, _ body: (TextLine) -> Void) {
    guard pushesOut else { return body(line) }
    guard let before = held else {
      if line.endsParagraph { body(line) } else { held = line }
      return
    }
    if line.endsParagraph {
      held = nil
      if let (moved, last) = text.pushingOut(before, line, limit: limit) {
        body(moved)
        body(last)
      } else {
        body(before)
        body(line)
      }
    } else {
      body(before)
      held = line
    }
  }

  // A small tolerance absorbs the rounding of prefix sums of fractional advances.
  @inline(__always)
  private func fits(_ width: Double) -> Bool { width <= limit + 1e-9 }

  /// Fills lines of `text` while the filling has not reached cluster `stop`, calling `body`
  /// with each line closed; it may go past `stop` to the end of a segment.
  mutating func fill(_ text: MeasuredText, until stop: Int, _ body: (TextLine) -> Void) {
    text.withBoundaries { fill(text, $0, until: stop, body) }
  }

  /// ``fill(_:until:_:)`` over `boundaries`, the text's: every cluster this reads is in
  /// `0..<count` and every boundary in `0...count` (the loops' conditions keep them there), so
  /// the storage is read without the checks of the text's accessors.
  private mutating func fill(
    _ text: MeasuredText, _ boundaries: UnsafeBufferPointer<Boundary>, until stop: Int,
    _ body: (TextLine) -> Void
  ) {
    let count = boundaries.count - 1
    let stop = min(stop, count)

    func close(at end: Int, paragraph: Bool) {
      emit(
        TextLine(
          clusters: lineStart..<end, visibleEnd: visibleEnd,
          width: boundaries.width(lineStart..<visibleEnd), endsParagraph: paragraph), text, body)
    }

    while position < stop {
      // The segment: up to and including the next cluster after which a break is allowed.
      if position >= scannedEnd {
        scannedStart = position
        scannedEnd = position
        scannedKind = .none
        while scannedEnd < count {
          let flags = boundaries[scannedEnd].flags
          scannedEnd += 1
          // Which kind of break it is is asked only of the cluster a break follows.
          if !flags.isDisjoint(with: ClusterFlags.breaksAfter) {
            scannedKind = flags.breakKind
            break
          }
        }
        // Its visible part: without trailing whitespace and newline.
        scannedVisibleEnd = scannedEnd
        while scannedVisibleEnd > scannedStart,
          boundaries.isWhitespace(scannedVisibleEnd - 1)
            || boundaries.isNewline(scannedVisibleEnd - 1)
        {
          scannedVisibleEnd -= 1
        }
      }
      let segmentEnd = scannedEnd
      let kind = scannedKind
      let segmentVisibleEnd = max(scannedVisibleEnd, position)
      let candidateEnd = segmentVisibleEnd > position ? segmentVisibleEnd : visibleEnd
      let mandatory = kind == .mandatory

      if fits(boundaries.width(lineStart..<candidateEnd)) {
        visibleEnd = max(visibleEnd, candidateEnd)
        position = segmentEnd
        if mandatory {
          let newlineStart = boundaries.isNewline(segmentEnd - 1) ? segmentEnd - 1 : segmentEnd
          close(at: newlineStart, paragraph: true)
          lineStart = position
          visibleEnd = position
          if position == count {
            // A newline at the end of the text leaves an empty last line.
            emit(
              TextLine(
                clusters: count..<count, visibleEnd: count, width: 0, endsParagraph: true), text,
              body)
          }
        }
      } else if position == lineStart {
        // The segment does not fit an empty line: break it between clusters. Whitespace never
        // forces the break: it is taken whatever its width and hangs if the line ends after
        // it, as at the end of every line. So the piece is judged by its visible width alone,
        // like a whole segment, and the line's reported width lays it out the same way.
        var end = position
        while end < segmentVisibleEnd,
          boundaries.isWhitespace(end) || fits(boundaries.width(lineStart..<(end + 1)))
        {
          end += 1
        }
        if end == position {
          // At least one cluster, even if it overflows; whitespace after it hangs with it.
          end += 1
          while end < segmentVisibleEnd, boundaries.isWhitespace(end) { end += 1 }
        }
        visibleEnd = end
        while visibleEnd > lineStart, boundaries.isWhitespace(visibleEnd - 1) { visibleEnd -= 1 }
        // The piece that ends the text ends its last paragraph.
        close(at: end, paragraph: end == count)
        lineStart = end
        visibleEnd = end
        position = end
      } else {
        close(at: position, paragraph: false)
        lineStart = position
        visibleEnd = position
      }
    }
  }

  /// Closes the last line of `text`, once it is filled to its end.
  mutating func finish(_ text: MeasuredText, _ body: (TextLine) -> Void) {
    let count = text.clusterCount
    if lineStart < count {
      emit(
        TextLine(
          clusters: lineStart..<count, visibleEnd: visibleEnd,
          width: text.width(lineStart..<visibleEnd), endsParagraph: true), text, body)
    }
    // Every text ends with a line that ends its paragraph, which lets a held line go.
    if let before = held {
      held = nil
      body(before)
    }
  }
}
