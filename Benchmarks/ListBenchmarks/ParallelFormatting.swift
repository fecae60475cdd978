import Benchmark
import BenchmarkSupport
import Dispatch
import WalletList

// Parallel formatting and the cache of measured titles: `ListFormatterOptions.threads` and
// `ListFormatterOptions.titleCacheCapacity`.
//
// Figures: threads 2 against 1 (throughput at least 1.7 times), and the repeated merchants
// with the cache off against "T5 repeated merchants 100k rows" (the default options, cache on).
//
// "T5 two lists at once" measures the machine rather than the formatter: two lists formatted
// side by side on one thread each, sharing nothing but the read-only tables, so that twice
// "1 threads" over it is the throughput two busy cores give this run (on a shared virtual
// machine it can be well below 2), the most `--threads 2` could reach.

func parallelFormattingBenchmarks(configuration: Benchmark.Configuration, rows: Int) {
  for threads in [1, 2] {
    Benchmark("T5 format 100k rows, \(threads) threads", configuration: configuration) {
      benchmark, file in
      var options = ListFormatterOptions(width: listWidth)
      options.threads = threads
      blackHole(ListFormatting.format(file: file, options: options))
    } setup: {
      ListInputs.corpusRows(rows)
    }
  }

  Benchmark("T5 two lists at once, 1 thread each", configuration: configuration) {
    benchmark, file in
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      var options = ListFormatterOptions(width: listWidth)
      options.threads = 1
      blackHole(ListFormatting.format(file: file, options: options))
    }
  } setup: {
    ListInputs.corpusRows(rows)
  }

  Benchmark("T5 repeated merchants 100k rows, cache off", configuration: configuration) {
    benchmark, file in
    var options = ListFormatterOptions(width: listWidth)
    options.titleCacheCapacity = 0
    blackHole(ListFormatting.format(file: file, options: options))
  } setup: {
    ListInputs.repeatedMerchants(rows)
  }
}
