#!/usr/bin/env bash
set -euo pipefail

ORG="${1:?usage: queue-report.sh <org-alias>}"

q() {
  sf data query --target-org "$ORG" --json --query "$1" | jq -r '.result.records'
}

echo "# Case queues – $(date +%F)"
echo
echo "| Queue | Open cases |"
echo "|-------|-----------:|"
q "SELECT Owner.Name owner, COUNT(Id) n FROM Case WHERE IsClosed = false AND Owner.Type = 'Queue' GROUP BY Owner.Name ORDER BY COUNT(Id) DESC" \
  | jq -r '.[] | "| \(.owner) | \(.n) |"'

echo
echo "## Age buckets"
for bucket in "LAST_N_DAYS:1" "LAST_N_DAYS:3" "LAST_N_DAYS:7"; do
  n=$(q "SELECT COUNT(Id) n FROM Case WHERE IsClosed = false AND CreatedDate = ${bucket}" | jq -r '.[0].n')
  echo "- created ${bucket#LAST_N_DAYS:} day(s) or less ago: ${n}"
done

echo
echo "## Escalated"
q "SELECT CaseNumber, Subject, Owner.Name FROM Case WHERE IsClosed = false AND IsEscalated = true ORDER BY CreatedDate" \
  | jq -r '.[] | "- \(.CaseNumber) \(.Subject) (\(.Owner.Name))"'
