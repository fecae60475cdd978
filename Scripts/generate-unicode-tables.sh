#!/usr/bin/env bash
# Writes Sources/TextMeasurement/UnicodeTables+Generated.swift: the terminal width, grapheme
# break, terminal scalar and code-point width tables of TextMeasurement as runs of equal
# values, computed from their rules over the ICU this machine links (see UnicodeTables in that
# module). Run it after changing a table's rules or moving to an ICU of another Unicode
# version; the test UnicodeTablesTests fails until the committed runs match.
set -euo pipefail
cd "$(dirname "$0")/.."

generated="Sources/TextMeasurement/UnicodeTables+Generated.swift"
swift build --build-tests
ADAPTIVE_ROWS_GENERATE_UNICODE_TABLES="$PWD/$generated" \
  swift test --skip-build --filter 'UnicodeTablesTests/generatorWritesTheRunsWhenAsked'
swift format format -i "$generated"
echo "generate-unicode-tables: wrote $generated ($(wc -c <"$generated") bytes)"
