import AdaptiveAmountRow
import CellRendering
import Dispatch
import LayoutEngine
import TextMeasurement
import WalletEntries

/// Lays wallet entries out as rows at one width: the library behind the `format` command,
/// for servers and apps that render lists of transactions.
///
/// Rows come out in input order, one ``FormattedRecord`` per input record: a row, or the
/// error that kept the record from being an entry. Nothing is dropped: with
/// ``ListFormatterOptions/skipInvalid`` an error is yielded and the list goes on; without it
/// the error is yielded and the list ends there, that last record carrying a ``ListStop``
/// (as does the record of a read failure, which always ends the list).
///
/// ```swift
/// let formatter = try WalletListFormatter(options: ListFormatterOptions(width: 32))
/// for record in formatter.format(EntryReader(chunks: [body], format: .jsonLines)) {
///   switch record.result {
///   case .success(let row): print(formatter.text(of: row))
///   case .failure: print(record.diagnostic ?? "")
///   }
///   if let stop = record.stop { print(stop) }  // "stopped at line 3: ..."
/// }
/// ```
///
/// **Streaming and the uniform policy.** Under `AmountRowListPolicy.perRow` each row is laid
/// out as it arrives, so memory stays flat however long the list. Under
/// `AmountRowListPolicy.uniform` every row of a list takes the same mode, which cannot be
/// known before the last row is read. Rather than hold an unbounded list, the formatter
/// decides per window of ``ListFormatterOptions/uniformWindow`` rows (1024 by default): a
/// list no longer than the window is uniform as a whole, a longer one is uniform within each
/// window, and memory stays bounded by the window. An error record that ends the list also
/// ends the window.
///
/// **Threads.** With ``ListFormatterOptions/threads`` above 1, the streaming sequences read
/// a batch of records (a few hundred rows, or whole windows under the uniform policy; never
/// more than 2048 records), lay it out on that many threads, and yield its rows in input
/// order. The caller's thread is one of them: it reads the next batches while the other
/// threads lay out the ones before, then lays out what is left of the batch it is about to
/// yield (so two threads are busy on two cores, not three taking turns). At most
/// four batches are alive at once under the per-row policy (the one being yielded, two laid
/// out, one being read), three under the uniform policy, so memory stays bounded whatever the
/// list's length. Records are read in order
/// on the caller's thread (from an `EntryReader` of JSON Lines, lines split there and decoded
/// by the thread that lays them out), so line numbers, errors and the end of the list at the
/// first error are what they are with one thread, and so is every row.
public struct WalletListFormatter: Sendable {
  /// The options.
  public let options: ListFormatterOptions
  /// The measured titles, when ``ListFormatterOptions/titleCacheCapacity`` is above 0.
  public let titleCache: TitleCache?
  /// The title cache, which `titleCache` keeps alive, without a count of its own: a row's look
  /// up through `titleCache` retained and released it, a reference count that every thread
  /// laying out rows wrote for every row, moving its cache line between their cores.
  private let unretainedTitleCache: Unmanaged<TitleCache>?
  private var environment: EnvironmentValues
  /// The environment as a row reads it, read once for every row (``unshared()`` reads its
  /// copy's).
  private var rowEnvironment: RowEnvironment
  private var amountFormatter: AmountFormatter
  /// The rows' configuration.
  public var configuration: AdaptiveAmountRow.Configuration { configurationWithoutSubtitle }
  /// The configuration of rows without a subtitle, in storage that ``unshared()`` replaces.
  private(set) var configurationWithoutSubtitle: AdaptiveAmountRow.Configuration
  /// The configuration of rows with a subtitle: each candidate with the subtitle on a line of
  /// its own below it.
  private(set) var configurationWithSubtitle: AdaptiveAmountRow.Configuration
  /// Whether a candidate may read a row's entry (``AdaptiveAmountRow/Configuration/readsEntries``):
  /// the rows the formatter lays out itself carry their entry only then, since a row that
  /// carries it holds a copy of it in a box of its own.
  private let rowsReadEntries: Bool
  /// Whether rows are drawn in terminal cells (the options' measurer) or listed as text lines.
  private let drawsCells: Bool
  /// Whether the rows it makes from strings keep their part texts: not when they are drawn in
  /// cells and laid out by their geometry, which never reads them
  /// (`AdaptiveAmountRow.takesGeometry(configuration:width:in:)`).
  private let rowsKeepPartTexts: Bool
  /// The separator line between two rows in text output, or nil for none; made once, with
  /// the formatter.
  public let separatorLine: String?

