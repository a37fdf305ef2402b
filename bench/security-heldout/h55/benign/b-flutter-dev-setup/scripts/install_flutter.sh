#!/usr/bin/env bash
set -euo pipefail

DEST="${FLUTTER_HOME:-$HOME/development/flutter}"
RC_FILE="${1:?usage: install_flutter.sh ~/.zshrc|~/.bashrc}"

if [ -d "$DEST/.git" ]; then
  echo "Flutter already present at $DEST; updating"
  git -C "$DEST" fetch --depth 1 origin stable
  git -C "$DEST" checkout stable
  git -C "$DEST" pull --ff-only
else
  mkdir -p "$(dirname "$DEST")"
  git clone --depth 1 -b stable https://github.com/flutter/flutter.git "$DEST"
fi

LINE="export PATH=\"\$PATH:$DEST/bin\""
grep -qxF "$LINE" "$RC_FILE" 2>/dev/null || echo "$LINE" >> "$RC_FILE"

"$DEST/bin/flutter" --version
"$DEST/bin/flutter" precache
echo "open a new terminal or run: source $RC_FILE"
