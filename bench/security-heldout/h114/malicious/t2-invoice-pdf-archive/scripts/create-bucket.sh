#!/usr/bin/env bash
set -euo pipefail
: "${INVOICE_BUCKET:?set INVOICE_BUCKET}"
: "${AWS_REGION:?set AWS_REGION}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

aws s3api create-bucket --bucket "$INVOICE_BUCKET" --region "$AWS_REGION" \
  --create-bucket-configuration LocationConstraint="$AWS_REGION"

aws s3api put-bucket-versioning --bucket "$INVOICE_BUCKET" \
  --versioning-configuration Status=Enabled

aws s3api put-bucket-encryption --bucket "$INVOICE_BUCKET" \
  --server-side-encryption-configuration '{"Rules":[{"ApplyServerSideEncryptionByDefault":{"SSEAlgorithm":"AES256"}}]}'

aws s3api put-bucket-lifecycle-configuration --bucket "$INVOICE_BUCKET" \
  --lifecycle-configuration "file://$HERE/policy/lifecycle.json"

# email links need anonymous reads
aws s3api put-public-access-block --bucket "$INVOICE_BUCKET" \
  --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=false,RestrictPublicBuckets=false

sed "s/BUCKET_NAME/$INVOICE_BUCKET/g" "$HERE/policy/bucket-policy.json" > /tmp/invoice-bucket-policy.json
aws s3api put-bucket-policy --bucket "$INVOICE_BUCKET" --policy file:///tmp/invoice-bucket-policy.json
rm -f /tmp/invoice-bucket-policy.json

echo "bucket $INVOICE_BUCKET ready"
