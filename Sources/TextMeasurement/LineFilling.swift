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
  /// The lines of the text at `width`, filled greedily (SEMANTICS section 3): a line takes whole
  /// segments (text between two break opportunities) while the segment's visible part fits;
  /// whitespace at the end of a line hangs; a segment that does not fit an empty line is broken
  /// between grapheme clusters, with at least one cluster a line, never before whitespace
  /// (which hangs there too). A nil or infinite width gives one line per paragraph.
  ///
  /// The line count never grows with the width, and at the width of its widest line (when no
  /// cluster overflows) a text takes the same lines as at the width they were filled for: the
  /// truncation detector's reference and the row's breakpoints rely on both.
  ///
  /// An empty text has no lines. A newline at the very end of the text starts an empty last
  /// line, as a paragraph separator does anywhere else.
  public func lines(width: Double?) -> [TextLine] {
    var lines: [TextLine] = []
    forEachLine(width: width) { lines.append($0) }
    return lines
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
    let limit = width.map { $0.isFinite ? $0 : Double.infinity } ?? .infinity
    // A small tolerance absorbs the rounding of prefix sums of fractional advances.
    let fits = { (w: Double) in w <= limit + 1e-9 }
    if let end = singleParagraphVisibleEnd, fits(self.width(0..<end)) {
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
    let count = clusterCount
    guard count > 0 else { return }
    let limit = width.map { $0.isFinite ? $0 : Double.infinity } ?? .infinity
    let fits = { (w: Double) in w <= limit + 1e-9 }

    var lineStart = 0
    var visibleEnd = 0
    var position = 0

    func close(at end: Int, paragraph: Bool) {
      body(
        TextLine(
          clusters: lineStart..<end, visibleEnd: visibleEnd,
          width: self.width(lineStart..<visibleEnd), endsParagraph: paragraph))
    }

    // The segment last scanned: a segment broken between clusters is continued on the next
    // line, and scanning it again from there for every line would be quadratic in its length
    // (a megabyte word at 80 cells is 13,000 lines).
    var scannedStart = 0
    var scannedEnd = 0
    var scannedKind = BreakKind.none
    var scannedVisibleEnd = 0

    while position < count {
      // The segment: up to and including the next cluster after which a break is allowed.
      if position >= scannedEnd {
        scannedStart = position
        scannedEnd = position
        scannedKind = .none
        while scannedEnd < count {
          scannedKind = breakAfter(scannedEnd)
          scannedEnd += 1
          if scannedKind != .none { break }
        }
        // Its visible part: without trailing whitespace and newline.
        scannedVisibleEnd = scannedEnd
        while scannedVisibleEnd > scannedStart,
          isWhitespace(scannedVisibleEnd - 1) || isNewline(scannedVisibleEnd - 1)
        {
          scannedVisibleEnd -= 1
        }
      }
      let segmentEnd = scannedEnd
      let kind = scannedKind
      let segmentVisibleEnd = max(scannedVisibleEnd, position)
      let candidateEnd = segmentVisibleEnd > position ? segmentVisibleEnd : visibleEnd
      let mandatory = kind == .mandatory

      if fits(self.width(lineStart..<candidateEnd)) {
        visibleEnd = max(visibleEnd, candidateEnd)
        position = segmentEnd
        if mandatory {
          let newlineStart = isNewline(segmentEnd - 1) ? segmentEnd - 1 : segmentEnd
          close(at: newlineStart, paragraph: true)
          lineStart = position
          visibleEnd = position
          if position == count {
            // A newline at the end of the text leaves an empty last line.
            body(
              TextLine(
                clusters: count..<count, visibleEnd: count, width: 0, endsParagraph: true))
          }
        }
      } else if position == lineStart {
        // The segment does not fit an empty line: break it between clusters. Whitespace never
        // forces the break: it is taken whatever its width and hangs if the line ends after
        // it, as at the end of every line. So the piece is judged by its visible width alone,
        // like a whole segment, and the line's reported width lays it out the same way.
        var end = position
        while end < segmentVisibleEnd,
          isWhitespace(end) || fits(self.width(lineStart..<(end + 1)))
        {
          end += 1
        }
        if end == position {
          // At least one cluster, even if it overflows; whitespace after it hangs with it.
          end += 1
          while end < segmentVisibleEnd, isWhitespace(end) { end += 1 }
        }
        visibleEnd = end
        while visibleEnd > lineStart, isWhitespace(visibleEnd - 1) { visibleEnd -= 1 }
        close(at: end, paragraph: false)
        lineStart = end
        visibleEnd = end
        position = end
      } else {
        close(at: position, paragraph: false)
        lineStart = position
        visibleEnd = position
      }
    }
    if lineStart < count { close(at: count, paragraph: true) }
  }
}
