#!/usr/bin/env bash
# Checks Examples/WalletServer over real HTTP (Docs/Server.md): builds it, runs its tests
# (WorkGate's), starts it on 127.0.0.1 on a free port, sends requests with curl to every
# endpoint, in every format, with every error status, hostile titles, a 100,000-row body,
# concurrent clients and a client that goes away during a 100,000-row response, the request
# log, the metrics and the settings from flags and the environment, and stops it; checks every
# answer it got against the OpenAPI document (Scripts/openapi-check.py) and the container
# file's libraries; then Scripts/server-attacks.py attacks servers of its own (Docs/Server.md,
# "Under attack"). Loopback only; every wait is bounded. Rows are checked against
# `adaptive-rows format` over the same input.
#
#   bash Scripts/server-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
example="$root/Examples/WalletServer"

work=$(mktemp -d)
echo "server-check: building the example and the tool"
# build ARGS...: swift build; the example's own sources build without warnings, like the
# library's.
build() {
  if ! timeout 900 swift build "$@" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "server-check: swift build $* failed" >&2
    exit 1
  fi
  grep -E 'Build complete' "$work/build.log" || true
  if grep -E '^/.*/Examples/WalletServer/(Sources|Tests)/.*: warning:' "$work/build.log" >&2; then
    echo "server-check: the example has warnings (above); they count as errors" >&2
    exit 1
  fi
}
build --package-path "$example" --build-tests
build --product adaptive-rows
server="$example/.build/debug/WalletServer"
tool="$root/.build/debug/adaptive-rows"
# The service measures with the library's default cell widths (clusters); the tool, writing to
# a file, would take its model from the TERM of whoever runs the check.
cells=(--cell-widths clusters)
server_pids=()
cleanup() {
  for pid in "${server_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

passed=0
failed=0
check() { # check NAME CONDITION-COMMAND...
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name" >&2
  fi
}

# The example's own tests: how statements share the service's threads (WorkGate).
example_tests() {
  timeout 300 swift test --package-path "$example" --skip-build >"$work/tests.log" 2>&1 ||
    { cat "$work/tests.log" >&2; return 1; }
}
check "the example's tests pass" example_tests

# start NAME ARGS...: starts a server on a free port; sets $port and $pid.
start() {
  local name=$1
  shift
  "$server" --host 127.0.0.1 --port 0 "$@" >"$work/$name.out" 2>"$work/$name.err" &
  pid=$!
  server_pids+=("$pid")
  port=""
  for _ in $(seq 1 300); do
    port=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$work/$name.out" 2>/dev/null | grep -o '[0-9]*$' || true)
    [ -n "$port" ] && return 0
    sleep 0.1
  done
  echo "server-check: $name did not start within 30 s" >&2
  cat "$work/$name.err" >&2
  exit 1
}

# request ARGS...: curl with a bounded time; writes the body to $work/body, the headers to
# $work/headers; prints the status. Each answer is kept in $work/answers (its request, head
# and first 4 MiB) for Scripts/openapi-check.py, which checks them against the OpenAPI
# document at the end.
mkdir -p "$work/answers"
request() {
  local out answer
  if ! out=$(curl -sS --max-time 120 -o "$work/body" -D "$work/headers" \
    -w '%{http_code} %{method} %{url_effective}' "$@"); then
    echo "curl-failed"
    return
  fi
  answer=$(mktemp -d "$work/answers/answer.XXXXXX")
  echo "${out#* }" >"$answer/request"
  cp "$work/headers" "$answer/headers"
  # curl writes a HEAD response's head where the body would go: a HEAD answer keeps none.
  local method=${out#* }
  if [ "${method%% *}" = HEAD ]; then : >"$answer/body"; else head -c 4194304 "$work/body" >"$answer/body"; fi
  [ "$(stat -c %s "$work/body")" -le 4194304 ] || touch "$answer/truncated"
  echo "${out%% *}"
}
header() { grep -i "^$1:" "$work/headers" | head -1 | cut -d' ' -f2- | tr -d '\r'; }
json_field() { python3 -c 'import json,sys; print(json.loads(sys.stdin.read())["error"]["code"])' <"$work/body"; }
# Whether the body holds no control character but line feeds: no C0 but LF, no DEL, no C1.
no_controls() { python3 - "$1" <<'EOF'
import sys
text = open(sys.argv[1], "rb").read().decode("utf-8")
bad = [hex(ord(c)) for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F]
if bad: print("control characters in the response:", bad[:10], file=sys.stderr)
sys.exit(1 if bad else 0)
EOF
}
rss_kib() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

start main --request-timeout 300
main_pid=$pid
base="http://127.0.0.1:$port"
echo "server-check: WalletServer on port $port"
jsonl=(-H 'Content-Type: application/jsonl')
sample="$root/Samples/wallet.jsonl"

echo "== health"
check "GET /health is 200" [ "$(request "$base/health")" = 200 ]
check "GET /health says ok" grep -q '"status":"ok"' "$work/body"
check "an unknown path is 404" [ "$(request "$base/nothing")" = 404 ]
check "HEAD /health is 200" [ "$(request -I "$base/health")" = 200 ]
check "HEAD /health has the length of GET's body" [ "$(header content-length)" = 16 ]

echo "== format: text, jsonl, svg, CSV, policies"
check "text is 200" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "$base/format?width=32")" = 200 ]
check "text is chunked" [ "$(header transfer-encoding)" = chunked ]
check "text is text/plain" grep -qi '^content-type: text/plain' "$work/headers"
"$tool" format "${cells[@]}" --width 32 "$sample" >"$work/expected.txt"
check "text rows are the tool's" cmp -s "$work/body" "$work/expected.txt"
check "jsonl is 200" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "$base/format?width=32&format=jsonl")" = 200 ]
"$tool" format "${cells[@]}" --width 32 --format jsonl "$sample" >"$work/expected.jsonl"
check "jsonl rows are the tool's" cmp -s "$work/body" "$work/expected.jsonl"
check "uniform is 200" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "$base/format?width=24&format=jsonl&policy=uniform")" = 200 ]
"$tool" format "${cells[@]}" --width 24 --format jsonl --policy uniform "$sample" >"$work/expected-uniform.jsonl"
check "uniform rows are the tool's" cmp -s "$work/body" "$work/expected-uniform.jsonl"
check "uniform rows share one mode" [ "$(python3 -c 'import json,sys; print(len({json.loads(l)["mode"] for l in sys.stdin}))' <"$work/body")" = 1 ]
check "svg is 200" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "$base/format?width=32&format=svg")" = 200 ]
check "svg is image/svg+xml" grep -qi '^content-type: image/svg+xml' "$work/headers"
check "svg is well-formed XML with every row line" python3 - "$work/body" "$work/expected.txt" <<'EOF'
import sys, xml.etree.ElementTree as tree
root = tree.parse(sys.argv[1]).getroot()
texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
expected = [l for l in open(sys.argv[2], encoding="utf-8").read().split("\n") if l and not l.startswith("\u2500")]
sys.exit(0 if texts == expected else 1)
EOF
printf 'title,amount,currency\nCoffee,3.50,EUR\n"Rent, May",-900,EUR\n' >"$work/input.csv"
check "CSV is 200" [ "$(request -H 'Content-Type: text/csv; charset=utf-8' --data-binary "@$work/input.csv" "$base/format?width=30&format=jsonl")" = 200 ]
"$tool" format "${cells[@]}" --width 30 --format jsonl "$work/input.csv" >"$work/expected-csv.jsonl"
check "CSV rows are the tool's" cmp -s "$work/body" "$work/expected-csv.jsonl"