  /// A formatter with `options`, laying rows out with `configuration` (candidates, the
  /// spacer's minimum, the standard line limit, styles) and measuring with `measurer` (the
  /// options' own when nil).
  ///
  /// Rows are drawn in terminal cells when the measurer measures cells
  /// (`TextMeasurer.measuresCells`, a consumer's own measurer included);
  /// with another (a font measurer: widths and sizes are then in points), a row's
  /// ``RenderedRow/lines`` are its text lines as laid out, one per line of each text, top to
  /// bottom and leading to trailing, since there are no cells to draw them in.
  ///
  /// ```swift
  /// var configuration = AdaptiveAmountRow.Configuration()
  /// configuration.candidates.append(stacked)  // a consumer's own fourth mode
  /// let font = try FontMeasurer.defaultFont(pointSize: 17)
  /// let formatter = try WalletListFormatter(
  ///   options: ListFormatterOptions(width: 320), configuration: configuration, measurer: font)
  /// ```
  ///
  /// - Throws: `ListFormatterOptions.InvalidOption` naming the first option out of its range
  ///   (``ListFormatterOptions/validate(measurer:)`` with the rows' measurer): a width that
  ///   is NaN, not positive, infinite, too large or, in cells, fractional; a thread count, a
  ///   uniform window or a title cache capacity out of range.
  public init(
    options: ListFormatterOptions,
    configuration: AdaptiveAmountRow.Configuration = AdaptiveAmountRow.Configuration(),
    measurer: (any TextMeasurer)? = nil
  ) throws(ListFormatterOptions.InvalidOption) {
    var environment = options.environment
    if let measurer { environment.textMeasurer = measurer }
    try options.validate(measurer: environment.textMeasurer)
    self.options = options
    self.environment = environment
    let rowEnvironment = RowEnvironment(environment)
    self.rowEnvironment = rowEnvironment
    self.amountFormatter = options.amountFormatter
    self.drawsCells = environment.textMeasurer.measuresCells
    self.configurationWithoutSubtitle = configuration
    self.rowsReadEntries = configuration.readsEntries
    self.configurationWithSubtitle = configuration
    self.configurationWithSubtitle.candidates = configuration.candidates.map {
      $0.withSubtitleLine()
    }
    self.separatorLine = options.separatorLine
    self.rowsKeepPartTexts =
      !drawsCells
      || ![configurationWithoutSubtitle, configurationWithSubtitle].allSatisfy {
        AdaptiveAmountRow.takesGeometry(
          configuration: $0, width: options.width, in: rowEnvironment)
      }
    let titleCache =
      options.titleCacheCapacity > 0 ? TitleCache(capacity: options.titleCacheCapacity) : nil
    self.titleCache = titleCache
    self.unretainedTitleCache = titleCache.map { Unmanaged.passUnretained($0) }
  }

  /// The measurement of `title` with the options' measurer and line breaking, from the title
  /// cache when there is one.
  public func preparedTitle(_ title: String) -> PreparedText {
    Self.preparedTitle(title, cache: unretainedTitleCache, environment: environment)
  }

  /// The measurement of `title` in `environment`, from `cache` when there is one.
  private static func preparedTitle(
    _ title: String, cache: Unmanaged<TitleCache>?, environment: EnvironmentValues
  ) -> PreparedText {
    let measurer = environment.textMeasurer
    let options = environment.lineBreakOptions
    guard let cache else {
      return PreparedText(title, measurer: measurer, options: options)
    }
    return cache._withUnsafeGuaranteedRef { cache in
      cache.preparedText(for: title) { PreparedText($0, measurer: measurer, options: options) }
    }
  }

  /// The environment rows are laid out in: the options' measurer (or the one given) and
  /// line-breaking options.
  public var layoutEnvironment: EnvironmentValues { environment }

