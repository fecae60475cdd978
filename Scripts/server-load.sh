#!/usr/bin/env bash
# Measures Examples/WalletServer under load on loopback with wrk (Docs/Server.md, "Load"); not
# run by CI. Builds the example and the tool in release, starts the service on 127.0.0.1 on a
# free port, and records for a 100-row statement (POST /format, text, width 40):
#   - throughput and p50/p99 latency at 1, 16 and 64 connections (each run SECONDS_PER_RUN
#     seconds, 10 by default);
#   - the service's memory over 10,000 requests at 16 connections, in runs of 1 s until
#     10,000 requests (at most 60 runs): RSS after 1,000, after 10,000, after each run, peak;
#   - the rows per second of `adaptive-rows format` over the same rows in one stream (the
#     statement 1,000 times, 100,000 rows, the tool's defaults; the median of three runs);
# then prints the ratios that Docs/Benchmarks.md sets targets for.
#
#   bash Scripts/server-load.sh            # SECONDS_PER_RUN=10
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${SECONDS_PER_RUN:-10}

if ! command -v wrk >/dev/null; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  echo "server-load: installing wrk"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq wrk
fi

echo "server-load: building the example and the tool in release"
timeout 1800 swift build -c release --package-path Examples/WalletServer 2>&1 | grep -E 'error|Build complete' || true
timeout 1800 swift build -c release --product adaptive-rows 2>&1 | grep -E 'error|Build complete' || true
server="$root/Examples/WalletServer/.build/release/WalletServer"
tool="$root/.build/release/adaptive-rows"
[ -x "$server" ] && [ -x "$tool" ] || { echo "server-load: the build failed" >&2; exit 1; }

work=$(mktemp -d)
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

bash Scripts/generate-wallet.sh 100 >"$work/statement.jsonl"
for _ in $(seq 1 1000); do cat "$work/statement.jsonl"; done >"$work/stream.jsonl"

# wrk's script: POSTs the statement and at the end prints one line of figures (latency in
# microseconds). It has no per-request hook (request() or response()): wrk shares the cores with
# the service, and a hook costs it a Lua call per request, a response hook a copy of every body.
cat >"$work/statement.lua" <<EOF
local file = io.open("$work/statement.jsonl", "rb")
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/jsonl"
function done(summary, latency, requests)
  io.write(string.format("FIGURES requests=%d seconds=%.3f p50=%d p99=%d max=%d non2xx=%d errors=%d\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99),
    latency.max, summary.errors.status, summary.errors.connect + summary.errors.read
      + summary.errors.write + summary.errors.timeout))
end
EOF

"$server" --host 127.0.0.1 --port 0 >"$work/server.out" 2>"$work/server.err" &
server_pid=$!
port=""
for _ in $(seq 1 300); do
  port=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$work/server.out" 2>/dev/null | grep -o '[0-9]*$' || true)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "server-load: the server did not start" >&2; exit 1; }
url="http://127.0.0.1:$port/format?width=40"
rows_per_request=$(curl -sS --max-time 10 -H 'Content-Type: application/jsonl' \
  --data-binary "@$work/statement.jsonl" "$url&format=jsonl" | grep -c '"mode"')
[ "$rows_per_request" = 100 ] || { echo "server-load: the statement has $rows_per_request rows, not 100" >&2; exit 1; }
rss() { awk '/VmRSS/ {print $2}' "/proc/$server_pid/status"; }
# The service's CPU time so far, in clock ticks (user and system).
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }
ticks_per_second=$(getconf CLK_TCK)

# run CONNECTIONS SECONDS: one wrk run, bounded in time; prints its FIGURES line.
run() {
  local connections=$1 duration=$2
  local threads=$((connections < 2 ? 1 : 2))
  timeout $((duration + 30)) \
    wrk -t "$threads" -c "$connections" -d "${duration}s" --timeout 5s -s "$work/statement.lua" "$url" |
    grep '^FIGURES'
}
field() { echo "$1" | tr ' ' '\n' | awk -F= -v key="$2" '$1 == key {print $2}'; }