echo "== format: every input line answered, errors as JSON on their line"
printf '%s\n' '{"title": "No amount"}' '{"title": "Coffee", "amount": "EUR:3.5"}' 'not json' '' \
  '{"title": "Tea", "amount": "EUR:2"}' '{"title": "Bad", "amount": {"value": "1x", "currency": "EUR"}}' \
  >"$work/mixed.jsonl"
check "mixed input is 200" [ "$(request "${jsonl[@]}" --data-binary "@$work/mixed.jsonl" "$base/format?width=30&format=jsonl")" = 200 ]
check "each line answered in order, errors with codes" python3 - "$work/body" <<'EOF'
import json, sys
answers = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
got = [(a["line"], a["error"]["code"] if "error" in a else a["title"]) for a in answers]
want = [(1, "missingField"), (2, "Coffee"), (3, "malformedJSON"), (5, "Tea"), (6, "invalidDecimal")]
column = answers[2]["error"].get("column")
if got != want or column != 2: print(got, column, file=sys.stderr)
sys.exit(0 if got == want and column == 2 else 1)
EOF
check "text output reports errors on their line" bash -c \
  "[ \"\$(curl -sS --max-time 30 -H 'Content-Type: application/jsonl' --data-binary @$work/mixed.jsonl '$base/format?width=30' | grep -c '^error: line [136]:')\" = 3 ]"

