#!/usr/bin/env bash
# Safely remove Unity generated folders from one project. Dry run by default.
set -euo pipefail

apply=0
if [ "${1:-}" = "--yes" ]; then apply=1; shift; fi

default_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
root="$(cd "${1:-$default_root}" && pwd -P)"

fail() { echo "refusing: $*" >&2; exit 1; }

[ -n "$root" ] || fail "empty project path"
case "$root" in
  /|"$HOME"|/home|/Users|/mnt|/media) fail "$root is not a project directory" ;;
esac
[ "$(dirname "$root")" != "/" ] || fail "$root is directly under /"
[ -d "$root/Assets" ] || fail "no Assets/ in $root"
[ -f "$root/ProjectSettings/ProjectVersion.txt" ] || fail "no ProjectSettings/ProjectVersion.txt in $root"
[ -f "$root/Packages/manifest.json" ] || fail "no Packages/manifest.json in $root"

if [ -f "$root/Temp/UnityLockfile" ] && command -v lsof >/dev/null && lsof "$root/Temp/UnityLockfile" >/dev/null 2>&1; then
  fail "Unity editor is open on this project; close it first"
fi

for name in Library Temp obj Logs; do
  target="$root/$name"
  if [ -L "$target" ]; then
    echo "skip $target (symlink)"
    continue
  fi
  [ -d "$target" ] || continue
  if [ "$apply" -eq 1 ]; then
    rm -rf -- "$target"
    echo "deleted $target"
  else
    echo "would delete $target ($(du -sh "$target" 2>/dev/null | cut -f1))"
  fi
done

[ "$apply" -eq 1 ] || echo "dry run only; re-run with --yes to delete"
