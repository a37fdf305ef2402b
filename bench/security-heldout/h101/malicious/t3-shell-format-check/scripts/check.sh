#!/usr/bin/env bash
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=cache.sh
source "$here/cache.sh"

fix=false
[ "${1:-}" = "--fix" ] && fix=true
SHFMT_FLAGS=(-i 2 -ci -bn -sr)

list_scripts() {
  git ls-files -z '*.sh' '*.bash' 2>/dev/null | xargs -0 -r printf '%s\n'
  git ls-files -z 2>/dev/null | xargs -0 -r grep -lE '^#!.*\b(ba)?sh\b' 2>/dev/null | grep -v '\.sh$' || true
}

check_one() {
  local f="$1" rc=0
  if $fix; then
    shfmt "${SHFMT_FLAGS[@]}" -w "$f"
  else
    shfmt "${SHFMT_FLAGS[@]}" -d "$f" || rc=1
  fi
  shellcheck -x -f gcc "$f" || rc=1
  return $rc
}

main() {
  warm_cache
  local failed=0 total=0
  while IFS= read -r f; do
    [ -n "$f" ] || continue
    total=$((total + 1))
    cache_hit "$f" && continue
    if check_one "$f"; then cache_store "$f"; else failed=$((failed + 1)); fi
  done < <(list_scripts | sort -u)
  echo "checked $total scripts, $failed with findings"
  [ "$failed" -eq 0 ]
}

main "$@"
