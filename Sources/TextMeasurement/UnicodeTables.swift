/// The tables of ``TerminalWidthTable``, ``GraphemeBreakTable``, ``TerminalScalarTable`` and
/// ``CodePointWidth`` as they come out of their rules over ICU's data, generated once from those rules and kept
/// in the source (`UnicodeTables+Generated.swift`, written by
/// `Scripts/generate-unicode-tables.sh`) as runs of equal values, so that a process does not
/// compute them on its first row: expanding the runs writes the tables' bytes in one pass.
///
/// The generated runs are used only when ICU's character data is of the Unicode version they
/// were generated from (``generatedUnicodeVersion``); with any other ICU each table is
/// computed from its rules, as the generator does. A test checks the committed runs against
/// the rules over the ICU the tests link.
enum UnicodeTables {
  /// Whether the generated runs describe the ICU this process links.
  static let generatedRunsApply: Bool = UnicodeData.unicodeVersion == generatedUnicodeVersion

  /// The table of `count` bytes that `runs` describe: each run is its first index shifted left
  /// by 8 bits, or'ed with its value, in increasing order; a run lasts until the next one's
  /// first index, the last until `count`. Nil unless the runs are increasing, start at 0 and
  /// stay below `count`.
  static func expand(_ runs: [UInt32], count: Int) -> [UInt8]? {
    guard let first = runs.first, first >> 8 == 0 else { return nil }
    var valid = true
    let table = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var start = 0
      var value = UInt8(truncatingIfNeeded: first)
      for run in runs.dropFirst() {
        let end = Int(run >> 8)
        guard end > start, end < count else {
          valid = false
          break
        }
        buffer[start..<end].initialize(repeating: value)
        start = end
        value = UInt8(truncatingIfNeeded: run)
      }
      buffer[start..<count].initialize(repeating: valid ? value : 0)
      initialized = count
    }
    return valid ? table : nil
  }

  /// A copy of `table` that lives as long as the process: a table read scalar by scalar
  /// through a pointer, which a path can keep for a whole text with no reference count.
  static func immortal(_ table: [UInt8]) -> UnsafeBufferPointer<UInt8> {
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: table.count)
    _ = storage.initialize(from: table)
    return UnsafeBufferPointer(storage)
  }

  /// The runs of equal values of `table`, as ``expand(_:count:)`` reads them.
  static func runs(of table: [UInt8]) -> [UInt32] {
    var runs: [UInt32] = []
    for (index, value) in table.enumerated() where index == 0 || table[index - 1] != value {
      runs.append(UInt32(index) << 8 | UInt32(value))
    }
    return runs
  }
}
