#!/usr/bin/env bash
# Builds and tests the library and the CLI where ICU's, HarfBuzz's and fontconfig's headers are
# reachable only through pkg-config, as on a Mac whose icu4c is Homebrew's keg-only one.
#
# A private prefix gets copies of the three libraries' headers and their pkg-config files,
# edited to point there; PKG_CONFIG_PATH names it. Then, in a mount namespace of its own (the
# rest of the machine sees nothing of it), the system's header folders of the three libraries
# are hidden under empty file systems in every folder of the compiler's default include path,
# and the system's .pc files of the three are hidden too (so only the private ones can be
# found). The script shows that the headers really are hidden (a one-line C file including
# each fails to compile without flags, and compiles with pkg-config's), then builds the
# package in a scratch path of its own (.build-pkgconfig, which keeps the prefix too), runs
# the tests that reach ICU, HarfBuzz and fontconfig, and runs the CLI with a font.
#
# Needs root or unprivileged user namespaces (for `unshare --mount`), pkg-config and the -dev
# packages of the three (Scripts/setup.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(icu-uc harfbuzz fontconfig)
# The folders the three install their headers in, under their include directory.
header_folders=(unicode harfbuzz fontconfig)
# One header of each, as the C shims include them: ICU and fontconfig from the include
# directory, HarfBuzz from its own folder (pkg-config's `Cflags` for harfbuzz name it).
probe_headers=("unicode/ubrk.h" "hb.h" "fontconfig/fontconfig.h")
scratch=.build-pkgconfig
clang=$(dirname "$(command -v swift)")/clang

if [ "${1:-}" != "--inside" ]; then
  # The prefix keeps its path (and the headers their times) from run to run, so that a second
  # run builds only what changed.
  prefix="$PWD/$scratch/private-prefix"
  rm -rf "$prefix"
  mkdir -p "$prefix/include" "$prefix/lib/pkgconfig"
  for package in "${packages[@]}"; do
    pc_dir=$(pkg-config --variable=pcfiledir "$package")
    includedir=$(pkg-config --variable=includedir "$package")
    libdir=$(pkg-config --variable=libdir "$package")
    for folder in "${header_folders[@]}"; do
      if [ -d "$includedir/$folder" ] && [ ! -e "$prefix/include/$folder" ]; then
        cp -R --preserve=timestamps "$includedir/$folder" "$prefix/include/$folder"
      fi
    done
    # The headers move to the prefix; the libraries stay where they are.
    sed -E -e "s|^prefix *=.*|prefix=$prefix|" -e "s|^includedir *=.*|includedir=$prefix/include|" \
      -e "s|^libdir *=.*|libdir=$libdir|" "$pc_dir/$package.pc" >"$prefix/lib/pkgconfig/$package.pc"
    echo "pkg-config-build: $package.pc from $pc_dir, its headers copied to the private prefix"
  done
  unshare_flags=(--mount --propagation private)
  [ "$(id -u)" -ne 0 ] && unshare_flags+=(--map-root-user)
  PKG_CONFIG_PATH="$prefix/lib/pkgconfig" unshare "${unshare_flags[@]}" -- \
    bash "$0" --inside "$prefix"
  exit
fi

prefix=$2
start=$SECONDS

# Hide the three header folders wherever the compiler's default include path has them.
search_path=$("$clang" -x c -E -Wp,-v /dev/null -o /dev/null 2>&1 \
  | sed -n '/^#include <...> search starts here:/,/^End of search list./p' | sed -n 's/^ //p')
for directory in $search_path /usr/include /usr/local/include; do
  for folder in "${header_folders[@]}"; do
    if [ -d "$directory/$folder" ] && ! mountpoint -q "$directory/$folder"; then
      mount -t tmpfs -o ro,size=4k hidden "$directory/$folder"
      echo "pkg-config-build: hid $directory/$folder"
    fi
  done
done
# Hide the system's .pc files of the three, so pkg-config finds the private prefix's or none.
for package in "${packages[@]}"; do
  for pc_dir in $(pkg-config --variable pc_path pkg-config | tr ':' ' '); do
    if [ -f "$pc_dir/$package.pc" ]; then
      mount --bind /dev/null "$pc_dir/$package.pc"
      echo "pkg-config-build: hid $pc_dir/$package.pc"
    fi
  done
done

# The proof: each header fails to compile without flags, and compiles with pkg-config's.
probe=$(mktemp -d)
for index in "${!packages[@]}"; do
  package=${packages[$index]} header=${probe_headers[$index]}
  printf '#include <%s>\n' "$header" >"$probe/probe.c"
  if "$clang" -fsyntax-only "$probe/probe.c" 2>"$probe/error"; then
    echo "pkg-config-build: <$header> is still on the default include path" >&2
    exit 1
  fi
  echo "pkg-config-build: without flags: $(grep -m1 'error' "$probe/error" | sed 's/^.*error: //')"
  # shellcheck disable=SC2046 # pkg-config's flags are words
  if ! "$clang" -fsyntax-only $(pkg-config --cflags "$package") "$probe/probe.c"; then
    echo "pkg-config-build: <$header> does not compile with pkg-config's flags" >&2
    exit 1
  fi
  echo "pkg-config-build: with \`pkg-config --cflags $package\` ($(pkg-config --cflags-only-I \
    "$package" | tr ' ' '\n' | grep -m1 "$prefix")...): <$header> compiles"
done
rm -rf "$probe"

echo "pkg-config-build: build (debug, scratch path $scratch)"
swift build --build-tests --scratch-path "$scratch"
build_done=$SECONDS

echo "pkg-config-build: the tests that reach ICU, HarfBuzz and fontconfig, and the CLI's"
log="$scratch/tests.log"
swift test --skip-build --scratch-path "$scratch" --filter "$(printf '%s|' \
  'TextMeasurementTests\.(LineBreakerTests|LineBreakConformanceTests)' \
  'TextMeasurementTests\.GraphemeClustersAgreementTests' 'FontMeasurementTests' \
  'AdaptiveRowsCLITests\.(CLIFontTests|CLIFontFallbackTests|CLIFontSVGTests|CLIOutputTests)' \
  | sed 's/|$//')" 2>&1 | tee "$log"
# A filter that matches nothing passes: the suites must have run.
grep -Eq 'Test run with ([1-9][0-9]+) tests' "$log" \
  || { echo "pkg-config-build: the filter ran fewer than 10 tests" >&2; exit 1; }

echo "pkg-config-build: the CLI: Thai and Chinese in DejaVu Sans, their fonts found by fontconfig"
tool="$(swift build --scratch-path "$scratch" --show-bin-path)/adaptive-rows"
"$tool" layout --title 'ร้านกาแฟ Coffee 咖啡店' --amount '-3.50 €' --width 120 --measurer font@17
"$tool" --version
echo "pkg-config-build: done: build $((build_done - start)) s, tests and CLI $((SECONDS - build_done)) s"
