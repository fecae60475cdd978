#!/usr/bin/env bash
# Runs a focused set of tests under a sanitizer, in its own scratch path so the normal build is
# left alone; any report the sanitizer makes fails the run, as does a run in which no test ran
# or one failed. `thread` (Scripts/tsan.sh, in .build-tsan): the concurrency suite (rows laid
# out from 8 concurrent tasks sharing measurers, ICU iterators per thread, a deterministic
# formatter and CLI from 1 or 8 tasks; the list formatter on several worker threads sharing one
# title cache, in the library and the CLI). `address` (Scripts/asan.sh, in .build-asan): the
# code that reads and writes through unsafe pointers: TerminalRenderer's row writer, which
# copies each line's bytes into a row's storage at once, and what draws through it (the
# cell-at-a-time path, rows' lines, grids); segmentation's scratch buffers (MeasuredTextTests);
# the entry reader's eight-byte string and amount scans and its UTF-8 validation, which reads a
# sequence as one word (JSONStringWordTests, EntryLineScannerTests, UTF8ValidationTests, the
# JSON Lines readers). TSAN_FILTER or ASAN_FILTER replaces the test filter.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  thread)
    filter="${TSAN_FILTER:-ConcurrencyTests|CLIDeterminismTests|ParallelFormattingTests|TitleCacheTests|CLIThreadsTests}"
    scratch=.build-tsan
    report="WARNING: ThreadSanitizer"
    export TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}"
    ;;
  address)
    filter="${ASAN_FILTER:-TerminalRowWriterTests|TerminalRenderer|RowGeometryLinesTests|MeasuredTextTests|JSONStringWordTests|EntryLineScannerTests|UTF8ValidationTests|JSONLines}"
    scratch=.build-asan
    report="ERROR: AddressSanitizer"
    # Leaks are not checked: the test harness (XCTest) leaves some of its own at exit.
    export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0 ${ASAN_OPTIONS:-}"
    ;;
  *)
    echo "usage: Scripts/sanitize.sh thread|address" >&2
    exit 64
    ;;
esac

bash Scripts/setup.sh

echo "== $1 sanitizer: swift test --filter '$filter'"
log=$(mktemp)
swift test --scratch-path "$scratch" --sanitize="$1" --filter "$filter" 2>&1 | tee "$log"
if grep -q "$report" "$log"; then
  echo "sanitize: the $1 sanitizer reported an error (above)" >&2
  exit 1
fi
grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$log" || {
  echo "sanitize: no test ran, or a test failed" >&2
  exit 1
}
