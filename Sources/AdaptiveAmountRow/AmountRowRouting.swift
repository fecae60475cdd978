import CellRendering
import LayoutEngine
import PrioritySelection
import TextMeasurement
import TruncationDetection

/// How a row is laid out, decided in one place (``AdaptiveAmountRow/path(width:environment:)``)
/// for ``AdaptiveAmountRow/layout(width:environment:)-(Double,_)``,
/// ``AdaptiveAmountRow/terminalLines(width:environment:)-(Double,_)`` and
/// ``AdaptiveAmountRow/breakpoints(environment:)``: by the row's geometry, or by the engine.
///
/// Both apply the same rule (`Configuration.fit(truncated:breaksWord:)` through
/// `PrioritySelector`) to the same stack arithmetic (`StackDistribution`) of views and
/// geometry built from the same descriptions (``RowDescription``). The agreement tests hold
/// the geometry to the engine's layout for every description and for random rows.
enum RowPath {
  /// Built-in candidates and no styles: ``RowGeometry``.
  case geometry
  /// Consumers' candidates or styles, an environment's line limit or reserved space, or a
  /// width that is not positive and finite: the layout engine.
  case engine
}

extension AdaptiveAmountRow {
  /// The row's path in `environment` (which spaces containers by its measurer,
  /// ``AdaptiveAmountRow/measured(_:)``): at `width`, or at every width when nil
  /// (breakpoints). A method, so that the row is borrowed, not copied (an initializer's
  /// arguments are its own).
  func path(width: Double?, environment: EnvironmentValues) -> RowPath {
    path(width: width, in: RowEnvironment(environment))
  }

  /// ``path(width:environment:)`` in an environment read as a row reads it.
  func path(width: Double?, in environment: RowEnvironment) -> RowPath {
    Self.takesGeometry(configuration: configuration, width: width, in: environment)
      ? .geometry : .engine
  }

  /// Whether a row of `configuration` is laid out by its geometry (``RowPath/geometry``) at
  /// `width` in `environment` (nil for every width): what ``path(width:environment:)`` says
  /// of every row of that configuration, for a list that makes many.
  package static func takesGeometry(
    configuration: Configuration, width: Double?, in environment: RowEnvironment
  ) -> Bool {
    guard configuration.isDirect, environment.allowsGeometry,
      configuration.keepsStrategy(environment.lineBreakStrategy)
    else { return false }
    guard let width else { return true }
    return width.isFinite && width > 0
  }
}

extension AdaptiveAmountRow {
  /// Lays the row out at `width` (height unspecified) and reports on every candidate.
  ///
  /// The environment's measurer measures the row (terminal cells when none is set) and gives
  /// its containers their spacing, so the row's units are the measurer's alone. Rows of
  /// built-in candidates measure their title once and judge each candidate from its lines;
  /// others go through the layout engine.
  ///
  /// A NaN width is read as unspecified (the row's ideal width) and a negative one as 0, as
  /// `View.layout(in:environment:)` reads them, with a diagnostic in the
  /// result (minus infinity included, as a negative width); +infinity is read as unspecified
  /// too, since a row infinitely wide has no column to put its amount at. The mode and the reports are those of the width so read.
  public func layout(width: Double, environment: EnvironmentValues = EnvironmentValues())
    -> AmountRowLayout
  {
    layout(width: width, environment: environment, preparingTitle: nil)
  }

  /// ``layout(width:environment:)-(Double,_)`` at a whole `width` (a count of cells, say).
  public func layout(width: Int, environment: EnvironmentValues = EnvironmentValues())
    -> AmountRowLayout
  {
    layout(width: Double(width), environment: environment)
  }

