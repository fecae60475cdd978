import Foundation

/// Full runs, or the smoke run CI makes so that the benchmarks cannot rot: with
/// `ADAPTIVE_ROWS_BENCHMARK_SMOKE=1` every benchmark runs once, without warm-up, on small
/// inputs (`Scripts/benchmarks.sh --smoke`). Smoke timings mean nothing.
public enum BenchmarkScale {
  /// Whether this is a smoke run.
  public static let isSmoke =
    ProcessInfo.processInfo.environment["ADAPTIVE_ROWS_BENCHMARK_SMOKE"] == "1"

  /// `full`, or `smoke` in a smoke run.
  public static func size(_ full: Int, smoke: Int) -> Int { isSmoke ? smoke : full }
}
