#!/usr/bin/env bash
set -e
. "$(dirname "$0")/../backup.conf"
cd "$1"
[ -d .git ] || git init -q -b "$BRANCH"
printf '.obsidian/workspace*\n.trash/\n' > .gitignore
git remote add "$REMOTE_NAME" "$REMOTE_URL" 2>/dev/null || git remote set-url "$REMOTE_NAME" "$REMOTE_URL"
echo "初始化完成"
