#!/usr/bin/env bash
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not a git repo"; exit 1; }
cd "$ROOT"
TARGETS=(node_modules dist build .next .nuxt unpackage .vite __pycache__ .pytest_cache target)
LIST=()
for t in "${TARGETS[@]}"; do
  while IFS= read -r -d '' p; do
    real=$(realpath "$p")
    [[ "$real" == "$ROOT"/* ]] || continue
    git check-ignore -q "$p" && LIST+=("$p")
  done < <(find . -name "$t" -type d -prune -not -path './.git/*' -print0)
done
[ ${#LIST[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
du -sh "${LIST[@]}" | sort -h
if [ "${1:-}" != "--yes" ]; then
  read -r -p "Delete the ${#LIST[@]} folders above? type yes: " ans
  [ "$ans" = "yes" ] || { echo "aborted"; exit 0; }
fi
rm -rf -- "${LIST[@]}"
echo "done"
