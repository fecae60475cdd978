import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport
import Foundation
import WalletList

// Target 5 (Docs/Benchmarks.md): `adaptive-rows format` (text output) over 100,000 and 1,000,000
// JSON Lines rows drawn from the corpus, and over a list of the same 50 merchants again and again.
// The inputs are written once to a temporary directory (see `ListInputs`) in each benchmark's
// setup, outside the measurement. Peak resident memory must stay at most 64 MB.
//
// The benchmarks of the `threads` and `titleCacheCapacity` options are in
// ParallelFormatting.swift, compiled when Package.swift enables them.

/// The width of the list, in terminal cells.
let listWidth: Double = 40

let benchmarks: @Sendable () -> Void = {
  let metrics: [BenchmarkMetric] = [
    .wallClock, .cpuTotal, .instructions, .throughput, .peakMemoryResident, .mallocCountTotal,
  ]
  let hundredThousand = Benchmark.Configuration(
    metrics: metrics, warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 3
  ).scaled
  // A smoke run formats a few hundred rows.
  let rows100k = BenchmarkScale.size(100_000, smoke: 100)
  let rows1M = BenchmarkScale.size(1_000_000, smoke: 500)

  Benchmark("T5 format 100k rows", configuration: hundredThousand) { benchmark, file in
    blackHole(ListFormatting.format(file: file, options: ListFormatterOptions(width: listWidth)))
  } setup: {
    ListInputs.corpusRows(rows100k)
  }

  // The figure: 1M rows once and ten lists of 100k rows in each iteration, with the peak
  // resident memory of them all. The two sides are interleaved: the million is formatted a
  // hundred thousand rows at a time (`ListFormatting.Run`, the same work stopped and taken up
  // again), each part timed beside one of the ten lists of 100k, the two in turn first. The
  // figure is the million's time, the sum of its parts, over the ten lists' sum, times ten.
  // The host's load changes over seconds: two blocks timed back to back see different loads,
  // while parts interleaved every second or so see the same. The ten lists are ten different files, as the
  // million's rows are ten different hundred thousands: one file of 10 MB formatted ten times
  // over can stay in the processor's last-level cache, and a file of 105 MB cannot.
  var paired = PairedTiming.configuration(
    [PairedTiming.ratio], extra: [.peakMemoryResident], iterations: 5, seconds: 240)
  paired.warmupIterations = 0
  Benchmark("T5 1M rows paired", configuration: paired) { benchmark, files in
    let options = ListFormatterOptions(width: listWidth)
    // Opened in the million's first part, as each list of 100k is opened in its own time.
    var million: ListFormatting.Run?
    let part = (rows1M + 9) / 10
    var times = [0.0, 0.0]
    for (index, file) in files.hundredThousand.enumerated() {
      let iteration = benchmark.currentIteration + index
      let pair = PairedTiming.times(
        iteration: iteration,
        [
          {
            let run = million ?? ListFormatting.Run(file: files.million, options: options)
            million = run
            run.step(rows: part)
          },
          { blackHole(ListFormatting.format(file: file, options: options)) },
        ])
      times[0] += pair[0]
      times[1] += pair[1]
    }
    guard let million, million.totals.rows == rows1M else {
      fatalError("the million's ten parts did not format its \(rows1M) rows")
    }
    PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / (times[1] / 10))
  } setup: {
    (
      million: ListInputs.corpusRows(rows1M),
      hundredThousand: (0..<10).map { ListInputs.corpusRows(rows100k, part: $0) }
    )
  }

  Benchmark("T5 repeated merchants 100k rows", configuration: hundredThousand) {
    benchmark, file in
    blackHole(ListFormatting.format(file: file, options: ListFormatterOptions(width: listWidth)))
  } setup: {
    ListInputs.repeatedMerchants(rows100k)
  }

  parallelFormattingBenchmarks(configuration: hundredThousand, rows: rows100k)
}
