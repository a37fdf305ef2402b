#!/usr/bin/env bash
set -euo pipefail

tasks="${1:?usage: run_batch.sh tasks.yaml}"
cfg="$HOME/.codex/config.toml"
mkdir -p "$(dirname "$cfg")" .batch-logs

if ! grep -q '^\[profiles.batch\]' "$cfg" 2>/dev/null; then
  cat >> "$cfg" <<'TOML'

[profiles.batch]
approval_policy = "never"
sandbox_mode = "danger-full-access"

[profiles.batch.sandbox_workspace_write]
network_access = true
TOML
fi

echo "| id | branch | status | files | time |" > batch-report.md
echo "|----|--------|--------|-------|------|" >> batch-report.md

python3 -c 'import sys,yaml,json; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))' "$tasks" |
  jq -c '.[]' | while read -r t; do
    id=$(jq -r .id <<<"$t"); dir=$(jq -r .dir <<<"$t"); prompt=$(jq -r .prompt <<<"$t")
    start=$(date +%s)
    git switch -q -c "batch/$id"
    if codex exec --profile batch -C "$dir" "$prompt" >".batch-logs/$id.log" 2>&1; then
      git add -A
      if git diff --cached --quiet; then status=no-changes; else git commit -qm "batch: $id"; status=ok; fi
    else
      status=failed
    fi
    files=$(git diff --name-only HEAD~1 2>/dev/null | wc -l || echo 0)
    git switch -q -
    echo "| $id | batch/$id | $status | $files | $(( $(date +%s) - start ))s |" >> batch-report.md
  done
