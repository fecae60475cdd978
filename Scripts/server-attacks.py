#!/usr/bin/env python3
"""Attacks Examples/WalletServer the way a tester and a reliability engineer would, on loopback,
and checks that it holds (Docs/Server.md, "Under attack"): fairness under long statements, a
bounded shutdown under load, bounded reads of bodies it does not use, descriptor exhaustion,
a client that sends its whole body before it reads, safe messages, and HTTP details.

    python3 Scripts/server-attacks.py SERVER TOOL SAMPLE [--full] [--only NAME ...]

SERVER is the WalletServer binary, TOOL the adaptive-rows binary, SAMPLE a JSON Lines wallet.
The loads are short by default (for CI); --full runs the issue's sizes (64 clients posting
20,000-row statements). Every wait is bounded. Exits 1 when a check fails.
"""

import http.client
import json
import multiprocessing
import queue as queue_module
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time

ARGS = sys.argv[1:]
FULL = "--full" in ARGS
ONLY = ARGS[ARGS.index("--only") + 1:] if "--only" in ARGS else []
SERVER, TOOL, SAMPLE = [a for a in ARGS if not a.startswith("--")][:3]
HOST = "127.0.0.1"

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAILED: {name} {detail}", file=sys.stderr)


def note(text):
    print(f"server-attacks: {text}", flush=True)


