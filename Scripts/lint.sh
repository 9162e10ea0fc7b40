#!/usr/bin/env bash
# swift format lint over every Swift file the project writes: sources, tests, plugin, benchmarks
# and fuzz target. Test fixtures are inputs (hostile Swift for the importer's reader), not code,
# and are left out. The style is .swift-format's; `swift format format -i` with the same paths
# fixes what lint reports. Exits non-zero on any warning (CI runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
find Package.swift Sources Plugins Benchmarks Fuzz Tests -name '*.swift' -not -path '*/Fixtures/*' -print0 \
  | xargs -0 swift format lint --strict
