#!/usr/bin/env python3
"""The end-to-end figures of Docs/Benchmarks.md ("End to end" and what follows it), printed by
Scripts/benchmarks.sh after the suite (Python 3, standard library; valgrind for the
instruction counts):

- `adaptive-rows format --width 40 --threads 1` against `format-floor`
  (Benchmarks/Profiling/format-floor) on the same rows, in text and JSON Lines output, with preformatted and with structured amounts:
  the ratio of their instructions per row (callgrind: a run over ROWS rows less a run over one
  row, so start-up is not counted) and of their process wall times, paired (each pair runs the
  two one after the other, in turn first; the figure is the median of the pairs' ratios);
- with CPP (the C++ floor, Benchmarks/Profiling/cpp-floor/floor.cpp, built), `format` against
  it as well, on the same files and on a corpus of titles in many scripts
  (Benchmarks/Corpus/generate_scripts.py: SCRIPTS_ROWS unique rows, four amount styles): the
  ratio of their instructions per row (as above) and of their wall times over WALL_ROWS rows,
  paired, start-up subtracted (each program's time over one row taken from its time over
  WALL_ROWS, in the same round);
- threads: `format --width 40 --threads 2` against `--threads 1` on THREAD_ROWS rows
  (preformatted amounts, text and JSON Lines output; a million by default, so that start-up,
  which is serial and measured on its own, weighs little) by process wall time, paired
  (THREAD_ROUNDS rounds), beside the
  machine's own two-process figure (two `--threads 1` processes at once against one: twice
  one's time over the two's), and two threads' share of it; and, by instructions (callgrind,
  each thread apart, a run over ROWS rows less a run over one row), the instructions per row
  of the reading thread's own work (all it runs but `PendingBatch.runUnit(at:with:)`, the work all
  threads share) against the shared work, the serial fraction they give, and what Amdahl's law
  gives 2, 4 and 16 threads by it;
- start-up: a one-row `adaptive-rows layout` against `adaptive-rows --help`, by instructions
  and paired wall time;
- memory: the peak resident memory of `format --width 40` (default threads) over a million
  corpus rows (cycled), in text and in JSON Lines output (GNU time's maximum resident set).

    python3 Scripts/floor-figures.py TOOL FLOOR [--cpp CPP] [--rows N] [--scripts-rows N]
        [--wall-rows N] [--pairs N] [--thread-rows N] [--thread-rounds N] [--memory-rows N]
    python3 Scripts/floor-figures.py TOOL --threads-only [--rows N] [--thread-rows N]
        [--thread-rounds N]

TOOL and FLOOR are the release executables; --threads-only gives the threads' figures alone.
Exits 0 when every figure holds its target, 2 when one misses.
"""

import argparse
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

CORPUS = os.path.join(os.path.dirname(__file__), "..", "Benchmarks", "Corpus", "titles.jsonl")
SCRIPTS_CORPUS = os.path.join(os.path.dirname(__file__), "..", "Benchmarks", "Corpus",
                              "generate_scripts.py")
FLOOR_TARGET = 2.5
CPP_INSTRUCTIONS_TARGET = 1.5
CPP_WALL_TARGET = 1.8
THREADS_TARGET = 1.85
STARTUP_TARGET = 1.3
MEMORY_TARGET_MB = 64


