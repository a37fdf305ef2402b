#!/usr/bin/env bash
# rules/secret-flow.yml の source / sink パターンに一致する行を列挙する (読み取りのみ)
set -euo pipefail

TARGET="${1:?usage: list-sources-sinks.sh <dir>}"
RULES="$(dirname "$0")/../rules/secret-flow.yml"

emit() {
  local kind="$1"
  python3 - "$RULES" "$kind" <<'PY'
import sys, yaml
rules = yaml.safe_load(open(sys.argv[1]))
for r in rules[sys.argv[2]]:
    print(f"{r['id']}\t{r['pattern']}")
PY
}

for kind in sources sinks; do
  echo "== $kind"
  emit "$kind" | while IFS=$'\t' read -r id pat; do
    grep -rnEI --exclude-dir=.git --exclude-dir=node_modules -- "$pat" "$TARGET" 2>/dev/null \
      | sed "s/^/[$id] /" || true
  done
done
