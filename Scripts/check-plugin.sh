#!/usr/bin/env bash
# Checks the row-preview command plugin as a library user meets it: a tiny consumer package
# in a temporary directory depends on this package by path, keeps a fixture of rows, and runs
# `swift package row-preview` on it. Fails unless the preview shows the fixture's rows.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Consumer/Sources/Consumer" "$work/Consumer/Fixtures"
cat > "$work/Consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "Consumer", dependencies: [.product(name: "AdaptiveRows", package: "$(basename "$root")")])]
)
MANIFEST
echo 'import AdaptiveRows' > "$work/Consumer/Sources/Consumer/Consumer.swift"
cat > "$work/Consumer/Fixtures/rows.jsonl" <<'ROWS'
{"title": "Plugin check coffee", "amount": "-3.50 €"}
{"title": "A merchant name long enough to need a second line somewhere", "amount": "EUR:12.5"}
ROWS

cd "$work/Consumer"
output="$(COLUMNS=100 swift package row-preview --widths 24,40 Fixtures/rows.jsonl)"
echo "$output"
grep -q 'Plugin check coffee' <<<"$output"
grep -q '24: ' <<<"$output"
grep -q '40: ' <<<"$output"
grep -q '€12.50' <<<"$output"
# The cell-width profile reaches the tool through the plugin: "👍🏽" is 4 cells per code point.
printf '%s\n' '{"title": "Tip 👍🏽", "amount": "-1 €"}' > Fixtures/emoji.jsonl
profiled="$(swift package row-preview --widths 16 --cell-widths code-points --verbose \
  Fixtures/emoji.jsonl 2>&1)"
grep -q 'cell widths: code-points (--cell-widths code-points)' <<<"$profiled"
grep -q '│Tip 👍🏽    -1 €│' <<<"$profiled"
# Paths are read from the directory the command was run in, inside the package.
inside="$(cd Fixtures && swift package row-preview --widths 40 rows.jsonl)"
grep -q 'Plugin check coffee' <<<"$inside"
# --help shows the plugin's usage before the tool's options.
help="$(swift package row-preview --help)"
grep -q 'USAGE: swift package row-preview' <<<"$help"
grep -q -- '--widths' <<<"$help"
# --help names the tool's version, the package's one.
grep -qF "adaptive-rows preview\` (version $(bash "$root/Scripts/version.sh"))" <<<"$help"
# A failure is reported once, by the tool, and SwiftPM names the tool's exit status.
set +e
failed="$(swift package row-preview missing.jsonl 2>&1)"
status=$?
set -e
echo "$failed" | tail -2
[ "$status" -ne 0 ]
[ "$(grep -c 'cannot open "missing.jsonl"' <<<"$failed")" = 1 ]
grep -q 'Plugin ended with exit code 66' <<<"$failed"
echo "check-plugin: the row-preview plugin previewed the consumer's fixture"
