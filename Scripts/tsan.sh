#!/usr/bin/env bash
# Runs the concurrency suite (rows laid out from 8 concurrent tasks sharing measurers, ICU
# iterators per thread, a deterministic formatter and CLI from 1 or 8 tasks; the list formatter
# on several worker threads sharing one title cache, in the library and the CLI) under the thread
# sanitizer, in its own scratch path (.build-tsan) so the normal build is left alone. Any
# data race TSan reports fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

bash Scripts/setup.sh

filter="${TSAN_FILTER:-ConcurrencyTests|CLIDeterminismTests|ParallelFormattingTests|TitleCacheTests|CLIThreadsTests}"
echo "== thread sanitizer: swift test --filter '$filter'"
log=$(mktemp)
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" \
  swift test --scratch-path .build-tsan --sanitize=thread --filter "$filter" 2>&1 | tee "$log"
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "tsan: ThreadSanitizer reported a data race (above)" >&2
  exit 1
fi
grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$log" || {
  echo "tsan: no test ran, or a test failed" >&2
  exit 1
}
