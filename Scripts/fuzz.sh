#!/usr/bin/env bash
# Fuzzes with libFuzzer: text and row layout (AdaptiveRowsFuzz, seed corpus Fuzz/corpus), the
# JSON Lines and CSV readers, the UTF-8 check and the JSON writer (ReaderFuzz, seed corpus
# Fuzz/reader-corpus), and layouts, rows, breakpoints, the renderer and a list's JSON under
# hostile measurers whose every answer comes from the input (MeasurerFuzz, seed corpus
# Fuzz/measurer-corpus). Builds each product with the fuzzer and address sanitizers (in its own
# scratch path, .build-fuzz, so the normal build is left alone) and runs it for a fixed number
# of executions from its committed seed corpus. New inputs go to .build-fuzz/corpus and
# .build-fuzz/reader-corpus and .build-fuzz/measurer-corpus, never into the committed
# corpora; an input that breaks an invariant, crashes, leaks or hangs is saved under
# Fuzz/artifacts/ (prefixed `readers-` for the readers, `measurers-` for the measurers) and
# the script fails. Replay one with `.build-fuzz/release/AdaptiveRowsFuzz
# Fuzz/artifacts/<file>` (or `ReaderFuzz`, `MeasurerFuzz`).
#
# Usage: Scripts/fuzz.sh [runs] [rows|readers|measurers|all]   (default 100000 and all;
# FUZZ_RUNS works too; -1 runs without a count). FUZZ_SECONDS, when set, stops each fuzzer
# after that many seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-${FUZZ_RUNS:-100000}}"
targets="${2:-all}"
scratch=.build-fuzz

bash Scripts/setup.sh

# fuzz PRODUCT CORPUS ARTIFACT_PREFIX MAX_LEN [RUNS]
fuzz() {
  local count="${5:-$runs}"
  echo "== fuzz $1: build (release, -sanitize=fuzzer,address)"
  swift build -c release --scratch-path "$scratch" --product "$1" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DADAPTIVE_ROWS_LIBFUZZER || return 1
  mkdir -p "$scratch/$2" Fuzz/artifacts || return 1
  echo "== fuzz $1: $count executions"
  # The Swift runtime's backtracer and AddressSanitizer both want the crash; libFuzzer's
  # report is the one that matters.
  SWIFT_BACKTRACE=enable=no "$scratch/release/$1" "$scratch/$2" "Fuzz/$2" \
    -runs="$count" ${FUZZ_SECONDS:+-max_total_time="$FUZZ_SECONDS"} -seed=1 -max_len="$4" \
    -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="Fuzz/artifacts/$3" -print_final_stats=1
}

# Each fuzzer runs even when another found something; the script fails if any did.
failed=0
case "$targets" in
  rows | readers | measurers | all) ;;
  *)
    echo "fuzz.sh: unknown target $targets: expected rows, readers, measurers or all" >&2
    exit 64
    ;;
esac
if [[ $targets == rows || $targets == all ]]; then
  fuzz AdaptiveRowsFuzz corpus "" 256 || failed=1
fi
if [[ $targets == readers || $targets == all ]]; then
  fuzz ReaderFuzz reader-corpus readers- 1024 || failed=1
fi
if [[ $targets == measurers || $targets == all ]]; then
  # Each of its inputs lays out a stack, a row with its breakpoints and a list row, some of
  # them thousands of cells tall: it runs a tenth of the executions.
  fuzz MeasurerFuzz measurer-corpus measurers- 128 $((runs > 0 ? (runs + 9) / 10 : runs)) || failed=1
fi
exit "$failed"
