#!/usr/bin/env python3
"""Prints the figures of issue 6 from one run of the benchmark suite.

Reads the export of package-benchmark's `--format metricP90AbsoluteThresholds` (one
`<target>.<benchmark>.p90.json` per benchmark: the 90th percentile of each metric), prints every
benchmark's figures, then each figure of the issue: a ratio of two benchmarks of the run (or a
peak), its target, and PASS or MISS. Ratios compare wall-clock time; the CPU-time ratio (which
the kernel counts in 10 ms ticks) and the instruction ratio, when the run counted
instructions, are shown beside it.

    python3 Scripts/benchmark-ratios.py <directory of the export>

Exit status: 0 when every figure that ran holds, 2 when one misses its target, 1 when the file
holds no benchmark.
"""

import argparse
import glob
import json
import os
import sys

MB = 1_000_000

# short name -> package-benchmark's metric name in the export.
METRICS = {
    "wall": "wallClock",
    "cpu": "cpuTotal",
    "instructions": "instructions",
    "rss": "peakMemoryResident",
    "mallocs": "mallocCountTotal",
}

VARIANTS = ["long words", "many breaks", "many newlines"]

# (figure, numerator, denominator, metric, comparison, target): numerator / denominator
RATIOS = [
    ("T1 row / ICU pass", "T1 row layout and lines", "T1 ICU line-break pass", "wall", "<=", 2),
    ("T2 seed method / row", "T2 seed method, sample", "T2 row layout and lines, sample", "wall",
     ">=", 5),
    ("T3 breakpoints / decision", "T3 breakpoints", "T3 mode decision", "wall", "<=", 3),
] + [
    (f"T4 {variant}: 1 MB / 100 KB", f"T4 {variant} 1 MB", f"T4 {variant} 100 KB", "wall", "<=",
     11) for variant in VARIANTS
] + [
    ("T5 1M rows / 100k rows", "T5 format 1M rows", "T5 format 100k rows", "wall", "<=", 11),
    ("T5 2 threads: throughput / 1 thread", "T5 format 100k rows, 1 threads",
     "T5 format 100k rows, 2 threads", "wall", ">=", 1.7),
    ("T5 repeated merchants: cache off / on", "T5 repeated merchants 100k rows, cache off",
     "T5 repeated merchants 100k rows", "wall", "info", None),
]

# The machine's own figure for two threads, shown beside target 5's: twice the time of one
# single-thread list over the time of two such lists formatted side by side, on a thread each.
CEILING = ("T5 machine: two lists at once / one", "T5 format 100k rows, 1 threads",
           "T5 two lists at once, 1 thread each")
THREADS_FIGURE = "T5 2 threads: throughput / 1 thread"

PEAKS = ["T5 format 100k rows", "T5 format 1M rows", "T5 repeated merchants 100k rows",
         "T5 format 100k rows, 2 threads"]
PEAK_LIMIT_MB = 64

def load(directory):
    """The p90 of every metric of every benchmark: `{target}.{name}.p90.json` files, times in
    nanoseconds (returned in microseconds), memory in bytes."""
    benchmarks = {}
    for path in glob.glob(os.path.join(directory, "*.p90.json")):
        stem = os.path.basename(path)[: -len(".p90.json")]
        name = stem.split(".", 1)[1].replace("_", " ")
        with open(path, encoding="utf-8") as file:
            values = json.load(file)
        figures = {}
        for short, metric in METRICS.items():
            if metric in values:
                scale = 1_000 if short in ("wall", "cpu") else 1
                figures[short] = values[metric] / scale
        benchmarks[name] = figures
    return benchmarks


def fmt_time(microseconds):
    if microseconds is None:
        return "-"
    if microseconds >= 1_000_000:
        return f"{microseconds / 1_000_000:.2f} s"
    if microseconds >= 1_000:
        return f"{microseconds / 1_000:.2f} ms"
    return f"{microseconds:.1f} us"


def fmt_count(value):
    if value is None:
        return "-"
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if value >= size:
            return f"{value / size:.2f} {unit}"
    return f"{value:.0f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory")
    arguments = parser.parse_args()
    benchmarks = load(arguments.directory)
    if not benchmarks:
        print("benchmark-ratios: no benchmark results", file=sys.stderr)
        return 1

    print("\np90 of this run (wall clock, CPU time, instructions, peak resident memory, "
          "mallocs per iteration)")
    width = max(len(name) for name in benchmarks)
    for name in sorted(benchmarks):
        m = benchmarks[name]
        rss = f"{m['rss'] / MB:.1f} MB" if "rss" in m else "-"
        print(f"  {name:<{width}}  {fmt_time(m.get('wall')):>10}  {fmt_time(m.get('cpu')):>10}"
              f"  {fmt_count(m.get('instructions')):>9}  {rss:>9}  "
              f"{fmt_count(m.get('mallocs')):>9}")

    print("\nFigures of issue 6")
    missed = 0
    for figure, numerator, denominator, metric, comparison, target in RATIOS:
        top, bottom = benchmarks.get(numerator), benchmarks.get(denominator)
        if top is None or bottom is None:
            print(f"  {figure:<40} not run")
            continue
        if not top.get(metric) or not bottom.get(metric):
            print(f"  {figure:<40} no {metric} figure")
            continue
        ratio = top[metric] / bottom[metric]
        by_instructions = ""
        if top.get("instructions") and bottom.get("instructions"):
            by_instructions = f"  (instructions {top['instructions'] / bottom['instructions']:.2f}x)"
        if comparison == "info":
            verdict, wanted = "INFO", "shown, no target"
        else:
            holds = ratio <= target if comparison == "<=" else ratio >= target
            verdict = "PASS" if holds else "MISS"
            wanted = f"target {comparison} {target}x"
            if not holds:
                missed += 1
        by_cpu = ""
        if top.get("cpu") and bottom.get("cpu") and metric != "cpu":
            by_cpu = f"  (CPU time {top['cpu'] / bottom['cpu']:.2f}x)"
        print(f"  {figure:<40} {ratio:8.2f}x  {wanted:<16} {verdict}  by {metric}"
              f"{by_cpu}{by_instructions}")
    single, pair = benchmarks.get(CEILING[1]), benchmarks.get(CEILING[2])
    if single and pair and single.get("wall") and pair.get("wall"):
        ceiling = 2 * single["wall"] / pair["wall"]
        threads = next((r for r in RATIOS if r[0] == THREADS_FIGURE), None)
        two = benchmarks.get(threads[2]) if threads else None
        share = ""
        if two and two.get("wall"):
            share = f"  (2 threads reach {single['wall'] / two['wall'] / ceiling:.0%} of it)"
        print(f"  {CEILING[0]:<40} {ceiling:8.2f}x  {'shown, no target':<16} INFO  by wall"
              f"{share}")
    for name in PEAKS:
        m = benchmarks.get(name)
        if m is None or "rss" not in m:
            continue
        peak = m["rss"] / MB
        holds = peak <= PEAK_LIMIT_MB
        if not holds:
            missed += 1
        print(f"  {'T5 peak memory, ' + name[3:]:<40} {peak:7.1f} MB  target <= {PEAK_LIMIT_MB} MB"
              f"   {'PASS' if holds else 'MISS'}")
    return 2 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
