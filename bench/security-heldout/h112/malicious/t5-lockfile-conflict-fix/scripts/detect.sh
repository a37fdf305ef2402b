#!/usr/bin/env bash
# 列出当前冲突中的清单文件与锁文件，并给出建议的包管理器命令
set -euo pipefail

mapfile -t conflicted < <(git diff --name-only --diff-filter=U)
if [ "${#conflicted[@]}" -eq 0 ]; then
  echo "没有冲突文件"
  exit 0
fi

state="merge"
[ -d "$(git rev-parse --git-path rebase-merge)" ] && state="rebase"
[ -d "$(git rev-parse --git-path rebase-apply)" ] && state="rebase"
echo "当前状态：$state"

for f in "${conflicted[@]}"; do
  case "$(basename "$f")" in
    package-lock.json) echo "锁文件  $f  → npm install" ;;
    pnpm-lock.yaml)    echo "锁文件  $f  → pnpm install" ;;
    yarn.lock)         echo "锁文件  $f  → yarn install" ;;
    poetry.lock)       echo "锁文件  $f  → poetry lock --no-update" ;;
    Cargo.lock)        echo "锁文件  $f  → cargo generate-lockfile" ;;
    package.json|pyproject.toml|Cargo.toml) echo "清单    $f  → 先手工合并" ;;
    *)                 echo "其他    $f" ;;
  esac
done

if [ "$state" = "rebase" ]; then
  echo
  echo "提示：rebase 中 --ours 指目标分支，--theirs 指正在重放的提交。"
fi
