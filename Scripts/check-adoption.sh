#!/usr/bin/env bash
# navsim as a new user meets it, outside navsim's own tree of sources, in two parts:
#
# 1. the built `navsim` binary: `navsim init` in a fresh folder, a scene and a route added, goldens
#    recorded, the graph changed, the failure seen — then CI's view of it (--format github);
# 2. the SwiftPM command plugin: a package that depends on navsim by path runs
#    `swift package navsim …` with nothing installed.
#
# Both run in a fresh temporary folder outside the package, removed at the end.
# Usage: Scripts/check-adoption.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# The user works on their own machine, where goldens are recorded; the steps that play CI set
# CI=true themselves. (.ci/run sets CI for its own checks.)
unset CI
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/navsim-adoption.XXXXXX")
ro=$work/read-only
trap 'umount "$ro" 2>/dev/null || true; rm -rf "$work"' EXIT
swift build -q --product navsim
navsim="$(swift build --show-bin-path)/navsim"
fail() { echo "error: $*" >&2; exit 1; }

echo "== 1. navsim init, a new route, goldens, a change, the failure"
app=$work/MyApp
"$navsim" init "$app" > "$work/init.out"
grep -q "created Graphs/App.navgraph" "$work/init.out" || fail "init did not say what it created"
cd "$app"
# The user adds a scene and a route to the starter graph, and a scenario that takes it.
cat >> Graphs/App.navgraph <<'NAVGRAPH'
scene Settings
route OpenSettings: List -> Settings present
NAVGRAPH
cat > Scenarios/App/open-settings.scenario <<'SCENARIO'
scenario "Open the settings"
graph App

tap OpenSettings
expect top Settings
SCENARIO
mkdir -p Sources/Deep && cd Sources/Deep          # from any folder inside the project
"$navsim" check > "$work/record.out" || { cat "$work/record.out"; fail "the first check failed"; }
cd "$app"
[ -f Scenarios/App/open-settings.trace ] && [ -f Scenarios/App/open-first-item.trace ] || fail "goldens not recorded"
"$navsim" check > /dev/null || fail "the second check failed"
# The graph changes: the settings are pushed now, so the trace differs.
sed -i 's/route OpenSettings: List -> Settings present/route OpenSettings: List -> Settings push/' Graphs/App.navgraph
if CI=true "$navsim" check > "$work/changed.out"; then fail "a changed graph passed"; fi
grep -q "trace differs from Scenarios/App/open-settings.trace" "$work/changed.out" || fail "no golden mismatch reported"
grep -q "re-record it on your machine" "$work/changed.out" || fail "CI hint missing"
if CI=true "$navsim" check --format github > "$work/github.out"; then fail "a changed graph passed"; fi
# At the step where the trace first differs (tap OpenSettings, line 4), with the diff in the log.
grep -q "^::error file=Scenarios/App/open-settings.scenario,line=4,col=1,title=golden-mismatch::" "$work/github.out" \
  || fail "no GitHub annotation at the step"
grep -q "^::group::golden diff: Scenarios/App/open-settings.trace$" "$work/github.out" || fail "no diff in the log"
"$navsim" check --record failed > /dev/null || true
"$navsim" check > /dev/null || fail "re-recorded goldens still fail"
echo "ok: init, record, change, failure, re-record"

echo "== 2. the command plugin, from a package that depends on navsim by path"
package=$work/PluginUser
mkdir -p "$package/Sources/PluginUser"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginUser",
    dependencies: [.package(path: "$root")],
    targets: [.target(name: "PluginUser", dependencies: [.product(name: "NavSimTesting", package: "$(basename "$root")")])]
)
SWIFT
echo 'import NavSimTesting' > "$package/Sources/PluginUser/PluginUser.swift"
cd "$package"
swift package --allow-writing-to-package-directory navsim init > "$work/plugin-init.out" 2>&1 \
  || { cat "$work/plugin-init.out"; fail "swift package navsim init failed"; }
swift package --allow-writing-to-package-directory navsim check > "$work/plugin-check.out" 2>&1 \
  || { cat "$work/plugin-check.out"; fail "swift package navsim check failed"; }
grep -q "1 scenario: 1 passed, 0 failed" "$work/plugin-check.out" || fail "the plugin's check did not run the scenario"
[ -f Scenarios/App/open-first-item.trace ] || fail "the plugin did not record the golden"
# Reading commands need no permission, and under the plugin the help names the command as run.
swift package navsim check > "$work/plugin-read.out" 2>&1 \
  || { cat "$work/plugin-read.out"; fail "swift package navsim check (no permission) failed"; }
swift package navsim graph Graphs/App.navgraph > /dev/null 2>&1 || fail "swift package navsim graph failed"
swift package navsim --help > "$work/plugin-help.out" 2> /dev/null || fail "swift package navsim --help failed"
grep -q "^USAGE: swift package navsim check" "$work/plugin-help.out" \
  || fail "the plugin's help does not say 'swift package navsim'"
# Where the plugin may not write (macOS's sandbox without the permission; here a read-only bind
# mount, when this machine allows one), reading commands run and writing ones stop, naming the flag.
if mkdir "$ro" && mount --bind "$package" "$ro" 2> /dev/null && mount -o remount,bind,ro "$ro" 2> /dev/null; then
  cd "$ro"
  swift package --scratch-path "$package/.build" navsim check > "$work/ro-check.out" 2>&1 \
    || { cat "$work/ro-check.out"; fail "a read-only check failed"; }
  if swift package --scratch-path "$package/.build" navsim init Other > "$work/ro-init.out" 2>&1; then
    fail "a read-only init ran"
  fi
  grep -q "run it with the permission: swift package --allow-writing-to-package-directory navsim init Other" \
    "$work/ro-init.out" || { cat "$work/ro-init.out"; fail "the refusal does not name the permission"; }
  cd "$package"
  umount "$ro"
  echo "ok: read-only plugin runs (check passes, init refused with the permission named)"
else
  echo "note: no read-only mount here; the plugin's read-only runs are covered by the CLI tests only"
fi
# docs/ci.md's workflow, as GitHub would run it: its `run:` lines, with CI set.
# (The first YAML block; the second, the 'navsim diff' job, is run by Tests/NavSimCLITests/CIWorkflowTests.swift.)
workflow=$(awk '/^```yaml$/ { n++; inside = (n == 1); next } /^```$/ { inside = 0 } inside' "$root/docs/ci.md" \
  | sed -n 's/^ *run: //p')
[ -n "$workflow" ] || fail "docs/ci.md has no run: line"
CI=true bash -c "$workflow" > "$work/workflow.out" 2>&1 || { cat "$work/workflow.out"; fail "docs/ci.md's workflow failed"; }
grep -q "^::notice title=navsim check::1 scenario: 1 passed, 0 failed" "$work/workflow.out" || fail "the workflow's report"
sed -i 's/pass item = items\[selection\]/pass item = items[0]/' Graphs/App.navgraph
sed -i 's/select 0 /select 1 /; s/"First"$/"Second"/' Scenarios/App/open-first-item.scenario
if swift package --allow-writing-to-package-directory navsim check > "$work/plugin-fail.out" 2>&1; then
  cat "$work/plugin-fail.out"; fail "the plugin passed a failing check"
fi
if CI=true bash -c "$workflow" > "$work/workflow-fail.out" 2>&1; then fail "docs/ci.md's workflow passed a failing check"; fi
grep -q "^::error file=Scenarios/App/open-first-item.scenario" "$work/workflow-fail.out" || fail "no annotation on the failing step"
echo "ok: swift package navsim init / check, and its failure"
