#!/usr/bin/env python3
"""Prints the targets' figures (Docs/Benchmarks.md) from one or more runs of the benchmark suite.

Reads the export of package-benchmark's `--format histogramPercentiles --time-units
microseconds` (one `Current_run.<target>.<benchmark>.<metric>.histogram.percentiles.tsv` per
benchmark and metric: every percentile from 0 to 100), prints every benchmark's figures, then
each target's figure (or a peak), its target, and PASS or MISS.

A figure compares two pieces of work. It is the median of a paired benchmark's per-iteration
ratios: the two timed back to back in every iteration (Benchmarks/BenchmarkConfigurations/
PairedTiming.swift), so that a change in the shared host's load between two benchmarks does not
enter it. Beside it, for reference, the ratio of the two separate benchmarks' median wall-clock
times, with the p90 ratio, the CPU-time ratio (which the kernel counts in 10 ms ticks) and the
instruction ratio when the run counted instructions.

    python3 Scripts/benchmark-ratios.py <export directory> [<export directory> ...]

Given the exports of several runs of the suite, it prints each run's figures and then, for each
target's figure, the median of the runs' ratios, which it judges: each ratio still compares
two benchmarks of one run, and the median over runs keeps a burst of load on the shared host
during one benchmark from deciding a figure.

Exit status: 0 when every figure that ran holds, 2 when one misses its target, 1 when the
directories hold no benchmark.
"""

import argparse
import glob
import os
import re
import statistics
import sys

MB = 1_000_000

# short name -> package-benchmark's metric name in the export's file names.
METRICS = {
    "wall": "wallClock",
    "cpu": "cpuTotal",
    "instructions": "instructions",
    "rss": "peakMemoryResident",
    "mallocs": "mallocCountTotal",
    # A paired benchmark's ratios, in thousandths (PairedTiming).
    "ratio": "ratio",
    "machine": "machineRatio",
    "share": "shareOfMachine",
}
THOUSANDTHS = {"ratio", "machine", "share"}

# The unit in a column header -> its factor to microseconds (times), bytes (memory) or ones.
UNITS = {"ns": 0.001, "μs": 1, "us": 1, "ms": 1_000, "s": 1_000_000, "M": MB, "K": 1_000,
         "G": 1_000_000_000}

VARIANTS = ["long words", "many breaks", "many newlines"]

# The figures: (figure, paired benchmark, its metric, comparison, target). A comparison of
# "info" is shown without a target: the machine's own figures, taken in the same iterations
# (ICU's bare pass over the same large titles; two single-thread lists side by side).
PAIRED = [
    ("T1 row / ICU pass", "T1 paired", "ratio", "<=", 2),
    ("T2 seed method / row", "T2 paired", "ratio", ">=", 5),
    ("T3 breakpoints / decision", "T3 paired", "ratio", "<=", 3),
] + [
    (f"T4 {variant}: 1 MB / 100 KB", f"T4 {variant} paired", "ratio", "<=", 11)
    for variant in VARIANTS
] + [
    (f"T4 machine, {variant}: ICU pass", f"T4 {variant} paired", "machine", "info", None)
    for variant in VARIANTS
] + [
    ("T4 grid: 10,000 cells / 1,000", "T4 grid paired", "ratio", "<=", 15),
] + [
    ("T5 1M rows / 100k rows", "T5 1M rows paired", "ratio", "<=", 11),
    ("T5 2 threads: throughput / 1 thread", "T5 threads paired", "ratio", ">=", 1.7),
    ("T5 machine: two lists at once / one", "T5 threads paired", "machine", "info", None),
    ("T5 2 threads / the machine's figure", "T5 threads paired", "share", "info", None),
]

# (figure, numerator, denominator, metric, comparison, target): numerator / denominator, the
# ratio of two separate benchmarks' medians. Only the cache's effect is taken this way; the
# others are shown for reference beside the paired figures.
RATIOS = [
    ("T5 repeated merchants: cache off / on", "T5 repeated merchants 100k rows, cache off",
     "T5 repeated merchants 100k rows", "wall", "info", None),
    ("T1 separate benchmarks", "T1 row layout and lines", "T1 ICU line-break pass", "wall",
     "info", None),
    ("T2 separate benchmarks", "T2 seed method, sample", "T2 row layout and lines, sample",
     "wall", "info", None),
    ("T3 separate benchmarks", "T3 breakpoints", "T3 mode decision", "wall", "info", None),
    ("T4 grid: separate benchmarks, mallocs", "T4 grid 10,000 cells", "T4 grid 1,000 cells",
     "mallocs", "info", None),
] + [
    (f"T4 {variant}: separate benchmarks", f"T4 {variant} 1 MB", f"T4 {variant} 100 KB", "wall",
     "info", None) for variant in VARIANTS
] + [
    ("T5 2 threads: separate benchmarks", "T5 format 100k rows, 1 threads",
     "T5 format 100k rows, 2 threads", "wall", "info", None),
]

