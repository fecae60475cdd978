import AdaptiveRows
import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport

// Issue 6, target 4: one very large title, in three variants, laid out as a row and rendered
// at 100 KB and at 1 MB. Linear time means the 1 MB title takes at most 11 times as long.
// The titles are generated (deterministically) in each benchmark's setup, outside the
// measurement; a smoke run makes them a hundred times smaller.

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [
      .wallClock, .cpuTotal, .instructions, .throughput, .mallocCountTotal, .peakMemoryResident,
    ],
    warmupIterations: 1, maxDuration: .seconds(4), maxIterations: 10
  ).scaled
  let environment = EnvironmentValues(measurer: TerminalCellMeasurer())

  for variant in LargeTitleVariant.allCases {
    for (label, bytes) in [("100 KB", 100_000), ("1 MB", 1_000_000)] {
      Benchmark("T4 \(variant.rawValue) \(label)", configuration: configuration) {
        benchmark, title in
        let row = AdaptiveAmountRow(title: title, amount: "-12.50 €")
        blackHole(row.layout(width: 40, environment: environment).terminalLines())
      } setup: {
        LargeTitle.make(variant, bytes: BenchmarkScale.size(bytes, smoke: bytes / 100))
      }
    }
  }
}
