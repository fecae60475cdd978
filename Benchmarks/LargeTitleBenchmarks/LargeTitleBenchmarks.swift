import AdaptiveRows
import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport

// Target 4 (Docs/Benchmarks.md): one very large title, in three variants, laid out as a row and
// rendered at 100 KB and at 1 MB. Linear time means the 1 MB title takes at most 11 times as long.
// A large grid follows (LargeGridBenchmarks.swift).
// Beside each, ICU's bare pass over the same titles shows what the machine's caches make of linear
// work at the two sizes. The figure is the paired benchmark's (PairedTiming); the four separate
// benchmarks give each size's time. The titles are generated (deterministically) in each
// benchmark's setup, outside the measurement; a smoke run makes them a hundred times smaller.
//
// Both sizes run for about the same time (ten times the iterations at a tenth of the size), so
// that each median is taken over a window of seconds: a much shorter window, which a burst of
// the shared host's load can take whole or miss, would move the ratio with the load.

let benchmarks: @Sendable () -> Void = {
  let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
  /// The row's work on `title`: laid out at 40 cells and rendered.
  @Sendable func rowLines(_ title: String) {
    let row = AdaptiveAmountRow(title: title, amount: "-12.50 €")
    blackHole(try? row.layout(width: 40, environment: environment).terminalLines())
  }

  for variant in LargeTitleVariant.allCases {
    for (label, bytes, iterations) in [("100 KB", 100_000, 300), ("1 MB", 1_000_000, 30)] {
      let configuration = Benchmark.Configuration(
        metrics: [
          .wallClock, .cpuTotal, .instructions, .throughput, .mallocCountTotal,
          .peakMemoryResident,
        ],
        warmupIterations: 2, maxDuration: .seconds(4), maxIterations: iterations
      ).scaled
      Benchmark("T4 \(variant.rawValue) \(label)", configuration: configuration) {
        benchmark, title in
        rowLines(title)
      } setup: {
        LargeTitle.make(variant, bytes: BenchmarkScale.size(bytes, smoke: bytes / 100))
      }

      // The machine's own figure for linear work on these titles: one bare ICU line-break
      // pass over the same title, the floor, at both sizes.
      Benchmark("T4 \(variant.rawValue) ICU pass \(label)", configuration: configuration) {
        benchmark, title in
        let pass = ICULineBreakPass()
        benchmark.startMeasurement()
        blackHole(pass.boundaries(of: title))
      } setup: {
        LargeTitle.make(variant, bytes: BenchmarkScale.size(bytes, smoke: bytes / 100))
      }
    }

    // The figure: in each iteration, the 1 MB title once and the 100 KB title ten times, back
    // to back (PairedTiming), and ICU's pass over both the same way; the ratio is the 1 MB
    // title's time over a tenth of the ten 100 KB titles' time, the machine's ratio ICU's.
    let paired = PairedTiming.configuration(
      [PairedTiming.ratio, PairedTiming.machineRatio], iterations: 15)
    Benchmark("T4 \(variant.rawValue) paired", configuration: paired) { benchmark, titles in
      let pass = ICULineBreakPass()
      let times = PairedTiming.times(
        benchmark,
        [
          { rowLines(titles.large) },
          { for _ in 0..<10 { rowLines(titles.small) } },
          { blackHole(pass.boundaries(of: titles.large)) },
          { for _ in 0..<10 { blackHole(pass.boundaries(of: titles.small)) } },
        ])
      PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / (times[1] / 10))
      PairedTiming.record(benchmark, PairedTiming.machineRatio, times[2] / (times[3] / 10))
    } setup: {
      (
        small: LargeTitle.make(variant, bytes: BenchmarkScale.size(100_000, smoke: 1_000)),
        large: LargeTitle.make(variant, bytes: BenchmarkScale.size(1_000_000, smoke: 10_000))
      )
    }
  }
  largeGridBenchmarks()
}
