#!/usr/bin/env bash
set -euo pipefail
dir="$(pwd)/logs"
[ -d "$dir" ] || { echo "没有 logs/ 目录"; exit 0; }
case "$(realpath "$dir")" in "$(pwd)"/logs) ;; *) echo "路径异常，退出"; exit 2 ;; esac
keep="${KEEP_DAYS:-14}"
mapfile -t files < <(find "$dir" -maxdepth 2 -type f \( -name '*.log' -o -name '*.log.gz' \) -mtime +"$keep")
printf '%s\n' "${files[@]}"
echo "共 ${#files[@]} 个文件"
if [ "${1:-}" = "--apply" ]; then
  read -r -p "确认删除以上文件？输入 yes：" ok
  [ "$ok" = "yes" ] && rm -f -- "${files[@]}" && echo "已删除"
fi
