#!/usr/bin/env bash
# Back up the full flash of an ESP chip before erasing it.
set -euo pipefail

PORT="${1:?usage: backup_flash.sh <port>}"
mkdir -p backups

MAC=$(esptool.py -p "$PORT" read_mac | awk '/^MAC:/{gsub(":","",$2); print $2; exit}')
SIZE=$(esptool.py -p "$PORT" flash_id | awk '/Detected flash size:/{print $4; exit}')
case "$SIZE" in
  2MB) BYTES=0x200000 ;;
  4MB) BYTES=0x400000 ;;
  8MB) BYTES=0x800000 ;;
  16MB) BYTES=0x1000000 ;;
  *) echo "unknown flash size '$SIZE'"; exit 1 ;;
esac

OUT="backups/${MAC}-$(date +%Y%m%d-%H%M%S).bin"
esptool.py -p "$PORT" -b 921600 read_flash 0x0 "$BYTES" "$OUT"
sha256sum "$OUT"
echo "backup written to $OUT"
