#!/usr/bin/env python3
"""Prints the figures of issue 6 from one run of the benchmark suite.

Reads the JMH export of package-benchmark (`swift package benchmark --format jmh`), prints the
median of every benchmark's metrics, then each figure: a ratio of two benchmarks of the run
(or a peak), its target, and PASS or MISS. Times are CPU time (robust on a shared machine),
except the thread figure, which compares wall-clock time; the instruction ratio is shown
beside each time ratio when the run counted instructions.

    python3 Scripts/benchmark-ratios.py results.jmh.json

Exit status: 0 when every figure that ran holds, 2 when one misses its target, 1 when the file
holds no benchmark.
"""

import argparse
import json
import sys

MB = 1_000_000

# name -> metric key fragments in the JMH export's secondary metrics.
METRICS = {
    "wall": "wall clock",
    "cpu": "total CPU",
    "instructions": "Instructions",
    "rss": "resident peak",
    "mallocs": "Malloc (total)",
}

VARIANTS = ["long words", "many breaks", "many newlines"]

# (figure, numerator, denominator, metric, comparison, target)
RATIOS = [
    ("T1 row / ICU pass", "T1 row layout and lines", "T1 ICU line-break pass", "cpu", "<=", 2),
    ("T2 seed method / row", "T2 seed method, sample", "T2 row layout and lines, sample", "cpu",
     ">=", 5),
    ("T3 breakpoints / decision", "T3 breakpoints", "T3 mode decision", "cpu", "<=", 3),
] + [
    (f"T4 {variant}: 1 MB / 100 KB", f"T4 {variant} 1 MB", f"T4 {variant} 100 KB", "cpu", "<=",
     11) for variant in VARIANTS
] + [
    ("T5 1M rows / 100k rows", "T5 format 1M rows", "T5 format 100k rows", "cpu", "<=", 11),
    ("T5 2 threads: throughput / 1 thread", "T5 format 100k rows, 1 threads",
     "T5 format 100k rows, 2 threads", "wall", ">=", 1.7),
    ("T5 repeated merchants: cache off / on", "T5 repeated merchants 100k rows, cache off",
     "T5 repeated merchants 100k rows", "cpu", "info", None),
]

PEAKS = ["T5 format 100k rows", "T5 format 1M rows", "T5 repeated merchants 100k rows",
         "T5 format 100k rows, 2 threads"]
PEAK_LIMIT_MB = 64

PARALLEL_NOTE = ("not built: set listFormatterHasThreadsAndTitleCache in Benchmarks/Package.swift "
                 "once ListFormatterOptions has threads and titleCacheCapacity")


def load(paths):
    benchmarks = {}
    for path in paths:
        with open(path, encoding="utf-8") as file:
            for element in json.load(file):
                name = element["benchmark"].split(".", 3)[-1].replace("_", " ")
                medians = {}
                for key, metric in element["secondaryMetrics"].items():
                    for short, fragment in METRICS.items():
                        if fragment in key:
                            medians[short] = metric["scorePercentiles"]["50.0"]
                benchmarks[name] = medians
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
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    benchmarks = load(arguments.files)
    if not benchmarks:
        print("benchmark-ratios: no benchmark results", file=sys.stderr)
        return 1

    print("\nMedians of this run (wall clock, CPU time, instructions, peak resident memory, "
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
            note = PARALLEL_NOTE if ("threads" in figure or "cache" in figure) else "not run"
            print(f"  {figure:<40} {note}")
            continue
        if not top.get(metric) or not bottom.get(metric):
            print(f"  {figure:<40} no {metric} figure")
            continue
        ratio = top[metric] / bottom[metric]
        by_instructions = ""
        if top.get("instructions") and bottom.get("instructions") and metric != "wall":
            by_instructions = f"  (instructions {top['instructions'] / bottom['instructions']:.2f}x)"
        if comparison == "info":
            verdict, wanted = "INFO", "shown, no target"
        else:
            holds = ratio <= target if comparison == "<=" else ratio >= target
            verdict = "PASS" if holds else "MISS"
            wanted = f"target {comparison} {target}x"
            if not holds:
                missed += 1
        print(f"  {figure:<40} {ratio:8.2f}x  {wanted:<16} {verdict}  by {metric}"
              f"{by_instructions}")
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
