import AdaptiveRows
import Benchmark
import BenchmarkConfigurations
import BenchmarkSupport

// Target 4's grid (Docs/Benchmarks.md): a statement laid out as a `Grid` of 1,000 cells and of
// 10,000, at 80 cells wide. The solver's scans of a line read that line's cells
// (`GridSolver.LineCells`), so the grid's size does not multiply the work a cell costs: the
// larger takes at most 15 times as long, ten for the cells and the rest for caches the larger
// grid's layout outgrows (a scan of every cell for each gave 45 times). A smoke run makes the
// grids ten times smaller.

/// A statement of `rows` rows of eight cells as a grid: a date, a title, a spacer, an amount,
/// a fixed-width status, a flexible rule, a lower-priority note and a second spacer.
func statementGrid(rows: Int) -> Grid {
  Grid(horizontalSpacing: 1, verticalSpacing: 0) {
    for row in 0..<rows {
      GridRow {
        Text("2026-11-\(10 + row % 20)")
        Text(row % 3 == 0 ? "Coffee at the corner shop" : "Rent")
        Spacer()
        Text("-\(row % 97).50 €")
        Rectangle().frame(width: 2, height: 1)
        Divider()
        Text("note \(row)").layoutPriority(-1)
        Spacer()
      }
    }
  }
}

func largeGridBenchmarks() {
  let environment = EnvironmentValues(measurer: TerminalCellMeasurer())
  /// The grid laid out at 80 cells wide, its height unproposed.
  @Sendable func layOut(_ grid: Grid) {
    blackHole(grid.layout(in: ProposedSize(width: 80, height: nil), environment: environment))
  }
  for (label, rows, iterations) in [("1,000 cells", 125, 100), ("10,000 cells", 1250, 10)] {
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .peakMemoryResident],
      warmupIterations: 1, maxDuration: .seconds(4), maxIterations: iterations
    ).scaled
    Benchmark("T4 grid \(label)", configuration: configuration) { _, grid in
      layOut(grid)
    } setup: {
      statementGrid(rows: BenchmarkScale.size(rows, smoke: max(rows / 10, 1)))
    }
  }

  // The figure: in each iteration, the grid of 10,000 cells once and that of 1,000 ten times,
  // back to back (PairedTiming); the ratio is the larger's time over a tenth of the ten.
  let paired = PairedTiming.configuration([PairedTiming.ratio], iterations: 15)
  Benchmark("T4 grid paired", configuration: paired) { benchmark, grids in
    let times = PairedTiming.times(
      benchmark,
      [
        { layOut(grids.large) },
        { for _ in 0..<10 { layOut(grids.small) } },
      ])
    PairedTiming.record(benchmark, PairedTiming.ratio, times[0] / (times[1] / 10))
  } setup: {
    (
      small: statementGrid(rows: BenchmarkScale.size(125, smoke: 13)),
      large: statementGrid(rows: BenchmarkScale.size(1250, smoke: 125))
    )
  }
}
