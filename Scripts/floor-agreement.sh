#!/usr/bin/env bash
# How often the floor program's rows (Benchmarks/Profiling/format-floor, `format-floor`) are byte-identical to
# `adaptive-rows format`'s, on the benchmark corpus or the given JSON Lines files, at 40 cells,
# in text and JSON Lines output; rows with preformatted and with structured amounts counted
# apart. Release builds. Prints one line per file and output format, and exits 0.
#
#   bash Scripts/floor-agreement.sh [FILE.jsonl ...]
set -euo pipefail
cd "$(dirname "$0")/.."

files=("$@")
[ ${#files[@]} -gt 0 ] || files=(Benchmarks/Corpus/titles.jsonl)
swift build -c release --product adaptive-rows >/dev/null
swift build --package-path Benchmarks -c release --product format-floor >/dev/null
tool="$(swift build -c release --show-bin-path)/adaptive-rows"
floor="$(swift build --package-path Benchmarks -c release --show-bin-path)/format-floor"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

for file in "${files[@]}"; do
  for format in text jsonl; do
    "$tool" format --width 40 --threads 1 --format "$format" "$file" >"$out/format.$format"
    "$floor" --width 40 --format "$format" "$file" >"$out/floor.$format"
    python3 - "$file" "$format" "$out/format.$format" "$out/floor.$format" <<'PY'
import json, sys
source, form, ours, floors = sys.argv[1:]
def rows(path):
    text = open(path, encoding="utf-8").read()
    if form == "jsonl":
        return text.splitlines()
    rule = "\u2500" * 40 + "\n"
    return text.split(rule)
kinds = []
for line in open(source, encoding="utf-8"):
    if not line.strip():
        continue
    amount = json.loads(line).get("amount")
    structured = isinstance(amount, dict) or (
        isinstance(amount, str) and ":" in amount and amount.split(":")[0].isupper()
        and amount.split(":", 1)[1][:1].isdigit())
    kinds.append("structured" if structured else "preformatted")
a, b = rows(ours), rows(floors)
if len(a) != len(b) or len(a) != len(kinds):
    print(f"{source} {form}: {len(a)} rows from format, {len(b)} from the floor, {len(kinds)} entries")
    sys.exit(0)
same = {"preformatted": [0, 0], "structured": [0, 0]}
for kind, x, y in zip(kinds, a, b):
    same[kind][1] += 1
    same[kind][0] += x == y
total = sum(v[0] for v in same.values())
parts = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in same.items())
print(f"{source} {form}: {total}/{len(a)} rows byte-identical ({100 * total / len(a):.1f}%; {parts})")
PY
  done
done
