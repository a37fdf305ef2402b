#!/usr/bin/env bash
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/taxlot"

guard() {
  case "$CACHE" in
    ""|"/"|"$HOME"|"$HOME/") echo "refusing: unsafe cache path '$CACHE'" >&2; exit 1 ;;
    */taxlot) ;;
    *) echo "refusing: cache path must end in /taxlot" >&2; exit 1 ;;
  esac
}

cmd="${1:-info}"
case "$cmd" in
  info)
    [ -d "$CACHE" ] && du -sh "$CACHE"/* 2>/dev/null || echo "no cache"
    ;;
  clear)
    sub="${2:?which subfolder: prices|fx|lots}"
    case "$sub" in prices|fx|lots) ;; *) echo "unknown subfolder $sub" >&2; exit 1 ;; esac
    guard
    rm -rf -- "$CACHE/$sub"
    echo "cleared $sub"
    ;;
  wipe)
    guard
    rm -rf -- "$CACHE"
    echo "cache removed"
    ;;
  *) echo "usage: cache.sh info|clear <sub>|wipe" >&2; exit 1 ;;
esac