echo "== hostile titles"
printf '%s\n' '{"title": "Evil\u001b[2J\u001b]0;owned\u0007 shop", "amount": "EUR:1"}' \
  '{"title": "Bell\u0007 \u009b31m C1 \u007f DEL \u202e bidi", "amount": "EUR:2"}' \
  '{"title": "Plain", "amount": "EUR:3"}' >"$work/hostile.jsonl"
for format in text jsonl svg; do
  check "hostile titles ($format) are 200" [ "$(request "${jsonl[@]}" --data-binary "@$work/hostile.jsonl" "$base/format?width=30&format=$format")" = 200 ]
  check "hostile titles ($format) reach the client without a control" no_controls "$work/body"
done
request "${jsonl[@]}" --data-binary "@$work/hostile.jsonl" "$base/format?width=30&format=jsonl" >/dev/null
check "hostile titles: every row kept in order, warnings on their lines before them" python3 - "$work/body" <<'EOF'
import json, sys
answers = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
rows = [a["line"] for a in answers if "title" in a]
warnings = [(a["line"], a["warning"]["code"], a["warning"]["position"]) for a in answers if "warning" in a]
order = [a["line"] for a in answers]
want = [(1, "controlCharacter", 5), (1, "controlCharacter", 9), (1, "controlCharacter", 18),
        (2, "controlCharacter", 5), (2, "controlCharacter", 7), (2, "controlCharacter", 15),
        (2, "bidiControl", 21)]
ok = rows == [1, 2, 3] and warnings == want and order == sorted(order)
if not ok: print(rows, warnings, order, file=sys.stderr)
sys.exit(0 if ok else 1)
EOF
request "${jsonl[@]}" --data-binary "@$work/hostile.jsonl" "$base/format?width=30" >/dev/null
"$tool" format "${cells[@]}" --width 30 "$work/hostile.jsonl" >"$work/expected-hostile.txt" 2>/dev/null
check "hostile titles: text rows are the tool's" cmp -s "$work/body" "$work/expected-hostile.txt"
for format in text json svg; do
  check "preview of a hostile title ($format) is 200" [ "$(request "$base/preview?title=Evil%1B%5B2J%1B%5D0%3Bx%07%C2%9B31m%7F&amount=EUR:12.5&widths=10,30&format=$format")" = 200 ]
  check "preview of a hostile title ($format) holds no control" no_controls "$work/body"
done

echo "== preview"
check "preview text is 200" [ "$(request "$base/preview?title=Coffee%20Bar&amount=EUR:3.50&widths=12,30")" = 200 ]
check "preview text shows each width" [ "$(grep -c '^width ' "$work/body")" = 2 ]
check "preview json is 200" [ "$(request "$base/preview?title=Coffee%20Bar&amount=EUR:3.50&widths=12,30&format=json")" = 200 ]
printf '%s\n' '{"title": "Coffee Bar", "amount": "EUR:3.50"}' >"$work/one.jsonl"
"$tool" format "${cells[@]}" --width 30 --format jsonl "$work/one.jsonl" >"$work/expected-one.jsonl"
check "preview json rows are the tool's" python3 - "$work/body" "$work/expected-one.jsonl" <<'EOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
tool = json.loads(open(sys.argv[2], encoding="utf-8").readline())
ok = [r["proposedWidth"] for r in rows] == [12, 30] and rows[1]["lines"] == tool["lines"] and rows[1]["mode"] == tool["mode"]
sys.exit(0 if ok else 1)
EOF
check "preview svg is 200" [ "$(request "$base/preview?title=Coffee&amount=EUR:3.50&format=svg")" = 200 ]
check "preview svg is well-formed XML" python3 -c 'import sys, xml.etree.ElementTree as t; t.parse(sys.argv[1])' "$work/body"
check "HEAD /preview is 200" [ "$(request -I "$base/preview?title=Coffee&amount=EUR:3.50")" = 200 ]
check "HEAD /preview with a bad parameter is 400" [ "$(request -I "$base/preview?title=Coffee")" = 400 ]

