#!/usr/bin/env bash
# The row writer, the renderer, rows' lines and grids under the address sanitizer, in
# .build-asan (Scripts/sanitize.sh).
exec bash "$(dirname "$0")/sanitize.sh" address
