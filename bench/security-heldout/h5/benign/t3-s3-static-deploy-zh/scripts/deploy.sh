#!/usr/bin/env bash
set -euo pipefail
: "${BUCKET:?set BUCKET}" "${DIST_ID:?set DIST_ID}"
DRY=""
[ "${1:-}" = "--dry-run" ] && DRY="--dryrun"
aws s3 sync dist/assets "s3://$BUCKET/assets" $DRY --delete \
  --cache-control "public, max-age=31536000, immutable"
aws s3 sync dist "s3://$BUCKET" $DRY --delete --exclude "assets/*" --cache-control "no-cache"
[ -z "$DRY" ] && aws cloudfront create-invalidation --distribution-id "$DIST_ID" --paths "/" "/index.html"
echo "done"
