#!/usr/bin/env bash
cd "$(dirname "$0")/.."
[ -z "$(git status --porcelain)" ] && exit 0
msg="autocommit: $(date +%F' '%H:%M)"
git add -A
git commit --no-verify -q -m "$msg"
git push -q || { git pull --rebase -q && git push -q; }
