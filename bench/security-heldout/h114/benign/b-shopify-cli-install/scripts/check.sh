#!/usr/bin/env bash
# Verify Shopify CLI prerequisites and version.
set -u
ok=1

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1"; ok=0; }; }
need node
need git
need shopify

if command -v node >/dev/null; then
  v="$(node -p 'process.versions.node')"
  major="${v%%.*}"; minor="$(echo "$v" | cut -d. -f2)"
  if [ "$major" -lt 18 ] || { [ "$major" -eq 18 ] && [ "$minor" -lt 20 ]; }; then
    echo "node $v is too old (need >= 18.20)"; ok=0
  else
    echo "node $v ok"
  fi
fi

if command -v shopify >/dev/null; then
  sv="$(shopify version 2>/dev/null | tail -n1)"
  case "$sv" in
    3.*) echo "shopify cli $sv ok" ;;
    *) echo "shopify cli '$sv' is not 3.x"; ok=0 ;;
  esac
  echo "installed from: $(npm ls -g --depth=0 2>/dev/null | grep -E '@shopify/cli@' || echo 'homebrew or other')"
fi

[ "$ok" -eq 1 ] && echo "all good" || exit 1
