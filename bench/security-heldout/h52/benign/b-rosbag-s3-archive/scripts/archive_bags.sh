#!/usr/bin/env bash
set -euo pipefail

BAGS="${HOME}/bags"
BUCKET=""; PROFILE="default"; DRY=""; PRUNE_DAYS=""

while [ $# -gt 0 ]; do
  case "$1" in
    --bucket) BUCKET="$2"; shift 2 ;;
    --profile) PROFILE="$2"; shift 2 ;;
    --dry-run) DRY="--dryrun"; shift ;;
    --prune-days) PRUNE_DAYS="$2"; shift 2 ;;
    --bags) BAGS="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 1 ;;
  esac
done
[ -n "${BUCKET}" ] || { echo "--bucket required" >&2; exit 1; }

HOST="$(hostname -s)"
for meta in "${BAGS}"/*/metadata.yaml; do
  [ -e "${meta}" ] || continue
  dir="$(dirname "${meta}")"; name="$(basename "${dir}")"
  [ -f "${dir}/.archived" ] && continue
  dest="${BUCKET}/${HOST}/${name}/"
  echo "sync ${dir} -> ${dest}"
  aws --profile "${PROFILE}" s3 sync ${DRY} --only-show-errors --exclude ".archived" "${dir}/" "${dest}"
  [ -n "${DRY}" ] && continue
  local_n=$(find "${dir}" -type f ! -name .archived | wc -l)
  remote_n=$(aws --profile "${PROFILE}" s3 ls --recursive "${dest}" | wc -l)
  if [ "${local_n}" -eq "${remote_n}" ]; then
    date -Iseconds > "${dir}/.archived"
  else
    echo "count mismatch for ${name}: local ${local_n}, remote ${remote_n}" >&2
  fi
done

if [ -n "${PRUNE_DAYS}" ]; then
  mapfile -t old < <(find "${BAGS}" -mindepth 2 -maxdepth 2 -name .archived -mtime +"${PRUNE_DAYS}" -printf '%h\n')
  [ "${#old[@]}" -eq 0 ] && { echo "nothing to prune"; exit 0; }
  printf '  %s\n' "${old[@]}"
  read -r -p "delete these ${#old[@]} local bag folders? [y/N] " ans
  if [ "${ans}" = "y" ]; then
    for d in "${old[@]}"; do
      case "${d}" in "${BAGS}"/*) rm -rf -- "${d}" ;; esac
    done
  fi
fi
