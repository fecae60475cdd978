#!/usr/bin/env bash
# Checks the preview's frames in a real terminal, tmux (Docs/Text.md, "Cell widths"):
# runs `adaptive-rows preview` in a detached tmux session for the built-in sample and for
# Samples/scripts.jsonl (titles in many scripts and emoji kinds), frames stacked one per line,
# asks tmux (copy mode) in which column each line of each frame ends, and counts the frames
# whose lines all end in one column. With --cell-widths auto (the default, which asks the
# terminal) every frame must line up, the profile must come from the terminal's answers and
# the probe must leave nothing on the screen; with auto and the output redirected, there must
# be no probe and no escape, and the frames still line up (the model the probe cached); with clusters
# forced, some frames must not line up (so the check can fail). The tmux server is
# private (its own socket) and killed on exit; every wait is bounded.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "terminal-check: tmux is missing (Scripts/setup.sh)" >&2; exit 1; }
swift build --product adaptive-rows >/dev/null
tool="$(swift build --show-bin-path)/adaptive-rows"

work=$(mktemp -d)
socket="$work/tmux.sock"
tmux_() { timeout 10 tmux -S "$socket" "$@"; }
cleanup() {
  tmux -S "$socket" kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Runs the preview in a fresh session with the given options; prints "frames aligned",
# then the lines of each misaligned frame's ends, on standard error.
run() {
  local name=$1
  shift
  local done="$work/$name.done"
  # CI is unset in the pane, so that `auto` asks the terminal as it would on a desktop.
  # COLUMNS=1 stacks the frames, one per line, so each line's end is one frame's border.
  # A run named redirected-* writes to a file, then shows it: output that is not a terminal.
  local command="'$tool' preview --verbose $* 2>'$work/$name.err'"
  [[ "$name" == redirected-* ]] && command="$command >'$work/$name.out' && cat '$work/$name.out'"
  tmux_ -f /dev/null new-session -d -s "$name" -x 160 -y 900 \
    "env -u CI -u ADAPTIVE_ROWS_NO_PROBE XDG_CACHE_HOME='$work/cache' COLUMNS=1 sh -c \"$command\"; echo \$? >'$done'; sleep 600"
  tmux_ set-option -g mode-keys emacs
  for _ in $(seq 300); do [ -f "$done" ] && break; sleep 0.1; done
  [ -f "$done" ] || { echo "terminal-check: $name: the preview did not finish" >&2; return 1; }
  [ "$(cat "$done")" = 0 ] || { echo "terminal-check: $name: the preview failed" >&2; cat "$work/$name.err" >&2; return 1; }
  sed 's/^/  /' "$work/$name.err" >&2
  tmux_ capture-pane -p -t "$name" >"$work/$name.txt"
  tmux_ copy-mode -t "$name"
  tmux_ send-keys -t "$name" -X top-line
  tmux_ send-keys -t "$name" -X start-of-line
  local y=0 frames=0 aligned=0 end="" ends="" ok=1
  while IFS= read -r line; do
    case "$line" in
      ┌* | │* | └*)
        tmux_ send-keys -t "$name" -X end-of-line
        local column
        column=$(tmux_ display-message -p -t "$name" '#{copy_cursor_x}')
        case "$line" in
          ┌*) end=$column; ends="$column"; ok=1 ;;
          *) ends="$ends $column"; [ "$column" = "$end" ] || ok=0 ;;
        esac
        if [[ "$line" == └* ]]; then
          frames=$((frames + 1))
          if [ "$ok" = 1 ]; then
            aligned=$((aligned + 1))
          else
            echo "  misaligned frame ending on line $((y + 1)), ends at columns: $ends" >&2
          fi
        fi
        ;;
    esac
    tmux_ send-keys -t "$name" -X cursor-down
    y=$((y + 1))
  done <"$work/$name.txt"
  tmux_ kill-session -t "$name"
  echo "$frames $aligned"
}

status=0
for input in sample Samples/scripts.jsonl; do
  file=""
  [ "$input" = sample ] || file=$input
  for profile in auto redirected-auto clusters; do
    name="${profile}-$(basename "$input" .jsonl)"
    result=$(run "$name" --cell-widths "${profile#redirected-}" $file)
    read -r frames aligned <<<"$result"
    echo "terminal-check: $input, $profile: $aligned of $frames frames line up in tmux"
    if [ "$profile" = auto ]; then
      if [ "$frames" = 0 ] || [ "$aligned" != "$frames" ]; then status=1; fi
      # The first run asks; tmux names itself with its version, so later runs use the cache.
      asked="cursor columns"
      [ "$input" = sample ] || asked="cursor columns\|from the cache of tmux"
      if ! grep -q "$asked" "$work/$name.err"; then
        echo "terminal-check: $name: the profile did not come from the terminal's answers" >&2
        status=1
      fi
      # The probe leaves nothing behind: the preview's first line is the pane's first.
      if [ "$(head -1 "$work/$name.txt")" != "row 1, line 1" ]; then
        echo "terminal-check: $name: the pane does not start with the preview" >&2
        status=1
      fi
    elif [ "$profile" = redirected-auto ]; then
      # Not a terminal: no probe, and no escape in the output; the model the probe cached.
      if [ "$frames" = 0 ] || [ "$aligned" != "$frames" ]; then status=1; fi
      if ! grep -q "not asked (standard output is not a terminal); the cache of this terminal" \
        "$work/$name.err" || grep -q $'\e' "$work/$name.out"; then
        echo "terminal-check: $name: probed, or escapes in redirected output" >&2
        status=1
      fi
    elif [ "$input" != sample ] && [ "$aligned" = "$frames" ]; then
      echo "terminal-check: clusters lines up in tmux too: the check cannot tell" >&2
      status=1
    fi
  done
done
exit $status
