import ControlScalars

extension Segmentation {
  /// What the one-line pass finds of a text.
  enum OneLine {
    /// The text is one line: the UTF-8 offset of its visible part's end, and that part's
    /// width.
    case line(visibleUTF8End: Int, width: Double)
    /// The pass measured a visible part wider than the limit before it stopped: the text is
    /// not one line within it.
    case wider
    /// The pass does not take the text (empty, a scalar it leaves to the cluster rules, a
    /// control or newline, a model it does not count).
    case notTaken
  }

  /// See ``MeasuredText/oneLine(_:measurer:)``: from ``TerminalScalarTable``, a mark after
  /// the first scalar joins its cluster and adds what the model says
  /// (``ScalarCellCounting``), as does a consonant ICU's conjunct rule links.
  @inline(__always)
  static func oneLine(
    _ bytes: UnsafeBufferPointer<UInt8>, cells: CellCounting, widthLimit: Double
  ) -> OneLine {
    guard !bytes.isEmpty else { return .notTaken }
    switch cells.kind {
    case .table(let table):
      return oneLine(bytes, measurer: cells.measurer, counting: table, widthLimit: widthLimit)
    case .model(let model):
      return oneLine(bytes, measurer: cells.measurer, counting: model, widthLimit: widthLimit)
    case .none: return .notTaken
    }
  }

  /// For eight bytes of printable ASCII (U+0020 to U+007E), the offset in `word` of the last
  /// that is not a space, or nil when all are spaces; nil for any other bytes.
  @inline(__always)
  static func visibleBytes(ofPrintableASCII word: UInt64) -> Int?? {
    guard ByteWord.everyByte(of: word, in: 0x20...0x7E) else { return nil }
    // The bytes that are not spaces: nonzero once the space is taken away.
    return .some(ByteWord.last(of: ByteWord.nonzeroMarks(inASCII: word ^ ByteWord.ones &* 0x20)))
  }

  /// ``oneLine(_:measurer:widthLimit:)``, counting cells with `counting`.
  private static func oneLine(
    _ bytes: UnsafeBufferPointer<UInt8>, measurer: TerminalCellMeasurer,
    counting: some ScalarCellCounting, widthLimit: Double
  ) -> OneLine {
    // Terminal cells are whole: they are counted as integers (no floating-point add on the
    // loop's path) and compared with the limit's whole part, which gives the same answer.
    let limit =
      widthLimit.isNaN || widthLimit >= 0x1p62 ? Int.max : Int(max(widthLimit, -1).rounded(.down))
    return TerminalScalarTable.withTables { table, graphemeTable in
      var next = 0
      var cells = 0
      var shown = (end: 0, cells: 0)
      var previous: UInt32 = 0
      // How far the scalars so far go into ICU's conjunct rule (GB9c).
      var conjunct = ConjunctProgress.none
      // Printable ASCII (U+0020 to U+007E) stands alone and takes the cells of U+0021 in every
      // model, the space hanging and the others visible (`UnicodeTablesTests`): the text's
      // leading run of it is taken eight bytes at a time.
      let asciiCells = counting.first(0x21, entry: table[0x21])
      while bytes.count &- next >= 8, let base = bytes.baseAddress {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self))
        guard let visible = visibleBytes(ofPrintableASCII: word) else { break }
        if let last = visible {
          // The visible width only grows: its last visible byte says whether it passes.
          shown = (next &+ last &+ 1, cells &+ (last &+ 1) &* asciiCells)
          if shown.cells > limit { return .wider }
        }
        next &+= 8
        cells &+= 8 &* asciiCells
        previous = UInt32(truncatingIfNeeded: word >> 56)
      }
      while next < bytes.count {
        let first = next == 0
        let value = scalarValue(in: bytes, at: &next)
        defer { previous = value }
        if value >= 0x1_0000 {
          let property = GraphemeBreakTable.property(of: value, table: graphemeTable)
          guard property.isOtherOrSyllable, let scalar = Unicode.Scalar(value) else {
            return .notTaken
          }
          conjunct = conjunct.after(property)
          let advance = measurer.advance(ofScalar: scalar)
          guard advance >= 0, advance <= 2, advance.rounded(.down) == advance else {
            return .notTaken
          }
          cells += Int(advance)
          shown = (next, cells)
          if cells > limit { return .wider }
          continue
        }
        let entry = table[Int(value)]
        let (joins, linksConsonant) = TerminalScalarTable.joins(
          value, entry: entry, graphemeTable: graphemeTable, conjunct: &conjunct)
        if joins, !first {
          // VS16 may widen the cluster (rule 2): left to the paths that segment.
          if value == 0xFE0F { return .notTaken }
          cells &+= counting.joined(value, after: previous, conjunct: linksConsonant)
          // A mark makes the cluster before it visible, hanging spaces included.
          shown = (next, cells)
          if cells > limit { return .wider }
          continue
        }
        guard joins || entry & TerminalScalarTable.standsAlone != 0 else { return .notTaken }
        cells &+= counting.first(value, entry: entry)
        if entry & TerminalScalarTable.hangs == 0 {
          shown = (next, cells)
          // The visible width only grows: once past the limit, it stays there.
          if cells > limit { return .wider }
        }
      }
      return .line(visibleUTF8End: shown.end, width: Double(shown.cells))
    }
  }
}
