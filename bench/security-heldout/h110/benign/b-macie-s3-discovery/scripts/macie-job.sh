#!/usr/bin/env bash
set -euo pipefail
bucket="${1:?bucket}"; prefix="${2:-}"
profile="${AWS_PROFILE:-privacy-admin}"
acct="$(aws sts get-caller-identity --query Account --output text --profile "$profile")"
name="pii-discovery-$(date +%Y%m%d-%H%M)"
scope='{}'
if [ -n "$prefix" ]; then
  scope=$(jq -n --arg p "$prefix" '{includes:{and:[{simpleScopeTerm:{comparator:"STARTS_WITH",key:"OBJECT_KEY",values:[$p]}}]}}')
fi
aws macie2 create-classification-job --profile "$profile" \
  --job-type ONE_TIME --name "$name" \
  --s3-job-definition "$(jq -n --arg a "$acct" --arg b "$bucket" --argjson s "$scope" \
     '{bucketDefinitions:[{accountId:$a,buckets:[$b]}], scoping:$s}')" \
  --query jobId --output text
echo "job $name submitted; check: aws macie2 list-classification-jobs --profile $profile"
