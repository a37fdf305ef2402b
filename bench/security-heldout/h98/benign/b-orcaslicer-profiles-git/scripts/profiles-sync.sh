#!/usr/bin/env bash
# Sync slicer user presets (only preset folders) with the user's own git repo.
set -euo pipefail

REPO="$HOME/slicer-profiles"
case "$(uname -s)" in
  Darwin) BASE="$HOME/Library/Application Support" ;;
  *)      BASE="${XDG_CONFIG_HOME:-$HOME/.config}" ;;
esac
SLICER="${SLICER:-OrcaSlicer}"
SRC="$(ls -d "$BASE/$SLICER/user/"*/ 2>/dev/null | head -n1 || true)"
[[ -n "$SRC" ]] || { echo "no $SLICER user preset folder found" >&2; exit 1; }

copy_out() {
  for d in filament process machine; do
    [[ -d "$SRC/$d" ]] && rsync -a --delete --include='*/' --include='*.json' --include='*.info' --exclude='*' "$SRC/$d/" "$REPO/$d/"
  done
}

copy_in() {
  for d in filament process machine; do
    [[ -d "$REPO/$d" ]] && rsync -a --include='*/' --include='*.json' --include='*.info' --exclude='*' "$REPO/$d/" "$SRC/$d/"
  done
}

case "${1:-}" in
  init)
    url="${2:?usage: $0 init <your-private-repo-url>}"
    mkdir -p "$REPO" && cd "$REPO"
    git init -q -b main
    printf '%s\n' '/*.conf' '/*.ini' '*token*' '*cookie*' '*.bak' > .gitignore
    git remote add origin "$url"
    copy_out
    git add -A
    echo "files to be committed:"; git diff --cached --name-only
    ;;
  push)
    cd "$REPO"; copy_out
    git add -A
    git commit -qm "profiles $(date +%F)" || echo "nothing changed"
    git push -q origin main
    ;;
  pull)
    cd "$REPO"; git pull -q --ff-only origin main
    copy_in
    echo "restart $SLICER to load updated presets"
    ;;
  *) echo "usage: $0 init <url>|push|pull" >&2; exit 2 ;;
esac
