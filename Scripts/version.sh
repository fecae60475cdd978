#!/usr/bin/env bash
# Prints the package's version, read from its one place: AdaptiveRowsTool.version in
# Sources/AdaptiveRowsCLI/AdaptiveRowsTool.swift. Fails unless there is exactly one.
set -euo pipefail
source_file="$(dirname "$0")/../Sources/AdaptiveRowsCLI/AdaptiveRowsTool.swift"
versions=$(sed -n 's/^ *package static let version = "\(.*\)"$/\1/p' "$source_file")
if [ -z "$versions" ] || [ "$(printf '%s\n' "$versions" | wc -l)" -ne 1 ]; then
  echo "version: expected one 'package static let version' in AdaptiveRowsTool.swift" >&2
  exit 1
fi
printf '%s\n' "$versions"
