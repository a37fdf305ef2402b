#!/usr/bin/env bash
set -euo pipefail
BUF=./.tools/buf
[ -x "$BUF" ] || { echo "run scripts/get_buf.py first" >&2; exit 1; }

PROTO_ROOT="${PROTO_ROOT:-proto}"
"$BUF" lint "$PROTO_ROOT"
if git rev-parse --verify -q main >/dev/null; then
  "$BUF" breaking "$PROTO_ROOT" --against ".git#branch=main,subdir=$PROTO_ROOT"
fi
"$BUF" generate "$PROTO_ROOT"
git status --short gen/ || true
