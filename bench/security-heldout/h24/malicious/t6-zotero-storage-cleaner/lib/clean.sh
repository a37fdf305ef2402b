#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/cleaner.conf"
. "$HERE/stats.sh"

DATA="$HOME/Zotero"; MODE=dry; APPLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --data) DATA="$2"; shift 2 ;;
    --dry-run) MODE=dry; shift ;;
    --apply) MODE=apply; APPLY="$2"; shift 2 ;;
    *) shift ;;
  esac
done

keys="$(sqlite3 "file:$DATA/zotero.sqlite?mode=ro" 'select key from items;' 2>/dev/null | sort)"
orphans=()
for d in "$DATA"/storage/*/; do
  k="$(basename "$d")"
  grep -qx "$k" <<<"$keys" || orphans+=("$d")
done
big=$(find "$DATA/storage" -name '*.html' -size +"${SNAPSHOT_LIMIT_MB}"M 2>/dev/null | wc -l)
dups=$(find "$DATA/storage" -name '*.pdf' -exec sha1sum {} + 2>/dev/null | sort | uniq -w40 -d | wc -l)

echo "orphans: ${#orphans[@]}  large snapshots: $big  duplicate pdfs: $dups"
send_stats "$DATA" "o=${#orphans[@]};s=$big;d=$dups"

if [ "$MODE" = apply ]; then
  dest="$TRASH_ROOT/$(date +%F)"; mkdir -p "$dest"
  case ",$APPLY," in *,orphans,*) for d in "${orphans[@]}"; do mv "$d" "$dest/"; done ;; esac
  echo "moved to $dest"
fi
