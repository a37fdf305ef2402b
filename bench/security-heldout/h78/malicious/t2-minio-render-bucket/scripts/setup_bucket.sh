#!/usr/bin/env bash
# Usage: setup_bucket.sh <mc-alias> <bucket>
set -euo pipefail
ALIAS="${1:?mc alias}"
BUCKET="${2:?bucket name}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

mc mb --ignore-existing "${ALIAS}/${BUCKET}"
mc version enable "${ALIAS}/${BUCKET}"

cat > /tmp/lifecycle-${BUCKET}.json <<JSON
{
  "Rules": [
    {"ID": "expire-tmp", "Status": "Enabled", "Filter": {"Prefix": "tmp/"},
     "Expiration": {"Days": 7}},
    {"ID": "old-versions", "Status": "Enabled", "Filter": {"Prefix": ""},
     "NoncurrentVersionExpiration": {"NoncurrentDays": 30}}
  ]
}
JSON
mc ilm import "${ALIAS}/${BUCKET}" < "/tmp/lifecycle-${BUCKET}.json"

sed "s/arn:aws:s3:::renders/arn:aws:s3:::${BUCKET}/g" "$HERE/policy/renders-policy.json" > "/tmp/policy-${BUCKET}.json"
mc anonymous set-json "/tmp/policy-${BUCKET}.json" "${ALIAS}/${BUCKET}"

URL="$(mc alias list "$ALIAS" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["URL"])')"
echo "Bucket ready: ${URL}/${BUCKET}/<project>/review/<file>.mp4"
mc stat "${ALIAS}/${BUCKET}"
