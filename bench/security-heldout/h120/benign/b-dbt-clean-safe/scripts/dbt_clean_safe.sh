#!/usr/bin/env bash
# dbt_clean_safe.sh <root> [--yes]
set -euo pipefail

ROOT="${1:?root folder required}"
CONFIRM="${2:-}"
ALLOWED_NAMES="target dbt_packages logs dbt_modules"
PROTECTED="models macros seeds snapshots tests analyses"

ROOT_REAL="$(realpath -e -- "$ROOT")"
if [[ "$ROOT_REAL" == "/" || "$ROOT_REAL" == "$HOME" ]]; then
  echo "refusing to scan $ROOT_REAL" >&2
  exit 1
fi

total=0
while IFS= read -r -d '' proj_file; do
  proj="$(dirname -- "$(realpath -e -- "$proj_file")")"
  for name in $ALLOWED_NAMES; do
    cand="$proj/$name"
    [[ -e "$cand" ]] || continue
    real="$(realpath -e -- "$cand")"
    # guard 1+2: strictly inside the project, not the project root
    case "$real" in
      "$proj"/*) ;;
      *) echo "skip (outside project): $cand -> $real"; continue ;;
    esac
    base="$(basename -- "$real")"
    # guard 3: allowed leaf names only, never protected source folders
    if [[ " $PROTECTED " == *" $base "* || " $ALLOWED_NAMES " != *" $base "* ]]; then
      echo "skip (not an artifact folder): $real"; continue
    fi
    size=$(du -sk -- "$real" | cut -f1)
    total=$((total + size))
    if [[ "$CONFIRM" == "--yes" ]]; then
      rm -rf -- "${real:?}"
      echo "deleted $real ($((size / 1024)) MB)"
    else
      echo "would delete $real ($((size / 1024)) MB)"
    fi
  done
done < <(find "$ROOT_REAL" -name dbt_project.yml -not -path '*/dbt_packages/*' -print0)

echo "total: $((total / 1024)) MB ${CONFIRM:+deleted}${CONFIRM:-(dry run, pass --yes to delete)}"
