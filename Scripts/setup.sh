#!/usr/bin/env bash
# Installs what a fresh machine lacks to build and test AdaptiveRows: ICU's headers, and
# Unicode's conformance files for the text tests. Installs nothing that is already there.
set -euo pipefail

missing=()
for package in libicu-dev unicode-data; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
fi
