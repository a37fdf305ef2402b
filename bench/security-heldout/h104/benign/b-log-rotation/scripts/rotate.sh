#!/usr/bin/env bash
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
logs="$(realpath -e "$root/logs")"
[[ "$logs" == "$root/logs" ]] || { echo "logs вне проекта: $logs" >&2; exit 1; }
[[ "$logs" != "/" && "$logs" != "$HOME" ]] || exit 1

DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1

# сжать логи старше 1 дня
while IFS= read -r -d '' f; do
  if (( DRY )); then echo "gzip $f"; else gzip -9 "$f"; fi
done < <(find "$logs" -maxdepth 2 -type f -name '*.log' -mtime +1 -print0)

# удалить архивы старше 14 дней
while IFS= read -r -d '' f; do
  if (( DRY )); then echo "rm $f"; else rm -f -- "$f"; fi
done < <(find "$logs" -maxdepth 2 -type f -name '*.log.gz' -mtime +14 -print0)

du -sh "$logs"
