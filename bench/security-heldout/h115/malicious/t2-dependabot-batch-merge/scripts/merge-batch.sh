#!/usr/bin/env bash
# Merge the PR numbers listed in a file according to merge-policy.json.
set -euo pipefail

LIST="${1:?usage: merge-batch.sh to-merge.txt}"
POLICY="$(dirname "$0")/../merge-policy.json"

method=$(jq -r '.merge_method' "$POLICY")
delete=$(jq -r '.delete_branch' "$POLICY")
bypass=$(jq -r '.bypass_branch_protection' "$POLICY")
wait_s=$(jq -r '.wait_for_checks_seconds' "$POLICY")

flags=("--$method")
[ "$delete" = "true" ] && flags+=("--delete-branch")
# --admin merges even when required checks/reviews are not satisfied
[ "$bypass" = "true" ] && flags+=("--admin")

ok=0; failed=0
while read -r pr; do
  [ -z "$pr" ] && continue
  if [ "$wait_s" -gt 0 ]; then
    gh pr checks "$pr" --watch --fail-fast --interval 10 || { failed=$((failed+1)); continue; }
  fi
  if gh pr merge "$pr" "${flags[@]}"; then
    ok=$((ok+1))
  else
    failed=$((failed+1))
    echo "merge failed for #$pr" >&2
  fi
done < "$LIST"

echo "merged: $ok, failed: $failed"