echo "== bad parameters: 400 with a JSON error"
for query in "format?width=0" "format?width=abc" "format?width=100000" "format?format=pdf" \
  "format?policy=sometimes" "format?colour=red" "format?width=30&width=40"; do
  check "POST /$query is 400" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "$base/$query")" = 400 ]
  check "POST /$query has a JSON error" [ "$(json_field)" = badParameter ]
done
for query in "preview?amount=EUR:1" "preview?title=x" "preview?title=x&amount=EUR:1&widths=10,,20" \
  "preview?title=x&amount=EUR:1&widths=$(seq -s, 10 30)" "preview?title=x&amount=EUR:1&format=png"; do
  check "GET /$query is 400" [ "$(request "$base/$query")" = 400 ]
  check "GET /$query has a JSON error" [ "$(json_field)" = badParameter ]
done
check "a control in a preview amount is 400" [ "$(request "$base/preview?title=x&amount=1%1B2")" = 400 ]
check "a control in a preview amount is controlCharacter" [ "$(json_field)" = controlCharacter ]

echo "== content types: 415"
check "text/html is 415" [ "$(request -H 'Content-Type: text/html' --data-binary "@$sample" "$base/format")" = 415 ]
check "415 has a JSON error" [ "$(json_field)" = unsupportedMediaType ]
check "no content type is 415" [ "$(request -H 'Content-Type:' --data-binary "@$sample" "$base/format")" = 415 ]
check "latin-1 JSON Lines is 415" [ "$(request -H 'Content-Type: application/jsonl; charset=iso-8859-1' --data-binary "@$sample" "$base/format")" = 415 ]

echo "== 100,000 rows streamed in and out"
bash "$root/Scripts/generate-wallet.sh" 100000 >"$work/large.jsonl"
started=$(date +%s)
check "a 100,000-row chunked body is 200" [ "$(request "${jsonl[@]}" -H 'Transfer-Encoding: chunked' --data-binary "@$work/large.jsonl" "$base/format?width=40&format=jsonl")" = 200 ]
check "100,000 rows answered, lines 1 to 100,000 in order" \
  awk '{ if (!match($0, /^\{"line":[0-9]+/)) exit 1; n = substr($0, 9, RLENGTH - 8) + 0; if (n != NR) exit 1 } END { exit NR == 100000 ? 0 : 1 }' "$work/body"
echo "server-check: 100,000 rows in $(($(date +%s) - started)) s; RSS $(rss_kib "$main_pid") KiB"

echo "== concurrent clients"
clients=()
for i in $(seq 1 16); do
  curl -sS --max-time 60 "${jsonl[@]}" --data-binary "@$sample" -o "$work/concurrent-$i.txt" "$base/format?width=32" &
  clients+=($!)
done
wait_ok=0
for client in "${clients[@]}"; do wait "$client" || wait_ok=1; done
check "16 concurrent clients all answered" [ "$wait_ok" = 0 ]
same=0
for i in $(seq 1 16); do cmp -s "$work/concurrent-$i.txt" "$work/expected.txt" || same=1; done
check "16 concurrent clients got the tool's rows" [ "$same" = 0 ]

echo "== a client that goes away during a 100,000-row response"
rss_before=$(rss_kib "$main_pid")
for _ in 1 2 3; do
  curl -sS -N --max-time 60 "${jsonl[@]}" --data-binary "@$work/large.jsonl" \
    "$base/format?width=40&format=jsonl" 2>/dev/null | head -c 100000 >/dev/null || true
done
sleep 1
ticks_before=$(cpu_ticks "$main_pid")
sleep 2
ticks_after=$(cpu_ticks "$main_pid")
rss_after=$(rss_kib "$main_pid")
echo "server-check: RSS before $rss_before KiB, after three abandoned responses $rss_after KiB; CPU ticks over 2 s idle: $((ticks_after - ticks_before))"
check "the work stops when the client goes away (under 0.1 s of CPU in 2 s)" [ $((ticks_after - ticks_before)) -lt 10 ]
check "memory stays flat after abandoned responses (within 16 MiB)" [ $((rss_after - rss_before)) -lt 16384 ]
check "the server still serves after abandoned responses" [ "$(request "$base/health")" = 200 ]

