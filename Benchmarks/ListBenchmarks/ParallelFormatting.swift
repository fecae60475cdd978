import Benchmark
import BenchmarkSupport
import WalletList

// Parallel formatting and the cache of measured titles: `ListFormatterOptions.threads` and
// `ListFormatterOptions.titleCacheCapacity`.
//
// Figures: threads 2 against 1 (throughput at least 1.7 times), and the repeated merchants
// with the cache off against "T5 repeated merchants 100k rows" (the default options, cache on).

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

  Benchmark("T5 repeated merchants 100k rows, cache off", configuration: configuration) {
    benchmark, file in
    var options = ListFormatterOptions(width: listWidth)
    options.titleCacheCapacity = 0
    blackHole(ListFormatting.format(file: file, options: options))
  } setup: {
    ListInputs.repeatedMerchants(rows)
  }
}
