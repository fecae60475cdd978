#!/usr/bin/env python3
"""What two threads of `adaptive-rows format` write in common, a row: the reference-count
operations on a heap object that another thread touched last (Docs/Benchmarks.md,
"Threads"). Each such operation moves the cache line of the object's count from one core to
the other when the threads run at once, so they slow the threads down however few
instructions they take, and more so the more cores share the object.

Builds Benchmarks/Profiling/sharing/sharing.c (cc, libdl) and runs, with it preloaded,
`TOOL format --width 40 --threads 2 --format F` over ROWS corpus rows (cycled, amounts as
the corpus gives them), for text and for JSON Lines. Prints these moves a row and the call
sites that make the most of them (symbolized with addr2line and swift demangle, when
there). With --check LIMIT, exits 2 when either format makes more than LIMIT moves a row.

    python3 Scripts/sharing-figures.py TOOL [--rows N] [--sites N] [--check LIMIT]

TOOL is a release build: a debug build retains and releases far more than the code asks.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCE = os.path.join(ROOT, "Benchmarks", "Profiling", "sharing", "sharing.c")
CORPUS = os.path.join(ROOT, "Benchmarks", "Corpus", "titles.jsonl")


def build(directory):
    library = os.path.join(directory, "sharing.so")
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", library, SOURCE, "-ldl"], check=True)
    return library


def write_rows(directory, rows):
    with open(CORPUS, encoding="utf-8") as file:
        lines = [line for line in file if line.strip()]
    path = os.path.join(directory, f"rows-{rows}.jsonl")
    with open(path, "w", encoding="utf-8") as file:
        for index in range(rows):
            file.write(lines[index % len(lines)])
    return path


def run(tool, library, output, rows_path, directory):
    """The totals and the call sites of one run: (shared, all), [(shared, all, module, offset)]."""
    report = os.path.join(directory, f"sharing-{output}.txt")
    environment = dict(os.environ, LD_PRELOAD=library, SHARING_OUT=report)
    environment.pop("TERM", None)
    subprocess.run(
        [tool, "format", "--width", "40", "--threads", "2", "--format", output, rows_path],
        check=True, stdout=subprocess.DEVNULL, env=environment)
    with open(report, encoding="utf-8") as file:
        lines = file.read().splitlines()
    _, shared, every = lines[0].split()
    sites = []
    for line in lines[1:]:
        count, total, module, offset = line.split()
        sites.append((int(count), int(total), module, offset))
    sites.sort(reverse=True)
    return (int(shared), int(every)), sites


def names(sites):
    """A function name for each call site, where the tools can tell it."""
    if not shutil.which("addr2line"):
        return ["" for _ in sites]
    result = []
    for _, _, module, offset in sites:
        found = subprocess.run(["addr2line", "-f", "-e", module, offset],
                               capture_output=True, text=True).stdout.splitlines()
        result.append(found[0] if found and found[0] != "??" else os.path.basename(module))
    if shutil.which("swift"):
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(result),
                                   capture_output=True, text=True).stdout.splitlines()
        if len(demangled) == len(result):
            result = demangled
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--rows", type=int, default=20000)
    parser.add_argument("--sites", type=int, default=8, help="call sites shown per format")
    parser.add_argument("--check", type=float, help="most moves a row allowed")
    options = parser.parse_args()
    missed = False
    with tempfile.TemporaryDirectory() as directory:
        library = build(directory)
        rows_path = write_rows(directory, options.rows)
        print(f"Reference counts that move between threads: format --width 40 --threads 2, "
              f"{options.rows} rows")
        for output in ("text", "jsonl"):
            (shared, every), sites = run(options.tool, library, output, rows_path, directory)
            per_row = shared / options.rows
            line = f"{output:6} {per_row:.3f} moves a row ({shared} of {every} operations)"
            if options.check is not None:
                over = per_row > options.check
                missed |= over
                line += f"  {'MISS' if over else 'PASS'} (at most {options.check})"
            print(line)
            shown = sites[:options.sites]
            for (count, total, _, _), name in zip(shown, names(shown)):
                print(f"  {count / options.rows:7.3f} a row ({count} of {total})  {name[:110]}")
    sys.exit(2 if missed else 0)


if __name__ == "__main__":
    main()