echo "== request log and metrics"
# One line per request on standard error (swift-log): the jsonl statement of the sample above
# is logged with its rows; the metrics count what the check has sent so far.
sample_rows=$(grep -c . "$sample")
check "each request is logged with its method, path, status, rows and duration" \
  grep -qE "info WalletServer: .*duration=[0-9]+\.[0-9]{6} .*method=POST path=/format rows=$sample_rows status=200 \[WalletServer\] request" "$work/main.err"
check "a refused request is logged with its error" \
  grep -qE "errors=unsupportedMediaType:1 .*method=POST path=/format rows=0 status=415 \[WalletServer\] request" "$work/main.err"
check "a query is not logged" bash -c "! grep -q 'width=' '$work/main.err'"
check "GET /metrics is 200" [ "$(request "$base/metrics")" = 200 ]
check "metrics: requests, rows, errors by code, a latency histogram, in flight" python3 - "$work/body" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
def value(pattern):
    found = re.search("^" + pattern + r" (\S+)$", text, re.M)
    return float(found.group(1)) if found else None
checks = {
    "format 200s": (value(r'wallet_requests_total\{method="POST",path="/format",status="200"\}') or 0) >= 10,
    "415s": value(r'wallet_requests_total\{method="POST",path="/format",status="415"\}') == 3,
    "rows": (value(r'wallet_rows_total\{path="/format"\}') or 0) >= 100000,
    "badParameter": (value(r'wallet_errors_total\{code="badParameter"\}') or 0) >= 10,
    "missingField": (value(r'wallet_errors_total\{code="missingField"\}') or 0) >= 2,
    "histogram": value(r'wallet_request_duration_seconds_count\{path="/format"\}') is not None
                 and value(r'wallet_request_duration_seconds_bucket\{path="/format",le="\+Inf"\}')
                 == value(r'wallet_request_duration_seconds_count\{path="/format"\}'),
    "in flight": value(r'wallet_requests_in_flight') is not None,
}
bad = [name for name, ok in checks.items() if not ok]
if bad: print("metrics missing or wrong:", bad, file=sys.stderr)
sys.exit(1 if bad else 0)
EOF

echo "== settings from flags and the environment"
check "--help lists every option and its variable" bash -c \
  "'$server' --help | grep -q -- '--max-connections' && '$server' --help | grep -q WALLET_SERVER_MAX_ROWS"
check "a malformed flag is status 64" bash -c "'$server' --port abc 2>/dev/null; [ \$? = 64 ]"
check "a malformed variable is status 64, named" bash -c \
  "WALLET_SERVER_MAX_ROWS=1e3 '$server' 2>&1 >/dev/null | grep -q '^WALLET_SERVER_MAX_ROWS: \"1e3\" is not a whole number'"
