#!/usr/bin/env bash
# Regenerates the pictures the docs show from `navsim graph`, where a comment names the command:
#
#   <!-- navsim graph ARGS… -->        followed by   ![alt](graph/X.svg)   → X.svg, rendered by Graphviz
#   <!-- navsim graph ARGS… -->        followed by   ```mermaid … ```      → the block, rewritten
#
# in README.md and docs/*.md. DocumentedPicturesTests fails when one is out of date.
# Needs Graphviz's dot (apt-get install graphviz). Usage: Scripts/update-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --product navsim
navsim="$(swift build --show-bin-path)/navsim"
python3 - "$navsim" README.md docs/*.md <<'PY'
import os, re, subprocess, sys
navsim, files = sys.argv[1], sys.argv[2:]
marker = re.compile(r"^<!-- navsim (graph .*) -->$")
for path in files:
    lines = open(path, encoding="utf-8").read().split("\n")
    out, index, changed = [], 0, False
    while index < len(lines):
        line = lines[index]
        out.append(line)
        index += 1
        found = marker.match(line)
        if not found or index >= len(lines):
            continue
        arguments = found.group(1).split()
        following = lines[index]
        image = re.match(r"^!\[[^\]]*\]\(([^)]+\.svg)\)$", following)
        if image:
            svg = os.path.join(os.path.dirname(path), image.group(1))
            dot = subprocess.run([navsim] + arguments, check=True, capture_output=True).stdout
            rendered = subprocess.run(["dot", "-Tsvg"], input=dot, check=True, capture_output=True).stdout
            os.makedirs(os.path.dirname(svg), exist_ok=True)
            if not os.path.exists(svg) or open(svg, "rb").read() != rendered:
                open(svg, "wb").write(rendered)
                print("wrote", svg)
        elif following == "```mermaid":
            text = subprocess.run([navsim] + arguments, check=True, capture_output=True, text=True).stdout
            end = lines.index("```", index + 1)
            block = text.rstrip("\n").split("\n")
            if lines[index + 1:end] != block:
                changed = True
            out += ["```mermaid"] + block + ["```"]
            index = end + 1
    if changed:
        open(path, "w", encoding="utf-8").write("\n".join(out))
        print("rewrote", path)
PY
