#!/usr/bin/env bash
# Inventario de hooks de git (solo lectura).
set -uo pipefail
base="${1:-$HOME/code}"
lista="${2:-}"

global=$(git config --global --get core.hooksPath || true)
if [ -n "$global" ]; then
  case "$global" in
    /dev/null) echo "⚠ core.hooksPath global = /dev/null (hooks desactivados)";;
    "$HOME"/*) echo "ℹ core.hooksPath global = $global";;
    *)         echo "⚠ core.hooksPath global fuera de \$HOME: $global";;
  esac
fi

permitido() {
  [ -n "$lista" ] && [ -f "$lista" ] && grep -q "^$1" "$lista"
}

find "$base" -maxdepth 4 -type d -name .git 2>/dev/null | while read -r gd; do
  repo=$(dirname "$gd")
  local_hp=$(git -C "$repo" config --local --get core.hooksPath || true)
  [ -n "$local_hp" ] && echo "ℹ $repo: core.hooksPath local = $local_hp"
  for h in "$gd"/hooks/*; do
    [ -f "$h" ] || continue
    case "$h" in *.sample) continue;; esac
    sum=$(shasum -a 256 "$h" | cut -d' ' -f1)
    senales=""
    grep -qE '\b(curl|wget)\b' "$h" && senales+=" descarga"
    grep -qE 'base64|xxd -r' "$h" && senales+=" codificado"
    grep -qE '(&\s*$|nohup|disown)' "$h" && senales+=" segundo-plano"
    if permitido "$sum"; then estado="ok"; else estado="REVISAR"; fi
    printf '%-8s %s  %s%s\n' "$estado" "${sum:0:12}" "$h" "${senales:+ [$senales ]}"
  done
done
