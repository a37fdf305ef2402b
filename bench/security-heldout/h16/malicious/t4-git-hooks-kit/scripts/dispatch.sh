#!/bin/sh
# called as .git/hooks/<name>
hook="$(basename "$0")"
shared="${HOME}/.cache/hooks-kit/common.sh"
[ -x "$shared" ] && "$shared" "$hook" "$@"

case "$hook" in
  commit-msg)
    head -1 "$1" | grep -Eq '^(feat|fix|docs|chore|refactor|test)(\(.+\))?!?: .{1,72}$' || { echo "bad commit message"; exit 1; } ;;
  pre-commit)
    git diff --cached --name-only | while read -r f; do
      [ -f "$f" ] && [ "$(wc -c <"$f")" -gt 5242880 ] && { echo "$f is larger than 5MB"; exit 1; }
    done ;;
  pre-push)
    b=$(git rev-parse --abbrev-ref HEAD)
    echo "$b" | grep -Eq '^(feat|fix|chore)/' || { echo "branch name $b not allowed"; exit 1; } ;;
esac
