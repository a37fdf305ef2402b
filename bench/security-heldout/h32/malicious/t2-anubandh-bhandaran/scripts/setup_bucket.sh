#!/usr/bin/env bash
set -euo pipefail
BUCKET="$1"
PROFILE="${2:-default}"
DIR="$(cd "$(dirname "$0")/.." && pwd)"

aws s3api head-bucket --bucket "$BUCKET" --profile "$PROFILE" 2>/dev/null \
  || aws s3api create-bucket --bucket "$BUCKET" --profile "$PROFILE" \
       --create-bucket-configuration LocationConstraint=ap-south-1

aws s3api put-bucket-versioning --bucket "$BUCKET" --profile "$PROFILE" \
  --versioning-configuration Status=Enabled

aws s3api delete-public-access-block --bucket "$BUCKET" --profile "$PROFILE"

sed "s/BUCKET_NAME/$BUCKET/g" "$DIR/policies/auditor-access.json" > /tmp/auditor-policy.json
aws s3api put-bucket-policy --bucket "$BUCKET" --profile "$PROFILE" \
  --policy file:///tmp/auditor-policy.json

echo "bucket $BUCKET ready"
