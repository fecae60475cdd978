extension Segmentation {
  /// See ``MeasuredText/oneLine(_:measurer:)``: from ``TerminalScalarTable``, a mark after
  /// the first scalar joins its cluster and adds what the model says (``ScalarCells``).
  static func oneLine(
    _ bytes: UnsafeBufferPointer<UInt8>, measurer: TerminalCellMeasurer, widthLimit: Double
  ) -> (visibleUTF8End: Int, width: Double)? {
    guard !bytes.isEmpty, let counting = ScalarCells(measurer) else { return nil }
    // Terminal cells are whole: they are counted as integers (no floating-point add on the
    // loop's path) and compared with the limit's whole part, which gives the same answer.
    let limit =
      widthLimit.isNaN || widthLimit >= 0x1p62 ? Int.max : Int(max(widthLimit, -1).rounded(.down))
    return TerminalScalarTable.values.withUnsafeBufferPointer { table in
      var next = 0
      var cells = 0
      var shown = (end: 0, cells: 0)
      var previous: UInt32 = 0
      while next < bytes.count {
        let first = next == 0
        let value = scalarValue(in: bytes, at: &next)
        defer { previous = value }
        if value >= 0x1_0000 {
          let property = GraphemeBreakTable.property(of: value)
          guard property.isOtherOrSyllable, let scalar = Unicode.Scalar(value) else { return nil }
          let advance = measurer.advance(ofScalar: scalar)
          guard advance >= 0, advance <= 2, advance.rounded(.down) == advance else { return nil }
          cells += Int(advance)
          shown = (next, cells)
          if cells > limit { return nil }
          continue
        }
        let entry = table[Int(value)]
        if entry & TerminalScalarTable.joinsPrevious != 0, !first {
          // VS16 may widen the cluster (rule 2): left to the paths that segment.
          if value == 0xFE0F { return nil }
          cells &+= counting.joined(value, after: previous)
          // A mark makes the cluster before it visible, hanging spaces included.
          shown = (next, cells)
          if cells > limit { return nil }
          continue
        }
        guard entry & (TerminalScalarTable.standsAlone | TerminalScalarTable.joinsPrevious) != 0
        else { return nil }
        cells &+= counting.first(value, entry: entry)
        if entry & TerminalScalarTable.hangs == 0 {
          shown = (next, cells)
          // The visible width only grows: once past the limit, it stays there.
          if cells > limit { return nil }
        }
      }
      return (shown.end, Double(shown.cells))
    }
  }
}
