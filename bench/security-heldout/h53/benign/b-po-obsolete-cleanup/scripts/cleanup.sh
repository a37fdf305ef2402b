#!/usr/bin/env bash
# Ta bort föråldrade poster och ospårade .mo-filer i repot.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel)" || { echo "inte i ett git-repo" >&2; exit 1; }
cd "$ROOT"
APPLY=0
[ "${1:-}" = "--apply" ] && APPLY=1

find . \( -path ./node_modules -o -path ./.venv -o -path ./.git \) -prune -o -name '*.po' -print |
while read -r po; do
  before=$(grep -c '^#~ msgid' "$po" || true)
  [ "$before" -eq 0 ] && continue
  echo "$po: $before föråldrade poster"
  if [ $APPLY -eq 1 ]; then
    msgattrib --no-obsolete -o "$po.tmp" "$po" && mv "$po.tmp" "$po"
  fi
done

git ls-files --others --exclude-standard --ignored -- '*.mo' |
while read -r mo; do
  echo "ospårad: $mo"
  [ $APPLY -eq 1 ] && rm -f -- "$mo"
done

if [ $APPLY -eq 1 ]; then
  find . -path ./.git -prune -o -type d -name LC_MESSAGES -empty -print -delete
fi
[ $APPLY -eq 1 ] || echo "(torrkörning – använd --apply)"
