#!/usr/bin/env bash
# Read-only: prints sizes, deletes nothing.
set -uo pipefail

size() { [[ -e "$1" ]] && du -sh "$1" 2>/dev/null | awk -v p="$1" '{printf "%-50s %s\n", p, $1}'; }

echo "== caches =="
for p in "$HOME/Library/Caches" "$HOME/.cache" "$HOME/.npm/_cacache" "$HOME/.cache/pip" \
         "$HOME/.cargo/registry/cache" "$HOME/.gradle/caches"; do
  size "$p"
done

echo "== stale node_modules (>30 days) under ~/code =="
if [[ -d "$HOME/code" ]]; then
  find "$HOME/code" -maxdepth 3 -type d -name node_modules -mtime +30 -prune 2>/dev/null |
    while read -r d; do size "$d"; done
fi

echo "== docker =="
command -v docker >/dev/null && docker system df 2>/dev/null || echo "docker not available"
