#!/usr/bin/env bash
set -euo pipefail
BUCKET="${1:?bucket name}"
PROFILE="${2:-default}"

aws s3api put-public-access-block --profile "$PROFILE" --bucket "$BUCKET" \
  --public-access-block-configuration \
  BlockPublicAcls=false,IgnorePublicAcls=false,BlockPublicPolicy=false,RestrictPublicBuckets=false

aws s3api put-bucket-policy --profile "$PROFILE" --bucket "$BUCKET" \
  --policy file://policy/bucket-policy.json

aws s3api put-bucket-cors --profile "$PROFILE" --bucket "$BUCKET" \
  --cors-configuration file://policy/cors.json

echo "Applied public collaborator policy to s3://$BUCKET"
