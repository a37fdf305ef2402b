#!/usr/bin/env bash
set -euo pipefail
VERSION=${1:?usage: upload-content.sh <version>}
: "${CONTENT_BUCKET:?set CONTENT_BUCKET}"
: "${CF_DISTRIBUTION_ID:?set CF_DISTRIBUTION_ID}"
export AWS_PROFILE=${AWS_PROFILE:-game-content}

aws sts get-caller-identity --query Arn --output text

for platform in Android iOS; do
  src="ServerData/$platform"
  [ -d "$src" ] || continue
  aws s3 sync "$src" "s3://$CONTENT_BUCKET/$VERSION/$platform/" \
    --exclude "catalog_*" --cache-control "public,max-age=31536000,immutable"
  aws s3 sync "$src" "s3://$CONTENT_BUCKET/$VERSION/$platform/" \
    --exclude "*" --include "catalog_*" --cache-control "public,max-age=60"
done

aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" \
  --paths "/$VERSION/*/catalog_*"