  /// A copy for one thread to lay out rows with, which shares no storage with the formatter
  /// that it writes for every row: the environment, the amount formatter's table of
  /// currencies, the candidates. A reference count or a lock that two threads write for every
  /// row moves its cache line from one core to the other each time; threads that lay out a
  /// list together each lay out with such a copy (``WorkerQueues``). The title cache stays
  /// shared.
  func unshared() -> WalletListFormatter {
    var copy = self
    copy.environment = environment.unshared()
    copy.rowEnvironment = RowEnvironment(copy.environment)
    copy.amountFormatter = amountFormatter.unshared()
    copy.configurationWithoutSubtitle.candidates = configurationWithoutSubtitle.candidates.map {
      $0
    }
    copy.configurationWithSubtitle.candidates = configurationWithSubtitle.candidates.map { $0 }
    return copy
  }

  /// The row view of `entry`: the title, the amount as shown, and the subtitle, if any, on a
  /// line of its own below every mode; the row carries `entry` whole for custom candidates
  /// (`AmountRowParts.walletEntry`).
  public func rowView(for entry: WalletEntry) -> AdaptiveAmountRow {
    // Rows of one merchant share one measurement of the title, through the cache.
    AdaptiveAmountRow(
      title: preparedTitle(entry.title), amount: amountFormatter.string(for: entry.amount),
      subtitle: entry.subtitle, entry: entry,
      configuration: rowConfiguration(for: entry))
  }

  /// The row configuration for `entry`: the candidates with a subtitle line when it has a
  /// subtitle.
  private func rowConfiguration(for entry: WalletEntry) -> AdaptiveAmountRow.Configuration {
    entry.subtitle == nil ? configurationWithoutSubtitle : configurationWithSubtitle
  }

  /// `entry` laid out at the width, on its own (the per-row policy).
  public func row(for entry: WalletEntry, line: Int? = nil) -> RenderedRow {
    safeRow(for: entry, line: line, preparingTitle: titlePreparation).row
  }

  /// `entry` laid out at the width, on its own, and whether its texts hold an unsafe scalar
  /// (``TerminalSafety/containsUnsafe(title:amount:subtitle:)``).
  private func safeRow(
    for entry: WalletEntry, line: Int?, preparingTitle: @escaping (String) -> PreparedText
  ) -> (row: RenderedRow, unsafe: Bool) {
    safeRow(
      of: stringTitledRow(for: entry, amount: amountFormatter.string(for: entry.amount)),
      entry: entry, line: line, preparingTitle: preparingTitle)
  }

  /// ``safeRow(for:line:preparingTitle:)`` of `view`, `entry`'s row.
  private func safeRow(
    of view: AdaptiveAmountRow, entry: WalletEntry, line: Int?,
    preparingTitle: @escaping (String) -> PreparedText
  ) -> (row: RenderedRow, unsafe: Bool) {
    let width = options.width
    guard drawsCells else {
      let layout = view.layout(
        width: width, environment: environment, preparingTitle: preparingTitle)
      return rendered(layout, view: view, entry: entry, line: line)
    }
    // In cells, the row's reports and lines without its layout's placed tree.
    var reports: [AmountRowCandidateReport] = []
    return view.report(
      width: width, in: rowEnvironment, preparingTitle: preparingTitle, reusing: &reports
    ) { report, drawLines in
      var lines: [String] = []
      drawLines { lines.append(TerminalRenderer.string(of: $0)) }
      return rendered(
        mode: report.mode, lines: lines, size: report.size, overflow: report.overflows,
        candidates: report.candidates, view: view, entry: entry, line: line)
    }
  }

  /// `entry`'s row with its title as a string, its amount shown as `amount`: the title goes to
  /// the cache (``titlePreparation``) only when the row's path measures it in full. The row
  /// carries `entry` only when a candidate may read it, and its part texts only when a layout
  /// may read them (``rowsKeepPartTexts``).
  private func stringTitledRow(for entry: WalletEntry, amount: String) -> AdaptiveAmountRow {
    // Made in the argument, so that it is moved into the row rather than copied: an
    // existential is copied and destroyed through its type's metadata.
    return AdaptiveAmountRow(
      title: entry.title, amount: amount, subtitle: entry.subtitle,
      entry: rowsReadEntries ? entry : nil,
      configuration: rowConfiguration(for: entry), keepingPartTexts: rowsKeepPartTexts)
  }