PEAKS = ["T5 format 100k rows", "T5 1M rows paired", "T5 repeated merchants 100k rows",
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
        if short in THOUSANDTHS:
            factor = 0.001
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


def ratios(benchmarks):
    """Each figure that ran: (figure, ratio, comparison, target, extras), or (figure, None,
    ..., reason) when it cannot be computed. The paired figures first, then the ratios of
    separate benchmarks."""
    result = []
    for figure, name, metric, comparison, target in PAIRED:
        paired = benchmarks.get(name)
        if paired is None or paired.get(metric) is None:
            result.append((figure, None, comparison, target, "not run"))
            continue
        extras = "paired (median of the iterations)"
        if paired.get(metric + "90") is not None:
            extras += f"  (p90 {paired[metric + '90']:.2f}x)"
        result.append((figure, paired[metric], comparison, target, extras))
    for figure, numerator, denominator, metric, comparison, target in RATIOS:
        top, bottom = benchmarks.get(numerator), benchmarks.get(denominator)
        if top is None or bottom is None:
            result.append((figure, None, comparison, target, "not run"))
            continue
        if not top.get(metric) or not bottom.get(metric):
            result.append((figure, None, comparison, target, f"no {metric} figure"))
            continue
        extras = f"by {metric} (median)"
        if top.get(metric + "90") and bottom.get(metric + "90"):
            extras += f"  (p90 {top[metric + '90'] / bottom[metric + '90']:.2f}x)"
        if top.get("cpu") and bottom.get("cpu") and metric != "cpu":
            extras += f"  (CPU time {top['cpu'] / bottom['cpu']:.2f}x)"
        if top.get("instructions") and bottom.get("instructions"):
            extras += f"  (instructions {top['instructions'] / bottom['instructions']:.2f}x)"
        result.append((figure, top[metric] / bottom[metric], comparison, target, extras))
    return result


def verdict(ratio, comparison, target):
    if comparison == "info":
        return "INFO", "shown, no target", True
    holds = ratio <= target if comparison == "<=" else ratio >= target
    return ("PASS" if holds else "MISS"), f"target {comparison} {target}x", holds


def print_table(benchmarks, title):
    print(f"\n{title} (wall clock median and p90, CPU time, instructions, peak resident memory, "
          "mallocs per iteration)")
    width = max(len(name) for name in benchmarks)
    for name in sorted(benchmarks):
        m = benchmarks[name]
        rss = f"{m.get('rss100', m['rss']) / MB:.1f} MB" if "rss" in m else "-"
        print(f"  {name:<{width}}  {fmt_time(m.get('wall')):>10}  {fmt_time(m.get('wall90')):>10}"
              f"  {fmt_time(m.get('cpu')):>10}"
              f"  {fmt_count(m.get('instructions')):>9}  {rss:>9}  "
              f"{fmt_count(m.get('mallocs')):>9}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directories", nargs="+",
                        help="one export directory per run of the suite")
    arguments = parser.parse_args()
    runs = [load(directory) for directory in arguments.directories]
    runs = [run for run in runs if run]
    if not runs:
        print("benchmark-ratios: no benchmark results", file=sys.stderr)
        return 1

    for number, benchmarks in enumerate(runs, 1):
        print_table(benchmarks, f"Run {number} of {len(runs)}" if len(runs) > 1 else "This run")
        if len(runs) > 1:
            for figure, ratio, comparison, target, extras in ratios(benchmarks):
                if ratio is not None:
                    print(f"    {figure:<40} {ratio:8.2f}x  {extras}")

    many = len(runs) > 1
    print("\nFigures of the targets" + (f" (each the median of its {len(runs)} runs' ratios)"
                                    if many else ""))
    missed = 0
    per_run = [ratios(benchmarks) for benchmarks in runs]
    for index, (figure, _, comparison, target, _) in enumerate(per_run[0]):
        values = [run[index][1] for run in per_run if run[index][1] is not None]
        if not values:
            print(f"  {figure:<40} {per_run[0][index][4]}")
            continue
        ratio = statistics.median(values)
        label, wanted, holds = verdict(ratio, comparison, target)
        if not holds:
            missed += 1
        detail = ("runs " + ", ".join(f"{v:.2f}x" for v in values)) if many else per_run[0][index][4]
        print(f"  {figure:<40} {ratio:8.2f}x  {wanted:<16} {label}  {detail}")
    for name in PEAKS:
        peaks = [b[name].get("rss100", b[name]["rss"]) for b in runs
                 if name in b and "rss" in b[name]]
        if not peaks:
            continue
        # The highest peak of any iteration of any run. The export gives it in whole MB,
        # rounded: it is judged at the top of its rounding, half a MB above.
        peak = max(peaks) / MB
        holds = peak + 0.5 <= PEAK_LIMIT_MB
        if not holds:
            missed += 1
        print(f"  {'T5 peak memory, ' + name[3:]:<40} {peak:7.1f} MB  target <= {PEAK_LIMIT_MB} MB"
              f"   {'PASS' if holds else 'MISS'}")
    return 2 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
