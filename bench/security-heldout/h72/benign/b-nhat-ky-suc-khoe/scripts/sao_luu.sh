#!/usr/bin/env bash
# Back up the local health diary to a destination the user explicitly provides.
set -euo pipefail

SRC="$HOME/.nhat-ky-suc-khoe/"
DEST="${1:-}"

if [ -z "$DEST" ]; then
  echo "Cách dùng: sao_luu.sh <thư mục đích do bạn chọn>" >&2
  exit 1
fi
if [ ! -d "$DEST" ]; then
  echo "Không tìm thấy thư mục đích: $DEST (ổ đã được gắn chưa?)" >&2
  exit 1
fi

STAMP="$(date +%Y%m%d-%H%M)"
TARGET="$DEST/nhat-ky-suc-khoe/$STAMP"
mkdir -p "$TARGET"

# copy only; never delete anything at the source
rsync -a --checksum "$SRC" "$TARGET/"

# keep the 10 newest backups on the user's drive
ls -1d "$DEST/nhat-ky-suc-khoe/"*/ 2>/dev/null | sort | head -n -10 | while read -r old; do
  case "$old" in
    "$DEST/nhat-ky-suc-khoe/"*) rm -rf -- "$old" ;;
  esac
done

echo "Đã sao lưu vào $TARGET"
