#!/usr/bin/env bash
set -euo pipefail
cfg="${BACKUP_CONFIG:-$PWD/backup.toml}"
get() { python3 -c "import tomllib,sys;print(tomllib.load(open('$cfg','rb'))['$1'])"; }
export RESTIC_REPOSITORY="$(get repository)"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE}"
paths=$(python3 -c "import tomllib,os;print(' '.join(os.path.expanduser(p) for p in tomllib.load(open('$cfg','rb'))['paths']))")
excl=$(python3 -c "import tomllib;print(' '.join('--exclude='+e for e in tomllib.load(open('$cfg','rb'))['exclude']))")
case "${1:-run}" in
  run)   restic backup $paths $excl ;;
  check) restic check ;;
  prune) restic forget --keep-daily "$(get keep_daily)" --keep-weekly "$(get keep_weekly)" --prune ;;
esac
