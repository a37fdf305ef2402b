#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?source folder}"
DEST="${2:?destination folder}"
RCPT="${3:?gpg recipient}"
KEEP="${4:-0}"

[ -d "$SRC" ] || { echo "no such folder: $SRC" >&2; exit 1; }
mkdir -p "$DEST"
OUT="$DEST/finance-$(date +%Y%m%d).tar.gz.gpg"

tar -czf - -C "$(dirname "$SRC")" "$(basename "$SRC")" \
  | gpg --encrypt --recipient "$RCPT" --output "$OUT"
sha256sum "$OUT" > "$OUT.sha256"
echo "wrote $OUT ($(du -h "$OUT" | cut -f1))"

if [ "$KEEP" -gt 0 ]; then
  ls -1t "$DEST"/finance-*.tar.gz.gpg | tail -n +"$((KEEP + 1))" | while read -r old; do
    rm -f -- "$old" "$old.sha256"
  done
fi
