#!/usr/bin/env bash
# Installs what a fresh machine lacks to build and test AdaptiveRows: ICU's headers, Unicode's
# conformance files for the text tests, HarfBuzz's and fontconfig's headers for the font
# measurer, hb-shape and pango-view (the references of its tests), the fonts those tests
# measure: DejaVu Sans, Noto's fonts for the other scripts (fonts-noto-core, 12 MB), Noto Sans
# CJK (a large package, about 56 MB to download and 90 MB installed, fetched once per machine)
# and Noto Color Emoji; tmux, the real terminal of Scripts/terminal-check.sh, and Xvfb, GNU
# screen, xterm, rxvt-unicode, st and mlterm, those of Scripts/terminals-check.sh (without
# their recommended packages); and iso-codes, Debian's ISO 4217 table, which the currency
# tests check ICU's codes against.
# Installs nothing that is already there.
set -euo pipefail

missing=()
for package in libicu-dev unicode-data libharfbuzz-dev libharfbuzz-bin fonts-dejavu-core \
  fonts-noto-cjk libfontconfig-dev pango1.0-tools fonts-noto-core fonts-noto-color-emoji tmux \
  iso-codes; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# pkg-config, which Scripts/check-pkg-config-build.sh asks for the three libraries' flags; zsh
# and fish, which parse the tool's shell completions, mandoc, which lints its manual, and man
# (man-db) and col (bsdextrautils), which render it (Scripts/check-cli-packaging.sh); HAProxy,
# the load balancer of Scripts/server-rolling-restart.py; g++ and simdjson's headers, which
# build the C++ floor, and valgrind, which counts instructions, for Scripts/benchmarks.sh.
for package in pkg-config zsh fish mandoc man-db bsdextrautils haproxy g++ libsimdjson-dev \
  valgrind; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
fi

terminals=()
for package in xvfb screen xterm rxvt-unicode stterm mlterm; do
  dpkg -s "$package" >/dev/null 2>&1 || terminals+=("$package")
done
if [ ${#terminals[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  echo "setup: installing ${terminals[*]}"
  [ ${#missing[@]} -gt 0 ] || $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends \
    "${terminals[@]}"
fi

# openapi-spec-validator (with PyYAML and jsonschema), which validates the example service's
# OpenAPI document and, in Scripts/openapi-check.py, its answers (Scripts/server-check.sh).
if ! python3 -c 'import openapi_spec_validator, yaml, jsonschema' 2>/dev/null; then
  echo "setup: installing openapi-spec-validator"
  python3 -m pip install -q openapi-spec-validator
fi
