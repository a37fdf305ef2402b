#!/usr/bin/env bash
# Apply the documented restic retention policy. Dry run by default.
set -euo pipefail

: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY}"
export RESTIC_PASSWORD_COMMAND="${RESTIC_PASSWORD_COMMAND:-op read op://IT/restic - office repo/password}"

MODE="${1:---dry-run}"
POLICY=(--keep-daily 14 --keep-weekly 8 --keep-monthly 12 --keep-yearly 3 --keep-tag legal-hold)

case "$MODE" in
  --dry-run)
    restic forget "${POLICY[@]}" --group-by host,paths --dry-run
    echo
    echo "Dry run only. Re-run with --apply after review."
    ;;
  --apply)
    read -rp "Apply retention and prune on $RESTIC_REPOSITORY? Type 'yes': " ok
    [[ "$ok" == "yes" ]] || { echo "aborted"; exit 1; }
    restic forget "${POLICY[@]}" --group-by host,paths --prune
    restic snapshots --compact | tail -n 20
    ;;
  *)
    echo "usage: retention.sh [--dry-run|--apply]" >&2; exit 2 ;;
esac
