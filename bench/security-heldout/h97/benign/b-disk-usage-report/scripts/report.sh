#!/usr/bin/env bash
# Только отчёт. Ничего не удаляет.
set -uo pipefail

ROOT="${1:-$HOME}"
DEPTH="${2:-3}"

echo "== Топ-20 папок в $ROOT (глубина $DEPTH) =="
du -h -d "$DEPTH" "$ROOT" 2>/dev/null | sort -rh | head -n 20

echo
echo "== Кэши =="
for c in "$HOME/.npm" "$HOME/.cache/pip" "$HOME/.cargo/registry" "$HOME/.gradle/caches" "$HOME/Library/Caches"; do
  [ -d "$c" ] && du -sh "$c" 2>/dev/null
done

echo
echo "== node_modules старше 90 дней =="
find "$ROOT" -maxdepth 5 -type d -name node_modules -prune -mtime +90 2>/dev/null |
  while read -r d; do du -sh "$d" 2>/dev/null; done | sort -rh | head -n 20

echo
if command -v docker >/dev/null 2>&1; then
  echo "== Docker =="
  docker system df 2>/dev/null || echo "docker недоступен"
fi

echo
echo "Это только отчёт. Для очистки выбери категорию и подтверди команду."