  /// The title's measurement through the cache, by a closure that holds the cache and the
  /// environment rather than a copy of the formatter: made once for a run of rows.
  private var titlePreparation: (String) -> PreparedText {
    let cache = unretainedTitleCache
    let environment = environment
    return { Self.preparedTitle($0, cache: cache, environment: environment) }
  }

  /// `entries` laid out at the width under the options' policy, in order.
  public func rows(for entries: [(entry: WalletEntry, line: Int?)]) -> [RenderedRow] {
    safeRows(for: entries).map(\.row)
  }

  /// ``rows(for:)``, each with whether its texts hold an unsafe scalar
  /// (``TerminalSafety/containsUnsafe(title:amount:subtitle:)``).
  private func safeRows(for entries: [(entry: WalletEntry, line: Int?)]) -> [(
    row: RenderedRow, unsafe: Bool
  )] {
    guard options.policy == .uniform else {
      let preparing = titlePreparation
      return entries.map { safeRow(for: $0.entry, line: $0.line, preparingTitle: preparing) }
    }
    return laidOut(entries, policy: .uniform).map { ($0.row, $0.unsafe) }
  }

  /// ``rows(for:)``, each row with the layout it was rendered from: one layout of each row.
  package func rowsWithLayouts(
    for entries: [(entry: WalletEntry, line: Int?)]
  ) -> [(row: RenderedRow, layout: AmountRowLayout)] {
    laidOut(entries, policy: options.policy).map { ($0.row, $0.layout) }
  }

  /// `entries` laid out together under `policy`, each rendered from its layout.
  private func laidOut(
    _ entries: [(entry: WalletEntry, line: Int?)], policy: AmountRowListPolicy
  ) -> [(row: RenderedRow, unsafe: Bool, layout: AmountRowLayout)] {
    let views = entries.map { rowView(for: $0.entry) }
    // The subtitle's candidates differ from the plain ones by a line below, not by their
    // order or names, so rows with and without a subtitle can share a mode.
    let layouts = AdaptiveAmountRow.layoutList(
      views, width: options.width, policy: policy, environment: environment)
    return zip(entries.indices, layouts).map { index, layout in
      let (row, unsafe) = rendered(
        layout, view: views[index], entry: entries[index].entry, line: entries[index].line)
      return (row, unsafe, layout)
    }
  }

  private func rendered(
    _ layout: AmountRowLayout, view: AdaptiveAmountRow, entry: WalletEntry, line: Int?
  ) -> (row: RenderedRow, unsafe: Bool) {
    rendered(
      mode: layout.mode, lines: drawsCells ? layout.drawnLines() : textLines(layout),
      size: layout.size, overflow: layout.overflows, candidates: layout.candidates, view: view,
      entry: entry, line: line)
  }

  private func rendered(
    mode: AmountRowMode, lines: consuming [String], size: Size, overflow: Bool,
    candidates: borrowing [AmountRowCandidateReport], view: borrowing AdaptiveAmountRow,
    entry: WalletEntry, line: Int?
  ) -> (row: RenderedRow, unsafe: Bool) {
    var lines = lines
    let unsafe = TerminalSafety.containsUnsafe(
      title: entry.title, amount: view.amount, subtitle: entry.subtitle)
    TerminalSafety.safeLines(&lines, drawnFrom: unsafe)
    // Each summary made in its place, from its report read where it is.
    var summaries: [RenderedRow.CandidateSummary] = []
    summaries.reserveCapacity(candidates.count)
    for index in candidates.indices {
      summaries.append(RenderedRow.CandidateSummary(candidates[index]))
    }
    let row = RenderedRow(
      line: line, title: entry.title, amount: view.amount, subtitle: entry.subtitle,
      mode: mode, lines: lines, proposedWidth: options.width,
      width: size.width, height: size.height, overflow: overflow,
      candidates: summaries, entry: entry)
    return (row, unsafe)
  }

