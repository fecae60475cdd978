#!/usr/bin/env bash
# Fuzzes text and row layout with libFuzzer: builds the AdaptiveRowsFuzz product with the
# fuzzer and address sanitizers (in its own scratch path, .build-fuzz, so the normal build is
# left alone) and runs it for a fixed number of executions from the committed seed corpus,
# Fuzz/corpus. New inputs go to .build-fuzz/corpus, never into the committed corpus; an input
# that breaks an invariant, crashes, leaks or hangs is saved under Fuzz/artifacts/ and the
# script fails. Replay one with `.build-fuzz/release/AdaptiveRowsFuzz Fuzz/artifacts/<file>`.
#
# Usage: Scripts/fuzz.sh [runs]   (default 100000; FUZZ_RUNS works too)
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-${FUZZ_RUNS:-100000}}"
scratch=.build-fuzz

bash Scripts/setup.sh

echo "== fuzz: build (release, -sanitize=fuzzer,address)"
swift build -c release --scratch-path "$scratch" --product AdaptiveRowsFuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DADAPTIVE_ROWS_LIBFUZZER

mkdir -p "$scratch/corpus" Fuzz/artifacts
echo "== fuzz: $runs executions"
# The Swift runtime's backtracer and AddressSanitizer both want the crash; libFuzzer's report
# is the one that matters.
SWIFT_BACKTRACE=enable=no "$scratch/release/AdaptiveRowsFuzz" "$scratch/corpus" Fuzz/corpus \
  -runs="$runs" -seed=1 -max_len=256 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1
