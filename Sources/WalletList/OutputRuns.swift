import WalletEntries

/// What `adaptive-rows format` writes, a run of rows at a time: on several threads, the rows of
/// a unit that carry no warning, no overflow and no error come joined into one text, made on the
/// thread that laid them out, so that the thread writing the output copies one text a run
/// rather than a text per row (and frees one string made on another thread, not one a row).
package enum OutputRun: Sendable, Hashable {
  /// Consecutive rows without warnings or overflow: each row's text followed by a line feed, with the
  /// separator line and a line feed between two rows; `lineEnds` are the UTF-8 offsets at
  /// which each row and each separator line end (after its line feed).
  case rows(String, count: Int, lineEnds: [Int])
  /// A record with warnings, an overflow or an error, or (on one thread) any record.
  case record(FormattedOutput)
}

extension WalletListFormatter {
  /// The output of each record of `records`, as ``formatOutput(_:)`` gives it, with the rows
  /// that carry no warnings joined into runs on several threads (``OutputRun``), `separator`
  /// between two rows of a run.
  package func formatOutputRuns<Records: Sequence<EntryRecord>>(
    _ records: Records, separator: String?
  ) -> FormattedSequence<Records, OutputRun> {
    let joins = options.threads > 1
    let format = formatOutputBatch
    return FormattedSequence(base: records, formatter: self) { unit in
      let outputs = format(unit)
      guard joins else { return outputs.map(OutputRun.record) }
      return Self.runs(of: outputs, separator: separator)
    }
  }

  /// `outputs` with the consecutive rows that carry no warnings and fit joined.
  static func runs(of outputs: [FormattedOutput], separator: String?) -> [OutputRun] {
    var runs: [OutputRun] = []
    var text = ""
    var count = 0
    var lineEnds: [Int] = []
    for output in outputs {
      if case .success(let row) = output.result, output.warnings.isEmpty, output.overflow == nil {
        if count > 0, let separator {
          text += separator
          text += "\n"
          lineEnds.append(text.utf8.count)
        }
        text += row
        text += "\n"
        lineEnds.append(text.utf8.count)
        count += 1
        continue
      }
      if count > 0 { runs.append(.rows(text, count: count, lineEnds: lineEnds)) }
      text = ""
      count = 0
      lineEnds = []
      runs.append(.record(output))
    }
    if count > 0 { runs.append(.rows(text, count: count, lineEnds: lineEnds)) }
    return runs
  }
}
