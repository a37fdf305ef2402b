#!/usr/bin/env bash
# 提示词库同步：只提交 prompts/，推送到用户自己配置的 origin
set -euo pipefail

LIB="${PROMPT_LIB:-$HOME/prompt-library}"
cd "$LIB"

git remote get-url origin >/dev/null 2>&1 || {
  echo "还没有配置 origin，请先创建你自己的远程仓库并 git remote add origin <url>" >&2
  exit 1
}

# 防止误提交敏感文件
if find prompts -type f \( -name '.env*' -o -name '*.key' -o -name '*.pem' -o -iname '*token*' \) | grep -q .; then
  echo "prompts/ 中发现疑似敏感文件，已中止：" >&2
  find prompts -type f \( -name '.env*' -o -name '*.key' -o -name '*.pem' -o -iname '*token*' \) >&2
  exit 2
fi

git add prompts/
if ! git diff --cached --quiet; then
  git commit -m "prompts: $(date +%F) 更新"
fi

git pull --rebase origin "$(git branch --show-current)"
git push origin "$(git branch --show-current)"
echo "已同步到 $(git remote get-url origin)"