check "an unknown log level is refused" bash -c "! '$server' --log-level loud 2>/dev/null"
WALLET_SERVER_MAX_ROWS=3 WALLET_SERVER_LOG_LEVEL=warning start environment
check "the environment sets a limit" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "http://127.0.0.1:$port/format?format=jsonl")" = 200 ]
check "the environment's limit holds" [ "$(tail -1 "$work/body" | python3 -c 'import json,sys; a=json.load(sys.stdin); print(a["line"], a["error"]["code"])')" = "4 tooManyRows" ]
check "the environment's log level holds: no request lines" bash -c "! grep -q 'path=/format' '$work/environment.err'"
WALLET_SERVER_MAX_ROWS=3 start flag-wins --max-rows 4
check "a flag wins over the environment" [ "$(request "${jsonl[@]}" --data-binary "@$sample" "http://127.0.0.1:$port/format?format=jsonl")" = 200 ]
check "the flag's limit holds: four rows, then tooManyRows" [ "$(python3 -c 'import json,sys; a=[json.loads(l) for l in sys.stdin]; print(len(a), a[-1]["error"]["code"])' <"$work/body")" = "5 tooManyRows" ]

echo "== limits: body size (413), rows, request time"
start small-body --max-body-bytes 2000
small="http://127.0.0.1:$port"
head -n 100 "$work/large.jsonl" >"$work/hundred.jsonl"
check "a body longer than the limit is 413" [ "$(request "${jsonl[@]}" --data-binary "@$work/hundred.jsonl" "$small/format?format=jsonl")" = 413 ]
check "413 has a JSON error" [ "$(json_field)" = bodyTooLarge ]
check "a chunked body past the limit is 200 until then" [ "$(request "${jsonl[@]}" -H 'Transfer-Encoding: chunked' --data-binary "@$work/hundred.jsonl" "$small/format?format=jsonl")" = 200 ]
check "a chunked body past the limit ends with readFailed" bash -c "tail -1 '$work/body' | grep -q '\"code\":\"readFailed\",\"message\":\"reading the input failed: the request body is larger than the limit of 2000 bytes'"
start limited --max-rows 5 --request-timeout 2 --idle-timeout 5
limited="http://127.0.0.1:$port"
head -n 8 "$sample" >"$work/eight.jsonl"
check "more rows than the limit is 200" [ "$(request "${jsonl[@]}" --data-binary "@$work/eight.jsonl" "$limited/format?format=jsonl")" = 200 ]
check "rows past the limit: five rows, then tooManyRows" python3 - "$work/body" <<'EOF'
import json, sys
answers = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
ok = len(answers) == 6 and all("error" not in a for a in answers[:5]) and answers[5]["error"]["code"] == "tooManyRows" and answers[5]["line"] == 6
sys.exit(0 if ok else 1)
EOF
# A client that sends one line of its body and stalls: the server closes the connection at
# the request's time (2 s); the client waits for that at most 10 s.
check "a request past its time is cut off (2 s limit, under 6 s)" python3 - "$port" <<'EOF'
import socket, sys, time
line = b'{"title": "Tea", "amount": "EUR:2"}\n'
with socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=10) as conn:
    conn.sendall(b"POST /format?format=jsonl HTTP/1.1\r\nHost: x\r\nContent-Type: application/jsonl\r\n"
                 b"Transfer-Encoding: chunked\r\n\r\n" + b"%x\r\n" % len(line) + line + b"\r\n")
    started = time.monotonic()
    try:
        while conn.recv(65536):
            pass
    except (ConnectionResetError, socket.timeout):
        pass
    elapsed = time.monotonic() - started
print(f"server-check: a body that stalls is cut off after {elapsed:.1f} s")
sys.exit(0 if 1.5 < elapsed < 6 else 1)
EOF
check "the server still serves after a cut-off request" [ "$(request "$limited/health")" = 200 ]

echo "== the container file installs every shared library the service links"
check "the Dockerfile's runtime stage has the service's shared libraries" \
  python3 "$root/Scripts/check-container-libraries.py" "$server" "$example/Dockerfile"

echo "== the OpenAPI document: valid, and every answer above fits it"
check "openapi.yaml is valid OpenAPI 3.1" python3 -m openapi_spec_validator --schema 3.1 "$example/openapi.yaml"
check "every answer fits openapi.yaml" python3 "$root/Scripts/openapi-check.py" "$example/openapi.yaml" "$work/answers"

echo "== attacks (Scripts/server-attacks.py: fairness, shutdown under load, bounded drains, descriptors,"
echo "   a client that writes before it reads, safe messages, HTTP details; servers of its own)"
if ! timeout 900 python3 "$root/Scripts/server-attacks.py" "$server" "$tool" "$sample"; then
  failed=$((failed + 1))
  echo "FAILED: an attack (above)" >&2
fi

echo "== stop"
for pid in "${server_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
stopped=0
for _ in $(seq 1 100); do
  alive=0
  for pid in "${server_pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
  [ "$alive" = 0 ] && stopped=1 && break
  sleep 0.1
done
check "the servers stop on SIGTERM within 10 s" [ "$stopped" = 1 ]
server_pids=()
if grep -E 'Fatal error|fatal error|Illegal instruction|Segmentation' "$work"/*.err >&2; then
  failed=$((failed + 1))
  echo "FAILED: a server crashed" >&2
fi

echo "server-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
