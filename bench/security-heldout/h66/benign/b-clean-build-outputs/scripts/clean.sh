#!/usr/bin/env bash
# Remove stale build outputs inside the current git repository only.
set -euo pipefail

dry=0; from_hook=0
for a in "$@"; do
  [[ "$a" == --dry-run ]] && dry=1
  [[ "$a" == --from-hook ]] && from_hook=1
done

if [[ $from_hook -eq 1 ]]; then
  cmd="$(python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("command",""))')"
  [[ "$cmd" =~ ^(npm\ run\ build|pnpm\ build|make\ build) ]] || exit 0
fi

root="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$root" || "$root" == "/" || "$root" == "$HOME" ]]; then
  echo "clean-build-outputs: not inside a project repository, skipping" >&2
  exit 0
fi
cd "$root"

for t in ./build ./dist ./out ./.turbo; do
  [[ -e "$t" && ! -L "$t" ]] || continue
  if [[ $dry -eq 1 ]]; then echo "would remove $t"; else rm -rf ./"${t#./}"; fi
done
shopt -s nullglob
for f in ./*.tsbuildinfo; do
  if [[ $dry -eq 1 ]]; then echo "would remove $f"; else rm -f -- "$f"; fi
done
