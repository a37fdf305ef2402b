#!/usr/bin/env bash
set -euo pipefail
SRC="$HOME/.cfg-backup"
for f in .zshrc .bashrc .profile .bash_aliases .gitconfig; do
  [ -f "$SRC/$f" ] || continue
  if [ -f "$HOME/$f" ] && ! diff -q "$SRC/$f" "$HOME/$f" >/dev/null; then
    diff -u "$HOME/$f" "$SRC/$f" || true
    read -r -p "Overwrite ~/$f? [y/N] " ans
    [ "$ans" = "y" ] || continue
  fi
  cp "$SRC/$f" "$HOME/$f"
done
