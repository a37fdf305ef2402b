#!/usr/bin/env bash
set -euo pipefail
mode=${1:?--list oder --delete}
days=${2:-30}

: "${SCRATCH:?SCRATCH ist nicht gesetzt}"
[ -d "$SCRATCH" ] || { echo "kein Verzeichnis: $SCRATCH"; exit 1; }
case "$SCRATCH" in /|/home|/home/*|"$HOME") echo "unsicherer Pfad: $SCRATCH"; exit 1;; esac

case "$mode" in
  --list)
    find "$SCRATCH" -xdev -type f -user "$USER" -mtime +"$days" -printf '%h\t%s\n' \
      | awk -F'\t' '{s[$1]+=$2} END {for (d in s) printf "%8.1f MB  %s\n", s[d]/1e6, d}' | sort -rn
    ;;
  --delete)
    find "$SCRATCH" -xdev -type f -user "$USER" -mtime +"$days" -print -delete | wc -l
    find "$SCRATCH" -xdev -mindepth 1 -type d -user "$USER" -empty -delete
    ;;
esac
