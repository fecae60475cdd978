#!/usr/bin/env bash
# Runs the benchmark suite of Benchmarks/ (release build), once or --runs N times, and prints
# the figure of each target of Docs/Benchmarks.md (the median of a paired benchmark's
# per-iteration ratios; with several runs, the median of the runs' figures), with its target
# and PASS or MISS.
#
#   bash Scripts/benchmarks.sh                      # the whole suite (several minutes)
#   bash Scripts/benchmarks.sh --target RowBenchmarks --filter 'T1.*'   # options for the plugin
#   bash Scripts/benchmarks.sh --runs 3 [options]   # the suite three times: each figure is the
#                                                   # median of its three runs' ratios
#   bash Scripts/benchmarks.sh --smoke              # CI: debug build, every benchmark once on
#                                                   # small inputs; no timing is judged
#   bash Scripts/benchmarks.sh --floor              # only the end-to-end figures: format against
#                                                   # the floor programs (Swift and C++), threads,
#                                                   # start-up, memory
#   bash Scripts/benchmarks.sh --threads            # only the threads' figures of those
#
# After the suite (unless plugin options were given) the script prints the end-to-end figures
# of Scripts/floor-figures.py: `adaptive-rows format` against `format-floor` by instructions
# per row and paired wall time; `format` on two threads against one by process wall time,
# paired, beside the machine's two-process figure, and the reading thread's serial share by
# instructions; a one-row `layout` against `--help`; and peak memory.
#
# Exit status: 0 when every figure that ran holds (or in smoke mode, when every benchmark ran),
# 2 when a figure misses its target, 1 on any other failure.
set -euo pipefail
cd "$(dirname "$0")/.."

smoke=0
runs=1
floor_only=0
if [ "${1:-}" = "--threads" ]; then
  swift build -c release --product adaptive-rows >/dev/null
  exec python3 Scripts/floor-figures.py "$(swift build -c release --show-bin-path)/adaptive-rows" \
    --threads-only
fi
if [ "${1:-}" = "--smoke" ]; then
  smoke=1
  shift
fi
if [ "${1:-}" = "--floor" ]; then
  floor_only=1
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

# Builds the C++ floor (Benchmarks/Profiling/cpp-floor/floor.cpp) as $1; fails when g++ or
# simdjson's headers are missing.
build_cpp_floor() {
  command -v g++ >/dev/null && [ -e /usr/include/simdjson.h ] || return 1
  g++ -O2 -std=c++17 Benchmarks/Profiling/cpp-floor/floor.cpp -o "$1" -lsimdjson -licuuc
}

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
  # The floor program runs in both outputs and writes a row per entry.
  head -n 120 Benchmarks/Corpus/titles.jsonl >"$results/floor-input.jsonl"
  for format in text jsonl; do
    "$bin/format-floor" --width 40 --format "$format" "$results/floor-input.jsonl" \
      >"$results/floor.$format"
  done
  rows="$(wc -l <"$results/floor-input.jsonl")"
  if [ "$(wc -l <"$results/floor.jsonl")" != "$rows" ] \
    || [ "$(grep -c '^─' "$results/floor.text")" != "$((rows - 1))" ]; then
    echo "benchmarks: format-floor did not write a row per entry" >&2
    exit 1
  fi
  echo "== smoke: format-floor wrote $rows rows in text and JSON Lines"
  if build_cpp_floor "$results/cpp-floor"; then
    "$results/cpp-floor" --jsonl "$results/floor-input.jsonl" >"$results/cpp.jsonl"
    if [ "$(wc -l <"$results/cpp.jsonl")" != "$rows" ]; then
      echo "benchmarks: the C++ floor did not write a row per entry" >&2
      exit 1
    fi
    echo "== smoke: the C++ floor wrote $rows rows in JSON Lines"
  fi
  exit 0
fi

# The end-to-end figures: release builds of the tool and of the floor program, and the C++
# floor when g++ and simdjson's headers are there (Scripts/setup.sh installs them).
floor_figures() {
  swift build -c release --product adaptive-rows >/dev/null
  swift build --package-path Benchmarks -c release --product format-floor >/dev/null
  local cpp=()
  if build_cpp_floor "$results/cpp-floor"; then
    cpp=(--cpp "$results/cpp-floor")
  else
    echo "benchmarks: g++ or libsimdjson-dev missing: the C++ floor left out" >&2
  fi
  python3 Scripts/floor-figures.py "$(swift build -c release --show-bin-path)/adaptive-rows" \
    "$(swift build --package-path Benchmarks -c release --show-bin-path)/format-floor" \
    "${cpp[@]}"
}

if [ "$floor_only" = 1 ]; then
  floor_figures
  exit $?
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
status=0
python3 Scripts/benchmark-ratios.py "${exports[@]}" || status=$?
[ "$status" -le 2 ] || exit "$status"
if [ $# -eq 0 ]; then
  floor_figures || { floor_status=$?; [ "$floor_status" -le 2 ] || exit "$floor_status"; status=2; }
fi
exit "$status"
