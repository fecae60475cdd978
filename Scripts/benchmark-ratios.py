#!/usr/bin/env python3
"""Prints the figures of issue 6 from one run of the benchmark suite.

Reads the export of package-benchmark's `--format histogramPercentiles --time-units
microseconds` (one `Current_run.<target>.<benchmark>.<metric>.histogram.percentiles.tsv` per
benchmark and metric: every percentile from 0 to 100), prints every benchmark's figures, then
each figure of the issue: a ratio of two benchmarks of the run (or a peak), its target, and PASS
or MISS. Ratios compare the median (p50) wall-clock time of the two benchmarks; the p90 ratio,
the CPU-time ratio (which the kernel counts in 10 ms ticks) and the instruction ratio, when the
run counted instructions, are shown beside it.

    python3 Scripts/benchmark-ratios.py <directory of the export>

Exit status: 0 when every figure that ran holds, 2 when one misses its target, 1 when the
directory holds no benchmark.
"""

import argparse
import glob
import os
import re
import sys

MB = 1_000_000

# short name -> package-benchmark's metric name in the export's file names.
METRICS = {
    "wall": "wallClock",
    "cpu": "cpuTotal",
    "instructions": "instructions",
    "rss": "peakMemoryResident",
    "mallocs": "mallocCountTotal",
}

# The unit in a column header -> its factor to microseconds (times), bytes (memory) or ones.
UNITS = {"ns": 0.001, "μs": 1, "us": 1, "ms": 1_000, "s": 1_000_000, "M": MB, "K": 1_000,
         "G": 1_000_000_000}

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
    """The median (p50), p90 and maximum of every metric of every benchmark, times in
    microseconds, memory in bytes: `{name: {metric: p50, metric + "90": p90, metric + "100":
    maximum}}`."""
    benchmarks = {}
    suffix = ".histogram.percentiles.tsv"
    for path in glob.glob(os.path.join(directory, "*" + suffix)):
        stem = os.path.basename(path)[: -len(suffix)]
        parts = stem.split(".")
        if len(parts) < 4:
            continue
        metric = parts[-1]
        name = ".".join(parts[2:-1]).replace("_", " ")
        short = next((k for k, v in METRICS.items() if v == metric), None)
        if short is None:
            continue
        with open(path, encoding="utf-8") as file:
            rows = [line.rstrip("\n").split("\t") for line in file if line.strip()]
        header = rows[0][1] if rows and len(rows[0]) > 1 else ""
        unit = re.search(r"\(([^()#/ ]+)\)\s*\*?\s*$", header)
        factor = UNITS.get(unit.group(1), 1) if unit else 1
        values = {int(row[0]): float(row[1]) * factor for row in rows[1:] if len(row) > 1}
        figures = benchmarks.setdefault(name, {})
        if 50 in values:
            figures[short] = values[50]
        if 90 in values:
            figures[short + "90"] = values[90]
        if 100 in values:
            figures[short + "100"] = values[100]
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

    print("\nMedians of this run (wall clock, and its p90; CPU time, instructions, peak resident "
          "memory, mallocs per iteration)")
    width = max(len(name) for name in benchmarks)
    for name in sorted(benchmarks):
        m = benchmarks[name]
        rss = f"{m.get('rss100', m['rss']) / MB:.1f} MB" if "rss" in m else "-"
        print(f"  {name:<{width}}  {fmt_time(m.get('wall')):>10}  {fmt_time(m.get('wall90')):>10}"
              f"  {fmt_time(m.get('cpu')):>10}"
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
        by_p90 = ""
        if top.get(metric + "90") and bottom.get(metric + "90"):
            by_p90 = f"  (p90 {top[metric + '90'] / bottom[metric + '90']:.2f}x)"
        by_cpu = ""
        if top.get("cpu") and bottom.get("cpu") and metric != "cpu":
            by_cpu = f"  (CPU time {top['cpu'] / bottom['cpu']:.2f}x)"
        print(f"  {figure:<40} {ratio:8.2f}x  {wanted:<16} {verdict}  by {metric} (median)"
              f"{by_p90}{by_cpu}{by_instructions}")
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
        # The highest peak of any iteration.
        peak = m.get("rss100", m["rss"]) / MB
        holds = peak <= PEAK_LIMIT_MB
        if not holds:
            missed += 1
        print(f"  {'T5 peak memory, ' + name[3:]:<40} {peak:7.1f} MB  target <= {PEAK_LIMIT_MB} MB"
              f"   {'PASS' if holds else 'MISS'}")
    return 2 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
