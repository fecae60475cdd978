import AdaptiveRows
import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport

// Targets 1 to 3 (Docs/Benchmarks.md), over the committed corpus (Benchmarks/Corpus/titles.jsonl).
// Every iteration goes over all the titles (or the same tenth of them for the slow baseline). Each
// figure is a paired benchmark's: the two pieces of work it compares timed back to back in every
// iteration (PairedTiming); the separate benchmarks give each one's time, instructions and
// allocations. Scripts/benchmarks.sh prints the figures.

/// The width of the rows, in terminal cells.
let rowWidth = 40.0

/// Starts the measurement and does `work` for each entry, keeping its results alive.
func measure<Result>(
  _ entries: [CorpusEntry], _ benchmark: Benchmark, _ work: (CorpusEntry) -> Result
) {
  benchmark.startMeasurement()
  each(entries, work)
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .instructions, .throughput, .mallocCountTotal],
    warmupIterations: 1, maxDuration: .seconds(4), maxIterations: 15
  ).scaled
  let environment = EnvironmentValues(measurer: TerminalCellMeasurer())

  /// A fresh row's mode decided at `rowWidth` and its lines rendered: the row's whole work.
  @Sendable func rowLines(_ entry: CorpusEntry) -> AmountRowLines {
    let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
    return row.terminalLines(width: rowWidth)
  }

  /// The seed's method, the baseline.
  @Sendable func seedLayout(_ entry: CorpusEntry) -> (mode: AmountRowMode, lines: [String]) {
    SeedMethod.layout(
      title: entry.title, amount: entry.amount, width: rowWidth, environment: environment)
  }

  /// A fresh row's breakpoints.
  @Sendable func breakpoints(_ entry: CorpusEntry) -> AmountRowBreakpoints {
    AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      .breakpoints(environment: environment)
  }

  /// A fresh row's mode at `rowWidth`.
  @Sendable func decision(_ entry: CorpusEntry) -> AmountRowMode {
    AdaptiveAmountRow(title: entry.title, amount: entry.amount)
      .layout(width: rowWidth, environment: environment).mode
  }

  // T1: the floor, one ICU line-break pass per title on a reused iterator...
  Benchmark("T1 ICU line-break pass", configuration: configuration) { benchmark in
    let pass = ICULineBreakPass()
    measure(Corpus.all, benchmark) { pass.boundaries(of: $0.title) }
  }

  // ...against a row per title: the mode decided and the lines rendered.
  Benchmark("T1 row layout and lines", configuration: configuration) { benchmark in
    measure(Corpus.all, benchmark, rowLines)
  }

  // Beside it (not a target): the full layout, with a report per candidate and the placed
  // tree on demand, then its lines.
  Benchmark("T1 row full layout and lines", configuration: configuration) { benchmark in
    measure(Corpus.all, benchmark) { entry in
      try? AdaptiveAmountRow(title: entry.title, amount: entry.amount)
        .layout(width: rowWidth, environment: environment).terminalLines()
    }
  }

  // T2: the seed's method against the row, on every tenth title.
  Benchmark("T2 seed method, sample", configuration: configuration) { benchmark in
    measure(Corpus.sample, benchmark, seedLayout)
  }

  Benchmark("T2 row layout and lines, sample", configuration: configuration) { benchmark in
    measure(Corpus.sample, benchmark, rowLines)
  }

  // T3: the breakpoints of a row against one mode decision.
  Benchmark("T3 breakpoints", configuration: configuration) { benchmark in
    measure(Corpus.all, benchmark, breakpoints)
  }

  Benchmark("T3 mode decision", configuration: configuration) { benchmark in
    measure(Corpus.all, benchmark, decision)
  }

  // The figures, paired: the same work as the separate benchmarks above.
  pairedFigure("T1 paired", iterations: 31) {
    let pass = ICULineBreakPass()
    return ({ each(Corpus.all, rowLines) }, { each(Corpus.all) { pass.boundaries(of: $0.title) } })
  }
  // The row's side is the sample ten times over, so that its time is long enough to read.
  pairedFigure("T2 paired", iterations: 7, repeats: 10) {
    ({ each(Corpus.sample, seedLayout) }, { each(Corpus.sample, rowLines) })
  }
  pairedFigure("T3 paired", iterations: 15) {
    ({ each(Corpus.all, breakpoints) }, { each(Corpus.all, decision) })
  }
}

/// Does `work` for each entry, keeping its results alive.
func each<Result>(_ entries: [CorpusEntry], _ work: (CorpusEntry) -> Result) {
  for entry in entries {
    blackHole(work(entry))
  }
}

/// The figure `name`, paired (PairedTiming): each iteration makes its two pieces of work with
/// `works`, does the numerator once and the denominator `repeats` times, back to back, and
/// records the numerator's time over the denominator's time per repeat.
func pairedFigure(
  _ name: String, iterations: Int, repeats: Int = 1,
  _ works: @escaping @Sendable () -> (numerator: () -> Void, denominator: () -> Void)
) {
  Benchmark(
    name, configuration: PairedTiming.configuration([PairedTiming.ratio], iterations: iterations)
  ) {
    benchmark in
    let (numerator, denominator) = works()
    let times = PairedTiming.times(
      benchmark, [numerator, { for _ in 0..<repeats { denominator() } }])
    PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / (times[1] / Double(repeats)))
  }
}
