#!/usr/bin/env python3
"""A rolling restart of two WalletServer instances behind HAProxy, under load: no request lost.

    python3 Scripts/server-rolling-restart.py [SERVER] [--restarts N] [--clients N] [--rows N]
                                              [--without-retries]

Starts two instances of the service (SERVER, by default Examples/WalletServer's debug build,
built first) on loopback ports, and HAProxy (Debian's package; installed when missing and
running as root) in front of them with health checks on `/health`, retries and
`option redispatch` (Docs/Server.md, "Behind a load balancer"). Clients send statements
through HAProxy without a pause, each answer checked whole (status 200, one row per record,
no error), while each instance in turn is restarted:

1. **drained**: HAProxy's runtime API sets it to `drain`, so it gets no new request, then
   SIGTERM: it stops accepting, finishes what it has and exits; it is started again on its
   port and set back to `ready` once its health check passes;
2. **cut**: SIGTERM without draining first: HAProxy sees the instance go (a refused
   connection, a closed keep-alive connection) and retries the request on the other one,
   and its health check takes the instance out until it is back.

Every request sent must be answered whole: the script prints the requests, the failures (0),
the restarts and HAProxy's retries and redispatches, and exits 1 on any failure.

`--without-retries` is the control: HAProxy without `retry-on` and `option redispatch`. Then
the drained restarts must still lose nothing and the cut ones must lose requests (a `503` or
a closed connection), which shows that the load reaches the instance being cut and that the
check sees a lost request.

Loopback only; every wait is bounded, and a run takes about ten seconds after the build.
"""

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOST = "127.0.0.1"
args = sys.argv[1:]


def option(name, default):
    if name in args:
        index = args.index(name)
        value = args[index + 1]
        del args[index:index + 2]
        return int(value)
    return default


WITHOUT_RETRIES = "--without-retries" in args
if WITHOUT_RETRIES:
    args.remove("--without-retries")
RESTARTS = option("--restarts", 1)
CLIENTS = option("--clients", 8)
ROWS = option("--rows", 100)
SERVER = args[0] if args else None


def note(text):
    print(f"rolling-restart: {text}", flush=True)


def free_port():
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


if shutil.which("haproxy") is None:
    if os.geteuid() != 0:
        raise SystemExit("rolling-restart: haproxy is missing: apt-get install haproxy")
    note("installing haproxy")
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq", "haproxy"], check=True,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
if SERVER is None:
    package = os.path.join(ROOT, "Examples", "WalletServer")
    note("building Examples/WalletServer")
    build = subprocess.run(["swift", "build", "--package-path", package], capture_output=True, text=True,
                           timeout=1800)
    if build.returncode != 0:
        print(build.stdout[-4000:], build.stderr[-4000:], file=sys.stderr)
        raise SystemExit("rolling-restart: the build failed")
    SERVER = os.path.join(package, ".build", "debug", "WalletServer")

work = tempfile.mkdtemp(prefix="rolling-restart-")
# A statement of ROWS rows (Scripts/generate-wallet.sh), long enough that requests are in
# flight when an instance is told to stop.
body = subprocess.run(["bash", os.path.join(ROOT, "Scripts", "generate-wallet.sh"), str(ROWS)],
                      capture_output=True, check=True).stdout
records = sum(1 for line in body.split(b"\n") if line.strip())


class Instance:
    """One WalletServer on a fixed loopback port, restarted on the same port."""

    def __init__(self, name):
        self.name = name
        self.port = free_port()
        self.process = None
        self.starts = 0

    def start(self):
        self.starts += 1
        log = open(os.path.join(work, f"{self.name}-{self.starts}.log"), "wb")
        self.process = subprocess.Popen(
            [SERVER, "--host", HOST, "--port", str(self.port), "--shutdown-timeout", "5"],
            stdout=subprocess.PIPE, stderr=log)
        line = self.process.stdout.readline().decode()
        if "listening on" not in line:
            raise SystemExit(f"rolling-restart: {self.name} did not start: {line!r}")
        # The rest of its standard output is not read: it writes nothing more there.

    def stop(self, bound=10):
        """SIGTERM, and the time until the process has exited (at most `bound` seconds)."""
        signalled = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        status = self.process.wait(timeout=bound)
        return status, time.monotonic() - signalled


