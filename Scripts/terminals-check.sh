#!/usr/bin/env bash
# Checks the preview's frames in real terminals besides tmux (Scripts/terminal-check.sh): GNU
# screen (inside xterm), and xterm, rxvt-unicode, st and mlterm under Xvfb (Docs/Text.md, "Cell
# widths"). In each, Scripts/terminal_probe.py runs `adaptive-rows preview --verbose` with no
# other option on that terminal, for the built-in sample and for Samples/scripts.jsonl, and
# reads the column each frame line ends in with cursor position reports; every frame must line
# up, with the model learned from the terminal's answers. The same file with a wrong model
# forced (clusters) must break frames, so the check can fail; and with the output piped (no
# probe) the cache the first runs wrote must line every frame up. Each terminal has its own
# cache directory; the X server is private and everything started is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

terminals=(xterm screen urxvt st mlterm)
if [ $# -gt 0 ]; then terminals=("$@"); fi

for command in Xvfb "${terminals[@]}" python3; do
  command -v "$command" >/dev/null || { echo "terminals-check: $command is missing (Scripts/setup.sh)" >&2; exit 1; }
done
swift build --product adaptive-rows >/dev/null
tool="$(swift build --show-bin-path)/adaptive-rows"

work=$(mktemp -d)
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
compositor=""
cleanup() {
  [ -n "$compositor" ] && kill "$compositor" 2>/dev/null
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
export DISPLAY=$display LANG=C.UTF-8
unset CI ADAPTIVE_ROWS_NO_PROBE
if [[ " ${terminals[*]} " == *" foot "* ]]; then
  # foot is a Wayland terminal: a weston of its own, drawn on the X server.
  export XDG_RUNTIME_DIR="$work/run" WAYLAND_DISPLAY=wayland-check
  mkdir -m 700 "$XDG_RUNTIME_DIR"
  weston --backend=x11-backend.so --socket="$WAYLAND_DISPLAY" --idle-time=0 >"$work/weston.log" 2>&1 &
  compositor=$!
  for _ in $(seq 50); do [ -e "$XDG_RUNTIME_DIR/$WAYLAND_DISPLAY" ] && break; sleep 0.1; done
fi

status=0
for terminal in "${terminals[@]}"; do
  out="$work/$terminal.json"
  inner=(env "XDG_CACHE_HOME=$work/cache-$terminal" COLUMNS=1 python3 Scripts/terminal_probe.py
    check "$out" clusters "$tool" preview --verbose)
  start=$(date +%s%N)
  case $terminal in
    xterm) xterm -u8 -geometry 160x50 -e "${inner[@]}" 2>/dev/null & ;;
    screen) xterm -u8 -geometry 160x50 -e screen -c /dev/null -T screen "${inner[@]}" 2>/dev/null & ;;
    urxvt) urxvt -geometry 160x50 -e "${inner[@]}" 2>/dev/null & ;;
    st) st -g 160x50 -e "${inner[@]}" 2>/dev/null & ;;
    mlterm) mlterm -g 160x50 -e "${inner[@]}" 2>/dev/null & ;;
    # Tried by hand (Docs/Text.md's table), not in CI: OpenGL terminals in software, and foot.
    zutty) zutty -font DejaVuSansMono -geometry 160x50 -e "${inner[@]}" 2>/dev/null & ;;
    alacritty) LIBGL_ALWAYS_SOFTWARE=1 alacritty -e "${inner[@]}" 2>/dev/null & ;;
    kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty "${inner[@]}" 2>/dev/null & ;;
    sakura) sakura -x "${inner[*]}" 2>/dev/null & ;;
    foot) foot "${inner[@]}" 2>/dev/null & ;;
    *) echo "terminals-check: unknown terminal $terminal" >&2; exit 1 ;;
  esac
  pid=$!
  for _ in $(seq 600); do [ -s "$out" ] && break; sleep 0.1; done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [ ! -s "$out" ]; then
    echo "terminals-check: $terminal: the checks did not finish" >&2
    status=1
    continue
  fi
  milliseconds=$((($(date +%s%N) - start) / 1000000))
  python3 - "$terminal" "$out" "$milliseconds" <<'PY' || status=1
import json, sys
terminal, path, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3]) / 1000
results = json.load(open(path, encoding="utf-8"))
ok = True
for name, result in results.items():
    frames, aligned = result["frames"], result["aligned"]
    print(f"terminals-check: {terminal}, {name}: {aligned} of {frames} frames line up")
    model = [line for line in result["stderr"].splitlines() if "cell widths:" in line]
    if name.startswith("auto") or name.startswith("piped"):
        if result["status"] != 0 or frames == 0 or aligned != frames:
            ok = False
            for frame in result["misaligned"]:
                print(f"  misaligned: {frame['top'][:60]} ends at {frame['ends']}", file=sys.stderr)
    # The first run asks; a later one may use the cache of a terminal named with its version.
    asked = ("cursor columns",) if name == "auto-sample" else ("cursor columns", "from the cache of")
    if name.startswith("auto") and not any(a in line for line in model for a in asked):
        print(f"terminals-check: {terminal}, {name}: the model did not come from the terminal's answers", file=sys.stderr)
        ok = False
    if name.startswith("piped") and not any("the cache of this terminal" in line for line in model):
        print(f"terminals-check: {terminal}, {name}: the piped run did not use the cache", file=sys.stderr)
        ok = False
    if name.startswith("wrong") and (frames == 0 or aligned == frames):
        print(f"terminals-check: {terminal}: a wrong model lines up too: the check cannot tell", file=sys.stderr)
        ok = False
    if name == "auto-sample":
        print("  " + "\n  ".join(model))
print(f"terminals-check: {terminal}: {seconds:.1f} s")
sys.exit(0 if ok else 1)
PY
done
exit $status
