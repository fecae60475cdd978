#!/usr/bin/env bash
# Builds the products as a consumer meets them: a small package in a temporary directory
# depends on this one by path and imports one module only. The package it depends on is named
# by the directory it is checked out in (`.product(name:package:)` takes that name), here a
# directory named `checkout-under-another-name`.
#
# - The row consumer imports only AdaptiveAmountRow: it must compile with that import alone
#   (the row module re-exports what its API names), draw its rows, and link no Foundation.
# - `--sizes` also builds it and an umbrella consumer (`import AdaptiveRows`) as static,
#   stripped release binaries (`swift build -c release --static-swift-stdlib`) and prints
#   their sizes in bytes, the figures of Docs/Benchmarks.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sizes=false
[ "${1:-}" = "--sizes" ] && sizes=true
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/checkout-under-another-name"

# consumer NAME PRODUCT: a package with an executable NAME that depends on PRODUCT.
consumer() {
  mkdir -p "$work/$1/Sources/$1"
  cat > "$work/$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$1",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../checkout-under-another-name")],
  targets: [
    .executableTarget(
      name: "$1",
      dependencies: [.product(name: "$2", package: "checkout-under-another-name")])
  ]
)
MANIFEST
}

consumer RowConsumer AdaptiveAmountRow
cat > "$work/RowConsumer/Sources/RowConsumer/main.swift" <<'SOURCE'
import AdaptiveAmountRow

// Names from LayoutEngine, TextMeasurement and TruncationDetection, through the row's module.
var environment = EnvironmentValues()
environment.textMeasurer = TerminalCellMeasurer()
let configuration = AdaptiveAmountRow.Configuration(
  candidates: AmountRowCandidate.defaults.map { $0.withSubtitleLine() })
let row = AdaptiveAmountRow(
  title: "Coffee at the corner", amount: "-3.50 €", subtitle: "Yesterday",
  configuration: configuration)
for width in [16.0, 40.0] {
  let layout: AmountRowLayout = row.layout(width: width, environment: environment)
  let verdict: TruncationVerdict? = layout.candidates.first?.verdict
  print("\(Int(width)) \(layout.mode) \(verdict.map { "\($0.isTruncated)" } ?? "-")")
  for line in try layout.terminalLines() { print("|\(line)|") }
}
SOURCE

cd "$work/RowConsumer"
swift build 2>&1 | tail -1
output="$(swift run --skip-build RowConsumer)"
echo "$output"
# At 16 cells compact truncates the title and standard leaves it 7 cells (16 - 2 - 7), three
# lines for two; extended shows it whole above the amount at the right edge. At 40 compact
# shows it all: 20 cells of title, 13 of space, 7 of amount.
expected='16 extended true
|Coffee at|
|the corner|
|         -3.50 €|
|Yesterday|
40 compact false
|Coffee at the corner             -3.50 €|
|Yesterday|'
if [ "$output" != "$expected" ]; then
  echo "check-consumer: the row consumer drew other rows than expected:" >&2
  echo "$expected" >&2
  exit 1
fi
# The row's products link no Foundation: the dynamic build names every shared library it needs.
if ldd "$(swift build --show-bin-path)/RowConsumer" | grep -i foundation; then
  echo "check-consumer: the row consumer links Foundation (above)" >&2
  exit 1
fi
echo "check-consumer: the row consumer builds from \`import AdaptiveAmountRow\` and links no Foundation"

if $sizes; then
  consumer UmbrellaConsumer AdaptiveRows
  sed 's/^import AdaptiveAmountRow$/import AdaptiveRows/' \
    "$work/RowConsumer/Sources/RowConsumer/main.swift" \
    > "$work/UmbrellaConsumer/Sources/UmbrellaConsumer/main.swift"
  for name in RowConsumer UmbrellaConsumer; do
    cd "$work/$name"
    swift build -c release --static-swift-stdlib 2>&1 | tail -1
    binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/$name"
    strip -o "$work/$name.stripped" "$binary"
    echo "$name: $(stat -c %s "$binary") bytes, stripped $(stat -c %s "$work/$name.stripped")"
  done
fi