def corpus_entries():
    with open(CORPUS, encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def is_structured(amount):
    if isinstance(amount, dict):
        return True
    head, _, tail = amount.partition(":")
    return bool(head) and head.isupper() and head.isalpha() and tail[:1].isdigit()


def write_inputs(directory, rows, tool):
    """Two files of `rows` corpus entries (cycled): one with every amount preformatted (the
    text `format` shows for it), one with every amount structured (the corpus's structured
    amounts, given in turn to the entries whose amount is text)."""
    entries = corpus_entries()
    structured = [e["amount"] for e in entries if is_structured(e["amount"])]
    source = os.path.join(directory, "corpus.jsonl")
    with open(source, "w", encoding="utf-8") as file:
        for entry in entries:
            file.write(json.dumps(entry, ensure_ascii=False) + "\n")
    shown = subprocess.run(
        [tool, "format", "--width", "40", "--threads", "1", "--format", "jsonl", source],
        check=True, capture_output=True, text=True).stdout.splitlines()
    shown = [json.loads(line)["amount"] for line in shown]
    paths = {}
    for kind in ("preformatted", "structured"):
        for count in (rows, 1):
            path = os.path.join(directory, f"{kind}-{count}.jsonl")
            with open(path, "w", encoding="utf-8") as file:
                for index in range(count):
                    entry = dict(entries[index % len(entries)])
                    if kind == "preformatted":
                        entry["amount"] = shown[index % len(entries)]
                    elif not is_structured(entry["amount"]):
                        entry["amount"] = structured[index % len(structured)]
                    file.write(json.dumps(entry, ensure_ascii=False) + "\n")
            paths[(kind, count)] = path
    return paths


def write_scripts_inputs(directory, rows, wall_rows):
    """The many-scripts corpus: its first `rows` rows, its first row, and its first `wall_rows`
    rows (the generator writes the same rows first whatever the count)."""
    paths = {}
    for count in sorted({rows, 1, wall_rows}):
        path = os.path.join(directory, f"scripts-{count}.jsonl")
        subprocess.run([sys.executable, SCRIPTS_CORPUS, "--count", str(count), "--output", path],
                       check=True)
        paths[("scripts", count)] = path
    return paths


def instructions(command, directory):
    """The instructions callgrind counts for `command`, its output discarded."""
    out = os.path.join(directory, "callgrind.out")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    match = re.search(r"Collected : (\d+)", result.stderr)
    if not match:
        raise RuntimeError("callgrind printed no count for " + " ".join(command))
    return int(match.group(1))


def stripped(executable, directory):
    """A copy without debug information: Debian 12's valgrind cannot read Swift 6.3's."""
    copy = os.path.join(directory, os.path.basename(executable) + ".stripped")
    subprocess.run(["objcopy", "--strip-debug", executable, copy], check=True)
    return copy


def wall(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def paired(first, second, pairs):
    """The median of the ratios first / second over `pairs` pairs, each side in turn first."""
    ratios = []
    for index in range(pairs):
        if index % 2 == 0:
            a, b = wall(first), wall(second)
        else:
            b, a = wall(second), wall(first)
        ratios.append(a / b)
    return statistics.median(ratios)


def paired_less_startup(first, first_one, second, second_one, pairs):
    """The median over `pairs` rounds of (first's time - first_one's) / (second's time -
    second_one's): two programs' wall times over many rows, each less its own time over one
    row, so that start-up is not counted. Each round runs the four in a rotating order."""
    commands = [first, first_one, second, second_one]
    ratios = []
    for index in range(pairs):
        times = [0.0] * 4
        for k in range(4):
            slot = (index + k) % 4
            times[slot] = wall(commands[slot])
        ratios.append((times[0] - times[1]) / (times[2] - times[3]))
    return statistics.median(ratios)


def wall_together(command, copies):
    """The wall time of `copies` runs of `command` started at once, until the last ends."""
    start = time.perf_counter()
    processes = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for _ in range(copies)]
    for process in processes:
        if process.wait() != 0:
            raise RuntimeError("failed: " + " ".join(command))
    return time.perf_counter() - start


def thread_figures(one, two, pairs):
    """Medians over `pairs` rounds of: one thread's time / two threads' (`one` and `two` are
    the commands), the machine's two-process figure (twice one `one`'s time / two of them at
    once), and the first over the second. Each round times the three in a rotating order."""
    speedups, machines, shares = [], [], []
    for index in range(pairs):
        runs = [lambda: wall(one), lambda: wall(two), lambda: wall_together(one, 2)]
        order = [(index + k) % 3 for k in range(3)]
        times = [0.0, 0.0, 0.0]
        for k in order:
            times[k] = runs[k]()
        speedup = times[0] / times[1]
        machine = 2 * times[0] / times[2]
        speedups.append(speedup)
        machines.append(machine)
        shares.append(speedup / machine)
    return statistics.median(speedups), statistics.median(machines), statistics.median(shares)


SHARED_WORK = re.compile(r"\s*([\d,]+) \([^)]*\)\s+\S*PendingBatchC7runUnit")


def thread_instructions(command, directory):
    """Per thread of `command` (callgrind, each thread apart), its instructions and those it
    ran in `PendingBatch.runUnit(at:with:)`, the reading thread first."""
    prefix = os.path.join(directory, "threads")
    for old in glob.glob(prefix + ".*"):
        os.remove(old)
    subprocess.run(["valgrind", "--tool=callgrind", "--separate-threads=yes",
                    f"--callgrind-out-file={prefix}.%p"] + command,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    counts = []
    for path in sorted(glob.glob(prefix + ".*-*"), key=lambda p: int(p.rsplit("-", 1)[1])):
        report = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
                                capture_output=True, text=True, check=True).stdout
        total = shared = 0
        for line in report.splitlines():
            match = re.match(r"\s*([\d,]+) .*PROGRAM TOTALS", line)
            if match:
                total = int(match.group(1).replace(",", ""))
            match = SHARED_WORK.match(line)
            if match:
                shared = max(shared, int(match.group(1).replace(",", "")))
        counts.append((total, shared))
    return counts


def serial_share(command, many, one, rows, directory):
    """The reading thread's own instructions per row and the shared work's (all threads'),
    a run over `many` (`rows` rows) less a run over `one` (one row)."""
    serial, shared = [], []
    for path in (many, one):
        counts = thread_instructions(command + [path], directory)
        serial.append(counts[0][0] - counts[0][1])
        shared.append(counts[0][1] + sum(total for total, _ in counts[1:]))
    return (serial[0] - serial[1]) / (rows - 1), (shared[0] - shared[1]) / (rows - 1)


def amdahl(fraction, threads):
    return 1 / (fraction + (1 - fraction) / threads)


def peak_memory_mb(command):
    """The peak resident memory of `command` in MB, output discarded, as GNU time's %M gives it.
    (Not this process's wait4: a child's ru_maxrss starts from the resident memory of the
    process it was forked from, which here holds the inputs.)"""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, check=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def verdict(value, target):
    return "PASS" if value <= target else "MISS"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("floor", nargs="?")
    parser.add_argument("--cpp", help="the C++ floor (Benchmarks/Profiling/cpp-floor), built")
    parser.add_argument("--scripts-rows", type=int, default=20000,
                        help="rows of the many-scripts corpus counted by callgrind")
    parser.add_argument("--rows", type=int, default=10000, help="rows counted by callgrind")
    parser.add_argument("--wall-rows", type=int, default=100000, help="rows timed")
    parser.add_argument("--pairs", type=int, default=11, help="pairs of wall-time runs")
    parser.add_argument("--memory-rows", type=int, default=1000000, help="rows for peak memory")
    parser.add_argument("--thread-rows", type=int, default=1000000,
                        help="rows timed on one and on two threads")
    parser.add_argument("--thread-rounds", type=int, default=7,
                        help="rounds of the threads' wall-time runs")
    parser.add_argument("--threads-only", action="store_true",
                        help="only the threads' figures (no floor program needed)")
    options = parser.parse_args()
    counts = shutil.which("valgrind") is not None and shutil.which("objcopy") is not None
    if not counts:
        print("floor: valgrind or objcopy missing: instruction counts left out")
    misses = 0
    with tempfile.TemporaryDirectory() as directory:
        inputs = write_inputs(directory, options.rows, options.tool)
        os.mkdir(os.path.join(directory, "timed"))
        timed = write_inputs(os.path.join(directory, "timed"), options.wall_rows, options.tool)
        tool = stripped(options.tool, directory) if counts else options.tool
        if options.threads_only:
            floor = None
        elif options.floor is None:
            parser.error("FLOOR is needed unless --threads-only")
        else:
            floor = stripped(options.floor, directory) if counts else options.floor

        def format_command(executable, output, path):
            return [executable, "format", "--width", "40", "--threads", "1", "--format", output,
                    path]

        def floor_command(executable, output, path):
            return [executable, "--width", "40", "--format", output, path]

        def cpp_command(executable, output, path):
            return [executable] + (["--jsonl"] if output == "jsonl" else []) + [path]

        kinds = ["preformatted", "structured"]
        rows = {"preformatted": options.rows, "structured": options.rows}
        cpp = None
        if options.cpp and not options.threads_only:
            cpp = stripped(options.cpp, directory) if counts else options.cpp
            inputs.update(write_scripts_inputs(directory, options.scripts_rows, options.wall_rows))
            timed.update({key: path for key, path in inputs.items() if key[0] == "scripts"})
            kinds.append("scripts")
            rows["scripts"] = options.scripts_rows
        programs = {"format": (format_command, tool, options.tool),
                    "floor": (floor_command, floor, options.floor),
                    "cpp": (cpp_command, cpp, options.cpp)}

        def per_row(program, output, kind):
            """Instructions a row of `program` (callgrind: ROWS rows less one row)."""
            command, executable, _ = programs[program]
            total = instructions(command(executable, output, inputs[(kind, rows[kind])]),
                                 directory)
            start = instructions(command(executable, output, inputs[(kind, 1)]), directory)
            return (total - start) / (rows[kind] - 1)

        if not options.threads_only:
            print(f"End to end: format --width 40 --threads 1 / format-floor (target at most "
                  f"{FLOOR_TARGET}x)" + (
                      f" and / the C++ floor (targets at most {CPP_INSTRUCTIONS_TARGET}x by "
                      f"instructions, {CPP_WALL_TARGET}x by wall time less start-up)" if cpp
                      else ""))
            print(f"{'output':<6} {'amounts':<13} {'format k/row':>12} {'floor k/row':>11} "
                  f"{'instructions':>12} {'wall, paired':>12}" + (
                      f"       {'C++ k/row':>9} {'instructions':>12} {'wall less start':>15}"
                      if cpp else ""))
            for output in ("text", "jsonl"):
                for kind in kinds:
                    line = f"{output:<6} {kind:<13}"
                    worst = 0.0
                    mine = None
                    if counts:
                        mine, theirs = per_row("format", output, kind), per_row("floor", output, kind)
                        ratio = mine / theirs
                        worst = max(worst, ratio)
                        line += f" {mine / 1000:>12.1f} {theirs / 1000:>11.1f} {ratio:>11.2f}x"
                    else:
                        line += f" {'':>12} {'':>11} {'':>12}"
                    big = timed[(kind, options.wall_rows)]
                    ratio = paired(format_command(options.tool, output, big),
                                   floor_command(options.floor, output, big), options.pairs)
                    worst = max(worst, ratio)
                    line += f" {ratio:>11.2f}x  {verdict(worst, FLOOR_TARGET)}"
                    misses += worst > FLOOR_TARGET
                    if cpp:
                        missed = False
                        if counts:
                            theirs = per_row("cpp", output, kind)
                            ratio = mine / theirs
                            missed = ratio > CPP_INSTRUCTIONS_TARGET
                            line += f" {theirs / 1000:>9.1f} {ratio:>11.2f}x"
                        else:
                            line += f" {'':>9} {'':>12}"
                        one = inputs[(kind, 1)]
                        ratio = paired_less_startup(
                            format_command(options.tool, output, big),
                            format_command(options.tool, output, one),
                            cpp_command(options.cpp, output, big),
                            cpp_command(options.cpp, output, one), options.pairs)
                        missed = missed or ratio > CPP_WALL_TARGET
                        line += f" {ratio:>14.2f}x  {'MISS' if missed else 'PASS'}"
                        misses += missed
                    print(line)

        # The threads' input: the timed rows with preformatted amounts, cycled to
        # `thread_rows`, so that start-up (serial, and measured on its own below) weighs little
        # beside the rows.
        big = os.path.join(directory, "threads.jsonl")
        with open(timed[("preformatted", options.wall_rows)], encoding="utf-8") as source:
            lines = source.readlines()
        with open(big, "w", encoding="utf-8") as file:
            for index in range(options.thread_rows):
                file.write(lines[index % len(lines)])
        print(f"Threads: format --width 40 --threads 1 / --threads 2 over {options.thread_rows} "
              f"rows, process wall time, paired (target at least {THREADS_TARGET}x), beside the "
              f"machine's two-process figure")
        print(f"{'output':<6} {'2 threads':>9} {'machine':>8} {'share':>6}")
        for output in ("text", "jsonl"):
            speedup, machine, share = thread_figures(
                [options.tool, "format", "--width", "40", "--threads", "1", "--format", output, big],
                [options.tool, "format", "--width", "40", "--threads", "2", "--format", output, big],
                options.thread_rounds)
            misses += speedup < THREADS_TARGET
            print(f"{output:<6} {speedup:>8.2f}x {machine:>7.2f}x {share:>6.2f}  "
                  f"{'PASS' if speedup >= THREADS_TARGET else 'MISS'}")
        if counts:
            print("Serial share by instructions (--threads 2, per row): the reading thread's own "
                  "work / all work; Amdahl's law for 2, 4 and 16 threads")
            for output in ("text", "jsonl"):
                serial, shared = serial_share(
                    [tool, "format", "--width", "40", "--threads", "2", "--format", output],
                    inputs[("preformatted", options.rows)], inputs[("preformatted", 1)],
                    options.rows, directory)
                fraction = serial / (serial + shared)
                print(f"  {output:<6} reading {serial / 1000:.1f}k, shared {shared / 1000:.1f}k: "
                      f"serial {100 * fraction:.1f}%; 2 threads at most {amdahl(fraction, 2):.2f}x,"
                      f" 4 at most {amdahl(fraction, 4):.2f}x, 16 at most "
                      f"{amdahl(fraction, 16):.2f}x")

        if not options.threads_only:
            help_command = [options.tool, "--help"]
            layout_command = [options.tool, "layout", "--title", "Coffee", "--amount", "EUR:3.50",
                              "--width", "40"]
            print(f"Start-up: a one-row layout / --help (target at most {STARTUP_TARGET}x)")
            worst = 0.0
            line = ""
            if counts:
                layout_count = instructions([tool] + layout_command[1:], directory)
                help_count = instructions([tool, "--help"], directory)
                ratio = layout_count / help_count
                worst = ratio
                line += (f"  instructions {layout_count / 1e6:.1f} M / {help_count / 1e6:.1f} M = "
                         f"{ratio:.2f}x;")
            ratio = paired(layout_command, help_command, 4 * options.pairs + 1)
            worst = max(worst, ratio)
            line += f" wall, paired {ratio:.2f}x  {verdict(worst, STARTUP_TARGET)}"
            misses += worst > STARTUP_TARGET
            print(line)

            if options.memory_rows > 0 and not os.path.exists("/usr/bin/time"):
                print("memory: /usr/bin/time (Debian's package time) missing: left out")
            elif options.memory_rows > 0:
                entries = corpus_entries()
                path = os.path.join(directory, "memory.jsonl")
                with open(path, "w", encoding="utf-8") as file:
                    for index in range(options.memory_rows):
                        file.write(json.dumps(entries[index % len(entries)], ensure_ascii=False))
                        file.write("\n")
                print(f"Memory: peak resident, format --width 40 over {options.memory_rows} rows "
                      f"(target at most {MEMORY_TARGET_MB} MB)")
                for output in ("text", "jsonl"):
                    peak = peak_memory_mb(
                        [options.tool, "format", "--width", "40", "--format", output, path])
                    misses += peak > MEMORY_TARGET_MB
                    print(f"  {output:<6} {peak:.1f} MB  {verdict(peak, MEMORY_TARGET_MB)}")
    return 2 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
