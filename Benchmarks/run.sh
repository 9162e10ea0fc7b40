#!/usr/bin/env bash
# Every benchmark of docs/benchmarks.md in one run, navsim's figures and the peers' on the same
# work, in a release build:
#
#   Benchmarks/run.sh            # everything (a minute or two, most of it the peers)
#   Benchmarks/run.sh --quick    # the smallest size of each, no peers: a smoke test
#
# Peers: the `sismic` statechart interpreter and the `transitions` state-machine library replay
# the chain model (Benchmarks/peer_*.py) from a virtual environment of the benchmark's own,
# .build/bench-venv, made here from PyPI; SPIN explores the branching model
# (Benchmarks/explore-vs-spin.sh, Debian's `spin`). A peer that cannot be installed is skipped
# with a message. Nothing is written outside .build and the system's temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false; [ "${1:-}" = "--quick" ] && quick=true

echo "== build (release)"
swift build -c release --product navsim >/dev/null
swift build -c release --product navsim-bench >/dev/null
bench=.build/release/navsim-bench
python=${PYTHON:-python3}

echo "== machine"
echo "$(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(swift --version 2>&1 | head -1)"

# The chain app navsim-bench writes must be synth.py's, or the peers' figures compare nothing.
diff <($bench write-chain graph 12) <($python Benchmarks/synth.py graph 12) >/dev/null
diff <($bench write-chain scenario 1000 10) <($python Benchmarks/synth.py scenario 1000 10) >/dev/null

if $quick; then
  $bench replay 60000; $bench chain 30000 10; $bench graph 100; $bench check 1000; $bench examples
  $bench import 10; $bench import-corpus
  work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
  $python Benchmarks/explore_synth.py navgraph 200 4 1 > "$work/Branch.navgraph"
  $bench explore "$work/Branch.navgraph" 5 --no-double-taps --runs 1
  exit 0
fi

echo "== replay in-process (trace recording off)"
$bench replay
echo "== parse and check of synthetic graphs"
$bench graph
echo "== navsim check end to end (release binary, wall time and peak memory)"
$bench examples
$bench check
echo "== import"
$bench import-corpus
$bench import

echo "== the chain model: navsim and its peers, 100,000 steps at depth 10"
$bench chain 100000 10
venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import sismic, transitions' 2>/dev/null; then
  ($python -m venv "$venv" && "$venv/bin/pip" install -q sismic transitions) >/dev/null 2>&1 \
    || echo "peers: cannot make $venv with sismic and transitions from PyPI; skipped"
fi
if "$venv/bin/python" -c 'import sismic, transitions' 2>/dev/null; then
  "$venv/bin/python" -c 'import importlib.metadata as m; print("peers: sismic", m.version("sismic") + ", transitions", m.version("transitions"))'
  "$venv/bin/python" Benchmarks/peer_transitions.py 100000 10
  "$venv/bin/python" Benchmarks/peer_sismic.py 100000 10
fi

echo "== explore beside SPIN"
Benchmarks/explore-vs-spin.sh
