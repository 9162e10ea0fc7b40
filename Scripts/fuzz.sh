#!/usr/bin/env bash
# Builds navsim's libFuzzer targets (swiftc -sanitize=fuzzer,address) and runs one for a number
# of seconds, from a seed corpus made of the shipped files.
#
#   Scripts/fuzz.sh TARGET SECONDS      TARGET: graph, scenario, storyboard, swift, plist, check
#   Scripts/fuzz.sh build               only build
#
# Everything is written under .build/fuzz: the binary, each target's growing corpus and the
# crashing inputs (crash-*). A crash found is kept as a regression test by copying it into
# Tests/NavSimTests/Fixtures/Fuzz/TARGET/ (FuzzRegressionTests replays every file there).
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/fuzz
mkdir -p "$work"

# Build from a snapshot of the sources, so editing them while it builds is harmless; rebuild only
# when they changed.
sources=$(find Sources/NavSim -name '*.swift' | sort)
stamp=$(cat $sources Fuzz/FuzzTarget.swift | sha256sum | cut -c1-16)
if [ ! -x "$work/navsim-fuzz-$stamp" ]; then
  echo "== building the fuzz targets (a few minutes)"
  rm -rf "$work/src" && mkdir -p "$work/src"
  cp $sources Fuzz/FuzzTarget.swift "$work/src/"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name NavSim -package-name navsim "$work"/src/*.swift \
    -o "$work/navsim-fuzz-$stamp" 2> >(grep -v "Cannot export local symbol" >&2)
  ln -sf "navsim-fuzz-$stamp" "$work/navsim-fuzz"
fi
[ "${1:-}" = build ] && exit 0

target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
corpus="$work/corpus-$target"
mkdir -p "$corpus" "$work/crashes-$target"
seed() { for file in "$@"; do cp "$file" "$corpus/seed-$(echo "$file" | tr '/ ' '__')"; done; }
case "$target" in
  graph) seed Graphs/*.navgraph Graphs/*/*.navgraph docs/examples/*.navgraph ;;
  scenario) seed Scenarios/CleanStore/*.scenario ;;
  storyboard)
    # Names with spaces ("User Interface/…", "Source Contents/…") are read a line at a time.
    find Tests/NavSimTests/Fixtures/Storyboards -name '*.storyboard' -size -64k | sort | head -40 \
      | while IFS= read -r file; do seed "$file"; done ;;
  swift) seed $(find docs/examples/CleanStore -name '*.swift') ;;
  plist) seed Tests/NavSimTests/Fixtures/InfoPlists/*.plist ;;
  check)
    # A graph and a scenario cut at a NUL byte, as the target reads them.
    for scenario in Scenarios/CleanStore/*.scenario; do
      { cat Graphs/CleanStore.navgraph; printf '\0'; cat "$scenario"; } > "$corpus/seed-$(basename "$scenario")"
    done ;;
  *) echo "unknown target '$target'" >&2; exit 64 ;;
esac
[ -d "Tests/NavSimTests/Fixtures/Fuzz/$target" ] && seed Tests/NavSimTests/Fixtures/Fuzz/"$target"/*

# swift-corelibs-foundation's XMLParser leaks 72 bytes per XML error: _CFErrorCreateFromXMLInterface
# passes a +1 CFString ("NSXMLParserErrorDomain") to CFErrorCreate and never releases it. Nothing
# of navsim's is on that path, so the storyboard and plist targets (both read XML with it) do not
# stop on leaks, per input or at exit.
leaks=1
case "$target" in storyboard | plist) leaks=0 && export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" ;; esac
echo "== fuzzing $target for $seconds s"
NAVSIM_FUZZ_TARGET=$target NAVSIM_ROOT=$PWD "$work/navsim-fuzz" "$corpus" \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -detect_leaks="$leaks" -artifact_prefix="$work/crashes-$target/" -print_final_stats=1