# A request whose instance went away before answering is sent again, to the other one:
# laying out a statement changes nothing, so any request may be repeated.
RETRYING = """  option http-buffer-request
  retries 3
  retry-on conn-failure empty-response
  option redispatch 1"""


class HAProxy:
    """HAProxy in front of the instances, with its runtime API on a Unix socket."""

    def __init__(self, instances):
        self.port = free_port()
        self.socket = os.path.join(work, "haproxy.sock")
        servers = "\n".join(f"  server {i.name} {HOST}:{i.port} check" for i in instances)
        retrying = RETRYING if not WITHOUT_RETRIES else "  retry-on none\n  no option redispatch"
        config = f"""
global
  stats socket {self.socket} mode 600 level admin
  maxconn 2000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  # Longer than the service's --request-timeout (30 s): the service ends a slow request.
  timeout server 35s
  timeout http-keep-alive 10s
{retrying}

frontend wallet
  bind {HOST}:{self.port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 200ms fastinter 100ms downinter 200ms fall 2 rise 2
{servers}
"""
        path = os.path.join(work, "haproxy.cfg")
        open(path, "w").write(config)
        check = subprocess.run(["haproxy", "-c", "-q", "-f", path], capture_output=True, text=True)
        if check.returncode != 0:
            raise SystemExit(f"rolling-restart: the HAProxy configuration is refused: {check.stderr}")
        self.process = subprocess.Popen(["haproxy", "-db", "-f", path], stdout=subprocess.DEVNULL,
                                        stderr=open(os.path.join(work, "haproxy.log"), "wb"))

    def command(self, text):
        with socket.socket(socket.AF_UNIX) as conn:
            conn.settimeout(5)
            conn.connect(self.socket)
            conn.sendall(text.encode() + b"\n")
            answer = b""
            while chunk := conn.recv(65536):
                answer += chunk
        return answer.decode()

    def stats(self):
        """`show stat` as one dictionary per proxy and server, keyed `backend/server`."""
        lines = self.command("show stat").strip().split("\n")
        names = lines[0].lstrip("# ").split(",")
        rows = [dict(zip(names, line.split(","))) for line in lines[1:]]
        return {f"{row['pxname']}/{row['svname']}": row for row in rows}

    def wait_for(self, server, status, bound=15):
        deadline = time.monotonic() + bound
        while time.monotonic() < deadline:
            try:
                if self.stats()[f"instances/{server}"]["status"].startswith(status):
                    return True
            except (OSError, KeyError):
                pass
            time.sleep(0.05)
        return False


class Load:
    """Clients sending statements through HAProxy without a pause until told to stop."""

    def __init__(self, port, clients):
        self.port = port
        self.stopping = threading.Event()
        self.lock = threading.Lock()
        self.sent = 0
        self.failures = []
        # What the instances are going through: a failure is counted against it.
        self.phase = "steady"
        # How many cuts have begun: a request that was in flight while one began or went on
        # is counted against the cut, whatever the phase when it failed.
        self.cuts = 0
        self.threads = [threading.Thread(target=self.client, daemon=True) for _ in range(clients)]

    def client(self):
        conn = None
        while not self.stopping.is_set():
            problem = None
            phase, cuts = self.phase, self.cuts
            try:
                if conn is None:
                    conn = http.client.HTTPConnection(HOST, self.port, timeout=20)
                conn.request("POST", "/format?width=40&format=jsonl", body=body,
                             headers={"Content-Type": "application/jsonl"})
                response = conn.getresponse()
                data = response.read()
                if response.status != 200:
                    problem = f"status {response.status}: {data[:100]!r}"
                else:
                    answers = [json.loads(line) for line in data.decode().splitlines()]
                    rows = [a for a in answers if "title" in a]
                    if len(rows) != records or len(answers) != records:
                        problem = f"{len(rows)} rows, {len(answers)} answers, not {records}: {answers[-1:]!r}"[:300]
                if response.getheader("connection", "").lower() == "close":
                    conn.close()
                    conn = None
            except (OSError, http.client.HTTPException, ValueError) as error:
                problem = f"{type(error).__name__}: {error}"
                if conn is not None:
                    conn.close()
                conn = None
            with self.lock:
                self.sent += 1
                if problem:
                    if "cut" in (phase, self.phase) or cuts != self.cuts:
                        phase = "cut"
                    self.failures.append((phase if phase == "cut" else self.phase, problem))

    def start(self):
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=30)


