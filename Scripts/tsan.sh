#!/usr/bin/env bash
# The concurrency, determinism and parallel formatting tests under the thread sanitizer, in
# .build-tsan (Scripts/sanitize.sh).
exec bash "$(dirname "$0")/sanitize.sh" thread
