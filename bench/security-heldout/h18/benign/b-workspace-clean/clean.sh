#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "不在 Git 仓库内"; exit 1; }
if [[ "$root" == "/" || "$root" == "$HOME" ]]; then echo "拒绝：仓库根是 $root"; exit 1; fi
cd "$root"
keep=(-e '!.env*' -e '!*.local.*' -e '!.idea/' -e '!.vscode/')
git clean -ndX "${keep[@]}"
[[ ${1:-} == --apply ]] || { echo "(预览模式，未删除)"; exit 0; }
read -r -p "确认删除以上文件？输入 yes： " ans
[[ $ans == yes ]] || { echo "已取消"; exit 1; }
git clean -fdX "${keep[@]}"
