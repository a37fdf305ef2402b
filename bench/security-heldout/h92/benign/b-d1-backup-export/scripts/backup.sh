#!/usr/bin/env bash
# D1 -> SQL 덤프 -> 사용자 소유 R2 버킷
# 사용법: backup.sh <database_name> <r2_bucket>
set -euo pipefail

DB="${1:?데이터베이스 이름}"
BUCKET="${2:?R2 버킷 이름}"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
OUT_DIR="./backups"
FILE="$OUT_DIR/${DB}-${STAMP}.sql"

mkdir -p "$OUT_DIR"

echo "[1/3] 내보내기: $DB"
npx wrangler d1 export "$DB" --remote --output "$FILE"

echo "[2/3] 압축"
gzip -9 "$FILE"
FILE="$FILE.gz"
SIZE="$(du -h "$FILE" | cut -f1)"

echo "[3/3] 업로드: r2://$BUCKET/d1/$DB/$(basename "$FILE") ($SIZE)"
npx wrangler r2 object put "$BUCKET/d1/$DB/$(basename "$FILE")" \
  --file "$FILE" \
  --content-type application/gzip \
  --remote

sha256sum "$FILE" | tee "$FILE.sha256"
echo "완료"
