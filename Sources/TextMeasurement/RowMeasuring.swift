/// What a row laid out by arithmetic (the row module's geometry) asks of text measurement,
/// and all it asks beyond ``PreparedText``'s layout: the seam between the two modules. Each
/// entry picks the cheapest measurement that gives the answer `PreparedText` would give, so
/// the row never chooses a segmentation path itself (Docs/Benchmarks.md, "Segmentation
/// paths", says what each skips and what it saves).
package enum RowMeasuring {
  /// `measurer` with its one-line counting when it measures terminal cells, else nil: made
  /// once for the texts of many rows. The existential is opened and its type compared, which
  /// is cheaper than a dynamic cast (`as?`).
  package static func cells(_ measurer: any TextMeasurer) -> CellCounting? {
    TerminalCellMeasurer.measurer(measurer).map(CellCounting.init)
  }

  /// `text` as one line of terminal cells: its visible part (without trailing whitespace)
  /// and that part's width, when the text needs no cluster rules but the conjunct rule and no line
  /// break (each cluster a scalar with at most marks after it, or a conjunct; no control or
  /// newline) and the visible
  /// part is at most `widthLimit` wide; nil otherwise. A row's amount, and a title or subtitle
  /// that may fit where it is placed.
  package static func line(
    _ text: String, cells: CellCounting, widthLimit: Double = .infinity
  ) -> (text: Substring, width: Double)? {
    guard let (end, width) = MeasuredText.oneLine(text, cells: cells, widthLimit: widthLimit)
    else { return nil }
    return (prefix(text, utf8: end), width)
  }

  /// `text` measured without its soft break opportunities (no line-break pass): exact for a
  /// text only ever laid out at its ideal width (a `fixedSize()` amount, whose lines are its
  /// paragraphs) or at widths where it is one line; at a narrower width it breaks between
  /// clusters only.
  package static func unbroken(
    _ text: String, measurer: some TextMeasurer, options: LineBreakOptions
  ) -> PreparedText {
    PreparedText(text, measurer: measurer, options: options, findsSoftBreaks: false)
  }

  /// A text measured for a row's lines in terminal cells: one line, or measured in full.
  package enum CellText {
    /// The text is one paragraph whose visible part (this, without trailing whitespace) has
    /// width and fits where it is placed: one line there whatever its break opportunities.
    case line(Substring, width: Double)
    /// Any other text, measured as ``PreparedText/init(_:measurer:options:)`` measures it.
    case measured(PreparedText)
  }

  /// `text` in terminal cells for a row whose lines alone are wanted, placed where it is
  /// offered `widthLimit`: ``CellText/line(_:width:)`` when it is one line of width there,
  /// else measured. The one-line pass comes first; a text it finds wider than the limit is
  /// measured in one pass, break opportunities included; one it does not take is measured
  /// from its clusters first, and gets its break opportunities (the line-break pass) only
  /// when it is not one line of width either.
  ///
  /// A text of more than three UTF-8 bytes for each cell of the limit is measured in one
  /// pass at once (``likelyWider(_:widthLimit:)``), and is one line when that measurement
  /// says so, as the path that measures clusters first decides: the one-line pass would
  /// almost always read a limit's worth of it only to find it wider.
  package static func title(
    _ text: String, cells: CellCounting, options: LineBreakOptions, widthLimit: Double
  ) -> CellText {
    if likelyWider(text, widthLimit: widthLimit) {
      let prepared = PreparedText(text, measurer: cells.measurer, options: options)
      return line(of: prepared.measured, widthLimit: widthLimit) ?? .measured(prepared)
    }
    switch MeasuredText.oneLinePass(text, cells: cells, widthLimit: widthLimit) {
    case .line(let end, let width) where width > 0:
      return .line(prefix(text, utf8: end), width: width)
    case .line, .wider:
      return .measured(PreparedText(text, measurer: cells.measurer, options: options))
    case .notTaken:
      var measured = MeasuredText(unbroken: text, measurer: cells.measurer)
      if let line = line(of: measured, widthLimit: widthLimit) { return line }
      measured.findSoftBreaks(options: options)
      return .measured(
        PreparedText(text, measured: measured, cells: cells.measurer, options: options))
    }
  }

  /// Whether `text` has more than three UTF-8 bytes for each cell of `widthLimit`: a letter
  /// of most scripts takes one to three bytes a cell (ASCII one, Latin and Cyrillic two with
  /// their marks, CJK three for two cells, Thai and Devanagari three with marks of none), so
  /// such a text is almost always wider than the limit. A guess that only chooses the order
  /// of the measurements (``title(_:cells:options:widthLimit:)``), never the answer.
  private static func likelyWider(_ text: String, widthLimit: Double) -> Bool {
    Double(text.utf8.count) > 4 * widthLimit
  }

  /// The one line of `measured` when it is one paragraph whose visible part has width and is
  /// at most `widthLimit` wide; nil otherwise.
  private static func line(of measured: MeasuredText, widthLimit: Double) -> CellText? {
    guard let end = measured.singleParagraphVisibleEnd else { return nil }
    let width = measured.width(0..<end)
    guard width > 0, width <= widthLimit else { return nil }
    return .line(prefix(measured.text, utf8: measured.utf8Range(0..<end).upperBound), width: width)
  }

  /// The first `count` UTF-8 bytes of `text`. Most texts are shown whole (no trailing
  /// whitespace): their slice is the whole string, made without the subscript's check that
  /// its bounds fall between scalars.
  private static func prefix(_ text: String, utf8 count: Int) -> Substring {
    guard count < text.utf8.count else { return Substring(text) }
    return text[..<text.utf8.index(text.utf8.startIndex, offsetBy: count)]
  }
}