  /// ``layout(width:environment:)-(Double,_)`` for a row made with its title as a string, that takes its
  /// title's measurement from `prepare` (a list's title cache) when its geometry measures
  /// the title in full: a title that fits on one line beside the amount in terminal cells is
  /// measured in one pass without ICU's line breaking (``RowGeometry``), which costs less
  /// than looking one up.
  package func layout(
    width: Double, environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowLayout {
    onPath(width: width, environment: RowEnvironment(environment), preparingTitle: prepare) {
      geometry, read in
      layout(geometry, width: width, environment: read.values, measurer: read.measurer)
    } engine: { environment in
      engineLayout(width: width, environment: environment)
    }
  }

  /// `geometry` of the row's geometry at `width` and the environment spaced by its measurer,
  /// or `engine` of that environment when the row's path is the engine's.
  private func onPath<Result>(
    width: Double, environment: RowEnvironment,
    preparingTitle prepare: ((String) -> PreparedText)?,
    geometry: (RowGeometry, borrowing RowEnvironment) -> Result,
    engine: (EnvironmentValues) -> Result
  ) -> Result {
    switch self.path(width: width, in: environment) {
    case .geometry:
      return geometry(
        RowGeometry(self, in: environment, width: width, preparingTitle: prepare), environment)
    case .engine: return engine(environment.values)
    }
  }

  /// The layout of a row through the engine, in an environment that spaces containers by
  /// its measurer.
  func engineLayout(width: Double, environment: EnvironmentValues) -> AmountRowLayout {
    // One pass for the reports and the layout: each candidate is measured once.
    let context = LayoutContext.pass(environment: environment)
    // +infinity is unspecified; the engine reads the rest as a view's root proposal: NaN as
    // unspecified and a negative width (minus infinity included) as 0, with a diagnostic.
    let given = ProposedSize(width: width == .infinity ? nil : width, height: nil)
    let proposal = ProposedSize(
      width: width.isNaN || width == .infinity ? nil : max(width, 0), height: nil)
    var reports: [AmountRowCandidateReport] = []
    // The title's ideal width is the same for every candidate: measured once, when one
    // shows a title.
    var titleIdeal: Double?
    for (index, candidate) in candidateViews.enumerated() {
      let (verdict, brokenWord, node) = Self.titleVerdict(
        of: candidate, proposal: proposal, context: context.child(index))
      let content = node?.content as? TextContent
      let ideal = content.map { _ in
        let ideal = titleIdeal ?? titleIdealWidth(context: context)
        titleIdeal = ideal
        return ideal
      }
      reports.append(
        AmountRowCandidateReport(
          mode: configuration.candidates[index].mode, verdict: verdict,
          titleWidthGiven: node?.proposal.width, titleWidthNeeded: ideal ?? 0,
          titleLinesNeeded: content?.layout.neededLineCount ?? 0,
          titleLinesAllowed: AmountRowCandidateReport.allowedLines(
            content?.layout.allowedLineCount ?? 0), titleBrokenWord: brokenWord,
          rowWidthGiven: proposal.width ?? .infinity))
    }
    let configuration = self.configuration
    let chosen = PrioritySelector.choose(from: reports) { $0.fit(in: configuration) } ?? 0
    let result = self.layout(in: given, context: context)
    return AmountRowLayout(
      mode: configuration.candidates.isEmpty ? "none" : configuration.candidates[chosen].mode,
      modeIndex: chosen, candidates: reports, measurer: environment.textMeasurer,
      width: proposal.width ?? .infinity, result: result,
      diagnostics: Self.diagnostics(
        width: width, rowWidth: result.size.width, found: result.diagnostics))
  }

  /// `environment` with its containers spaced by its text measurer. An environment with no
  /// measurer set measures text in terminal cells but spaces containers in points (8 between
  /// views): a row laid out in it would put 8 blank lines between an extended title and its
  /// amount.
  static func measured(_ environment: EnvironmentValues) -> EnvironmentValues {
    guard !environment.metricsAreTextMeasurer else { return environment }
    var environment = environment
    environment.textMeasurer = environment.textMeasurer
    return environment
  }

  /// The layout of a row of built-in candidates: each judged by the row's geometry, the
  /// chosen one placed.
  private func layout(
    _ geometry: RowGeometry, width: Double, environment: EnvironmentValues,
    measurer: any TextMeasurer
  ) -> AmountRowLayout {
    let row = self
    var layout: AmountRowLayout?
    var reports: [AmountRowCandidateReport] = []
    decide(geometry, width: width, into: &reports) { reports, placed in
      layout = AmountRowLayout(
        mode: configuration.candidates[placed.index].mode, modeIndex: placed.index,
        candidates: reports, measurer: measurer, width: width,
        size: placed.size, lines: placed.lines.array,
        diagnostics: Self.diagnostics(
          width: width, rowWidth: placed.size.width, found: environment.metricsDiagnostics),
        tree: {
          row.layout(in: ProposedSize(width: width, height: nil), environment: environment)
        })
    }
    guard let layout else { preconditionFailure("a row's geometry places the row it decides") }
    return layout
  }

  /// Every candidate of a row of built-in candidates judged by the row's geometry, and the
  /// chosen one placed: `body` of the reports and the placement (whose lines last as long as
  /// the call). The reports are made in `reports`, emptied first and keeping its room, so
  /// that a list's rows share one array's storage.
  private func decide(
    _ geometry: RowGeometry, width: Double, into reports: inout [AmountRowCandidateReport],
    _ body: ([AmountRowCandidateReport], RowGeometry.Placement) -> Void
  ) {
    let needed = geometry.titleIdealWidth
    reports.removeAll(keepingCapacity: true)
    reports.reserveCapacity(geometry.count)
    geometry.decide(
      width: width, judgingAll: true,
      reporting: { index, judged in
        reports.append(
          AmountRowCandidateReport(
            mode: configuration.candidates[index].mode, verdict: judged.verdict,
            titleWidthGiven: judged.widthGiven, titleWidthNeeded: needed,
            titleLinesNeeded: judged.needed,
            titleLinesAllowed: AmountRowCandidateReport.allowedLines(judged.allowed),
            titleBrokenWord: judged.brokenWord, rowWidthGiven: width))
      }
    ) { placed in body(reports, placed) }
  }

  /// What ``layout(width:environment:)-(Double,_)`` followed by ``AmountRowLayout/terminalLines()``
  /// reports, for a list that writes every row's reports and lines (JSON Lines): a row of
  /// built-in candidates is judged and drawn by its geometry without the
  /// ``AmountRowLayout`` around them (its placed tree, made on demand, and its lock); the
  /// title's measurement comes from `prepare` as in
  /// ``layout(width:environment:preparingTitle:)``. The environment is read as a row reads it
  /// (``RowEnvironment``), once for a list's rows.
  ///
  /// `body` is given the report and a function that draws the row's lines, handing each
  /// line's UTF-8 to its argument, top to bottom: a list writes them where they go, without a
  /// string of each. The report's candidates are made in `reports` (emptied first, its room
  /// kept), which a list passes for every row, so that its rows share one array's storage.
  // Made for the result a list's JSON Lines rows give (a row's width) as well, so that the
  // result, kept while the row's lines are drawn, costs no look-up of its type.
  @_specialize(exported:true,where Result == Double)
  package func report<Result>(
    width: Double, in environment: RowEnvironment,
    preparingTitle prepare: ((String) -> PreparedText)?,
    reusing reports: inout [AmountRowCandidateReport],
    _ body: (
      _ report: borrowing AmountRowReport,
      _ drawLines: (_ eachLine: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) -> Result
  ) -> Result {
    onPath(width: width, environment: environment, preparingTitle: prepare) {
      geometry, read in
      var result: Result?
      decide(geometry, width: width, into: &reports) { reports, placed in
        let report = AmountRowReport(
          mode: configuration.candidates[placed.index].mode, modeIndex: placed.index,
          candidates: reports, size: placed.size, width: width)
        result = body(report) { eachLine in
          placed.lines.withUnsafeBufferPointer {
            TerminalRenderer.render(
              placed: $0, height: placed.size.height, inCells: placed.inCells,
              measuredBy: read.measurer, eachRow: eachLine)
          }
        }
      }
      guard let result else { preconditionFailure("a row's geometry places the row it decides") }
      return result
    } engine: { environment in
      let layout = engineLayout(width: width, environment: environment)
      let report = AmountRowReport(
        mode: layout.mode, modeIndex: layout.modeIndex, candidates: layout.candidates,
        size: layout.size, width: layout.width)
      return body(report) { eachLine in
        for var line in layout.drawnLines() { line.withUTF8 { eachLine($0) } }
      }
    }
  }

  private func titleIdealWidth(context: LayoutContext) -> Double {
    var titleContext = context
    configuration.styleTitle(&titleContext.environment)
    titleContext.environment.lineLimit = nil
    return titleText.sizeThatFits(.unspecified, context: titleContext).width
  }
}

extension AdaptiveAmountRow {
  /// The row at `width` drawn in terminal cells (`TerminalCellMeasurer()`), with the mode it
  /// chose: ``terminalLines(width:environment:)-(Double,_)`` in an environment of its own.
  ///
  /// ```swift
  /// let row = AdaptiveAmountRow(title: "short Text", amount: "-12.50 €")
  /// row.terminalLines(width: 20).lines  // ["short Text  -12.50 €"]
  /// ```
  public func terminalLines(width: Double) -> AmountRowLines {
    terminalLines(width: width, inCells: EnvironmentValues(), preparingTitle: nil)
  }

  /// ``terminalLines(width:)-(Double)`` at a whole number of cells.
  public func terminalLines(width: Int) -> AmountRowLines {
    terminalLines(width: Double(width))
  }

  /// ``terminalLines(width:environment:)-(Double,_)`` at a whole number of cells.
  public func terminalLines(width: Int, environment: EnvironmentValues)
    throws(NotTerminalCellsError) -> AmountRowLines
  {
    try terminalLines(width: Double(width), environment: environment)
  }

  /// The row at `width` drawn in terminal cells, with the mode it chose: the same mode and
  /// lines as ``layout(width:environment:)-(Double,_)`` followed by ``AmountRowLayout/terminalLines()``,
  /// for callers that want only the lines (statements, receipts, terminals).
  ///
  /// A row of built-in candidates stops judging at the first candidate whose title is not
  /// truncated and writes its lines from the row's geometry, without the per-candidate
  /// reports or the placed tree that ``AmountRowLayout`` carries; in terminal cells, a title
  /// that fits on one line beside the amount is measured in one pass over its bytes, without
  /// ICU's line breaking. Other rows are laid out in full.
  ///
  /// - Throws: `NotTerminalCellsError` when the environment's measurer does not measure
  ///   terminal cells (a font's, in points), before anything is laid out: lines in cells of
  ///   its widths would be nonsense. Lay such a row out with ``layout(width:environment:)-(Double,_)``.
  public func terminalLines(width: Double, environment: EnvironmentValues)
    throws(NotTerminalCellsError) -> AmountRowLines
  {
    _ = try TerminalRenderer(measurer: environment.textMeasurer)
    return terminalLines(width: width, inCells: environment, preparingTitle: nil)
  }

  /// `terminalLines(width:inCells:preparingTitle:)` of a ``RowEnvironment`` in `environment`,
  /// read for this row alone.
  package func terminalLines(
    width: Double, inCells environment: EnvironmentValues,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowLines {
    terminalLines(width: width, inCells: RowEnvironment(environment), preparingTitle: prepare)
  }

  /// ``terminalLines(width:environment:)-(Double,_)``, for a row made with its title as a string, that
  /// takes its title's measurement from `prepare` (a list's title cache) when the geometry
  /// measures the title in full: a title that fits on one line beside the amount is measured
  /// in one pass over its bytes, which costs less than looking one up. The environment's
  /// measurer measures terminal cells (the caller has checked); it is read as a row reads it
  /// (``RowEnvironment``), once for a list's rows.
  package func terminalLines(
    width: Double, inCells environment: RowEnvironment,
    preparingTitle prepare: ((String) -> PreparedText)?
  ) -> AmountRowLines {
    var lines: [String] = []
    return drawLines(width: width, in: environment, preparingTitle: prepare) {
      lines.append(TerminalRenderer.string(of: $0))
    } drawn: { modeIndex, rowWidth, found in
      let (mode, diagnostics) = found()
      return AmountRowLines(
        mode: mode, modeIndex: modeIndex, lines: lines, rowWidth: rowWidth,
        diagnostics: diagnostics)
    }
  }

  /// `terminalLines(width:inCells:preparingTitle:)` of a ``RowEnvironment`` that hands each
  /// line's UTF-8, top to bottom, to `eachLine` rather than making a string of it, and returns
  /// the row's width alone: for a list that copies the lines into its output's buffer and
  /// reads neither the mode nor the diagnostics.
  package func terminalLines(
    width: Double, inCells environment: RowEnvironment,
    preparingTitle prepare: ((String) -> PreparedText)?,
    eachLine: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Double {
    drawLines(width: width, in: environment, preparingTitle: prepare, eachLine: eachLine) {
      _, rowWidth, _ in rowWidth
    }
  }

  /// Draws the row at `width`, handing each line's UTF-8 to `eachLine`, top to bottom; then
  /// hands `drawn` the chosen candidate's index, the row's width, and what makes the mode and
  /// the diagnostics, which a caller that does not read them does not make.
  private func drawLines<Drawn>(
    width: Double, in environment: RowEnvironment,
    preparingTitle prepare: ((String) -> PreparedText)?,
    eachLine: (UnsafeBufferPointer<UInt8>) -> Void,
    drawn: (
      _ modeIndex: Int, _ rowWidth: Double,
      _ found: () -> (mode: AmountRowMode, diagnostics: [LayoutDiagnostic])
    ) -> Drawn
  ) -> Drawn {
    guard case .geometry = path(width: width, in: environment) else {
      let layout = engineLayout(width: width, environment: environment.values)
      for var line in layout.drawnLines() { line.withUTF8 { eachLine($0) } }
      return drawn(layout.modeIndex, layout.size.width) { (layout.mode, layout.diagnostics) }
    }
    var placement: (index: Int, rowWidth: Double)?
    RowGeometry(
      self, in: environment, width: width, judgingAll: false, preparingTitle: prepare
    ).decide(width: width, judgingAll: false) { placed in
      placed.lines.withUnsafeBufferPointer {
        TerminalRenderer.render(
          placed: $0, height: placed.size.height, inCells: placed.inCells,
          measuredBy: environment.measurer, eachRow: eachLine)
      }
      placement = (placed.index, placed.size.width)
    }
    guard let placement else {
      preconditionFailure("a row's geometry places the row it decides")
    }
    return drawn(placement.index, placement.rowWidth) {
      (
        configuration.candidates[placement.index].mode,
        Self.diagnostics(
          width: width, rowWidth: placement.rowWidth,
          found: environment.values.metricsDiagnostics)
      )
    }
  }
}