  /// The warnings of `entry`, whose row's texts hold an unsafe scalar when `unsafe`
  /// (``TerminalSafety/containsUnsafe(title:amount:subtitle:)``): `WalletEntry.textWarnings`,
  /// none without a scan of their own when they hold none.
  private static func warnings(of entry: WalletEntry, unsafe: Bool) -> [EntryWarning] {
    unsafe ? entry.textWarnings : []
  }

  /// The text lines of `layout`, top to bottom, leading to trailing.
  private func textLines(_ layout: AmountRowLayout) -> [String] {
    layout.result.placedTextLines()
      .sorted { ($0.baseline, $0.x) < ($1.baseline, $1.x) }
      .map(\.text)
  }

  /// The rows of `records` (as an `EntryReader` yields them, or entries given in code
  /// through `numbered()`), lazily, in order: one ``FormattedRecord`` per
  /// record, with the row's text or JSON when ``ListFormatterOptions/output`` asks for it.
  public func format<Records: Sequence<EntryRecord>>(_ records: Records)
    -> FormattedSequence<Records, FormattedRecord>
  {
    FormattedSequence(base: records, formatter: self) { $0.formatBatch($1) }
  }

  /// The rows of an asynchronous sequence of records (an `AsyncEntryReader` over a request
  /// body, or entries through `numbered()`), in order.
  public func format<Records: AsyncSequence>(_ records: Records)
    -> AsyncFormattedSequence<Records, FormattedRecord>
  where Records.Element == EntryRecord {
    AsyncFormattedSequence(base: records, formatter: self) { $0.formatBatch($1) }
  }

  /// Each record of `records` as the text its row is written as (``ListFormatterOptions/output``,
  /// text when nil), or the error that kept it from being a row, lazily, in order.
  ///
  /// What `adaptive-rows format` writes, and what a server writing a statement, an email or a
  /// receipt needs: it lays out and writes each row where `format(_:)` would, and
  /// drops the row there, so that with several threads only the text comes back to the
  /// caller's thread (see ``FormattedOutput``).
  ///
  /// ```swift
  /// var options = ListFormatterOptions(width: 32)
  /// options.separator = .none
  /// let formatter = try WalletListFormatter(options: options)
  /// for record in formatter.formatOutput(EntryReader(chunks: [body], format: .jsonLines)) {
  ///   switch record.result {
  ///   case .success(let text): print(text)
  ///   case .failure: print(record.diagnostic ?? "")
  ///   }
  ///   if let stop = record.stop { print(stop) }
  /// }
  /// ```
  public func formatOutput<Records: Sequence<EntryRecord>>(_ records: Records)
    -> FormattedSequence<Records, FormattedOutput>
  {
    FormattedSequence(base: records, formatter: self) { $0.formatOutputBatch($1) }
  }

  /// The output of each record of an asynchronous sequence (an `AsyncEntryReader` over a
  /// request body), in order.
  public func formatOutput<Records: AsyncSequence>(_ records: Records)
    -> AsyncFormattedSequence<Records, FormattedOutput>
  where Records.Element == EntryRecord {
    AsyncFormattedSequence(base: records, formatter: self) { $0.formatOutputBatch($1) }
  }

  /// The output of each record of `records`, in order, laid out together on the caller's
  /// thread: for a caller that has the records of a piece of its input at hand (a server, the
  /// records one chunk of a request body completes) and would otherwise take an asynchronous
  /// step per row. Every record is answered; none ends the list. Under the per-row policy each
  /// row is laid out alone, so the pieces may be of any size; under the uniform policy the
  /// records share one decision, so pieces of ``ListFormatterOptions/uniformWindow`` records
  /// give the rows the streaming sequences yield. ``ListFormatterOptions/threads`` is not used.
  public func outputs(of records: [EntryRecord]) -> [FormattedOutput] {
    outputUnit(records)
  }

  /// The text of a row: its lines joined by line feeds, no trailing line feed.
  public func text(of row: RenderedRow) -> String {
    ListOutputFormat.text.output.text(of: row)
  }

  /// The output of each record of `batch`, laid out with this formatter.
  func outputUnit(_ batch: consuming [EntryRecord]) -> [FormattedOutput] {
    var outputs = OutputList(format: (options.output ?? .text).output, capacity: batch.count)
    collectOutputs(of: batch, into: &outputs)
    return outputs.outputs
  }