instances = [Instance("a"), Instance("b")]
proxy = None
failed = 0
restarts = []
try:
    for instance in instances:
        instance.start()
    proxy = HAProxy(instances)
    for instance in instances:
        if not proxy.wait_for(instance.name, "UP"):
            raise SystemExit(f"rolling-restart: HAProxy does not see {instance.name} up")
    load = Load(proxy.port, CLIENTS)
    started = time.monotonic()
    load.start()
    time.sleep(2)
    for round in range(RESTARTS):
        for drained in (True, False):
            for instance in instances:
                before = load.sent
                load.phase = "drained" if drained else "cut"
                if not drained:
                    load.cuts += 1
                if drained:
                    proxy.command(f"set server instances/{instance.name} state drain")
                    # HAProxy sends it nothing new from here; what it has in flight goes on.
                    time.sleep(0.05)
                in_flight = int(proxy.stats()[f"instances/{instance.name}"]["scur"])
                status, took = instance.stop()
                instance.start()
                if drained:
                    proxy.command(f"set server instances/{instance.name} state ready")
                back = proxy.wait_for(instance.name, "UP")
                load.phase = "steady"
                restarts.append((instance.name, "drained" if drained else "cut", status, took, in_flight,
                                 back, load.sent - before))
                if status != 0 or not back:
                    failed += 1
                note(f"{instance.name} {'drained' if drained else 'cut':7}: SIGTERM with {in_flight} requests"
                     f" in flight there, exit {status} after {took:.2f} s, back up: {back};"
                     f" {load.sent - before} requests meanwhile")
                time.sleep(1)
    load.stop()
    elapsed = time.monotonic() - started
    stats = proxy.stats()
    retries = sum(int(stats[f"instances/{i.name}"]["wretr"] or 0) for i in instances)
    redispatches = sum(int(stats[f"instances/{i.name}"]["wredis"] or 0) for i in instances)
    served = {i.name: int(stats[f"instances/{i.name}"]["stot"] or 0) for i in instances}
    lost = {phase: sum(1 for p, _ in load.failures if p == phase) for phase in ("drained", "cut", "steady")}
    note(f"{load.sent} requests ({records} rows each) in {elapsed:.1f} s through HAProxy"
         f" ({load.sent / elapsed:.0f} per second, {CLIENTS} clients), {len(restarts)} restarts;"
         f" failed: {len(load.failures)} ({lost['drained']} while drained, {lost['cut']} while cut);"
         f" HAProxy retried {retries}, redispatched {redispatches}; served by a: {served['a']}, b: {served['b']}")
    for phase, failure in load.failures[:10]:
        print(f"{'FAILED: ' if not WITHOUT_RETRIES or phase != 'cut' else ''}a request ({phase}): {failure}",
              file=sys.stderr)
    if WITHOUT_RETRIES:
        # The control: without retries, the cut restarts lose requests (so the load reaches the
        # instance cut, and a lost request is seen), the drained ones none.
        failed += lost["drained"] + lost["steady"]
        if lost["cut"] == 0:
            print("FAILED: without retries, cutting an instance lost no request: the check sees no loss",
                  file=sys.stderr)
            failed += 1
    else:
        failed += len(load.failures)
    if load.sent < 50 or any(restart[-1] == 0 for restart in restarts):
        print("FAILED: the load did not run through every restart", file=sys.stderr)
        failed += 1
finally:
    for instance in instances:
        if instance.process and instance.process.poll() is None:
            instance.process.kill()
            instance.process.wait()
    if proxy:
        proxy.process.terminate()
        proxy.process.wait(timeout=10)
    shutil.rmtree(work, ignore_errors=True)
print(f"rolling-restart: {'passed' if not failed else f'FAILED ({failed})'}")
sys.exit(1 if failed else 0)
