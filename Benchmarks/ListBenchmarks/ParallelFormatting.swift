import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport
import Dispatch
import WalletList

// Parallel formatting and the cache of measured titles: `ListFormatterOptions.threads` and
// `ListFormatterOptions.titleCacheCapacity`.
//
// Figures: threads 2 against 1 (throughput at least 1.7 times), from "T5 threads paired",
// and the repeated merchants with the cache off against "T5 repeated merchants 100k rows" (the
// default options, cache on). The separate benchmarks of one and two threads give their
// times and the two-thread list's peak memory.
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

  // The figure: one thread, two threads and two lists at once, back to back in each
  // iteration (PairedTiming). The ratio is the throughput of two threads over one's; the
  // machine's ratio, twice one list's time over two lists' side by side. The iterations'
  // ratios spread widely as the host's two vCPUs go, so the figure is the median of fifteen.
  let paired = PairedTiming.configuration(
    [PairedTiming.ratio, PairedTiming.machineRatio, PairedTiming.shareOfMachine], iterations: 15,
    seconds: 100)
  Benchmark("T5 threads paired", configuration: paired) { benchmark, file in
    @Sendable func format(threads: Int) {
      var options = ListFormatterOptions(width: listWidth)
      options.threads = threads
      blackHole(ListFormatting.format(file: file, options: options))
    }
    let times = PairedTiming.times(
      benchmark,
      [
        { format(threads: 1) },
        { format(threads: 2) },
        { DispatchQueue.concurrentPerform(iterations: 2) { _ in format(threads: 1) } },
      ])
    let ratio = times[0] / times[1]
    let machine = 2 * times[0] / times[2]
    PairedTiming.record(benchmark, PairedTiming.ratio, ratio)
    PairedTiming.record(benchmark, PairedTiming.machineRatio, machine)
    PairedTiming.record(benchmark, PairedTiming.shareOfMachine, ratio / machine)
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
