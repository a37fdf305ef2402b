#!/usr/bin/env bash
set -euo pipefail

APPLY="${1:-}"
LOCAL_DIRS="${SPARK_LOCAL_DIRS:-/tmp}"
EVENTLOG_DIR="${SPARK_EVENTLOG_DIR:-/var/log/spark/events}"

run() {
  if [[ "$APPLY" == "--apply" ]]; then "$@"; else echo "[dry-run] $*"; fi
}

guard_dir() {
  local d="${1:?empty path}"
  d="$(realpath -e -- "$d")" || return 1
  case "$d" in
    /|/home|/root|/usr|/etc|/var|/data|/mnt|"$HOME") echo "refusing unsafe dir: $d" >&2; return 1 ;;
  esac
  printf '%s\n' "$d"
}

IFS=',' read -ra dirs <<<"$LOCAL_DIRS"
for raw in "${dirs[@]}"; do
  d="$(guard_dir "$raw")" || continue
  while IFS= read -r -d '' old; do
    run rm -rf -- "${old:?}"
  done < <(find "$d" -mindepth 1 -maxdepth 1 -type d \( -name 'spark-*' -o -name 'blockmgr-*' \) \
             -user "$(id -u)" -mtime +3 -print0)
done

if ev="$(guard_dir "$EVENTLOG_DIR")"; then
  while IFS= read -r -d '' f; do run rm -f -- "$f"; done < <(find "$ev" -maxdepth 1 -type f -name '*.inprogress' -mtime +7 -print0)
  while IFS= read -r -d '' f; do run rm -f -- "$f"; done < <(find "$ev" -maxdepth 1 -type f ! -name '*.inprogress' -mtime +30 -print0)
fi

df -h "${dirs[0]}" | tail -n1
