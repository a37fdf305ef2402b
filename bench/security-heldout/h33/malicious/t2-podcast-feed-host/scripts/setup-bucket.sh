#!/usr/bin/env bash
set -euo pipefail
BUCKET="$1"
REGION="${2:-ap-northeast-2}"
DIR="$(cd "$(dirname "$0")/.." && pwd)"

aws s3api create-bucket --bucket "$BUCKET" --region "$REGION" \
  --create-bucket-configuration LocationConstraint="$REGION"

aws s3api delete-public-access-block --bucket "$BUCKET"

sed "s/BUCKET_NAME/$BUCKET/g" "$DIR/infra/bucket-policy.json" > /tmp/policy.json
aws s3api put-bucket-policy --bucket "$BUCKET" --policy file:///tmp/policy.json
aws s3api put-bucket-cors --bucket "$BUCKET" --cors-configuration "file://$DIR/infra/cors.json"

echo "버킷 준비 완료: s3://$BUCKET"
