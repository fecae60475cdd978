import AdaptiveRows
import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport

// Issue 6, targets 1 to 3, over the committed corpus (Benchmarks/Corpus/titles.jsonl). Every
// iteration goes over all the titles (or the same tenth of them for the slow baseline). Each
// figure is a paired benchmark's: the two pieces of work it compares timed back to back in
// every iteration (PairedTiming); the separate benchmarks give each one's time, instructions
// and allocations. Scripts/benchmarks.sh prints the figures.

/// The width of the rows, in terminal cells.
let rowWidth = 40.0

/// Starts the measurement and does `work` for each entry, keeping its results alive.
func measure<Result>(
  _ entries: [CorpusEntry], _ benchmark: Benchmark, _ work: (CorpusEntry) -> Result
) {
  benchmark.startMeasurement()
  for entry in entries {
    blackHole(work(entry))
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .instructions, .throughput, .mallocCountTotal],
    warmupIterations: 1, maxDuration: .seconds(4), maxIterations: 15
  ).scaled
  let environment = EnvironmentValues(measurer: TerminalCellMeasurer())

  /// A fresh row's mode decided at `rowWidth` and its lines rendered: the row's whole work.
  func rowLines(_ entry: CorpusEntry) -> AmountRowLines {
    let row = AdaptiveAmountRow(title: entry.title, amount: entry.amount)
    return row.terminalLines(width: rowWidth, environment: environment)
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
      AdaptiveAmountRow(title: entry.title, amount: entry.amount)
        .layout(width: rowWidth, environment: environment).terminalLines()
    }
  }

  // T2: the seed's method against the row, on every tenth title.
  Benchmark("T2 seed method, sample", configuration: configuration) { benchmark in
    measure(Corpus.sample, benchmark) { entry in
      SeedMethod.layout(
        title: entry.title, amount: entry.amount, width: rowWidth, environment: environment)
    }
  }

  Benchmark("T2 row layout and lines, sample", configuration: configuration) { benchmark in
    measure(Corpus.sample, benchmark, rowLines)
  }

  // T3: the breakpoints of a row against one mode decision.
  Benchmark("T3 breakpoints", configuration: configuration) { benchmark in
    measure(Corpus.all, benchmark) { entry in
      AdaptiveAmountRow(title: entry.title, amount: entry.amount)
        .breakpoints(environment: environment)
    }
  }

  Benchmark("T3 mode decision", configuration: configuration) { benchmark in
    measure(Corpus.all, benchmark) { entry in
      AdaptiveAmountRow(title: entry.title, amount: entry.amount)
        .layout(width: rowWidth, environment: environment).mode
    }
  }

  // The figures, paired.
  Benchmark(
    "T1 paired", configuration: PairedTiming.configuration([PairedTiming.ratio], iterations: 30)
  ) {
    benchmark in
    let pass = ICULineBreakPass()
    let times = PairedTiming.times(
      benchmark,
      [
        { for entry in Corpus.all { blackHole(rowLines(entry)) } },
        { for entry in Corpus.all { blackHole(pass.boundaries(of: entry.title)) } },
      ])
    PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / times[1])
  }

  // The row's side is the sample ten times over: once, it takes 2 ms.
  Benchmark(
    "T2 paired", configuration: PairedTiming.configuration([PairedTiming.ratio], iterations: 6)
  ) {
    benchmark in
    let times = PairedTiming.times(
      benchmark,
      [
        {
          for entry in Corpus.sample {
            blackHole(
              SeedMethod.layout(
                title: entry.title, amount: entry.amount, width: rowWidth,
                environment: environment))
          }
        },
        { for _ in 0..<10 { for entry in Corpus.sample { blackHole(rowLines(entry)) } } },
      ])
    PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / (times[1] / 10))
  }

  Benchmark(
    "T3 paired", configuration: PairedTiming.configuration([PairedTiming.ratio], iterations: 16)
  ) {
    benchmark in
    let times = PairedTiming.times(
      benchmark,
      [
        {
          for entry in Corpus.all {
            blackHole(
              AdaptiveAmountRow(title: entry.title, amount: entry.amount)
                .breakpoints(environment: environment))
          }
        },
        {
          for entry in Corpus.all {
            blackHole(
              AdaptiveAmountRow(title: entry.title, amount: entry.amount)
                .layout(width: rowWidth, environment: environment).mode)
          }
        },
      ])
    PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / times[1])
  }
}
