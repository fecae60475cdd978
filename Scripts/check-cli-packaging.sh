#!/usr/bin/env bash
# Checks the tool as it is packaged: its one version (AdaptiveRowsTool.version) is what
# `--version` prints and CHANGELOG.md's latest; .spi.yml names the DocC targets .ci/run
# documents; Scripts/install.sh puts the tool, its manual and completions where they belong;
# the completions parse in bash, zsh and fish and complete the tool's subcommands and option
# values; the manual (swift-argument-parser's generate-manual plugin) passes mandoc's lint,
# renders with man, and has an entry for every subcommand.
#
# Uses the debug build CI has just made (it builds what is missing); needs zsh, fish and
# mandoc (Scripts/setup.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
fail() {
  echo "cli-packaging: $*" >&2
  exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product adaptive-rows
tool="$(swift build --show-bin-path)/adaptive-rows"

# The version: one constant, printed by --version, the latest CHANGELOG.md names (its newest
# release heading, or the release its Unreleased section is headed for, whichever comes
# first).
version=$(bash Scripts/version.sh)
# The version is --version's first line; the commit and library versions follow it.
printed=$("$tool" --version | head -n 1)
[ "$printed" = "$version" ] || fail "--version prints $printed, the constant is $version"
for command in preview layout breakpoints format; do
  [ "$("$tool" "$command" --version | head -n 1)" = "$version" ] \
    || fail "$command --version is not $version"
done
changelog=$(sed -n -E \
  -e 's/^## \[([0-9]+\.[0-9]+\.[0-9]+[^]]*)\].*/\1/p' \
  -e 's/^To be released as ([0-9]+\.[0-9]+\.[0-9]+[^ ,.]*)[ ,.].*/\1/p' CHANGELOG.md | head -n 1)
[ "$changelog" = "$version" ] \
  || fail "CHANGELOG.md's latest version is '$changelog', the tool's is $version"
grep -q '^## \[Unreleased\]' CHANGELOG.md || fail "CHANGELOG.md has no Unreleased section"
echo "cli-packaging: version $version: the constant, --version and CHANGELOG.md agree"

# .spi.yml's documentation targets are the ones .ci/run builds with DocC.
spi=$(sed -n 's/^ *- \([A-Za-z]*\)$/\1/p' .spi.yml | sort)
ci=$(grep -o -- '--target [A-Za-z]*' .ci/run | awk '{print $2}' | sort)
[ -n "$spi" ] && [ "$spi" = "$ci" ] \
  || fail ".spi.yml's documentation targets ($(echo $spi)) differ from .ci/run's ($(echo $ci))"
echo "cli-packaging: .spi.yml documents $(echo "$spi" | wc -l) targets, those of .ci/run"

# The install script, into a scratch prefix, from the debug build: what it installs is what
# the rest checks.
prefix="$work/prefix"
bash Scripts/install.sh --configuration debug "$prefix"
bash_completion="$prefix/share/bash-completion/completions/adaptive-rows"
zsh_completion="$prefix/share/zsh/site-functions/_adaptive-rows"
fish_completion="$prefix/share/fish/vendor_completions.d/adaptive-rows.fish"
manual="$prefix/share/man/man1/adaptive-rows.1"
for file in "$prefix/bin/adaptive-rows" "$manual" "$bash_completion" "$zsh_completion" \
  "$fish_completion"; do
  [ -s "$file" ] || fail "install.sh did not install ${file#"$prefix"/}"
done
[ "$("$prefix/bin/adaptive-rows" --version | head -n 1)" = "$version" ] \
  || fail "the installed tool is not version $version"
echo "cli-packaging: install.sh installs the tool, its manual and completions"

# The completions parse, and complete what the tool's help lists.
bash -n "$bash_completion" || fail "the bash completion does not parse"
zsh -n "$zsh_completion" || fail "the zsh completion does not parse"
fish -n "$fish_completion" || fail "the fish completion does not parse"
subcommands=$("$tool" --help | sed -n '/^SUBCOMMANDS:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p' | sort)
[ "$(echo "$subcommands" | wc -w)" -ge 4 ] || fail "the help lists no subcommands"
# bash: what the completion function offers after `adaptive-rows ` and after `--format `.
bash_complete() {
  bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    function=$(complete -p adaptive-rows | sed -n "s/.* -F \([^ ]*\) .*/\1/p")
    "$function" adaptive-rows "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}"' bash "$bash_completion" "$@"
}
# fish: its own completer, asked as a user's Tab would ask it.
fish_complete() {
  fish -c "source '$fish_completion'; complete -C'$1'" | cut -f1
}
offered=$(bash_complete adaptive-rows "")
fish_offered=$(fish_complete "adaptive-rows ")
for command in $subcommands; do
  echo "$offered" | grep -qx "$command" || fail "bash does not complete the subcommand $command"
  echo "$fish_offered" | grep -qx "$command" || fail "fish does not complete the subcommand $command"
done
# The registered output formats (ListOutputFormat.allCases).
[ "$(bash_complete adaptive-rows layout --format "" | sort | tr '\n' ' ')" = "jsonl svg text " ] \
  || fail "bash does not complete layout --format with text, jsonl and svg"
[ "$(fish_complete "adaptive-rows layout --format " | sort | tr '\n' ' ')" = "jsonl svg text " ] \
  || fail "fish does not complete layout --format with text, jsonl and svg"
echo "cli-packaging: completions parse in bash, zsh and fish; bash and fish complete" \
  "$(echo $subcommands) and --format's values"

# The manual: clean for mandoc's lint at error level, rendered by man, an entry for every
# subcommand.
mandoc -T lint -W error "$manual" || fail "mandoc finds errors in the manual"
rendered=$(MANWIDTH=100 man -l "$manual" 2>/dev/null | col -b)
for section in NAME SYNOPSIS DESCRIPTION; do
  echo "$rendered" | grep -qx "$section" || fail "man renders no $section section"
done
for command in $subcommands; do
  grep -qx ".It Em $command" "$manual" || fail "the manual has no entry for $command"
done
echo "cli-packaging: the manual passes mandoc's lint and has an entry for $(echo $subcommands)"
