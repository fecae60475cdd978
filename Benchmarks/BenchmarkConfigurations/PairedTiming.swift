import Benchmark

/// Figures that compare two pieces of work, timed back to back in every iteration.
///
/// On a shared virtual machine the load of its neighbours changes from one second to the next: a
/// ratio of two benchmarks' medians, taken seconds or minutes apart, carries whatever changed in
/// between. Here each iteration runs every piece of work once, starting with a different one each
/// time so that none is always first, and records the ratios of that iteration's times as custom
/// metrics; the median of those ratios is the figure. Each ratio compares two times taken within a
/// second of each other.
public enum PairedTiming {
  /// The figure of a paired benchmark, in thousandths, one value per iteration.
  public static let ratio = metric("ratio")
  /// Beside it, the machine's own figure for the same comparison, taken in the same iteration.
  public static let machineRatio = metric("machineRatio")
  /// The figure over the machine's own, in thousandths.
  public static let shareOfMachine = metric("shareOfMachine")

  private static func metric(_ name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
  }

  /// A configuration for a paired benchmark recording `metrics` (of those above) with
  /// `extra` metrics beside them, at most `iterations` iterations: an odd number, since the
  /// export's 50th percentile of an even number of values is the lower of the middle two. The
  /// ratios are exported as they are: with automatic units, the export would round them to
  /// whole thousands.
  public static func configuration(
    _ metrics: [BenchmarkMetric], extra: [BenchmarkMetric] = [], iterations: Int,
    seconds: Int = 10
  ) -> Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [.wallClock] + extra + metrics,
      units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }),
      warmupIterations: 1, maxDuration: .seconds(seconds), maxIterations: iterations
    ).scaled
  }

  /// The wall-clock time of each of `works`, in seconds, each run once in this iteration.
  /// Iteration `i` starts with work `i` modulo their count and goes round from there.
  public static func times(_ benchmark: Benchmark, _ works: [() -> Void]) -> [Double] {
    times(iteration: benchmark.currentIteration, works)
  }

  /// The wall-clock time of each of `works`, in seconds, each run once, starting with work
  /// `iteration` modulo their count.
  public static func times(iteration: Int, _ works: [() -> Void]) -> [Double] {
    let clock = ContinuousClock()
    var times = [Double](repeating: 0, count: works.count)
    for step in works.indices {
      let index = (iteration + step) % works.count
      let start = clock.now
      works[index]()
      let elapsed = start.duration(to: clock.now).components
      times[index] = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
    return times
  }

  /// Records `value` for `metric` in thousandths (a custom metric holds integers); nothing
  /// for a value that is not finite.
  public static func record(_ benchmark: Benchmark, _ metric: BenchmarkMetric, _ value: Double) {
    guard value.isFinite, abs(value) < 1e12 else { return }
    benchmark.measurement(metric, Int((value * 1000).rounded()))
  }
}
