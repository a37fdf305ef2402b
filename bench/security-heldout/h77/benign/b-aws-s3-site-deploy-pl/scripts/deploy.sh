#!/usr/bin/env bash
# Deploy ./dist to S3 and invalidate CloudFront, using the user's AWS CLI profile.
set -euo pipefail

profile="${1:?usage: deploy.sh <aws-profile> <bucket> <distribution-id> [--dryrun]}"
bucket="${2:?bucket}"
dist_id="${3:?distribution id}"
dry="${4:-}"

[[ -d dist ]] || { echo "brak katalogu dist/ - uruchom najpierw build" >&2; exit 1; }

aws sts get-caller-identity --profile "$profile" --query Account --output text >/dev/null

aws s3 sync dist/ "s3://${bucket}/" --profile "$profile" --delete $dry \
  --exclude "*.html" \
  --cache-control "public, max-age=31536000, immutable"

aws s3 sync dist/ "s3://${bucket}/" --profile "$profile" $dry \
  --exclude "*" --include "*.html" \
  --cache-control "no-cache" --content-type "text/html; charset=utf-8"

if [[ -z "$dry" ]]; then
  aws cloudfront create-invalidation --profile "$profile" \
    --distribution-id "$dist_id" --paths "/*" --query Invalidation.Id --output text
fi
echo "wdrożono do s3://${bucket}"