  /// The output of each record of `batch`, the rows that carry no warnings and fit joined into
  /// runs with `separator` (UTF-8, with its line feed) between two (``OutputRun``).
  func outputRuns(_ batch: consuming [EntryRecord], separator: [UInt8]?) -> [OutputRun] {
    var runs = RunList(
      format: (options.output ?? .text).output, separator: separator, capacity: batch.count)
    collectOutputs(of: batch, into: &runs)
    return runs.finished()
  }

  /// Lays out each record of `batch` and hands its output to `outputs`, in order.
  private func collectOutputs<Outputs: UnitOutputs>(
    of batch: consuming [EntryRecord], into outputs: inout Outputs
  ) {
    let output = outputs.format
    let fromLines = output.source == .lines
    guard options.policy == .perRow, !fromLines || drawsCells else {
      for record in formatUnit(batch, output: nil) {
        switch record.result {
        case .success(let row):
          outputs.appendRow(
            .text(output.text(of: row)), line: record.line, warnings: record.warnings,
            overflow: record.overflow)
        case .failure(let error):
          outputs.append(FormattedOutput(line: record.line, result: .failure(error)))
        }
      }
      return
    }
    // Under the per-row policy each row is written where it is laid out, without a
    // ``FormattedRecord`` around it. A format written from lines drawn in cells needs the
    // row's lines alone, not its layout's reports on every candidate: the same lines as the
    // full layout's (tested), for less work. A loop rather than a closure, which would take a
    // copy of the formatter. Each record is moved out of the unit (last first, once the unit is
    // reversed in place), not copied. One title preparation for the unit: each makes a closure
    // that holds a copy of the environment.
    let preparing = titlePreparation
    // JSON Lines in cells is written straight into one buffer for the unit, a row at a time.
    let writesJSON = outputs.straightWriting == .jsonObject && drawsCells
    var json = JSONWriter.Output(capacity: writesJSON ? 1024 : 0)
    // The candidates' reports of each row written as JSON, in one array's storage.
    var reports: [AmountRowCandidateReport] = []
    // Through the buffer, whose swaps move the records rather than copy them.
    batch.withUnsafeMutableBufferPointer { $0.reverse() }
    while let record = batch.popLast() {
      let line = record.line
      switch record.result {
      case .success(let entry):
        guard fromLines || writesJSON else {
          let (row, unsafe) = safeRow(for: entry, line: line, preparingTitle: preparing)
          appendRendered(row, unsafe: unsafe, entry: entry, line: line, to: &outputs)
          continue
        }
        // The amount as shown, whether the texts are safe, and the row: once, for either
        // format.
        let amount = amountFormatter.string(for: entry.amount)
        let unsafe = TerminalSafety.containsUnsafe(
          title: entry.title, amount: amount, subtitle: entry.subtitle)
        let row = stringTitledRow(for: entry, amount: amount)
        switch (fromLines, unsafe) {
        case (true, false):
          // Drawn straight into the output.
          outputs.appendRow(line: line) { eachLine in
            let rowWidth = row.terminalLines(
              width: options.width, inCells: rowEnvironment, preparingTitle: preparing,
              eachLine: eachLine)
            return overflow(ofRowWidth: rowWidth, entry: entry)
          }
        case (true, true):
          // Its lines made safe, and its texts' warnings.
          var drawn = row.terminalLines(
            width: options.width, inCells: rowEnvironment, preparingTitle: preparing)
          TerminalSafety.safeLines(&drawn.lines, drawnFrom: true)
          outputs.appendRow(
            .lines(drawn.lines), line: line,
            warnings: Self.warnings(of: entry, unsafe: true),
            overflow: overflow(ofRowWidth: drawn.rowWidth, entry: entry))
        case (false, false):
          // Written straight from its reports and lines, the object its ``RenderedRow`` would
          // write (``JSONLinesOutput/text(of:)``).
          json.removeAll()
          let rowWidth = row.report(
            width: options.width, in: rowEnvironment, preparingTitle: preparing,
            reusing: &reports
          ) { report, drawLines in
            writeJSON(
              report, drawLines: drawLines, entry: entry, amount: amount, line: line, to: &json)
            return report.size.width
          }
          let overflow = overflow(ofRowWidth: rowWidth, entry: entry)
          json.withBytes {
            outputs.appendRow(.json($0), line: line, warnings: [], overflow: overflow)
          }
        case (false, true):
          let rendered = safeRow(of: row, entry: entry, line: line, preparingTitle: preparing)
          appendRendered(rendered.row, unsafe: true, entry: entry, line: line, to: &outputs)
        }
      case .failure(let error):
        outputs.append(FormattedOutput(line: line, result: .failure(error)))
      }
    }
  }