echo "server-load: warming up"
run 16 2 >/dev/null
declare -A rows_per_second p50 p99 rows_per_cpu_second
for connections in 1 16 64; do
  ticks_before=$(cpu_ticks)
  figures=$(run "$connections" "$seconds")
  ticks=$(($(cpu_ticks) - ticks_before))
  requests=$(field "$figures" requests)
  elapsed=$(field "$figures" seconds)
  rows_per_second[$connections]=$(awk -v r="$requests" -v s="$elapsed" 'BEGIN {printf "%.0f", r * 100 / s}')
  rows_per_cpu_second[$connections]=$(awk -v r="$requests" -v t="$ticks" -v hz="$ticks_per_second" \
    'BEGIN {printf "%.0f", r * 100 / (t / hz)}')
  p50[$connections]=$(field "$figures" p50)
  p99[$connections]=$(field "$figures" p99)
  echo "server-load: $connections connection(s): $requests requests in $elapsed s," \
    "$(awk -v r="$requests" -v s="$elapsed" 'BEGIN {printf "%.0f", r / s}') requests/s," \
    "${rows_per_second[$connections]} rows/s, p50 ${p50[$connections]} µs," \
    "p99 ${p99[$connections]} µs, max $(field "$figures" max) µs," \
    "non-2xx $(field "$figures" non2xx), socket errors $(field "$figures" errors);" \
    "the service's CPU $(awk -v t="$ticks" -v hz="$ticks_per_second" 'BEGIN {printf "%.1f", t / hz}') s," \
    "${rows_per_cpu_second[$connections]} rows per CPU second"
done

echo "server-load: memory over 10,000 requests (16 connections)"
kill "$server_pid"
wait "$server_pid" 2>/dev/null || true
"$server" --host 127.0.0.1 --port "$port" >"$work/server.out" 2>"$work/server.err" &
server_pid=$!
for _ in $(seq 1 300); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.1; done
rss_start=$(rss)
# Runs of 1 s until 10,000 requests (at most 60 runs), the resident memory after each.
total=0
trace=""
rss_1000=""
for _ in $(seq 1 60); do
  figures=$(run 16 1)
  total=$((total + $(field "$figures" requests)))
  trace="$trace $(rss)"
  [ -z "$rss_1000" ] && [ "$total" -ge 1000 ] && rss_1000=$(rss)
  [ "$total" -ge 10000 ] && break
done
rss_10000=$(rss)
peak=$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")
echo "server-load: RSS at start $rss_start KiB, after 1,000 requests $rss_1000 KiB," \
  "after $total requests $rss_10000 KiB, peak $peak KiB; after each second (KiB):$trace"

echo "server-load: adaptive-rows format over the same rows in one stream (100,000 rows)"
# Three runs, the median by elapsed time: one run of half a second is at the mercy of the
# machine's other work for that half second.
tool_times=$(for _ in 1 2 3; do
  { /usr/bin/time -f '%e %U %S' "$tool" format --width 40 "$work/stream.jsonl" >/dev/null; } 2>&1 | tail -1
done | sort -n | sed -n 2p)
tool_seconds=${tool_times%% *}
tool_rows_per_second=$(awk -v s="$tool_seconds" 'BEGIN {printf "%.0f", 100000 / s}')
tool_rows_per_cpu_second=$(echo "$tool_times" | awk '{printf "%.0f", 100000 / ($2 + $3)}')
echo "server-load: adaptive-rows format: 100,000 rows in $tool_seconds s, $tool_rows_per_second rows/s;" \
  "$tool_rows_per_cpu_second rows per CPU second"

echo
echo "== ratios (the targets of Docs/Benchmarks.md)"
awk -v a="${rows_per_second[64]}" -v b="$tool_rows_per_second" \
  'BEGIN {printf "service rows/s at 64 connections / format rows/s: %.2f (target >= 0.70)\n", a / b}'
awk -v a="${rows_per_cpu_second[64]}" -v b="$tool_rows_per_cpu_second" \
  'BEGIN {printf "the same per CPU second (wrk, on the same cores, left out): %.2f\n", a / b}'
for connections in 1 16 64; do
  awk -v c="$connections" -v a="${p99[$connections]}" -v b="${p50[$connections]}" \
    'BEGIN {printf "p99 / p50 at %d connection(s): %.2f (target <= 3)\n", c, a / b}'
done
awk -v a="${p99[1]}" 'BEGIN {printf "p99 at 1 connection: %.2f ms (target < 5 ms)\n", a / 1000}'
awk -v a="$rss_1000" -v b="$rss_10000" -v n="$total" \
  'BEGIN {printf "RSS after %d requests / after 1,000: %.2f (%+d KiB; flat is about 1)\n", n, b / a, b - a}'
