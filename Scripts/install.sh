#!/usr/bin/env bash
# Installs the adaptive-rows tool under a prefix, in the places shells and man look:
#
#   PREFIX/bin/adaptive-rows
#   PREFIX/share/man/man1/adaptive-rows.1                    (swift-argument-parser's manual)
#   PREFIX/share/bash-completion/completions/adaptive-rows   (bash-completion loads it by name)
#   PREFIX/share/zsh/site-functions/_adaptive-rows           (on zsh's fpath)
#   PREFIX/share/fish/vendor_completions.d/adaptive-rows.fish
#
# Usage: bash Scripts/install.sh [--configuration debug|release] PREFIX
#   e.g. bash Scripts/install.sh /usr/local, or bash Scripts/install.sh ~/.local
# The tool is built in release by default. The completions come from the built tool
# (`adaptive-rows --generate-completion-script bash|zsh|fish`), the manual from
# swift-argument-parser's generate-manual command plugin; both describe the tool as built.
set -euo pipefail

configuration=release
while [ $# -gt 0 ]; do
  case "$1" in
    -c | --configuration)
      [ $# -ge 2 ] || { echo "install: $1 needs debug or release" >&2; exit 64; }
      configuration=$2
      shift 2
      ;;
    -h | --help)
      sed -n '2,15s/^# \{0,1\}//p' "$0"
      exit 0
      ;;
    -*)
      echo "install: unknown option $1" >&2
      exit 64
      ;;
    *) break ;;
  esac
done
if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "usage: bash Scripts/install.sh [--configuration debug|release] PREFIX" >&2
  exit 64
fi
case "$configuration" in
  debug | release) ;;
  *) echo "install: the configuration is debug or release, not $configuration" >&2; exit 64 ;;
esac
mkdir -p "$1"
prefix=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

swift build --configuration "$configuration" --product adaptive-rows
tool="$(swift build --configuration "$configuration" --show-bin-path)/adaptive-rows"

# The manual, dated by the last commit when there is one, so that the same source gives the
# same page.
date_arguments=()
if date=$(git log -1 --format=%cs 2>/dev/null) && [ -n "$date" ]; then
  date_arguments=(--date "$date")
fi
plugin_log=$(swift package plugin generate-manual --configuration "$configuration" \
  "${date_arguments[@]}")
manual_dir=$(printf '%s\n' "$plugin_log" | sed -n "s|^Generated manual in 'file://\(.*\)'\$|\1|p" \
  | tail -n 1)
if [ -z "$manual_dir" ] || [ ! -f "$manual_dir/adaptive-rows.1" ]; then
  printf '%s\n' "$plugin_log" >&2
  echo "install: generate-manual made no adaptive-rows.1" >&2
  exit 1
fi

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$tool" "$prefix/bin/adaptive-rows"
install -m 644 "$manual_dir/adaptive-rows.1" "$prefix/share/man/man1/adaptive-rows.1"
"$tool" --generate-completion-script bash >"$prefix/share/bash-completion/completions/adaptive-rows"
"$tool" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_adaptive-rows"
"$tool" --generate-completion-script fish \
  >"$prefix/share/fish/vendor_completions.d/adaptive-rows.fish"
echo "install: adaptive-rows $("$tool" --version | head -n 1) ($configuration) in $prefix/bin, its manual" \
  "in $prefix/share/man/man1, completions for bash, zsh and fish under $prefix/share"
