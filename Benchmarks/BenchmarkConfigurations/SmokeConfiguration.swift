import Benchmark
import BenchmarkSupport

extension Benchmark.Configuration {
  /// This configuration, or one iteration of it without warm-up in a smoke run
  /// (``BenchmarkScale/isSmoke``).
  public var scaled: Benchmark.Configuration {
    guard BenchmarkScale.isSmoke else { return self }
    var smoke = self
    smoke.warmupIterations = 0
    smoke.maxIterations = 1
    smoke.maxDuration = .seconds(1)
    return smoke
  }
}
