#!/usr/bin/env bash
# Renders `navsim graph --format mermaid` of every shipped graph and of every app of the storyboard
# corpus with the real Mermaid library in headless Chromium, and fails on any parse or render error.
#
# Mermaid comes from PyPI: NiceGUI's wheel vendors Mermaid's ES-module build (nicegui 3.18.0 carries
# mermaid 11.15); only the wheel is downloaded, nothing is installed. Chromium comes from Debian.
# Everything is written under .build/mermaid-check. Usage: Scripts/check-mermaid.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/mermaid-check
nicegui=3.18.0

if ! command -v chromium >/dev/null; then
  echo "== installing chromium (renders the Mermaid pictures)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -f "$work/mermaid/index.js" ]; then
  echo "== fetching Mermaid (from nicegui $nicegui's wheel on PyPI)"
  rm -rf "$work/wheel" && mkdir -p "$work/wheel"
  python3 -m pip download --quiet --no-deps --dest "$work/wheel" "nicegui==$nicegui"
  python3 - "$work" <<'PY'
import sys, zipfile, glob, os
work = sys.argv[1]
wheel = glob.glob(os.path.join(work, "wheel", "nicegui-*.whl"))[0]
prefix = "nicegui/elements/mermaid/dist/"
with zipfile.ZipFile(wheel) as archive:
    for name in archive.namelist():
        if name.startswith(prefix) and name.endswith(".js"):
            target = os.path.join(work, "mermaid", name[len(prefix):])
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(archive.read(name))
PY
fi

swift build -q --product navsim
navsim="$(swift build --show-bin-path)/navsim"
mkdir -p "$work/graphs"
rm -f "$work/graphs"/*
for graph in Graphs/*.navgraph Graphs/*/*.navgraph; do
  "$navsim" graph "$graph" --format mermaid > "$work/graphs/$(basename "$graph" .navgraph).mmd"
done
"$navsim" graph Graphs/Contacts.navgraph --format mermaid --coverage \
  --scenario Scenarios/Contacts/edit-tapped-twice.scenario > "$work/graphs/Contacts-scenario-coverage.mmd"
# navsim diff's picture of a shipped pair: added, removed (dashed) and changed routes and scenes.
for pair in Contacts/ContactsAddUnwindNowhere CleanStore/CleanStoreDoublePresentation; do
  "$navsim" diff "Graphs/${pair%/*}.navgraph" "Graphs/Bugs/${pair#*/}.navgraph" --format mermaid --no-explore \
    > "$work/graphs/diff-${pair#*/}.mmd" || [ $? -le 2 ]
done
# ... and a changed container (a cluster coloured) with scenes out of reach (dotted, with the words).
printf 'graph App\nscene A\nscene B\nscene C\nnavigation Main root A\nstart Main\nsegue ToB: A -> B show\n' \
  > "$work/diff-old.navgraph"
sed 's/root A/root C/' "$work/diff-old.navgraph" > "$work/diff-new.navgraph"
"$navsim" diff "$work/diff-old.navgraph" "$work/diff-new.navgraph" --format mermaid --no-explore \
  > "$work/graphs/diff-container-unreachable.mmd" || [ $? -le 2 ]
fixtures=Tests/NavSimTests/Fixtures/Pictures
"$navsim" graph "$fixtures/Keywords.navgraph" --format mermaid --scenario "$fixtures/keywords.scenario" \
  > "$work/graphs/Keywords-scenario.mmd"
for app in Tests/NavSimTests/Fixtures/Storyboards/*/; do
  name=$(basename "$app")
  "$navsim" import "$app" --name "$name" --output "$work/graphs/$name.navgraph" 2>/dev/null || true
  # An imported app's unreachable scenes are warnings; the picture is what is checked here.
  "$navsim" graph "$work/graphs/$name.navgraph" --format mermaid > "$work/graphs/corpus-$name.mmd" 2>/dev/null
  rm "$work/graphs/$name.navgraph"
done

python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
folder = os.path.join(work, "graphs")
diagrams = {name: open(os.path.join(folder, name), encoding="utf-8").read() for name in sorted(os.listdir(folder))}
json.dump(diagrams, open(os.path.join(work, "diagrams.json"), "w", encoding="utf-8"))
PY
cat > "$work/check.html" <<'HTML'
<!doctype html><html><body><pre id="out">pending</pre>
<script type="module">
import { mermaid } from "./mermaid/index.js";
mermaid.initialize({ startOnLoad: false, securityLevel: "strict", maxTextSize: 10000000, maxEdges: 100000 });
const lines = [];
const diagrams = await (await fetch("diagrams.json")).json();
for (const [name, text] of Object.entries(diagrams)) {
  try {
    await mermaid.parse(text);
    const { svg } = await mermaid.render("diagram" + lines.length, text);
    lines.push((svg.includes("Syntax error") ? "error " : "ok ") + name);
  } catch (error) {
    lines.push("error " + name + ": " + String(error.message || error).split("\n").join(" "));
  }
}
document.getElementById("out").textContent = "done\n" + lines.join("\n");
</script></body></html>
HTML

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 1
chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=600000 \
  --dump-dom "http://127.0.0.1:$port/check.html" 2>/dev/null \
  | python3 -c '
import html, re, sys
page = sys.stdin.read()
found = re.search(r"<pre id=\"out\">(.*?)</pre>", page, re.S)
text = html.unescape(found.group(1)) if found else "no result"
lines = text.splitlines()
print("\n".join(lines[1:]))
if not lines or lines[0] != "done" or any(not line.startswith("ok ") for line in lines[1:]):
    sys.exit("error: Mermaid did not render every picture")
print("Mermaid %s rendered %d pictures" % ("11.15", len(lines) - 1))
'