class Server:
    """A WalletServer on a free loopback port; `limit` is its descriptor limit (ulimit -n)."""

    def __init__(self, *args, limit=None):
        command = [SERVER, "--host", HOST, "--port", "0", *args]
        if limit:
            command = ["bash", "-c", f'ulimit -n {limit} && exec "$@"', "server", *command]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        line = self.process.stdout.readline().decode()
        if "listening on" not in line:
            raise SystemExit(f"server-attacks: the server did not start: {line!r}")
        self.port = int(line.rsplit(":", 1)[1])
        # Its standard error (a line per request) is read as it comes, its end kept, so that
        # the server never waits on a full pipe.
        self.stderr_tail = b""
        threading.Thread(target=self._read_stderr, daemon=True).start()

    def _read_stderr(self):
        for line in self.process.stderr:
            self.stderr_tail = (self.stderr_tail + line)[-2000:]

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()

    def crash(self):
        """How the server ended, when it has: its status and the end of its standard error."""
        if self.process.poll() is None:
            return ""
        time.sleep(0.1)
        return f"(it exited {self.process.returncode}: {self.stderr_tail!r})"

    def cpu_ticks(self):
        fields = open(f"/proc/{self.process.pid}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])

    def bytes_read(self):
        for line in open(f"/proc/{self.process.pid}/io"):
            if line.startswith("rchar:"):
                return int(line.split()[1])
        return 0

    def connect(self, timeout=10):
        return socket.create_connection((HOST, self.port), timeout=timeout)


def statement(rows, start=0):
    lines = open(SAMPLE, encoding="utf-8").read().splitlines()
    out = []
    for i in range(rows):
        entry = json.loads(lines[(start + i) % len(lines)])
        entry["title"] = f"{entry['title']} {start + i}"
        out.append(json.dumps(entry))
    return ("\n".join(out) + "\n").encode()


def post(port, body, query="format=jsonl", timeout=120, connection=None):
    """POSTs a statement; returns (status, body bytes)."""
    conn = connection or http.client.HTTPConnection(HOST, port, timeout=timeout)
    conn.request("POST", f"/format?{query}", body=body,
                 headers={"Content-Type": "application/jsonl"})
    response = conn.getresponse()
    return response.status, response.read()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else float("inf")


def load_process(port, clients, rows, stop_event, queue):
    """One process of a Load: `clients` threads; puts each answer's (status, summary) on `queue`,
    the summary the answer's line count and last line, or the error's type."""
    body = statement(rows)

    def client():
        conn = http.client.HTTPConnection(HOST, port, timeout=120)
        while not stop_event.is_set():
            try:
                status, data = post(port, body, connection=conn)
                queue.put((status, (data.count(b"\n"), data.rstrip(b"\n").rsplit(b"\n", 1)[-1])))
            except (OSError, http.client.HTTPException) as error:
                queue.put((None, type(error).__name__))
                conn.close()
                conn = http.client.HTTPConnection(HOST, port, timeout=120)
    threads = [threading.Thread(target=client, daemon=True) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


class Load:
    """Clients that post `rows`-row statements over and over, in four processes of their own
    (so that the clients' own interpreter lock does not delay the measuring client), until
    stop(); `results` are their answers as (status, summary)."""

    def __init__(self, port, clients, rows):
        self.stop_event = multiprocessing.Event()
        self.queue = multiprocessing.Queue()
        self.processes = [multiprocessing.Process(
            target=load_process, args=(port, clients // 4 + (i < clients % 4), rows, self.stop_event, self.queue),
            daemon=True) for i in range(4)]
        for process in self.processes:
            process.start()
        self.results = []

    def stop(self):
        self.stop_event.set()
        ended = time.monotonic() + 180
        while any(p.is_alive() for p in self.processes) and time.monotonic() < ended:
            self.drain()
            time.sleep(0.1)
        self.drain()
        for process in self.processes:
            process.kill()

    def drain(self):
        while True:
            try:
                self.results.append(self.queue.get_nowait())
            except queue_module.Empty:
                return


def fairness():
    clients, rows, seconds = (64, 20000, 20) if FULL else (16, 5000, 8)
    server = Server()
    load = Load(server.port, clients, rows)
    time.sleep(1.5)
    health, short = [], []
    short_body = statement(10)
    conn = http.client.HTTPConnection(HOST, server.port, timeout=60)
    short_conn = http.client.HTTPConnection(HOST, server.port, timeout=60)
    ended = time.monotonic() + seconds
    while time.monotonic() < ended:
        started = time.monotonic()
        conn.request("GET", "/health")
        response = conn.getresponse()
        response.read()
        health.append(time.monotonic() - started)
        started = time.monotonic()
        status, _ = post(server.port, short_body, connection=short_conn)
        short.append(time.monotonic() - started)
        time.sleep(0.02)
    load.stop()
    results = load.results
    large = [r for r in results if r[0] == 200]
    note(f"fairness: {clients} clients x {rows} rows for {seconds} s ({len(large)} statements"
         f" answered): /health p50 {percentile(health, 0.5) * 1000:.1f} ms, p99"
         f" {percentile(health, 0.99) * 1000:.1f} ms over {len(health)}; a 10-row statement"
         f" p50 {percentile(short, 0.5) * 1000:.1f} ms, p99 {percentile(short, 0.99) * 1000:.1f} ms")
    # The bounds with --full (a release build, by hand); in CI, a debug build on a
    # shared machine, bounds a debug build holds on a busy machine (the service before its
    # pieces took 13.9 s and 19.2 s here, a whole statement's wait).
    health_bound, short_bound = (0.050, 0.100) if FULL else (0.250, 1.0)
    check(f"fairness: /health within {health_bound * 1000:.0f} ms p99 beside long statements",
          percentile(health, 0.99) < health_bound)
    check(f"fairness: a 10-row statement within {short_bound * 1000:.0f} ms p99 beside long"
          " statements", percentile(short, 0.99) < short_bound)
    check("fairness: every long statement is answered in full", large and len(large) == len(results)
          and all(r[1][0] == rows for r in large))
    server.stop()


def shutdown():
    clients, rows = (64, 20000) if FULL else (16, 20000)
    bound = 2
    server = Server("--shutdown-timeout", str(bound))
    load = Load(server.port, clients, rows)
    idle = server.connect()
    idle.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
    idle.recv(65536)
    time.sleep(2)
    signalled = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    refused_after = None
    idle_closed_after = None
    idle.settimeout(0.05)
    while time.monotonic() - signalled < 2 and (refused_after is None or idle_closed_after is None):
        if refused_after is None:
            try:
                socket.create_connection((HOST, server.port), timeout=0.2).close()
            except OSError:
                refused_after = time.monotonic() - signalled
        if idle_closed_after is None:
            try:
                if idle.recv(1) == b"":
                    idle_closed_after = time.monotonic() - signalled
            except socket.timeout:
                pass
            except OSError:
                idle_closed_after = time.monotonic() - signalled
        time.sleep(0.02)
    try:
        status = server.process.wait(timeout=bound + 10)
    except subprocess.TimeoutExpired:
        status = None
    exited_after = time.monotonic() - signalled
    load.stop()
    complete = cut = broken = 0
    for code, summary in load.results:
        if code == 200:
            count, last = summary
            if count == rows and b'"error"' not in last:
                complete += 1
            elif b"shuttingDown" in last or b"shutting down" in last:
                cut += 1
            else:
                broken += 1
        elif summary == "IncompleteRead":
            broken += 1
    fmt = lambda t: "never" if t is None else f"{t:.2f} s"
    note(f"shutdown: {clients} clients x {rows} rows, bound {bound} s: refuses connections after"
         f" {fmt(refused_after)}, idle connection closed after {fmt(idle_closed_after)}, exit"
         f" {status} after {exited_after:.2f} s; {complete} complete, {cut} cut with a status,"
         f" {broken} cut without one")
    check("shutdown: stops accepting within 1 s", refused_after is not None and refused_after < 1)
    check("shutdown: closes an idle keep-alive connection within 1 s",
          idle_closed_after is not None and idle_closed_after < 1)
    check("shutdown: exits 0 within the bound and 2 s", status == 0 and exited_after < bound + 2)
    check("shutdown: nothing in flight is cut without a status", broken == 0)
    server.stop()


def drains():
    limit = 100_000
    server = Server("--max-body-bytes", str(limit), "--max-rows", "50", "--request-timeout", "2")
    endless_rows = statement(2000)
    cases = [
        ("GET /health", b"GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\n\r\n", b"x" * 65536),
        ("GET /preview", b"GET /preview?title=a&amount=EUR:1 HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\n\r\n", b"x" * 65536),
        ("GET /nothing (404)", b"GET /nothing HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\n\r\n", b"x" * 65536),
        ("POST /format past Content-Length (413)", b"POST /format HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\nContent-Length: 1000000000000\r\n\r\n", endless_rows[:65536]),
        ("POST /format with a bad parameter (400)", b"POST /format?width=x HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\nTransfer-Encoding: chunked\r\n\r\n", b"%x\r\n%s\r\n" % (65536, b"x" * 65536)),
        ("POST /format past the row limit (tooManyRows)", b"POST /format?format=jsonl HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\nTransfer-Encoding: chunked\r\n\r\n", b"%x\r\n%s\r\n" % (len(endless_rows), endless_rows)),
        ("POST /format chunked past the body limit (readFailed)", b"POST /format?format=jsonl&width=20 HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\nTransfer-Encoding: chunked\r\n\r\n", b"%x\r\n%s\r\n" % (65536, b"y" * 65536)),
    ]
    for name, head, piece in cases:
        before = server.bytes_read()
        conn = server.connect()
        conn.sendall(head)
        conn.settimeout(0.5)
        started = time.monotonic()
        sent = 0
        closed = False
        while time.monotonic() - started < 4:
            try:
                sent += conn.send(piece)
            except socket.timeout:
                pass
            except OSError:
                closed = True
                break
        closed_after = time.monotonic() - started
        conn.close()
        time.sleep(0.3)
        read = server.bytes_read() - before
        note(f"drain: {name}: the client sent {sent:,} bytes in {closed_after:.1f} s, the server"
             f" read {read:,}; {'closed' if closed else 'still open'}")
        check(f"drain: {name}: the server reads at most the body limit and 1 MiB",
              read < limit + (1 << 20), f"({read:,} bytes)")
        check(f"drain: {name}: the connection is closed within 3 s", closed and closed_after < 3)
    # One byte every 0.2 s on every route: cut at the request's time (2 s) at the latest.
    for name, head in [
        ("GET /health", b"GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n"),
        ("POST /format", b"POST /format HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\nContent-Length: 1000\r\n\r\n"),
        ("GET /nothing", b"GET /nothing HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n"),
    ]:
        conn = server.connect()
        conn.sendall(head)
        started = time.monotonic()
        closed = False
        while time.monotonic() - started < 6:
            try:
                conn.send(b"{")
            except OSError:
                closed = True
                break
            time.sleep(0.2)
        elapsed = time.monotonic() - started
        conn.close()
        note(f"slow sender: {name}: {'cut' if closed else 'still open'} after {elapsed:.1f} s")
        check(f"slow sender: {name} is cut within the request's time", closed and elapsed < 3.5)
    server.stop()


def descriptors():
    # With the default connection limit (the descriptor limit less half of it here); with
    # --full also with a connection limit above the descriptor limit, where accept fails with
    # EMFILE (not in CI: out of descriptors, libdispatch's thread monitor, which reads /proc,
    # sometimes crashes the process, which is why the server keeps descriptors in hand).
    limit = 64
    for extra in [[], ["--max-connections", "1000"]] if FULL else [[]]:
        server = Server("--idle-timeout", "60", *extra, limit=limit)
        held = []
        for _ in range(limit + 40):
            try:
                held.append(server.connect(timeout=2))
            except OSError:
                break
        time.sleep(1)
        before = server.cpu_ticks()
        time.sleep(3)
        ticks = server.cpu_ticks() - before
        for conn in held:
            conn.close()
        recovered = None
        started = time.monotonic()
        while time.monotonic() - started < 10:
            try:
                conn = http.client.HTTPConnection(HOST, server.port, timeout=2)
                conn.request("GET", "/health")
                if conn.getresponse().status == 200:
                    recovered = time.monotonic() - started
                    break
            except (OSError, http.client.HTTPException):
                time.sleep(0.2)
        how = " ".join(extra) or "the default connection limit"
        note(f"descriptors ({how}): {len(held)} connections held against a descriptor limit of"
             f" {limit}: the server used {ticks * 10} ms of CPU in 3 s; serves again"
             f" {recovered and f'{recovered:.1f} s' or 'never'} after they close")
        check(f"descriptors ({how}): out of descriptors costs under 5% of a core", ticks < 15)
        check(f"descriptors ({how}): the server serves again within 5 s",
              recovered is not None and recovered < 5, server.crash())
        server.stop()


def write_before_read():
    rows = 100_000 if FULL else 30_000
    server = Server("--request-timeout", "600")
    body = statement(rows)
    conn = server.connect(timeout=60)
    conn.sendall(b"POST /format?format=jsonl HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\n"
                 b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body))
    started = time.monotonic()
    try:
        conn.sendall(body)
        sent_after = time.monotonic() - started
        data = bytearray()
        while True:
            chunk = conn.recv(1 << 20)
            if not chunk:
                break
            data += chunk
        answered = data.count(b'{"line":')
    except OSError as error:
        sent_after, answered = None, 0
        note(f"write-before-read: {error}")
    note(f"write-before-read: a {len(body):,}-byte body sent whole before reading"
         f" ({sent_after and f'{sent_after:.1f} s' or 'never'}); {answered:,} rows answered in"
         f" {time.monotonic() - started:.1f} s")
    check("write-before-read: every row answered", answered == rows)
    server.stop()


UNSAFE = set(range(0x00, 0x20)) - {0x0A} | set(range(0x7F, 0xA0)) | set(range(0x202A, 0x202F)) \
    | set(range(0x2066, 0x206A)) | {0x2028, 0x2029}


def unsafe_in(data):
    return sorted({hex(ord(c)) for c in data.decode("utf-8", "replace") if ord(c) in UNSAFE})


def messages():
    server = Server()
    hostile = ["\u202e", "\u2028", "\u2029", "\u2066", "\u001b[31m", "\u0085", "\u200f", "\u061c"]
    lines = []
    for text in hostile:
        lines.append(json.dumps({"title": "Shop", "amount": {"value": "1", "currency": f"EU{text}R"}}))
        lines.append(json.dumps({"title": "Shop", "amount": {"value": f"1{text}2", "currency": "EUR"}}))
        lines.append(json.dumps({"title": "Shop", "amount": {"value": "1", "currency": "EUR", "direction": f"in{text}"}}))
        lines.append(json.dumps({"title": f"Shop{text}", "amount": "EUR:1"}))
    body = ("\n".join(lines) + "\n").encode()
    for output in ["text", "jsonl", "svg"]:
        status, data = post(server.port, body, query=f"format={output}")
        bad = unsafe_in(data)
        check(f"messages: {output} answers hold no raw control, bidi control or separator",
              status == 200 and not bad, str(bad))
    conn = http.client.HTTPConnection(HOST, server.port, timeout=10)
    for text in hostile:
        quoted = "".join(f"%{b:02X}" for b in text.encode())
        for query in [f"/preview?title=a&amount=EU{quoted}R:1", f"/preview?title=a&amount=1&widths=1{quoted}",
                      f"/preview?title=a&amount=EUR:1&{quoted}=1"]:
            conn.request("GET", query)
            response = conn.getresponse()
            data = response.read()
            check(f"messages: {query} is answered without a raw scalar", not unsafe_in(data),
                  str(unsafe_in(data)))
    path = f"/tmp/server-attacks-{os.getpid()}.jsonl"
    open(path, "wb").write(body)
    result = subprocess.run([TOOL, "format", "--skip-invalid", path], capture_output=True, timeout=60)
    check("messages: the tool's standard error holds no raw control, bidi control or separator",
          b"line" in result.stderr and not unsafe_in(result.stderr), str(unsafe_in(result.stderr)))
    result = subprocess.run([TOOL, "format", "--format", "x\u202ey\u2028"], capture_output=True, timeout=60)
    check("messages: the tool's usage errors hold no raw bidi control or separator",
          result.returncode != 0 and not unsafe_in(result.stderr), str(unsafe_in(result.stderr)))
    os.unlink(path)
    for arguments in [["--port", "+8\u001b[31m\u202e"], ["--x\u2028y", "1"], ["--host", "a\u2066\u0085b", "--port", "1"]]:
        result = subprocess.run([SERVER, *arguments], capture_output=True, timeout=60)
        check(f"messages: the server's standard error for {arguments!r} holds no raw scalar",
              result.returncode != 0 and result.stderr and not unsafe_in(result.stderr),
              str(unsafe_in(result.stderr)))
    note("messages: text, jsonl, svg, previews, the tool's and the server's standard error checked")
    server.stop()


def exchange(port, request, timeout=5):
    """Sends raw bytes and reads until the server closes or `timeout`; returns the bytes."""
    conn = socket.create_connection((HOST, port), timeout=timeout)
    conn.sendall(request)
    data = b""
    try:
        while True:
            chunk = conn.recv(65536)
            if not chunk:
                break
            data += chunk
    except socket.timeout:
        data += b"<timeout>"
    conn.close()
    return data


def http_details():
    server = Server("--max-body-bytes", "1000000")
    port = server.port
    body = statement(3)
    # 100 Continue, then the body.
    conn = server.connect(timeout=5)
    conn.sendall(b"POST /format?format=jsonl HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\n"
                 b"Expect: 100-continue\r\nContent-Length: %d\r\n\r\n" % len(body))
    conn.settimeout(0.5)
    try:
        interim = conn.recv(65536)
    except socket.timeout:
        interim = b""
    check("http: Expect: 100-continue is answered 100 Continue", interim.startswith(b"HTTP/1.1 100 Continue\r\n"), repr(interim[:40]))
    conn.settimeout(5)
    conn.sendall(body)
    rest = interim
    while rest.count(b'{"line":') < 3:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    check("http: after 100 Continue the statement is answered", b"200 OK" in rest and rest.count(b'{"line":') == 3)
    conn.close()
    refused = exchange(port, b"POST /format HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\n"
                       b"Expect: 100-continue\r\nContent-Length: 5000000\r\n\r\n")
    check("http: a body over the limit is refused 413 without 100 Continue",
          refused.startswith(b"HTTP/1.1 413") and b"100 Continue" not in refused, repr(refused[:40]))
    # HTTP/1.0: Content-Length, close.
    old = exchange(port, b"GET /health HTTP/1.0\r\n\r\n")
    head = old.split(b"\r\n\r\n")[0].lower()
    check("http: HTTP/1.0 is answered HTTP/1.0 with Content-Length and close",
          old.startswith(b"HTTP/1.0 200") and b"content-length: 16" in head and b"connection: close" in head
          and b"<timeout>" not in old, repr(old[:200]))
    old = exchange(port, b"POST /format?format=jsonl HTTP/1.0\r\nContent-Type: application/jsonl\r\n"
                   b"Content-Length: %d\r\n\r\n" % len(body) + body)
    check("http: a statement to HTTP/1.0 is not chunked and ends with the connection",
          old.startswith(b"HTTP/1.0 200") and b"transfer-encoding" not in old.lower().split(b"\r\n\r\n")[0]
          and old.count(b'{"line":') == 3 and b"<timeout>" not in old, repr(old[:200]))
    # HEAD on GET routes.
    for path in ["/health", "/preview?title=Tea&amount=EUR:2"]:
        get = exchange(port, b"GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path.encode())
        head_only = exchange(port, b"HEAD %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path.encode())
        length = [l for l in get.split(b"\r\n\r\n")[0].lower().split(b"\r\n") if l.startswith(b"content-length")]
        check(f"http: HEAD {path} is 200 with GET's Content-Length and no body",
              head_only.startswith(b"HTTP/1.1 200") and length and length[0] in head_only.lower()
              and head_only.endswith(b"\r\n\r\n"), repr(head_only[:200]))
    # Content-Encoding.
    conn = http.client.HTTPConnection(HOST, port, timeout=10)
    for encoding in ["gzip", "br", "x-unknown"]:
        conn.request("POST", "/format", body=body, headers={"Content-Type": "application/jsonl", "Content-Encoding": encoding})
        response = conn.getresponse()
        data = response.read()
        check(f"http: Content-Encoding {encoding} is 415", response.status == 415 and b"unsupportedContentEncoding" in data)
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
    # Strict integers, + as a space.
    for width, status in [("20", 200), ("+20", 400), ("020", 400), ("2e1", 400), ("%2B20", 400), ("20%20", 400)]:
        conn.request("POST", f"/format?width={width}", body=body, headers={"Content-Type": "application/jsonl"})
        response = conn.getresponse()
        response.read()
        check(f"http: width={width} is {status}", response.status == status, str(response.status))
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
    conn.request("GET", "/preview?title=Coffee+Bar&amount=EUR:3&widths=40&format=json")
    data = conn.getresponse().read()
    check("http: + in a query is a space", b'"title":"Coffee Bar"' in data, repr(data[:120]))
    # The port taken: one line, status 69.
    result = subprocess.run([SERVER, "--host", HOST, "--port", str(port)], capture_output=True, timeout=30)
    lines = result.stderr.decode().strip().splitlines()
    note(f"http: a second server on the same port: status {result.returncode}, {len(lines)} lines: {lines[:1]!r}")
    check("http: a port in use is one line and status 69",
          result.returncode == 69 and len(lines) == 1 and "in use" in lines[0])
    server.stop()


ATTACKS = {"http": http_details, "messages": messages, "drains": drains, "write-before-read": write_before_read,
           "descriptors": descriptors, "fairness": fairness, "shutdown": shutdown}
for name, attack in ATTACKS.items():
    if ONLY and name not in ONLY:
        continue
    started = time.monotonic()
    attack()
    note(f"{name} done in {time.monotonic() - started:.1f} s")
print(f"server-attacks: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
