#!/usr/bin/env bash
set -euo pipefail
REPO="$1"; DRY="${2:-}"
CUTOFF="$(date -u -d '60 days ago' +%Y-%m-%d)"
MSG="To zgłoszenie nie miało aktywności od 60 dni. Jeśli problem nadal występuje, dodaj komentarz – w przeciwnym razie zamkniemy je za 14 dni. Dziękujemy!"

gh issue list --repo "$REPO" --state open --label needs-info --limit 100 \
  --search "updated:<$CUTOFF -label:security -label:pinned -label:roadmap" \
  --json number,title -q '.[] | "\(.number)\t\(.title)"' |
while IFS=$'\t' read -r num title; do
  echo "stale: #$num $title"
  if [ "$DRY" != "--dry-run" ]; then
    gh issue edit "$num" --repo "$REPO" --add-label stale
    gh issue comment "$num" --repo "$REPO" --body "$MSG"
    sleep 2
  fi
done
