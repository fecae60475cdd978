#!/usr/bin/env bash
# Runs the benchmark suite of Benchmarks/ (release build), once or --runs N times, and prints
# every figure of issue 6 (the median of a paired benchmark's per-iteration ratios; with
# several runs, the median of the runs' figures), with its target and PASS or MISS.
#
#   bash Scripts/benchmarks.sh                      # the whole suite (several minutes)
#   bash Scripts/benchmarks.sh --target RowBenchmarks --filter 'T1.*'   # options for the plugin
#   bash Scripts/benchmarks.sh --runs 3 [options]   # the suite three times: each figure is the
#                                                   # median of its three runs' ratios
#   bash Scripts/benchmarks.sh --smoke              # CI: debug build, every benchmark once on
#                                                   # small inputs; no timing is judged
#
# Exit status: 0 when every figure that ran holds (or in smoke mode, when every benchmark ran),
# 2 when a figure misses its target, 1 on any other failure.
set -euo pipefail
cd "$(dirname "$0")/.."

smoke=0
runs=1
if [ "${1:-}" = "--smoke" ]; then
  smoke=1
  shift
fi
if [ "${1:-}" = "--runs" ]; then
  runs="${2:-}"
  shift 2 || true
  case "$runs" in
    '' | *[!0-9]* | 0)
      echo "benchmarks: --runs needs a count of at least 1" >&2
      exit 1
      ;;
  esac
fi

results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

if [ "$smoke" = 1 ]; then
  # A debug build, and each benchmark executable run directly: every benchmark once, on small
  # inputs. (The plugin preloads its release malloc interposer, which a debug benchmark cannot
  # take.) Then the seed's method and the row must agree on the first corpus titles.
  export ADAPTIVE_ROWS_BENCHMARK_SMOKE=1
  export ADAPTIVE_ROWS_BENCHMARK_INPUTS="$results/inputs"
  swift build --package-path Benchmarks
  bin="$(swift build --package-path Benchmarks --show-bin-path)"
  for target in RowBenchmarks LargeTitleBenchmarks ListBenchmarks; do
    echo "== smoke: $target"
    if ! "$bin/$target" >"$results/$target.log" 2>&1; then
      cat "$results/$target.log"
      echo "benchmarks: $target failed" >&2
      exit 1
    fi
    grep -c 'Percentile TotalCount' "$results/$target.log" | sed 's/^/   metrics recorded: /'
  done
  "$bin/row-profile" check 120
  exit 0
fi

exports=()
for run in $(seq 1 "$runs"); do
  mkdir -p "$results/run$run"
  swift package --package-path Benchmarks --allow-writing-to-directory "$results" benchmark run \
    --format histogramPercentiles --time-units microseconds --path "$results/run$run" \
    --no-progress "$@" >"$results/run$run.log" 2>&1 || {
    cat "$results/run$run.log"
    echo "benchmarks: run $run failed" >&2
    exit 1
  }
  exports+=("$results/run$run")
done
python3 Scripts/benchmark-ratios.py "${exports[@]}"
