import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport
import Foundation
import WalletList

// Issue 6, target 5: `adaptive-rows format` (text output) over 100,000 and 1,000,000 JSON
// Lines rows drawn from the corpus, and over a list of the same 50 merchants again and again.
// The inputs are written once to a temporary directory (see `ListInputs`) in each benchmark's
// setup, outside the measurement. Peak resident memory must stay at most 64 MB.
//
// The benchmarks of the `threads` and `titleCacheCapacity` options are in
// ParallelFormatting.swift, compiled when Package.swift enables them.

/// The width of the list, in terminal cells.
let listWidth = 40

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

  // The figure: 1M rows once and ten lists of 100k rows, back to back in each iteration
  // (PairedTiming), with the peak resident memory of them all. Ten lists of 100k rows take as
  // long as the million, so both sides see the host's load over the same half a minute: one
  // list of 100k rows, a second long, could fall in a quiet moment or a busy one, and moved
  // the ratio from 9.9x to 13.4x. Even paired, three pairs a run gave medians from 8.5x to
  // 11.6x within two hours: five pairs (about two and a half minutes). The ten lists are ten
  // different files, as the million's rows are ten different hundred thousands: one file of
  // 10 MB formatted ten times over can stay in the processor's last-level cache, and a file
  // of 105 MB cannot, which favoured the smaller side.
  var paired = PairedTiming.configuration(
    [PairedTiming.ratio], extra: [.peakMemoryResident], iterations: 5, seconds: 240)
  paired.warmupIterations = 0
  Benchmark("T5 1M rows paired", configuration: paired) { benchmark, files in
    let options = ListFormatterOptions(width: listWidth)
    let times = PairedTiming.times(
      benchmark,
      [
        { blackHole(ListFormatting.format(file: files.million, options: options)) },
        {
          for file in files.hundredThousand {
            blackHole(ListFormatting.format(file: file, options: options))
          }
        },
      ])
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
