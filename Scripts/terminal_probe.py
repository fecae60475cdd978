"""Runs inside a terminal, for Scripts/terminals-check.sh and Docs/Text.md's table: asks the
terminal it runs in with cursor position reports (DSR 6) and writes what it learns to a JSON file.

  terminal_probe.py survey OUT
      Writes each of the command line's probe clusters (CellWidthsDetection.probeClusters) at
      the start of a cleared line and reads the cursor's column after it; also XTVERSION, DECRQM 2027 and
      Primary DA. OUT gets {"columns": {cluster: cells}, "version": ..., "mode2027": ...}.

  terminal_probe.py check OUT WRONG TOOL ARG...
      The checks of Scripts/terminals-check.sh, each as `frames` does them: TOOL ARG... preview
      (the built-in sample), the same with Samples/scripts.jsonl, that file with
      `--cell-widths WRONG` (which must break frames), and that file with the output piped
      (a file, so no probe: the cache of the first runs decides). OUT gets {name: result}.

  terminal_probe.py frames OUT TOOL ARG...
      Runs TOOL ARG... with its standard output on a pseudo-terminal and its controlling
      terminal still this one (so `auto` asks this terminal), then writes each line of what it
      printed to this terminal and reads the column the line ends in. A frame is a run of lines
      from one starting with a top-left corner to one starting with a bottom-left corner; it
      lines up when all its lines end in one column. OUT gets {"frames": n, "aligned": n,
      "misaligned": [...], "stderr": ...}.

Every read is bounded; the terminal's settings are restored on exit.
"""

import json
import os
import re
import pty
import select
import subprocess
import sys
import termios
import time
import tty


def probe_clusters():
    """The probe's clusters, in order, read from CellWidthsDetection.probeClusters."""
    source = os.path.join(os.path.dirname(__file__), "..", "Sources", "AdaptiveRowsCLI", "CellWidthsDetection.swift")
    text = open(source, encoding="utf-8").read()
    body = text[text.index("static let probeClusters = ["):]
    body = body[: body.index("\n  ]")]
    clusters = []
    for literal in re.findall(r'"((?:[^"\\]|\\.)*)"', body):
        clusters.append(re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), literal))
    return clusters


def read_until(fd, done, timeout):
    data = b""
    end = time.monotonic() + timeout
    while not done(data):
        left = end - time.monotonic()
        if left <= 0:
            break
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            break
        chunk = os.read(fd, 1024)
        if not chunk:
            break
        data += chunk
    return data


def survey(out):
    CLUSTERS = probe_clusters()
    fd = os.open("/dev/tty", os.O_RDWR)
    saved = termios.tcgetattr(fd)
    try:
        tty.setraw(fd)
        batch = b""
        for cluster in CLUSTERS:
            batch += b"\r\x1b[2K" + cluster.encode() + b"\x1b[6n"
        batch += b"\r\x1b[2K\x1b[?2027$p\x1b[>0q\x1b[c"
        start = time.monotonic()
        os.write(fd, batch)
        data = read_until(fd, lambda d: d.count(b"R") >= len(CLUSTERS) and b"c" in d.split(b"\x1b[?")[-1], 5)
        elapsed = time.monotonic() - start
    finally:
        termios.tcsetattr(fd, termios.TCSAFLUSH, saved)
    columns = [int(m.group(2)) - 1 for m in re.finditer(rb"\x1b\[(\d+);(\d+)R", data)]
    version = re.search(rb"\x1bP>\|(.*?)\x1b\\", data)
    mode = re.search(rb"\x1b\[\?2027;(\d)\$y", data)
    da = re.search(rb"\x1b\[\?([\d;]*)c", data)
    result = {
        "columns": dict(zip(CLUSTERS, columns)),
        "version": version.group(1).decode(errors="replace") if version else None,
        "mode2027": int(mode.group(1)) if mode else None,
        "da1": da.group(1).decode() if da else None,
        "milliseconds": round(elapsed * 1000, 1),
        "env": {k: os.environ.get(k) for k in ["TERM", "TERM_PROGRAM", "VTE_VERSION", "COLORTERM"]},
    }
    with open(out, "w", encoding="utf-8") as file:
        json.dump(result, file, ensure_ascii=False)


def run_on_pty(command):
    """TOOL's output with its standard output on a new pseudo-terminal, and its standard error."""
    master, slave = pty.openpty()
    size = os.get_terminal_size(sys.stdout.fileno())
    termios.tcsetwinsize(slave, (size.lines, size.columns))
    process = subprocess.Popen(command, stdout=slave, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    os.close(slave)
    output = b""
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    stderr = process.stderr.read().decode(errors="replace")
    return process.wait(timeout=60), output, stderr


def run_piped(command):
    """TOOL's output with its standard output a pipe (not a terminal), and its standard error."""
    process = subprocess.run(command, capture_output=True, stdin=subprocess.DEVNULL, timeout=60)
    return process.returncode, process.stdout, process.stderr.decode(errors="replace")


def frames_of(status, output, stderr):
    lines = output.decode(errors="replace").replace("\r\n", "\n").split("\n")
    fd = os.open("/dev/tty", os.O_RDWR)
    saved = termios.tcgetattr(fd)
    count = aligned = 0
    misaligned = []
    ends = []
    first = ""
    try:
        tty.setraw(fd)
        for line in lines:
            # Colour (the output is a terminal) is drawn as written, and looked past.
            plain = re.sub("\x1b\\[[0-9;]*m", "", line)
            if not plain.startswith(("\u250c", "\u2502", "\u2514")):
                continue
            os.write(fd, b"\r\x1b[2K" + line.encode() + b"\x1b[6n")
            data = read_until(fd, lambda d: d.endswith(b"R"), 5)
            match = re.search(rb"\x1b\[(\d+);(\d+)R", data)
            column = int(match.group(2)) if match else -1
            if plain.startswith("\u250c"):
                ends = [column]
                first = plain
            else:
                ends.append(column)
            if plain.startswith("\u2514"):
                count += 1
                if len(set(ends)) == 1:
                    aligned += 1
                else:
                    misaligned.append({"top": first, "ends": ends})
        os.write(fd, b"\r\x1b[2K")
    finally:
        termios.tcsetattr(fd, termios.TCSAFLUSH, saved)
    return {
        "status": status,
        "frames": count,
        "aligned": aligned,
        "misaligned": misaligned[:3],
        "stderr": stderr,
    }


def write_json(out, value):
    with open(out, "w", encoding="utf-8") as file:
        json.dump(value, file, ensure_ascii=False)


def frames(out, command):
    write_json(out, frames_of(*run_on_pty(command)))


def check(out, wrong, command):
    scripts = "Samples/scripts.jsonl"
    results = {
        "auto-sample": frames_of(*run_on_pty(command)),
        "auto-scripts": frames_of(*run_on_pty(command + [scripts])),
        "wrong-scripts": frames_of(*run_on_pty(command + ["--cell-widths", wrong, scripts])),
        "piped-scripts": frames_of(*run_piped(command + [scripts])),
    }
    write_json(out, results)


if __name__ == "__main__":
    if sys.argv[1] == "survey":
        survey(sys.argv[2])
    elif sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        frames(sys.argv[2], sys.argv[3:])