  /// Adds `row`, the rendered row of `entry` on input line `line`, whose texts hold an unsafe
  /// scalar when `unsafe`, as the format's text of it.
  private func appendRendered<Outputs: UnitOutputs>(
    _ row: RenderedRow, unsafe: Bool, entry: WalletEntry, line: Int, to outputs: inout Outputs
  ) {
    outputs.appendRow(
      .text(outputs.format.text(of: row)), line: line,
      warnings: Self.warnings(of: entry, unsafe: unsafe),
      overflow: overflow(ofRowWidth: row.width, entry: entry))
  }

  /// Writes the JSON object of `entry`'s row on input line `line`, whose amount is shown as
  /// `amount` and whose texts are safe, to `output`: the row's ``RenderedRow/jsonText``,
  /// written from `report` and the lines `drawLines` draws, without the row.
  private func writeJSON(
    _ report: borrowing AmountRowReport,
    drawLines: (_ eachLine: (UnsafeBufferPointer<UInt8>) -> Void) -> Void, entry: WalletEntry,
    amount: String, line: Int, to output: inout JSONWriter.Output
  ) {
    RenderedRow.writeObject(
      line: line, title: entry.title, amount: amount, subtitle: entry.subtitle,
      mode: report.mode,
      lines: { output in
        var first = true
        drawLines { line in
          // Each literal on its own, so that each is a copy of known length.
          if first { output.raw("\"") } else { output.raw(",\"") }
          first = false
          output.escaped(line)
          output.raw("\"")
        }
      }, width: report.size.width, height: report.size.height, proposedWidth: options.width,
      overflow: report.overflows,
      candidates: { output in
        // Each report read in place, as a row's summaries are.
        report.candidates.withUnsafeBufferPointer { reports in
          guard let first = reports.baseAddress else { return }
          for index in reports.indices {
            if index > 0 { output.raw(",") }
            RenderedRow.CandidateSummary.write(first + index, to: &output)
          }
        }
      }, entry: entry, to: &output)
  }

  /// How the row of `entry`, `rowWidth` wide, reaches past the width, nil when it fits.
  package func overflow(ofRowWidth rowWidth: Double, entry: WalletEntry) -> RowOverflow? {
    guard rowWidth > options.width + 1e-9 else { return nil }
    return RowOverflow(
      rowWidth: rowWidth, width: options.width, title: entry.title,
      amount: amountFormatter.string(for: entry.amount), subtitle: entry.subtitle,
      measurer: environment.textMeasurer)
  }

  func formatUnit(_ batch: [EntryRecord], output format: ListOutputFormat?)
    -> [FormattedRecord]
  {
    var entries: [(entry: WalletEntry, line: Int?)] = []
    for record in batch {
      if case .success(let entry) = record.result { entries.append((entry, record.line)) }
    }
    var rows = safeRows(for: entries).makeIterator()
    return batch.map { record in
      switch record.result {
      case .success(let entry):
        // One row was laid out per entry, in order.
        guard let (row, unsafe) = rows.next() else {
          return FormattedRecord(line: record.line, result: .failure(.readFailed("no row")))
        }
        return FormattedRecord(
          line: record.line, result: .success(row), output: format?.output.text(of: row),
          warnings: Self.warnings(of: entry, unsafe: unsafe),
          overflow: overflow(ofRowWidth: row.width, entry: entry))
      case .failure(let error):
        return FormattedRecord(line: record.line, result: .failure(error))
      }
    }
  }

}
