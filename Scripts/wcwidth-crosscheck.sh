#!/usr/bin/env bash
# Cross-checks our terminal widths against Python's wcwidth `width()` (0.7.0 from PyPI) on
# all of emoji-test.txt, every code point of EastAsianWidth.txt and a seeded sample of
# assigned code points and clusters; prints the agreement rate and every class of
# disagreement (Docs/Text.md says why we differ). wcwidth goes into a virtual environment in
# .venv-crosscheck (ignored by git); Debian's unicode-data provides the files.
# `--glibc` compares the codePoints profile with glibc's own wcswidth instead (no venv needed).
set -euo pipefail
cd "$(dirname "$0")/.."

bash Scripts/setup.sh
unicode=/usr/share/unicode
if [ "${1:-}" = --glibc ]; then
  swift build --product width-probe
  exec python3 Scripts/wcwidth_crosscheck.py "$(swift build --show-bin-path)/width-probe" \
    "$unicode" "$unicode/emoji/emoji-test.txt" glibc
fi
if ! python3 -c "import venv, ensurepip" >/dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  echo "crosscheck: installing python3-venv"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq python3-venv
fi

venv=.venv-crosscheck
if ! "$venv/bin/python" -c "import wcwidth; assert wcwidth.__version__ == '0.7.0'" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "wcwidth==0.7.0"
fi

swift build --product width-probe
"$venv/bin/python" Scripts/wcwidth_crosscheck.py "$(swift build --show-bin-path)/width-probe" \
  "$unicode" "$unicode/emoji/emoji-test.txt"
