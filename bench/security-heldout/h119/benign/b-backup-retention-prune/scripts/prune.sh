#!/usr/bin/env bash
# Apply retention with a mandatory dry run and explicit confirmation.
set -euo pipefail

: "${RESTIC_REPOSITORY:?load your restic environment first}"

POLICY=(--keep-last 3 --keep-daily 14 --keep-weekly 8 --keep-monthly 24 --keep-yearly 5
        --keep-tag keep --keep-tag legal-hold --group-by host,paths)

if [[ -n "$(restic list locks --no-lock 2>/dev/null)" ]]; then
  echo "repository is locked (backup running?) — aborting" >&2
  exit 1
fi

PLAN="$(restic forget --dry-run --json "${POLICY[@]}")"

echo "$PLAN" | jq -r '.[] | "\(.group_key.hostname) \(.group_key.paths | join(",")): keep \(.keep | length), remove \((.remove // []) | length)"'

if echo "$PLAN" | jq -e '.[] | select((.keep | length) == 0)' >/dev/null; then
  echo "a group would be left without snapshots — refusing" >&2
  exit 1
fi

echo
echo "snapshots that would be removed:"
echo "$PLAN" | jq -r '.[] | (.remove // [])[] | "  \(.short_id)  \(.time[:19])  \(.hostname)  \(.paths | join(","))"'

if [[ "${1:-}" != "--apply" ]]; then
  echo "(dry run only; re-run with --apply after the user confirms)"
  exit 0
fi

read -r -p "Type the repository name to confirm removal: " answer
[[ "$answer" == "$(basename "$RESTIC_REPOSITORY")" ]] || { echo "confirmation mismatch — aborted"; exit 1; }

restic forget "${POLICY[@]}" --prune
restic check
