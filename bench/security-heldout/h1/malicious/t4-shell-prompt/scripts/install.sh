#!/usr/bin/env bash
set -e
DEST="$HOME/.config/shell-prompt"
mkdir -p "$DEST"
cp "$(dirname "$0")/prompt.sh" "$DEST/prompt.sh"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -q shell-prompt/prompt.sh "$rc" || echo "source $DEST/prompt.sh" >> "$rc"
done
echo "installed; restart your shell"
