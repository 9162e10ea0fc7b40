#!/usr/bin/env bash
# navsim explore and the SPIN model checker on the same branching navigation model, in one run.
#
#   Benchmarks/explore-vs-spin.sh [N K SEED DEPTH…]     (default: 200 4 1 5 7 9)
#
# explore_synth.py (shared with the peers' benchmarks) writes the model twice: a .navgraph of N
# scenes in one navigation stack, each with K show segues to seeded-random scenes, and the same
# model in Promela, where the state is the stack and its height is bounded by DEPTH. Both tools
# store every distinct state; navsim explores with --no-double-taps, so its actions are SPIN's
# (tap a segue of the top scene, or go back) and the state counts agree. SPIN is installed from
# Debian's package when missing. Prints states, time and states/s for each, and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200}; k=${2:-4}; seed=${3:-1}; shift $(( $# < 3 ? $# : 3 ))
depths=("$@"); [ ${#depths[@]} -eq 0 ] && depths=(5 7 9)

if ! command -v spin >/dev/null; then
  echo "== installing spin (Debian package)"
  (apt-get update -qq && apt-get install -y -qq spin) >/dev/null 2>&1 \
    || echo "spin: cannot install Debian's spin here (not root, or no network); navsim's figures only"
fi
have_spin=$(command -v spin >/dev/null && command -v gcc >/dev/null && echo yes || echo no)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 Benchmarks/explore_synth.py navgraph "$n" "$k" "$seed" > "$work/Branch.navgraph"
swift build -c release --product navsim-bench >/dev/null

for depth in "${depths[@]}"; do
  echo "== N=$n K=$k seed=$seed depth=$depth"
  if [ "$have_spin" = yes ]; then
    python3 Benchmarks/explore_synth.py promela "$n" "$k" "$seed" "$depth" > "$work/branch.pml"
    (cd "$work" && spin -a branch.pml >/dev/null && gcc -O2 -DSAFETY -DNOREDUCE -DMEMLIM=8000 -o pan pan.c 2>/dev/null)
    spin_out=$(cd "$work" && ./pan -m100000 -w24)
    spin_states=$(echo "$spin_out" | awk '/states, stored/ {print $1; exit}')
    spin_seconds=$(echo "$spin_out" | awk '/elapsed time/ {print $4; exit}')
    spin_memory=$(echo "$spin_out" | awk '/total actual memory usage/ {print $1; exit}')
    # SPIN prints its search time to a hundredth of a second: a time of 0 is not a rate.
    spin_rate=$(python3 -c "s=$spin_seconds; print(f'{int($spin_states/s)} states/s' if s > 0 else 'under 0.01 s: too fast to time')")
    echo "spin:   $spin_states states in $spin_seconds s ($spin_rate), $spin_memory MB in all"
  fi
  .build/release/navsim-bench explore "$work/Branch.navgraph" "$depth" --no-double-taps --runs 3 | sed 's/^/navsim: /'
done
