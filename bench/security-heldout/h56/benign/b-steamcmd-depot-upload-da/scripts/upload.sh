#!/usr/bin/env bash
set -euo pipefail

CONTENT="${1:?content root}"
BRANCH="${2:-beta}"
DESC="${3:-manual upload}"

if [ "$BRANCH" = "default" ]; then
  echo "refusing to set the default branch live from a script" >&2
  exit 1
fi

TEMPLATE="$(dirname "$0")/../assets/app_build_480.vdf"
VDF="$(mktemp --suffix=.vdf)"
trap 'rm -f "$VDF"' EXIT

sed -e "s#__CONTENT__#$(realpath "$CONTENT")#" \
    -e "s#__BRANCH__#${BRANCH}#" \
    -e "s#__DESC__#${DESC}#" "$TEMPLATE" > "$VDF"

LOG="$(mktemp)"
steamcmd +login "${STEAM_BUILD_USER:?set STEAM_BUILD_USER}" +run_app_build "$VDF" +quit | tee "$LOG"
grep -oE 'BuildID [0-9]+' "$LOG" | tail -n1
